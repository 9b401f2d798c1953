package manoeuvre

import (
	"fmt"
	"strings"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
)

// The advanced manoeuvres under vector movement (ft-advanced-manoeuvres.txt;
// RULINGS A4, E4; readings W87-W90 of docs/rulings/fullthrust-battle.md).
// Those whose effect does not depend on cinematic turning have a vector
// form; the turning manoeuvres (Roll, Corkscrew, Hard About) and the
// house-ruled ones stay cinematic (W73).
//
//   - Extreme Manoeuvres, "EM n" (W87): the factors "have no effect on the
//     overall movement of the ship" and come out of the main drive's
//     budget with the burn (EM1: not the turning allowance, whose vector
//     counterpart is the thrusters). The check (+1 per factor after the
//     first) is rolled at the end of the turn under Option 1, or before
//     the ship moves under Option 2, where a failure halves the drive, cuts
//     the rest of the order in proportion and leaves the evasion working
//     on a 4-6 (EM3); the evasion counts for fire at and from the ship as
//     under cinematic movement. Held factors (W100) come out of the same
//     budget: "EM n?" at discretion (option em-discretionary), called on
//     as a cinematic ship calls on them (W58), and "/ EM n" for after
//     movement (option em-after-movement), out of the normal rating only,
//     carried out after the strike at a further +1 (W57).
//   - The Short-Range Jump, "SRJ" then "SRJ n" (W88): engaged in a turn
//     whose order may rotate the ship but neither burn nor push; on the
//     next turn the ship jumps n MU, at most 10 a point of its drive, along
//     its vector (its facing when it is at rest), keeps its vector, and on
//     the turn after may rotate but not burn nor push.
//   - Eclipsing, "Ec n" (W89): dedicated factors out of the main drive's
//     budget with the burn and Extreme Manoeuvres.
//   - Redlined Engines, "RL" or "RED", and the Grav Backfire, "backfire"
//     (W90): Redlined Engines give the burn and the thrusters half as much
//     again, as Emergency Thrust does, with the text's threshold check
//     instead of the ET dice; a Grav Backfire is the whole order and the
//     ship drifts, its blast in the aft arc of its facing.

// checkAdvanced returns out with the problems of order o's advanced
// manoeuvres for ship s with motion m appended.
func checkAdvanced(s fullthrust.Ship, m Motion, o VectorOrder, out []string) []string {
	rating := s.Drive.Current()
	var burns, pushes bool
	for _, st := range o.Steps {
		burns = burns || st.Kind == VectorDrive && st.N > 0
		pushes = pushes || st.Kind == VectorPush
	}
	thrust := o.EM > 0 || o.PostEM > 0 || o.Eclipse > 0 || o.ET || o.Redline
	if o.ET && o.Redline {
		out = append(out, "Emergency Thrust and Redlined Engines cannot be combined")
	}
	if rating <= 0 && (o.Redline || o.Backfire) {
		out = append(out, "the main drive is disabled")
	}
	if o.FTL && (o.EM > 0 || o.PostEM > 0 || o.Eclipse > 0 || o.Redline) {
		out = append(out, "a ship engaging its FTL drive may not use thrust")
	}
	if m.NoAcceleration && (burns || pushes) {
		out = append(out, "on the turn after a Short-Range Jump the ship may rotate but neither burn nor push")
	}
	if o.Backfire {
		switch {
		case len(o.Steps) > 0 || thrust || o.FTL || o.Jump:
			out = append(out, "a Grav Backfire is the ship's whole order")
		case s.Drive.Advanced || s.Drive.Hits >= 2:
			out = append(out, "a Grav Backfire needs a working standard main drive")
		}
	}
	switch {
	case m.FTL == FTLEngagedJump && (!o.Jump || o.JumpDist == 0):
		out = append(out, "the FTL drive is engaged for a Short-Range Jump: order SRJ and the distance")
	case !o.Jump:
	case o.JumpDist == 0 && m.FTL != FTLReady:
		out = append(out, fmt.Sprintf("a Short-Range Jump needs a working FTL drive (it is %s)", m.FTL))
	case o.JumpDist == 0 && (burns || pushes || thrust || o.FTL):
		out = append(out, "a ship engaging its FTL drive for a Short-Range Jump may rotate but not burn, push or use other thrust")
	case o.JumpDist > 0 && m.FTL != FTLEngagedJump:
		out = append(out, "jump without engaging the FTL drive for a Short-Range Jump the turn before")
	case o.JumpDist > 10*rating:
		out = append(out, fmt.Sprintf("a Short-Range Jump reaches at most %d MU (10 per point of drive)", 10*max(rating, 0)))
	case o.JumpDist > 0 && (len(o.Steps) > 0 || thrust || o.FTL):
		out = append(out, "a jumping ship makes no other movement")
	}
	return out
}

