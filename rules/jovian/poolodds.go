package jovian

import (
	"context"
	"fmt"
	"math/big"
	"slices"

	"github.com/broadside/broadside/dice"
	"github.com/broadside/broadside/prob"
)

// codes is the number of distinct d6 Results: two bits per face.
const codes = 1 << (2 * Faces)

// codeWeights is an exact distribution of Results as integer weights over
// a total, indexed by [dice.Code].
type codeWeights struct {
	w     []big.Int // len codes
	total big.Int
}

// PoolOdds returns the exact distribution of the Result of a pool, with
// flex dice removed by the best-choice policy (see [Pool.BestRemoval]),
// macro dice applied and an [N] re-rolled when the pool allows it. The
// Results are listed in the reading order of [dice.CompareCodes] with
// weights over 6 to the number of dice rolled; there is no tail.
//
// A pool without flex dice is counted by composition in package dice; with
// flex dice every multiset of faces is visited once, so a pool of n dice
// and m macro dice costs C(n+5,5)·C(m+5,5) readings: a millisecond or so
// for realistic pools.
//
// A pool whose work is estimated past [MaxExactWork] is refused with a
// [*BudgetError] before counting starts.
func PoolOdds(p Pool, opt Options) (prob.Table[dice.Code], error) {
	return PoolOddsContext(context.Background(), p, opt)
}

// PoolOddsContext is [PoolOdds] that stops, returning ctx's error, within
// milliseconds of ctx being done.
func PoolOddsContext(ctx context.Context, p Pool, opt Options) (prob.Table[dice.Code], error) {
	if err := p.Validate(); err != nil {
		return prob.Table[dice.Code]{}, err
	}
	if err := opt.validate(); err != nil {
		return prob.Table[dice.Code]{}, err
	}
	if err := checkBudget(p, opt); err != nil {
		return prob.Table[dice.Code]{}, err
	}
	cw, err := poolWeights(ctx, p, opt)
	if err != nil {
		return prob.Table[dice.Code]{}, err
	}
	return cw.table()
}

// table converts the weights into a prob.Table in reading order.
func (cw *codeWeights) table() (prob.Table[dice.Code], error) {
	var items []prob.Weighted[dice.Code]
	for c := range cw.w {
		if cw.w[c].Sign() > 0 {
			items = append(items, prob.Weighted[dice.Code]{Value: dice.Code(c), Weight: &cw.w[c]})
		}
	}
	slices.SortFunc(items, func(a, b prob.Weighted[dice.Code]) int { return dice.CompareCodes(a.Value, b.Value) })
	t, err := prob.NewTable(items, &cw.total)
	if err != nil {
		return t, fmt.Errorf("jovian: pool weights do not form a distribution: %w", err)
	}
	return t, nil
}

// poolWeights counts the Results of a valid pool, stopping with ctx's
// error when ctx is done.
func poolWeights(ctx context.Context, p Pool, opt Options) (*codeWeights, error) {
	stop := &stopper{ctx: ctx}
	rolled, removed, opponent := p.shape(opt)
	m := abs(p.Macro)
	sign := 1
	if p.Macro < 0 {
		sign = -1
	}
	cw := &codeWeights{w: make([]big.Int, codes)}
	var prod big.Int
	if removed == 0 {
		// The kept dice are all the dice: start from the composition counts.
		items := dice.Sets{Dice: rolled}.Dist().Items()
		baseTotal := pow6(rolled)
		bw := make([]big.Int, len(items))
		for i, it := range items {
			bw[i].Quo(baseTotal, it.P.Denom())
			bw[i].Mul(&bw[i], it.P.Num())
		}
		multisets(m, func(macro *[Faces + 1]int8, coef *big.Int) bool {
			if stop.spend(len(items)) {
				return false
			}
			for i, it := range items {
				c := applyMacro(it.Value, macro, sign)
				prod.Mul(&bw[i], coef)
				cw.w[c].Add(&cw.w[c], &prod)
			}
			return true
		})
	} else {
		multisets(rolled, func(counts *[Faces + 1]int8, coefB *big.Int) bool {
			return multisets(m, func(macro *[Faces + 1]int8, coefM *big.Int) bool {
				if stop.spend(flexReadingCost) {
					return false
				}
				drop := bestRemoval(counts, macro, sign, removed, opponent, opt.FlexTies)
				var kept [Faces + 1]int8
				for f := 1; f <= Faces; f++ {
					kept[f] = counts[f] - drop[f]
				}
				c := applyMacro(dice.CountsCode(kept[:]), macro, sign)
				prod.Mul(coefB, coefM)
				cw.w[c].Add(&cw.w[c], &prod)
				return true
			})
		})
	}
	if stop.err != nil {
		return nil, fmt.Errorf("jovian: pool odds stopped: %w", stop.err)
	}
	cw.total.Set(pow6(rolled + m))
	if p.Reroll {
		cw.reroll()
	}
	return cw, nil
}

// reroll replaces the distribution with that of rolling again once on [N]:
// P'(c) = P(c) + P(N)·P(c) for a set c, P'(N) = P(N)², over total².
func (cw *codeWeights) reroll() {
	var none big.Int
	none.Set(&cw.w[0])
	var x big.Int
	for c := 1; c < codes; c++ {
		if cw.w[c].Sign() == 0 {
			continue
		}
		x.Mul(&cw.w[c], &none)
		cw.w[c].Mul(&cw.w[c], &cw.total)
		cw.w[c].Add(&cw.w[c], &x)
	}
	cw.w[0].Mul(&none, &none)
	cw.total.Mul(&cw.total, &cw.total)
}

// pow6 returns 6^n.
func pow6(n int) *big.Int {
	return new(big.Int).Exp(big.NewInt(Faces), big.NewInt(int64(n)), nil)
}

// multisets calls fn for every way n d6 can fall, ignoring order: counts
// of each face 1 to 6, with the number of orders that give them (the
// multinomial coefficient). The arguments are reused between calls. fn
// returns false to stop the walk; multisets reports whether it ran to the
// end.
func multisets(n int, fn func(counts *[Faces + 1]int8, coef *big.Int) bool) bool {
	var counts [Faces + 1]int8
	var coef [Faces + 1]big.Int // coef[f]: orders of the faces before f
	coef[1].SetInt64(1)
	var x big.Int
	var walk func(f, left int) bool
	walk = func(f, left int) bool {
		if f == Faces {
			counts[f] = int8(left)
			return fn(&counts, &coef[f]) // C(left, left) = 1
		}
		for c := 0; c <= left; c++ {
			counts[f] = int8(c)
			coef[f+1].Mul(&coef[f], x.SetUint64(binomial[left][c]))
			if !walk(f+1, left-c) {
				return false
			}
		}
		return true
	}
	return walk(1, n)
}

// binomial holds C(n, k) for n up to MaxDice; the largest, C(40, 20), fits
// in a uint64.
var binomial = func() [MaxDice + 1][MaxDice + 1]uint64 {
	var b [MaxDice + 1][MaxDice + 1]uint64
	for n := range b {
		b[n][0] = 1
		for k := 1; k <= n; k++ {
			b[n][k] = b[n-1][k-1] + b[n-1][k]
		}
	}
	return b
}()
