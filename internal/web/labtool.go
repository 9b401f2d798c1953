package web

import (
	"context"
	"fmt"
	"math"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/broadside/broadside/internal/chart"
	"github.com/broadside/broadside/prob"
	"github.com/broadside/broadside/rng"
)

// A mechanic page (Full Thrust point defence, a Jovian pool, a Space Fleet
// shot) is a form whose fields are in the URL, the exact odds of what the
// form describes, a roll of it with a seed, and the adjudication of dice
// rolled at the table. The parts every such page shares live here; each
// mechanic supplies a [mechTool].

// field is one input of a mechanic's form.
type field struct {
	Name    string   // the query parameter
	Label   string   // what the page calls it
	Kind    string   // "number", "decimal", "text" (one line), "textarea", "select" or "check"
	Value   string   // as typed, or the default
	Options []string // the choices of a select
	Min     int      // a number's smallest value
	Max     int      // a number's largest value; a textarea's length
	Help    string   // a short explanation under the field
	Error   string   // what is wrong with Value; "" when it reads
	Caret   string   // spaces and a "^" under the mistake in Value, for a fixed-width font; "" for none
	// RollOnly marks a field that changes rolls alone, such as a Monte
	// Carlo run's or a choice made by hand: the exact odds, and so the
	// charts, do not depend on it.
	RollOnly bool
	// Term is the rules' own name for the field, shown small beside the
	// plain-language Label; "" for none.
	Term string
	// OptionText are the words a select shows for each of Options, in
	// order; nil shows the options themselves.
	OptionText []string
	// When is the condition under which the field applies, such as
	// "weapon=plasma", "trials!=0" or "cards=numbers;kind=capital" (every
	// part must hold; a part lists choices as a|b, and a check box reads
	// "1" when ticked and "" when not); "" for always. A field that does
	// not apply is hidden, by the server as the form stands and by the
	// page's script as it changes.
	When string
	// Hidden is set when When does not hold for the form as it stands.
	Hidden bool
	// Group names the part of the form the field belongs to, shown folded
	// away under that title; "" for the main part.
	Group string
}

// Option is one choice of a select field, with the words it shows.
type Option struct{ Value, Text string }

// Choices returns a select field's options with their words.
func (f field) Choices() []Option {
	out := make([]Option, len(f.Options))
	for i, o := range f.Options {
		out[i] = Option{Value: o, Text: o}
		if i < len(f.OptionText) && f.OptionText[i] != "" {
			out[i].Text = f.OptionText[i]
		}
	}
	return out
}

// holds reports whether the condition cond (see field.When) holds for the
// values of fields.
func holds(cond string, fields []field) bool {
	for part := range strings.SplitSeq(cond, ";") {
		name, want, neg := part, "", false
		if i := strings.Index(part, "!="); i >= 0 {
			name, want, neg = part[:i], part[i+2:], true
		} else if i := strings.Index(part, "="); i >= 0 {
			name, want = part[:i], part[i+1:]
		}
		value := ""
		for _, fd := range fields {
			if fd.Name == name {
				value = fd.Value
			}
		}
		if slices.Contains(strings.Split(want, "|"), value) == neg {
			return false
		}
	}
	return true
}

// fieldGroup is a part of a form: the main part (no Title) or one folded
// away under its Title, open when one of its fields is set or wrong.
type fieldGroup struct {
	Title  string
	Open   bool
	Fields []field
}

// groupFields splits fields into their groups, in the order each group
// first appears, marking the fields whose condition does not hold hidden.
func groupFields(fields []field, defaults map[string]string) []fieldGroup {
	var out []fieldGroup
	for _, fd := range fields {
		fd.Hidden = fd.When != "" && fd.Error == "" && !holds(fd.When, fields)
		i := slices.IndexFunc(out, func(g fieldGroup) bool { return g.Title == fd.Group })
		if i < 0 {
			out = append(out, fieldGroup{Title: fd.Group})
			i = len(out) - 1
		}
		g := &out[i]
		g.Fields = append(g.Fields, fd)
		if fd.Error != "" || fd.Value != defaults[fd.Name] {
			g.Open = true
		}
	}
	return out
}

