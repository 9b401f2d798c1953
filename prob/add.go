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
// the cheaper of the gather and Kronecker engines (see conv.go): a sparse
// kernel such as a die costs a few big additions per output.
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
// Kernels that are cheap per output (a uniform die costs two additions per
// output through its difference) are added one copy at a time into two
// reused buffers; dearer kernels use binary powering, whose squarings are
// long dense products done by Kronecker substitution. The choice follows
// the cost model in cost.go.
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
	if m == 1 {
		// One listed value v: n*v with weight w^n; a tail stays above or
		// below with the rest of the probability.
		w := make([]big.Int, 1)
		nn := big.NewInt(int64(n))
		w[0].Exp(&d.w[0], nn, nil)
		r, _ := build(d.lo*n, w, new(big.Int).Exp(d.total, nn, nil), d.side)
		return r
	}
	if n > (MaxSpan-1)/(m-1) {
		panic(fmt.Sprintf("prob: SumN(%d) of %d values spans more than MaxSpan", n, m))
	}
	k := newKernel(d.w)
	limit, half := sumShape(d, n)
	nbits := d.total.BitLen()
	if seqNs(&k, m, n, limit, nbits, half) <= powNs(m, n, limit, nbits) {
		return d.sumSeq(n, &k)
	}
	return d.sumPow(n)
}

// sumShape returns how many values of SumN(n) are computed (all of them,
// or only the exact ones when the tail lies above) and whether the partial
// sums are palindromes, so that only their lower halves need computing.
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

// sumSeq adds n copies of d one at a time with kernel k, convolving between
// two buffers whose big integers are overwritten in place. When d has no
// tail and its weights read the same backwards, so does every partial sum,
// and only the lower half of each is computed.
func (d Dist) sumSeq(n int, k *kernel) Dist {
	m := len(d.w)
	limit, half := sumShape(d, n)
	s := above
	if d.tail.Sign() != 0 && d.side != above {
		s = free
	}
	total := new(big.Int).Exp(d.total, big.NewInt(int64(n)), nil)
	a, b := buffer(limit, half, total), buffer(limit, half, total)
	for i := range d.w {
		a[i].Set(&d.w[i])
	}
	la := m
	var tmp big.Int
	for range n - 1 {
		lb := min(la+m-1, limit)
		nb := lb
		if half {
			nb = (lb + 1) / 2
		}
		k.gather(b[:nb], a, la, half, &tmp)
		a, b, la = b, a, lb
	}
	if half {
		for i := (la + 1) / 2; i < la; i++ {
			a[i].Set(&a[la-1-i])
		}
	}
	r, _ := build(d.lo*n, a[:la:la], total, s)
	return r
}

// buffer returns n big integers for sumSeq, each with room for any weight
// up to total (the first half only, when half is set), carved from one
// allocation so that the in-place arithmetic of sumSeq never allocates.
func buffer(n int, half bool, total *big.Int) []big.Int {
	buf := make([]big.Int, n)
	if half {
		n = (n + 1) / 2
	}
	s := slotWords(total.BitLen()) + 1 // an addition may carry one word
	store := make([]big.Word, n*s)
	for i := range n {
		buf[i].SetBits(store[i*s : i*s : (i+1)*s])
	}
	return buf
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

// sumPow computes SumN by binary powering: Add squares the running power
// and adds it into the result for each set bit of n.
func (d Dist) sumPow(n int) Dist {
	acc, pow, have := Dist{}, d, false
	for {
		if n&1 == 1 {
			if have {
				acc = acc.Add(pow)
			} else {
				acc, have = pow, true
			}
		}
		n >>= 1
		if n == 0 {
			return acc
		}
		pow = pow.Add(pow)
	}
}
