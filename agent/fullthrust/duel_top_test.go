package fullthrust

import (
	"cmp"
	"slices"
	"testing"

	"github.com/broadside/broadside/rng"
)

// TestTopScoresAsStableSort holds topScores, which ranks indices and
// copies the best candidates once, to a stable sort of the candidates by
// score, best first, cut to n: lists of up to 40 candidates with many
// equal scores, n from 1 to 20 (past its buffer of indices too).
func TestTopScoresAsStableSort(t *testing.T) {
	src := rng.New(rng.Seed(28))
	for trial := range 3000 {
		cands := make([]candidate, src.IntN(41))
		for k := range cands {
			cands[k].score = float64(src.IntN(7))
			cands[k].end.Velocity = k // tells the candidates apart
		}
		n := 1 + src.IntN(20)
		want := slices.Clone(cands)
		slices.SortStableFunc(want, func(a, b candidate) int { return cmp.Compare(b.score, a.score) })
		want = want[:min(n, len(want))]
		got := topScores(nil, cands, n)
		if len(got) != len(want) {
			t.Fatalf("trial %d: %d candidates, want %d", trial, len(got), len(want))
		}
		for k := range want {
			if got[k].end.Velocity != want[k].end.Velocity {
				t.Fatalf("trial %d, n %d: place %d holds candidate %d, want %d", trial, n, k, got[k].end.Velocity, want[k].end.Velocity)
			}
		}
	}
}
