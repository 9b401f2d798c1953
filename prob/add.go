package prob

import (
	"fmt"
	"math/big"
)

// joint returns where the tail of a combination of ds lies: above when
// every tail lies above (or there is none), below when every tail lies
// below, and free otherwise.
func joint(ds ...Dist) side {
	up, down := false, false
	for _, d := range ds {
		if d.tail.Sign() == 0 {
			continue
		}
		switch d.side {
		case above:
			up = true
		case below:
			down = true
		default:
			return free
		}
	}
	switch {
	case up && down:
		return free
	case down:
		return below
	}
	return above
}

// exactLen returns how many values of the sum of d and e, counted from its
// lowest, are exact when their tails lie above: a tail above d.Hi() can
// only reach sums above d.Hi()+e.Lo(), so only len(d.w) values are exact.
func exactLen(d, e Dist) int {
	n := len(d.w) + len(e.w) - 1
	if d.tail.Sign() != 0 {
		n = min(n, len(d.w))
	}
	if e.tail.Sign() != 0 {
		n = min(n, len(e.w))
	}
	return n
}

// Add returns the distribution of X+Y for independent X from d and Y from
// e. When both tails lie above (or below) the listed values, every listed
// probability of the sum is exact and the sums that a tail could reach move
// to the result's tail; otherwise the result's tail is unplaced. It uses
// the cheapest of the product engines (see conv.go): a sparse kernel such
// as a die costs a few big additions per output, and two long dense
// operands take time about N·log N in their N words.
func (d Dist) Add(e Dist) Dist {
	d, e = d.norm(), e.norm()
	s := joint(d, e)
	if s == below {
		return d.Neg().Add(e.Neg()).Neg()
	}
	checkSpan(0, len(d.w)+len(e.w)-2)
	n := len(d.w) + len(e.w) - 1
	if s == above {
		n = exactLen(d, e)
	}
	w := mul(d.w, e.w, n)
	r, _ := build(d.lo+e.lo, w, new(big.Int).Mul(d.total, e.total), s)
	return r
}

// SumN returns the distribution of X1+...+Xn for n independent copies of
// d; SumN(0) is Point(0) and SumN(1) is d. The tail follows the rules of
// Add. It panics if n is negative or the sum spans more than MaxSpan values.
//
// The weights of the sum are those of the polynomial w^n, w the weights of
// d, which SumN raises by Miller's recurrence (a few small multiplications
// per value of the sum for a die, however many dice) or, for long dense
// weights, by binary powering with transform products, as the cost model in
// cost.go expects to be faster (see power.go). When the weights read the
// same backwards, only the lower half of the sum is computed.
func (d Dist) SumN(n int) Dist {
	if n < 0 {
		panic(fmt.Sprintf("prob: SumN(%d) with negative n", n))
	}
	d = d.norm()
	switch {
	case n == 0:
		return Point(0)
	case n == 1:
		return d
	case d.tail.Sign() != 0 && d.side == below:
		return d.Neg().SumN(n).Neg()
	}
	m := len(d.w)
	if m > 1 && n > (MaxSpan-1)/(m-1) {
		panic(fmt.Sprintf("prob: SumN(%d) of %d values spans more than MaxSpan", n, m))
	}
	// With one listed value v the sum is n*v with weight w^n; a tail stays
	// above or below with the rest of the probability.
	limit, half := sumShape(d, n)
	s := above
	if d.tail.Sign() != 0 && d.side != above {
		s = free
	}
	w := power(d.w, n, limit, half)
	r, _ := build(d.lo*n, w, new(big.Int).Exp(d.total, big.NewInt(int64(n)), nil), s)
	return r
}

// sumShape returns how many values of SumN(n) are computed (all of them,
// or only the exact ones when the tail lies above) and whether the sum
// reads the same backwards, so that only its lower half needs computing.
func sumShape(d Dist, n int) (limit int, half bool) {
	m := len(d.w)
	if d.tail.Sign() != 0 {
		if d.side == above {
			return m, false
		}
		return (m-1)*n + 1, false
	}
	return (m-1)*n + 1, palindrome(d.w)
}

// palindrome reports whether w reads the same backwards.
func palindrome(w []big.Int) bool {
	for i, j := 0, len(w)-1; i < j; i, j = i+1, j-1 {
		if w[i].Cmp(&w[j]) != 0 {
			return false
		}
	}
	return true
}
