package pointdefence

import (
	"fmt"
	"strings"

	"github.com/broadside/broadside/dice"
	"github.com/broadside/broadside/rules/fullthrust"
)

// heavy resolves n heavy missiles, advanced ones a band lower ("Heavy
// missiles and plasma bolts"): one to-hit die each, then 3D6 less a die on
// band 11-15 and two on 16+, each die less the advanced screen level of the
// ship it lands on (an eclipser's share meets the eclipser's own).
func (rv *resolver) heavy(p *raidPlan, pdl, n, lower int, what string, out *raidOut) {
	if n <= 0 {
		return
	}
	band := BandOf(pdl).Lower(lower)
	rec := rv.rec()
	hits, _ := rv.r.throw(&heavyDice[band], n, what, "", rec)
	if rec != nil {
		rv.note(p, StepMissiles, what, rec, hits, fmt.Sprintf("%s ×%d need %d+ (band %s): %s → %s",
			what, n, heavyToHit[band], band, rec.text(), plural(hits, "hit", "hits")))
	}
	k := heavyMissileDice - heavyLostDice[band]
	if hits == 0 || k <= 0 {
		return
	}
	adv := p.advancedLevel()
	rv.eclipsedHits(p, kindHeavy, hits, k, adv, out, func(h, less int) string {
		return fmt.Sprintf("%s damage, %s", what, damageNote(h*k, less, heavyLostDice[band]*h))
	})
}

// plasma resolves a plasma bolt of class n: one to-hit die on the heavy
// missile table, then nD6 less a die on 11-15 and two on 16+, each die less
// the screen level of any kind ("Screens ... can reduce the damage").
func (rv *resolver) plasma(p *raidPlan, pdl, k int, out *raidOut) {
	bolt := p.raid.Plasma[k]
	band := BandOf(pdl)
	var face int
	shared := rv.opt.PlasmaOneDie && bolt.ID != ""
	if f, ok := rv.bolts[bolt.ID]; shared && ok {
		face = f
	} else {
		face = rv.r.roll(6, "plasma bolt to hit")
		if shared {
			if rv.bolts == nil {
				rv.bolts = map[string]int{}
			}
			rv.bolts[bolt.ID] = face
		}
	}
	hit := face >= heavyToHit[band]
	n := bolt.Class - heavyLostDice[band]
	what := ""
	if rv.log != nil {
		what = fmt.Sprintf("plasma bolt %d (class %d)", k+1, bolt.Class)
		rec := &throwRec{waves: [][]int{{face}}, points: []int{b2i(hit)}}
		verdict := "miss"
		switch {
		case hit && n <= 0:
			verdict = "hit, but no effect at this level"
		case hit:
			verdict = "hit"
		}
		rv.note(p, StepMissiles, what, rec, b2i(hit), fmt.Sprintf("%s needs %d+ (band %s): %d → %s", what, heavyToHit[band], band, face, verdict))
	}
	if !hit || n <= 0 {
		return
	}
	rv.damageDice(p, StepMissiles, n, p.screen, false, "plasma bolt damage", out, func() string {
		return fmt.Sprintf("%s damage, %s", what, damageNote(n, p.screen, heavyLostDice[band]))
	})
}

// damageNote describes damage dice, such as "6D6 less 1 per die".
func damageNote(n, less, lost int) string {
	s := fmt.Sprintf("%dD6", n)
	if lost > 0 {
		s += fmt.Sprintf(" (%s lost to the point defence level)", plural(lost, "die", "dice"))
	}
	if less > 0 {
		s += fmt.Sprintf(" less %d per die for screens", less)
	}
	return s
}

// damageDice rolls n damage dice of a d6 less k each and adds them to the
// raid's damage; with sap each die puts half its points, rounded up, on
// armour and the rest past it. text describes the dice for the log; it is
// called only when a log is kept.
func (rv *resolver) damageDice(p *raidPlan, step Step, n, k int, sap bool, purpose string, out *raidOut, text func() string) {
	die := &damageDice[min(k, 6)]
	var rec *throwRec
	if rv.log != nil {
		rec = &throwRec{waves: [][]int{make([]int, 0, n)}, points: []int{0}}
	}
	var d fullthrust.Damage
	if rec == nil && rv.r.stream != nil && !sap {
		d.Normal, _ = throwStream(rv.r.stream, die, n)
		out.damage = out.damage.Add(d)
		return
	}
	d = rv.rollOrdnance(die, n, sap, purpose, rec)
	out.damage = out.damage.Add(d)
	if rec != nil {
		rv.note(p, step, purpose, rec, d.Total(), fmt.Sprintf("%s: %s → %s", text(), rec.text(), pointsText(d)))
	}
}

// rollOrdnance rolls n dice of die one by one and returns their points,
// each die's on armour first or, with sap, half of them (rounded up) on
// armour and the rest past it. rec, when not nil, records the faces and
// points as one wave.
func (rv *resolver) rollOrdnance(die *dice.Die, n int, sap bool, purpose string, rec *throwRec) fullthrust.Damage {
	var d fullthrust.Damage
	for range n {
		f := rv.r.roll(6, purpose)
		pts := die.Faces[f-1].Score
		if sap {
			d.Normal += (pts + 1) / 2
			d.Penetrating += pts / 2
		} else {
			d.Normal += pts
		}
		if rec != nil {
			rec.waves[0] = append(rec.waves[0], f)
			rec.points[0] += pts
		}
	}
	return d
}

