package manoeuvre

import (
	"slices"

	"github.com/broadside/broadside/rng"
)

// evasionMU is the effective range, in MU, that each thrust factor of
// Extreme Manoeuvres adds to fire at or from the evading ship
// (ft-advanced-manoeuvres.txt "Extreme Manoeuvres"; RULINGS E4 #8).
const evasionMU = 6

// LockOnRadius returns a missile's lock-on radius in MU against a ship
// using em factors of Extreme Manoeuvres, from its radius base in MU against
// a ship not evading: 1 MU less per factor, never below 0
// (ft-advanced-manoeuvres.txt "Extreme Manoeuvres"; RULINGS E4 #8). The
// missile's own range is not affected.
func LockOnRadius(base float64, em int) float64 { return max(0, base-float64(max(em, 0))) }

// CallEM uses discretionary Extreme Manoeuvres ("EM2?", the text's
// alternative, enabled by ManoeuvreOptions.EMDiscretionary) at the moment
// the player calls on them, typically when fire is declared: the factors
// take effect from now on and the main-drive check (+1 per factor after the
// first) is rolled now. Under Option 2 a failed check also leaves the
// evasion without effect on a 1-3. Without held factors it returns mv
// unchanged. The receiver is not changed.
func (mv Moved) CallEM(opt ManoeuvreOptions, src rng.Source) Moved {
	n := mv.EMHeld
	if n == 0 {
		return mv
	}
	mv.cloneSlices()
	mv.EMHeld = 0
	c := mv.check("Extreme Manoeuvres (called)", n-1, src)
	if c.Failed && opt.Extreme == BeforeMoving {
		if f := src.Roll(6, "extreme manoeuvres effect"); f <= 3 {
			mv.warnf("Extreme Manoeuvres: rolled %d, the evasion has no effect this turn", f)
			return mv
		}
	}
	mv.EM += n
	return mv
}

// ReactEM makes Extreme Manoeuvres in reaction to fire declared at the
// ship (ft-advanced-manoeuvres.txt "Extreme Manoeuvres", the optional
// rule's "Reaction to Fire Evasive Maneuver", enabled by
// ManoeuvreOptions.EMReaction; readings EM6, battle W94, W96 and W97): it
// spends free factors of thrust its movement order left unallocated (a
// cinematic or a vector move alike: it reads only the ship), or,
// with free at 0, its held discretionary factors (EMHeld). Either way the
// optional rule's terms apply: the main-drive check is rolled at once at
// +1 per factor after the first and the further +1, and the evasion takes
// effect only if the check passes ("If successful", as AfterMovement's);
// a failed check damages the drive and leaves no evasion, under Option 1
// as under Option 2, with no further die. Without factors it returns mv
// unchanged. The receiver is not changed.
func (mv Moved) ReactEM(free int, src rng.Source) Moved {
	n, why := free, "Extreme Manoeuvres (reaction)"
	if free <= 0 {
		n, why = mv.EMHeld, "Extreme Manoeuvres (reaction, held factors)"
	}
	if n <= 0 {
		return mv
	}
	mv.cloneSlices()
	if free <= 0 {
		mv.EMHeld = 0
	}
	if c := mv.check(why, n, src); c.Failed {
		mv.warnf("the reaction's Extreme Manoeuvres check failed: no evasion this turn")
		return mv
	}
	mv.EM += n
	return mv
}

// AfterMovement carries out the post-movement part of the order (after
// "/") when the ship is activated in the ship-fire phase: Extreme
// Manoeuvres from held thrust (the EM optional rule or the Post-Movement
// Maneuvers house rule: the check is rolled at once with a further +1 and
// the evasion works only if it passes; a drive it damages cannot be
// repaired this turn), then a Skid (house rule, RULINGS E3: the ship turns
// in place, the new facing becomes its course, and the drive checks at +1
// per point after the first). The receiver is not changed.
func (mv Moved) AfterMovement(opt ManoeuvreOptions, src rng.Source) Moved {
	post := mv.Plan.Order.Post
	if post == (PostMove{}) {
		return mv
	}
	mv.cloneSlices()
	if post.EM > 0 {
		c := mv.check("Extreme Manoeuvres (after movement)", post.EM, src)
		if c.Failed {
			mv.warnf("the post-movement Extreme Manoeuvres check failed: no evasion this turn")
		} else {
			mv.EM += post.EM
		}
	}
	if post.Skid != 0 {
		mv.Motion.Facing = mv.Motion.Facing.Turn(post.Skid)
		mv.Motion.Course = mv.Motion.Facing
		mv.logf("Skid: the ship turns in place to %s", mv.Motion.Facing)
		mv.check("Skid", abs(post.Skid)-1, src)
	}
	return mv
}

// cloneSlices gives the Moved its own copies of the slices it appends to,
// so that a method with a value receiver never writes into its caller's.
func (mv *Moved) cloneSlices() {
	mv.Checks = slices.Clone(mv.Checks)
	mv.Warnings = slices.Clone(mv.Warnings)
	mv.Log = slices.Clone(mv.Log)
}
