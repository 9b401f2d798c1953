package web

import (
	"errors"
	"fmt"
	"net/url"
	"strconv"
	"strings"

	"github.com/broadside/broadside/dice"
	"github.com/broadside/broadside/internal/chart"
	"github.com/broadside/broadside/prob"
	"github.com/broadside/broadside/rng"
)

// Limits on what the dice page reads, so that a URL stays a URL.
const (
	maxNotationLen = 200  // characters of a dice expression
	maxDiceLen     = 2000 // characters of the dice typed in
	// listedRows is how many outcomes a table lists before it leaves out
	// those at either end whose probability is below hiddenBelow.
	listedRows  = 200
	hiddenBelow = 1e-12
)

// diceQuery is the state of the dice odds page: everything the page shows
// follows from it, and it is all in the page's URL.
type diceQuery struct {
	Notation string // n: the expression as typed, such as "3d6+1"
	Exact    bool   // exact=1: show each probability as a fraction too
	Roll     bool   // roll=1: roll the expression with Seed
	Seed     string // seed: the seed of the roll, as hexadecimal; "" to pick one
	Dice     string // dice: the faces a player rolled at the table, such as "4 6 2"
}

// readDiceQuery reads the page state from a URL query. Surrounding spaces
// are dropped; overlong fields are left for check to refuse.
func readDiceQuery(q url.Values) diceQuery {
	return diceQuery{
		Notation: strings.TrimSpace(q.Get("n")),
		Exact:    q.Get("exact") != "",
		Roll:     q.Get("roll") != "",
		Seed:     strings.TrimSpace(q.Get("seed")),
		Dice:     strings.TrimSpace(q.Get("dice")),
	}
}

// values returns the query that reproduces the page, with only the fields
// that are set.
func (q diceQuery) values() url.Values {
	v := url.Values{}
	if q.Notation != "" {
		v.Set("n", q.Notation)
	}
	if q.Exact {
		v.Set("exact", "1")
	}
	if q.Roll {
		v.Set("roll", "1")
	}
	if q.Seed != "" {
		v.Set("seed", q.Seed)
	}
	if q.Dice != "" {
		v.Set("dice", q.Dice)
	}
	return v
}

// pageURL is the page's own address for q.
func (q diceQuery) pageURL() string {
	if v := q.values(); len(v) > 0 {
		return "/odds/dice?" + v.Encode()
	}
	return "/odds/dice"
}

// notationError is a dice expression that cannot be used, with the column
// (from 1) of the mistake when there is one.
type notationError struct {
	Message string
	Col     int // 0 when the mistake has no single place
}

func (e *notationError) Error() string { return e.Message }

// Caret returns spaces and a "^" under column Col, for showing under the
// expression in a fixed-width font; "" without a column.
func (e *notationError) Caret() string {
	if e.Col < 1 {
		return ""
	}
	return strings.Repeat(" ", e.Col-1) + "^"
}

// parseNotation reads a dice expression, explaining a mistake as a
// *notationError.
func parseNotation(text string) (dice.Expr, error) {
	if text == "" {
		return dice.Expr{}, &notationError{Message: "type a dice expression, such as 3d6, 2d6+1, 8d6>=5 or 4d6kh3"}
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
func exactDist(e dice.Expr) (prob.Dist, error) {
	d, err := e.Dist()
	if errors.Is(err, dice.ErrTooLarge) {
		return prob.Dist{}, &notationError{Message: fmt.Sprintf("%s is too large to compute exactly here", e)}
	}
	if err != nil {
		return prob.Dist{}, &notationError{Message: strings.TrimPrefix(err.Error(), "dice: ")}
	}
	return d, nil
}

// oddsRow is one outcome of a distribution table.
type oddsRow struct {
	Value   int
	P       float64 // P(= Value)
	AtLeast float64 // P(>= Value), the tail included
	AtMost  float64 // P(<= Value)
	Exact   string  // P(= Value) as a fraction, when asked for
	Bar     float64 // P relative to the most likely outcome, 0 to 1
}

// oddsView is a distribution as the page and chart show it.
type oddsView struct {
	Notation string // the expression in canonical notation
	Mean, SD float64
	Median   int
	Tail     float64   // probability not listed in the distribution (none for dice notation)
	Rows     []oddsRow // the outcomes listed, ascending
	Hidden   int       // outcomes below hiddenBelow left out at the ends
	Exact    bool      // Rows carry fractions
}

// newOddsView lays out the distribution d of e. The at-least column counts
// the tail, which lies above the listed outcomes; cumulative sums run from
// the small end of each column, so tiny tails keep their digits.
func newOddsView(e dice.Expr, d prob.Dist, exact bool) oddsView {
	j := d.JSON(exact)
	v := oddsView{Notation: e.String(), Mean: j.Mean, SD: j.SD, Tail: j.Tail, Exact: exact, Rows: make([]oddsRow, len(j.Dist))}
	if len(j.Dist) > 0 {
		v.Median = d.Quantile(0.5)
	}
	top, below := 0.0, 0.0
	for i, en := range j.Dist {
		value, _ := en.Value.(int)
		below += en.P
		v.Rows[i] = oddsRow{Value: value, P: en.P, AtMost: min(below, 1), Exact: en.Exact}
		top = max(top, en.P)
	}
	above := j.Tail
	for i := len(v.Rows) - 1; i >= 0; i-- {
		above += v.Rows[i].P
		v.Rows[i].AtLeast = min(above, 1)
		if top > 0 {
			v.Rows[i].Bar = v.Rows[i].P / top
		}
	}
	if n := len(v.Rows); n > 0 {
		// Exact at the ends: nothing lies below the lowest outcome, and only
		// the tail above the highest.
		v.Rows[0].AtLeast = 1
		v.Rows[n-1].AtMost = 1 - j.Tail
	}
	if len(v.Rows) > listedRows {
		lo, hi := 0, len(v.Rows)
		for lo < hi && v.Rows[lo].P < hiddenBelow {
			lo++
		}
		for hi > lo && v.Rows[hi-1].P < hiddenBelow {
			hi--
		}
		v.Hidden = len(v.Rows) - (hi - lo)
		v.Rows = v.Rows[lo:hi]
	}
	return v
}

// chart returns the distribution chart of the listed outcomes.
func (v oddsView) chart() chart.Distribution {
	c := chart.Distribution{Title: v.Notation, XLabel: "result", Points: make([]chart.Point, len(v.Rows))}
	for i, row := range v.Rows {
		c.Points[i] = chart.Point{X: float64(row.Value), P: row.P, AtLeast: row.AtLeast, AtMost: row.AtMost}
	}
	return c
}

// chartURL is the address of the chart image of the expression.
func (v oddsView) chartURL() string {
	return "/odds/dice/chart.svg?" + url.Values{"n": {v.Notation}}.Encode()
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
