package pointdefence

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/broadside/broadside/prob"
)

// This file is a plasma bolt's blast on the fighters and missiles inside it
// (RULINGS A7: every fighter group in the blast loses one D6 fighters per
// die of the bolt, and missiles in it are destroyed). The 2015 text changes
// only how a bolt hits a ship, so the classic blast stands; since fighters
// and missiles have no point defence level, the blast needs no to-hit die
// and works at the bolt's full class. Missiles caught are destroyed before
// they attack (the bolts resolve in the step before fighters and salvos),
// so they are taken out of the raid when it is compiled (caughtMissiles).
// Fighter losses are casualties and, like the text's casualties, take
// effect at the end of the action: a caught group still attacks at its
// strength.
//
// The classic procedure (RULINGS A7, where the blast comes from) applies
// the same losses: the bolts go off with the attacks, after the point
// defence has fired, so a caught group attacks with the fighters the point
// defence left and the blast's D6s, rolled after every attack of the raid,
// fall on those. The blast works at the bolt's full class there too, as the
// caught missiles are destroyed whatever the point defence does to the
// bolt: the classes the ship's point defence takes off protect the ship.

// blastMissiles notes the missiles the raid's bolts destroy.
func (rv *resolver) blastMissiles(p *raidPlan, r *Raid) {
	if rv.log == nil {
		return
	}
	for k, b := range r.Plasma {
		var what []string
		if b.Salvos > 0 {
			what = append(what, plural(b.Salvos, "salvo", "salvos"))
		}
		if b.Heavy > 0 {
			what = append(what, plural(b.Heavy, "heavy missile", "heavy missiles"))
		}
		if b.AdvancedHeavy > 0 {
			what = append(what, plural(b.AdvancedHeavy, "advanced heavy missile", "advanced heavy missiles"))
		}
		if len(what) > 0 {
			rv.note(p, StepMissiles, "blast", nil, b.Salvos+b.Heavy+b.AdvancedHeavy,
				fmt.Sprintf("the blast of plasma bolt %d (class %d) destroys %s before they attack", k+1, b.Class, strings.Join(what, " and ")))
		}
	}
}

// blast rolls the losses of the fighter groups caught in plasma blasts:
// one D6 per class, capped at the fighters the group has left after earlier
// blasts. The losses count with the casualties at the end of the action.
func (rv *resolver) blast(p *raidPlan, out *raidOut) {
	r := p.raid
	for i := range p.blasts {
		bp := &p.blasts[i]
		rec := rv.rec()
		first, later := rv.r.throw(&damageDice[0], bp.dice, bp.purpose, bp.purpose, rec)
		grp := r.Groups[bp.group]
		lost := min(first+later, grp.Strength-out.losses[bp.group])
		out.losses[bp.group] += lost
		if rec != nil {
			rv.note(p, StepMissiles, grp.Name, rec, lost, fmt.Sprintf("%s caught in the blast of plasma bolt %d (class %d), %dD6: %s → loses %s",
				grp.Label(), bp.bolt+1, r.Plasma[bp.bolt].Class, bp.dice, rec.text(), plural(lost, "fighter", "fighters")))
		}
	}
}

// blastLosses returns the distribution of the fighters a type loses to
// plasma blasts: for each caught group, its D6s (one per class of every
// bolt that catches it) capped at its strength, summed over the type's
// groups. ok is false when no group of the type is caught.
func (p *raidPlan) blastLosses(t *typeGroups) (d prob.Dist, ok bool) {
	d = prob.Point(0)
	for _, g := range t.groups {
		n := p.blastDice(g)
		if n == 0 {
			continue
		}
		s := p.raid.Groups[g].Strength
		d = d.Add(prob.Uniform(1, 6).SumN(n).Map(func(v int) int { return min(v, s) }))
		ok = true
	}
	return d, ok
}

// blastDice returns the D6s of fighters group g loses to plasma blasts: one
// per class of every bolt that catches it.
func (p *raidPlan) blastDice(g int) int {
	n := 0
	for _, bp := range p.blasts {
		if bp.group == g {
			n += bp.dice
		}
	}
	return n
}

// withBlast combines a type's casualty kills (capped at its st fighters)
// with its blast losses: the casualties fall on the fighters the blasts
// left, so the total is min(st, kills + blast losses).
func withBlast(kills, blast prob.Dist, st int) (prob.Dist, *big.Rat) {
	d := kills.Add(blast).Map(func(v int) int { return min(v, st) })
	return d, distMean(d)
}
