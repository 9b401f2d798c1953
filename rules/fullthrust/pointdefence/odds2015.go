package pointdefence

import (
	"fmt"
	"math/big"
	"slices"

	"github.com/broadside/broadside/dice"
)

// This file computes the exact odds of a raid under the 2015 procedure. The
// point defence level is the only thing every attacker shares: given the
// level, every attacker's dice are independent. So the level's distribution
// is split into classes of levels that read alike in every table (at most a
// couple of dozen, since every table stops changing at 16), each class's
// damage is the convolution of its attackers' damage, and the result is the
// mixture of the classes. Levels from the saturating level up form one class
// whose probability is exactly one less the rest, so nothing is truncated.

// pdlClass is a run of point defence levels that every table reads alike.
type pdlClass struct {
	lo  int  // lowest level of the class
	w   rat6 // its probability
	sig []int
}

// signature returns what a level means to the raid: the bands of the heavy
// missiles, advanced heavy missiles and salvos, whether casualties are
// rolled, and the die of each attack run.
func (c *oddsCtx) signature(pdl int) []int {
	p := c.p
	r := p.raid
	sig := []int{int(BandOf(pdl)), int(BandOf(pdl).Lower(1)), int(BandOf(max(0, pdl-r.Salvos+1))), b2i(pdl > 0)}
	runs := p.strikesAt(pdl)
	for i := range runs {
		sig = append(sig, c.runKey(&runs[i], pdl))
	}
	return sig
}

// runKey identifies the die an attack run rolls at a level.
func (c *oddsCtx) runKey(sp *strikePlan, pdl int) int {
	die, band, rb := c.p.attackDie(sp, pdl, c.opt)
	if die == &kineticDice[band] {
		return 100 + int(band)
	}
	return int(band)*NumBands + int(rb)
}

// classes splits the level into classes; the last holds every level from
// top up.
func (c *oddsCtx) classes(pdl *grid, top int) []pdlClass {
	var out []pdlClass
	listed := pdl.listed()
	for v := 0; v <= top; v++ {
		var w rat6
		if v < top {
			w = pdl.p(0, v)
		} else {
			one := one6()
			w = sub(&one, &listed)
		}
		sig := c.signature(v)
		if n := len(out); n > 0 && slices.Equal(out[n-1].sig, sig) {
			out[n-1].w.add(&w)
			continue
		}
		out = append(out, pdlClass{lo: v, w: w, sig: sig})
	}
	return out
}

// new2015 computes the 2015 odds of the context's raid.
func (c *oddsCtx) new2015(full bool) RaidOdds {
	p := c.p
	r := p.raid
	c.planOverkill()
	b1, pds := p.pdlCounts()
	top := saturatingPDL + max(0, r.Salvos-1)
	pdl := c.m.pdlGrid(b1, pds, top)
	classes := c.classes(&pdl, top)

	terms := make([]weighted, len(classes))
	mean := new(big.Rat)
	for k := range classes {
		cl := &classes[k]
		g, m := c.classTotal(cl.lo)
		terms[k] = weighted{w: cl.w, g: g}
		mean.Add(mean, ratMul(cl.w.rat(), m))
	}
	all := mix(c.w, c.cap, terms)
	losses, lossMean := c.losses2015(&pdl)
	out := RaidOdds{Total: c.total(&all, mean, lossMean)}
	if !full {
		return out
	}
	out.Losses = losses
	out.PDL = pdlDist(b1, pds, pdlListTail)
	for _, part := range c.parts2015() {
		pt := make([]weighted, len(classes))
		pm := new(big.Rat)
		for k := range classes {
			g, m := part.at(classes[k].lo)
			pt[k] = weighted{w: classes[k].w, g: g}
			pm.Add(pm, ratMul(classes[k].w.rat(), m))
		}
		g := mix(c.w, c.cap, pt)
		out.Parts = append(out.Parts, PartOdds{Label: part.label, Damage: g.toDist(true), Mean: pm})
	}
	out.HeavyHits = c.countOdds(classes, r.Heavy+r.AdvancedHeavy, func(pdl int) *grid { return c.heavyHits(pdl) })
	out.MissileHits = c.countOdds(classes, p.salvoMaxHits(r.Salvos), func(pdl int) *grid {
		if len(r.SalvoKills) > 0 {
			return c.salvoHitsGrid(BandOf(max(0, pdl-r.Salvos+1)), p.salvoMaxHits(r.Salvos))
		}
		return c.cached(fmt.Sprint("mh", pdl), func() grid {
			one := dieGrid(p.salvoDie(BandOf(max(0, pdl-r.Salvos+1))), 1, p.salvoMaxHits(r.Salvos)+1, allNormal)
			return c.m.pow(&one, r.Salvos)
		})
	})
	return out
}

