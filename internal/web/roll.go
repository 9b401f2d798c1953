package web

import (
	"errors"
	"fmt"
	"strings"

	"github.com/broadside/broadside/dice"
	"github.com/broadside/broadside/rng"
)

// dieView is one die of a roll as the page and the API show it.
type dieView struct {
	Faces   []int `json:"faces"`   // the first throw, then its re-rolls
	Score   int   `json:"score"`   // what the die is worth
	Dropped bool  `json:"dropped"` // left out by keep-highest or keep-lowest
}

// FacesText writes the throws joined by "!", the way a re-roll reads.
func (d dieView) FacesText() string {
	parts := make([]string, len(d.Faces))
	for i, f := range d.Faces {
		parts[i] = fmt.Sprint(f)
	}
	return strings.Join(parts, "!")
}

// groupView is one part of the expression as rolled.
type groupView struct {
	Label  string    `json:"label"`  // the part's notation, such as "4d6kh3", or the constant
	Neg    bool      `json:"neg"`    // subtracted from the total
	Scored bool      `json:"scored"` // each die scores other than its face (success counting)
	Dice   []dieView `json:"dice"`   // in the order rolled; empty for a constant
	Score  int       `json:"score"`  // the part's value before its sign
}

// rollView is a roll of an expression, step by step: the JSON of the dice
// roll API.
type rollView struct {
	Notation string      `json:"notation"`       // canonical notation
	Seed     string      `json:"seed,omitempty"` // the seed rolled with; "" for the table's dice
	Groups   []groupView `json:"groups"`
	Score    int         `json:"score"`
	Text     string      `json:"text"`             // the roll explained on one line
	Unused   []int       `json:"unused,omitempty"` // typed dice that nothing needed
}

// newRollView lays out a roll of e.
func newRollView(e dice.Expr, r dice.Rolled) rollView {
	v := rollView{Notation: e.String(), Score: r.Score, Text: r.String(), Groups: make([]groupView, len(r.Groups))}
	for i, g := range r.Groups {
		gv := groupView{Label: g.Label, Neg: g.Neg, Scored: g.Scored, Score: g.Score, Dice: make([]dieView, len(g.Dice))}
		for j, d := range g.Dice {
			dv := dieView{Score: d.Score, Dropped: d.Dropped, Faces: make([]int, len(d.Throws))}
			for k, t := range d.Throws {
				dv.Faces[k] = t.Face
			}
			gv.Dice[j] = dv
		}
		v.Groups[i] = gv
	}
	return v
}

// need is a group of dice a player still has to roll.
type need struct {
	Count   int    `json:"count"`
	Sides   int    `json:"sides"`
	Purpose string `json:"purpose"`
}

// String reads like "2 × d6 for 3d6".
func (n need) String() string {
	return fmt.Sprintf("%d × d%d for %s", n.Count, n.Sides, n.Purpose)
}

// mechRoll is one adjudication: its steps for a person to follow, the
// result in a line, and the JSON of the API. A roll of a dice expression
// shows its dice die by die instead of steps.
type mechRoll struct {
	Steps   []string
	Groups  []groupView // the parts of a dice expression as rolled; nil for other mechanics
	Result  string
	Explain string // the roll of a dice expression on one line, beside the total
	JSON    any
}

// tableAdjudication is the outcome of dice typed from the table: the steps,
// or what is missing or wrong.
type tableAdjudication struct {
	Dice    string
	Roll    *mechRoll
	Unused  []int
	Needs   []need
	Problem string
}

// NeedCount is the number of dice still missing.
func (t tableAdjudication) NeedCount() int {
	n := 0
	for _, nd := range t.Needs {
		n += nd.Count
	}
	return n
}

// adjudicate resolves m with the faces typed in text; nothing is shown
// half-way when dice are missing or do not fit.
func adjudicate(m roller, text string) tableAdjudication {
	t := tableAdjudication{Dice: text}
	if len(text) > maxDiceLen {
		t.Problem = fmt.Sprintf("at most %d characters of dice", maxDiceLen)
		return t
	}
	faces, err := rng.ParseDice(text)
	if err != nil {
		t.Problem = strings.TrimPrefix(err.Error(), "rng: ")
		return t
	}
	script := rng.NewScript(faces)
	r, rerr := m.roll(script)
	var ne *rng.NeedError
	switch err := script.Err(); {
	case errors.As(err, &ne):
		for _, n := range ne.Needs {
			t.Needs = append(t.Needs, need{Count: n.Count, Sides: n.Sides, Purpose: n.Purpose})
		}
		return t
	case err != nil:
		t.Problem = strings.TrimPrefix(err.Error(), "rng: ")
		return t
	case rerr != nil:
		t.Problem = rerr.Error()
		return t
	}
	t.Roll, t.Unused = &r, script.Unused()
	return t
}

// rollWithSeed adjudicates m with the stream seed.Derive("roll", 0), the
// stream "broadside roll" gives its first notation, so that a seed shows
// the same dice on the command line and in the browser.
func rollWithSeed(m roller, seed rng.Seed) (mechRoll, error) {
	return m.roll(rng.New(seed.Derive("roll", 0)))
}
