package prob

import (
	"fmt"
	"math/big"
	"strings"
)

// Poly is a Laurent polynomial in x with big-integer coefficients: the sum
// of c_e·x^e over a finite range of integer exponents e, negative ones
// included. A generating function is a Poly whose exponents are values (a
// score) and whose coefficients count the ways to reach them; coefficients
// may also be negative, as in the numerators and denominators of the
// rational generating functions of dice that re-roll.
//
// Products go through the same engines as [Dist.Add] and [Dist.SumN] (see
// the package comment); [PowProduct] raises polynomials to powers.
//
// The zero value is the zero polynomial. A Poly is immutable once built, so
// values may be copied freely and shared between goroutines.
type Poly struct {
	lo int       // the exponent of c[0]; 0 for the zero polynomial
	c  []big.Int // c[0] and c[len(c)-1] are nonzero; empty for zero
}

// PolyOf returns the polynomial c[0]·x^lo + c[1]·x^(lo+1) + ..., for
// example PolyOf(1, 1, 1, 1, 1, 1, 1) for the faces of a six-sided die.
// Zero coefficients at either end are dropped.
func PolyOf(lo int, c ...int64) Poly {
	w := make([]big.Int, len(c))
	for i, x := range c {
		w[i].SetInt64(x)
	}
	return newPoly(lo, w)
}

// newPoly returns the polynomial with coefficients w from x^lo, taking
// ownership of w and trimming zeros at both ends.
func newPoly(lo int, w []big.Int) Poly {
	i, j := trim(w)
	if i == j {
		return Poly{}
	}
	return Poly{lo: lo + i, c: w[i:j:j]}
}

// Lo returns the lowest exponent with a nonzero coefficient, or 0 for the
// zero polynomial.
func (p Poly) Lo() int { return p.lo }

// Hi returns the highest exponent with a nonzero coefficient, or Lo()-1
// for the zero polynomial, so that Hi()-Lo()+1 is always the number of
// coefficients from the lowest to the highest.
func (p Poly) Hi() int { return p.lo + len(p.c) - 1 }

// IsZero reports whether p is the zero polynomial.
func (p Poly) IsZero() bool { return len(p.c) == 0 }

// Coef returns a new Int holding the coefficient of x^e, zero outside
// Lo()..Hi().
func (p Poly) Coef(e int) *big.Int {
	z := new(big.Int)
	if i := e - p.lo; i >= 0 && i < len(p.c) {
		z.Set(&p.c[i])
	}
	return z
}

// Equal reports whether p and q have the same coefficients.
func (p Poly) Equal(q Poly) bool {
	if len(p.c) != len(q.c) || (len(p.c) > 0 && p.lo != q.lo) {
		return false
	}
	for i := range p.c {
		if p.c[i].Cmp(&q.c[i]) != 0 {
			return false
		}
	}
	return true
}

// Add returns p + q.
func (p Poly) Add(q Poly) Poly {
	if p.IsZero() {
		return q
	}
	if q.IsZero() {
		return p
	}
	lo := min(p.lo, q.lo)
	w := make([]big.Int, max(p.Hi(), q.Hi())-lo+1)
	for _, r := range []Poly{p, q} {
		for i := range r.c {
			z := &w[r.lo-lo+i]
			z.Add(z, &r.c[i])
		}
	}
	return newPoly(lo, w)
}

// Scale returns k·p. k is not retained.
func (p Poly) Scale(k *big.Int) Poly {
	w := make([]big.Int, len(p.c))
	for i := range p.c {
		w[i].Mul(&p.c[i], k)
	}
	return newPoly(p.lo, w)
}

// Mul returns p·q. Products whose coefficients are all nonnegative use the
// fastest of the gather, Kronecker and transform engines (see conv.go), so
// that long dense products take time about N·log N; a product with a
// negative coefficient uses the gather engine, whose time grows with the
// product of the operands' nonzero terms.
func (p Poly) Mul(q Poly) Poly {
	if p.IsZero() || q.IsZero() {
		return Poly{}
	}
	return newPoly(p.lo+q.lo, mul(p.c, q.c, len(p.c)+len(q.c)-1))
}

// Reflect returns p(1/x): the coefficient of x^e moves to x^-e, as the
// generating function of a score moves to that of its negation.
func (p Poly) Reflect() Poly {
	m := len(p.c)
	w := make([]big.Int, m)
	for i := range w {
		w[i].Set(&p.c[m-1-i])
	}
	return newPoly(-p.Hi(), w)
}

// Dist returns the distribution in which value e has probability
// Coef(e)/total, with the rest of total as a tail above Hi(), as
// [FromBig] would give. The coefficients are shared, not copied.
//
// It returns an error wrapping ErrInvalid if total is nil or not positive,
// a coefficient is negative, the coefficients sum to more than total, or p
// is zero.
func (p Poly) Dist(total *big.Int) (Dist, error) {
	if total == nil || total.Sign() <= 0 {
		return Dist{}, fmt.Errorf("%w: total must be positive", ErrInvalid)
	}
	if p.IsZero() {
		return Dist{}, fmt.Errorf("%w: no positive weight", ErrInvalid)
	}
	for i := range p.c {
		if p.c[i].Sign() < 0 {
			return Dist{}, fmt.Errorf("%w: weight of %d is negative", ErrInvalid, p.lo+i)
		}
	}
	d, _ := build(p.lo, p.c, new(big.Int).Set(total), above)
	if d.tail.Sign() < 0 {
		return Dist{}, fmt.Errorf("%w: weights sum to more than the total %s", ErrInvalid, total)
	}
	return d, nil
}

// String returns p lowest power first, each coefficient with its sign, as
// "+3·x^0 -1·x^2", or "0" for the zero polynomial.
func (p Poly) String() string {
	if p.IsZero() {
		return "0"
	}
	var b strings.Builder
	for i := range p.c {
		if p.c[i].Sign() == 0 {
			continue
		}
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		fmt.Fprintf(&b, "%+d·x^%d", &p.c[i], p.lo+i)
	}
	return b.String()
}
