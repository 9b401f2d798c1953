package prob

import (
	"fmt"
	"math/big"
)

// Shift returns the distribution of X+k. The tail moves with the values.
func (d Dist) Shift(k int) Dist {
	d = d.norm()
	d.lo += k
	return d
}

// Neg returns the distribution of -X. A tail above the listed values ends
// up below them, and the other way round.
func (d Dist) Neg() Dist {
	d = d.norm()
	m := len(d.w)
	w := make([]big.Int, m)
	for i := range w {
		w[i].Set(&d.w[m-1-i])
	}
	s := d.side
	switch s {
	case above:
		s = below
	case below:
		s = above
	}
	r, _ := build(-(d.lo + m - 1), w, d.total, s)
	return r
}

// Map returns the distribution of f(X). f is called once for each listed
// value of positive probability. Any tail stays a tail, unplaced: its
// outcomes could map anywhere, so each listed probability is that of the
// event "X is listed and f(X) = v". It panics if the results of f span
// more than MaxSpan values.
func (d Dist) Map(f func(int) int) Dist {
	d = d.norm()
	vals := make([]int, len(d.w))
	lo, hi := 0, 0
	found := false
	for i := range d.w {
		if d.w[i].Sign() == 0 {
			continue
		}
		v := f(d.lo + i)
		vals[i] = v
		if !found || v < lo {
			lo = v
		}
		if !found || v > hi {
			hi = v
		}
		found = true
	}
	w := make([]big.Int, checkSpan(lo, hi))
	for i := range d.w {
		if d.w[i].Sign() != 0 {
			z := &w[vals[i]-lo]
			z.Add(z, &d.w[i])
		}
	}
	r, _ := build(lo, w, d.total, free)
	return r
}

// Mixture returns the distribution of Y where X is drawn from d and then Y
// from f(X): a distribution over distributions, such as "roll a die, then
// that many dice". f is called once for each listed value of d with
// positive probability.
//
// When d has no tail and every tail of the f(v) lies above (or below) its
// listed values, the result lists only exact probabilities and its tail
// lies above (below) them. Otherwise the tail is unplaced and each listed
// probability is that of the outcome arising without touching any tail.
func Mixture(d Dist, f func(v int) Dist) Dist {
	d = d.norm()
	type part struct {
		w *big.Int
		e Dist
	}
	parts := make([]part, 0, len(d.w))
	lcm := big.NewInt(1)
	var g big.Int
	for i := range d.w {
		if d.w[i].Sign() == 0 {
			continue
		}
		e := f(d.lo + i).norm()
		parts = append(parts, part{w: &d.w[i], e: e})
		g.GCD(nil, nil, lcm, e.total)
		lcm.Mul(lcm, g.Quo(e.total, &g))
	}
	lo, hi := parts[0].e.lo, parts[0].e.Hi()
	es := make([]Dist, len(parts))
	for i, p := range parts {
		lo, hi = min(lo, p.e.lo), max(hi, p.e.Hi())
		es[i] = p.e
	}
	s := joint(es...)
	if d.tail.Sign() != 0 {
		s = free
	}
	// Cut where a component's tail could reach.
	cutLo, cutHi := lo, hi
	for _, e := range es {
		if e.tail.Sign() == 0 {
			continue
		}
		switch s {
		case above:
			cutHi = min(cutHi, e.Hi())
		case below:
			cutLo = max(cutLo, e.lo)
		}
	}
	w := make([]big.Int, checkSpan(lo, hi))
	var factor, tmp big.Int
	for _, p := range parts {
		factor.Quo(lcm, p.e.total)
		factor.Mul(&factor, p.w)
		for j := range p.e.w {
			v := p.e.lo + j
			if v < cutLo || v > cutHi || p.e.w[j].Sign() == 0 {
				continue
			}
			z := &w[v-lo]
			z.Add(z, tmp.Mul(&factor, &p.e.w[j]))
		}
	}
	r, _ := build(cutLo, w[cutLo-lo:cutHi-lo+1], lcm.Mul(lcm, d.total), s)
	return r
}

