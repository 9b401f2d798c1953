package fullthrust

import (
	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// Exposure to salvos under vector movement. A salvo or heavy missile is
// placed before anything moves, up to 24 MU from its ship and in the arcs
// of its mount, and attacks the nearest enemy ship within 6 MU of its
// point once ships have moved (RULINGS A7; ordnance.go in the battle
// package). A vector ship first drifts its whole vector and only then
// burns (RULINGS A4), so the enemy, who cannot see its orders, knows where
// it will be within the reach of its drive: the drift point. A ship whose
// drive cannot carry it more than 6 MU from there (a rating below 6: the
// burn along the facing after a rotation, and a 1 MU push with what the
// thrusters have left) cannot dodge a salvo placed at its drift point.
// Where it ends this turn decides its next drift point (the end plus the
// new vector), so the tactical player takes off each end state of such a
// ship the salvo damage it exposes itself to next turn: for each enemy
// ship that still carries salvos or heavy missiles (as the views' counts
// of its placed ordnance tell, battle_spent.go), the mean damage of what it carries, weighed by
// caution as the planner weighs damage taken, shared among the ships of
// the side it could place them on, and scaled by the chance the drift
// point is within its 24 MU from where it will be: 1 within 24 MU less
// its drive rating of its own drift point, 0 beyond 24 MU more, linear
// between (it moves before it places). A salvo may also be placed where
// the ship is now ("SHIP salvo: TARGET"), as a firer may when the drift
// point is beyond its reach: an end within 6 MU of where the ship is,
// in a carrier's 24 MU of where that carrier is now, counts the same
// damage again for this turn's placement. The view shows neither a mount's
// arcs nor extended range, so every enemy mount is taken to bear and to
// reach 24 MU.

// exposureWeight is the share of the exposed damage the planner counts.
// Staying out of the enemy's salvo range also keeps a cruiser out of its
// own beams' better bands, and the salvo is only deferred, not avoided,
// unless the enemy wastes it or is destroyed first. Measured over 200
// battles a side of the vector example, with battle_dodge.go's dodging
// kept for every ship and no pursuit (vector_pursuit.go), P(win) of the
// Union at seeds 1 and 2, then of the League: without the term 0.920,
// 0.950 and 0.940, 0.950; at 0.25: 0.920, 0.940 and 0.975, 0.960; at 0.5:
// 0.930, 0.940 and 0.975, 0.960; at 1: 0.925, 0.915 and 0.960, 0.955 (the
// Union's cruiser hung beyond 24 MU of the enemy until the turn limit).
const exposureWeight = 0.5

// Mean damage, in points, of what a salvo or a heavy missile does to a
// ship without point defence: a salvo's D6 missiles of D6 each (2015
// text; RULINGS B1) and a heavy missile's 3D6 (RULINGS B1).
const (
	salvoMean   = 3.5 * 3.5
	missileMean = 3 * 3.5
)

// carrier is an enemy ship that can place homing ordnance next turn, as a
// side sees it.
type carrier struct {
	now   geom.Vec // where it is
	at    geom.Vec // where it will be if it holds its course and speed
	drive float64  // its drive rating: how far from at it may place from, MU
	mean  float64  // the mean damage of all it carries, points
	share float64  // the number of ships of the side within its reach
}

// escapes reports whether a vector ship with drive rating drive can end
// its move more than a salvo's homing radius from its drift point: a burn
// of the whole rating after a rotation, and a push of 1 MU across it.
func escapes(drive int) bool {
	push := 0.0
	if drive/2 >= 2 { // thrusters are half the rating (manoeuvre.VectorLimits)
		push = 1
	}
	d := float64(drive)
	return d*d+push*push > battle.SalvoHoming*battle.SalvoHoming
}

// carriers returns the enemy ships of side p's view v that carry salvos
// or heavy missiles, each with the mean damage of what it carries and the
// ships of side p in ships whose drift point it may reach.
func carriers(v battle.View, p game.Player, ships []Duellist) []carrier {
	var out []carrier
	for _, e := range v.Ships {
		if e.Side == int(p) || e.Status != "in battle" {
			continue
		}
		mean := float64(count(e.Systems, salvoRackLabel)+count(e.Systems, salvoLauncherLabel))*salvoMean +
			float64(count(e.Systems, battle.HeavyMissile.Label()))*missileMean
		if mean == 0 {
			continue
		}
		c := carrier{now: e.At, at: aheadOf(e), drive: float64(max(e.Thrust, 0)), mean: mean}
		for _, s := range ships {
			if s.Side == int(p) && inBattle(s) && c.reach(predicted(s.Motion).Pos) > 0 {
				c.share++
			}
		}
		out = append(out, c)
	}
	return out
}

// reach returns the chance, 0 to 1, that the carrier can place ordnance at
// point x next turn: 1 within SalvoRange less its drive rating of where
// it will be, 0 beyond SalvoRange more, linear between.
func (c carrier) reach(x geom.Vec) float64 {
	d := x.Dist(c.at)
	if c.drive == 0 {
		if d <= battle.SalvoRange {
			return 1
		}
		return 0
	}
	return min(1, max(0, (battle.SalvoRange+c.drive-d)/(2*c.drive)))
}

// exposure returns the planner's penalty function for side p's vector
// ships: the caution-weighted salvo damage an end state exposes a ship
// that cannot dodge to next turn, in points of damage (see above); nil
// when no enemy ship carries homing ordnance.
func exposure(v battle.View, p game.Player, ships []Duellist) func(int, manoeuvre.Motion) float64 {
	cs := carriers(v, p, ships)
	if len(cs) == 0 {
		return nil
	}
	exposed := make([]bool, len(ships)) // worked out once: the planner calls the function for every candidate
	for i := range ships {
		drive, _ := manoeuvre.VectorLimits(ships[i].Ship)
		exposed[i] = !escapes(drive)
	}
	return func(i int, end manoeuvre.Motion) float64 {
		if !exposed[i] {
			return 0
		}
		s := &ships[i]
		next := predicted(end).Pos
		near := end.Pos.Dist(s.Motion.Pos) <= battle.SalvoHoming
		x := 0.0
		for _, c := range cs {
			r := c.reach(next)
			if near && c.now.Dist(s.Motion.Pos) <= battle.SalvoRange {
				r++ // this turn's salvo, placed where the ship is now
			}
			x += r * c.mean / max(c.share, 1)
		}
		return exposureWeight * s.Doctrine.caution() * x
	}
}

// vectorDodge returns the dodge weights w (dodgeWeights, parallel to
// ships) with those of the vector ships that cannot end their move more
// than a salvo's homing radius from their drift point set to 0: dodging
// within the radius gains nothing against a salvo placed there, and only
// pulls the ship off the move its guns want (battle_dodge.go scores the
// distance from 2 MU). A ship whose drive can carry it beyond keeps its
// weight. Measured over 200 battles a side of the vector example at seeds
// 1 and 2, with the exposure term and no pursuit, P(win) of the Union and
// then of the League: 0.930, 0.940 and 0.975, 0.960 with every ship
// dodging; 0.940, 0.940 and 0.985, 0.965 without this dodging (the
// cruisers' losses gone, the Union's non-wins all draws). w may be nil;
// it is changed in place.
func vectorDodge(w []float64, ships []Duellist) []float64 {
	for i := range w {
		if drive, _ := manoeuvre.VectorLimits(ships[i].Ship); !escapes(drive) {
			w[i] = 0
		}
	}
	return w
}
