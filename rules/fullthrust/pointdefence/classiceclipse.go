package pointdefence

import (
	"fmt"
	"math/big"
)

// This file brings Eclipsing (ft-advanced-manoeuvres.txt "Eclipsing",
// RULINGS E4 #7, A7) into the classic procedure. The text's "Salvo targeting
// roll (# of missiles that lock on) is at +1 per Eclipsing ship" is the
// classic lock-on die itself: each salvo's die is rolled at +1 per ship
// eclipsing its target, and never puts more than the salvo's six missiles on
// target. A heavy missile has no lock-on roll (A7), so it gets no bonus. The
// missiles that get through are then split as under the 2015 procedure
// (eclipsedHits): each eclipser takes its BDI share of the hits, rounded
// down, the heavy missiles' hits pooled together and the salvos' together,
// as "Weapons targeting Eclipsed ship divide (total) damage" asks of one
// split rather than one per missile; the eclipser's share is rolled less its
// own advanced screen level, and a destroyed eclipser's overkill goes on to
// the eclipsed ship (Resolve, the Sampler and the exact odds alike).

// missileKind is a kind of missile whose hits an eclipsed ship's pool
// holds and splits: heavy missiles, advanced or not, or salvo missiles.
type missileKind uint8

const (
	kindHeavy    missileKind = iota // a heavy missile: 3D6 a hit
	kindSalvo                       // a salvo missile: 1D6 a hit
	missileKinds                    // the number of kinds, for arrays by kind
)

// missilePool is the classic missile hits on an eclipsed ship waiting to be
// split between the eclipsers and the target, by missileKind: the heavy
// missiles that got through, and the salvo missiles that hit.
type missilePool [missileKinds]int

// step returns the step of the log whose damage dice a kind's hits roll.
func (k missileKind) step() Step {
	if k == kindHeavy {
		return StepMissiles
	}
	return StepSalvos
}

// dice returns the damage dice one hit of the kind rolls.
func (k missileKind) dice() int {
	if k == kindHeavy {
		return heavyMissileDice
	}
	return 1
}

// purpose names the damage dice of the kind's hits, for scripted dice.
func (k missileKind) purpose() string {
	if k == kindHeavy {
		return "heavy missile damage"
	}
	return "missile damage"
}

// note describes, for the log, the damage dice of h pooled hits of the
// kind, each die less a screen level of less.
func (k missileKind) note(h, less int) string {
	if k == kindHeavy {
		return fmt.Sprintf("%s, %s", plural(h, "heavy missile", "heavy missiles"), damageNote(h*heavyMissileDice, less, 0))
	}
	return fmt.Sprintf("missile damage, %s", damageNote(h, less, 0))
}

// classicLock returns the missiles a classic salvo puts on target for a
// lock-on face of 1-6: the face plus 1 per eclipser, at most the salvo's six.
func (p *raidPlan) classicLock(face int) int {
	return min(face+eclipseLockOn*len(p.eclipsers), salvoMissiles)
}

// splitPool rolls the damage of the pooled hits of one kind of missile,
// each hit's dice less the advanced screen level of the ship it lands on,
// split between the eclipsers and the target; it empties that part of the
// pool.
func (rv *resolver) splitPool(p *raidPlan, k missileKind, pool *missilePool, out *raidOut) {
	n := pool[k]
	if n == 0 {
		return
	}
	pool[k] = 0
	rv.eclipsedHits(p, k, n, k.dice(), p.advancedLevel(), out, k.note)
}

// lockFaces returns how many of a lock-on die's six faces put lock missiles
// on target (lock 1-6), as classicLock reads the face.
func (p *raidPlan) lockFaces(lock int) int {
	n := 0
	for f := 1; f <= 6; f++ {
		n += b2i(p.classicLock(f) == lock)
	}
	return n
}

// countGrid returns the grid (one row, 0 to n*per listed) of a sum of n
// independent counts, each given as the probabilities of 0..per in ps.
func (mt *meter) countGrid(ps []rat6, per int) grid {
	n := len(ps) / (per + 1)
	acc := point0(1, n*per+1)
	for i := range n {
		g := fromRats(ps[i*(per+1):(i+1)*(per+1)], n*per+1)
		acc = mt.conv(&acc, &g)
	}
	return acc
}

// missileParts are the parts Odds lists for the missiles on an eclipsed
// ship under the classic procedure: the target's share of the heavy
// missiles and of the salvos, and the destroyed eclipsers' overkill; each
// empty when there is none.
type missileParts struct {
	heavy, salvo, overkill []PartOdds
}

// classicMissiles returns, for a classic raid on an eclipsed ship, the
// target's damage from every missile (its share of the pooled heavy and salvo
// hits, and each destroyed eclipser's overkill) with its exact mean and,
// when full is set, the parts Odds lists. heavy and salvo are the counts
// of the nh heavy missiles' hits (0 to nh) and of the ns salvos' (0 to
// 6 ns), as countGrid gives them.
func (c *oddsCtx) classicMissiles(heavy, salvo *grid, nh, ns int, full bool) (*grid, *big.Rat, missileParts) {
	p := c.p
	adv := p.advancedLevel()
	keys := c.splitKeys([]hitKind{{heavy, nh, heavyMissileDice}, {salvo, ns * salvoMissiles, 1}})
	g, mean := c.eclipsedMissilesOf(keys, true)
	var parts missileParts
	if !full {
		return g, mean, parts
	}
	per := damageDice[adv].Mean()
	if nh > 0 {
		dice := c.m.pow(c.damage(adv, c.ord), heavyMissileDice)
		hg, kept := c.splitHitsGrid(heavy, nh, &dice)
		parts.heavy = append(parts.heavy, PartOdds{Label: fmt.Sprintf("heavy missile ×%d", nh), Damage: hg.toDist(true),
			Mean: ratMul(ratMul(kept, ratInt(heavyMissileDice)), per)})
	}
	if ns > 0 {
		sg, kept := c.splitHitsGrid(salvo, ns*salvoMissiles, c.damage(adv, c.ord))
		parts.salvo = append(parts.salvo, PartOdds{Label: fmt.Sprintf("salvo missiles ×%d", ns), Damage: sg.toDist(true), Mean: ratMul(kept, per)})
	}
	if c.ecl != nil {
		og, om := c.eclipsedMissilesOf(keys, false)
		parts.overkill = append(parts.overkill, PartOdds{Label: "overkill of destroyed eclipsers", Damage: og.toDist(true), Mean: om})
	}
	return g, mean, parts
}