// part is one attacker's damage as a function of the level.
type part struct {
	label string
	at    func(pdl int) (*grid, *big.Rat)
}

// parts2015 lists the raid's attackers.
func (c *oddsCtx) parts2015() []part {
	p := c.p
	r := p.raid
	var parts []part
	if r.Heavy > 0 {
		parts = append(parts, part{fmt.Sprintf("heavy missile ×%d", r.Heavy), func(pdl int) (*grid, *big.Rat) { return c.heavy(BandOf(pdl), r.Heavy) }})
	}
	if r.AdvancedHeavy > 0 {
		parts = append(parts, part{fmt.Sprintf("advanced heavy missile ×%d", r.AdvancedHeavy), func(pdl int) (*grid, *big.Rat) {
			return c.heavy(BandOf(pdl).Lower(1), r.AdvancedHeavy)
		}})
	}
	for k, b := range r.Plasma {
		parts = append(parts, part{fmt.Sprintf("plasma bolt %d (class %d)", k+1, b.Class), func(pdl int) (*grid, *big.Rat) { return c.plasma(BandOf(pdl), b.Class) }})
	}
	if p.runAt != nil {
		parts = append(parts, part{"fighter groups, assistance re-planned at each level", func(pdl int) (*grid, *big.Rat) {
			return c.fighterTotal(p.strikesAt(pdl), pdl)
		}})
	}
	for i := range p.runs[0] {
		if p.runAt != nil {
			break
		}
		sp := &p.runs[0][i]
		parts = append(parts, part{sp.title, func(pdl int) (*grid, *big.Rat) {
			die, _, _ := p.attackDie(sp, pdl, c.opt)
			return c.run(die, sp.dice, sp.typ == Torpedo)
		}})
	}
	if r.Salvos > 0 {
		parts = append(parts, part{fmt.Sprintf("salvo missiles ×%d", r.Salvos), func(pdl int) (*grid, *big.Rat) {
			return c.salvos(BandOf(max(0, pdl-r.Salvos+1)), r.Salvos)
		}})
	}
	if c.ecl != nil {
		parts = append(parts, part{"overkill of destroyed eclipsers", func(pdl int) (*grid, *big.Rat) {
			return c.eclipsedMissiles(pdl, false)
		}})
	}
	return parts
}

// classTotal returns the grid and the exact mean of every point the raid
// scores at a level. Attack runs that roll the same die are summed as one
// pool of dice. When an eclipser can be destroyed, the missiles are taken
// together with the overkill they pass on (eclipsedMissiles).
func (c *oddsCtx) classTotal(pdl int) (*grid, *big.Rat) {
	p := c.p
	r := p.raid
	var gs []*grid
	mean := new(big.Rat)
	add := func(g *grid, m *big.Rat) {
		gs = append(gs, g)
		mean.Add(mean, m)
	}
	missiles := c.ecl == nil
	if r.Heavy > 0 && missiles {
		add(c.heavy(BandOf(pdl), r.Heavy))
	}
	if r.AdvancedHeavy > 0 && missiles {
		add(c.heavy(BandOf(pdl).Lower(1), r.AdvancedHeavy))
	}
	for _, b := range r.Plasma {
		add(c.plasma(BandOf(pdl), b.Class))
	}
	if runs := p.strikesAt(pdl); len(runs) > 0 {
		add(c.fighterTotal(runs, pdl))
	}
	if r.Salvos > 0 && missiles {
		add(c.salvos(BandOf(max(0, pdl-r.Salvos+1)), r.Salvos))
	}
	if !missiles {
		add(c.eclipsedMissiles(pdl, true))
	}
	return c.convAll(gs), mean
}

