package cli

import (
	"errors"

	"github.com/broadside/broadside/internal/chart"
	"github.com/broadside/broadside/lab"
)

// writeSweepChart draws a sweep's report: curves with 95% intervals for
// one axis, a heatmap of the first metric for two (chart.SweepCurves,
// chart.SweepHeatmap).
func writeSweepChart(path string, r lab.SweepReport) error {
	if _, err := chart.FormatOf(path); err != nil {
		return badFlag("chart", err)
	}
	switch len(r.Axes) {
	case 1:
		return chart.Write(path, chart.SweepCurves(r))
	case 2:
		return chart.Write(path, chart.SweepHeatmap(r))
	}
	return badFlag("chart", errors.New("a chart shows a sweep of one or two axes"))
}
