package pointdefence

import (
	"fmt"
	"strings"

	"github.com/broadside/broadside/dice"
	"github.com/broadside/broadside/rules/fullthrust"
)

// raidClassic resolves one raid by the classic procedure (RULINGS A7): the
// dogfights of the screening groups, then point-defence fire at each
// attacker, then the attacks of what survives, and last the plasma blasts'
// losses among the fighters they catch, which fall on what the point
// defence left (the bolts go off with the attacks). On an eclipsed ship the
// missiles' hits are pooled and split (classiceclipse.go), each kind once,
// right after its last attacker wherever that stands in the threats.
// Effects are collected in out and applied together.
func (rv *resolver) raidClassic(p *raidPlan, out *raidOut) {
	r, cp := p.raid, p.classic
	out.reset(len(r.Groups), len(cp.screen), len(p.eclipsers))
	if rv.log != nil {
		rv.allocationLog(p)
	}
	for sg, g := range cp.engagedBy {
		if g >= 0 {
			rv.dogfight(p, sg, g, out)
		}
	}
	rv.counts = resize(rv.counts, len(cp.threats))
	kills := rv.counts
	for ti := range cp.threats {
		kills[ti] = rv.pointDefence(p, ti, out)
	}
	var pool missilePool // with eclipsers: the missile hits, split when pooled
	last := cp.lastMissiles()
	for ti := range cp.threats {
		t := &cp.threats[ti]
		switch t.kind {
		case threatHeavy:
			rv.classicHeavy(p, t, kills[ti], &pool, out)
		case threatPlasma:
			bolt := r.Plasma[t.index]
			n := max(bolt.Class-kills[ti], 0)
			if n > 0 {
				rv.damageDice(p, StepMissiles, n, p.screen, false, "plasma bolt damage", out, func() string {
					return fmt.Sprintf("%s, class %d after point defence: %s", t.label, n, damageNote(n, p.screen, 0))
				})
			} else if rv.log != nil {
				rv.note(p, StepMissiles, t.label, nil, 0, t.label+" is spent by the point defence")
			}
		case threatGroup:
			rv.classicGroup(p, t, kills[ti], out)
		case threatSalvo:
			rv.classicSalvo(p, t, kills[ti], &pool, out)
		}
		for k, l := range last {
			if ti == l {
				rv.splitPool(p, missileKind(k), &pool, out)
			}
		}
	}
	rv.blast(p, out)
}

// lastMissiles returns, by missileKind, the index in threats of the last
// heavy missile (advanced or not) and of the last salvo, -1 when there is
// none. planClassic lists the heavy missiles first and the salvos last,
// which puts the heavy missiles' split before any other attacker's dice and
// the salvos' after every attack.
func (cp *classicPlan) lastMissiles() [missileKinds]int {
	last := [missileKinds]int{-1, -1}
	for ti, t := range cp.threats {
		switch t.kind {
		case threatHeavy:
			last[kindHeavy] = ti
		case threatSalvo:
			last[kindSalvo] = ti
		}
	}
	return last
}

// allocationLog records what engages what.
func (rv *resolver) allocationLog(p *raidPlan) {
	cp := p.classic
	r := p.raid
	for sg, g := range cp.engagedBy {
		if g >= 0 {
			rv.note(p, StepAllocation, cp.screen[sg].Name, nil, 0,
				fmt.Sprintf("screening %s is engaged by %s", cp.screen[sg].Label(), r.Groups[g].Label()))
		}
	}
	for _, t := range cp.threats {
		if len(t.units) == 0 {
			continue
		}
		names := make([]string, len(t.units))
		for i, u := range t.units {
			names[i] = cp.units[u].label
		}
		rv.note(p, StepAllocation, t.label, nil, len(t.units), fmt.Sprintf("%s ← %s", t.label, strings.Join(names, ", ")))
	}
	idle := 0
	for _, tgt := range cp.target {
		if tgt < 0 {
			idle++
		}
	}
	if idle > 0 {
		rv.note(p, StepAllocation, "idle", nil, idle, plural(idle, "system has", "systems have")+" nothing worth engaging")
	}
}

// dogfight resolves screening group sg against attacking group g, both
// sides at once (A6): each fighter rolls a beam die, interceptors +1,
// attack fighters -2, -1 against heavy fighters and +1 against light ones
// (W118).
func (rv *resolver) dogfight(p *raidPlan, sg, g int, out *raidOut) {
	scr, att := p.classic.screen[sg], p.raid.Groups[g].Group
	dieS := dogfightDie(scr.Type, att.Type, false)
	dieA := dogfightDie(att.Type, scr.Type, false)
	recS, recA := rv.rec(), rv.rec()
	why := &p.classic.dogfightFor[sg]
	f1, l1 := rv.r.throw(dieS, scr.Strength, why[0], why[1], recS)
	f2, l2 := rv.r.throw(dieA, att.Strength, why[2], why[3], recA)
	killA, killS := min(f1+l1, att.Strength), min(f2+l2, scr.Strength)
	out.losses[g] += killA
	out.screenLoss[sg] += killS
	out.cef[g] = true
	if rv.log != nil {
		rv.note(p, StepDogfight, scr.Name, recS, killA, fmt.Sprintf("screening %s: %s → %s of %s", scr.Label(), recS.text(), plural(killA, "kill", "kills"), att.Name))
		rv.note(p, StepDogfight, att.Name, recA, killS, fmt.Sprintf("%s: %s → %s of %s", att.Label(), recA.text(), plural(killS, "kill", "kills"), scr.Name))
	}
}

