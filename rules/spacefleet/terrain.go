package spacefleet

import (
	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
)

// cell returns the terrain bits of a hex, 0 off the map.
func (st *State) cell(h geom.Hex) uint8 {
	i := st.g.board.Index(h)
	if i < 0 {
		return 0
	}
	return st.grid[i]
}

// IsRock reports whether an asteroid or planet fills the hex.
func (st *State) IsRock(h geom.Hex) bool { return st.cell(h)&cellRock != 0 }

// IsDebris reports whether the hex lies in a debris field.
func (st *State) IsDebris(h geom.Hex) bool { return st.cell(h)&cellDebris != 0 }

// rockAt returns the index of the rock in a hex, or −1.
func (st *State) rockAt(h geom.Hex) int {
	if !st.IsRock(h) {
		return -1
	}
	for i := range st.rocks {
		if !st.rocks[i].gone && st.rocks[i].pos == h {
			return i
		}
	}
	return -1
}

// Blocked reports whether an asteroid or planet blocks the line of fire
// between two hexes: whether the straight line between their centres passes
// anywhere through a rock's hex ("Asteroids, planets and lesser space
// debris"), its outline included, so that a line clipping a corner, running
// along a side or touching a corner is blocked ([geom.Touches]). The
// firer's and target's own hexes do not block.
func (st *State) Blocked(a, b geom.Hex) bool {
	if len(st.rocks) == 0 || a.Distance(b) < 2 {
		return false
	}
	if st.g.version < 3 {
		return st.blockedV2(a, b)
	}
	var buf [128]geom.Hex
	line := geom.CoverAppend(buf[:0], a, b)
	for _, h := range line {
		if h != a && h != b && st.IsRock(h) {
			return true
		}
	}
	return false
}

// blockedV2 is Blocked as rules versions 1 and 2 played it: the cells of
// one traced line and of the line nudged the other way, which miss rock
// hexes the line only clips.
func (st *State) blockedV2(a, b geom.Hex) bool {
	var buf [64]geom.Hex
	line := geom.LineAppend(buf[:0], a, b)
	for _, h := range line[1 : len(line)-1] {
		if st.IsRock(h) {
			return true
		}
	}
	// The line nudged the other way finds the other cell of a line that runs
	// along a hex side: reflect the problem through the origin and back.
	neg := func(h geom.Hex) geom.Hex { return geom.Hex{Q: -h.Q, R: -h.R} }
	line = geom.LineAppend(buf[:0], neg(a), neg(b))
	for _, h := range line[1 : len(line)-1] {
		if st.IsRock(neg(h)) {
			return true
		}
	}
	return false
}

// debrisOnLine reports whether the line of fire between two hexes passes
// through a debris field: whether any hex it touches ([geom.Touches]),
// the firer's and target's own included, is debris.
func (st *State) debrisOnLine(a, b geom.Hex) bool {
	if len(st.g.debris) == 0 {
		return false
	}
	if st.IsDebris(a) || st.IsDebris(b) {
		return true
	}
	var buf [128]geom.Hex
	var line []geom.Hex
	if st.g.version < 3 {
		line = geom.LineAppend(buf[:0], a, b)
	} else {
		line = geom.CoverAppend(buf[:0], a, b)
	}
	for _, h := range line {
		if st.IsDebris(h) {
			return true
		}
	}
	return false
}

// debrisCount returns the extra distance debris adds to detection from a
// to b: the number of debris hexes the line touches ([geom.Touches]), the
// observer's own hex excluded and the target's included, but never more
// than the distance, so that debris at most doubles it ("each hex of debris
// counts as 2").
func (st *State) debrisCount(a, b geom.Hex) int {
	if len(st.g.debris) == 0 {
		return 0
	}
	var buf [128]geom.Hex
	n := 0
	if st.g.version < 3 {
		line := geom.LineAppend(buf[:0], a, b)
		for _, h := range line[1:] {
			if st.IsDebris(h) {
				n++
			}
		}
		return n
	}
	for _, h := range geom.CoverAppend(buf[:0], a, b) {
		if h != a && st.IsDebris(h) {
			n++
		}
	}
	return min(n, a.Distance(b))
}

