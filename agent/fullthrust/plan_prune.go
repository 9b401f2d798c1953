package fullthrust

import (
	"math"
	"slices"

	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// Pruning Emergency Thrust end states. Most of a reach table's entries need
// Emergency Thrust, and few of them win: the dice may fail and damage the
// drive. In a battle the planner first weighs the entries without ET, then
// gives each ET entry an upper bound on its value that costs a range per
// enemy and no arcs: its chance of success times the damage its beams
// could deal the best enemy at that range if all bore (fire taken and the
// pull towards the enemy only lower the value), plus the exact value of
// its failures and less its exact drive risk. An entry whose bound falls
// below the lookTop-th best value found so far could not be among the best
// lookAhead weighs again, so it is left out; the choice is the one the
// full scan would make.

// scanPruned returns the candidates of ship i from its reach table, in
// table order, leaving out the ET entries that cannot be among the lookTop
// best; inside and bonus apply as in best.
func (pl *Planner) scanPruned(ships []Duellist, i int, table []manoeuvre.Reached, et *etTable, cands []candidate) []candidate {
	s := ships[i]
	sc := pl.sceneFor(ships)
	kept, ends, in := pl.prune.kept[:0], pl.prune.ends[:0], pl.prune.in[:0]
	thrust := s.Ship.Drive.Current()
	for _, r := range table {
		end := reachedEnd(s.Motion, &r)
		ends = append(ends, end)
		in = append(in, pl.inside == nil || pl.inside(thrust, end))
	}
	for e, r := range table {
		end := ends[e]
		if et.entries[e].dice != 0 || !in[e] {
			continue
		}
		v := pl.scoreEntry(ships, i, table, &end, et, e)
		if pl.bonus != nil {
			v += pl.bonus(i, end)
		}
		kept = append(kept, scored{e, candidate{order: r.Order, end: end, score: v}})
	}
	thr := math.Inf(-1)
	if len(kept) >= lookTop {
		vals := pl.prune.vals[:0]
		for _, x := range kept {
			vals = append(vals, x.c.score)
		}
		slices.Sort(vals)
		thr = vals[len(vals)-lookTop]
		pl.prune.vals = vals
	}
	risk := s.Doctrine.driveRisk()
	for e, r := range table {
		n := int(et.entries[e].dice)
		if n == 0 || !in[e] {
			continue
		}
		end := ends[e]
		ok, once, twice := etChances(n)
		fails := 0.0
		for h, p := range [2]float64{once, twice} {
			if p > 0 {
				fails += p * pl.replotOf(ships, i, et, int(et.entries[e].replot[h]))
			}
		}
		bonus := 0.0
		if pl.bonus != nil {
			bonus = pl.bonus(i, end)
		}
		if ub := ok*sc.reachDealt(ships, i, end) + fails - risk*driveHits(s.Ship, r.Order, n) + bonus; ub < thr {
			continue
		}
		v := pl.scoreEntry(ships, i, table, &end, et, e) + bonus
		kept = append(kept, scored{e, candidate{order: r.Order, end: end, score: v}})
	}
	slices.SortFunc(kept, func(a, b scored) int { return a.e - b.e })
	for _, x := range kept {
		cands = append(cands, x.c)
	}
	pl.prune.kept, pl.prune.ends, pl.prune.in = kept[:0], ends[:0], in[:0]
	return cands
}

// scored is a candidate with its entry in the reach table.
type scored struct {
	e int
	c candidate
}

// pruneBufs are scanPruned's buffers, kept between calls.
type pruneBufs struct {
	kept []scored
	ends []manoeuvre.Motion
	in   []bool
	vals []float64
	top  []entryScore // scanCoarse's best entries
	// weighed lists the entries scanCoarse weighed, in the order weighed.
	weighed []int
}

// replotOf returns the position value of re-plot x of et for ship i,
// cached in pl.replotVals for the current call of best (NaN, or missing,
// until worked out). A re-plot that
// takes the ship off the table, or leaves it where its drive, halved by the
// failure, cannot keep it on the table (pl.inside), is worth the loss of
// the ship: minus the boxes it has left.
func (pl *Planner) replotOf(ships []Duellist, i int, et *etTable, x int) float64 {
	for len(pl.replotVals) <= x { // the table may have grown since the call began (etTable.fill)
		pl.replotVals = append(pl.replotVals, math.NaN())
	}
	if v := pl.replotVals[x]; !math.IsNaN(v) {
		return v
	}
	r := et.replot(x)
	end := placed(ships[i].Motion, r.end)
	v := pl.position(ships, i, r.order, end)
	if pl.inside != nil && !pl.inside(ships[i].Ship.Drive.Current()/2, end) {
		v = -float64(boxesLeft(ships[i].Ship)) // it leaves the battle, now or soon
	}
	pl.replotVals[x] = v
	return v
}

// reachDealt returns the most damage ship i's working beams (and its
// K-guns and torpedoes, when the scene has them) could deal an enemy in the battle, where the scene predicts it, from end if every beam
// bore: an upper bound on the damage the planner counts it dealing.
func (sc *scene) reachDealt(ships []Duellist, i int, end manoeuvre.Motion) float64 {
	best := 0.0
	for j := range ships {
		if ships[j].Side == ships[i].Side || !sc.alive[j] {
			continue
		}
		d := end.Pos.Dist(sc.pred[j].Pos)
		t := 0.0
		for _, g := range sc.guns[i] {
			t += float64(manoeuvre.BeamDice(g.class, d))
		}
		t *= manoeuvre.ExpectedBeam(0, sc.screen[j])
		if sc.shells != nil {
			t += shellBound(sc.shells[i], d)
		}
		best = max(best, t)
	}
	return best
}