// convAll returns the sum of independent grids, cached by their identity.
// The grids a key names are kept alive with the context (pinned): a grid
// that is not in the cache, such as eclipsedMissiles's, could otherwise be
// collected during the computation and its address taken by another grid,
// whose sum would then be read from the stale entry.
func (c *oddsCtx) convAll(gs []*grid) *grid {
	if len(gs) == 0 {
		return c.cached("zero", func() grid { return point0(c.w, c.cap) })
	}
	key := "sum"
	for _, g := range gs {
		key += fmt.Sprintf(" %p", g)
	}
	return c.cached(key, func() grid {
		c.pinned = append(c.pinned, gs...)
		acc := *gs[0]
		for _, g := range gs[1:] {
			acc = c.m.conv(&acc, g)
		}
		return acc
	})
}

// cached returns the grid stored under key, computing it once.
func (c *oddsCtx) cached(key string, f func() grid) *grid {
	if g, ok := c.cache[key]; ok {
		return g
	}
	g := f()
	c.cache[key] = &g
	return &g
}

// damage returns the grid of one damage die, a d6 less k, with ordnance's
// split between armour and the rest.
func (c *oddsCtx) damage(k int, split splitter) *grid {
	return c.cached(fmt.Sprintf("d%d %p", k, split), func() grid { return dieGrid(&damageDice[k], c.w, c.cap, split) })
}

// heavy returns n heavy missiles on a band: each hits on the band's score
// and then rolls 3D6 less the dice the band takes off, each less the
// advanced screen level.
func (c *oddsCtx) heavy(band Band, n int) (*grid, *big.Rat) {
	hit := 7 - heavyToHit[band]
	k := heavyMissileDice - heavyLostDice[band]
	adv := c.p.advancedLevel()
	mean := ratMul(big.NewRat(int64(n*hit*max(k, 0)), 6), damageDice[adv].Mean())
	if len(c.p.eclipsers) == 0 || k <= 0 || hit == 0 {
		return c.oneOf("heavy", band, n, hit, k, adv, c.ord), mean
	}
	var meanKept *big.Rat
	g := c.cached(fmt.Sprint("heavy eclipsed", band, n), func() grid {
		one := dieGrid(&heavyDice[band], 1, n+1, allNormal)
		hits := c.m.pow(&one, n)
		per := c.m.pow(c.damage(adv, c.ord), k)
		g, m := c.splitHitsGrid(&hits, n, &per)
		meanKept = m
		return g
	})
	if meanKept == nil {
		meanKept = c.keptMean(&heavyDice[band], n, n)
	}
	return g, ratMul(ratMul(meanKept, ratInt(k)), damageDice[adv].Mean())
}

// plasma returns a plasma bolt of a class on a band: the heavy missile's
// chance to hit, then class dice less the band's, each less the screen level.
func (c *oddsCtx) plasma(band Band, class int) (*grid, *big.Rat) {
	hit := 7 - heavyToHit[band]
	k := class - heavyLostDice[band]
	mean := ratMul(big.NewRat(int64(hit*max(k, 0)), 6), damageDice[c.p.screen].Mean())
	return c.oneOf("plasma", band, 1, hit, k, c.p.screen, allNormal), mean
}

// oneOf returns n weapons that each hit with probability hit/6 and then roll
// k damage dice of a d6 less less.
func (c *oddsCtx) oneOf(what string, band Band, n, hit, k, less int, split splitter) *grid {
	return c.cached(fmt.Sprint(what, band, n, k), func() grid {
		var single grid
		if k <= 0 || hit == 0 {
			single = point0(c.w, c.cap)
		} else {
			dmg := c.damage(less, split)
			pk := c.m.pow(dmg, k)
			zero := point0(c.w, c.cap)
			single = mix(c.w, c.cap, []weighted{{sixths(6 - hit), &zero}, {sixths(hit), &pk}})
		}
		return c.m.pow(&single, n)
	})
}

