package web

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"strconv"
	"strings"

	"github.com/broadside/broadside/dice"
	"github.com/broadside/broadside/prob"
	"github.com/broadside/broadside/rng"
)

// Limits on what the dice page reads, so that a URL stays a URL.
const (
	maxNotationLen = 200  // characters of a dice expression
	maxDiceLen     = 2000 // characters of the dice typed in
)

// askNotation is what the dice page and API say when no expression is given.
const askNotation = "type a dice expression, such as 3d6, 2d6+1, 8d6>=5 or 4d6kh3"

// diceExamples are expressions the dice page offers to try.
var diceExamples = []string{"3d6", "2d6+1", "8d6>=5", "4d6kh3", "2d20kl1", "10d6-2d4"}

// diceTool is the dice odds page, the counterpart of "broadside odds" and
// "broadside roll". Its API (dicehttp.go) keeps the JSON it had before the
// mechanic pages shared their machinery.
var diceTool = &mechTool{
	Key:      "dice",
	Title:    "Dice odds",
	Intro:    "Type dice in the notation of the command line: 3d6 (the sum of three six-sided dice), 2d6+1, 10d6-2d4, 8d6>=5 (how many of eight dice show 5 or more), 4d6kh3 (keep the three highest) or 2d20kl1 (keep the lowest).",
	read:     readDice,
	Examples: diceExampleLinks(),
	ownAPI:   true,
}

// diceExampleLinks are the links to diceExamples.
func diceExampleLinks() []link {
	links := make([]link, len(diceExamples))
	for i, ex := range diceExamples {
		links[i] = link{Label: ex, URL: "/odds/dice?" + url.Values{"n": {ex}}.Encode()}
	}
	return links
}

// readDice reads the dice form: one expression, n. An empty one asks for
// nothing yet; a mistake is marked at its column.
func readDice(f *form) mechanic {
	text := f.line("n", "Dice", "such as 3d6+1, 8d6>=5 or 4d6kh3", "", maxNotationLen)
	if text == "" {
		f.wait(askNotation)
		return nil
	}
	if !f.ok() {
		return nil
	}
	e, err := parseNotation(text)
	if err != nil {
		ne := err.(*notationError)
		f.failAt("n", ne.Message, ne.Col)
		return nil
	}
	return diceExpr{e}
}

// diceExpr is a dice expression as a mechanic: its distribution, and its
// roll die by die.
type diceExpr struct {
	e dice.Expr
}

// odds answers the distribution JSON of DESIGN.md, as "broadside odds
// --json".
func (d diceExpr) odds(ctx context.Context, exact bool) (mechOdds, error) {
	dist, err := exactDist(ctx, d.e)
	if err != nil {
		return mechOdds{}, err
	}
	j := dist.JSON(exact)
	v := newDistView(d.e.String(), "result", j, true)
	if len(j.Dist) > 0 {
		v.Median = strconv.Itoa(dist.Quantile(0.5))
	}
	return mechOdds{Title: d.e.String() + " · dice odds", Dists: []distView{v}, JSON: j}, nil
}

// roll answers a rollView, as "broadside roll --json", without its seed.
func (d diceExpr) roll(src rng.Source) (mechRoll, error) {
	v := newRollView(d.e, d.e.Roll(src))
	return mechRoll{Groups: v.Groups, Result: strconv.Itoa(v.Score), Explain: v.Text, JSON: v}, nil
}

// notationError is a dice expression that cannot be used, with the column
// (from 1) of the mistake when there is one.
type notationError struct {
	Message string
	Col     int // 0 when the mistake has no single place
}

func (e *notationError) Error() string { return e.Message }

// parseNotation reads a dice expression, explaining a mistake as a
// *notationError.
func parseNotation(text string) (dice.Expr, error) {
	if text == "" {
		return dice.Expr{}, &notationError{Message: askNotation}
	}
	if len(text) > maxNotationLen {
		return dice.Expr{}, &notationError{Message: fmt.Sprintf("an expression is at most %d characters", maxNotationLen)}
	}
	e, err := dice.Parse(text)
	var se *dice.SyntaxError
	if errors.As(err, &se) {
		return dice.Expr{}, &notationError{Message: se.Msg, Col: se.Col}
	}
	if err != nil {
		return dice.Expr{}, &notationError{Message: strings.TrimPrefix(err.Error(), "dice: ")}
	}
	return e, nil
}

// exactDist computes the distribution of e, explaining an expression too
// large to compute exactly as a *notationError.
func exactDist(ctx context.Context, e dice.Expr) (prob.Dist, error) {
	d, err := e.DistContext(ctx)
	if errors.Is(err, dice.ErrTooLarge) {
		return prob.Dist{}, &notationError{Message: fmt.Sprintf("%s is too large to compute exactly here", e)}
	}
	if err != nil {
		return prob.Dist{}, &notationError{Message: strings.TrimPrefix(err.Error(), "dice: ")}
	}
	return d, nil
}

// parseSeed reads the seed of a roll.
func parseSeed(text string) (rng.Seed, error) {
	seed, err := rng.ParseSeed(text)
	if err != nil {
		return 0, fmt.Errorf("the seed is 1 to 16 hexadecimal digits, such as 2a or 00c0ffee; got %q", text)
	}
	return seed, nil
}

// strconvFaces writes faces as "4 6 2".
func strconvFaces(faces []int) string {
	parts := make([]string, len(faces))
	for i, f := range faces {
		parts[i] = strconv.Itoa(f)
	}
	return strings.Join(parts, " ")
}
