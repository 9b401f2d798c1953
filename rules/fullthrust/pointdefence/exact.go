package pointdefence

import (
	"fmt"
	"math/big"

	"github.com/broadside/broadside/dice"
	"github.com/broadside/broadside/prob"
)

// This file turns the kernel's grids into the ruleset's exact results:
// prob.Dist values, probabilities of destruction, exact means.

// toDist returns the marginal of g over m as a prob.Dist listing 0..cap-1,
// with P(m >= cap) as its tail (above Hi), or, when top is set, listed as
// the value cap itself ("cap or more"). A grid's unplaced tail stays
// unplaced: it is the Dist's tail.
func (g *grid) toDist(top bool) prob.Dist {
	e := g.cap - 1 + g.n
	if g.tail.num.Sign() != 0 {
		e = max(e, g.tail.exp)
	}
	marg := g.marginal()
	n := g.cap
	if top {
		n++
	}
	w := make([]*big.Int, n)
	sum := new(big.Int)
	for m := range g.cap {
		w[m] = mulSix(new(big.Int), &marg[m].num, e-marg[m].exp)
		sum.Add(sum, w[m])
	}
	total := new(big.Int).Set(sixTo(e))
	if top {
		rest := new(big.Int).Sub(total, sum)
		if g.tail.num.Sign() != 0 {
			rest.Sub(rest, mulSix(new(big.Int), &g.tail.num, e-g.tail.exp))
		}
		w[g.cap] = rest
	}
	d, err := prob.FromBig(0, w, total)
	if err != nil {
		// The grid's weights are non-negative and sum to at most 1 by
		// construction; anything else is a bug in this package.
		panic("fullthrust: inconsistent exact distribution: " + err.Error())
	}
	return d
}

// ratMul returns a*b.
func ratMul(a, b *big.Rat) *big.Rat { return new(big.Rat).Mul(a, b) }

// ratInt returns n as a big.Rat.
func ratInt(n int) *big.Rat { return big.NewRat(int64(n), 1) }

// sixths returns k/6 as a rat6.
func sixths(k int) rat6 {
	var r rat6
	r.num.SetInt64(int64(k))
	r.exp = 1
	return r
}

// PDLOdds returns the exact distribution of a 2015 point defence level
// rolled with b1 dice scored as a B1 (B1, K-1, screening fighters other than
// interceptors) and pds dice scored as a PDS (PDS, screening interceptors, 4
// per scattergun or grapeshot, 2 per ADS): the distribution of the pool of
// those dice, as package dice computes it from the dice's definitions.
// Levels are listed until less than maxTail of the probability is left (the
// re-rolls have no end); the rest is the tail. A nil maxTail is the project's
// default, prob.DefaultTail. It returns an error for a negative count and a
// [*BudgetError] for more than [MaxPDLDice] dice; it panics if maxTail is
// not strictly between 0 and 1.
func PDLOdds(b1, pds int, maxTail *big.Rat) (prob.Dist, error) {
	if b1 < 0 || pds < 0 {
		return prob.Dist{}, fmt.Errorf("%w: a point defence level of %d B1 and %d PDS dice; counts are 0 or more", ErrSetup, b1, pds)
	}
	if b1+pds > MaxPDLDice {
		return prob.Dist{}, &BudgetError{What: fmt.Sprintf("%d B1, %d PDS", b1, pds), Work: float64(b1 + pds), Limit: pdlLimit, Max: MaxPDLDice}
	}
	return pdlDist(b1, pds, maxTail), nil
}

// pdlDist is PDLOdds without its checks.
func pdlDist(b1, pds int, maxTail *big.Rat) prob.Dist {
	return dice.Pool{{Die: b1Die, Count: b1}, {Die: pdsDie, Count: pds}}.DistWithin(maxTail)
}

// pdlGrid returns the point defence level of b1 B1 dice and pds PDS dice,
// listed below cap.
func (mt *meter) pdlGrid(b1, pds, cap int) grid {
	gb := dieGrid(&b1Die, 1, cap, allNormal)
	gp := dieGrid(&pdsDie, 1, cap, allNormal)
	x, y := mt.pow(&gb, b1), mt.pow(&gp, pds)
	return mt.conv(&x, &y)
}

// BandChances returns the chance of each band of a point defence level
// distributed as d (from PDLOdds), the unlisted tail counting to the top
// band, as the command line and the web app print them.
func BandChances(d prob.Dist) [NumBands]float64 {
	var p [NumBands]float64
	for v := d.Lo(); v <= d.Hi(); v++ {
		p[BandOf(v)] += d.Prob(v)
	}
	p[Band16up] += d.TailFloat()
	return p
}
