package chart

import (
	"cmp"
	"errors"
	"fmt"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/plotutil"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// XY is one point of a curve.
type XY struct {
	X, Y float64
}

// Series is one named curve, such as the expected damage of one fleet
// against each number of fighter groups. Its points are joined in the order
// given.
type Series struct {
	Name   string // legend entry; "" means "series 1", "series 2" and so on
	Points []XY   // at least one point, all finite
	// Bars, if not nil, holds an interval around each point, such as a
	// 95% confidence interval, drawn as a vertical bar; one per point.
	Bars []Bar
}

// Bar is the interval from Low to High around a point, Low <= Y <= High.
type Bar struct {
	Low, High float64
}

// Curves is a chart of several named series on the same axes, each drawn as
// a line with a marker at every point, in its own colour and marker shape,
// with a legend under the chart. It suits sweeps over one parameter.
//
// The zero value has no series and cannot be drawn.
type Curves struct {
	Title  string   // heading above the chart
	XLabel string   // x axis label, such as "fighter groups"
	YLabel string   // y axis label, such as "expected damage"
	Series []Series // the curves, at least one
	// XNames, if not nil, names the x values 0, 1, 2, ... on the axis,
	// for a parameter whose values are not numbers (designs, rulings).
	XNames []string
}

// draw implements [Chart].
func (c Curves) draw(dc draw.Canvas) error {
	p, keys, err := c.plot()
	if err != nil {
		return err
	}
	wide := dc.Max.X - dc.Min.X
	fitTitle(p, wide)
	names := make([]string, len(keys))
	for i, k := range keys {
		names[i] = k.name
	}
	fitLegend(p, names, wide)
	drawLegendBelow(dc, p, keys)
	return nil
}

// plot checks the series and builds the plot, and the legend's keys, one a
// series, for drawing under it.
func (c Curves) plot() (*plot.Plot, []key, error) {
	if len(c.Series) == 0 {
		return nil, nil, errors.New("chart: a curves chart needs at least one series")
	}
	p := newPlot(c.Title, c.XLabel, c.YLabel)
	keys := make([]key, len(c.Series))
	for i, s := range c.Series {
		name := cmp.Or(s.Name, fmt.Sprintf("series %d", i+1))
		if len(s.Points) == 0 {
			return nil, nil, fmt.Errorf("chart: series %q has no points", name)
		}
		xys := make(plotter.XYs, len(s.Points))
		for j, pt := range s.Points {
			if !finite(pt.X, pt.Y) {
				return nil, nil, fmt.Errorf("chart: point %d of series %q is not a finite number", j, name)
			}
			xys[j] = plotter.XY(pt)
		}
		line, points, err := plotter.NewLinePoints(xys)
		if err != nil {
			return nil, nil, fmt.Errorf("chart: series %q: %w", name, err)
		}
		col := palette[i%len(palette)]
		line.Color = col
		line.Width = vg.Points(1.5)
		points.Color = col
		points.Shape = plotutil.Shape(i)
		points.Radius = vg.Points(2.5)
		p.Add(line, points)
		keys[i] = key{name, []plot.Thumbnailer{line, points}}
		if s.Bars != nil {
			bars, err := errorBars(xys, s.Bars)
			if err != nil {
				return nil, nil, fmt.Errorf("chart: series %q: %w", name, err)
			}
			bars.Color = col
			p.Add(bars)
		}
	}
	if c.XNames != nil {
		p.X.Tick.Marker = names(c.XNames)
		p.X.Min, p.X.Max = -0.5, float64(len(c.XNames))-0.5
	}
	// Counts, means and chances start the axis at 0, where the ticks fall
	// on round numbers and the lines' heights compare at a glance.
	if p.Y.Min > 0 {
		p.Y.Min = 0
	}
	return p, keys, nil
}

// errorBars draws the intervals bars around the points xys.
func errorBars(xys plotter.XYs, bars []Bar) (*plotter.YErrorBars, error) {
	if len(bars) != len(xys) {
		return nil, fmt.Errorf("%d bars for %d points", len(bars), len(xys))
	}
	errs := make(plotter.YErrors, len(bars))
	for i, b := range bars {
		if !finite(b.Low, b.High) || b.Low > xys[i].Y || b.High < xys[i].Y {
			return nil, fmt.Errorf("bar %d does not surround its point", i)
		}
		errs[i].Low, errs[i].High = xys[i].Y-b.Low, b.High-xys[i].Y
	}
	return plotter.NewYErrorBars(withErrors{xys, errs})
}

// withErrors pairs points with their intervals for gonum's error bars.
type withErrors struct {
	plotter.XYs
	plotter.YErrors
}
