package pointdefence

import (
	"fmt"
	"math/big"
	"slices"

	"github.com/broadside/broadside/dice"
	"github.com/broadside/broadside/rules/fullthrust"
)

// This file passes a destroyed eclipser's overkill on to the eclipsed ship
// in the exact odds (ft-advanced-manoeuvres.txt "Eclipsing": "If Eclipsing
// ship is destroyed, any overkill ... is applied to Eclipsed ship"; RULINGS
// E4 #7). Resolve applies it with Ship.Take; the odds and the Sampler use
// overkill, the same arithmetic without building the changed ship.
//
// The eclipser's overkill depends on all the missile damage it takes in the
// raid (heavy, advanced heavy and salvo hits together), so the odds of an
// eclipsed ship cannot treat those attackers as independent once an
// eclipser can be destroyed. Given the level's class, the hit counts of the
// three kinds fix how many damage dice each eclipser and the target roll;
// each ship's damage dice are a d6 less its own advanced screen level (the
// eclipser's share is "applied normally"), so the target's missile damage
// is a mixture, over those dice counts, of its own dice plus each
// eclipser's overkill of its dice.

// overkill returns the points of damage d that would go beyond the ship's
// last hull box, by the rules of Ship.Take: normal points fill the outer
// armour layer with boxes left, penetrating points start inside it, and
// everything inside the outer layer absorbs what it has left.
func overkill(s *fullthrust.Ship, d fullthrust.Damage) int {
	outer, rest := overkillLayers(s)
	return max(0, max(0, d.Normal-outer)+d.Penetrating-rest)
}

// overkillLayers returns the boxes left on the outer armour layer (the
// first with boxes left; 0 when there is none) and the boxes inside it:
// the inner armour layers and the hull.
func overkillLayers(s *fullthrust.Ship) (outer, rest int) {
	found := false
	for i, a := range s.Armour {
		left := a
		if i < len(s.Lost.Armour) {
			left -= s.Lost.Armour[i]
		}
		switch {
		case !found && left > 0:
			outer, found = left, true
		case found:
			rest += left
		}
	}
	return outer, rest + s.HullBoxes() - s.Lost.Hull
}

// eclipserOdds sizes the exact damage of one eclipser of the raid's target:
// a grid of w rows (the outer armour layer left + 1 when ordnance
// penetrates, else 1) listing every total up to cap-1, which is all the
// points its most dice can score, so nothing is left unlisted.
type eclipserOdds struct {
	ship   fullthrust.Ship
	w, cap int
	rest   int        // boxes beyond the rows: inside the outer layer, or all of them when w is 1
	die    *dice.Die  // one damage die on it: a d6 less its own advanced screen level
	top    int        // the most points one damage die scores
	sap    bool       // ordnance puts half its points past the outer armour
	mean   []*big.Rat // exact mean overkill of n dice, filled as needed
}

// most returns the most damage n dice can do.
func (e *eclipserOdds) most(n int) fullthrust.Damage {
	if e.sap {
		return fullthrust.Damage{Normal: n * ((e.top + 1) / 2), Penetrating: n * (e.top / 2)}
	}
	return fullthrust.Damage{Normal: n * e.top}
}

// maxTakes returns the most hits eclipser i can take of at most n hits.
func (p *raidPlan) maxTakes(i, n int) int {
	most := 0
	var buf [4]int
	for h := 0; h <= n; h++ {
		ts, _ := p.eclipseTakes(h, buf[:0])
		most = max(most, ts[i])
	}
	return most
}

// salvoMaxHits returns the most salvo missiles n salvos can put on target:
// under the 2015 procedure the die's 6 plus the eclipsers' bonus each, under
// the classic one the salvo's six missiles.
func (p *raidPlan) salvoMaxHits(n int) int {
	if p.classic != nil {
		return salvoMissiles * n
	}
	return (6 + eclipseLockOn*len(p.eclipsers)) * n
}

