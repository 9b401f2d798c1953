package dice

import (
	"math/big"
	"math/bits"
)

// setCounts holds, for a pool of dice equal dice of the given sides, the
// exact number of face sequences that read as each result. Faces are
// interchangeable, so every code with the same composition (how many faces
// are D, T and Q; the rest are N) has the same count, and only
// O(sides^3) compositions need counting instead of 4^sides codes.
//
// For a composition with a N faces, b D faces, t T faces and q Q faces, let k
// of the N faces show once, r = 2b+3t and m = dice-k-r the dice on Q faces.
// Choosing the m positions of the Q faces, filling them, choosing which k N
// faces appear and arranging the k singles, b pairs and t triples gives
//
//	C(dice, m) · Q_q(m) · C(a, k) · k! · C(k+r, k) · (2b+3t)!/(2^b·6^t)
//
// sequences, summed over k, where Q_q(m) counts sequences of length m over q
// faces that show each face at least four times. Q_q obeys
// Q_q(m) = q·Q_q(m-1) + q·C(m-1, 3)·Q_{q-1}(m-4), split on whether the
// last die's face appears more than four times or exactly four.
//
// Every factor and partial product is at most the final count, so when
// max(sides, 2)^dice fits in a uint64 the counts are computed in uint64
// (small); otherwise in big.Int (large).
type setCounts struct {
	sides, dice int
	small       []uint64   // by composition index, or nil
	smallTotal  uint64     // sides^dice when small is used
	large       []*big.Int // by composition index when small is nil; nil entries are zero
}

// compIndex numbers the composition (b, t, q) for a die of sides sides.
func compIndex(sides, b, t, q int) int {
	s := sides + 1
	return (b*s+t)*s + q
}

// newSetCounts counts a pool; forceLarge selects big.Int arithmetic even
// when uint64 would do (tests compare the two).
func newSetCounts(sides, dice int, forceLarge bool) *setCounts {
	c := &setCounts{sides: sides, dice: dice}
	if _, fits := powFits(uint64(max(sides, 2)), dice); fits && !forceLarge {
		c.smallTotal, _ = powFits(uint64(sides), dice)
		c.countSmall()
	} else {
		c.countLarge()
	}
	return c
}

// powFits returns base^exp and whether it fits in a uint64.
func powFits(base uint64, exp int) (uint64, bool) {
	p := uint64(1)
	for range exp {
		hi, lo := bits.Mul64(p, base)
		if hi != 0 {
			return 0, false
		}
		p = lo
	}
	return p, true
}

// compositions calls fn for every composition a pool can show: b+t+q faces
// at most sides and at least 2b+3t+4q dice.
func (c *setCounts) compositions(fn func(a, b, t, q int)) {
	for b := 0; b <= c.sides && 2*b <= c.dice; b++ {
		for t := 0; b+t <= c.sides && 2*b+3*t <= c.dice; t++ {
			for q := 0; b+t+q <= c.sides && 2*b+3*t+4*q <= c.dice; q++ {
				fn(c.sides-b-t-q, b, t, q)
			}
		}
	}
}

// size is the length of the per-composition slices.
func (c *setCounts) size() int { return (c.sides + 1) * (c.sides + 1) * (c.sides + 1) }

func (c *setCounts) countSmall() {
	n := c.dice
	top := max(n, c.sides)
	binom := make([][]uint64, top+1)
	for i := range binom {
		binom[i] = make([]uint64, i+1)
		binom[i][0], binom[i][i] = 1, 1
		for j := 1; j < i; j++ {
			binom[i][j] = binom[i-1][j-1] + binom[i-1][j]
		}
	}
	choose := func(i, j int) uint64 {
		if j < 0 || j > i {
			return 0
		}
		return binom[i][j]
	}
	qt := make([][]uint64, c.sides+1)
	for q := range qt {
		qt[q] = make([]uint64, n+1)
		if q == 0 {
			qt[0][0] = 1
			continue
		}
		for m := 4 * q; m <= n; m++ {
			qt[q][m] = uint64(q)*qt[q][m-1] + uint64(q)*choose(m-1, 3)*qt[q-1][m-4]
		}
	}
	c.small = make([]uint64, c.size())
	c.compositions(func(a, b, t, q int) {
		r := 2*b + 3*t
		arrange := uint64(1) // (2b+3t)!/(2^b·6^t)
		for i := 1; i <= b; i++ {
			arrange *= choose(2*i, 2)
		}
		for j := 1; j <= t; j++ {
			arrange *= choose(2*b+3*j, 3)
		}
		var sum, fact uint64 = 0, 1
		for k := 0; k <= a; k++ {
			if k > 0 {
				fact *= uint64(k)
			}
			m := n - k - r
			if m < 4*q {
				break
			}
			if qt[q][m] == 0 {
				continue
			}
			sum += choose(n, m) * qt[q][m] * choose(a, k) * fact * choose(k+r, k) * arrange
		}
		c.small[compIndex(c.sides, b, t, q)] = sum
	})
}

