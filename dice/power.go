package dice

import (
	"cmp"
	"math/big"
	"slices"
)

// This file computes products of powers of polynomials, Π f^e, the
// numerators and denominators of the generating functions of pools: 1000d6
// is (x + x² + ... + x⁶)^1000.

// factor is a polynomial raised to an integer power.
type factor struct {
	f poly
	e int
}

// sparseTerm is one nonzero coefficient of a sparse polynomial.
type sparseTerm struct {
	exp   int
	c     big.Int
	small int64 // c when it fits comfortably in an int64, else 0
}

// sparse lists the nonzero coefficients of p, lowest power first.
func sparse(p poly) []sparseTerm {
	var s []sparseTerm
	for i := range p.c {
		if p.c[i].Sign() == 0 {
			continue
		}
		t := sparseTerm{exp: p.lo + i}
		t.c.Set(&p.c[i])
		if p.c[i].IsInt64() && abs64(p.c[i].Int64()) < 1<<31 {
			t.small = p.c[i].Int64()
		}
		s = append(s, t)
	}
	return s
}

func abs64(x int64) int64 {
	if x < 0 {
		return -x
	}
	return x
}

// maxLogFactors is the most distinct factors powProduct raises together by
// the recurrence: the recurrence's cost per coefficient grows with the
// number of terms of the product of its factors.
const maxLogFactors = 4

// powProduct returns the polynomial Π f^e over the factors (e >= 0, f not
// zero). The maxLogFactors factors of largest exponent are raised together
// by logPower, in time independent of their exponents; any others are
// multiplied in one at a time by mulSparse.
func powProduct(fs []factor) poly {
	offset := 0
	var parts []factor
	for _, fe := range fs {
		f := fe.f.trim()
		if fe.e == 0 {
			continue
		}
		if len(f.c) == 0 || fe.e < 0 {
			panic("dice: internal error: powProduct of a zero factor or a negative power")
		}
		offset += fe.e * f.lo
		f.lo = 0
		parts = append(parts, factor{f: f, e: fe.e})
	}
	slices.SortStableFunc(parts, func(a, b factor) int { return cmp.Compare(b.e, a.e) })
	var rest []factor
	if len(parts) > maxLogFactors {
		parts, rest = parts[:maxLogFactors], parts[maxLogFactors:]
	}
	p := logPower(parts)
	for _, fe := range rest {
		g, diff := sparseForm(fe.f)
		for range fe.e {
			p = p.mulSparse(g, diff)
		}
	}
	p.lo += offset
	return p
}

// sparseForm returns f, or f·(1−x) with diff set when that has fewer terms
// (a plain die's faces x+x²+...+x^s become x−x^(s+1)).
func sparseForm(f poly) (g poly, diff bool) {
	if d := f.mul(oneMinus); d.nonzero()+1 < f.nonzero() {
		return d, true
	}
	return f, false
}

// mulSparse returns p·g, or p·g/(1−x) when diff is set (the division is a
// running sum), for a g from sparseForm, at a cost of one big operation per
// coefficient of p and term of g.
func (p poly) mulSparse(g poly, diff bool) poly {
	out := make([]big.Int, len(p.c)+len(g.c)-1)
	var t big.Int
	for j := range g.c {
		gj := &g.c[j]
		switch {
		case gj.Sign() == 0:
		case gj.IsInt64() && gj.Int64() == 1:
			for i := range p.c {
				out[i+j].Add(&out[i+j], &p.c[i])
			}
		case gj.IsInt64() && gj.Int64() == -1:
			for i := range p.c {
				out[i+j].Sub(&out[i+j], &p.c[i])
			}
		default:
			for i := range p.c {
				out[i+j].Add(&out[i+j], t.Mul(&p.c[i], gj))
			}
		}
	}
	if diff {
		for i := 1; i < len(out); i++ {
			out[i].Add(&out[i], &out[i-1])
		}
	}
	return poly{lo: p.lo + g.lo, c: out}.trim()
}