// vectorDice reports whether order o rolls dice in the movement phase
// under the options beyond the Emergency Thrust dice: an Option 2 check
// (none for discretionary factors), a Grav Backfire's own damage or a
// jump.
func vectorDice(o VectorOrder, opt ManoeuvreOptions) bool {
	return o.Redline && opt.Redline == BeforeMoving || o.EM > 0 && !o.EMDiscretionary && opt.Extreme == BeforeMoving ||
		o.Backfire || o.Jump && o.JumpDist > 0
}

// VectorOptionProblems returns the reasons vector order o needs an option
// opt does not enable, empty when it needs none: discretionary Extreme
// Manoeuvres ("EM n?") need em-discretionary and factors held for after
// movement ("/ EM n") em-after-movement (reading W100; the house rule
// post-movement, which also allows them in a cinematic order, stays
// cinematic, W73).
func VectorOptionProblems(o VectorOrder, opt ManoeuvreOptions) []string {
	var out []string
	if o.EMDiscretionary && !opt.EMDiscretionary {
		out = append(out, "discretionary Extreme Manoeuvres (EM n?) need the option em-discretionary")
	}
	if o.PostEM > 0 && !opt.EMAfterMovement {
		out = append(out, "Extreme Manoeuvres held for after movement (/ EM n) need the option em-after-movement")
	}
	return out
}

// vectorChecks rolls the Option 2 checks of a legal vector order before
// the ship moves (Redlined Engines, then Extreme Manoeuvres with the 50%
// die of a failure), then a Grav Backfire's damage to its own ship, and
// returns the order to carry out.
func (mv *Moved) vectorChecks(o VectorOrder, opt ManoeuvreOptions, src rng.Source) VectorOrder {
	if o.Redline && opt.Redline == BeforeMoving {
		old := mv.Ship.Drive.Current()
		c := mv.check("Redlined Engines", 0, src)
		if c.Failed {
			o = mv.cutVector(o, old, "Redlined Engines")
		}
	}
	if o.EM > 0 && !o.EMDiscretionary && opt.Extreme == BeforeMoving {
		old, wasDamaged := mv.Ship.Drive.Current(), mv.Ship.Drive.Hits > 0
		c := mv.check("Extreme Manoeuvres", o.EM-1, src)
		if c.Failed {
			if wasDamaged {
				mv.warnf("the Extreme Manoeuvres check failed on a damaged drive: it is disabled and the ship makes no further manoeuvres")
				return VectorOrder{}
			}
			em := o.EM
			o.EM = 0 // the factors work in full or not at all (EM3)
			o = mv.cutVector(o, old, "Extreme Manoeuvres")
			if mv.emEffect(em, src) {
				o.EM = em
			}
		}
	}
	if o.Backfire {
		mv.Ship, mv.Self = backfireSelf(mv.Ship, src)
		mv.logf("%s", mv.Self)
	}
	return o
}

