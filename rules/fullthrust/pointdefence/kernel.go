package pointdefence

import (
	"math/big"

	"github.com/broadside/broadside/dice"
)

// This file is the small exact layer the strike odds convolve on, kept here
// because its shape is Full Thrust's own: distributions of damage points
// split between armour and hull. Dice are not redefined here: every grid is
// built from a dice.Die definition (dieGrid reads its faces and re-roll
// chain), and single pools of dice, such as the point defence level on its
// own, come from dice.Pool.Dist (PDLOdds). What the grids add is the second
// dimension and the graded form below.
//
// A die that re-rolls adds at least one point with every extra throw
// (dice.Die.Validate insists on it), so the probability of v points always
// has a denominator dividing 6^(v+n) for a small n. Storing c[v] = 6^(v+n)
// P(v) keeps every listed probability exact with no truncation of re-roll
// chains, and convolution is then plain integer convolution with the offsets
// n added. The integers stay as small as exactness allows (about 2.6 bits per
// point), which is what makes the exact damage of a large strike fast.
//
// A grid is two-dimensional when armour matters: a is the normal (armour
// first) points so far, capped at the outer armour layer (a saturates there),
// and m is all points. Only m < cap is listed; P(m >= cap) is the complement
// of the listed mass and the unplaced tail. When nothing penetrates, a is
// not needed and the grid has one row. A splitter says how many of a
// throw's points land on armour, which is what no general distribution type
// knows; that is why this layer stays with the ruleset.

// rat6 is the exact number num/6^exp, with exp >= 0.
type rat6 struct {
	num big.Int
	exp int
}

// pow6 caches 6^k.
var pow6 = func() []*big.Int {
	p := make([]*big.Int, 512)
	p[0] = big.NewInt(1)
	for i := 1; i < len(p); i++ {
		p[i] = new(big.Int).Mul(p[i-1], big.NewInt(6))
	}
	return p
}()

// sixTo returns 6^k; the result must not be modified.
func sixTo(k int) *big.Int {
	if k < len(pow6) {
		return pow6[k]
	}
	return new(big.Int).Exp(big.NewInt(6), big.NewInt(int64(k)), nil)
}

// mulSix sets z to x*6^k and returns z.
func mulSix(z, x *big.Int, k int) *big.Int {
	if k == 0 {
		return z.Set(x)
	}
	return z.Mul(x, sixTo(k))
}

// rat returns the value as a big.Rat.
func (r *rat6) rat() *big.Rat {
	return new(big.Rat).SetFrac(new(big.Int).Set(&r.num), sixTo(r.exp))
}

// add sets r to r+s.
func (r *rat6) add(s *rat6) {
	var t big.Int
	switch {
	case s.num.Sign() == 0:
	case r.exp >= s.exp:
		r.num.Add(&r.num, mulSix(&t, &s.num, r.exp-s.exp))
	default:
		r.num.Add(mulSix(&t, &r.num, s.exp-r.exp), &s.num)
		r.exp = s.exp
	}
}

// one6 returns 1.
func one6() rat6 {
	var r rat6
	r.num.SetInt64(1)
	return r
}

// grid is an exact distribution of (a, m) points in graded form: the
// probability of a, m is c[a*cap+m] / 6^(m+n) for m < cap, and tail is mass
// whose value is unknown (a truncated chain). w is the number of a rows.
type grid struct {
	w, cap int
	n      int
	c      []big.Int
	tail   rat6
}

func newGrid(w, cap int) grid {
	return grid{w: w, cap: cap, c: make([]big.Int, w*cap)}
}

// point returns the certain outcome of no points.
func point0(w, cap int) grid {
	g := newGrid(w, cap)
	if cap > 0 {
		g.c[0].SetInt64(1)
	}
	return g
}

// at returns the cell of (a, m).
func (g *grid) at(a, m int) *big.Int { return &g.c[a*g.cap+m] }

