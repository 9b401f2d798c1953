package spacefleet

import (
	"fmt"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
)

// The kinds of Space Fleet actions, as game.Action.Kind. Their arguments:
//
//	KindMove    Unit ship; Args: hexes, turns, pivot facing, flags: 1 to lay a mine, 2 to sweep (see Path)
//	KindFire    Unit ship; Args: target (a ship, or −1−k for salvo k), weapon, shots
//	KindLaunch  Unit ship; Args: the salvo's facing
//	KindSteer   Unit salvo; Args: hexes, turns, pivot facing (see Path)
//	KindStrike  Unit salvo; Args: column, row of the hex struck
//	KindDummy   Unit dummy counter; Args: column, row of its new hex
//	KindDone    the player has finished his part of a simultaneous phase
//	KindShow    Unit dummy counter; Args: the number of ship counters it shows as
const (
	KindMove uint8 = 1 + iota
	KindFire
	KindLaunch
	KindSteer
	KindStrike
	KindDummy
	KindDone
	KindShow
)

// The flags of a move action, in Args[3].
const (
	moveLay   int16 = 1 << iota // lay a mine pattern
	moveSweep                   // sweep the minefields of the hex
	moveFlags = moveLay | moveSweep
)

// MoveAction returns the action of player p moving ship i along path, laying
// a mine pattern first when lay is set.
func MoveAction(p game.Player, i int, path Path, lay bool) game.Action {
	a := game.Action{Player: p, Kind: KindMove, Unit: int16(i), Args: [4]int16{int16(path.Hexes), int16(path.Turns), int16(path.Pivot)}}
	if lay {
		a.Args[3] = moveLay
	}
	return a
}

// SweepAction returns the action of player p keeping ship i in its hex,
// turned to face pivot, and sweeping the minefields there ("Mines"); a
// pattern it lays when lay is set is laid after the sweep. See
// [State.MaySweep] for when it is legal.
func SweepAction(p game.Player, i int, pivot geom.Dir, lay bool) game.Action {
	a := MoveAction(p, i, Path{Pivot: pivot}, lay)
	a.Args[3] |= moveSweep
	return a
}

// Sweeps reports whether a is a move that sweeps the minefields of its
// ship's hex.
func Sweeps(a game.Action) bool { return a.Kind == KindMove && a.Args[3]&moveSweep != 0 }

// FireAction returns the action of player p declaring shots of weapon w
// from ship i at target t (a ship index, or −1−k for missile salvo k).
func FireAction(p game.Player, i int, t int, w Weapon, shots int) game.Action {
	return game.Action{Player: p, Kind: KindFire, Unit: int16(i), Args: [4]int16{int16(t), int16(w), int16(shots)}}
}

// LaunchAction returns the action of ship i launching a salvo facing f.
func LaunchAction(p game.Player, i int, f geom.Dir) game.Action {
	return game.Action{Player: p, Kind: KindLaunch, Unit: int16(i), Args: [4]int16{int16(f)}}
}

// SteerAction returns the action of steering salvo k along path.
func SteerAction(p game.Player, k int, path Path) game.Action {
	return game.Action{Player: p, Kind: KindSteer, Unit: int16(k), Args: [4]int16{int16(path.Hexes), int16(path.Turns), int16(path.Pivot)}}
}

// StrikeAction returns the action of directed-energy salvo k striking at
// hex c.
func StrikeAction(p game.Player, k int, c Cell) game.Action {
	return game.Action{Player: p, Kind: KindStrike, Unit: int16(k), Args: [4]int16{int16(c.Col), int16(c.Row)}}
}

// DummyAction returns the action of moving dummy counter k to hex c.
func DummyAction(p game.Player, k int, c Cell) game.Action {
	return game.Action{Player: p, Kind: KindDummy, Unit: int16(k), Args: [4]int16{int16(c.Col), int16(c.Row)}}
}

// DoneAction returns the action of player p finishing his part of the
// current phase.
func DoneAction(p game.Player) game.Action { return game.Action{Player: p, Kind: KindDone} }

