package web

import (
	"context"
	"fmt"
	"html"
	"math"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/broadside/broadside/dice"
	"github.com/broadside/broadside/rng"
	"github.com/google/go-cmp/cmp"
)

func TestParseNotation(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		want       string // canonical notation, or "" for an error
		msg        string // part of the error message
		col        int    // the error's column
	}{
		{"sum", "3d6", "3d6", "", 0},
		{"spaces and case", "2D6 + 1", "2d6+1", "", 0},
		{"empty", "", "", "type a dice expression", 0},
		{"too long", strings.Repeat("1+", 101) + "1", "", "at most 200 characters", 0},
		{"bad keep", "4d6kx3", "", "", 4},
		{"trailing sign", "3d6+", "", "", 5},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e, err := parseNotation(tc.text)
			if tc.want != "" {
				if err != nil || e.String() != tc.want {
					t.Fatalf("parseNotation(%q) = %v, %v; want %s", tc.text, e, err, tc.want)
				}
				return
			}
			ne, ok := err.(*notationError)
			if !ok {
				t.Fatalf("parseNotation(%q) error = %v, want a *notationError", tc.text, err)
			}
			if !strings.Contains(ne.Message, tc.msg) || ne.Col != tc.col {
				t.Errorf("error %q at column %d, want %q at column %d", ne.Message, ne.Col, tc.msg, tc.col)
			}
			// The page's field shows the mistake at its column.
			f := newForm(url.Values{"n": {tc.text}})
			if m := readDice(f); m != nil || f.ok() != (tc.text == "") {
				t.Fatalf("readDice(%q) = %v, field errors %v", tc.text, m, !f.ok())
			}
			if tc.col > 0 && (f.Fields[0].Caret != strings.Repeat(" ", tc.col-1)+"^" || !strings.HasPrefix(f.Fields[0].Error, fmt.Sprintf("column %d: ", tc.col))) {
				t.Errorf("field error %q, caret %q", f.Fields[0].Error, f.Fields[0].Caret)
			}
		})
	}
}

// diceOdds is the one distribution view of the dice page for notation.
func diceOdds(t *testing.T, notation string, exact bool) distView {
	t.Helper()
	e, err := dice.Parse(notation)
	if err != nil {
		t.Fatal(err)
	}
	odds, err := diceExpr{e}.odds(context.Background(), exact)
	if err != nil {
		t.Fatal(err)
	}
	if len(odds.Dists) != 1 {
		t.Fatalf("%d distributions, want 1", len(odds.Dists))
	}
	return odds.Dists[0]
}

func TestOddsView(t *testing.T) {
	v := diceOdds(t, "2d6", true)
	if v.Title != "2d6" || v.Mean != 7 || v.Median != "7" || v.Hidden != 0 || len(v.Rows) != 11 || !v.Numeric {
		t.Fatalf("view = %+v", v)
	}
	for i, row := range v.Rows {
		value := i + 2
		ways := 6 - int(math.Abs(float64(value-7)))
		below, above := 0, 0
		for w := 2; w <= 12; w++ {
			n := 6 - int(math.Abs(float64(w-7)))
			if w <= value {
				below += n
			}
			if w >= value {
				above += n
			}
		}
		close := func(a, b float64) bool { return math.Abs(a-b) < 1e-15 }
		if row.Label != strconv.Itoa(value) || !close(row.P, float64(ways)/36) || !close(row.AtMost, float64(below)/36) ||
			!close(row.AtLeast, float64(above)/36) || !close(row.Bar, float64(ways)/6) {
			t.Errorf("row %d = %+v", i, row)
		}
		if row.Exact == "" {
			t.Errorf("row %d has no fraction", i)
		}
	}
	if v.Rows[0].AtLeast != 1 || v.Rows[10].AtMost != 1 {
		t.Errorf("the ends are not exactly 1: %v, %v", v.Rows[0].AtLeast, v.Rows[10].AtMost)
	}
	c := v.chart()
	if len(c.Points) != 11 || c.Points[5].X != 7 || c.Title != "2d6" {
		t.Errorf("chart = %+v", c)
	}
}

