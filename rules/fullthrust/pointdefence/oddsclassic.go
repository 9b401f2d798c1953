package pointdefence

import (
	"fmt"
	"math/big"

	"github.com/broadside/broadside/dice"
	"github.com/broadside/broadside/prob"
)

// This file computes the exact odds of a raid under the classic procedure.
// The allocation is fixed before any die is rolled, so every attacker's fate
// (the point defence on it, then its own attack) is independent of every
// other's: the raid's damage is the convolution of the attackers' damage.

// scatterDice are the kills of a scattergun, indexed by
// [FighterType.scatterRow]: 1D6, 1D3 (a d6 halved, rounded up) against heavy
// fighters (A7), 1D6+1 against light fighters (Continuum §8.15, Light; W118).
var scatterDice = [3]dice.Die{
	d6("scattergun", [6]int{1, 2, 3, 4, 5, 6}, false, nil),
	d6("scattergun vs heavy", [6]int{1, 1, 2, 2, 3, 3}, false, nil),
	d6("scattergun vs light", [6]int{2, 3, 4, 5, 6, 7}, false, nil),
}

// scatterRow returns the row of scatterDice for fire at fighters of the
// type: 1 heavy, 2 light, 0 otherwise.
func (t FighterType) scatterRow() int {
	switch t {
	case Heavy:
		return 1
	case Light:
		return 2
	}
	return 0
}

// targetMod returns the fighters' own modifier of the dice at threat t and
// its scattergun row: those of its group's type for a fighter group, 0 and
// 0 for missiles and bolts.
func (p *raidPlan) targetMod(t threat) (mod, row int) {
	if t.kind != threatGroup {
		return 0, 0
	}
	typ := p.raid.Groups[t.index].Type
	return typ.defenceMod(), typ.scatterRow()
}

// kills returns the kills the systems on threat ti score, listed below top
// (the rest is "top or more").
func (c *oddsCtx) kills(ti, top int) grid {
	cp := c.p.classic
	t := cp.threats[ti]
	mod, row := c.p.targetMod(t)
	acc := point0(1, top)
	for _, u := range t.units {
		un := cp.units[u]
		if un.lent && c.lentFixed && t.kind != threatHeavy {
			continue // conditioned on: the certain lentKills below
		}
		var g grid
		switch {
		case un.kind == unitScattergun && t.kind == threatHeavy:
			g = certain(1, top)
		case un.kind == unitScattergun && t.kind != threatPlasma:
			g = dieGrid(&scatterDice[row], 1, top, allNormal)
		default:
			die, n := killDie(un, t, mod)
			one := dieGrid(die, 1, top, allNormal)
			g = c.m.pow(&one, n)
		}
		acc = c.m.conv(&acc, &g)
	}
	if c.lentFixed && t.kind != threatHeavy {
		g := certain(c.lentKills, top)
		acc = c.m.conv(&acc, &g)
	}
	return acc
}

// certain returns the certain value v, listed below top (nothing is listed
// when v >= top).
func certain(v, top int) grid {
	g := newGrid(1, top)
	if v < top {
		// P(v) = 1 = 6^v / 6^(v+0).
		g.c[v].Set(sixTo(v))
	}
	return g
}

