package chart

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// Point is one outcome of a distribution: its place on the x axis and three
// probabilities, each from 0 to 1.
type Point struct {
	Label   string  // text under the bar; see [Distribution] for how bars are placed
	X       float64 // position on a numeric x axis, used when no point has a Label
	P       float64 // probability of exactly this outcome
	AtLeast float64 // probability of this outcome or a greater one
	AtMost  float64 // probability of this outcome or a smaller one
}

// Distribution is a chart of a probability distribution in two panels that
// share one x axis: bars of P(= x) above, on a scale that fits the largest
// bar, and lines through P(>= x) and P(<= x) below, on a scale from 0 to 1.
//
// When no point has a Label, bars stand at their X values on a numeric axis
// (marked at whole numbers when every X is one) and each line runs through
// the points in order of X. Otherwise bars stand one after another in the
// order given, each labelled with its Label, or with its X when the Label is
// empty; use this for outcomes that are not numbers, such as "[D2,T3]".
//
// The zero value has no points and cannot be drawn.
type Distribution struct {
	Title  string  // heading above the chart
	XLabel string  // x axis label, such as "hits"
	Points []Point // the outcomes, at least one
}

// maxProbability is how far above 1 a probability may be, to allow for
// floating-point rounding in sums such as P(>= x).
const maxProbability = 1 + 1e-9

// draw implements [Chart].
func (d Distribution) draw(dc draw.Canvas) error {
	bars, lines, err := d.plots(dc.Max.X - dc.Min.X)
	if err != nil {
		return err
	}
	fitTitle(bars, dc.Max.X-dc.Min.X)
	tiles := draw.Tiles{Rows: 2, Cols: 1, PadY: vg.Points(4)}
	canvases := plot.Align([][]*plot.Plot{{bars}, {lines}}, tiles, dc)
	bars.Draw(canvases[0][0])
	lines.Draw(canvases[1][0])
	return nil
}

// plots checks the points and builds the two panels: the bars with the title,
// and the lines with the x axis label.
func (d Distribution) plots(wide vg.Length) (bars, lines *plot.Plot, err error) {
	points, nominal, err := d.check()
	if err != nil {
		return nil, nil, err
	}
	xs := make([]float64, len(points))
	for i, pt := range points {
		xs[i] = pt.X
		if nominal {
			xs[i] = float64(i)
		}
	}

	bars = newPlot(d.Title, "", "P(= x)")
	gap := minGap(xs)
	half := 0.4 * gap
	rings := make([]plotter.XYer, len(points))
	top := 0.0
	for i, pt := range points {
		x := xs[i]
		rings[i] = plotter.XYs{{X: x - half, Y: 0}, {X: x + half, Y: 0}, {X: x + half, Y: pt.P}, {X: x - half, Y: pt.P}}
		top = max(top, pt.P)
	}
	poly, err := plotter.NewPolygon(rings...)
	if err != nil {
		return nil, nil, fmt.Errorf("chart: %w", err)
	}
	poly.Color = palette[5]
	poly.LineStyle = draw.LineStyle{Color: palette[0], Width: vg.Points(0.5)}
	bars.Add(poly)
	bars.Y.Min, bars.Y.Max = 0, 1.08*top
	if top == 0 {
		bars.Y.Max = 1
	}

	lines = newPlot("", d.XLabel, "cumulative")
	atLeast, atMost := make(plotter.XYs, len(points)), make(plotter.XYs, len(points))
	for i, pt := range points {
		atLeast[i] = plotter.XY{X: xs[i], Y: pt.AtLeast}
		atMost[i] = plotter.XY{X: xs[i], Y: pt.AtMost}
	}
	least, err := newLine(atLeast, 1, nil)
	if err != nil {
		return nil, nil, err
	}
	most, err := newLine(atMost, 2, []vg.Length{vg.Points(5), vg.Points(3)})
	if err != nil {
		return nil, nil, err
	}
	lines.Add(least, most)
	lines.Legend.Add("P(≥ x)", least)
	lines.Legend.Add("P(≤ x)", most)
	lines.Legend.Top = true
	lines.Legend.XOffs = -vg.Points(8)
	// Room above 1 for the legend, with ticks only up to 1.
	lines.Y.Min, lines.Y.Max = 0, 1.35
	lines.Y.Tick.Marker = probabilityTicks

	// One x axis for both panels: the same range and marks, labelled below.
	lo, hi := xs[0]-0.6*gap, xs[len(xs)-1]+0.6*gap
	for _, p := range []*plot.Plot{bars, lines} {
		p.X.Min, p.X.Max = lo, hi
		if nominal {
			labels := make([]string, len(points))
			for i, pt := range points {
				labels[i] = pt.Label
				if labels[i] == "" {
					labels[i] = strconv.FormatFloat(pt.X, 'g', -1, 64)
				}
			}
			if float64(len(labels)) > smallLabelsAbove*float64(wide/width) {
				p.X.Tick.Label.Font.Size = smallLabelSize
			}
			for i, l := range labels {
				labels[i] = shorten(p.X.Tick.Label, l, maxLabelLength)
			}
			p.NominalX(thinLabels(labels, wide)...)
			if len(labels) > 12 || !fitSideBySide(p.X.Tick.Label, labels, wide) {
				p.X.Tick.Label.Rotation = math.Pi / 2
				p.X.Tick.Label.XAlign = draw.XRight
				p.X.Tick.Label.YAlign = draw.YCenter
			}
		} else if whole(xs) {
			p.X.Tick.Marker = wholeTicks{}
		}
	}
	bars.X.Tick.Marker = unlabelled{bars.X.Tick.Marker}
	return bars, lines, nil
}

