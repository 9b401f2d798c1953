package pointdefence

import (
	"math/big"
	"testing"
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
		{"default", 2, 3, nil, DefaultTail},
		{"many PDS", 0, 40, nil, DefaultTail},
		{"1e-9", 2, 3, big.NewRat(1, 1_000_000_000), big.NewRat(1, 1_000_000_000)},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			d := PDLOdds(tc.b1, tc.pds, tc.maxTail)
			if d.Tail().Cmp(tc.wantTail) > 0 {
				t.Errorf("tail %s, want at most %s", d.Tail().FloatString(20), tc.wantTail.FloatString(20))
			}
			if d.Tail().Sign() <= 0 {
				t.Errorf("tail %s, want above 0 (re-rolls have no end)", d.Tail().FloatString(20))
			}
		})
	}
	if a, b := PDLOdds(2, 3, nil), PDLOdds(2, 3, big.NewRat(1, 1_000_000_000)); a.Hi() <= b.Hi() || a.P(3).Cmp(b.P(3)) != 0 {
		t.Errorf("the default lists to %d, 1e-9 to %d; P(3) %s and %s", a.Hi(), b.Hi(), a.P(3).FloatString(12), b.P(3).FloatString(12))
	}
}
