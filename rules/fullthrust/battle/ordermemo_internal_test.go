package battle

import (
	"fmt"
	"reflect"
	"testing"

	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// TestParseOrderRemembered checks that a readScratch's parseOrder answers
// as manoeuvre.ParseOrder: more distinct orders than it remembers, each
// asked several times in a changing order, mistakes among them, and the
// empty order.
func TestParseOrderRemembered(t *testing.T) {
	var texts []string
	for k := range 3 * orderMemo {
		texts = append(texts, fmt.Sprintf("P%d +%d", k%4+1, k%5), fmt.Sprintf("ET S%d -%d", k%3+1, k%4))
	}
	texts = append(texts, "", "P1 P1 ??", "Roll HA 2 P", "zz", "8P2 / EM 1")
	sc := new(readScratch)
	for round := range 4 {
		for k := range texts {
			text := texts[(k*(round+1)+round)%len(texts)]
			got, gotErr := sc.parseOrder(text)
			want, wantErr := manoeuvre.ParseOrder(text)
			if !reflect.DeepEqual(got, want) || (gotErr == nil) != (wantErr == nil) || gotErr != nil && gotErr.Error() != wantErr.Error() {
				t.Fatalf("parseOrder(%q) = %+v, %v; ParseOrder gives %+v, %v", text, got, gotErr, want, wantErr)
			}
		}
	}
	if sc.n != orderMemo {
		t.Fatalf("%d orders remembered, want %d", sc.n, orderMemo)
	}
	var none *readScratch
	if _, err := none.parseOrder("P1"); err != nil {
		t.Fatal(err)
	}
}

// TestLineKindSuffixes checks lineKind's shortcut, that a name without a
// space has no suffix, against the suffixes themselves (each must start
// with a space), and reads the suffix of names with and without one.
func TestLineKindSuffixes(t *testing.T) {
	for _, k := range lineSuffixes {
		if len(k) < 2 || k[0] != ' ' {
			t.Errorf("suffix %q does not start with a space: lineKind's shortcut would miss it", k)
		}
	}
	for _, c := range []struct{ name, kind, base string }{
		{"Hood", "", "Hood"},
		{"Hood salvo", salvoSuffix, "Hood"},
		{"Hood  fire at", flakSuffix, "Hood"},
		{"Sabre 1", "", "Sabre 1"},
		{"Big Ship pd", pdSuffix, "Big Ship"},
		{"salvo", "", "salvo"},
		{" salvo", salvoSuffix, ""},                // a space only before the suffix
		{"Golem", "", "Golem"},                     // ends in a suffix's letters, no space
		{"Ёж em", emSuffix, "Ёж"},                  // a name in another script
		{"Hood\u00a0salvo", "", "Hood\u00a0salvo"}, // a no-break space is not a space here
	} {
		if kind, base := lineKind(c.name); kind != c.kind || base != c.base {
			t.Errorf("lineKind(%q) = %q, %q; want %q, %q", c.name, kind, base, c.kind, c.base)
		}
	}
}
