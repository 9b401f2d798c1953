package dice

import (
	"fmt"
	"math/big"
)

// poly is a Laurent polynomial with big-integer coefficients: the sum of
// c[i]·x^(lo+i). Generating functions of dice are polys in which the
// exponent is a score and the coefficient counts the ways to roll it.
type poly struct {
	lo int
	c  []big.Int
}

// monomial returns k·x^e.
func monomial(k int64, e int) poly {
	c := make([]big.Int, 1)
	c[0].SetInt64(k)
	return poly{lo: e, c: c}
}

// constPoly returns the constant polynomial k.
func constPoly(k *big.Int) poly {
	c := make([]big.Int, 1)
	c[0].Set(k)
	return poly{c: c}
}

// facesPoly returns the sum of x^score over the faces whose Reroll flag
// equals reroll; the zero polynomial when there are none.
func facesPoly(faces []Face, reroll bool) poly {
	lo, hi, found := 0, 0, false
	for _, f := range faces {
		if f.Reroll != reroll {
			continue
		}
		if !found || f.Score < lo {
			lo = f.Score
		}
		if !found || f.Score > hi {
			hi = f.Score
		}
		found = true
	}
	if !found {
		return poly{}
	}
	c := make([]big.Int, hi-lo+1)
	one := big.NewInt(1)
	for _, f := range faces {
		if f.Reroll == reroll {
			c[f.Score-lo].Add(&c[f.Score-lo], one)
		}
	}
	return poly{lo: lo, c: c}
}

// trim drops zero coefficients at both ends, so that c[0] is nonzero unless
// p is zero. It shares p's storage.
func (p poly) trim() poly {
	i, j := 0, len(p.c)
	for i < j && p.c[i].Sign() == 0 {
		i++
	}
	for j > i && p.c[j-1].Sign() == 0 {
		j--
	}
	if i == j {
		return poly{}
	}
	return poly{lo: p.lo + i, c: p.c[i:j]}
}

// nonzero counts the nonzero coefficients of p.
func (p poly) nonzero() int {
	n := 0
	for i := range p.c {
		if p.c[i].Sign() != 0 {
			n++
		}
	}
	return n
}

// add returns p + q.
func (p poly) add(q poly) poly {
	if len(p.c) == 0 {
		return q
	}
	if len(q.c) == 0 {
		return p
	}
	lo := min(p.lo, q.lo)
	hi := max(p.lo+len(p.c), q.lo+len(q.c))
	c := make([]big.Int, hi-lo)
	for i := range p.c {
		c[p.lo-lo+i].Add(&c[p.lo-lo+i], &p.c[i])
	}
	for i := range q.c {
		c[q.lo-lo+i].Add(&c[q.lo-lo+i], &q.c[i])
	}
	return poly{lo: lo, c: c}.trim()
}

// mul returns p·q by the schoolbook method; the factors this package
// multiplies this way are short.
func (p poly) mul(q poly) poly {
	if len(p.c) == 0 || len(q.c) == 0 {
		return poly{}
	}
	c := make([]big.Int, len(p.c)+len(q.c)-1)
	var t big.Int
	for i := range p.c {
		if p.c[i].Sign() == 0 {
			continue
		}
		for j := range q.c {
			if q.c[j].Sign() != 0 {
				c[i+j].Add(&c[i+j], t.Mul(&p.c[i], &q.c[j]))
			}
		}
	}
	return poly{lo: p.lo + q.lo, c: c}.trim()
}

// scale returns k·p.
func (p poly) scale(k *big.Int) poly {
	c := make([]big.Int, len(p.c))
	for i := range p.c {
		c[i].Mul(&p.c[i], k)
	}
	return poly{lo: p.lo, c: c}.trim()
}

// reflect returns p(1/x): every exponent negated.
func (p poly) reflect() poly {
	c := make([]big.Int, len(p.c))
	for i := range p.c {
		c[len(c)-1-i].Set(&p.c[i])
	}
	return poly{lo: -(p.lo + len(p.c) - 1), c: c}
}

// deriv returns the derivative of a polynomial with lo >= 0.
func (p poly) deriv() poly {
	if len(p.c) == 0 {
		return poly{}
	}
	c := make([]big.Int, len(p.c))
	var k big.Int
	for i := range p.c {
		c[i].Mul(&p.c[i], k.SetInt64(int64(p.lo+i)))
	}
	return poly{lo: p.lo - 1, c: c}.trim()
}

// String prints p for debugging and test failures, lowest power first.
func (p poly) String() string {
	s := ""
	for i := range p.c {
		if p.c[i].Sign() != 0 {
			s += fmt.Sprintf(" %+d·x^%d", &p.c[i], p.lo+i)
		}
	}
	if s == "" {
		return "0"
	}
	return s[1:]
}