// dogfightMod is the modifier of a fighter of type t shooting at type at.
func dogfightMod(t, at FighterType) int {
	m := 0
	switch t {
	case Interceptor:
		m++
	case Attack:
		m -= 2
	}
	return m + at.defenceMod()
}

// pointDefence rolls the systems engaging threat ti and returns their kills
// (for a plasma bolt, the classes taken off).
func (rv *resolver) pointDefence(p *raidPlan, ti int, out *raidOut) int {
	cp := p.classic
	t := cp.threats[ti]
	mod, row := p.targetMod(t)
	total := 0
	for _, u := range t.units {
		un := cp.units[u]
		var k int
		self := false // a lent scattergun's 1 hit the covered ship
		rec := rv.rec()
		switch {
		case un.kind == unitScattergun && t.kind == threatHeavy:
			k = 1
		case un.lent:
			// In ADFC mode a 1 on the die also does 1 damage to the covered ship (W120).
			die, _ := killDie(un, t, mod)
			if t.kind != threatPlasma {
				die = &scatterDice[row]
			}
			var face int
			k, face = rv.rollOne(die, "scattergun kills", rec)
			if face == 1 {
				out.damage = out.damage.Add(fullthrust.Damage{Normal: 1})
				self = true
			}
		case un.kind == unitScattergun && t.kind != threatPlasma:
			// 1D6 kills, 1D3 (a d6 halved, rounded up) against heavy fighters, 1D6+1 against light.
			die := &scatterDice[row]
			k, _ = rv.r.throw(die, 1, "scattergun kills", "", rec)
		default:
			die, n := killDie(un, t, mod)
			first, later := rv.r.throw(die, n, un.purpose, un.again, rec)
			k = first + later
		}
		total += k
		if rv.log != nil {
			what := plural(k, "kill", "kills")
			switch t.kind {
			case threatHeavy:
				what = "misses"
				if k > 0 {
					what = "destroys it"
				}
			case threatPlasma:
				what = fmt.Sprintf("-%d class", k)
			}
			dice := "destroys it"
			if rec != nil && len(rec.waves) > 0 {
				dice = rec.text()
			}
			if self {
				what += "; the 1 does 1 damage to " + p.ship
			}
			rv.note(p, StepPointDefence, un.label, rec, k, fmt.Sprintf("%s at %s: %s → %s", un.label, t.label, dice, what))
		}
	}
	return total
}

// rollOne rolls one die of d that does not re-roll and returns its score
// and its face, recording it in rec when rec is not nil.
func (rv *resolver) rollOne(d *dice.Die, purpose string, rec *throwRec) (score, face int) {
	face = rv.r.roll(d.Sides, purpose)
	score = d.Faces[face-1].Score
	if rec != nil {
		rec.waves = append(rec.waves, []int{face})
		rec.points = append(rec.points, score)
	}
	return score, face
}

// classicHeavy resolves a heavy missile that the point defence did not stop:
// 3D6, less the advanced screen level per die. When ships eclipse the
// target, the hit goes into the pool, split with the other heavy missiles'.
func (rv *resolver) classicHeavy(p *raidPlan, t *threat, kills int, pool *missilePool, out *raidOut) {
	if kills > 0 {
		return
	}
	if len(p.eclipsers) > 0 {
		pool[kindHeavy]++
		if rv.log != nil {
			rv.note(p, StepMissiles, t.label, nil, 1, t.label+" gets through")
		}
		return
	}
	adv := p.advancedLevel()
	rv.damageDice(p, kindHeavy.step(), kindHeavy.dice(), adv, rv.opt.SAPOrdnance, kindHeavy.purpose(), out, func() string {
		return fmt.Sprintf("%s gets through, %s", t.label, damageNote(heavyMissileDice, adv, 0))
	})
}

