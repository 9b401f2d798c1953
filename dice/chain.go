package dice

import (
	"fmt"
	"math/big"

	"github.com/broadside/broadside/prob"
)

// This file holds the exact distribution of a pool whose dice re-roll
// without limit. The method was derived by the project lead; it is
// implemented and checked here against brute-force enumeration and Monte
// Carlo (see chain_test.go).
//
// A die with d sides rolled once, then its re-roll die G_again added when
// a re-rolling face comes up, has the probability generating function
//
//	G(x) = (A(x) + R(x)·G_again(x)) / d,
//
// where A sums x^score over the faces that do not re-roll and R over those
// that do. A die that re-rolls itself solves G = (A + R·G)/d, so
// G = A/(d − R): a rational function. A pool's PGF is the product of its
// dice's PGFs, N(x) / (C·Q(x)), where N is an integer polynomial, C an
// integer and Q = Π (d_t − R_t(x))^(n_t) over the n_c = Σ n_t dice whose
// chains end in a self-re-rolling die. Dice of different sizes are first
// brought to a common d = L (the least common multiple of their sizes) by
// multiplying numerator and denominator by L/d_t. Every re-rolling face of
// such a die scores at least 1 (see Die.Validate), so each factor is L
// minus terms of degree >= 1, and
//
//	q_i is divisible by L^(n_c − i) for i < n_c, so c_i = q_i·L^(i − n_c) is an integer;
//	h_m = L^m·N_m − Σ_(i>=1) c_i·h_(m−i) is an integer;
//	P(score = lo + m) = h_m / (C·L^(m + n_c)) exactly,
//
// where lo is the lowest score of the pool. (h_m is L^(m+n_c) times the
// coefficient of x^m in N/Q; the expansion of each 1/(L − R̃(x)) has
// denominators L^(k+1) at x^k.) The listing stops at the first M whose exact
// remaining mass 1 − Σ_(m<=M) P(lo+m) is at most the allowed tail, and that
// mass is reported as the distribution's tail, above the listed scores.
//
// N and Q are products of powers of short polynomials, computed by
// prob.PowProduct in time independent of the number of dice.

// defaultTail is the largest tail Dist leaves unlisted: the project's
// prob.DefaultTail, 10^-15 exactly. It is never modified.
var defaultTail = prob.DefaultTail()

// dieGF is the generating function of one die with its re-roll chain:
// G(x) = num(x) / (den · (sides − rer(x))) when loops, else num(x)/den.
type dieGF struct {
	num   prob.Poly
	den   big.Int
	loops bool      // the chain ends in a die that re-rolls itself
	sides int64     // that die's sides, when loops
	rer   prob.Poly // that die's re-rolling faces R(x), when loops
}

// facesPoly returns the sum of x^score over the faces whose Reroll flag
// equals reroll; the zero polynomial when there are none.
func facesPoly(faces []Face, reroll bool) prob.Poly {
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
		return prob.Poly{}
	}
	c := make([]int64, hi-lo+1)
	for _, f := range faces {
		if f.Reroll == reroll {
			c[f.Score-lo]++
		}
	}
	return prob.PolyOf(lo, c...)
}

// gfOf returns the generating function of a valid die.
func gfOf(d *Die) dieGF {
	ch := d.chain()
	last := ch[len(ch)-1]
	var g dieGF
	g.num = facesPoly(last.Faces, false)
	q := prob.PolyOf(0, 1)
	if last.rerolls() {
		g.loops = true
		g.sides = int64(last.Sides)
		g.rer = facesPoly(last.Faces, true)
		g.den.SetInt64(1)
		q = prob.PolyOf(0, g.sides).Add(g.rer.Scale(big.NewInt(-1)))
	} else {
		g.den.SetInt64(int64(last.Sides))
	}
	for i := len(ch) - 2; i >= 0; i-- {
		a, r := facesPoly(ch[i].Faces, false), facesPoly(ch[i].Faces, true)
		// (A + R·num/(den·q)) / d = (A·den·q + R·num) / (d·den·q)
		g.num = a.Scale(&g.den).Mul(q).Add(r.Mul(g.num))
		g.den.Mul(&g.den, big.NewInt(int64(ch[i].Sides)))
	}
	return g
}

// poolGF is a pool's generating function x^lo·N(x) / (C·Q(x)) with
// Q = Π (L − R̃_t(x))^(n_t), a product of nc factors (Q = 1 when nc = 0).
type poolGF struct {
	num prob.Poly // N with its offset: num.Lo() is the lowest score
	den big.Int
	q   prob.Poly // Q, Lo() 0, with constant coefficient L^nc
	l   big.Int
	nc  int
}

