package spacefleet

import (
	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
)

// pathTable holds every path the turning rules allow, by speed (0 to
// MaxPath) and by whether a turn after the last hex is allowed. It is
// built once and never changed.
var pathTable = func() (t [MaxPath + 1][2][]Path) {
	for sp := 0; sp <= MaxPath; sp++ {
		t[sp][0] = AppendPaths(nil, sp, false)
		t[sp][1] = AppendPaths(nil, sp, true)
	}
	return t
}()

// Paths returns every path the turning rules allow a unit of the given
// speed (0 to 6; see [CheckPath]); dreadnoughts set mayTurnLast. The slice
// is shared and must not be modified.
func Paths(speed int, mayTurnLast bool) []Path {
	speed = min(max(speed, 0), MaxPath)
	if mayTurnLast {
		return pathTable[speed][1]
	}
	return pathTable[speed][0]
}

// Actions appends the legal actions of player p to dst; see [game.State].
// In the move phase it lists every path of every ship that may move (with
// and without laying a mine, and for a ship that keeps to its hex with and
// without sweeping it when it may); in the fire phases every target, weapon and
// number of shots of every ship that may fire, and "done".
func (st *State) Actions(p game.Player, dst []game.Action) []game.Action {
	if !st.Waiting().Has(p) {
		return dst
	}
	switch st.phase {
	case PhaseMove:
		for i := range st.ships {
			if !st.mayMove(i) {
				continue
			}
			dst = st.appendMoves(dst, p, i)
		}
		return dst
	case PhaseLaunch:
		for i := range st.ships {
			if game.Player(st.g.info[i].side) == p && st.mayLaunch(i) {
				for d := range geom.Dir(6) {
					dst = append(dst, LaunchAction(p, i, d))
				}
			}
		}
	case PhaseSalvos:
		for k := range st.salvos {
			sv := &st.salvos[k]
			if sv.gone || sv.moved || game.Player(sv.side) != p {
				continue
			}
			for _, path := range Paths(SalvoSpeed, false) {
				if st.checkSteer(p, k, path) == nil {
					dst = append(dst, SteerAction(p, k, path))
				}
			}
		}
	case PhaseStrike:
		for k := range st.salvos {
			sv := &st.salvos[k]
			if sv.gone || sv.striking || sv.warhead != DirectedEnergy || game.Player(sv.side) != p {
				continue
			}
			for _, h := range geom.Spiral(sv.pos, SalvoSpeed) {
				if st.checkStrike(p, k, h) == nil {
					dst = append(dst, StrikeAction(p, k, CellOf(h)))
				}
			}
		}
	case PhaseDummies:
		for k := range st.dummies {
			d := &st.dummies[k]
			if d.gone || d.moved || game.Player(d.side) != p {
				continue
			}
			dst = st.appendShows(dst, p, k)
			for _, h := range geom.Spiral(d.pos, st.g.opts.dummyMove()) {
				if st.checkDummy(p, k, h) == nil {
					dst = append(dst, DummyAction(p, k, CellOf(h)))
				}
			}
		}
	case PhaseFire, PhaseIntercept:
		for i := range st.ships {
			if game.Player(st.g.info[i].side) != p {
				continue
			}
			dst = st.appendFire(dst, p, i)
		}
	}
	return append(dst, DoneAction(p))
}

// appendMoves appends every legal move of ship i.
func (st *State) appendMoves(dst []game.Action, p game.Player, i int) []game.Action {
	s := &st.ships[i]
	lay := st.g.opts.Mines && s.mines > 0
	sweep := len(st.mines) > 0 && st.MaySweep(i)
	for _, path := range Paths(st.moveSpeed(i), st.g.info[i].design.Class == Dreadnought) {
		if st.g.opts.NoWithdrawal {
			end, _ := path.End(s.pos, s.facing)
			if !st.pathOnMap(s.pos, s.facing, path) || !st.g.board.Contains(end) {
				continue
			}
		}
		dst = append(dst, MoveAction(p, i, path, false))
		if lay {
			dst = append(dst, MoveAction(p, i, path, true))
		}
		if path.Hexes == 0 && sweep {
			dst = append(dst, SweepAction(p, i, path.Pivot, false))
			if lay {
				dst = append(dst, SweepAction(p, i, path.Pivot, true))
			}
		}
	}
	return dst
}

// pathOnMap reports whether every hex of a path lies on the map.
func (st *State) pathOnMap(from geom.Hex, f geom.Dir, path Path) bool {
	ok := true
	path.Walk(from, f, func(h geom.Hex, _ geom.Dir) bool {
		ok = st.g.board.Contains(h)
		return ok
	})
	return ok
}

// appendFire appends every legal declaration of ship i.
func (st *State) appendFire(dst []game.Action, p game.Player, i int) []game.Action {
	if !st.ships[i].active() {
		return dst
	}
	if st.phase == PhaseFire && st.g.info[i].design.Class != st.step {
		return dst
	}
	for w := range numWeapons {
		n := st.available(i, w)
		if n == 0 {
			continue
		}
		add := func(t int16) {
			if st.possibleShot(i, w, t) {
				for c := 1; c <= n; c++ {
					dst = append(dst, FireAction(p, i, int(t), w, c))
				}
			}
		}
		if st.phase == PhaseFire {
			for t := range st.ships {
				add(int16(t))
			}
		}
		for k := range st.salvos {
			add(salvoTarget(k))
		}
	}
	return dst
}
