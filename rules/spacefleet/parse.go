package spacefleet

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
)

// ParseAction reads the text form of an action by player p:
//
//	move SHIP PATH [sweep] [mine]
//	                           PATH is F/R/L letters such as FFRF, "stay" or "pivot SE";
//	                           sweep (stay or pivot only) sweeps the hex's minefields
//	fire SHIP at TARGET WEAPON SHOTS
//	fire SHIP at salvo K WEAPON SHOTS
//	launch SHIP DIR
//	steer SALVO PATH
//	strike SALVO at COL,ROW
//	dummy K to COL,ROW
//	show K as N                dummy K shows as N ship counters
//	done
//
// Ships, salvoes and dummies are numbered from 0, weapons are beam, plasma
// or missile and DIR is N, NE, SE, S, SW or NW. Parsing checks the form,
// not legality.
func (st *State) ParseAction(p game.Player, text string) (game.Action, error) {
	f := strings.Fields(strings.ToLower(text))
	bad := func(format string, args ...any) (game.Action, error) {
		return game.Action{}, fmt.Errorf("spacefleet: action %q: %s", text, fmt.Sprintf(format, args...))
	}
	if len(f) == 0 {
		return bad("empty")
	}
	num := func(s string, what string) (int, error) {
		n, err := strconv.Atoi(s)
		if err != nil || n < 0 || n > 32767 {
			return 0, fmt.Errorf("spacefleet: action %q: %s %q is not a number from 0", text, what, s)
		}
		return n, nil
	}
	switch f[0] {
	case "done", "pass":
		if len(f) != 1 {
			return bad("done takes nothing after it")
		}
		return DoneAction(p), nil
	case "move", "steer":
		if len(f) < 3 {
			return bad("want %s UNIT PATH", f[0])
		}
		u, err := num(f[1], "unit")
		if err != nil {
			return game.Action{}, err
		}
		rest := f[2:]
		lay, sweep := false, false
		for f[0] == "move" && len(rest) > 1 {
			if w := rest[len(rest)-1]; w == "mine" && !lay {
				lay = true
			} else if w == "sweep" && !sweep {
				sweep = true
			} else {
				break
			}
			rest = rest[:len(rest)-1]
		}
		var facing geom.Dir
		if f[0] == "move" && u < len(st.ships) {
			facing = st.ships[u].facing
		} else if f[0] == "steer" && u < len(st.salvos) {
			facing = st.salvos[u].facing
		}
		path, err := ParsePath(strings.Join(rest, " "), facing)
		if err != nil {
			return game.Action{}, err
		}
		if f[0] == "steer" {
			return SteerAction(p, u, path), nil
		}
		if sweep {
			if path.Hexes != 0 {
				return bad("only a ship that keeps to its hex (stay or pivot) sweeps")
			}
			return SweepAction(p, u, path.Pivot, lay), nil
		}
		return MoveAction(p, u, path, lay), nil
	case "fire":
		// fire SHIP at TARGET WEAPON SHOTS, or fire SHIP at salvo K WEAPON SHOTS
		if len(f) != 6 && len(f) != 7 || f[2] != "at" {
			return bad("want fire SHIP at TARGET WEAPON SHOTS")
		}
		u, err := num(f[1], "ship")
		if err != nil {
			return game.Action{}, err
		}
		k := 3
		salvo := false
		if f[k] == "salvo" {
			salvo = true
			k++
		}
		if len(f) != k+3 {
			return bad("want fire SHIP at TARGET WEAPON SHOTS")
		}
		t, err := num(f[k], "target")
		if err != nil {
			return game.Action{}, err
		}
		if salvo {
			t = -1 - t
		}
		w, err := ParseWeapon(f[k+1])
		if err != nil {
			return game.Action{}, err
		}
		n, err := num(f[k+2], "shots")
		if err != nil {
			return game.Action{}, err
		}
		return FireAction(p, u, t, w, n), nil
	case "launch":
		if len(f) != 3 {
			return bad("want launch SHIP DIR")
		}
		u, err := num(f[1], "ship")
		if err != nil {
			return game.Action{}, err
		}
		d, err := geom.ParseDir(f[2])
		if err != nil {
			return game.Action{}, err
		}
		return LaunchAction(p, u, d), nil
	case "strike", "dummy":
		word := "at"
		if f[0] == "dummy" {
			word = "to"
		}
		if len(f) != 4 || f[2] != word {
			return bad("want %s UNIT %s COL,ROW", f[0], word)
		}
		u, err := num(f[1], "unit")
		if err != nil {
			return game.Action{}, err
		}
		c, err := ParseCell(f[3])
		if err != nil {
			return game.Action{}, err
		}
		if f[0] == "dummy" {
			return DummyAction(p, u, c), nil
		}
		return StrikeAction(p, u, c), nil
	case "show":
		if len(f) != 4 || f[2] != "as" {
			return bad("want show DUMMY as N")
		}
		u, err := num(f[1], "dummy")
		if err != nil {
			return game.Action{}, err
		}
		n, err := num(f[3], "ship counters")
		if err != nil {
			return game.Action{}, err
		}
		return ShowAction(p, u, n), nil
	}
	return bad("unknown action %q (want move, fire, launch, steer, strike, dummy, show or done)", f[0])
}

// ParseCell reads a cell written "col,row".
func ParseCell(text string) (Cell, error) {
	a, b, ok := strings.Cut(strings.TrimSpace(text), ",")
	if !ok {
		return Cell{}, fmt.Errorf("spacefleet: cell %q is not col,row", text)
	}
	c, err1 := strconv.Atoi(strings.TrimSpace(a))
	r, err2 := strconv.Atoi(strings.TrimSpace(b))
	if err1 != nil || err2 != nil || c < 0 || r < 0 || c > MaxBoard || r > MaxBoard {
		return Cell{}, fmt.Errorf("spacefleet: cell %q is not col,row with numbers from 0 to %d", text, MaxBoard)
	}
	return Cell{c, r}, nil
}
