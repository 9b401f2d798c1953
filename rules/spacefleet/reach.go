package spacefleet

import (
	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
)

// Reach is one place a unit can end its move: the end hex and facing
// relative to a unit at the origin facing North, and every path that gets
// there, shortest and straightest first. Rotate Offset by the unit's facing
// (geom.Hex.Rotate) and add its position to place it on the map; turn its
// facing by Turn.
type Reach struct {
	Offset geom.Hex
	Turn   int    // the final facing, in hex sides clockwise from the starting facing, 0 to 5
	Paths  []Path // the paths for a unit facing North; a path is relative, so it serves any facing
	// By holds Offset rotated for each starting facing: By[f] is the end's
	// offset for a unit facing f.
	By [6]geom.Hex
}

// reachTable holds the reachable ends by speed and by whether a turn after
// the last hex is allowed; built once, never changed.
var reachTable = func() (t [MaxPath + 1][2][]Reach) {
	for sp := 0; sp <= MaxPath; sp++ {
		for last := range 2 {
			t[sp][last] = buildReach(Paths(sp, last == 1))
		}
	}
	return t
}()

// buildReach groups paths by where they end.
func buildReach(paths []Path) []Reach {
	index := map[[3]int]int{}
	var out []Reach
	for _, p := range paths {
		end, f := p.End(geom.Hex{}, geom.North)
		key := [3]int{end.Q, end.R, int(f)}
		k, ok := index[key]
		if !ok {
			k = len(out)
			index[key] = k
			r := Reach{Offset: end, Turn: int(f)}
			for d := range 6 {
				r.By[d] = end.Rotate(d)
			}
			out = append(out, r)
		}
		out[k].Paths = append(out[k].Paths, p)
	}
	for k := range out {
		ps := out[k].Paths
		// Shortest first, then fewest turns: insertion sort, the lists are short.
		for i := 1; i < len(ps); i++ {
			for j := i; j > 0 && pathRank(ps[j]) < pathRank(ps[j-1]); j-- {
				ps[j], ps[j-1] = ps[j-1], ps[j]
			}
		}
	}
	return out
}

// pathRank orders paths by length and then by number of turns.
func pathRank(p Path) int {
	turns := 0
	for k := range p.Hexes {
		if p.Turn(k) != 0 {
			turns++
		}
	}
	return p.Hexes*16 + turns
}

// Reachable returns every end of a move at the given speed (0 to 6) with
// the paths reaching it, for a unit facing North at the origin; pivots in
// place are the ends with a zero offset. Dreadnoughts set mayTurnLast. The
// slice is shared and must not be modified.
func Reachable(speed int, mayTurnLast bool) []Reach {
	speed = min(max(speed, 0), MaxPath)
	if mayTurnLast {
		return reachTable[speed][1]
	}
	return reachTable[speed][0]
}

// Rotated returns a path for a unit facing f equal to p drawn for a unit
// facing North. Paths are relative to the facing, so only a pivot changes.
func Rotated(p Path, f geom.Dir) Path {
	if p.Hexes == 0 {
		p.Pivot = p.Pivot.Turn(int(f))
	}
	return p
}

// PathHazards describes what a path runs into, for computer players: how
// many hexes of it are off the map (it withdraws at the first), whether it
// enters an asteroid or planet, how many debris hexes it enters while going
// faster than half speed, and how many minefields that player p knows of it
// enters.
type PathHazards struct {
	OffMap, Rock, Debris, Mines int
}

// Hazards walks path p for ship i from its current position and facing.
func (st *State) Hazards(p int, i int, path Path) PathHazards {
	var hz PathHazards
	fast := path.Hexes > halfSpeed(st.speed(i), &st.g.opts)
	checkMines := len(st.mines) > 0
	path.Walk(st.ships[i].pos, st.ships[i].facing, func(h geom.Hex, _ geom.Dir) bool {
		c := st.g.board.Index(h)
		if c < 0 {
			hz.OffMap++
			return false
		}
		if st.grid[c]&cellRock != 0 {
			hz.Rock++
			return false
		}
		if fast && st.grid[c]&cellDebris != 0 {
			hz.Debris++
		}
		if checkMines {
			for _, m := range st.mines {
				if !m.gone && m.pos == h && m.known.Has(game.Player(p)) {
					hz.Mines++
				}
			}
		}
		return true
	})
	return hz
}
