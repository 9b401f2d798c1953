package dice

import (
	"math"
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

// TestMeanFloat64AsMean checks MeanFloat64 against Mean().Float64(), to the
// last bit, for random dice of 1-30 sides with scores from -40 to 40, some
// re-rolling themselves and some chained to another die, whose quotients
// round every way.
func TestMeanFloat64AsMean(t *testing.T) {
	src := rng.New(29)
	random := func() Die {
		d := Die{Name: "r", Sides: 1 + src.IntN(30)}
		for f := range d.Sides {
			d.Faces = append(d.Faces, Face{Score: src.IntN(81) - 40, Reroll: f > 0 && src.IntN(4) == 0})
		}
		return d
	}
	for n := range 20000 {
		d := random()
		if n%3 == 0 {
			again := random()
			for f := range again.Faces {
				again.Faces[f].Reroll = false
			}
			d.Again = &again
		}
		want, _ := d.Mean().Float64()
		if got := d.MeanFloat64(); math.Float64bits(got) != math.Float64bits(want) {
			t.Fatalf("%+v: MeanFloat64 %v (%x), Mean %v (%x)", d, got, math.Float64bits(got), want, math.Float64bits(want))
		}
	}
}