// pathOf decodes the path of a move or steer action.
func pathOf(a game.Action) Path {
	return Path{Hexes: int(a.Args[0]), Turns: uint16(a.Args[1]), Pivot: geom.Dir(a.Args[2])}
}

// cellOf decodes the hex of a strike or dummy action.
func cellOf(a game.Action) Cell { return Cell{Col: int(a.Args[0]), Row: int(a.Args[1])} }

// Legal reports whether the action may be applied now; see [game.State].
func (st *State) Legal(a game.Action) error {
	if st.phase == PhaseOver {
		return game.Over()
	}
	if !st.Waiting().Has(a.Player) {
		return game.NotYourTurn(a.Player, st.Waiting())
	}
	i := int(a.Unit)
	ship := func() error {
		if i < 0 || i >= len(st.ships) {
			return game.Illegal("no ship %d", i)
		}
		if game.Player(st.g.info[i].side) != a.Player {
			return game.Illegal("%s is not yours", st.shipName(i))
		}
		return nil
	}
	wrongPhase := func() error {
		return game.Illegal("that is not an action of the %s phase", st.phase)
	}
	switch a.Kind {
	case KindMove:
		if st.phase != PhaseMove {
			return wrongPhase()
		}
		if err := ship(); err != nil {
			return err
		}
		if a.Args[0] < 0 || a.Args[0] > MaxPath || a.Args[2] < 0 || a.Args[2] > 5 || a.Args[3]&^moveFlags != 0 {
			return game.Illegal("malformed move")
		}
		return st.checkMove(i, pathOf(a), a.Args[3]&moveLay != 0, a.Args[3]&moveSweep != 0)
	case KindFire:
		if st.phase != PhaseFire && st.phase != PhaseIntercept {
			return wrongPhase()
		}
		if err := ship(); err != nil {
			return err
		}
		return st.checkFire(a.Player, i, a.Args[0], Weapon(a.Args[1]), int(a.Args[2]))
	case KindLaunch:
		if st.phase != PhaseLaunch {
			return wrongPhase()
		}
		if err := ship(); err != nil {
			return err
		}
		if a.Args[0] < 0 || a.Args[0] > 5 {
			return game.Illegal("invalid facing %d", a.Args[0])
		}
		if !st.mayLaunch(i) {
			return game.Illegal("%s cannot launch a missile salvo now", st.shipName(i))
		}
		return nil
	case KindSteer:
		if st.phase != PhaseSalvos {
			return wrongPhase()
		}
		if a.Args[0] < 0 || a.Args[0] > MaxPath || a.Args[2] < 0 || a.Args[2] > 5 {
			return game.Illegal("malformed path")
		}
		return st.checkSteer(a.Player, i, pathOf(a))
	case KindStrike:
		if st.phase != PhaseStrike {
			return wrongPhase()
		}
		return st.checkStrike(a.Player, i, cellOf(a).Hex())
	case KindDummy:
		if st.phase != PhaseDummies {
			return wrongPhase()
		}
		return st.checkDummy(a.Player, i, cellOf(a).Hex())
	case KindShow:
		if st.phase != PhaseDummies {
			return wrongPhase()
		}
		return st.checkShow(a.Player, i, int(a.Args[0]))
	case KindDone:
		if st.phase == PhaseMove {
			return game.Illegal("every ship must be given a move (use stay to stay put)")
		}
		return nil
	}
	return game.Illegal("unknown action kind %d", a.Kind)
}