// describe sets the plain-language label, the rules' term and the
// condition of the field name; "" leaves a part as it is.
func (f *form) describe(name, label, term, when string) {
	for i := range f.Fields {
		if f.Fields[i].Name == name {
			if label != "" {
				f.Fields[i].Label = label
			}
			if term != "" {
				f.Fields[i].Term = term
			}
			if when != "" {
				f.Fields[i].When = when
			}
		}
	}
}

// group puts the fields names in the group titled title.
func (f *form) group(title string, names ...string) {
	for i := range f.Fields {
		if slices.Contains(names, f.Fields[i].Name) {
			f.Fields[i].Group = title
		}
	}
}

// showWhen sets the condition of the fields names.
func (f *form) showWhen(when string, names ...string) {
	for _, n := range names {
		f.describe(n, "", "", when)
	}
}

// Checked reports whether a check field is set.
func (f field) Checked() bool { return f.Value != "" }

// form reads a mechanic's fields from a query, keeping each field's error
// beside it.
type form struct {
	Fields []field
	q      url.Values
	// waiting is set, with what to fill in, when the form asks for nothing
	// yet, such as an empty dice expression: the page shows the form alone.
	waiting string
}

// newForm starts reading q.
func newForm(q url.Values) *form { return &form{q: q} }

// number reads a whole number from lo to hi, def when absent.
func (f *form) number(name, label, help string, def, lo, hi int) int {
	text := strings.TrimSpace(f.q.Get(name))
	fd := field{Name: name, Label: label, Kind: "number", Value: text, Min: lo, Max: hi, Help: help}
	if text == "" {
		fd.Value = strconv.Itoa(def)
	}
	n, err := strconv.Atoi(fd.Value)
	if err != nil || n < lo || n > hi {
		fd.Error = fmt.Sprintf("a whole number from %d to %d", lo, hi)
		n = def
	}
	f.Fields = append(f.Fields, fd)
	return n
}

// decimal reads a number from lo to hi, fractions allowed, def when absent.
func (f *form) decimal(name, label, help string, def, lo, hi float64) float64 {
	text := strings.TrimSpace(f.q.Get(name))
	fd := field{Name: name, Label: label, Kind: "decimal", Value: text, Help: help}
	if text == "" {
		fd.Value = strconv.FormatFloat(def, 'f', -1, 64)
	}
	x, err := strconv.ParseFloat(fd.Value, 64)
	if err != nil || math.IsNaN(x) || x < lo || x > hi {
		fd.Error = fmt.Sprintf("a number from %g to %g", lo, hi)
		x = def
	}
	f.Fields = append(f.Fields, fd)
	return x
}

// text reads free text of at most max bytes, such as a pasted file.
func (f *form) text(name, label, help string, max int) string {
	text := strings.TrimSpace(f.q.Get(name))
	fd := field{Name: name, Label: label, Kind: "textarea", Value: text, Max: max, Help: help}
	if len(text) > max {
		fd.Error = fmt.Sprintf("at most %d characters", max)
	}
	f.Fields = append(f.Fields, fd)
	return text
}

// line reads one line of text of at most max bytes, def when absent.
func (f *form) line(name, label, help, def string, max int) string {
	text := strings.TrimSpace(f.q.Get(name))
	if text == "" {
		text = def
	}
	fd := field{Name: name, Label: label, Kind: "text", Value: text, Max: max, Help: help}
	if len(text) > max {
		fd.Error = fmt.Sprintf("at most %d characters", max)
	}
	f.Fields = append(f.Fields, fd)
	return text
}

// check reads a check box.
func (f *form) check(name, label, help string) bool {
	on := f.q.Get(name) != ""
	fd := field{Name: name, Label: label, Kind: "check", Help: help}
	if on {
		fd.Value = "1"
	}
	f.Fields = append(f.Fields, fd)
	return on
}

// choice reads one of options, the first when absent.
func (f *form) choice(name, label, help string, options []string) string {
	text := strings.TrimSpace(f.q.Get(name))
	fd := field{Name: name, Label: label, Kind: "select", Value: text, Options: options, Help: help}
	if text == "" {
		fd.Value = options[0]
	}
	ok := false
	for _, o := range options {
		ok = ok || o == fd.Value
	}
	if !ok {
		fd.Error = "one of " + strings.Join(options, ", ")
	}
	f.Fields = append(f.Fields, fd)
	return fd.Value
}