// classicGroup resolves a fighter group's attack after point defence: the
// survivors each roll their attack die; first-throw points land on armour,
// re-roll points penetrate (A1) unless Options.NonPenetratingRerolls.
func (rv *resolver) classicGroup(p *raidPlan, t *threat, kills int, out *raidOut) {
	g := t.index
	grp := p.raid.Groups[g]
	lost := min(kills, grp.Strength-out.losses[g])
	out.losses[g] += lost
	out.cef[g] = true
	surv := grp.Strength - out.losses[g]
	if t.engaged >= 0 {
		return
	}
	if surv <= 0 {
		if rv.log != nil {
			rv.note(p, StepFighters, grp.Name, nil, 0, grp.Label()+" is wiped out before it attacks")
		}
		return
	}
	out.fired[g] = true
	if grp.Type == Torpedo && !rv.opt.TorpedoDamageRoll {
		rv.torpedoHits(p, &p.classic.attack[g], surv, p.classic.attackFor[g], grp.Group, out)
		return
	}
	rec := rv.rec()
	first, later := rv.r.throw(&p.classic.attack[g], surv, p.classic.attackFor[g], p.classic.againFor[g], rec)
	if grp.Type == Torpedo {
		if rec != nil {
			rv.note(p, StepFighters, grp.Name, rec, first, fmt.Sprintf("%s, %d left, torpedoes need 4+: %s → %s", grp.Label(), surv, rec.text(), plural(first, "hit", "hits")))
		}
		if first > 0 {
			adv := p.advancedLevel()
			rv.damageDice(p, StepFighters, first, adv, rv.opt.SAPOrdnance, "torpedo damage", out, func() string {
				return fmt.Sprintf("torpedo damage, %s", damageNote(first, adv, 0))
			})
		}
		return
	}
	d := fullthrust.Damage{Normal: first, Penetrating: later}
	if rv.opt.NonPenetratingRerolls {
		d = fullthrust.Damage{Normal: first + later}
	}
	out.damage = out.damage.Add(d)
	if rec != nil {
		against := ""
		if p.screen > 0 {
			against = fmt.Sprintf(" against level-%d screens", p.screen)
		}
		rv.note(p, StepFighters, grp.Name, rec, first+later, fmt.Sprintf("%s, %d left, beam dice%s: %s → %s",
			grp.Label(), surv, against, rec.text(), pointsText(d)))
	}
}

// classicSalvo resolves a salvo after point defence: the lock-on die is the
// number of missiles on target (at +1 per ship eclipsing the target, never
// more than the salvo's six), less the kills (the point defence's and, for
// a salvo intercepted in space, the fighters'); each hit does 1D6 less the
// advanced screen level (A7). When ships eclipse the target, the hits go
// into the pool, split with the other salvos'.
func (rv *resolver) classicSalvo(p *raidPlan, t *threat, kills int, pool *missilePool, out *raidOut) {
	if t.index < len(p.raid.SalvoKills) {
		kills += p.raid.SalvoKills[t.index] // shot down by intercepting fighters (Continuum §8.12)
	}
	face := rv.r.roll(6, "salvo lock-on")
	lock := p.classicLock(face)
	hits := max(lock-kills, 0)
	out.missile += hits
	if rv.log != nil {
		rec := &throwRec{waves: [][]int{{face}}, points: []int{lock}}
		on := fmt.Sprint(lock)
		if bonus := eclipseLockOn * len(p.eclipsers); bonus > 0 {
			on = fmt.Sprintf("%d + %d for eclipsing = %d", face, bonus, lock)
			if face+bonus > salvoMissiles {
				on = fmt.Sprintf("%d + %d for eclipsing, capped at the salvo's %d", face, bonus, lock)
			}
		}
		rv.note(p, StepSalvos, t.label, rec, hits, fmt.Sprintf("%s lock-on: %s missiles on target, %d shot down → %s",
			t.label, on, min(kills, lock), plural(hits, "missile hits", "missiles hit")))
	}
	if len(p.eclipsers) > 0 {
		pool[kindSalvo] += hits
		return
	}
	if hits > 0 {
		rv.eclipsedHits(p, kindSalvo, hits, kindSalvo.dice(), p.advancedLevel(), out, kindSalvo.note)
	}
}

// torpedoHits rolls n classic torpedo fighters' dice when the die that hits
// is the damage (RULINGS A6): each 4+ hits and does its face less the
// advanced screen level, put on armour first or, with SAP ordnance, half
// (rounded up) on armour and the rest past it.
func (rv *resolver) torpedoHits(p *raidPlan, die *dice.Die, n int, purpose string, grp Group, out *raidOut) {
	rec := rv.rec()
	if rec != nil {
		rec.waves = [][]int{make([]int, 0, n)}
		rec.points = []int{0}
	}
	d := rv.rollOrdnance(die, n, rv.opt.SAPOrdnance, purpose, rec)
	out.damage = out.damage.Add(d)
	if rec != nil {
		hits := 0
		for _, f := range rec.waves[0] {
			hits += b2i(f >= 4)
		}
		less := ""
		if adv := p.advancedLevel(); adv > 0 {
			less = fmt.Sprintf(" less %d (advanced screens)", adv)
		}
		rv.note(p, StepFighters, grp.Name, rec, d.Total(), fmt.Sprintf("%s, %d left, torpedoes hit on 4+ and do the die%s: %s → %s, %s",
			grp.Label(), n, less, rec.text(), plural(hits, "hit", "hits"), pointsText(d)))
	}
}
