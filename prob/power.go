package prob

import (
	"cmp"
	"fmt"
	"math/big"
	"slices"
)

// This file raises polynomials to powers, for Dist.SumN and PowProduct.
//
// The main method is J. C. P. Miller's recurrence for the powers of a power
// series, generalised to products of powers. For P = Π f^e, with B = Π f
// and C = Σ e·f'·Π_(other) f, the logarithmic derivative gives B·P' = C·P,
// so that, comparing the coefficients of x^(m-1),
//
//	b0·m·p_m = Σ_(j>=1) (c_(j-1) + j·b_j − m·b_j)·p_(m−j),
//
// an exact division, since every p_m is an integer. Each coefficient costs
// one multiplication and addition per nonzero term of the sum, however
// large the exponents: the terms are few when the factors are short. A
// factor is first made sparser by multiplying it by 1−x when that leaves
// fewer terms (a die's faces x+x²+...+x⁶ become x−x⁷) and dividing by
// (1−x) again as one more factor, of negative exponent: the sum of 1000d6
// then costs three small multiplications per coefficient.
//
// A long dense base is better raised by binary powering, whose squarings go
// through the product engines of conv.go; power chooses by the cost model
// of cost.go.

// Factor is one factor of a product of powers: Base raised to the power
// Exp. The zero value is the zero polynomial to the power 0, which is 1.
type Factor struct {
	Base Poly
	Exp  int // the power, 0 or more
}

// maxJoint is the most factors PowProduct raises together by one
// recurrence: the terms of the recurrence multiply with each factor. Other
// factors, those of smallest exponent, are multiplied in one at a time.
const maxJoint = 4

// PowProduct returns Π Base^Exp over the factors; the empty product is 1.
// The maxJoint factors with the largest exponents are raised together by
// Miller's recurrence (or, for a single factor with no negative
// coefficient, binary powering where that is faster), in time that grows
// with the length of the result but not with the exponents as such; any
// others are multiplied in one at a time.
//
// It panics if an exponent is negative or the product spans more than
// MaxSpan exponents.
func PowProduct(fs ...Factor) Poly {
	offset, deg := 0, 0
	var parts []factor
	for _, f := range fs {
		switch {
		case f.Exp < 0:
			panic(fmt.Sprintf("prob: PowProduct with negative exponent %d", f.Exp))
		case f.Exp == 0:
			continue
		case f.Base.IsZero():
			return Poly{}
		}
		d := len(f.Base.c) - 1
		if d > 0 && f.Exp > (MaxSpan-1-deg)/d {
			panic(fmt.Sprintf("prob: PowProduct: the product spans more than MaxSpan (factor of degree %d to the power %d)", d, f.Exp))
		}
		deg += d * f.Exp
		offset += f.Base.lo * f.Exp
		parts = append(parts, factor{c: f.Base.c, e: f.Exp})
	}
	slices.SortStableFunc(parts, func(a, b factor) int { return cmp.Compare(b.e, a.e) })
	var rest []factor
	if len(parts) > maxJoint {
		parts, rest = parts[:maxJoint], parts[maxJoint:]
	}
	n := 1
	for _, f := range parts {
		n += f.e * (len(f.c) - 1)
	}
	var c []big.Int
	if len(parts) == 1 && !hasNeg(parts[0].c) {
		c = power(parts[0].c, parts[0].e, n, n > 1 && palindrome(parts[0].c))
	} else {
		c = series(parts, n)
	}
	for _, f := range rest {
		for range f.e {
			c = mul(c, f.c, len(c)+len(f.c)-1)
		}
	}
	return newPoly(offset, c)
}

// factor is a coefficient list from x^0, with a nonzero constant term,
// raised to the power e.
type factor struct {
	c []big.Int
	e int
}

// oneMinusX is 1 − x.
var oneMinusX = PolyOf(0, 1, -1).c