// Apply carries out a legal action and moves the battle on to the next
// decision; see [game.State]. Dice come only from src.
func (st *State) Apply(a game.Action, src rng.Source, emit game.Emit) error {
	if err := st.Legal(a); err != nil {
		return err
	}
	i := int(a.Unit)
	switch a.Kind {
	case KindMove:
		st.moveShip(i, pathOf(a), a.Args[3]&moveLay != 0, a.Args[3]&moveSweep != 0, src, emit)
		st.detect()
		if !st.checkOver(false) {
			st.nextMover()
		}
	case KindFire:
		st.declareFire(i, a.Args[0], Weapon(a.Args[1]), int(a.Args[2]))
		if emit != nil {
			st.emitTo(emit, game.Players(a.Player), "declare", "%s will fire %s at %s", st.shipName(i), plural(int(a.Args[2]), Weapon(a.Args[1]).String()), st.targetName(a.Args[0]))
		}
		if !st.mustAct(a.Player) {
			st.done = st.done.With(a.Player)
		}
	case KindLaunch:
		st.launch(i, geom.Dir(a.Args[0]), emit)
		if !st.canLaunch(a.Player) {
			st.done = st.done.With(a.Player)
		}
	case KindSteer:
		st.steer(i, pathOf(a), src, emit)
		if !st.hasSalvosToSteer(a.Player) {
			st.done = st.done.With(a.Player)
		}
	case KindStrike:
		sv := &st.salvos[i]
		sv.striking = true
		sv.at = cellOf(a).Hex()
		if emit != nil {
			// From rules version 3 the other sides learn of the strike only
			// when every strike has been declared (see announceStrikes).
			only := game.PlayerSet(0)
			if st.g.version >= 3 {
				only = game.Players(a.Player)
			}
			st.emitTo(emit, only, "strike", "directed-energy salvo %d will strike at %s", i, cellOf(a))
		}
		if !st.canStrike(a.Player) {
			st.done = st.done.With(a.Player)
		}
	case KindDummy:
		d := &st.dummies[i]
		d.pos = cellOf(a).Hex()
		d.moved = true
		if emit != nil {
			st.emitTo(emit, game.Players(a.Player), "dummy", "dummy counter %d moves to %s", i, cellOf(a))
		}
		if !st.hasDummies(a.Player) {
			st.done = st.done.With(a.Player)
		}
	case KindShow:
		st.show(a.Player, i, int(a.Args[0]), emit)
	case KindDone:
		st.done = st.done.With(a.Player)
	}
	st.advance(src, emit)
	return nil
}

// FormatAction returns the action's text form; see [ParseAction].
func (st *State) FormatAction(a game.Action) string {
	switch a.Kind {
	case KindMove:
		p := pathOf(a)
		text := fmt.Sprintf("move %d %s", a.Unit, st.pathText(p, a.Unit, false))
		if a.Args[3]&moveSweep != 0 {
			text += " sweep"
		}
		if a.Args[3]&moveLay != 0 {
			text += " mine"
		}
		return text
	case KindFire:
		t := fmt.Sprintf("%d", a.Args[0])
		if a.Args[0] < 0 {
			t = fmt.Sprintf("salvo %d", -1-a.Args[0])
		}
		return fmt.Sprintf("fire %d at %s %s %d", a.Unit, t, Weapon(a.Args[1]), a.Args[2])
	case KindLaunch:
		return fmt.Sprintf("launch %d %s", a.Unit, geom.Dir(a.Args[0]%6))
	case KindSteer:
		return fmt.Sprintf("steer %d %s", a.Unit, st.pathText(pathOf(a), a.Unit, true))
	case KindStrike:
		return fmt.Sprintf("strike %d at %s", a.Unit, cellOf(a))
	case KindDummy:
		return fmt.Sprintf("dummy %d to %s", a.Unit, cellOf(a))
	case KindShow:
		return fmt.Sprintf("show %d as %d", a.Unit, a.Args[0])
	case KindDone:
		return "done"
	}
	return fmt.Sprintf("unknown(%d)", a.Kind)
}

// pathText writes a path, as "stay" when a unit pivots to the facing it
// already has.
func (st *State) pathText(p Path, unit int16, salvoUnit bool) string {
	if p.Hexes == 0 {
		var f geom.Dir = 255
		switch {
		case salvoUnit && int(unit) >= 0 && int(unit) < len(st.salvos):
			f = st.salvos[unit].facing
		case !salvoUnit && int(unit) >= 0 && int(unit) < len(st.ships):
			f = st.ships[unit].facing
		}
		if f == p.Pivot {
			return "stay"
		}
	}
	return p.String()
}
