package pointdefence

import (
	"math/big"
	"testing"

	"github.com/broadside/broadside/prob"
)

// TestPDLOddsDefaultTail lists a level down to the default tail of 1e-15,
// growing its range as far as that needs, and keeps a given tail.
func TestPDLOddsDefaultTail(t *testing.T) {
	tests := []struct {
		name     string
		b1, pds  int
		maxTail  *big.Rat
		wantTail *big.Rat
	}{
		{"default", 2, 3, nil, prob.DefaultTail()},
		{"many PDS", 0, 40, nil, prob.DefaultTail()},
		{"1e-9", 2, 3, big.NewRat(1, 1_000_000_000), big.NewRat(1, 1_000_000_000)},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			d, _ := PDLOdds(tc.b1, tc.pds, tc.maxTail)
			if d.Tail().Cmp(tc.wantTail) > 0 {
				t.Errorf("tail %s, want at most %s", d.Tail().FloatString(20), tc.wantTail.FloatString(20))
			}
			if d.Tail().Sign() <= 0 {
				t.Errorf("tail %s, want above 0 (re-rolls have no end)", d.Tail().FloatString(20))
			}
		})
	}
	if a, b := pdlDist(2, 3, nil), pdlDist(2, 3, big.NewRat(1, 1_000_000_000)); a.Hi() <= b.Hi() || a.P(3).Cmp(b.P(3)) != 0 {
		t.Errorf("the default lists to %d, 1e-9 to %d; P(3) %s and %s", a.Hi(), b.Hi(), a.P(3).FloatString(12), b.P(3).FloatString(12))
	}
}

// pdlOddsGrid is the level's distribution by the strike odds' own grids:
// the grid grows until the listed mass leaves at most maxTail, then the
// distribution is truncated to maxTail.
func pdlOddsGrid(b1, pds int, maxTail *big.Rat) prob.Dist {
	for cap := 3*(b1+2*pds) + 24; ; cap += 24 {
		g := noMeter.pdlGrid(b1, pds, cap)
		one := one6()
		listed := g.listed()
		rest := sub(&one, &listed)
		if rest.rat().Cmp(maxTail) <= 0 {
			return g.toDist(false).Truncate(maxTail)
		}
	}
}

// TestPDLOddsAgreesWithGrids checks the level's distribution from the dice
// pool against the same level built by the grids the strike odds convolve:
// the same probabilities, the same listed range, the same tail.
func TestPDLOddsAgreesWithGrids(t *testing.T) {
	for _, maxTail := range []*big.Rat{prob.DefaultTail(), big.NewRat(1, 1000)} {
		for b1 := 0; b1 <= 4; b1++ {
			for _, pds := range []int{0, 1, 2, 5, 9} {
				if b1+pds == 0 {
					continue
				}
				got, want := pdlDist(b1, pds, maxTail), pdlOddsGrid(b1, pds, maxTail)
				if got.Lo() != want.Lo() || got.Hi() != want.Hi() || got.Tail().Cmp(want.Tail()) != 0 {
					t.Fatalf("B1 %d PDS %d tail %s: range %d-%d tail %s, grids %d-%d tail %s", b1, pds, maxTail.RatString(),
						got.Lo(), got.Hi(), got.Tail().RatString(), want.Lo(), want.Hi(), want.Tail().RatString())
				}
				for v := got.Lo(); v <= got.Hi(); v++ {
					if got.P(v).Cmp(want.P(v)) != 0 {
						t.Fatalf("B1 %d PDS %d: P(%d) = %s, grids %s", b1, pds, v, got.P(v).RatString(), want.P(v).RatString())
					}
				}
			}
		}
	}
}

// TestBandChances checks that the bands share out the whole level, tail
// included, and that band 0 is the chance of no point.
func TestBandChances(t *testing.T) {
	d, _ := PDLOdds(2, 3, nil)
	p := BandChances(d)
	total := 0.0
	for _, x := range p {
		total += x
	}
	if total < 1-1e-12 || total > 1+1e-12 {
		t.Errorf("bands sum to %v, want 1", total)
	}
	if p[Band0] != d.Prob(0) || p[Band1] != d.Prob(1) {
		t.Errorf("band 0 %v, band 1 %v; P(0) %v, P(1) %v", p[Band0], p[Band1], d.Prob(0), d.Prob(1))
	}
}