func (c *setCounts) countLarge() {
	n := c.dice
	qt := make([][]big.Int, c.sides+1)
	var c3, x big.Int
	for q := range qt {
		qt[q] = make([]big.Int, n+1)
		if q == 0 {
			qt[0][0].SetInt64(1)
			continue
		}
		bq := big.NewInt(int64(q))
		for m := 4 * q; m <= n; m++ {
			c3.Binomial(int64(m-1), 3)
			x.Mul(&c3, &qt[q-1][m-4])
			x.Add(&x, &qt[q][m-1])
			qt[q][m].Mul(&x, bq)
		}
	}
	c.large = make([]*big.Int, c.size())
	var term, f big.Int
	c.compositions(func(a, b, t, q int) {
		r := 2*b + 3*t
		arrange := new(big.Int).MulRange(1, int64(r)) // (2b+3t)!/(2^b·6^t)
		arrange.Rsh(arrange, uint(b))
		arrange.Quo(arrange, new(big.Int).Exp(big.NewInt(6), big.NewInt(int64(t)), nil))
		sum := new(big.Int)
		fact := uint64(1)
		for k := 0; k <= a; k++ {
			if k > 0 {
				fact *= uint64(k)
			}
			m := n - k - r
			if m < 4*q {
				break
			}
			if qt[q][m].Sign() == 0 {
				continue
			}
			term.Binomial(int64(n), int64(m))
			term.Mul(&term, &qt[q][m])
			term.Mul(&term, f.Binomial(int64(a), int64(k)))
			term.Mul(&term, f.SetUint64(fact))
			term.Mul(&term, f.Binomial(int64(k+r), int64(k)))
			term.Mul(&term, arrange)
			sum.Add(sum, &term)
		}
		if sum.Sign() > 0 {
			c.large[compIndex(c.sides, b, t, q)] = sum
		}
	})
}

// total returns sides^dice, the number of face sequences.
func (c *setCounts) total() *big.Int {
	if c.small != nil {
		return new(big.Int).SetUint64(c.smallTotal)
	}
	return new(big.Int).Exp(big.NewInt(int64(c.sides)), big.NewInt(int64(c.dice)), nil)
}

// positive reports whether the composition index idx has a positive count.
func (c *setCounts) positive(idx int) bool {
	if c.small != nil {
		return c.small[idx] > 0
	}
	return c.large[idx] != nil
}

// each calls fn for every code with a positive count, with its composition
// index, in depth-first order over faces 1..sides.
func (c *setCounts) each(fn func(code Code, idx int)) {
	var walk func(face int, code Code, b, t, q int)
	walk = func(face int, code Code, b, t, q int) {
		if 2*b+3*t+4*q > c.dice {
			return
		}
		if face > c.sides {
			if idx := compIndex(c.sides, b, t, q); c.positive(idx) {
				fn(code, idx)
			}
			return
		}
		shift := 2 * (face - 1)
		walk(face+1, code, b, t, q)
		walk(face+1, code|Code(D)<<shift, b+1, t, q)
		walk(face+1, code|Code(T)<<shift, b, t+1, q)
		walk(face+1, code|Code(Q)<<shift, b, t, q+1)
	}
	walk(1, 0, 0, 0, 0)
}

// weight returns the count of composition idx; the caller must not modify
// it.
func (c *setCounts) weight(idx int) *big.Int {
	if c.small != nil {
		return new(big.Int).SetUint64(c.small[idx])
	}
	return c.large[idx]
}
