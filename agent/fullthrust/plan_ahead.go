package fullthrust

import (
	"cmp"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// Looking a turn further. The duel's planner weighs an end state by the
// fire phase that follows it; a fast ship then closes hard, overshoots and
// spends the next turns turning back with its guns out of arc. With
// Planner.ahead above 0 an end state also earns that share of the next
// fire phase's exchange if the ship and every enemy held their course and
// speed for one more turn: the damage the ship could deal the target fire
// control would choose then, less the damage it could take weighed by
// caution. Holding course is what the ship can surely do; it may do
// better, so the term favours end states that leave it well placed
// without another manoeuvre. The term is worked out for the aheadTop best
// end states by the next fire phase alone, which then compete with it
// added: the rest seldom win and would double the planner's work.

// lookTop is how many of the best end states lookAhead weighs again.
const lookTop = 12

// aheadTop returns how many end states best keeps for lookAhead: lookTop
// with lookahead, else none.
func (pl *Planner) aheadTop() int {
	if pl.ahead > 0 {
		return lookTop
	}
	return 0
}

// lookAhead adds to the scores of best (ship i's best candidates, best
// first) the weighted next turn's exchange, and returns them best first
// again, the earlier first among equals.
func (pl *Planner) lookAhead(ships []Duellist, i int, best []candidate) []candidate {
	sc := pl.sceneFor(ships)
	for k := range best {
		best[k].score += pl.ahead * pl.aheadValue(ships, i, best[k].end, sc)
	}
	// A stable sort of indices, then one move of each candidate (a few
	// hundred bytes): what slices.SortStableFunc by score, best first,
	// would give.
	order := pl.aheadOrder[:0]
	for k := range best {
		order = append(order, k)
		for n := len(order) - 1; n > 0 && cmp.Compare(best[k].score, best[order[n-1]].score) > 0; n-- {
			order[n], order[n-1] = order[n-1], order[n]
		}
	}
	sorted := append(pl.aheadSorted[:0], best...)
	for n, k := range order {
		best[n] = sorted[k]
	}
	pl.aheadOrder, pl.aheadSorted = order[:0], sorted[:0]
	return best
}

// aheadValue returns the next fire phase's exchange for ship i ending its
// move at end, with every ship one more turn along its course. As in the
// scene's exchange, each range is measured once for the fire both ways,
// and a shot into one arc reads the scene's remembered volleys
// (sectorVolley): the values are those of scene.volley for the two
// shots, to the last bit.
func (pl *Planner) aheadValue(ships []Duellist, i int, end manoeuvre.Motion, sc *scene) float64 {
	next := predicted(end)
	best, bestP := 0.0, -1.0
	taken := 0.0
	myReach, far := sc.reach[i], sc.farOf(i)
	for k, j := range sc.foes(i) {
		to := &sc.pred2[j]
		d := to.Pos.Sub(next.Pos)
		if d.X*d.X+d.Y*d.Y > far[k] { // neither fires (scene.farOf, as beyond)
			continue
		}
		dist := d.Len()
		fires, fired := dist <= myReach, dist <= sc.reach[j]
		if !fires && !fired {
			continue
		}
		band := manoeuvre.RangeBand(dist)
		if fires {
			if hit := sc.sectorVolley(i, d, dist, next.Facing, next.Inverted, sc.screen[j], band, dist); hit > 0 {
				if p := hit * sc.threat[j] / sc.boxes[j]; p > bestP {
					best, bestP = hit, p
				}
			}
		}
		if fired {
			taken += sc.sectorVolley(j, geom.Vec{X: -d.X, Y: -d.Y}, dist, to.Facing, to.Inverted, sc.screen[i], band, dist)
		}
	}
	return best - ships[i].Doctrine.caution()*taken
}