// planOverkill sets c.ecl when some eclipser of the target can be destroyed
// by the most damage its share of the raid's missile hits can do; otherwise
// no overkill is possible and the odds need not follow it.
func (c *oddsCtx) planOverkill() {
	p := c.p
	r := p.raid
	if len(p.eclipsers) == 0 {
		return
	}
	ecl := make([]eclipserOdds, len(p.eclipsers))
	possible := false
	for i, e := range p.eclipsers {
		ship := c.s.Ships[e.ship]
		die := &damageDice[e.adv]
		top := 0
		for _, f := range die.Faces {
			top = max(top, f.Score)
		}
		// heavy is the most heavy missile hits it can take; the classic
		// heavy missiles' hits are pooled (classiceclipse.go).
		var heavy int
		if p.classic != nil {
			heavy = p.maxTakes(i, r.Heavy+r.AdvancedHeavy)
		} else {
			heavy = p.maxTakes(i, r.Heavy) + p.maxTakes(i, r.AdvancedHeavy)
		}
		n := heavyMissileDice*heavy + p.maxTakes(i, p.salvoMaxHits(r.Salvos))
		outer, rest := overkillLayers(&ship)
		eo := eclipserOdds{ship: ship, w: 1, cap: n*top + 1, rest: outer + rest, die: die, top: top, sap: c.opt.SAPOrdnance, mean: make([]*big.Rat, n+1)}
		if eo.sap {
			eo.w, eo.rest = outer+1, rest
		}
		ecl[i] = eo
		possible = possible || overkill(&ship, eo.most(n)) > 0
	}
	if possible {
		c.ecl = ecl
	}
}

// eclipserDice returns the points of n damage dice on eclipser i, each a
// d6 less its own advanced screen level, on its own grid.
func (c *oddsCtx) eclipserDice(i, n int) *grid {
	e := &c.ecl[i]
	return c.cached(fmt.Sprint("eclipser dice ", i, " ", n), func() grid {
		if n == 0 {
			return point0(e.w, e.cap)
		}
		one := c.cached(fmt.Sprint("eclipser die ", i), func() grid {
			return dieGrid(e.die, e.w, e.cap, c.ord)
		})
		return c.m.convSparse(c.eclipserDice(i, n-1), one)
	})
}

// convSparse is conv for grids with few cells in use, such as one die's:
// it visits only the cells that hold probability.
func (mt *meter) convSparse(x, y *grid) grid {
	type cell struct {
		a, m int
		v    *big.Int
	}
	var ys []cell
	for a := range y.w {
		for m := range y.cap {
			if v := y.at(a, m); v.Sign() != 0 {
				ys = append(ys, cell{a, m, v})
			}
		}
	}
	g := newGrid(x.w, x.cap)
	g.n = x.n + y.n
	var t big.Int
	for a1 := range x.w {
		for m1 := range x.cap {
			cx := x.at(a1, m1)
			if cx.Sign() == 0 {
				continue
			}
			mt.spend(float64(len(ys)) * float64(1+cx.BitLen()/64))
			for _, cy := range ys {
				if m1+cy.m >= g.cap {
					continue
				}
				to := g.at(min(a1+cy.a, g.w-1), m1+cy.m)
				to.Add(to, t.Mul(cx, cy.v))
			}
		}
	}
	g.tail = tailOr(&x.tail, &y.tail)
	return g
}

// overkillOf returns the overkill of n damage dice on eclipser i as normal
// points on the target's grid, with its exact mean. A cell of the eclipser's
// grid with a points on its outer armour and m in all passes on
// max(0, m-a-rest) points, which land on the target's armour first.
func (c *oddsCtx) overkillOf(i, n int) (*grid, *big.Rat) {
	e := &c.ecl[i]
	eg := c.eclipserDice(i, n)
	g := c.cached(fmt.Sprint("overkill ", i, " ", n), func() grid {
		out := newGrid(c.w, c.cap)
		out.n = eg.n + e.w - 1 + e.rest
		var t big.Int
		for a := range eg.w {
			for m := range eg.cap {
				v := eg.at(a, m)
				if v.Sign() == 0 {
					continue
				}
				x := max(0, m-a-e.rest)
				if x >= c.cap {
					continue // "cap or more": left unlisted
				}
				to := out.at(min(x, c.w-1), x)
				to.Add(to, mulSix(&t, v, out.n-eg.n-m+x))
			}
		}
		return out
	})
	if e.mean[n] == nil {
		var sum rat6
		for a := range eg.w {
			for m := range eg.cap {
				if x := max(0, m-a-e.rest); x > 0 && eg.at(a, m).Sign() != 0 {
					var term rat6
					term.num.Mul(eg.at(a, m), big.NewInt(int64(x)))
					term.exp = m + eg.n
					sum.add(&term)
				}
			}
		}
		e.mean[n] = sum.rat()
	}
	return g, e.mean[n]
}

// diceKey is the damage dice of one combination of missile hits: the
// target's own, then each eclipser's (up to three).
type diceKey [4]int

// keyWeight is a diceKey with its probability at a level.
type keyWeight struct {
	key diceKey
	w   rat6
}

// hitKind is one kind of missile whose hits are split between the
// eclipsers and the target: the distribution of its hits (one row, 0 to
// most listed), and the damage dice each hit rolls.
type hitKind struct {
	hits *grid
	most int
	dice int
}

