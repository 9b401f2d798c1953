package pointdefence

import (
	"fmt"
	"math/big"

	"github.com/broadside/broadside/dice"
	"github.com/broadside/broadside/rules/fullthrust"
)

// This file brings Eclipsing (ft-advanced-manoeuvres.txt "Eclipsing",
// RULINGS E4 #7) into a strike; classiceclipse.go gives the classic
// procedure's lock-on and pooling. An eclipsing ship in front of an attacked
// ship makes the pair a bigger target for missiles: every salvo's die is
// rolled at +1 per eclipsing ship (eclipseLockOn; in the 2015 procedure
// the salvo die is the count of missiles that hit, which is what the lock-on
// roll was), and then the eclipser takes its BDI share of the missile hits,
// rounded down as the manoeuvre text splits beam damage, salvo and heavy
// missiles alike; the eclipsed ship takes the rest. The eclipser's share is "applied normally", so its
// damage dice are each less the eclipser's own advanced screen level, not
// the eclipsed ship's. Fighters may ignore an eclipse, and an attacker
// always does, so fighter attacks are not split; instead the eclipser may
// turn its PDS on the fighters as if it were their target, which in the
// 2015 procedure means lending them to the eclipsed ship's level without
// needing an ADFC (a Cover). Plasma bolts, being area weapons, are listed in
// the eclipser's own raid when their blast covers it.

// eclipseLockOn is the bonus to a salvo's lock-on die per eclipsing ship in
// front of its target: +1 each, the pair making a bigger target.
const eclipseLockOn = 1

// Eclipsing is one ship eclipsing another for the whole strike, as both
// ordered with "Ec n". The zero value is not a valid eclipse.
type Eclipsing struct {
	Eclipser int // index in Strike.Ships of the ship in front
	Eclipsed int // index in Strike.Ships of the ship it shields
	BDI      int // the eclipser's share of the missile hits, percent 0-100 (see StrikeBDI)
}

// StrikeBDI returns the BDI of an eclipse against missiles (RULINGS E4 #7):
// the eclipser's share of the two ships' hull and armour boxes left, in
// percent rounded down, +10 per thrust factor the two dedicated, -20 per
// clock point between their courses (heading, 0-6), clamped to 0-100. It
// is manoeuvre.Eclipse.BDI for ships whose positions are not modelled.
func StrikeBDI(eclipser, eclipsed fullthrust.Ship, thrust, heading int) int {
	total := eclipser.BoxesLeft() + eclipsed.BoxesLeft()
	if total <= 0 {
		return 0
	}
	return min(100, max(0, 100*eclipser.BoxesLeft()/total+10*thrust-20*heading))
}

// eclipsePlan is an eclipser of a raid's target.
type eclipsePlan struct {
	ship int    // index in Strike.Ships
	name string // the ship's name, for the log
	bdi  int    // its share of the missile hits, percent 0-100
	adv  int    // its own advanced screen level 0-2, taken off each of its damage dice
	// purpose names its damage dice for each missileKind, built once so
	// that a trial does not build the string again
	purpose [missileKinds]string
}

// planEclipses lists the eclipsers of the plan's target and, when there are
// any and withDice is set (the 2015 procedure), builds the salvo dice with their
// lock-on bonus.
func (p *raidPlan) planEclipses(s *Strike, withDice bool) {
	for _, e := range s.Eclipses {
		if e.Eclipsed == p.target {
			ship := s.Ships[e.Eclipser]
			adv, advanced := ship.Screens()
			if !advanced {
				adv = 0
			}
			ep := eclipsePlan{ship: e.Eclipser, name: ship.Name, bdi: e.BDI, adv: adv}
			for k := range ep.purpose {
				ep.purpose[k] = missileKind(k).purpose() + " on " + ship.Name
			}
			p.eclipsers = append(p.eclipsers, ep)
		}
	}
	if len(p.eclipsers) == 0 || !withDice {
		return
	}
	bonus := eclipseLockOn * len(p.eclipsers)
	p.salvoEc = make([]dice.Die, NumBands)
	for b := range NumBands {
		var sc [6]int
		if Band(b) != NumBands-1 { // 16+: no salvo missile hits, whatever the bonus
			for f := range 6 {
				sc[f] = max(f+1+bonus-b, 0)
			}
		}
		p.salvoEc[b] = d6("salvo", sc, false, nil)
	}
}