// splitter says how many of a throw's points land on armour first: wave 0
// is the first throw, later waves are re-rolls.
type splitter func(wave, points int) (normal int)

// allNormal puts every point on armour first.
func allNormal(_, points int) int { return points }

// dieGrid returns the exact points of one die of d, re-rolls included.
func dieGrid(d *dice.Die, w, cap int, split splitter) grid {
	chain := []*dice.Die{d}
	for cur := d; cur.Again != nil; cur = cur.Again {
		chain = append(chain, cur.Again)
	}
	// The last die of the chain re-rolls itself; it is built as a re-roll
	// wave, so that a die that is its own re-roll die still scores its first
	// throw as the first wave.
	last := len(chain) - 1
	g := loopGrid(chain[last], max(last, 1), w, cap, split)
	if last == 0 {
		return prefixGrid(chain[0], 0, &g, split)
	}
	for i := last - 1; i >= 0; i-- {
		g = prefixGrid(chain[i], i, &g, split)
	}
	return g
}

// loopGrid is the grid of a die that re-rolls itself, thrown as wave wave.
// With n = 1, c[a][v] = 6^v [a non-re-rolling face scores v] plus, for each
// re-rolling face scoring s >= 1, 6^(s-1) times the column v-s moved up by
// the face's normal points.
func loopGrid(d *dice.Die, wave, w, cap int, split splitter) grid {
	g := newGrid(w, cap)
	g.n = 1
	var t big.Int
	for v := range cap {
		for _, f := range d.Faces {
			s := f.Score
			if !f.Reroll {
				if s == v {
					a := min(split(wave, s), w-1)
					g.at(a, v).Add(g.at(a, v), sixTo(v))
				}
				continue
			}
			if s < 1 || v-s < 0 {
				continue
			}
			// A re-rolled face: its points count as the wave's, the rest
			// come from the earlier column.
			na := min(split(wave, s), w-1)
			for a := range w {
				src := g.at(a, v-s)
				if src.Sign() == 0 {
					continue
				}
				to := min(a+na, w-1)
				g.at(to, v).Add(g.at(to, v), mulSix(&t, src, s-1))
			}
		}
	}
	return g
}

// prefixGrid is the grid of die d thrown as wave wave whose re-rolls are
// described by e: n = e.n + 1 and c[a][v] = 6^(v+e.n) [a plain face scores
// v] plus 6^s times e's column v-s moved up by the face's normal points.
func prefixGrid(d *dice.Die, wave int, e *grid, split splitter) grid {
	w, cap := e.w, e.cap
	g := newGrid(w, cap)
	g.n = e.n + 1
	var t big.Int
	for _, f := range d.Faces {
		s := f.Score
		if s < 0 || s >= cap {
			continue
		}
		na := min(split(wave, s), w-1)
		if !f.Reroll {
			g.at(na, s).Add(g.at(na, s), sixTo(s+e.n))
			continue
		}
		for a := range w {
			to := min(a+na, w-1)
			for v := s; v < cap; v++ {
				src := e.at(a, v-s)
				if src.Sign() == 0 {
					continue
				}
				g.at(to, v).Add(g.at(to, v), mulSix(&t, src, s))
			}
		}
	}
	return g
}

// conv returns the distribution of the sum of two independent grids of the
// same shape.
func (mt *meter) conv(x, y *grid) grid {
	g := newGrid(x.w, x.cap)
	g.n = x.n + y.n
	var t big.Int
	yw := y.words()
	for a1 := range x.w {
		for m1 := range x.cap {
			cx := x.at(a1, m1)
			if cx.Sign() == 0 {
				continue
			}
			mt.spend(float64(y.w*(g.cap-m1)) * yw * float64(1+cx.BitLen()/64))
			for a2 := range y.w {
				a := min(a1+a2, g.w-1)
				row := g.c[a*g.cap:]
				yrow := y.c[a2*y.cap:]
				for m2 := 0; m1+m2 < g.cap; m2++ {
					cy := &yrow[m2]
					if cy.Sign() == 0 {
						continue
					}
					row[m1+m2].Add(&row[m1+m2], t.Mul(cx, cy))
				}
			}
		}
	}
	g.tail = tailOr(&x.tail, &y.tail)
	return g
}

