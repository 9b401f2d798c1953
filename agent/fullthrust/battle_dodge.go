package fullthrust

import (
	"math"
	"slices"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// Dodging ordnance. Salvos, heavy missiles and plasma bolts are placed
// before ships move and act on the ships within 6 MU of their place after
// movement, a salvo or heavy missile on the nearest (ft-new-point-defence.txt;
// W14, W15), so a firer who cannot see the target's orders places them
// where the target is or will be if it holds its course and speed (every
// plasma bolt and all the random player places; the tactical player puts
// its salvos and heavy missiles where their homing radius holds the most
// of the target's standard end positions, battle_aim.go). Those places
// are known to the target's side too: every ship of the side that
// enemy ordnance can reach marks two. A ship that ends its move more than
// 6 MU from every such place of its side (its own, and those of its
// threatened allies, whose salvos home on it when it is the nearest) is
// out of every such placement; the tactical player values that at
// dodgeWeight a reaching enemy carrier, falling off to nothing at 2.5 MU
// and reaching its whole only half a MU past the homing radius (a ship
// ending 5.5 MU away is homed on as surely as one ending 1 MU away), and
// plans as usual beyond it.

// dodgeWeight is what keeping out of one enemy carrier's likely placements
// is worth, in points of damage: about one salvo's mean damage after
// point defence.
const dodgeWeight = 4

// dodgeWeights returns, parallel to ships (the visible duellists of side
// p's view v), the weight of dodging for each ship of side p: dodgeWeight
// for each enemy ship in the battle that carries salvos, heavy missiles or
// plasma bolts within its reach of it now; nil when no ship has any.
func dodgeWeights(v battle.View, p game.Player, ships []Duellist) []float64 {
	var out []float64
	for i, s := range ships {
		if s.Side != int(p) || !inBattle(s) {
			continue
		}
		w := 0.0
		for _, e := range v.Ships {
			if e.Side == int(p) || e.Status != "in battle" || e.At.Dist(s.Motion.Pos) > salvoThreat {
				continue
			}
			for _, l := range []string{salvoRackLabel, salvoLauncherLabel, battle.HeavyMissile.Label(), battle.PlasmaBolt.Label()} {
				if slices.Contains(e.Systems, l) {
					w += dodgeWeight
					break
				}
			}
		}
		if w == 0 {
			continue
		}
		if out == nil {
			out = make([]float64, len(ships))
		}
		out[i] = w
	}
	return out
}

// dodgeValue returns the share of dodging a ship starting its move in
// motion m earns by ending it at end: 0 within 2.5 MU of where it is or of
// where it would be holding its course and speed, 1 beyond 6.5 MU of both
// (half a MU past battle.SalvoHoming), a straight line between.
func dodgeValue(m, end manoeuvre.Motion) float64 {
	return dodgeShare(min(end.Pos.Dist(m.Pos), end.Pos.Dist(predicted(m).Pos)))
}

// dodgeShare is dodgeValue's share for an end d MU from the nearest
// likely placement.
func dodgeShare(d float64) float64 {
	return min(1, max(0, (d-dodgeNear)/(battle.SalvoHoming+dodgeMargin-dodgeNear)))
}

// dodgeNear and dodgeMargin, in MU, bound dodgeValue's slope: no share
// within dodgeNear of a likely placement, the whole share dodgeMargin past
// the homing radius.
const (
	dodgeNear   = 2.5
	dodgeMargin = 0.5
)

// dodgeBonus returns the planner's bonus function for ships with the
// weights of dodgeWeights: a ship's weight times the least dodgeValue of
// its end from its own likely placements and from those of every other
// ship with a weight; nil when no ship dodges.
func dodgeBonus(ships []Duellist, dodge []float64) func(int, geom.Vec) float64 {
	if dodge == nil {
		return nil
	}
	var marks []geom.Vec // every likely placement: where each ship with a weight is, and will be holding course
	for j, w := range dodge {
		if w > 0 {
			marks = append(marks, ships[j].Motion.Pos, predicted(ships[j].Motion).Pos)
		}
	}
	return func(i int, end geom.Vec) float64 {
		if i >= len(dodge) || dodge[i] == 0 {
			return 0
		}
		return dodge[i] * dodgeShare(nearestMark(marks, end))
	}
}

// nearestMark returns the least distance in MU from end to marks (+Inf
// when there are none), or, when that distance lies for certain outside
// dodgeShare's slope by the squared distances (plan_dist.go), a distance
// on the same side of it that dodgeShare turns into the same share: the
// slope's near end when one mark lies within it, its far end when every
// mark lies beyond.
func nearestMark(marks []geom.Vec, end geom.Vec) float64 {
	const far = battle.SalvoHoming + dodgeMargin
	least := math.Inf(1)
	for _, at := range marks {
		d := end.Sub(at)
		least = min(least, d.X*d.X+d.Y*d.Y)
	}
	if squareSafe(least) && least < dodgeNear*dodgeNear*(1-lenBand) {
		return dodgeNear
	}
	if least > far*far*(1+lenBand) {
		return far
	}
	// Only the marks whose squared distance lies within lenBand of the
	// least can be the nearest to the last bit (scene.nearest); where the
	// squares cannot decide, every distance is worked out.
	bound := math.Inf(1)
	if squareSafe(least) {
		bound = least * (1 + lenBand)
	}
	d := math.Inf(1)
	for _, at := range marks {
		if v := end.Sub(at); !(v.X*v.X+v.Y*v.Y > bound) { // NaN too
			d = min(d, v.Len())
		}
	}
	return d
}