// classic computes the classic odds of the context's raid.
func (c *oddsCtx) classic(full bool) RaidOdds {
	p := c.p
	cp := p.classic
	r := p.raid
	var gs []*grid
	mean := new(big.Rat)
	var heavyParts, salvoParts []*grid
	heavyMean, salvoMean := new(big.Rat), new(big.Rat)
	var parts []PartOdds
	var heavyHit, salvoHits []rat6
	eclipsed := len(p.eclipsers) > 0 // the missiles' hits are then pooled and split (classiceclipse.go)
	if eclipsed {
		c.planOverkill()
	}
	for ti, t := range cp.threats {
		var g *grid
		var m *big.Rat
		var hit []rat6
		if n := cp.lentRolls(&cp.threats[ti]); n > 0 {
			g, m, hit = c.threatOddsLent(ti, n)
		} else {
			g, m, hit = c.threatOdds(ti)
		}
		switch t.kind {
		case threatHeavy:
			heavyHit = append(heavyHit, hit...)
		case threatSalvo:
			salvoHits = append(salvoHits, hit...)
		}
		if g == nil { // a missile on an eclipsed ship: classicMissiles rolls its damage
			continue
		}
		gs = append(gs, g)
		mean.Add(mean, m)
		switch t.kind {
		case threatHeavy:
			heavyParts = append(heavyParts, g)
			heavyMean.Add(heavyMean, m)
		case threatSalvo:
			salvoParts = append(salvoParts, g)
			salvoMean.Add(salvoMean, m)
		default:
			if full {
				parts = append(parts, PartOdds{Label: t.label, Damage: g.toDist(true), Mean: m})
			}
		}
	}
	// The counts of heavy and of salvo missile hits, by missileKind, built
	// once for the split and for the lists.
	nh, ns := len(heavyHit)/2, len(salvoHits)/(salvoMissiles+1)
	var counts [missileKinds]grid
	if eclipsed || full {
		counts = [missileKinds]grid{c.m.countGrid(heavyHit, 1), c.m.countGrid(salvoHits, salvoMissiles)}
	}
	var ep missileParts
	if eclipsed {
		g, m, parts := c.classicMissiles(&counts[kindHeavy], &counts[kindSalvo], nh, ns, full)
		gs = append(gs, g)
		mean.Add(mean, m)
		ep = parts
	}
	all := c.convAll(gs)
	losses, lossMean := c.lossesClassic()
	out := RaidOdds{Total: c.total(all, mean, lossMean)}
	if !full {
		return out
	}
	out.Losses = losses
	out.PDL = prob.Point(0)
	out.HeavyHits = countDist(&counts[kindHeavy], nh)
	out.MissileHits = countDist(&counts[kindSalvo], ns)
	if eclipsed { // the target's shares of the pooled missiles, in the usual order, then any overkill
		out.Parts = append(append(append(append(out.Parts, ep.heavy...), parts...), ep.salvo...), ep.overkill...)
		return out
	}
	if len(heavyParts) > 0 {
		g := c.convAll(heavyParts)
		out.Parts = append(out.Parts, PartOdds{Label: fmt.Sprintf("heavy missile ×%d", len(heavyParts)), Damage: g.toDist(true), Mean: heavyMean})
	}
	out.Parts = append(out.Parts, parts...)
	if len(salvoParts) > 0 {
		g := c.convAll(salvoParts)
		out.Parts = append(out.Parts, PartOdds{Label: fmt.Sprintf("salvo missiles ×%d", r.Salvos), Damage: g.toDist(true), Mean: salvoMean})
	}
	return out
}

// countDist returns the distribution of a count of hits of n missiles or
// salvos whose grid countGrid built: the certain 0 when n is 0.
func countDist(g *grid, n int) prob.Dist {
	if n == 0 {
		return prob.Point(0)
	}
	return g.toDist(false)
}

// fromRats returns the grid of a value v with probability ps[v].
func fromRats(ps []rat6, cap int) grid {
	g := newGrid(1, cap)
	for _, r := range ps {
		g.n = max(g.n, r.exp)
	}
	for v, r := range ps {
		if v < cap && r.num.Sign() != 0 {
			mulSix(&g.c[v], &r.num, g.n-r.exp+v)
		}
	}
	return g
}