// fail marks the field name with msg (the message of a library error about
// the whole form lands on its first field when name is "").
func (f *form) fail(name, msg string) {
	for i := range f.Fields {
		if f.Fields[i].Name == name || name == "" {
			f.Fields[i].Error = msg
			return
		}
	}
}

// failAt marks the field name with msg about the mistake at column col
// (from 1) of its value, and puts a caret under it.
func (f *form) failAt(name, msg string, col int) {
	if col < 1 {
		f.fail(name, msg)
		return
	}
	for i := range f.Fields {
		if f.Fields[i].Name == name {
			f.Fields[i].Error = fmt.Sprintf("column %d: %s", col, msg)
			f.Fields[i].Caret = strings.Repeat(" ", col-1) + "^"
			return
		}
	}
}

// wait records that the form asks for nothing yet, saying what to fill in.
func (f *form) wait(what string) { f.waiting = what }

// ok reports whether every field reads.
func (f *form) ok() bool {
	for _, fd := range f.Fields {
		if fd.Error != "" {
			return false
		}
	}
	return true
}

// firstError is the first field's error, for the API, as "name: error",
// or what to fill in when the form asks for nothing yet.
func (f *form) firstError() string {
	for _, fd := range f.Fields {
		if fd.Error != "" {
			return fd.Name + ": " + fd.Error
		}
	}
	return f.waiting
}

// distRow is one outcome of a distribution, numeric or not.
type distRow struct {
	Label   string
	P       float64
	AtLeast float64 // this outcome or one after it, the tail included
	AtMost  float64 // this outcome or one before it
	Exact   string
	Bar     float64 // P relative to the likeliest outcome
}

// distView is one distribution of a mechanic page.
type distView struct {
	Title    string
	XLabel   string
	Mean, SD float64
	Median   string // the median outcome, when the mechanic gives it
	Numeric  bool   // the outcomes are numbers, so mean and SD mean something
	Tail     float64
	Rows     []distRow // the outcomes listed
	Hidden   int       // outcomes below hiddenBelow left out at the ends
	// Rest, when not nil, is the top outcomes folded into one row (see
	// foldRows), listed in the table after Rows and left out of the chart.
	Rest     *distRow
	Folded   int // how many outcomes Rest holds
	ChartURL string
}

// Limits on the rows of a distribution's table and chart.
const (
	// listedRows is how many outcomes a table lists before it leaves out
	// those at either end whose probability is below hiddenBelow.
	listedRows  = 200
	hiddenBelow = 1e-12
	// A numeric distribution of more than foldRows outcomes folds the top
	// ones whose chance together is at most foldBelow into one "or more"
	// row, as the command line's tables do: a long run of re-rolls is
	// otherwise dozens of rows of 1e-13%. The API's JSON keeps every one.
	foldRows  = 30
	foldBelow = 1e-9
)

