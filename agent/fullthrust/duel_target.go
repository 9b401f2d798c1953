package fullthrust

import (
	ft "github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// The duel's fire-control policy: which enemy a ship shoots at.
//
// A ship fires all its bearing beams at one enemy a turn. Among the enemies
// still in the battle it picks the one with the highest priority
//
//	hit × (1 + threat) / boxes
//
// where hit is the mean damage its own beams would deal that enemy this
// turn (arcs, range, screens, Extreme Manoeuvres, a Corkscrew and Eclipsing
// included), threat is the mean damage that enemy's working beams could
// deal the most exposed ship of the firing side at the present range if
// they all bore (a ship can turn to bring them to bear), and boxes is the
// damage the enemy can still take before it is destroyed. So the ship
// shoots where its fire removes the most danger per point: the dangerous,
// fragile enemy first, and never a ship it cannot hit while another is in
// its arcs. When it can hit no enemy it keeps the nearest one as its
// target, which the computer player steers towards. Ties go to the ship
// listed first in the duel.

// targetChoice is a chosen target and the mean damage a shot at it deals.
type targetChoice struct {
	ship int     // index in the duel, or -1 when no enemy is left
	hit  float64 // mean damage points of the shot
}

// chooseTarget returns ship i's target: from is where the ship fires from,
// at(j) where enemy j stands and shot(j) the shot at it; both are called
// once per enemy in the battle.
func chooseTarget(ships []Duellist, i int, from manoeuvre.Motion, at func(j int) manoeuvre.Motion, shot func(j int, to manoeuvre.Motion) (manoeuvre.Shot, int)) targetChoice {
	best, bestP := targetChoice{ship: -1}, 0.0
	near, nd := -1, 0.0
	for j, e := range ships {
		if e.Side == ships[i].Side || !inBattle(e) {
			continue
		}
		to := at(j)
		if d := to.Pos.Dist(from.Pos); near < 0 || d < nd {
			near, nd = j, d
		}
		sh, mod := shot(j, to)
		hit := expectedVolley(ships[i].Ship, sh, mod)
		if hit <= 0 {
			continue
		}
		p := hit * (1 + enemyThreat(ships, j)) / float64(max(1, boxesLeft(e.Ship)))
		if best.ship < 0 || p > bestP {
			best, bestP = targetChoice{ship: j, hit: hit}, p
		}
	}
	if best.ship < 0 {
		best.ship = near
	}
	return best
}

// enemyThreat returns the mean damage enemy j's working beams could deal the
// most exposed ship of the other side, at the present range, if every beam
// bore.
func enemyThreat(ships []Duellist, j int) float64 { return threatAt(ships, j, nil) }

// threatAt is enemyThreat with each ship's screen level from screens (by
// index in ships), or from its sheet when screens is nil. It works each
// range's beam band out once for all of j's beams: BandDice(n,
// RangeBand(d)) is BeamDice(n, d).
func threatAt(ships []Duellist, j int, screens []int) float64 {
	t := 0.0
	for k := range ships {
		s := &ships[k] // not a copy: the scene asks this of every pair of ships
		if s.Side == ships[j].Side || !inBattle(*s) {
			continue
		}
		var screen int
		if screens != nil {
			screen = screens[k]
		} else {
			screen, _ = s.Ship.Screens()
		}
		band := manoeuvre.RangeBand(ships[j].Motion.Pos.Dist(ships[k].Motion.Pos))
		per := manoeuvre.ExpectedBeam(0, screen)
		v := 0.0
		for si := range ships[j].Ship.Systems {
			sys := &ships[j].Ship.Systems[si] // read in place, not copied
			if sys.Kind == ft.Beam && !sys.Destroyed {
				v += float64(manoeuvre.BandDice(sys.Class, band)) * per
			}
		}
		t = max(t, v)
	}
	return t
}

// boxesLeft is [ft.Ship.BoxesLeft] without allocating.
func boxesLeft(s ft.Ship) int {
	n := sum(s.Armour) + sum(s.Hull) - s.Lost.Hull
	for _, l := range s.Lost.Armour {
		n -= l
	}
	return n
}

func sum(xs []int) int {
	t := 0
	for _, x := range xs {
		t += x
	}
	return t
}
