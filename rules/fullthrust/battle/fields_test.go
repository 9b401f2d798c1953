package battle

import (
	"strings"
	"testing"
)

// TestTwoFieldsAsFields checks that twoFields splits a salvo's point as
// strings.Fields does once every comma is a space, which salvoOrder read
// before it stopped allocating: the same first two fields, and 2 exactly
// when Fields finds two.
func TestTwoFieldsAsFields(t *testing.T) {
	texts := []string{"", " ", "1 2", "1,2", " 1 , 2 ", "1,,2", "1 2 3", "1,2,3", "Hood", "-3.5\t4.25",
		"1\u00a02", "1\u20282", "x y", ",", ",1", "1,", "1 2,", "\u00851 2\u0085", "1\xff 2", "Hood salvo"}
	for _, text := range texts {
		want := strings.Fields(strings.ReplaceAll(text, ",", " "))
		f, n := twoFields(text)
		if (n == 2) != (len(want) == 2) || n == 2 && (f[0] != want[0] || f[1] != want[1]) {
			t.Errorf("twoFields(%q) = %q, %d; Fields gives %q", text, f, n, want)
		}
	}
}