// newDistView lays out a distribution in the JSON of DESIGN.md, in the
// order it lists its outcomes; the tail lies after the last one. Of more
// than listedRows outcomes, those at the ends less likely than hiddenBelow
// are left out (the cumulative columns still count them).
func newDistView(title, xlabel string, j prob.JSON, numeric bool) distView {
	v := distView{Title: title, XLabel: xlabel, Mean: j.Mean, SD: j.SD, Tail: j.Tail, Numeric: numeric, Rows: make([]distRow, len(j.Dist))}
	top, below := 0.0, 0.0
	for i, e := range j.Dist {
		below += e.P
		v.Rows[i] = distRow{Label: fmt.Sprint(e.Value), P: e.P, AtMost: min(below, 1), Exact: e.Exact}
		top = max(top, e.P)
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
	if numeric {
		v.fold()
	}
	return v
}

// fold folds the top rows of a long numeric distribution whose chance
// together is at most foldBelow into v.Rest, labelled "N or more" after the
// first of them.
func (v *distView) fold() {
	if len(v.Rows) <= foldRows {
		return
	}
	keep, folded := len(v.Rows), 0.0
	for keep > 1 && folded+v.Rows[keep-1].P <= foldBelow {
		keep--
		folded += v.Rows[keep].P
	}
	if keep >= len(v.Rows)-1 {
		return // folding one row or none says nothing shorter
	}
	first := v.Rows[keep]
	v.Rest = &distRow{Label: first.Label + " or more", P: folded, AtLeast: first.AtLeast, AtMost: v.Rows[len(v.Rows)-1].AtMost}
	top := 0.0
	for _, r := range v.Rows {
		top = max(top, r.P)
	}
	if top > 0 {
		v.Rest.Bar = folded / top
	}
	v.Folded = len(v.Rows) - keep
	v.Rows = v.Rows[:keep]
}

// chart returns the chart of the distribution.
func (v distView) chart() chart.Distribution {
	c := chart.Distribution{Title: v.Title, XLabel: v.XLabel, Points: make([]chart.Point, len(v.Rows))}
	for i, r := range v.Rows {
		p := chart.Point{P: r.P, AtLeast: r.AtLeast, AtMost: r.AtMost}
		if x, err := strconv.Atoi(r.Label); err == nil && v.Numeric {
			p.X = float64(x)
		} else {
			p.Label = r.Label
		}
		c.Points[i] = p
	}
	return c
}

// fact is one headline probability, such as P(destroyed).
type fact struct {
	Label, Value string
}

// mapView is a map a mechanic page draws beside its odds, such as the
// positions a ship can reach.
type mapView struct {
	Title    string
	Alt      string // the chart in words, for those who cannot see it
	ChartURL string
	chart    chart.Scatter
}

// curveView is a chart of curves a mechanic page draws, such as a metric
// against the number of attackers, one line per series.
type curveView struct {
	Title    string
	Alt      string // the chart in words, for those who cannot see it
	ChartURL string
	chart    chart.Curves
}

// tableView is a table of values a mechanic page lists, such as every
// point of a study; each row has one cell per heading, as text.
type tableView struct {
	Title string
	Head  []string
	Rows  [][]string
}

// mechOdds is the exact odds a mechanic page shows, and the JSON its API
// answers (the same as the command line's --json). Notes are lines of text
// shown under the facts, such as why an order is impossible.
type mechOdds struct {
	Title  string // the page's title when it names what was computed; the tool's when ""
	Facts  []fact
	Notes  []string
	Dists  []distView
	Maps   []mapView
	Curves []curveView
	Tables []tableView
	JSON   any
}

// mechanic is what a form describes: a shot, a pool, a point defence.
type mechanic interface {
	// odds computes the exact odds, with fractions when exact is set. A
	// long computation stops with ctx's error when ctx ends (the request
	// went away).
	odds(ctx context.Context, exact bool) (mechOdds, error)
}

// roller is a mechanic that rolls dice: every mechanic of a tool whose
// NoDice is false is one.
type roller interface {
	mechanic
	// roll adjudicates with dice from src; with a script, the caller
	// checks the script before using the result.
	roll(src rng.Source) (mechRoll, error)
}

// mechTool is one mechanic page: its address, words, and how it reads its
// form.
type mechTool struct {
	Key   string // the name in addresses: /odds/KEY, /api/KEY/odds
	Title string
	Intro string
	// NoDice marks a tool whose mechanic only computes, such as a study of
	// expected values: its page offers no roll, no table dice and no
	// fractions, and its roll API answers 404. The zero value rolls.
	NoDice bool
	// Submit is the label of the form's button; "" for "Show odds".
	Submit string
	// Wide lays the form's fields out in columns across the page, for a
	// form of many fields.
	Wide bool
	// read reads the form; the mechanic is nil when a field does not read.
	read func(f *form) mechanic
	// Examples are queries worth trying, with labels.
	Examples []link
	// ownAPI marks a tool whose /api/KEY routes are registered on their
	// own, with JSON of their own: the dice API, which scripts use,
	// predates this machinery.
	ownAPI bool

	// defaultValues are the values the form's fields read when the query
	// leaves them out, set once by defaults.
	defaultsOnce  sync.Once
	defaultValues map[string]string
}
