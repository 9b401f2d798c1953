package spacefleet

import (
	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/spacefleet"
)

// move chooses the next ship to move and where it goes.
func (t *Tactical) move(st *spacefleet.State, p game.Player) (game.Action, bool) {
	for i := range st.NumShips() {
		if st.Side(i) != int(p) || !st.MayMove(i) {
			continue
		}
		path, ok := t.bestPath(st, i)
		if !ok {
			return game.Action{}, false
		}
		lay := st.Options().Mines && st.MinesLeft(i) > 0 && t.layHere(st, i)
		if path.Hexes == 0 && st.MaySweep(i) && sweepHere(st, i, p) {
			return spacefleet.SweepAction(p, i, path.Pivot, lay), true
		}
		return spacefleet.MoveAction(p, i, path, lay), true
	}
	return game.Action{}, false
}

// sweepHere reports whether ship i, which keeps to its hex this move,
// should sweep the minefields there. Sweeping costs no fire, only another
// attack by each field (d6 4-6: 1d3 hits), and the ship is not moving
// anyway; it clears the way for the ships that follow. So the ship sweeps
// when an enemy field is there and its shields can take the worst the
// fields can do (3 hits each), which leaves its hull unharmed. It never
// sweeps its own side's fields alone: they hinder the enemy.
func sweepHere(st *spacefleet.State, i int, p game.Player) bool {
	own, other := st.KnownMinesAt(p, st.Pos(i))
	return other > 0 && st.Shields(i) >= 3*(own+other)
}

// layHere reports whether ship i should drop a mine pattern where it
// stands: when an enemy is within 8 hexes and it still carries patterns.
func (t *Tactical) layHere(st *spacefleet.State, i int) bool {
	k := t.nearest(st.Pos(i))
	if k < 0 {
		return false
	}
	return st.Pos(i).Distance(t.contacts[k].pos) <= 8 && st.Pos(i).Distance(t.contacts[k].pos) >= 2
}

// bestPath scores every place ship i can reach and returns a safe path to
// the best. Scoring runs in two stages to stay cheap: every end is first
// scored on its range alone (or, for a ship going home, its distance from
// the home edge); only the ends at the best range (within a hex of it when
// few ends reach it) are then scored in full, with arcs, threats and the
// hazards of the way there. With terrain on the map every end is scored in
// full.
func (t *Tactical) bestPath(st *spacefleet.State, i int) (spacefleet.Path, bool) {
	pos, facing := st.Pos(i), st.Facing(i)
	side := st.Side(i)
	retreat := retreating(st, i)
	target := t.nearest(pos)
	desired := 3
	if st.Design(i).Plasma > 0 {
		desired = 2
	}
	board := st.Board()
	reach := spacefleet.Reachable(st.Speed(i), st.Class(i) == spacefleet.Dreadnought)
	// Paths near an edge may leave the map; with terrain, they may run
	// into it: then each candidate's paths are walked.
	terrain := st.HasRocks() || st.HasDebris() || st.Options().Mines
	careful := terrain || st.EdgeDistanceMin(pos) <= st.Speed(i)+1

	// Stage 1: the best first score.
	first := func(end geom.Hex) int {
		switch {
		case !board.Contains(end):
			if retreat {
				return 1 << 20
			}
			return -1 << 20
		case retreat || target < 0:
			return -st.EdgeDistance(side, end)
		}
		return -abs(end.Distance(t.contacts[target].pos) - desired)
	}
	var firsts [400]int32
	top, count := -1<<30, 0
	for k := range reach {
		v := first(pos.Add(reach[k].By[facing]))
		firsts[k] = int32(v)
		switch {
		case v > top:
			top, count = v, 1
		case v == top:
			count++
		}
	}
	floor := top
	switch {
	case terrain:
		// Terrain may make the ends at the best range costly or deadly:
		// weigh every end.
		floor = -1 << 30
	case count < 6:
		// Few ends at the best range: look one step further.
		floor = top - 1
	}

	// Stage 2: the full score of the ends at the best range (or within one
	// step of it, when few ends reach the best).
	best := spacefleet.Path{Pivot: facing}
	bestScore, ties := -1<<30, 0
	for k := range reach {
		r := &reach[k]
		if int(firsts[k]) < floor {
			continue
		}
		end := pos.Add(r.By[facing])
		f := facing.Turn(r.Turn)
		path := spacefleet.Rotated(r.Paths[0], facing)
		hazard := 0
		off := !board.Contains(end)
		if careful {
			path, hazard, off = t.safest(st, i, *r, facing, retreat)
		}
		var score int
		switch {
		case off && retreat:
			score = 1 << 20
		case off:
			score = -1 << 20
		case retreat || target < 0:
			score = t.retreatScore(st, side, end, retreat)
		default:
			score = t.attackScore(st, i, end, f, target, desired)
		}
		score -= hazard
		if !off && st.RockDrift(end) {
			score -= 300
		}
		// Break ties at random, choosing uniformly among the equals seen.
		switch {
		case score > bestScore:
			best, bestScore, ties = path, score, 1
		case score == bestScore:
			ties++
			if t.src.IntN(ties) == 0 {
				best = path
			}
		}
	}
	return best, true
}

