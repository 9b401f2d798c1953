package fullthrust

import "github.com/broadside/broadside/rules/fullthrust/manoeuvre"

// Looking a turn further. The duel's planner weighs an end state by the
// fire phase that follows it; a fast ship then closes hard, overshoots and
// spends the next turns turning back with its guns out of arc. With
// Planner.ahead above 0 an end state also earns that share of the next
// fire phase's exchange if the ship and every enemy held their course and
// speed for one more turn: the damage the ship could deal the target fire
// control would choose then, less the damage it could take weighed by
// caution. Holding course is what the ship can surely do; it may do
// better, so the term favours end states that leave it well placed
// without another manoeuvre.

// aheadValue returns the next fire phase's exchange for ship i ending its
// move at end, with every ship one more turn along its course.
func (pl *Planner) aheadValue(ships []Duellist, i int, end manoeuvre.Motion, sc *scene) float64 {
	next := predicted(end)
	best, bestP := 0.0, -1.0
	taken := 0.0
	side := ships[i].Side
	for j := range ships {
		if ships[j].Side == side || !sc.alive[j] {
			continue
		}
		to := sc.pred2[j]
		if hit := expectedVolley(ships[i].Ship, manoeuvre.Shot{From: next, To: to, Screen: sc.screen[j]}, 0); hit > 0 {
			if p := hit * sc.threat[j] / sc.boxes[j]; p > bestP {
				best, bestP = hit, p
			}
		}
		taken += expectedVolley(ships[j].Ship, manoeuvre.Shot{From: to, To: next, Screen: sc.screen[i]}, 0)
	}
	return best - ships[i].Doctrine.caution()*taken
}