// salvoKills returns the missiles intercepting fighters shot down from the
// raid's salvo i (Raid.SalvoKills), 0 when none are listed.
func (p *raidPlan) salvoKills(i int) int {
	if i < len(p.raid.SalvoKills) {
		return p.raid.SalvoKills[i]
	}
	return 0
}

// salvoSets returns how many of the raid's salvos had each number of
// missiles, 0-5, shot down by intercepting fighters.
func (p *raidPlan) salvoSets() (sets [salvoMissiles]int) {
	for i := range p.raid.Salvos {
		sets[p.salvoKills(i)]++
	}
	return sets
}

// lessDie returns the 2015 salvo die with k taken off every score, never
// below 0: a salvo from which fighters shot k missiles down.
func lessDie(d *dice.Die, k int) *dice.Die {
	if k == 0 {
		return d
	}
	var sc [6]int
	for f := range sc {
		sc[f] = max(d.Faces[f].Score-k, 0)
	}
	out := d6(d.Name, sc, false, nil)
	return &out
}

// salvoHitsGrid returns the distribution of the missile hits of the raid's
// salvos on a band, capped at most: the salvo dice, each less the missiles
// intercepted from its salvo.
func (c *oddsCtx) salvoHitsGrid(band Band, most int) *grid {
	return c.cached(fmt.Sprint("salvo hit count", band, most), func() grid {
		var gs []*grid
		for k, n := range c.p.salvoSets() {
			if n > 0 {
				one := dieGrid(lessDie(c.p.salvoDie(band), k), 1, most+1, allNormal)
				g := c.m.pow(&one, n)
				gs = append(gs, &g)
			}
		}
		acc := *gs[0]
		for _, g := range gs[1:] {
			acc = c.m.conv(&acc, g)
		}
		return acc
	})
}

// salvos returns n salvos on a band: each hits with its die less the band
// (and less the missiles fighters intercepted from it), and each missile
// rolls a d6 less the advanced screen level.
func (c *oddsCtx) salvos(band Band, n int) (*grid, *big.Rat) {
	adv := c.p.advancedLevel()
	die := c.p.salvoDie(band)
	if len(c.p.raid.SalvoKills) > 0 {
		return c.interceptedSalvos(band)
	}
	mean := ratMul(ratMul(ratInt(n), die.Mean()), damageDice[adv].Mean())
	if len(c.p.eclipsers) > 0 {
		maxH := (6 + eclipseLockOn*len(c.p.eclipsers)) * n
		mean = ratMul(c.keptMean(die, n, maxH), damageDice[adv].Mean())
		g := c.cached(fmt.Sprint("salvo eclipsed", band, n), func() grid {
			one := dieGrid(die, 1, maxH+1, allNormal)
			hits := c.m.pow(&one, n)
			g, _ := c.splitHitsGrid(&hits, maxH, c.damage(adv, c.ord))
			return g
		})
		return g, mean
	}
	g := c.cached(fmt.Sprint("salvo", band, n), func() grid {
		single := c.salvoDamage(&salvoDice[band], adv)
		return c.m.pow(&single, n)
	})
	return g, mean
}

// salvoDamage returns the damage of one salvo whose die is die (its score
// the missiles that hit, 0 to 6), each missile a d6 less adv.
func (c *oddsCtx) salvoDamage(die *dice.Die, adv int) grid {
	dmg := c.damage(adv, c.ord)
	terms := make([]weighted, 0, 7)
	acc := point0(c.w, c.cap)
	for h := 0; h <= 6; h++ { // a salvo scores 0 to 6 missile hits
		count := 0
		for _, f := range die.Faces {
			if f.Score == h {
				count++
			}
		}
		if count > 0 {
			g := acc
			terms = append(terms, weighted{sixths(count), &g})
		}
		acc = c.m.conv(&acc, dmg)
	}
	return mix(c.w, c.cap, terms)
}