func TestOddsViewHidesNegligibleEnds(t *testing.T) {
	v := diceOdds(t, "100d6", false)
	if v.Hidden == 0 || len(v.Rows)+v.Hidden+v.Folded != 501 {
		t.Fatalf("%d rows listed, %d hidden, %d folded; want some hidden of 501", len(v.Rows), v.Hidden, v.Folded)
	}
	first, last := v.Rows[0], v.Rows[len(v.Rows)-1]
	if first.P < hiddenBelow || last.P < hiddenBelow || first.AtLeast > 1 || first.AtLeast < 1-1e-9 {
		t.Errorf("ends: %+v … %+v", first, last)
	}
}

// TestDicePermalink checks that the page links to the address that
// reproduces it, with only the fields that are set.
func TestDicePermalink(t *testing.T) {
	s := newTestServer(t, Config{Rate: 1000, Burst: 1000})
	for _, tc := range []struct {
		name, query, url string
	}{
		{"odds", "n=3d6", "/odds/dice?n=3d6"},
		{"everything", "n=+8d6>=5+&exact=on&roll=1&seed=2a&dice=4+6", "/odds/dice?dice=4+6&exact=1&n=8d6%3E%3D5&roll=1&seed=2a"},
		{"blank fields dropped", "n=d6&seed=&dice=+", "/odds/dice?n=d6"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			permalink := func(target string) string {
				m := regexp.MustCompile(`<a href="([^"]*)">Link to this page</a>`).FindStringSubmatch(get(s, target).Body.String())
				if m == nil {
					t.Fatalf("%s has no link to itself", target)
				}
				return html.UnescapeString(m[1])
			}
			if got := permalink("/odds/dice?" + tc.query); got != tc.url {
				t.Fatalf("the page links to %s, want %s", got, tc.url)
			}
			if got := permalink(tc.url); got != tc.url {
				t.Errorf("the link does not reproduce the page: it links to %s", got)
			}
		})
	}
}

// rollTable adjudicates notation with the table's dice, as the dice page
// does, and returns the roll's JSON when it was adjudicated.
func rollTable(t *testing.T, notation, faces string) (tableAdjudication, *rollView) {
	t.Helper()
	e, err := dice.Parse(notation)
	if err != nil {
		t.Fatal(err)
	}
	a := adjudicate(diceExpr{e}, faces)
	if a.Roll == nil {
		return a, nil
	}
	v := a.Roll.JSON.(rollView)
	return a, &v
}

func TestRollTable(t *testing.T) {
	for _, tc := range []struct {
		name, notation, dice string
		score                int     // when adjudicated
		unused               []int   // when adjudicated
		needs                []need  // when dice are missing
		problem              string  // when the dice are wrong
		faces                [][]int // first group's dice, when adjudicated
		dropped              []bool  // first group's dropped flags, when adjudicated
	}{
		{name: "sum", notation: "3d6+1", dice: "4 6 2", score: 13, faces: [][]int{{4}, {6}, {2}}, dropped: []bool{false, false, false}},
		{name: "commas", notation: "2d6", dice: "4,6", score: 10, faces: [][]int{{4}, {6}}, dropped: []bool{false, false}},
		{name: "successes", notation: "4d6>=5", dice: "5 6 1 4", score: 2, faces: [][]int{{5}, {6}, {1}, {4}}, dropped: []bool{false, false, false, false}},
		{name: "keep highest", notation: "4d6kh3", dice: "1 5 6 3", score: 14},
		{name: "unused", notation: "d6", dice: "3 5", score: 3, unused: []int{5}, faces: [][]int{{3}}, dropped: []bool{false}},
		{name: "missing", notation: "3d6", dice: "4", needs: []need{{Count: 2, Sides: 6, Purpose: "3d6"}}},
		{name: "no dice", notation: "d6+d8", dice: " ", problem: "no dice"},
		{name: "face too big", notation: "2d6", dice: "7 1", problem: "more than a d6 can show"},
		{name: "not a number", notation: "2d6", dice: "4 x", problem: `"x"`},
		{name: "too long", notation: "d6", dice: strings.Repeat("1 ", 1001), problem: "at most 2000 characters"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, roll := rollTable(t, tc.notation, tc.dice)
			switch {
			case tc.problem != "":
				if !strings.Contains(got.Problem, tc.problem) || got.Roll != nil {
					t.Errorf("problem %q, roll %v; want %q and no roll", got.Problem, got.Roll, tc.problem)
				}
			case tc.needs != nil:
				if diff := cmp.Diff(tc.needs, got.Needs); diff != "" || got.Roll != nil {
					t.Errorf("needs (-want +got):\n%s", diff)
				}
			default:
				if got.Roll == nil {
					t.Fatalf("not adjudicated: %+v", got)
				}
				if roll.Score != tc.score || got.Roll.Result != strconv.Itoa(tc.score) || !cmp.Equal(got.Unused, tc.unused) {
					t.Errorf("score %d, unused %v; want %d, %v", roll.Score, got.Unused, tc.score, tc.unused)
				}
				if tc.faces != nil {
					g := roll.Groups[0]
					var faces [][]int
					var dropped []bool
					for _, d := range g.Dice {
						faces = append(faces, d.Faces)
						dropped = append(dropped, d.Dropped)
					}
					if !cmp.Equal(faces, tc.faces) || !cmp.Equal(dropped, tc.dropped) {
						t.Errorf("dice %v %v, want %v %v", faces, dropped, tc.faces, tc.dropped)
					}
				}
			}
		})
	}
}

