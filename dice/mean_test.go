package dice

import (
	"math/big"
	"testing"

	"github.com/broadside/broadside/rng"
)

// TestMeanAgreesWithDist checks the exact mean against the mean of the exact
// distribution, for dice that re-roll themselves, chains, and plain dice.
func TestMeanAgreesWithDist(t *testing.T) {
	pds := Die{Name: "PDS", Sides: 6, Faces: []Face{{}, {}, {}, {Score: 1}, {Score: 1}, {Score: 2, Reroll: true}}}
	tail := Die{Name: "tail", Sides: 6, Faces: []Face{{}, {}, {}, {}, {Score: 1}, {Score: 1, Reroll: true}}}
	chain := Die{Name: "chain", Sides: 6, Faces: []Face{{}, {Score: 1}, {Score: 1}, {Score: 2}, {Score: 3}, {Score: 3, Reroll: true}}, Again: &tail}
	tests := []struct {
		name string
		die  Die
		want *big.Rat
	}{
		{"plain d6", Plain(6), big.NewRat(7, 2)},
		{"self re-roll", pds, big.NewRat(4, 5)},
		{"chain", chain, new(big.Rat).Add(big.NewRat(10, 6), new(big.Rat).Mul(big.NewRat(1, 6), big.NewRat(2, 5)))},
		{"success", Success(6, 5), big.NewRat(1, 3)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := tt.die.Mean()
			if got.Cmp(tt.want) != 0 {
				t.Fatalf("Mean() = %s, want %s", got.RatString(), tt.want.RatString())
			}
			m := Pool{{Die: tt.die, Count: 1}}.Dist().Mean()
			if f, _ := got.Float64(); m < f-1e-12 || m > f+1e-12 {
				t.Errorf("Dist().Mean() = %v, Mean() = %v", m, f)
			}
			// And the sampled mean is near it.
			src := rng.New(1)
			total := 0
			const n = 20000
			for range n {
				total += Pool{{Die: tt.die, Count: 1}}.Score(src)
			}
			if f, _ := got.Float64(); abs(float64(total)/n-f) > 0.05 {
				t.Errorf("sampled mean %v, want about %v", float64(total)/n, f)
			}
		})
	}
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}