// Nominal x labels stand upright side by side, one line of text each: on a
// Standard chart's width, more than smallLabelsAbove of them are set at
// smallLabelSize, and more than maxNominalLabels are thinned (see
// thinLabels), so that neighbours never overprint; a narrower chart takes
// fewer in proportion.
const (
	smallLabelsAbove = 30
	smallLabelSize   = 8 * vg.Inch / 72
	maxNominalLabels = 50
)

// thinLabels keeps every k-th of labels, from the first, and blanks the
// others, for the smallest k that leaves at most the labels a chart of
// width wide takes (maxNominalLabels at the Standard width); every bar
// keeps its mark.
func thinLabels(labels []string, wide vg.Length) []string {
	most := max(1, int(maxNominalLabels*float64(wide/width)))
	step := (len(labels) + most - 1) / most
	if step <= 1 {
		return labels
	}
	out := make([]string, len(labels))
	for i := 0; i < len(labels); i += step {
		out[i] = labels[i]
	}
	return out
}

// unlabelled keeps the marks of a ticker and drops their labels.
type unlabelled struct {
	plot.Ticker
}

// Ticks implements [plot.Ticker].
func (u unlabelled) Ticks(lo, hi float64) []plot.Tick {
	ticks := u.Ticker.Ticks(lo, hi)
	for i := range ticks {
		ticks[i].Label = ""
	}
	return ticks
}

// check validates the points and returns them in drawing order (sorted by X
// on a numeric axis) and whether the axis is nominal.
func (d Distribution) check() ([]Point, bool, error) {
	if len(d.Points) == 0 {
		return nil, false, errors.New("chart: a distribution needs at least one point")
	}
	nominal := false
	for i, pt := range d.Points {
		if !finite(pt.X, pt.P, pt.AtLeast, pt.AtMost) {
			return nil, false, fmt.Errorf("chart: point %d (%s) has a value that is not a finite number", i, pointName(pt))
		}
		for _, v := range []float64{pt.P, pt.AtLeast, pt.AtMost} {
			if v < 0 || v > maxProbability {
				return nil, false, fmt.Errorf("chart: point %d (%s) has probability %g, outside 0 to 1", i, pointName(pt), v)
			}
		}
		nominal = nominal || pt.Label != ""
	}
	points := slices.Clone(d.Points)
	if !nominal {
		slices.SortStableFunc(points, func(a, b Point) int { return compareFloat(a.X, b.X) })
		for i := 1; i < len(points); i++ {
			if points[i].X == points[i-1].X {
				return nil, false, fmt.Errorf("chart: two points at x = %g", points[i].X)
			}
		}
	}
	return points, nominal, nil
}

// pointName names a point in an error message.
func pointName(pt Point) string {
	if pt.Label != "" {
		return strconv.Quote(pt.Label)
	}
	return "x = " + strconv.FormatFloat(pt.X, 'g', -1, 64)
}

// compareFloat orders finite numbers.
func compareFloat(a, b float64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// minGap returns the smallest distance between neighbours of the sorted xs,
// or 1 when there is only one.
func minGap(xs []float64) float64 {
	gap := math.Inf(1)
	for i := 1; i < len(xs); i++ {
		gap = min(gap, xs[i]-xs[i-1])
	}
	if math.IsInf(gap, 1) {
		return 1
	}
	return gap
}

// whole reports whether every x is a whole number.
func whole(xs []float64) bool {
	for _, x := range xs {
		if x != math.Trunc(x) {
			return false
		}
	}
	return true
}

// probabilityTicks marks 0 to 1 in steps of 0.2, with minor marks between.
var probabilityTicks = plot.TickerFunc(func(_, _ float64) []plot.Tick {
	ticks := make([]plot.Tick, 0, 11)
	for i := 0; i <= 10; i++ {
		t := plot.Tick{Value: float64(i) / 10}
		if i%2 == 0 {
			t.Label = strconv.FormatFloat(t.Value, 'f', 1, 64)
		}
		ticks = append(ticks, t)
	}
	return ticks
})

// wholeTicks marks whole numbers only, labelling every one, every 2nd, 5th,
// 10th and so on, so that at most about 20 labels appear.
type wholeTicks struct{}

// Ticks implements [plot.Ticker].
func (wholeTicks) Ticks(lo, hi float64) []plot.Tick {
	first, last := math.Ceil(lo), math.Floor(hi)
	if last < first {
		return nil
	}
	step := 1.0
	for _, s := range []float64{1, 2, 5} {
		step = s
		if (last-first)/s <= 20 {
			break
		}
	}
	for (last-first)/step > 20 {
		step *= 10
	}
	var ticks []plot.Tick
	if step > 1 && last-first <= 100 {
		// Unlabelled marks at the whole numbers between labels.
		for x := first; x <= last; x++ {
			t := plot.Tick{Value: x}
			if math.Mod(x, step) == 0 {
				t.Label = wholeLabel(x)
			}
			ticks = append(ticks, t)
		}
		return ticks
	}
	for x := math.Ceil(first/step) * step; x <= last; x += step {
		ticks = append(ticks, plot.Tick{Value: x, Label: wholeLabel(x)})
	}
	return ticks
}

// wholeLabel prints a whole number, writing zero as "0" whatever its sign.
func wholeLabel(x float64) string {
	if x == 0 {
		return "0"
	}
	return strconv.FormatFloat(x, 'f', 0, 64)
}

// newLine returns a line in the palette's colour i, solid when dashes is nil.
func newLine(xys plotter.XYs, i int, dashes []vg.Length) (*plotter.Line, error) {
	line, err := plotter.NewLine(xys)
	if err != nil {
		return nil, fmt.Errorf("chart: %w", err)
	}
	line.Color = palette[i%len(palette)]
	line.Width = vg.Points(1.5)
	line.Dashes = dashes
	return line, nil
}