// threatOdds returns the damage one threat does, its exact mean and, for a
// missile, the probabilities of its hits (a heavy missile: 0 or 1; a salvo:
// 0 to 6 missiles). On an eclipsed ship a missile's damage and mean are nil:
// classicMissiles splits its hits and rolls their damage.
func (c *oddsCtx) threatOdds(ti int) (*grid, *big.Rat, []rat6) {
	p := c.p
	t := p.classic.threats[ti]
	adv := p.advancedLevel()
	switch t.kind {
	case threatHeavy:
		k := c.kills(ti, 1)
		surv := k.p(0, 0)
		one := one6()
		dead := sub(&one, &surv)
		if len(p.eclipsers) > 0 {
			return nil, nil, []rat6{dead, surv}
		}
		mean := ratMul(ratMul(surv.rat(), ratInt(heavyMissileDice)), damageDice[adv].Mean())
		g := c.cached(fmt.Sprint("cheavy", ti), func() grid {
			zero := point0(c.w, c.cap)
			hit := c.m.pow(c.damage(adv, c.ord), heavyMissileDice)
			return mix(c.w, c.cap, []weighted{{dead, &zero}, {surv, &hit}})
		})
		return g, mean, []rat6{dead, surv}
	case threatPlasma:
		class := p.raid.Plasma[t.index].Class
		k := c.kills(ti, class)
		mean := new(big.Rat)
		terms := []weighted{}
		listed := k.listed()
		one := one6()
		spent := sub(&one, &listed)
		zero := point0(c.w, c.cap)
		terms = append(terms, weighted{spent, &zero})
		for r := range class {
			w := k.p(0, r)
			g := c.m.pow(c.damage(p.screen, allNormal), class-r)
			terms = append(terms, weighted{w, &g})
			mean.Add(mean, ratMul(w.rat(), ratMul(ratInt(class-r), damageDice[p.screen].Mean())))
		}
		g := mix(c.w, c.cap, terms)
		return &g, mean, nil
	case threatSalvo:
		return c.salvoOdds(ti, adv)
	}
	return c.groupOdds(ti, adv)
}

// salvoOdds is a classic salvo: the lock-on die (1-6 missiles, at +1 per
// eclipser and at most six) less the kills (with those of intercepting
// fighters, Raid.SalvoKills), each hit a d6 less the advanced screen level.
// On an eclipsed ship it returns the hits alone, as threatOdds does.
func (c *oddsCtx) salvoOdds(ti, adv int) (*grid, *big.Rat, []rat6) {
	k := c.kills(ti, salvoMissiles)
	pre := c.p.salvoKills(c.p.classic.threats[ti].index) // shot down in space
	hits := make([]rat6, salvoMissiles+1)
	var some rat6
	for h := 1; h <= salvoMissiles; h++ {
		for kk := 0; h+kk+pre <= salvoMissiles; kk++ {
			faces := c.p.lockFaces(h + kk + pre)
			if faces == 0 {
				continue
			}
			w := k.p(0, kk)
			w.exp++
			w.num.Mul(&w.num, big.NewInt(int64(faces)))
			hits[h].add(&w)
		}
		some.add(&hits[h])
	}
	one := one6()
	hits[0] = sub(&one, &some)
	if len(c.p.eclipsers) > 0 {
		return nil, nil, hits
	}
	mean := new(big.Rat)
	terms := make([]weighted, 0, len(hits))
	acc := point0(c.w, c.cap)
	dmg := c.damage(adv, c.ord)
	for h := range hits {
		g := acc
		terms = append(terms, weighted{hits[h], &g})
		mean.Add(mean, ratMul(hits[h].rat(), ratInt(h)))
		acc = c.m.conv(&acc, dmg)
	}
	mean.Mul(mean, damageDice[adv].Mean())
	g := mix(c.w, c.cap, terms)
	return &g, mean, hits
}