// sparseForm returns c, or c·(1−x) with diff set when that has fewer
// nonzero terms, counting the extra factor (1−x)^-e as one more.
func sparseForm(c []big.Int) (g []big.Int, diff bool) {
	d := mul(c, oneMinusX, len(c)+1)
	if nonzero(d)+1 < nonzero(c) {
		return d, true
	}
	return c, false
}

// nonzero counts the nonzero entries of c.
func nonzero(c []big.Int) int {
	n := 0
	for i := range c {
		if c[i].Sign() != 0 {
			n++
		}
	}
	return n
}

// hasNeg reports whether any entry of c is negative.
func hasNeg(c []big.Int) bool {
	for i := range c {
		if c[i].Sign() < 0 {
			return true
		}
	}
	return false
}

// recurrence is Miller's recurrence prepared for a product of powers.
type recurrence struct {
	p0    big.Int  // the constant coefficient of the product
	b0    *big.Int // the constant coefficient of B
	steps []step   // ascending j
}

// newRecurrence prepares the recurrence for Π f^e over the factors, each
// made sparse first, to compute n >= 1 coefficients.
func newRecurrence(fs []factor, n int) *recurrence {
	parts := make([]factor, 0, len(fs)+1)
	extra := 0 // the power of 1−x that the sparse forms bring in
	for _, f := range fs {
		g, diff := sparseForm(f.c)
		if diff {
			extra -= f.e
		}
		parts = append(parts, factor{c: g, e: f.e})
	}
	if extra != 0 {
		parts = append(parts, factor{c: oneMinusX, e: extra})
	}
	r := new(recurrence)
	r.p0.SetInt64(1)
	var t big.Int
	for _, f := range parts {
		if f.e > 0 { // the only negative power is of 1−x, whose constant is 1
			r.p0.Mul(&r.p0, t.Exp(&f.c[0], big.NewInt(int64(f.e)), nil))
		}
	}
	r.b0, r.steps = newSteps(parts, n)
	return r
}

// series returns the first n >= 1 coefficients of Π f^e by Miller's
// recurrence.
func series(fs []factor, n int) []big.Int {
	return newRecurrence(fs, n).run(n, 0)
}

// step is one term of the recurrence: p[m] gains (u − m·v)·p[m−j].
type step struct {
	j      int
	u, v   big.Int
	su, sv int64 // u and v, when small is set
	small  bool  // |u| + n·|v| fits an int64 for every m < n
}

// newSteps returns b0 and the terms of the recurrence for Π f^e computed
// up to n coefficients, in ascending j.
func newSteps(parts []factor, n int) (*big.Int, []step) {
	// B = Π f, C = Σ e·f'·Π_(other) f.
	b := []big.Int{{}}
	b[0].SetInt64(1)
	for _, f := range parts {
		b = mul(b, f.c, len(b)+len(f.c)-1)
	}
	var c []big.Int
	for i, f := range parts {
		if len(f.c) < 2 {
			continue
		}
		term := make([]big.Int, len(f.c)-1)
		e := big.NewInt(int64(f.e))
		for k := range term {
			term[k].Mul(&f.c[k+1], big.NewInt(int64(k+1)))
			term[k].Mul(&term[k], e)
		}
		for j, g := range parts {
			if j != i {
				term = mul(term, g.c, len(term)+len(g.c)-1)
			}
		}
		c = addTo(c, term)
	}
	var steps []step
	for j := 1; j < max(len(b), len(c)+1); j++ {
		var s step
		s.j = j
		if j-1 < len(c) {
			s.u.Set(&c[j-1])
		}
		if j < len(b) {
			s.v.Set(&b[j])
			s.u.Add(&s.u, new(big.Int).Mul(&b[j], big.NewInt(int64(j))))
		}
		if s.u.Sign() == 0 && s.v.Sign() == 0 {
			continue
		}
		if s.u.IsInt64() && s.v.IsInt64() {
			s.su, s.sv = s.u.Int64(), s.v.Int64()
			s.small = abs64(s.su) < 1<<61 && abs64(s.sv) < (1<<61)/int64(n)
		}
		steps = append(steps, s)
	}
	return &b[0], steps
}

