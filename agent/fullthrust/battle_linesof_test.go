package fullthrust

import (
	"slices"
	"strings"
	"testing"
)

// linesOfByCut is linesOf as it was before its first-byte shortcut: every
// line's name cut at its colon and trimmed.
func linesOfByCut(lines []string, name string, kinds []string) []string {
	var out []string
	for _, l := range lines {
		who, _, _ := strings.Cut(l, ":")
		who = strings.TrimSpace(who)
		rest, ok := strings.CutPrefix(who, name)
		if !ok || rest != "" && rest[0] != ' ' {
			continue
		}
		if slices.Contains(kinds, strings.TrimSpace(rest)) {
			out = append(out, l)
		}
	}
	return out
}

// TestLinesOfAsByCut checks that linesOf picks exactly the lines the
// plain cut-and-trim reading picks, for names that prefix one another,
// lines led by ASCII and Unicode spaces, empty lines and lines with no
// colon, under the move, ordnance and defence kinds.
func TestLinesOfAsByCut(t *testing.T) {
	lines := []string{
		"Alpha: 3 left 1",
		"Alpha salvo: at 10,20",
		"Alpha 2: 4",
		"Alpha 2 salvo: at 1,2",
		"Alphabet: 2",
		" Alpha: 1",
		"\tAlpha missile: at 3,4",
		"\u00a0Alpha: 5",
		"\u00a0Alpha plasma : at 5,6",
		"\u2003Beta salvo: at 7,8",
		"Beta: 1 right 1",
		"Beta",
		"Alpha",
		"",
		":",
		": Alpha",
		"Alpha  salvo : at 1,1",
		"Alpha pd: Beta",
		"Ålpha: 2",
	}
	names := []string{"Alpha", "Alpha 2", "Beta", "Ålpha", "Alph", "", "Al:pha", "Gamma"}
	kindSets := [][]string{moveKind, ordnanceKinds, {"pd", "flak"}}
	for _, name := range names {
		for _, kinds := range kindSets {
			want := linesOfByCut(lines, name, kinds)
			got := linesOf(lines, name, kinds, nil)
			if !slices.Equal(got, want) {
				t.Errorf("linesOf(%q, %q) = %q, want %q", name, kinds, got, want)
			}
		}
	}
}
