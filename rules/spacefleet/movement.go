package spacefleet

import (
	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
)

// checkMove returns why ship i may not follow path p now (laying a mine
// first when lay is set, sweeping its hex when sweep is set), or nil.
func (st *State) checkMove(i int, p Path, lay, sweep bool) error {
	if !st.mayMove(i) {
		if st.ships[i].has(fMoved) {
			return game.Illegal("%s has already moved this turn", st.shipName(i))
		}
		if st.g.opts.Initiative == SquadronInitiative {
			return game.Illegal("%s is not in the squadron whose turn it is to move", st.shipName(i))
		}
		return game.Illegal("%s may not move yet: its side must move its slowest ship first", st.shipName(i))
	}
	info := &st.g.info[i]
	if err := CheckPath(p, st.moveSpeed(i), info.design.Class == Dreadnought); err != nil {
		if st.moveSpeed(i) < st.speed(i) {
			return game.Illegal("%s (its squadron counter moves at the speed of its slowest ship, %d)", trimPrefix(err), st.moveSpeed(i))
		}
		return game.Illegal("%s", trimPrefix(err))
	}
	if lay && (!st.g.opts.Mines || st.ships[i].mines <= 0) {
		return game.Illegal("%s has no mine patterns to lay", st.shipName(i))
	}
	if sweep {
		if p.Hexes != 0 {
			return game.Illegal("%s must keep to its hex to sweep a minefield", st.shipName(i))
		}
		if err := st.checkSweep(i); err != nil {
			return err
		}
	}
	if st.g.opts.NoWithdrawal {
		off := false
		p.Walk(st.ships[i].pos, st.ships[i].facing, func(h geom.Hex, _ geom.Dir) bool {
			off = !st.g.board.Contains(h)
			return !off
		})
		if off {
			return game.Illegal("the path leaves the map, and withdrawal is not allowed")
		}
	}
	return nil
}

// moveShip carries out a legal move ("Movement" and the terrain and mine
// rules): the ship lays its mine pattern in the hex it leaves, then enters
// each hex in turn, withdrawing if it leaves the map, colliding with an
// asteroid or planet (its move then ends), taking debris hits when going
// faster than half speed through debris (RULINGS D2#21) and setting off
// mines. A ship that keeps to its hex sweeps the minefields there when
// sweep is set (or, under AutoSweep, whenever it has working beams); a
// pattern it lays there is laid after the sweep, so that it neither sweeps
// nor is attacked by its own new field.
func (st *State) moveShip(i int, p Path, lay, sweep bool, src rng.Source, emit game.Emit) {
	s := &st.ships[i]
	s.flags |= fMoved
	if p.Hexes == 0 {
		s.facing = p.Pivot
		if emit != nil {
			st.emitAbout(emit, st.seenBy(i), "move", nil, "%s stays at %s facing %s", st.shipName(i), CellOf(s.pos), s.facing)
		}
		if sweep || st.g.opts.AutoSweep && st.g.opts.Mines && st.g.info[i].design.Beams > 0 && s.weaponsWork() {
			st.sweep(i, src, emit)
		}
		if lay && s.active() {
			st.layMine(i, emit)
		}
		return
	}
	if lay {
		st.layMine(i, emit)
	}
	fast := p.Hexes > halfSpeed(st.speed(i), &st.g.opts)
	from := s.pos
	facing := s.facing
	for k := range p.Hexes {
		next := s.pos.Neighbor(facing)
		if !st.g.board.Contains(next) {
			st.leave(i, Withdrawn)
			if emit != nil {
				st.emitAbout(emit, st.seenBy(i), "withdraw", nil, "%s leaves the map at %s and withdraws from the battle", st.shipName(i), CellOf(s.pos))
			}
			return
		}
		if r := st.rockAt(next); r >= 0 {
			st.collide(i, r, src, emit)
			s.moved = int8(k + 1)
			return
		}
		s.pos = next
		s.facing = facing
		s.moved = int8(k + 1)
		if fast && st.IsDebris(next) {
			n := src.Roll(2, "debris hits")
			if emit != nil {
				st.emitAbout(emit, st.seenBy(i), "debris", []int{n}, "%s races through debris at %s: %s", st.shipName(i), CellOf(next), plural(n, "hit"))
			}
			st.applyHits(i, n, false, src, emit)
		}
		if len(st.mines) > 0 {
			st.triggerMines(i, src, emit)
		}
		if !s.active() {
			return
		}
		facing = facing.Turn(p.Turn(k))
	}
	s.facing = facing
	if emit != nil {
		st.emitAbout(emit, st.seenBy(i), "move", nil, "%s moves %s from %s to %s facing %s", st.shipName(i), p, CellOf(from), CellOf(s.pos), s.facing)
	}
}

// layMine lays one of ship i's mine patterns in its hex, known only to its
// side.
func (st *State) layMine(i int, emit game.Emit) {
	s := &st.ships[i]
	side := st.g.info[i].side
	s.mines--
	st.mines = append(st.mines, mine{pos: s.pos, side: side, known: game.Players(game.Player(side))})
	if emit != nil {
		st.emitTo(emit, game.Players(game.Player(side)), "mine", "%s lays a minefield at %s", st.shipName(i), CellOf(s.pos))
	}
}

// trimPrefix drops the package prefix of an error message, for reasons
// wrapped into game errors.
func trimPrefix(err error) string {
	msg := err.Error()
	const prefix = "spacefleet: "
	if len(msg) > len(prefix) && msg[:len(prefix)] == prefix {
		return msg[len(prefix):]
	}
	return msg
}

// moveSpeed returns the most hexes ship i may move this turn: its speed,
// or, under limited sensors from rules version 3, while every enemy side
// sees it only as its squadron's counter, the speed of the slowest ship of
// its squadron seen so too ("Counters representing actual ships/squadrons
// must move legally, squadron counters moving at the speed of the slowest
// ship in the sqdn").
func (st *State) moveSpeed(i int) int {
	sp := st.speed(i)
	if !st.g.opts.Sensors || st.g.version < 3 || !st.onlySquadron(i) {
		return sp
	}
	for _, j := range st.g.squads[st.g.info[i].squad].ships {
		if int(j) != i && st.ships[j].active() && st.onlySquadron(int(j)) {
			sp = min(sp, st.speed(int(j)))
		}
	}
	return sp
}

// onlySquadron reports whether every enemy side sees ship i only as its
// squadron's counter.
func (st *State) onlySquadron(i int) bool {
	for side := range st.g.sides {
		if side != int(st.g.info[i].side) && st.level(side, i) != SquadronOnly {
			return false
		}
	}
	return true
}