// addTo returns a + b, coefficient by coefficient, reusing a.
func addTo(a, b []big.Int) []big.Int {
	for len(a) < len(b) {
		a = append(a, big.Int{})
	}
	for i := range b {
		a[i].Add(&a[i], &b[i])
	}
	return a
}

func abs64(x int64) int64 {
	if x < 0 {
		return -x
	}
	return x
}

// run returns the first n coefficients of the product, n at most the n
// the recurrence was prepared for. When nbits > 0, no coefficient has more
// than nbits bits, and they are all carved from one allocation.
func (r *recurrence) run(n, nbits int) []big.Int {
	p := make([]big.Int, n)
	if nbits > 0 {
		// A quotient may take a word more than its value needs.
		s := slotWords(nbits) + 2
		store := make([]big.Word, n*s)
		for i := range p {
			p[i].SetBits(store[i*s : i*s : (i+1)*s])
		}
	}
	p[0].Set(&r.p0)
	small := r.b0.IsInt64() && abs64(r.b0.Int64()) < (1<<62)/int64(n)
	var acc, s2, t, k, div big.Int
	for m := 1; m < n; m++ {
		acc.SetInt64(0)
		s2.SetInt64(0)
		for i := range r.steps {
			s := &r.steps[i]
			if s.j > m {
				break
			}
			x := &p[m-s.j]
			if !s.small {
				acc.Add(&acc, t.Mul(x, &s.u))
				s2.Add(&s2, t.Mul(x, &s.v))
				continue
			}
			switch mu := s.su - int64(m)*s.sv; {
			case mu == 1:
				acc.Add(&acc, x)
			case mu == -1:
				acc.Sub(&acc, x)
			case mu > 0:
				acc.Add(&acc, t.Mul(x, k.SetInt64(mu)))
			case mu < 0:
				acc.Sub(&acc, t.Mul(x, k.SetInt64(-mu)))
			}
		}
		if s2.Sign() != 0 {
			acc.Sub(&acc, t.Mul(&s2, k.SetInt64(int64(m))))
		}
		if small {
			div.SetInt64(r.b0.Int64() * int64(m))
		} else {
			div.Mul(r.b0, k.SetInt64(int64(m)))
		}
		p[m].Quo(&acc, &div)
	}
	return p
}

// power returns the first limit coefficients of w^n for weights w >= 0
// with w[0] > 0 and n >= 2, by Miller's recurrence or binary powering,
// whichever the cost model expects to be faster. When half is set, w^n
// reads the same backwards (w does and limit is its full length), and the
// recurrence computes only the lower half.
func power(w []big.Int, n, limit int, half bool) []big.Int {
	if limit == 1 || len(w) == 1 {
		p := make([]big.Int, 1)
		p[0].Exp(&w[0], big.NewInt(int64(n)), nil)
		return p
	}
	count := limit
	if half {
		count = (limit + 1) / 2
	}
	r := newRecurrence([]factor{{c: w, e: n}}, count)
	nbits := sumOf(w).BitLen()
	if r.ns(count, n*nbits) > powNs(len(w), n, limit, nbits) {
		return powBinary(w, n, limit)
	}
	p := r.run(count, n*nbits)
	if !half {
		return p
	}
	// The upper half shares the words of the lower: the weights are never
	// changed once computed.
	out := make([]big.Int, limit)
	copy(out, p)
	for i := count; i < limit; i++ {
		out[i].SetBits(p[limit-1-i].Bits())
	}
	return out
}

// powBinary is power by binary powering: square the running power and
// multiply it into the result for each set bit of n, keeping only the
// first limit coefficients of each product.
func powBinary(w []big.Int, n, limit int) []big.Int {
	var acc []big.Int
	pow := w[:min(len(w), limit)]
	for {
		if n&1 == 1 {
			if acc == nil {
				acc = pow
			} else {
				acc = mul(acc, pow, min(len(acc)+len(pow)-1, limit))
			}
		}
		n >>= 1
		if n == 0 {
			return acc
		}
		pow = mul(pow, pow, min(2*len(pow)-1, limit))
	}
}