func TestRollTwoPartsNeedsBoth(t *testing.T) {
	got, _ := rollTable(t, "d6+d8", "3")
	want := []need{{Count: 1, Sides: 8, Purpose: "d8"}}
	if diff := cmp.Diff(want, got.Needs); diff != "" || got.NeedCount() != 1 {
		t.Errorf("needs (-want +got):\n%s", diff)
	}
	if s := got.Needs[0].String(); s != "1 × d8 for d8" {
		t.Errorf("need reads %q", s)
	}
}

func TestKeepShowsDropped(t *testing.T) {
	_, roll := rollTable(t, "4d6kh3", "1 5 6 3")
	dropped := 0
	for _, d := range roll.Groups[0].Dice {
		if d.Dropped {
			dropped++
			if d.Faces[0] != 1 {
				t.Errorf("dropped the %d, want the 1", d.Faces[0])
			}
		}
	}
	if dropped != 1 {
		t.Errorf("%d dice dropped, want 1", dropped)
	}
}

func TestRollSeededRepeats(t *testing.T) {
	e, err := dice.Parse("10d6")
	if err != nil {
		t.Fatal(err)
	}
	roll := func(seed rng.Seed) rollView {
		r, err := rollWithSeed(diceExpr{e}, seed)
		if err != nil {
			t.Fatal(err)
		}
		return r.JSON.(rollView)
	}
	a, b := roll(0x2a), roll(0x2a)
	if diff := cmp.Diff(a, b); diff != "" {
		t.Errorf("the same seed rolled differently (-first +second):\n%s", diff)
	}
	if c := roll(0x2b); cmp.Equal(a.Groups, c.Groups) {
		t.Error("different seeds rolled the same ten dice")
	}
}

func TestFormats(t *testing.T) {
	for _, tc := range []struct {
		p    float64
		want string
	}{
		{0, "0%"}, {1, "100%"}, {1.0 / 6, "16.667%"}, {1.0 / 216, "0.46296%"},
		{0.125, "12.500%"}, {1.2e-12, "1.20e-10%"}, {5e-6, "0.0005%"},
	} {
		if got := percent(tc.p); got != tc.want {
			t.Errorf("percent(%v) = %s, want %s", tc.p, got, tc.want)
		}
	}
	for _, tc := range []struct {
		x    float64
		want string
	}{
		{10.5, "10.5"}, {2.95803989, "2.958"}, {7, "7"}, {-0.00001, "0"}, {math.NaN(), "–"},
	} {
		if got := number(tc.x); got != tc.want {
			t.Errorf("number(%v) = %s, want %s", tc.x, got, tc.want)
		}
	}
	if got := strconvFaces([]int{4, 6, 2}); got != "4 6 2" {
		t.Errorf("strconvFaces = %q", got)
	}
}
