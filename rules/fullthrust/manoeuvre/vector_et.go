package manoeuvre

import (
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
)

// Emergency Thrust under vector movement (ft-advanced-manoeuvres.txt
// "Emergency Thrust": "These Emergency Thrust rules can be used for either
// Cinematic or Vector movement systems"; RULINGS A4, A10, E2; reading W56).
// The text's two uses map onto the vector drive as follows: "up to 150% of
// their Main Drive's current rating" lets the main drive burn up to half as
// much again as its rating, rounded down; "more Thrust Points for turning
// than would normally be allowed" lets the thrusters, which do the turning
// under vector movement and give half the rating, give half of that
// boosted rating instead. The dice are the cinematic ones read the same
// way: one for a burn beyond the rating, one for thruster points beyond
// the normal thrusters, and one per earlier use in the scenario when
// either applies; scored and read as for a cinematic order.

// etVectorLimits returns the main-drive burn and the thruster points ship s
// may use under Emergency Thrust: the drive's current rating half as much
// again, rounded down, and half of that.
func etVectorLimits(s fullthrust.Ship) (drive, thrusters int) {
	d := boosted(max(s.Drive.Current(), 0))
	return d, d / 2
}

// VectorETDice returns the number of Emergency Thrust dice vector order o
// rolls for ship s with motion m: 0 without ET or when the order stays
// within the normal limits, else one for a burn beyond the drive's rating,
// one for thruster points beyond the normal thrusters, and one for each
// earlier use of Emergency Thrust (m.ETUses).
func VectorETDice(s fullthrust.Ship, m Motion, o VectorOrder) int {
	if !o.ET {
		return 0
	}
	limit, thr := VectorLimits(s)
	drive, used := o.Spend()
	n := 0
	if drive > limit {
		n++
	}
	if used > thr {
		n++
	}
	if n > 0 {
		n += m.ETUses
	}
	return n
}

// ReplotVector returns order o cut down to the standard limits of ship s,
// without Emergency Thrust or Redlined Engines: the burn to the drive's
// rating, then the factors of Extreme Manoeuvres (discretionary ones
// staying so), of Eclipsing and those held for after movement to what the
// burn leaves of it (readings W87, W89, W100), and the thruster points to
// the thrusters, the rotation kept while a point is left and the push
// shortened first. It is what a ship whose Emergency Thrust failed carries
// out ("must immediately re-plot its movement using standard thrust
// limitations").
func ReplotVector(s fullthrust.Ship, o VectorOrder) VectorOrder {
	limit, thr := VectorLimits(s)
	out := VectorOrder{FTL: o.FTL}
	rotates := false
	burn := 0
	for _, st := range o.Steps {
		rotates = rotates || st.Kind == VectorRotate
		if st.Kind == VectorDrive {
			burn += st.N
		}
	}
	left := max(0, limit-burn)
	out.EM = min(o.EM, left)
	out.EMDiscretionary = o.EMDiscretionary && out.EM > 0
	out.Eclipse = min(o.Eclipse, left-out.EM)
	out.PostEM = min(o.PostEM, left-out.EM-out.Eclipse)
	pushLeft := thr
	if rotates && thr > 0 {
		pushLeft--
	}
	for _, st := range o.Steps {
		switch st.Kind {
		case VectorDrive:
			st.N = min(st.N, limit)
		case VectorRotate:
			if thr == 0 {
				continue
			}
		case VectorPush:
			st.N = min(st.N, pushLeft)
			if st.N == 0 {
				continue
			}
		}
		out.Steps = append(out.Steps, st)
	}
	return out
}

// vectorET rolls the Emergency Thrust dice of a legal vector order and
// returns the order to carry out: o, or its re-plot after a failure.
func (mv *Moved) vectorET(o VectorOrder, src rng.Source) VectorOrder {
	if !o.ET {
		return o
	}
	n := VectorETDice(mv.Ship, mv.Motion, o)
	if n == 0 {
		mv.logf("Emergency Thrust: the order stays within the normal limits, so no dice are rolled")
		return o
	}
	if mv.rollET(n, src) {
		return o
	}
	re := ReplotVector(mv.Ship, o)
	mv.warnf("Emergency Thrust failed: re-plotted within the standard limits as %q", re.String())
	return re
}
