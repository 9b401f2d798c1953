package dice

import "math/big"

// Mean returns the exact expected score of one die, re-rolls included. A
// die that re-rolls itself on r of its s faces averages sum/(s-r), where sum
// is the total of its faces' scores (each re-roll adds another throw of the
// same die); an earlier die of a chain averages (sum + r·E[Again])/s. The
// same definition gives [Pool.Roll] and [Pool.Dist], so the mean of Dist
// agrees with Mean to within the listed tail. The die must be valid (see
// [Die.Validate]); Mean panics on a die that re-rolls itself on every face.
func (d Die) Mean() *big.Rat {
	sum, rr := 0, 0
	for _, f := range d.Faces {
		sum += f.Score
		if f.Reroll {
			rr++
		}
	}
	switch {
	case rr == 0:
		return big.NewRat(int64(sum), int64(d.Sides))
	case d.Again == nil:
		return big.NewRat(int64(sum), int64(d.Sides-rr))
	}
	e := new(big.Rat).Mul(big.NewRat(int64(rr), 1), d.Again.Mean())
	e.Add(e, big.NewRat(int64(sum), 1))
	return e.Quo(e, big.NewRat(int64(d.Sides), 1))
}