// tailOr returns the tail of a sum: P(either part unplaced) = s + t - st.
func tailOr(s, t *rat6) rat6 {
	var r rat6
	switch {
	case s.num.Sign() == 0:
		r.num.Set(&t.num)
		r.exp = t.exp
	case t.num.Sign() == 0:
		r.num.Set(&s.num)
		r.exp = s.exp
	default:
		var st rat6
		st.num.Mul(&s.num, &t.num)
		st.exp = s.exp + t.exp
		r.num.Set(&s.num)
		r.exp = s.exp
		r.add(t)
		st.num.Neg(&st.num)
		r.add(&st)
	}
	return r
}

// words returns the mean length of g's cells in 64-bit words, at least 1:
// what multiplying by one of them costs, for the meter.
func (g *grid) words() float64 {
	bits := 0
	for i := range g.c {
		bits += g.c[i].BitLen()
	}
	return 1 + float64(bits)/float64(64*max(len(g.c), 1))
}

// pow returns the sum of k independent copies of g (k >= 0).
func (mt *meter) pow(g *grid, k int) grid {
	result := point0(g.w, g.cap)
	base := *g
	for k > 0 {
		if k&1 == 1 {
			result = mt.conv(&result, &base)
		}
		k >>= 1
		if k > 0 {
			base = mt.conv(&base, &base)
		}
	}
	return result
}

// weighted is one term of a mixture: a grid and its probability.
type weighted struct {
	w rat6
	g *grid
}

// mix returns the mixture of the terms, whose weights need not sum to 1 (a
// missing part is the certain outcome of no points when rest is set, and is
// otherwise simply absent).
func mix(w, cap int, terms []weighted) grid {
	out := newGrid(w, cap)
	for _, t := range terms {
		if t.w.num.Sign() != 0 {
			out.n = max(out.n, t.g.n+t.w.exp)
		}
	}
	var s, u big.Int
	for _, t := range terms {
		if t.w.num.Sign() == 0 {
			continue
		}
		k := out.n - t.g.n - t.w.exp
		mulSix(&s, &t.w.num, k)
		for i := range t.g.c {
			if t.g.c[i].Sign() != 0 {
				out.c[i].Add(&out.c[i], u.Mul(&t.g.c[i], &s))
			}
		}
		if t.g.tail.num.Sign() != 0 {
			var tt rat6
			tt.num.Mul(&t.g.tail.num, &t.w.num)
			tt.exp = t.g.tail.exp + t.w.exp
			out.tail.add(&tt)
		}
	}
	return out
}

// listed returns the listed mass, the probability of m < cap.
func (g *grid) listed() rat6 {
	var r rat6
	r.exp = g.cap - 1 + g.n
	var t big.Int
	for a := range g.w {
		for m := range g.cap {
			if c := g.at(a, m); c.Sign() != 0 {
				r.num.Add(&r.num, mulSix(&t, c, g.cap-1-m))
			}
		}
	}
	return r
}

// p returns P(a, m).
func (g *grid) p(a, m int) rat6 {
	var r rat6
	r.num.Set(g.at(a, m))
	r.exp = m + g.n
	return r
}

// marginal returns the probability of each m < cap over every a.
func (g *grid) marginal() []rat6 {
	out := make([]rat6, g.cap)
	for m := range g.cap {
		out[m].exp = m + g.n
		for a := range g.w {
			out[m].num.Add(&out[m].num, g.at(a, m))
		}
	}
	return out
}

// sub returns r - s.
func sub(r, s *rat6) rat6 {
	var out rat6
	out.num.Set(&r.num)
	out.exp = r.exp
	var neg rat6
	neg.num.Neg(&s.num)
	neg.exp = s.exp
	out.add(&neg)
	return out
}