// pointsText describes damage, such as "7 points" or "7 points (3 past armour)".
func pointsText(d fullthrust.Damage) string {
	s := plural(d.Total(), "point", "points")
	if d.Penetrating > 0 {
		s += fmt.Sprintf(" (%d penetrating)", d.Penetrating)
	}
	return s
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// salvos resolves the salvo missiles aimed at the ship ("Salvo missiles"):
// the level drops by one for each salvo after the first, then each salvo's
// die less the band's modifier (0 to 5; none hit on 16+) is the number of its
// missiles that hit, each doing 1D6 less the advanced screen level of the
// ship it lands on (an eclipser's share meets the eclipser's own).
func (rv *resolver) salvos(p *raidPlan, pdl, n int, out *raidOut) {
	adj := max(0, pdl-n+1)
	band := BandOf(adj)
	rec := rv.rec()
	die := p.salvoDie(band)
	var hits int
	if len(p.raid.SalvoKills) > 0 {
		hits = rv.interceptedSalvos(p, die, n, adj, band, rec)
	} else {
		hits, _ = rv.r.throw(die, n, "salvo", "", rec)
	}
	out.missile += hits
	if rec != nil && len(p.raid.SalvoKills) == 0 {
		scores := make([]string, len(rec.waves[0]))
		for i, f := range rec.waves[0] {
			scores[i] = fmt.Sprint(die.Faces[f-1].Score)
		}
		mod := fmt.Sprintf("D6 - %d", band)
		if bonus := eclipseLockOn * len(p.eclipsers); bonus > 0 {
			mod = fmt.Sprintf("D6 + %d for eclipsing - %d", bonus, band)
			if band == NumBands-1 {
				mod = "none hit"
			}
		}
		rv.note(p, StepSalvos, "salvos", rec, hits, fmt.Sprintf("%s at PDL %d (band %s, %s): %s → %s → %s",
			plural(n, "salvo", "salvos"), adj, band, mod, faces(rec.waves[0]), strings.Join(scores, " "), plural(hits, "missile hits", "missiles hit")))
	}
	if hits > 0 {
		adv := p.advancedLevel()
		rv.eclipsedHits(p, kindSalvo, hits, kindSalvo.dice(), adv, out, kindSalvo.note)
	}
}

// interceptedSalvos rolls the 2015 salvo dice one salvo at a time when
// fighters shot missiles down from some of them in space (Continuum §8.12):
// each salvo's hits are its die's score less its intercepted missiles, never
// below 0. It notes the throw when rec is not nil.
func (rv *resolver) interceptedSalvos(p *raidPlan, die *dice.Die, n, adj int, band Band, rec *throwRec) int {
	hits := 0
	var parts []string // for the log only: a trial allocates nothing
	if rec != nil {
		parts = make([]string, 0, n)
	}
	for k := range n {
		f := rv.r.roll(6, "salvo")
		less := 0
		if k < len(p.raid.SalvoKills) {
			less = p.raid.SalvoKills[k]
		}
		h := max(die.Faces[f-1].Score-less, 0)
		hits += h
		if rec != nil {
			if len(rec.waves) == 0 {
				rec.waves, rec.points = [][]int{nil}, []int{0}
			}
			rec.waves[0] = append(rec.waves[0], f)
			rec.points[0] += h
			part := fmt.Sprintf("%d → %d", f, die.Faces[f-1].Score)
			if less > 0 {
				part += fmt.Sprintf(" - %d intercepted = %d", less, h)
			}
			parts = append(parts, part)
		}
	}
	if rec != nil {
		rv.note(p, StepSalvos, "salvos", rec, hits, fmt.Sprintf("%s at PDL %d (band %s, D6 - %d, less the missiles fighters intercepted): %s → %s",
			plural(n, "salvo", "salvos"), adj, band, band, strings.Join(parts, ", "), plural(hits, "missile hits", "missiles hit")))
	}
	return hits
}

// HeavyMissile is the exact chance of a heavy missile, advanced or not, or a
// plasma bolt to hit on a band, and the damage dice it then rolls.
type HeavyMissile struct {
	Band  Band // the band it rolls on, after lowering an advanced missile
	ToHit int  // the score it needs, 2-6
	Dice  int  // damage dice on a hit (0: a hit does nothing)
}

// heavyAt returns how a weapon with dice damage dice (3 for a heavy missile,
// the class for a plasma bolt) fares at a point defence level; advanced heavy
// missiles roll one band lower.
func heavyAt(pdl, dice int, advanced bool) HeavyMissile {
	band := BandOf(pdl)
	if advanced {
		band = band.Lower(1)
	}
	return HeavyMissile{Band: band, ToHit: heavyToHit[band], Dice: max(0, dice-heavyLostDice[band])}
}
