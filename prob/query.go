package prob

import "math/big"

// Queries look at the listed outcomes only: the tail is reported by Tail and
// never folded into P, PAtLeast or PAtMost. When the tail lies above Hi()
// (the case after FromBig, Add, SumN, Max, Min and Truncate), P(v) and
// PAtMost(v) for v <= Hi() are the exact probabilities of the event, and
// PAtLeast(v) + Tail() is the exact probability of X >= v.

// weight returns the weight of v, or nil when v is not listed.
func (d Dist) weight(v int) *big.Int {
	i := v - d.lo
	if v < d.lo || i >= len(d.w) {
		return nil
	}
	return &d.w[i]
}

// sumRange returns a new Int holding the sum of the weights of the listed
// values in lo..hi.
func (d Dist) sumRange(lo, hi int) *big.Int {
	s := new(big.Int)
	i, j := max(lo-d.lo, 0), min(hi-d.lo, len(d.w)-1)
	for ; i <= j; i++ {
		s.Add(s, &d.w[i])
	}
	return s
}

// P returns the exact probability that the outcome is v (zero when v is
// not listed).
func (d Dist) P(v int) *big.Rat {
	d = d.norm()
	w := d.weight(v)
	if w == nil {
		return new(big.Rat)
	}
	return new(big.Rat).SetFrac(w, d.total)
}

// PAtLeast returns the exact probability that the outcome is listed and at
// least v.
func (d Dist) PAtLeast(v int) *big.Rat {
	d = d.norm()
	return new(big.Rat).SetFrac(d.sumRange(v, d.Hi()), d.total)
}

// PAtMost returns the exact probability that the outcome is listed and at
// most v.
func (d Dist) PAtMost(v int) *big.Rat {
	d = d.norm()
	return new(big.Rat).SetFrac(d.sumRange(d.Lo(), v), d.total)
}

// Prob returns P(v) as the nearest float64, for display.
func (d Dist) Prob(v int) float64 {
	d = d.norm()
	w := d.weight(v)
	if w == nil {
		return 0
	}
	return quo(w, d.total)
}

// AtLeast returns PAtLeast(v) as the nearest float64, for display.
func (d Dist) AtLeast(v int) float64 {
	d = d.norm()
	return quo(d.sumRange(v, d.Hi()), d.total)
}

// AtMost returns PAtMost(v) as the nearest float64, for display.
func (d Dist) AtMost(v int) float64 {
	d = d.norm()
	return quo(d.sumRange(d.Lo(), v), d.total)
}

// Tail returns the exact probability of the outcomes that are not listed;
// zero for a distribution that lists every outcome.
func (d Dist) Tail() *big.Rat {
	d = d.norm()
	return new(big.Rat).SetFrac(d.tail, d.total)
}

// TailFloat returns Tail() as the nearest float64, for display.
func (d Dist) TailFloat() float64 {
	d = d.norm()
	return quo(d.tail, d.total)
}

// Outcomes returns the listed values with positive probability, in
// ascending order, each with its exact probability.
func (d Dist) Outcomes() []Outcome {
	d = d.norm()
	out := make([]Outcome, 0, len(d.w))
	for i := range d.w {
		if d.w[i].Sign() != 0 {
			out = append(out, Outcome{Value: d.lo + i, P: new(big.Rat).SetFrac(&d.w[i], d.total)})
		}
	}
	return out
}

// quo returns a/b rounded to the nearest float64; b must be positive. It
// avoids the gcd that big.Rat would compute, and handles operands far
// beyond the float64 range (the total of 1000d6 is 6^1000).
func quo(a, b *big.Int) float64 {
	if a.Sign() == 0 {
		return 0
	}
	const exact = 1 << 53 // integers below this convert to float64 exactly
	if a.IsInt64() && b.IsInt64() && a.Int64() > -exact && a.Int64() < exact && b.Int64() < exact {
		return float64(a.Int64()) / float64(b.Int64())
	}
	var x, y, z big.Float
	x.SetInt(a)
	y.SetInt(b)
	f, _ := z.SetPrec(53).Quo(&x, &y).Float64()
	return f
}
