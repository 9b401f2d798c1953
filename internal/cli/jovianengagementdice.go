package cli

import (
	"fmt"
	"io"

	jovianagent "github.com/broadside/broadside/agent/jovian"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/jovian"
)

// jovianTableFightJSON is the --json output of "jovian engagement --dice":
// one engagement fought with the table's dice.
type jovianTableFightJSON struct {
	Name      string                `json:"name"`
	Rounds    int                   `json:"rounds"`
	Winner    string                `json:"winner"` // a side's name, or "" when no side won
	Sides     []jovianTableSideJSON `json:"sides"`
	Narration []string              `json:"narration"`
	DiceUsed  int                   `json:"dice_used"`
}

type jovianTableSideJSON struct {
	Name   string                `json:"name"`
	Active int                   `json:"active"` // models still able to act
	Alive  int                   `json:"alive"`  // models not destroyed
	Units  []jovianTableUnitJSON `json:"units"`
}

type jovianTableUnitJSON struct {
	Name   string `json:"name"`
	Status string `json:"status"`
}

// fightJovianTable fights one engagement with dice rolled at the table, in
// the order the narration asks for them. Nothing is reported unless the
// dice sufficed and all were used: when they ran out the error says how
// many the roll in progress still needs (more will follow it); when some
// were left over it lists them.
func fightJovianTable(e *jovianagent.Engagement, faces []int) (jovianTableFightJSON, error) {
	src := &tableDice{faces: faces}
	f := e.NewFight()
	var log jovian.Log
	res, err := f.Run(src, &log)
	if needErr := src.Err(); needErr != nil {
		return jovianTableFightJSON{}, needErr // missing dice first: the rest was played on stand-ins
	}
	if err != nil {
		return jovianTableFightJSON{}, err
	}
	if err := unusedDice(faces[src.next:]); err != nil {
		return jovianTableFightJSON{}, err
	}
	out := jovianTableFightJSON{Name: e.Name, Rounds: res.Rounds, Narration: log.Steps, DiceUsed: src.next}
	if res.Winner >= 0 {
		out.Winner = e.Sides[res.Winner].Name
	}
	for s := range 2 {
		side := jovianTableSideJSON{Name: e.Sides[s].Name, Active: res.Active[s], Alive: res.Alive[s]}
		for _, u := range f.Units(s) {
			side.Units = append(side.Units, jovianTableUnitJSON{Name: u.Name, Status: u.Status.Describe(u.Card)})
		}
		out.Sides = append(out.Sides, side)
	}
	return out, nil
}

// writeJovianTableFight prints one engagement fought with the table's dice.
func writeJovianTableFight(w io.Writer, out jovianTableFightJSON) error {
	p, errOf := stickyPrintf(w)
	for _, step := range out.Narration {
		p("%s\n", step)
	}
	rounds := "rounds"
	if out.Rounds == 1 {
		rounds = "round"
	}
	p("\n%s: one engagement with the table's dice (%d used), %d %s\n", out.Name, out.DiceUsed, out.Rounds, rounds)
	if out.Winner != "" {
		p("winner: %s\n", out.Winner)
	} else {
		p("no winner\n")
	}
	for _, s := range out.Sides {
		p("\n%s: models able to fight %d, not destroyed %d\n", s.Name, s.Active, s.Alive)
		for _, u := range s.Units {
			p("  %-22s %s\n", u.Name, u.Status)
		}
	}
	return errOf()
}

// tableDice is a source of dice rolled at the table for a whole
// engagement. Unlike a plain script, which lists every die a resolution
// asks for after running out, it counts only the dice of the roll in
// progress when it ran out (the same purpose, asked in a row): those are
// surely needed, while what comes after them depends on their faces. Past
// the end it rolls 1, and the caller discards the fight.
type tableDice struct {
	faces   []int
	next    int
	missing rng.Need // the roll in progress when the dice ran out
	closed  bool     // a die of another roll was asked after running out
	bad     error
}

// Roll returns the next face, or 1 once the dice have run out.
func (t *tableDice) Roll(sides int, purpose string) int {
	if t.next < len(t.faces) {
		f := t.faces[t.next]
		t.next++
		if f > sides && t.bad == nil {
			t.bad = badFlag("dice", fmt.Errorf("die %d is %d, more than a d%d can show (%s)", t.next, f, sides, purpose))
		}
		return min(f, sides)
	}
	switch {
	case t.closed:
	case t.missing.Count == 0:
		t.missing = rng.Need{Count: 1, Sides: sides, Purpose: purpose}
	case t.missing.Sides == sides && t.missing.Purpose == purpose:
		t.missing.Count++
	default:
		t.closed = true
	}
	return 1
}

// Err reports a face that did not fit its die, or a [rng.NeedError] for the
// roll in progress when the dice ran out, or nil.
func (t *tableDice) Err() error {
	if t.bad != nil {
		return t.bad
	}
	if t.missing.Count > 0 {
		return &rng.NeedError{Needs: []rng.Need{t.missing}}
	}
	return nil
}
