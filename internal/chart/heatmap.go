package chart

import (
	"errors"
	"fmt"
	"image/color"
	"math"
	"strconv"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/palette/moreland"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// Heatmap is a chart of one value over a grid of two parameters, such as a
// side's chance to win for each pair of designs: a cell per pair, coloured
// by its value and marked with it. It suits
// sweeps over two axes. The colours run from blue (low) through grey to red
// (high), a diverging scale that is kind to colour-blind readers.
//
// The zero value has no cells and cannot be drawn.
type Heatmap struct {
	Title  string
	XLabel string   // the axis across, such as "Red design"
	YLabel string   // the axis up
	X      []string // the names of the columns, left to right; at least one
	Y      []string // the names of the rows, bottom to top; at least one
	// Z holds the values, Z[row][column]; every row has len(X) finite
	// values. A NaN marks a cell without a value, drawn grey.
	Z [][]float64
	// Digits is the number of decimals printed in each cell.
	Digits int
}

// draw implements [Chart].
func (h Heatmap) draw(dc draw.Canvas) error {
	p, err := h.plot()
	if err != nil {
		return err
	}
	fitTitle(p, dc.Max.X-dc.Min.X)
	p.Draw(dc)
	return nil
}

// plot checks the grid and builds the plot.
func (h Heatmap) plot() (*plot.Plot, error) {
	if len(h.X) == 0 || len(h.Y) == 0 {
		return nil, errors.New("chart: a heatmap needs at least one column and one row")
	}
	if len(h.Z) != len(h.Y) {
		return nil, fmt.Errorf("chart: a heatmap of %d rows has %d rows of values", len(h.Y), len(h.Z))
	}
	g := grid{z: h.Z, lo: 0, hi: 0}
	first := true
	for r, row := range h.Z {
		if len(row) != len(h.X) {
			return nil, fmt.Errorf("chart: row %d of the heatmap has %d values for %d columns", r, len(row), len(h.X))
		}
		for _, v := range row {
			if v != v { // NaN: no value
				continue
			}
			if !finite(v) {
				return nil, fmt.Errorf("chart: row %d of the heatmap has an infinite value", r)
			}
			if first || v < g.lo {
				g.lo = v
			}
			if first || v > g.hi {
				g.hi = v
			}
			first = false
		}
	}
	if g.hi == g.lo {
		g.hi = g.lo + 1
	}
	p := newPlot(h.Title, h.XLabel, h.YLabel)
	cmap := moreland.SmoothBlueRed()
	cmap.SetMin(g.lo)
	cmap.SetMax(g.hi)
	hm := plotter.NewHeatMap(g, cmap.Palette(255))
	hm.NaN = color.Gray{Y: 0xf4}
	p.Add(hm)
	var labels plotter.XYLabels
	for r, row := range h.Z {
		for c, v := range row {
			if v == v {
				labels.XYs = append(labels.XYs, plotter.XY{X: float64(c), Y: float64(r)})
				labels.Labels = append(labels.Labels, strconv.FormatFloat(v, 'f', h.Digits, 64))
			}
		}
	}
	if len(labels.XYs) > 0 {
		l, err := plotter.NewLabels(labels)
		if err != nil {
			return nil, fmt.Errorf("chart: %w", err)
		}
		for i := range l.TextStyle {
			l.TextStyle[i].XAlign = draw.XCenter
			l.TextStyle[i].YAlign = draw.YCenter
			l.TextStyle[i].Font.Size = vg.Points(8)
			// The deep colours at both ends get white text, the pale
			// middle black.
			l.TextStyle[i].Color = palette[6]
			if v := g.z[int(labels.XYs[i].Y)][int(labels.XYs[i].X)]; math.Abs((v-g.lo)/(g.hi-g.lo)-0.5) > 0.3 {
				l.TextStyle[i].Color = color.White
			}
		}
		p.Add(l)
	}
	p.X.Tick.Marker = names(h.X)
	p.Y.Tick.Marker = names(h.Y)
	p.X.Min, p.X.Max = -0.5, float64(len(h.X))-0.5
	p.Y.Min, p.Y.Max = -0.5, float64(len(h.Y))-0.5
	return p, nil
}

// grid is a Heatmap's values as gonum's GridXYZ, columns and rows at 0, 1, ...
type grid struct {
	z      [][]float64
	lo, hi float64
}

func (g grid) Dims() (c, r int)   { return len(g.z[0]), len(g.z) }
func (g grid) Z(c, r int) float64 { return g.z[r][c] }
func (g grid) X(c int) float64    { return float64(c) }
func (g grid) Y(r int) float64    { return float64(r) }
func (g grid) Min() float64       { return g.lo }
func (g grid) Max() float64       { return g.hi }

// names labels the whole numbers 0, 1, ... of an axis with names.
type names []string

// Ticks implements plot.Ticker.
func (n names) Ticks(lo, hi float64) []plot.Tick {
	var out []plot.Tick
	for i, s := range n {
		if float64(i) >= lo && float64(i) <= hi {
			out = append(out, plot.Tick{Value: float64(i), Label: s})
		}
	}
	return out
}