// Max returns the distribution of max(X, Y) for independent X from a and Y
// from b. Tails follow the rules of Add: with tails above, the values that
// a tail could reach move to the result's tail. When that leaves no value
// known exactly (a's tail lies above a.Hi() but b.Lo() > a.Hi()), the
// result lists the maximum of the listed outcomes instead, with the tail
// unplaced.
func Max(a, b Dist) Dist {
	a, b = a.norm(), b.norm()
	s := joint(a, b)
	if s == below {
		return Min(a.Neg(), b.Neg()).Neg()
	}
	lo, hi := max(a.lo, b.lo), max(a.Hi(), b.Hi())
	if s == above {
		cut := hi
		for _, d := range []Dist{a, b} {
			if d.tail.Sign() != 0 {
				cut = min(cut, d.Hi())
			}
		}
		if cut >= lo {
			hi = cut
		} else {
			s = free // no value of the maximum is known exactly
		}
	}
	// P(max <= v) * total = A(v) * B(v), A and B the listed weights <= v.
	ca, cb := a.sumRange(a.lo, lo-1), b.sumRange(b.lo, lo-1)
	var prev, cur big.Int
	prev.Mul(ca, cb)
	w := make([]big.Int, hi-lo+1)
	for v := lo; v <= hi; v++ {
		if x := a.weight(v); x != nil {
			ca.Add(ca, x)
		}
		if x := b.weight(v); x != nil {
			cb.Add(cb, x)
		}
		cur.Mul(ca, cb)
		w[v-lo].Sub(&cur, &prev)
		prev.Set(&cur)
	}
	r, _ := build(lo, w, new(big.Int).Mul(a.total, b.total), s)
	return r
}

// Min returns the distribution of min(X, Y) for independent X from a and Y
// from b, with tails handled as in Max.
func Min(a, b Dist) Dist {
	a, b = a.norm(), b.norm()
	s := joint(a, b)
	if s == below {
		return Max(a.Neg(), b.Neg()).Neg()
	}
	lo, hi := min(a.lo, b.lo), min(a.Hi(), b.Hi())
	// P(min >= v) * total = A(v) * B(v), A and B the weights >= v. A tail
	// above counts towards them; an unplaced one cannot.
	ca, cb := a.sumRange(lo, a.Hi()), b.sumRange(lo, b.Hi())
	if s == above {
		ca.Add(ca, a.tail)
		cb.Add(cb, b.tail)
	}
	var prev, cur big.Int
	prev.Mul(ca, cb)
	w := make([]big.Int, hi-lo+1)
	for v := lo; v <= hi; v++ {
		if x := a.weight(v); x != nil {
			ca.Sub(ca, x)
		}
		if x := b.weight(v); x != nil {
			cb.Sub(cb, x)
		}
		cur.Mul(ca, cb)
		w[v-lo].Sub(&prev, &cur)
		prev.Set(&cur)
	}
	r, _ := build(lo, w, new(big.Int).Mul(a.total, b.total), s)
	return r
}

// Condition returns the distribution of X given keep(X). keep is called
// once for each listed value of positive probability. It returns an error
// wrapping ErrImpossible when no such value satisfies keep, and one
// wrapping ErrTail when d has a tail, since the probability of the
// condition is then not known exactly.
func (d Dist) Condition(keep func(int) bool) (Dist, error) {
	d = d.norm()
	if d.tail.Sign() != 0 {
		return Dist{}, fmt.Errorf("%w of %.3g: the condition's probability is not exact", ErrTail, d.TailFloat())
	}
	w := make([]big.Int, len(d.w))
	for i := range d.w {
		if d.w[i].Sign() != 0 && keep(d.lo+i) {
			w[i].Set(&d.w[i])
		}
	}
	r, ok := build(d.lo, w, nil, above)
	if !ok {
		return Dist{}, ErrImpossible
	}
	return r, nil
}

// Truncate returns d with its highest listed values moved into the tail,
// one at a time from the top, for as long as the tail stays at most
// maxTail; the lowest listed value always stays. A tail that lay below or
// was unplaced becomes unplaced. It panics if maxTail is nil.
func (d Dist) Truncate(maxTail *big.Rat) Dist {
	if maxTail == nil {
		panic("prob: Truncate with nil maxTail")
	}
	d = d.norm()
	// (tail + moved) / total <= num / den  <=>  (tail + moved) * den <= num * total
	limit := new(big.Int).Mul(maxTail.Num(), d.total)
	acc := new(big.Int).Set(d.tail)
	var next, lhs big.Int
	j := len(d.w) - 1
	for ; j > 0; j-- {
		next.Add(acc, &d.w[j])
		if lhs.Mul(&next, maxTail.Denom()).Cmp(limit) > 0 {
			break
		}
		acc.Set(&next)
	}
	if j == len(d.w)-1 {
		return d
	}
	s := above
	if d.tail.Sign() != 0 && d.side != above {
		s = free
	}
	r, _ := build(d.lo, d.w[:j+1:j+1], d.total, s)
	return r
}
