package dice

import (
	"cmp"
	"fmt"
	"math/big"
	"slices"

	"github.com/broadside/broadside/prob"
)

// Dist returns the exact distribution of the pool's reading, with Values:
// one item per result the pool can show, weighted by the number of face
// sequences of the pool's dice that read as it, over a total of
// Sides^Dice. There is no tail. Items come in reading order (see
// [CompareCodes]): [N] first, then single sets D before T before Q, then
// pairs of sets, and so on. Any integer measure of a result, such as the
// damage its sets do, has the distribution Dist().Dist(measure).
//
// Faces are interchangeable, so the count is computed once per composition
// (how many faces are D, T and Q) rather than per face sequence: the work
// grows with the number of results listed (at most 4^Sides) and barely with
// Dice. Pools whose Sides^Dice exceeds 2^64 switch to big-integer
// arithmetic. It panics if the pool is invalid (see [Sets]).
func (s Sets) Dist() prob.Table[Code] {
	c := newSetCounts(s.check(), s.Dice, false)
	return c.table()
}

// table builds the distribution of codes from the counts.
func (c *setCounts) table() prob.Table[Code] {
	var keys []uint64
	c.each(func(code Code, _ int) { keys = append(keys, readingKey(code)) })
	slices.Sort(keys)
	// Codes of one composition share one weight.
	weights := make([]*big.Int, c.size())
	items := make([]prob.Weighted[Code], len(keys))
	for i, key := range keys {
		code := Code(key)
		idx := compIndex(c.sides, code.Count(D), code.Count(T), code.Count(Q))
		if weights[idx] == nil {
			weights[idx] = c.weight(idx)
		}
		items[i] = prob.Weighted[Code]{Value: code, Weight: weights[idx]}
	}
	t, err := prob.NewTable(items, c.total())
	if err != nil {
		panic(fmt.Sprintf("dice: matching-set counts do not form a distribution: %v", err))
	}
	return t
}

// CompareCodes orders results for reading: by number of sets, then by how
// many of them are Q, then by how many are T, and last by the codes' values
// (higher faces weigh more). It returns -1, 0 or +1 like cmp.Compare.
func CompareCodes(a, b Code) int { return cmp.Compare(readingKey(a), readingKey(b)) }

// readingKey packs the order of CompareCodes into one integer whose low 32
// bits are the code.
func readingKey(c Code) uint64 {
	return uint64(c.Len())<<48 | uint64(c.Count(Q))<<40 | uint64(c.Count(T))<<32 | uint64(c)
}

// distBy returns the exact distribution of f applied to the pool's reading,
// calling f once per result without building a Table; the pool's
// [Sets.Dist] followed by [prob.Table.Dist] gives the same distribution.
func (c *setCounts) distBy(f func(Code) int) prob.Dist {
	type entry struct{ value, idx int }
	var entries []entry
	lo, hi := 0, 0
	c.each(func(code Code, idx int) {
		v := f(code)
		if len(entries) == 0 || v < lo {
			lo = v
		}
		if len(entries) == 0 || v > hi {
			hi = v
		}
		entries = append(entries, entry{v, idx})
	})
	if uint64(hi)-uint64(lo) >= prob.MaxSpan {
		panic(fmt.Sprintf("dice: values span %d to %d, more than prob.MaxSpan", lo, hi))
	}
	w := make([]big.Int, hi-lo+1)
	if c.small != nil {
		// Sums of counts never exceed the total, which fits in a uint64.
		sums := make([]uint64, len(w))
		for _, e := range entries {
			sums[e.value-lo] += c.small[e.idx]
		}
		for i := range w {
			w[i].SetUint64(sums[i])
		}
	} else {
		for _, e := range entries {
			w[e.value-lo].Add(&w[e.value-lo], c.large[e.idx])
		}
	}
	ptrs := make([]*big.Int, len(w))
	for i := range w {
		ptrs[i] = &w[i]
	}
	d, err := prob.FromBig(lo, ptrs, c.total())
	if err != nil {
		panic(fmt.Sprintf("dice: matching-set counts do not form a distribution: %v", err))
	}
	return d
}

// Best returns the exact distribution of the highest magnitude the pool
// reads, as int values from int(N) = 0 to int(Q) = 3: P(int(D)) is the
// chance that the best set is a double, and PAtLeast(int(T)) the chance of
// the rules' "[T+]". It panics if the pool is invalid (see [Sets]).
func (s Sets) Best() prob.Dist {
	c := newSetCounts(s.check(), s.Dice, false)
	return c.distBy(func(c Code) int { return int(c.Best()) })
}

// AtLeast returns the exact probability that the pool reads at least one
// set of magnitude m or higher: AtLeast(D) is the chance of any set at all,
// AtLeast(Q) the chance of a [Q+]. AtLeast(N) is 1. It panics if the pool is
// invalid (see [Sets]).
func (s Sets) AtLeast(m Magnitude) *big.Rat {
	return s.Best().PAtLeast(int(m))
}