// groupOdds is a classic fighter group: the point defence kills some, the
// survivors each roll the group's attack die (a torpedo fighter's hit then
// rolls a d6 less the advanced screen level). A group a screening group
// engaged does no damage.
func (c *oddsCtx) groupOdds(ti, adv int) (*grid, *big.Rat, []rat6) {
	p := c.p
	t := p.classic.threats[ti]
	grp := p.raid.Groups[t.index]
	if t.engaged >= 0 {
		return c.convAll(nil), new(big.Rat), nil
	}
	s := grp.Strength
	k := c.kills(ti, s)
	die := &p.classic.attack[t.index]
	var one *grid
	var per *big.Rat
	if grp.Type == Torpedo && !c.opt.TorpedoDamageRoll {
		one = c.cached(fmt.Sprintf("ctorpdie %d", t.index), func() grid { return dieGrid(die, c.w, c.cap, c.ord) })
		per = die.Mean()
	} else if grp.Type == Torpedo {
		one = c.cached("ctorp", func() grid {
			zero := point0(c.w, c.cap)
			return mix(c.w, c.cap, []weighted{{sixths(3), &zero}, {sixths(3), c.damage(adv, c.ord)}})
		})
		per = ratMul(big.NewRat(1, 2), damageDice[adv].Mean())
	} else {
		split := c.beamSplit()
		one = c.cached(fmt.Sprintf("cdie %d", t.index), func() grid { return dieGrid(die, c.w, c.cap, split) })
		per = die.Mean()
	}
	listed := k.listed()
	all := one6()
	wiped := sub(&all, &listed)
	zero := point0(c.w, c.cap)
	terms := []weighted{{wiped, &zero}}
	surv := new(big.Rat)
	for kk := range s {
		w := k.p(0, kk)
		g := c.m.pow(one, s-kk)
		terms = append(terms, weighted{w, &g})
		surv.Add(surv, ratMul(w.rat(), ratInt(s-kk)))
	}
	g := mix(c.w, c.cap, terms)
	return &g, ratMul(surv, per), nil
}

// beamSplit puts a classic fighter's first throw on armour and its re-rolls
// past it, unless Options.NonPenetratingRerolls.
func (c *oddsCtx) beamSplit() splitter {
	if c.opt.NonPenetratingRerolls {
		return allNormal
	}
	return func(wave, points int) int {
		if wave == 0 {
			return points
		}
		return 0
	}
}

// lossesClassic returns the fighters lost per type: point-defence kills, or
// for a group engaged by screening fighters its dogfight losses, and the
// D6s of the plasma blasts that catch the group, each group's capped at its
// strength.
func (c *oddsCtx) lossesClassic() ([]LossOdds, *big.Rat) {
	p := c.p
	total := new(big.Rat)
	var out []LossOdds
	for _, t := range p.types {
		st := t.fighters
		acc := point0(1, st+1)
		for _, g := range t.groups {
			loss := c.groupLoss(g, st+1)
			acc = c.m.conv(&acc, &loss)
		}
		d := acc.toDist(false)
		m := distMean(d)
		total.Add(total, m)
		out = append(out, LossOdds{Type: t.typ, Fighters: st, Lost: d, Mean: m})
	}
	return out, total
}

// groupLoss returns a group's losses, min(kills + blast losses, strength),
// listed below top.
func (c *oddsCtx) groupLoss(g, top int) grid {
	p := c.p
	cp := p.classic
	grp := p.raid.Groups[g]
	s := grp.Strength
	var k grid
	ti := -1
	for i, t := range cp.threats {
		if t.kind == threatGroup && t.index == g {
			ti = i
		}
	}
	if sg := cp.threats[ti].engaged; sg >= 0 {
		scr := cp.screen[sg]
		one := dieGrid(modDie(&pdsDie, dogfightMod(scr.Type, grp.Type)), 1, s, allNormal)
		k = c.m.pow(&one, scr.Strength)
	} else {
		k = c.kills(ti, s)
	}
	if n := p.blastDice(g); n > 0 {
		one := dieGrid(&damageDice[0], 1, s, allNormal)
		b := c.m.pow(&one, n)
		k = c.m.conv(&k, &b)
	}
	// min(kills, s): everything not listed below s is exactly s.
	out := newGrid(1, top)
	out.n = k.n
	for v := range s {
		out.c[v].Set(k.at(0, v))
	}
	listed := k.listed()
	one := one6()
	rest := sub(&one, &listed)
	at := fromRats(append(make([]rat6, s), rest), top)
	if rest.num.Sign() != 0 {
		e := max(out.n, at.n)
		for v := range out.c {
			mulSix(&out.c[v], &out.c[v], e-out.n)
			mulSix(&at.c[v], &at.c[v], e-at.n)
			out.c[v].Add(&out.c[v], &at.c[v])
		}
		out.n = e
	}
	return out
}