// interceptedSalvos is salvos for a raid with salvos intercepted in space
// (no eclipser: Odds refuses those): each set of salvos with the same
// missiles shot down rolls its own die.
func (c *oddsCtx) interceptedSalvos(band Band) (*grid, *big.Rat) {
	adv := c.p.advancedLevel()
	mean := new(big.Rat)
	var gs []*grid
	for k, n := range c.p.salvoSets() {
		if n == 0 {
			continue
		}
		die := lessDie(c.p.salvoDie(band), k)
		mean.Add(mean, ratMul(ratMul(ratInt(n), die.Mean()), damageDice[adv].Mean()))
		gs = append(gs, c.cached(fmt.Sprint("salvo less", band, k, n), func() grid {
			single := c.salvoDamage(die, adv)
			return c.m.pow(&single, n)
		}))
	}
	return c.convAll(gs), mean
}

// run returns n dice of an attack run; for torpedo fighters each hit then
// rolls 1D6 less the advanced screen level.
func (c *oddsCtx) run(die *dice.Die, n int, torpedo bool) (*grid, *big.Rat) {
	mean := ratMul(ratInt(n), die.Mean())
	if !torpedo {
		return c.cached(fmt.Sprintf("run %p %d", die, n), func() grid {
			one := c.cached(fmt.Sprintf("die %p", die), func() grid { return dieGrid(die, c.w, c.cap, allNormal) })
			return c.m.pow(one, n)
		}), mean
	}
	adv := c.p.advancedLevel()
	mean.Mul(mean, damageDice[adv].Mean())
	return c.cached(fmt.Sprintf("torpedo %p %d", die, n), func() grid {
		one := c.cached(fmt.Sprintf("torpedo die %p", die), func() grid { return c.torpedoDie(die, adv) })
		return c.m.pow(one, n)
	}), mean
}

// torpedoDie returns one torpedo fighter's damage: its hits, each a d6 less
// adv. When a hit can do nothing (advanced screens), a chain of hits can go
// on without adding points, so hits beyond cap+40 are left as the tail.
func (c *oddsCtx) torpedoDie(die *dice.Die, adv int) grid {
	hcap := c.cap
	if adv > 0 {
		hcap += 40
	}
	hits := dieGrid(die, 1, hcap, allNormal)
	dmg := c.damage(adv, c.ord)
	terms := make([]weighted, 0, hcap)
	acc := point0(c.w, c.cap)
	for h := range hcap {
		g := acc
		terms = append(terms, weighted{hits.p(0, h), &g})
		if h+1 < hcap {
			acc = c.m.conv(&acc, dmg)
		}
	}
	out := mix(c.w, c.cap, terms)
	if adv > 0 {
		one := one6()
		listed := hits.listed()
		out.tail = sub(&one, &listed)
	}
	return out
}

// heavyHits returns the number of heavy missiles that hit at a level.
func (c *oddsCtx) heavyHits(pdl int) *grid {
	r := c.p.raid
	n := r.Heavy + r.AdvancedHeavy
	return c.cached(fmt.Sprint("hh", BandOf(pdl)), func() grid {
		a := dieGrid(&heavyDice[BandOf(pdl)], 1, n+1, allNormal)
		b := dieGrid(&heavyDice[BandOf(pdl).Lower(1)], 1, n+1, allNormal)
		x, y := c.m.pow(&a, r.Heavy), c.m.pow(&b, r.AdvancedHeavy)
		return c.m.conv(&x, &y)
	})
}

// fighterTotal returns the grid and exact mean of the points of attack runs
// at a level. Runs that roll the same die are summed as one pool of dice.
func (c *oddsCtx) fighterTotal(runs []strikePlan, pdl int) (*grid, *big.Rat) {
	type pool struct {
		die     *dice.Die
		torpedo bool
		n       int
	}
	var pools []pool
	for i := range runs {
		sp := &runs[i]
		die, _, _ := c.p.attackDie(sp, pdl, c.opt)
		torp := sp.typ == Torpedo
		k := slices.IndexFunc(pools, func(q pool) bool { return q.die == die && q.torpedo == torp })
		if k < 0 {
			pools = append(pools, pool{die: die, torpedo: torp})
			k = len(pools) - 1
		}
		pools[k].n += sp.dice
	}
	var gs []*grid
	mean := new(big.Rat)
	for _, q := range pools {
		g, m := c.run(q.die, q.n, q.torpedo)
		gs = append(gs, g)
		mean.Add(mean, m)
	}
	return c.convAll(gs), mean
}