// safest returns the path to a reachable end with the fewest hazards, the
// hazards' penalty and whether it leaves the map.
func (t *Tactical) safest(st *spacefleet.State, i int, r spacefleet.Reach, facing geom.Dir, retreat bool) (spacefleet.Path, int, bool) {
	var best spacefleet.Path
	bestPen, bestOff := 1<<30, false
	for _, p := range r.Paths {
		p = spacefleet.Rotated(p, facing)
		hz := st.Hazards(st.Side(i), i, p)
		pen := 400*hz.Rock + 45*hz.Debris + 60*hz.Mines
		off := hz.OffMap > 0
		if off && !retreat {
			pen += 1 << 20
		}
		if pen < bestPen {
			best, bestPen, bestOff = p, pen, off
		}
		if pen == 0 {
			break
		}
	}
	if bestOff && retreat {
		bestPen = 0
	}
	return best, bestPen, bestOff
}

// retreatScore scores a place for a ship heading home: close to its edge
// and far from the enemy.
func (t *Tactical) retreatScore(st *spacefleet.State, side int, end geom.Hex, retreat bool) int {
	score := -10 * st.EdgeDistance(side, end)
	if !retreat {
		return score / 10
	}
	if k := t.nearest(end); k >= 0 {
		score += 3 * min(end.Distance(t.contacts[k].pos), 12)
	}
	return score
}

// attackScore scores a place for a fighting ship: at its best range from
// its target, facing it, with the target outside its rear arc and itself
// inside the target's, few other enemies able to fire at it, and a clear
// line of fire.
func (t *Tactical) attackScore(st *spacefleet.State, i int, end geom.Hex, f geom.Dir, target, desired int) int {
	c := &t.contacts[target]
	v := c.pos.Sub(end)
	vv := dot(v, v)
	d := end.Distance(c.pos)
	score := -10 * abs(d-desired)
	// Face the target, so that the next move's first hex leads towards it:
	// the dot product of the facing with the way to the target, per hex.
	if d > 0 {
		score += 3 * dot(step[f], v) / (4 * d)
	}
	if d <= 12 {
		if rear(f, v, vv) {
			score -= 40
		}
		if c.known && rear(c.facing, geom.Hex{Q: -v.Q, R: -v.R}, vv) {
			score += 15
		}
		if st.HasRocks() && st.Blocked(end, c.pos) {
			score -= 20
		}
	}
	for k := range t.contacts {
		if k == target {
			continue
		}
		o := &t.contacts[k]
		if end.Distance(o.pos) > 8 {
			continue
		}
		w := end.Sub(o.pos)
		if o.known && rear(o.facing, w, dot(w, w)) {
			continue
		}
		if st.HasRocks() && st.Blocked(o.pos, end) {
			continue
		}
		score -= 3
	}
	return score
}

// step holds the axial step of each hex direction.
var step = func() (s [6]geom.Hex) {
	for d := range geom.Dir(6) {
		s[d] = geom.Hex{}.Neighbor(d)
	}
	return s
}()

// dot is the integer dot product of two axial displacements' centres on
// the plane, up to a constant factor (see spacefleet.InRear).
func dot(a, b geom.Hex) int { return 3*a.Q*b.Q + (2*a.R+a.Q)*(2*b.R+b.Q) }

// rear reports whether the displacement v (with vv = dot(v, v)) from a ship
// facing f lies in its rear 90-degree arc, as spacefleet.InRear does.
func rear(f geom.Dir, v geom.Hex, vv int) bool {
	if vv == 0 {
		return false
	}
	d := -dot(step[f], v)
	return d > 0 && d*d >= 2*vv
}

// abs returns |x|.
func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