// logPower returns Π f^e for factors with lo = 0, e > 0 and a nonzero
// constant term, by the logarithmic-derivative recurrence for powers of
// power series (J. C. P. Miller's formula, generalised to products): with
// B = Π f and C = Σ e·f'·Π_{other} f, the product P satisfies B·P' = C·P,
// so
//
//	b0·m·p_m = Σ_j c_j·p_(m-1-j) − Σ_(j>=1) b_j·(m−j)·p_(m−j),
//
// an exact integer division. Each factor is first made sparse by sparseForm
// (the 1−x it brings in is one more factor, of negative exponent, whose
// constant term is 1). The cost is about (terms of B + terms of C) big
// multiplications per coefficient, independent of the exponents: the sum of
// 1000d6 takes six per coefficient.
func logPower(fs []factor) poly {
	deg, oneMinusX := 0, 0
	parts := make([]factor, 0, len(fs)+1)
	for _, fe := range fs {
		f, diff := sparseForm(fe.f)
		if diff {
			oneMinusX -= fe.e
		}
		deg += fe.e * (len(f.c) - 1)
		parts = append(parts, factor{f: f, e: fe.e})
	}
	if oneMinusX != 0 {
		deg += oneMinusX
		parts = append(parts, factor{f: oneMinus, e: oneMinusX})
	}
	p := make([]big.Int, deg+1)
	p[0].SetInt64(1)
	var t big.Int
	for _, fe := range parts {
		if fe.e > 0 {
			p[0].Mul(&p[0], t.Exp(&fe.f.c[0], big.NewInt(int64(fe.e)), nil))
		}
	}
	if deg > 0 {
		b, c := logDerivative(parts)
		powRecurrence(p, b, c)
	}
	return poly{c: p}
}

// oneMinus is the polynomial 1 - x.
var oneMinus = monomial(1, 0).add(monomial(-1, 1))

// logDerivative returns B = Π f and C = Σ e·f'·Π_{other} f, both sparse.
func logDerivative(parts []factor) (b, c []sparseTerm) {
	prod := monomial(1, 0)
	for _, fe := range parts {
		prod = prod.mul(fe.f)
	}
	var sum poly
	for i, fe := range parts {
		term := fe.f.deriv().scale(big.NewInt(int64(fe.e)))
		for j, other := range parts {
			if j != i {
				term = term.mul(other.f)
			}
		}
		sum = sum.add(term)
	}
	return sparse(prod), sparse(sum)
}

// powRecurrence fills p[1:] from p[0] by the recurrence of powProduct.
func powRecurrence(p []big.Int, b, c []sparseTerm) {
	if len(b) == 0 || b[0].exp != 0 {
		panic("dice: internal error: factor without a constant term")
	}
	var acc, t, k, div big.Int
	for m := 1; m < len(p); m++ {
		acc.SetInt64(0)
		for i := range c {
			j := m - 1 - c[i].exp
			if j < 0 {
				break
			}
			if c[i].small != 0 {
				t.Mul(&p[j], k.SetInt64(c[i].small))
			} else {
				t.Mul(&p[j], &c[i].c)
			}
			acc.Add(&acc, &t)
		}
		for i := 1; i < len(b); i++ {
			j := m - b[i].exp
			if j < 0 {
				break
			}
			if b[i].small != 0 {
				t.Mul(&p[j], k.SetInt64(b[i].small*int64(j)))
			} else {
				t.Mul(&p[j], k.Mul(&b[i].c, k.SetInt64(int64(j))))
			}
			acc.Sub(&acc, &t)
		}
		if b[0].small != 0 && abs64(b[0].small)*int64(m) < 1<<62 {
			div.SetInt64(b[0].small * int64(m))
		} else {
			div.Mul(&b[0].c, t.SetInt64(int64(m)))
		}
		p[m].Quo(&acc, &div)
	}
}
