package cli

import (
	"errors"
	"math"
	"slices"
	"strconv"

	"github.com/broadside/broadside/internal/chart"
	"github.com/broadside/broadside/lab"
)

// writeSweepChart draws a sweep's report: for one axis, a curve of each
// metric that is a chance (every metric's first when none is), with its
// 95% intervals; for two, a heatmap of the first metric.
func writeSweepChart(path string, r lab.SweepReport) error {
	if _, err := chart.FormatOf(path); err != nil {
		return badFlag("chart", err)
	}
	switch len(r.Axes) {
	case 1:
		return chart.Write(path, sweepCurves(r))
	case 2:
		return chart.Write(path, sweepHeatmap(r))
	}
	return badFlag("chart", errors.New("a chart shows a sweep of one or two axes"))
}

// sweepCurves is the chart of a one-axis sweep.
func sweepCurves(r lab.SweepReport) chart.Curves {
	ax := r.Axes[0]
	c := chart.Curves{Title: r.Name, XLabel: ax.Name}
	numeric := true
	xs := make([]float64, len(r.Points))
	for i, p := range r.Points {
		x, err := strconv.ParseFloat(p.Labels[0], 64)
		numeric = numeric && err == nil
		xs[i] = x
	}
	if !numeric {
		c.XNames = ax.Labels
		for i, p := range r.Points {
			xs[i] = float64(p.At[0])
		}
	}
	var metrics []string
	for _, m := range r.Metrics {
		if !slices.ContainsFunc(r.Points, func(p lab.PointReport) bool { return !p.Estimates[m].Proportion }) {
			metrics = append(metrics, m)
		}
	}
	c.YLabel = "chance (95% intervals)"
	if len(metrics) == 0 {
		metrics = r.Metrics[:1]
		c.YLabel = r.Metrics[0] + " (95% intervals)"
	}
	for _, m := range metrics {
		s := chart.Series{Name: m}
		for i, p := range r.Points {
			e := p.Estimates[m]
			s.Points = append(s.Points, chart.XY{X: xs[i], Y: e.Value})
			s.Bars = append(s.Bars, chart.Bar{Low: min(e.Low, e.Value), High: max(e.High, e.Value)})
		}
		c.Series = append(c.Series, s)
	}
	return c
}

// sweepHeatmap is the chart of a two-axis sweep: the first metric over
// the grid, the first axis across.
func sweepHeatmap(r lab.SweepReport) chart.Heatmap {
	m := r.Metrics[0]
	h := chart.Heatmap{Title: r.Name + ": " + m, XLabel: r.Axes[0].Name, YLabel: r.Axes[1].Name,
		X: r.Axes[0].Labels, Y: r.Axes[1].Labels, Digits: 2}
	h.Z = make([][]float64, len(h.Y))
	for i := range h.Z {
		h.Z[i] = make([]float64, len(h.X))
		for j := range h.Z[i] {
			h.Z[i][j] = math.NaN() // a point left out by equal_cost
		}
	}
	for _, p := range r.Points {
		h.Z[p.At[1]][p.At[0]] = p.Estimates[m].Value
	}
	return h
}