// gf returns the generating function of a valid pool.
func (p Pool) gf() poolGF {
	var g poolGF
	g.den.SetInt64(1)
	g.l.SetInt64(1)
	gfs := make([]dieGF, len(p))
	for i := range p {
		if p[i].Count == 0 {
			continue
		}
		gfs[i] = gfOf(&p[i].Die)
		if gfs[i].loops {
			s := big.NewInt(gfs[i].sides)
			var gcd big.Int
			gcd.GCD(nil, nil, &g.l, s)
			g.l.Mul(&g.l, s.Quo(s, &gcd))
		}
	}
	var nums, qs []prob.Factor
	var t big.Int
	for i := range p {
		n := p[i].Count
		if n == 0 {
			continue
		}
		d := gfs[i]
		num := d.num
		if d.loops {
			scale := new(big.Int).Quo(&g.l, big.NewInt(d.sides))
			num = num.Scale(scale)
			qs = append(qs, prob.Factor{Base: prob.PolyOf(0, 1).Scale(&g.l).Add(d.rer.Scale(scale.Neg(scale))), Exp: n})
			g.nc += n
		}
		nums = append(nums, prob.Factor{Base: num, Exp: n})
		g.den.Mul(&g.den, t.Exp(&d.den, big.NewInt(int64(n)), nil))
	}
	g.num = prob.PowProduct(nums...)
	g.q = prob.PowProduct(qs...)
	return g
}

// Dist returns the exact distribution of the pool's score. A pool whose
// dice never re-roll, or re-roll only a bounded number of times, is listed
// completely with a zero tail. A pool with dice that re-roll themselves
// without limit lists every score from the lowest up to the first score at
// which the probability of the scores not listed (the tail, all of them
// higher) is at most 10^-15 exactly; every listed probability is exact.
// The method, power-series division of the pool's rational generating
// function in integers, was derived by the project lead (see chain.go); the
// 6 B1 + 4 PDS dice of Full Thrust take tens of microseconds.
// It panics if the pool is invalid (see [Pool.Validate]). Dist computes
// afresh on every call and is safe for concurrent use.
func (p Pool) Dist() prob.Dist { return p.DistWithin(defaultTail) }

// DistWithin is [Pool.Dist] with the largest allowed tail given: maxTail
// must be strictly between 0 and 1, or nil for the default of 10^-15. A
// smaller tail lists more scores; the cost grows about linearly with the
// number listed. It panics if the pool is invalid or maxTail is out of range.
func (p Pool) DistWithin(maxTail *big.Rat) prob.Dist {
	if maxTail == nil {
		maxTail = defaultTail
	}
	if maxTail.Sign() <= 0 || maxTail.Cmp(big.NewRat(1, 1)) >= 0 {
		panic(fmt.Sprintf("dice: DistWithin(%s): the tail must be strictly between 0 and 1", maxTail.RatString()))
	}
	if err := p.Validate(); err != nil {
		panic(err)
	}
	g := p.gf()
	var d prob.Dist
	var err error
	if g.nc > 0 {
		w, total := g.expand(maxTail)
		ws := make([]*big.Int, len(w))
		for i := range w {
			ws[i] = &w[i]
		}
		d, err = prob.FromBig(g.num.Lo(), ws, total)
	} else {
		d, err = g.num.Dist(&g.den)
	}
	if err != nil {
		panic(fmt.Sprintf("dice: internal error: %v", err))
	}
	return d
}

// expand runs the division recurrence until the remaining mass is at most
// maxTail, and returns the weights of scores lo, lo+1, ..., lo+M over a
// common total C·L^(M+nc).
func (g *poolGF) expand(maxTail *big.Rat) ([]big.Int, *big.Int) {
	// c_i = q_i·L^(i−nc), kept sparse.
	type coef struct {
		i int
		c big.Int
	}
	var cs []coef
	var lp big.Int
	for i := 1; i <= g.q.Hi(); i++ {
		qi := g.q.Coef(i)
		if qi.Sign() == 0 {
			continue
		}
		k := coef{i: i}
		if i < g.nc {
			k.c.Quo(qi, lp.Exp(&g.l, big.NewInt(int64(g.nc-i)), nil))
		} else {
			k.c.Mul(qi, lp.Exp(&g.l, big.NewInt(int64(i-g.nc)), nil))
		}
		cs = append(cs, k)
	}
	num := make([]*big.Int, g.num.Hi()-g.num.Lo()+1)
	for m := range num {
		num[m] = g.num.Coef(g.num.Lo() + m)
	}
	a, b := maxTail.Num(), maxTail.Denom()
	var h []big.Int
	var lm, sum, den, rest, x, y, t big.Int
	lm.SetInt64(1)
	den.Mul(&g.den, lp.Exp(&g.l, big.NewInt(int64(g.nc)), nil))
	for m := 0; ; m++ {
		h = append(h, big.Int{})
		hm := &h[m]
		if m < len(num) {
			hm.Mul(&lm, num[m])
		}
		for k := range cs {
			if cs[k].i > m {
				break
			}
			hm.Sub(hm, t.Mul(&cs[k].c, &h[m-cs[k].i]))
		}
		if m > 0 {
			den.Mul(&den, &g.l)
			sum.Mul(&sum, &g.l)
		}
		sum.Add(&sum, hm)
		lm.Mul(&lm, &g.l)
		// Stop when (den − sum)/den <= a/b.
		rest.Sub(&den, &sum)
		if x.Mul(&rest, b).Cmp(y.Mul(&den, a)) <= 0 {
			break
		}
	}
	// Bring every h_m to the common denominator C·L^(M+nc).
	lp.SetInt64(1)
	for m := len(h) - 1; m >= 0; m-- {
		h[m].Mul(&h[m], &lp)
		lp.Mul(&lp, &g.l)
	}
	return h, new(big.Int).Set(&den)
}
