package chart

import (
	"math"
	"slices"
	"strconv"

	"github.com/broadside/broadside/lab"
)

// SweepCurves is the chart of a sweep's report as curves with their 95%
// intervals. For one axis: a curve of each metric that is a chance (of the
// first metric when none is) against the axis. For two: a curve of the
// first metric against the first axis for each value of the second. The x
// axis is numeric when every label of the first axis is a number, and
// names the labels otherwise. The report has one or two axes.
func SweepCurves(r lab.SweepReport) Curves {
	ax := r.Axes[0]
	c := Curves{Title: r.Name, XLabel: ax.Name}
	xs := make([]float64, len(ax.Labels))
	for i, l := range ax.Labels {
		x, err := strconv.ParseFloat(l, 64)
		if err != nil || !finite(x) {
			c.XNames = ax.Labels
			xs = nil
			break
		}
		xs[i] = x
	}
	x := func(p lab.PointReport) float64 {
		if xs == nil {
			return float64(p.At[0])
		}
		return xs[p.At[0]]
	}
	point := func(s *Series, p lab.PointReport, m string) {
		e := p.Estimates[m]
		s.Points = append(s.Points, XY{X: x(p), Y: e.Value})
		s.Bars = append(s.Bars, Bar{Low: min(e.Low, e.Value), High: max(e.High, e.Value)})
	}
	if len(r.Axes) > 1 {
		m := r.Metrics[0]
		c.YLabel = r.Title(m) + " (95% intervals)"
		for k, l := range r.Axes[1].Labels {
			s := Series{Name: r.Axes[1].Name + " " + l}
			for _, p := range r.Points {
				if p.At[1] == k {
					point(&s, p, m)
				}
			}
			if len(s.Points) > 0 {
				c.Series = append(c.Series, s)
			}
		}
		return c
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
		c.YLabel = r.Title(r.Metrics[0]) + " (95% intervals)"
	}
	for _, m := range metrics {
		s := Series{Name: r.Title(m)}
		for _, p := range r.Points {
			point(&s, p, m)
		}
		c.Series = append(c.Series, s)
	}
	return c
}

// SweepHeatmap is the chart of a two-axis sweep's report: the first metric
// over the grid, the first axis across; a point the sweep left out (for
// unequal campaign costs) is blank.
func SweepHeatmap(r lab.SweepReport) Heatmap {
	m := r.Metrics[0]
	h := Heatmap{Title: r.Name + ": " + r.Title(m), XLabel: r.Axes[0].Name, YLabel: r.Axes[1].Name,
		X: r.Axes[0].Labels, Y: r.Axes[1].Labels, Digits: 2}
	h.Z = make([][]float64, len(h.Y))
	for i := range h.Z {
		h.Z[i] = make([]float64, len(h.X))
		for j := range h.Z[i] {
			h.Z[i][j] = math.NaN()
		}
	}
	for _, p := range r.Points {
		h.Z[p.At[1]][p.At[0]] = p.Estimates[m].Value
	}
	return h
}