// moveTerrain drifts the moving asteroids, planets and debris fields at
// the start of the turn, before any ship moves. A ship in a hex an asteroid
// or planet enters must survive a collision roll (RULINGS D2#20); moving
// debris collides with nothing.
func (st *State) moveTerrain(src rng.Source, emit game.Emit) {
	if !st.g.mobile {
		return
	}
	for r := range st.rocks {
		spec := st.g.setup.Rocks[r]
		for range spec.Speed {
			rk := &st.rocks[r]
			if rk.gone {
				break
			}
			rk.pos = rk.pos.Neighbor(spec.Heading.Dir())
			if !st.g.board.Contains(rk.pos) {
				rk.gone = true
				if emit != nil {
					st.emitf(emit, "terrain", nil, "%s %d drifts off the map", spec.Kind, r)
				}
				break
			}
			for i := range st.ships {
				if st.ships[i].active() && st.ships[i].pos == rk.pos {
					st.collide(i, r, src, emit)
				}
			}
		}
	}
	for d, spec := range st.g.setup.Debris {
		st.shift[d] = st.shift[d].Add(geom.Hex{}.Step(spec.Heading.Dir(), spec.Speed))
	}
	st.rebuildGrid()
}

// rebuildGrid redraws the terrain grid from the rocks and debris fields.
func (st *State) rebuildGrid() {
	if len(st.grid) > 0 && &st.grid[0] == &st.g.grid[0] {
		st.grid = make([]uint8, len(st.g.grid))
	}
	clear(st.grid)
	for _, r := range st.rocks {
		if i := st.g.board.Index(r.pos); !r.gone && i >= 0 {
			st.grid[i] |= cellRock
		}
	}
	for d, cells := range st.g.debris {
		for _, c := range cells {
			if i := st.g.board.Index(c.Add(st.shift[d])); i >= 0 {
				st.grid[i] |= cellDebris
			}
		}
	}
}

// collide resolves ship i meeting rock r, whether the rock moved into the
// ship's hex or the ship into the rock's: the ship survives only by rolling
// less than its speed minus the rock's speed on a d6 (automatically
// destroyed when that is 1 or less), and a survivor is thrown into a random
// hex next to the rock with a random facing.
func (st *State) collide(i, r int, src rng.Source, emit game.Emit) {
	s := &st.ships[i]
	need := st.speed(i) - st.g.setup.Rocks[r].Speed
	kind := st.g.setup.Rocks[r].Kind
	if need <= 1 {
		st.leave(i, Destroyed)
		if emit != nil {
			st.emitAbout(emit, st.seenBy(i), "collision", nil, "%s collides with a %s and cannot escape: destroyed", st.shipName(i), kind)
		}
		return
	}
	die := src.Roll(6, "collision")
	if die >= need {
		st.leave(i, Destroyed)
		if emit != nil {
			st.emitAbout(emit, st.seenBy(i), "collision", []int{die}, "%s collides with a %s: rolled %d, needed under %d: destroyed", st.shipName(i), kind, die, need)
		}
		return
	}
	var free [6]geom.Hex
	n := 0
	for d := range geom.Dir(6) {
		h := st.rocks[r].pos.Neighbor(d)
		if st.g.board.Contains(h) && !st.IsRock(h) {
			free[n] = h
			n++
		}
	}
	if n == 0 {
		st.leave(i, Destroyed)
		if emit != nil {
			st.emitAbout(emit, st.seenBy(i), "collision", []int{die}, "%s escapes the %s but has nowhere to go: destroyed", st.shipName(i), kind)
		}
		return
	}
	k := 0
	if n > 1 {
		k = src.Roll(n, "collision escape hex") - 1
	}
	s.pos = free[k]
	s.facing = geom.Dir(src.Roll(6, "collision facing") - 1)
	if emit != nil {
		st.emitAbout(emit, st.seenBy(i), "collision", []int{die}, "%s escapes the %s (rolled %d, needed under %d), thrown to %s facing %s",
			st.shipName(i), kind, die, need, CellOf(s.pos), s.facing)
	}
}
