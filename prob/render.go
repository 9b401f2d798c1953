package prob

import (
	"bufio"
	"fmt"
	"io"
	"math"
	"math/big"
	"strconv"
	"strings"
)

// TableOptions controls WriteTable. The zero value writes percentages and
// bars for an 80-column terminal.
type TableOptions struct {
	Exact bool     // add a column with each probability as a reduced fraction
	Width int      // the line width to fit, in columns; zero means 80
	Extra []Column // more columns, after the probabilities and before the bar
}

// Column is an extra column of a table, such as Monte Carlo frequencies
// printed beside the exact probabilities. Cells maps a row's printed value
// (the label of the row, "7" or "[D2,T3]") to its text; rows without a cell
// are left blank.
type Column struct {
	Header string
	Cells  map[string]string
}

const (
	pctWidth = 10 // width of a percentage column, "1.000e-14%" included
	minBar   = 10 // fewest columns given to the bar
	maxBar   = 40 // most columns given to the bar
)

// row is one line of a rendered table; ge and le are nil for tables
// without cumulative columns.
type row struct {
	label     string
	w, ge, le *big.Int
}

// WriteTable writes d as a text table: one line per listed value with
// positive probability, giving the value, P, P(>=v) and P(<=v) (a tail
// placed above or below the values counted in them) as
// percentages (four significant digits, scientific below 0.01%), the exact
// fraction when opt.Exact is set, and a bar of '#' scaled to the largest
// P. A line for the tail follows when it is not zero, then the mean and
// standard deviation. It returns the first write error.
func (d Dist) WriteTable(w io.Writer, opt TableOptions) error {
	d = d.norm()
	rows := make([]row, 0, len(d.w))
	le := new(big.Int)
	ge := sumOf(d.w)
	// A tail placed above the listed values is part of every P(>=v), one
	// placed below part of every P(<=v).
	switch d.side {
	case above:
		ge.Add(ge, d.tail)
	case below:
		le.Set(d.tail)
	}
	for i := range d.w {
		x := &d.w[i]
		le = new(big.Int).Add(le, x)
		if x.Sign() != 0 {
			rows = append(rows, row{label: strconv.Itoa(d.lo + i), w: x, ge: ge, le: le})
		}
		ge = new(big.Int).Sub(ge, x)
	}
	where := "not placed"
	switch d.side {
	case above:
		where = "above " + strconv.Itoa(d.Hi())
	case below:
		where = "below " + strconv.Itoa(d.Lo())
	}
	foot := fmt.Sprintf("mean %.4g  sd %.4g\n", d.Mean(), d.SD())
	return writeRows(w, opt, rows, d.total, d.tail, where, foot)
}

// WriteTable writes t as a text table: one line per listed value, written
// as label(v), with P as a percentage, the exact fraction when opt.Exact is
// set, and a bar of '#' scaled to the largest P; then a line for the tail
// when it is not zero. It returns the first write error.
func (t Table[T]) WriteTable(w io.Writer, opt TableOptions, label func(T) string) error {
	rows := make([]row, len(t.values))
	for i, v := range t.values {
		rows[i] = row{label: label(v), w: &t.w[i]}
	}
	tail := t.tail
	if tail == nil {
		tail = bigZero
	}
	return writeRows(w, opt, rows, t.total, tail, "not listed", "")
}

// writeRows renders rows over total, then the tail line (where says where
// the tail lies) and foot.
func writeRows(out io.Writer, opt TableOptions, rows []row, total, tail *big.Int, where, foot string) error {
	cum := len(rows) > 0 && rows[0].ge != nil
	vw := len("value")
	maxP := 0.0
	var fracs []string
	for _, r := range rows {
		vw = max(vw, len(r.label))
		maxP = max(maxP, quo(r.w, total))
	}
	fw := len("exact")
	if opt.Exact {
		fracs = make([]string, len(rows))
		for i, r := range rows {
			fracs[i] = new(big.Rat).SetFrac(r.w, total).RatString()
			fw = max(fw, len(fracs[i]))
		}
	}
	width := opt.Width
	if width <= 0 {
		width = 80
	}
	used := vw + 2 + pctWidth
	if cum {
		used += 2 * (2 + pctWidth)
	}
	if opt.Exact {
		used += 2 + fw
	}
	extraW := make([]int, len(opt.Extra))
	for i, c := range opt.Extra {
		extraW[i] = len(c.Header)
		for _, cell := range c.Cells {
			extraW[i] = max(extraW[i], len(cell))
		}
		used += 2 + extraW[i]
	}
	bar := min(max(width-used-2, minBar), maxBar)

	b := bufio.NewWriter(out)
	var line strings.Builder
	endLine := func() {
		b.WriteString(strings.TrimRight(line.String(), " "))
		b.WriteByte('\n')
		line.Reset()
	}
	fmt.Fprintf(&line, "%*s  %*s", vw, "value", pctWidth, "P")
	if cum {
		fmt.Fprintf(&line, "  %*s  %*s", pctWidth, "P(>=v)", pctWidth, "P(<=v)")
	}
	if opt.Exact {
		fmt.Fprintf(&line, "  %-*s", fw, "exact")
	}
	for i, c := range opt.Extra {
		fmt.Fprintf(&line, "  %*s", extraW[i], c.Header)
	}
	endLine()
	for i, r := range rows {
		fmt.Fprintf(&line, "%*s  %*s", vw, r.label, pctWidth, percent(r.w, total))
		if cum {
			fmt.Fprintf(&line, "  %*s  %*s", pctWidth, percent(r.ge, total), pctWidth, percent(r.le, total))
		}
		if opt.Exact {
			fmt.Fprintf(&line, "  %-*s", fw, fracs[i])
		}
		for j, c := range opt.Extra {
			fmt.Fprintf(&line, "  %*s", extraW[j], c.Cells[r.label])
		}
		if maxP > 0 {
			n := int(math.Round(quo(r.w, total) / maxP * float64(bar)))
			line.WriteString("  ")
			line.WriteString(strings.Repeat("#", n))
		}
		endLine()
	}
	if tail.Sign() != 0 {
		fmt.Fprintf(&line, "%*s  %*s  (outcomes %s)", vw, "tail", pctWidth, percent(tail, total), where)
		endLine()
	}
	b.WriteString(foot)
	return b.Flush()
}

// percent formats w/total as a percentage with four significant digits,
// in scientific notation below 0.01%. It writes "100%" only for a
// probability of exactly one, and ">99.99%" for one that would round to it.
func percent(w, total *big.Int) string {
	switch {
	case w.Sign() == 0:
		return "0%"
	case w.Cmp(total) == 0:
		return "100%"
	}
	x := quo(w, total) * 100
	if x < 0.01 {
		exp := int(math.Floor(math.Log10(x)))
		mant := x / math.Pow(10, float64(exp))
		if mant >= 9.9995 { // rounds up to the next power of ten
			mant, exp = mant/10, exp+1
		}
		return fmt.Sprintf("%.3fe%d%%", mant, exp)
	}
	dec := max(3-int(math.Floor(math.Log10(x))), 0)
	s := strconv.FormatFloat(x, 'f', dec, 64)
	if x >= 99.99 && s != "99.99" {
		return ">99.99%"
	}
	return s + "%"
}
