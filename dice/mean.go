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

// MeanFloat64 returns Mean as the float64 nearest to it, the value
// Mean().Float64() gives, without rational arithmetic for a die whose
// re-rolls, if any, throw the die itself: its mean is then one quotient of
// two integers, which a float64 division rounds to the nearest value as
// big.Rat does (both exact below 2^53, as any die's are). Hot paths of the
// rulesets weigh means this way (a point-defence plan, a weapon's shot). A
// die chained to another (Again) is worked out by Mean.
func (d Die) MeanFloat64() float64 {
	sum, rr := 0, 0
	for _, f := range d.Faces {
		sum += f.Score
		if f.Reroll {
			rr++
		}
	}
	if n := d.Sides - rr; (rr == 0 || d.Again == nil) && n > 0 && -1<<53 < sum && sum < 1<<53 {
		return float64(sum) / float64(n)
	}
	m, _ := d.Mean().Float64()
	return m
}