// backfireLeaving rolls the Grav Backfire's damage to its own ship when
// the ship's FTL drive is engaged and it leaves this turn (reading W90):
// it blasted in the ordnance phase, so it pays as [Move] makes a
// cinematic ship pay, before it moves half its vector and vanishes. An
// order the ship cannot carry out, or one given no dice, rolls nothing.
func (mv *Moved) backfireLeaving(o VectorOrder, src rng.Source) {
	probs := CheckVector(mv.Ship, mv.Motion, o)
	if len(probs) == 0 && src == nil {
		probs = append(probs, "the order's checks need dice and none were given")
	}
	if len(probs) > 0 {
		mv.Legal = false
		mv.warnf("impossible order %q (%s)", o.String(), strings.Join(probs, "; "))
		return
	}
	mv.Ship, mv.Self = backfireSelf(mv.Ship, src)
	mv.logf("%s", mv.Self)
}

// cutVector returns order o cut down after a failed Option 2 check halved
// the drive from old: the burn, the push, the factors of Eclipsing and
// discretionary factors of Extreme Manoeuvres scaled by the drive left
// over old, rounded down (a cinematic order's are, scaleOrder), the
// factors held for after movement kept up to what the damaged drive's
// rating leaves after the rest (reading W101), then, if still beyond the
// damaged drive, re-plotted within its standard limits (ReplotVector).
func (mv *Moved) cutVector(o VectorOrder, old int, why string) VectorOrder {
	now := mv.Ship.Drive.Current()
	out := o
	out.Steps = make([]VectorStep, 0, len(o.Steps))
	for _, st := range o.Steps {
		if st.Kind != VectorRotate && old > 0 {
			st.N = st.N * now / old
		}
		if st.Kind == VectorPush && st.N == 0 {
			continue
		}
		out.Steps = append(out.Steps, st)
	}
	if old > 0 {
		out.Eclipse = o.Eclipse * now / old
		if o.EMDiscretionary {
			out.EM = o.EM * now / old
			out.EMDiscretionary = out.EM > 0
		}
	}
	drive, _ := out.Spend()
	out.PostEM = min(o.PostEM, max(0, now-(drive-o.PostEM)))
	if len(CheckVector(mv.Ship, mv.Motion, out)) > 0 {
		out = ReplotVector(mv.Ship, out)
	}
	mv.warnf("the %s check failed: the drive drops from %d to %d and the order is cut down to %q", why, old, now, out.String())
	return out
}

// vectorAfter records what a vector order o as carried out leaves for the
// rest of the turn: the factors of Extreme Manoeuvres in effect for fire,
// or held at discretion (EMHeld), those held for after movement (in
// Plan.Order.Post, as a cinematic order holds them) and those dedicated
// to Eclipsing; the main drive's factors used, its burn, its Ec factors,
// its held factors and em, the factors spent on Extreme Manoeuvres
// whether in effect or not ([VectorOrder.Spend]), the rest of whose
// current rating is unallocated for a reaction to fire (readings W97,
// W100); and the Option 1 checks for [EndTurn].
func (mv *Moved) vectorAfter(o VectorOrder, em int, opt ManoeuvreOptions) {
	mv.Plan.Thrust.EM, mv.Plan.Thrust.Eclipse = o.EM+o.PostEM, o.Eclipse
	mv.Plan.Order.Post.EM = o.PostEM
	spent := o
	spent.EM = max(o.EM, em)
	mv.Plan.Thrust.Used, _ = spent.Spend()
	if o.Redline && opt.Redline == AtEndOfTurn {
		mv.Deferred = append(mv.Deferred, DriveCheck{Why: "Redlined Engines"})
	}
	switch {
	case o.EMDiscretionary:
		mv.EMHeld = o.EM
	case o.EM > 0:
		mv.EM = o.EM
		if opt.Extreme == AtEndOfTurn {
			mv.Deferred = append(mv.Deferred, DriveCheck{Why: "Extreme Manoeuvres", DRM: o.EM - 1})
		}
	}
}

// jumpDirection returns the direction of a Short-Range Jump under vector
// movement, a vector of length 1: along the ship's vector, its "current
// movement path", or along its facing when it is at rest (reading W88).
func jumpDirection(m Motion) geom.Vec {
	if u := m.Vector.Unit(); u != (geom.Vec{}) {
		return u
	}
	return m.Facing.Vec()
}
