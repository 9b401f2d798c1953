package pointdefence

import (
	"github.com/broadside/broadside/dice"
	"github.com/broadside/broadside/rules/fullthrust"
)

// This file holds the expected values the classic allocation compares. They
// only choose where each system fires, so plain floating point is enough;
// the odds themselves are exact.

// pointsF returns the distribution of one die's points, re-rolls included:
// p[v] for v < top and p[top] for top or more.
func pointsF(d *dice.Die, top int) []float64 {
	chain := []*dice.Die{d}
	for cur := d; cur.Again != nil; cur = cur.Again {
		chain = append(chain, cur.Again)
	}
	loop := chain[len(chain)-1]
	p := make([]float64, top+1)
	sides := float64(loop.Sides)
	for v := range top {
		for _, f := range loop.Faces {
			switch {
			case !f.Reroll && f.Score == v:
				p[v] += 1 / sides
			case f.Reroll && f.Score >= 1 && v-f.Score >= 0:
				p[v] += p[v-f.Score] / sides
			}
		}
	}
	for i := len(chain) - 2; i >= 0; i-- {
		die, next := chain[i], p
		p = make([]float64, top+1)
		sides := float64(die.Sides)
		for _, f := range die.Faces {
			switch {
			case !f.Reroll:
				p[min(max(f.Score, 0), top)] += 1 / sides
			default:
				for v := range top + 1 {
					p[min(max(v+f.Score, 0), top)] += next[v] / sides
				}
			}
		}
	}
	rest := 1.0
	for v := range top {
		rest -= p[v]
	}
	p[top] = max(rest, 0)
	return p
}

// meanF returns the expected points of one die, re-rolls included.
func meanF(d *dice.Die) float64 {
	if d.Again != nil {
		sum, rr := 0.0, 0.0
		for _, f := range d.Faces {
			sum += float64(f.Score)
			if f.Reroll {
				rr++
			}
		}
		return (sum + rr*meanF(d.Again)) / float64(d.Sides)
	}
	sum, rr := 0.0, 0.0
	for _, f := range d.Faces {
		sum += float64(f.Score)
		if f.Reroll {
			rr++
		}
	}
	return sum / (float64(d.Sides) - rr)
}

// convF returns the distribution of the sum of two capped distributions.
func convF(a, b []float64) []float64 {
	top := len(a) - 1
	out := make([]float64, top+1)
	for i, x := range a {
		if x == 0 {
			continue
		}
		for j, y := range b {
			out[min(i+j, top)] += x * y
		}
	}
	return out
}

// killsF returns the distribution of the kills (or successes, or classes
// taken off) the systems on a threat score, capped at top.
func killsF(cp *classicPlan, t *threat, target FighterType, top int) []float64 {
	k := make([]float64, top+1)
	k[0] = 1
	for _, u := range t.units {
		k = addKillsF(k, cp.units[u], t, target, top)
	}
	return k
}

// addKillsF returns k, kills capped at top, with those of unit un on t
// added: killsF's step for one unit.
func addKillsF(k []float64, un unit, t *threat, target FighterType, top int) []float64 {
	if un.kind == unitScattergun && t.kind != threatPlasma {
		sg := make([]float64, top+1)
		if t.kind == threatHeavy {
			sg[min(1, top)] = 1 // any kill destroys the missile
		} else {
			for _, f := range scatterDice[target.scatterRow()].Faces {
				sg[min(f.Score, top)] += 1.0 / 6
			}
		}
		return convF(k, sg)
	}
	die, n := killDie(un, *t, target.defenceMod())
	one := pointsF(die, top)
	for range n {
		k = convF(k, one)
	}
	return k
}

// killsOn returns the fighter type and the top killsF takes for threat t.
func killsOn(p *raidPlan, t *threat) (FighterType, int) {
	switch t.kind {
	case threatHeavy:
		return Standard, 1
	case threatPlasma:
		return Standard, p.raid.Plasma[t.index].Class
	case threatSalvo:
		return Standard, salvoMissiles
	}
	grp := p.raid.Groups[t.index]
	return grp.Type, grp.Strength
}

// expectedThreat returns the damage threat ti is expected to do to the ship
// with the point defence now on it.
func expectedThreat(cp *classicPlan, p *raidPlan, ti int, opt fullthrust.Options) float64 {
	t := &cp.threats[ti]
	target, top := killsOn(p, t)
	return expectedGiven(cp, p, t, killsF(cp, t, target, top), opt)
}

// expectedGiven is expectedThreat with k the distribution of the kills
// (killsF) of the point defence on t.
func expectedGiven(cp *classicPlan, p *raidPlan, t *threat, k []float64, opt fullthrust.Options) float64 {
	r := p.raid
	adv := p.advancedLevel()
	dmg := meanF(&damageDice[adv])
	switch t.kind {
	case threatHeavy:
		return k[0] * heavyMissileDice * dmg
	case threatPlasma:
		c := r.Plasma[t.index].Class
		e := 0.0
		for x, pk := range k {
			e += pk * float64(c-x)
		}
		return e * meanF(&damageDice[p.screen])
	case threatSalvo:
		e := 0.0
		for face := 1; face <= 6; face++ {
			lock := p.classicLock(face) // the missiles on target: the eclipsers' share counts too
			for x, pk := range k {
				e += pk * float64(max(lock-x, 0)) / 6
			}
		}
		return e * dmg
	}
	grp := r.Groups[t.index]
	if t.engaged >= 0 {
		return 0
	}
	surv := 0.0
	for x, pk := range k {
		surv += pk * float64(grp.Strength-x)
	}
	per := meanF(&cp.attack[t.index])
	if grp.Type == Torpedo && opt.TorpedoDamageRoll {
		per *= dmg
	}
	return surv * per
}