// missileKeys returns the probability of each combination of damage dice
// the raid's heavy, advanced heavy and salvo hits give at a level (the 2015
// procedure), each kind split between the eclipsers and the target as
// Resolve splits it.
func (c *oddsCtx) missileKeys(pdl int) []keyWeight {
	p := c.p
	r := p.raid
	heavyKind := func(band Band, n int) hitKind {
		return hitKind{c.cached(fmt.Sprint("heavy hits ", band, " ", n), func() grid {
			one := dieGrid(&heavyDice[band], 1, n+1, allNormal)
			return c.m.pow(&one, n)
		}), n, max(0, heavyMissileDice-heavyLostDice[band])}
	}
	sb := BandOf(max(0, pdl-r.Salvos+1))
	maxS := p.salvoMaxHits(r.Salvos)
	return c.splitKeys([]hitKind{heavyKind(BandOf(pdl), r.Heavy), heavyKind(BandOf(pdl).Lower(1), r.AdvancedHeavy),
		{c.cached(fmt.Sprint("salvo hits ", sb, " ", r.Salvos), func() grid {
			one := dieGrid(p.salvoDie(sb), 1, maxS+1, allNormal)
			return c.m.pow(&one, r.Salvos)
		}), maxS, 1}})
}

// splitKeys returns the probability of each combination of damage dice that
// independent kinds of missile hits give, each kind's hits split between
// the eclipsers and the target as Resolve splits them.
func (c *oddsCtx) splitKeys(kinds []hitKind) []keyWeight {
	p := c.p
	start := one6()
	acc := map[diceKey]*rat6{{}: &start}
	var buf [4]int
	for _, kd := range kinds {
		next := map[diceKey]*rat6{}
		for key, w := range acc {
			for h := 0; h <= kd.most; h++ {
				ph := kd.hits.p(0, h)
				if ph.num.Sign() == 0 {
					continue
				}
				ts, left := p.eclipseTakes(h, buf[:0])
				nk := key
				nk[0] += left * kd.dice
				for i, t := range ts {
					nk[i+1] += t * kd.dice
				}
				var pw rat6
				pw.num.Mul(&w.num, &ph.num)
				pw.exp = w.exp + ph.exp
				if old, ok := next[nk]; ok {
					old.add(&pw)
				} else {
					next[nk] = &pw
				}
			}
		}
		acc = next
	}
	out := make([]keyWeight, 0, len(acc))
	for key, w := range acc {
		out = append(out, keyWeight{key, *w})
	}
	slices.SortFunc(out, func(a, b keyWeight) int { return slices.Compare(a.key[:], b.key[:]) })
	return out
}

// eclipsedMissiles returns the target's damage from the raid's missiles at a
// level, its share of the hits and every eclipser's overkill together, with
// the exact mean; with own unset, the overkill alone (the part of the odds
// that lists it).
func (c *oddsCtx) eclipsedMissiles(pdl int, own bool) (*grid, *big.Rat) {
	return c.eclipsedMissilesOf(c.missileKeys(pdl), own)
}

// eclipsedMissilesOf returns the target's damage from missiles whose damage
// dice are split as keys gives them: its own dice and every eclipser's
// overkill together, with the exact mean; with own unset, the overkill
// alone.
func (c *oddsCtx) eclipsedMissilesOf(keys []keyWeight, own bool) (*grid, *big.Rat) {
	adv := c.p.advancedLevel()
	per := damageDice[adv].Mean()
	terms := make([]weighted, 0, len(keys))
	mean := new(big.Rat)
	for _, kw := range keys {
		key := kw.key
		if !own {
			key[0] = 0
		}
		g := c.cached(fmt.Sprint("eclipsed missiles ", key), func() grid {
			acc := *c.cached(fmt.Sprint("missile dice ", key[0]), func() grid { return c.m.pow(c.damage(adv, c.ord), key[0]) })
			for i := range c.ecl {
				if e := &c.ecl[i]; overkill(&e.ship, e.most(key[i+1])) > 0 {
					okg, _ := c.overkillOf(i, key[i+1])
					acc = c.m.conv(&acc, okg)
				}
			}
			return acc
		})
		m := ratMul(ratInt(key[0]), per)
		for i := range c.ecl {
			if e := &c.ecl[i]; overkill(&e.ship, e.most(key[i+1])) > 0 {
				_, om := c.overkillOf(i, key[i+1])
				m.Add(m, om)
			}
		}
		terms = append(terms, weighted{kw.w, g})
		mean.Add(mean, ratMul(kw.w.rat(), m))
	}
	g := mix(c.w, c.cap, terms)
	return &g, mean
}