// salvoDie returns the die of one salvo on a band, with the eclipse bonus.
func (p *raidPlan) salvoDie(b Band) *dice.Die {
	if p.salvoEc != nil {
		return &p.salvoEc[b]
	}
	return &salvoDice[b]
}

// eclipseTakes returns how many of h missile hits each eclipser takes, in
// the order listed, each its BDI share of all h rounded down and never more
// than are left, and how many the target keeps.
func (p *raidPlan) eclipseTakes(h int, takes []int) ([]int, int) {
	takes = takes[:0]
	left := h
	for _, e := range p.eclipsers {
		t := min(left, e.bdi*h/100)
		takes = append(takes, t)
		left -= t
	}
	return takes, left
}

// kept returns the hits the target keeps of h.
func (p *raidPlan) kept(h int) int {
	left := h
	for _, e := range p.eclipsers {
		left -= min(left, e.bdi*h/100)
	}
	return left
}

// eclipsedHits rolls the damage of hits missile hits of a kind, k dice
// each, the eclipsers' shares first (into out.eclipse), each die less that
// eclipser's own advanced screen level, and then the target's, each less
// adv, the target's level. text describes n hits' dice less a level per
// die for the log.
func (rv *resolver) eclipsedHits(p *raidPlan, kind missileKind, hits, k, adv int, out *raidOut, text func(n, adv int) string) {
	step, purpose := kind.step(), kind.purpose()
	if len(p.eclipsers) == 0 {
		rv.damageDice(p, step, hits*k, adv, rv.opt.SAPOrdnance, purpose, out, func() string { return text(hits, adv) })
		return
	}
	var takes [4]int
	ts, left := p.eclipseTakes(hits, takes[:0])
	for i, t := range ts {
		e := p.eclipsers[i]
		if rv.log != nil {
			rv.note(p, step, "eclipse", nil, t, fmt.Sprintf("%s, eclipsing (BDI %d%%), takes %d of the %s", e.name, e.bdi, t, plural(hits, "hit", "hits")))
		}
		if t == 0 {
			continue
		}
		before := out.damage
		out.damage = fullthrust.Damage{}
		rv.damageDice(p, step, t*k, e.adv, rv.opt.SAPOrdnance, e.purpose[kind], out, func() string { return text(t, e.adv) + " on " + e.name })
		out.eclipse[i] = out.eclipse[i].Add(out.damage)
		out.damage = before
	}
	if left > 0 {
		rv.damageDice(p, step, left*k, adv, rv.opt.SAPOrdnance, purpose, out, func() string { return text(left, adv) })
	}
}

// splitHitsGrid returns the target's damage from a count of hits (a grid
// of one row listing 0 to maxH) when each hit it keeps does per, with the
// exact mean number of hits it keeps.
func (c *oddsCtx) splitHitsGrid(hits *grid, maxH int, per *grid) (grid, *big.Rat) {
	terms := make([]weighted, 0, maxH+1)
	acc := []grid{point0(c.w, c.cap)}
	meanKept := new(big.Rat)
	for h := 0; h <= maxH; h++ {
		w := hits.p(0, h)
		if w.num.Sign() == 0 {
			continue
		}
		k := c.p.kept(h)
		for len(acc) <= k {
			acc = append(acc, c.m.conv(&acc[len(acc)-1], per))
		}
		terms = append(terms, weighted{w, &acc[k]})
		meanKept.Add(meanKept, ratMul(w.rat(), ratInt(k)))
	}
	return mix(c.w, c.cap, terms), meanKept
}

// keptMean returns the exact mean number of hits the target keeps of n dice
// of a hit-counting die that scores at most maxH in all.
func (c *oddsCtx) keptMean(die *dice.Die, n, maxH int) *big.Rat {
	one := dieGrid(die, 1, maxH+1, allNormal)
	hits := c.m.pow(&one, n)
	m := new(big.Rat)
	for h := 0; h <= maxH; h++ {
		w := hits.p(0, h)
		m.Add(m, ratMul(w.rat(), ratInt(c.p.kept(h))))
	}
	return m
}
