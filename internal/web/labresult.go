package web

import (
	"fmt"
	"slices"
	"strings"

	"github.com/broadside/broadside/internal/chart"
	"github.com/broadside/broadside/sim"
)

// labResult is a finished run as the page shows it: the outcome and the
// addresses of its charts.
type labResult struct {
	labOutcome
	Charts []link // the charts' addresses, with their descriptions
}

// labChartSpec is one chart a ruleset's runs offer.
type labChartSpec struct {
	Key, Label string
}

// charts are the charts of a run of the ruleset, in the page's order.
func (k labKind) charts() []labChartSpec {
	win := labChartSpec{"win", "Chance to win for each side, with its 95% interval"}
	switch k {
	case labFTDuel:
		return []labChartSpec{win, {"turns", "Turns a duel lasted"},
			{"destroyed", "Chance each ship is destroyed, with its 95% interval"}, {"taken", "Damage points each ship took"}}
	case labJovian:
		return []labChartSpec{win, {"rounds", "Rounds an engagement lasted"}, {"active", "Models of each side still able to fight at the end"}}
	}
	return []labChartSpec{win, {"turns", "Turns a battle lasted"}, {"ships", "Ships each side lost"}}
}

// chartNames are the keys of the ruleset's charts, as labChartOf names
// them.
func (k labKind) chartNames() []string {
	var out []string
	for _, c := range k.charts() {
		out = append(out, c.Key)
	}
	return out
}

// hasChart reports whether runs of the ruleset have the chart which.
func (k labKind) hasChart(which string) bool {
	return slices.Contains(k.chartNames(), which)
}

// newLabResult lays out a run of the form f.
func newLabResult(o labOutcome, f labForm) labResult {
	res := labResult{labOutcome: o}
	q := f.Query
	q.Run = false
	for _, c := range o.Kind.charts() {
		v := q.values()
		v.Set("seed", f.seed.String())
		v.Set("chart", c.Key)
		res.Charts = append(res.Charts, link{Label: c.Label, URL: "/lab/chart.svg?" + v.Encode()})
	}
	return res
}

// labChartOf returns one chart of a run, one of its ruleset's chartNames;
// false for a chart the ruleset does not have.
func labChartOf(o labOutcome, which string) (chart.Chart, bool) {
	if !o.Kind.hasChart(which) {
		return nil, false
	}
	switch which {
	case "win":
		var pts []labInterval
		for _, sd := range o.Sides {
			pts = append(pts, labInterval{sd.Name, sd.Win})
		}
		pts = append(pts, labInterval{o.DrawLabel, o.Draw})
		return intervalChart(fmt.Sprintf("%s: P(win), %d %s", o.Name, o.Trials, o.Unit), "side", "P(win), with its 95% interval", pts), true
	case "turns", "rounds":
		s, _ := o.Result.Metric(which)
		return histogramChart(fmt.Sprintf("%s: %s fought", o.Name, which), which, s), true
	case "ships", "active":
		title, xlabel := "ships lost", "ships lost"
		if which == "active" {
			title, xlabel = "models able to fight at the end", "models able to fight"
		}
		return lossChart(fmt.Sprintf("%s: %s", o.Name, title), xlabel, o.Unit, o.Result, o.losses), true
	case "destroyed":
		var pts []labInterval
		for _, p := range o.Pieces {
			s, _ := o.Result.Metric("destroyed:" + p.Name)
			pts = append(pts, labInterval{p.Name, s.Estimate()})
		}
		return intervalChart(fmt.Sprintf("%s: P(destroyed), %d duels", o.Name, o.Trials), "ship", "P(destroyed), with its 95% interval", pts), true
	case "taken":
		c := chart.Curves{Title: fmt.Sprintf("%s: damage taken", o.Name), XLabel: "damage points taken", YLabel: "share of duels"}
		for _, p := range o.Pieces {
			s, _ := o.Result.Metric("taken:" + p.Name)
			ser := chart.Series{Name: p.Name}
			for _, b := range s.Hist {
				ser.Points = append(ser.Points, chart.XY{X: float64(b.Value), Y: histShare(s, b.Value)})
			}
			if len(ser.Points) == 0 {
				ser.Points = []chart.XY{{X: 0, Y: 0}}
			}
			c.Series = append(c.Series, ser)
		}
		return c, true
	}
	return nil, false
}

// labInterval is one estimate of an interval chart, under its name.
type labInterval struct {
	Name string
	Est  sim.Estimate
}

// intervalChart draws estimates side by side, the first at x = 1, each as
// a vertical line from its interval's low end through its value to its
// high end; the x label names the positions.
func intervalChart(title, what, ylabel string, pts []labInterval) chart.Curves {
	names := make([]string, 0, len(pts))
	for i, p := range pts {
		names = append(names, fmt.Sprintf("%d = %s", i+1, p.Name))
	}
	c := chart.Curves{Title: title, XLabel: what + " (" + strings.Join(names, ", ") + ")", YLabel: ylabel}
	for i, p := range pts {
		x := float64(i + 1)
		c.Series = append(c.Series, chart.Series{Name: p.Name, Points: []chart.XY{{X: x, Y: p.Est.Low}, {X: x, Y: p.Est.Value}, {X: x, Y: p.Est.High}}})
	}
	return c
}

// lossChart draws, for each side, the share of trials in which a count of
// pieces (0 to the side's Most) came out at each value.
func lossChart(title, xlabel, unit string, res sim.Result, losses []labLoss) chart.Curves {
	c := chart.Curves{Title: title, XLabel: xlabel, YLabel: "share of " + unit}
	for _, l := range losses {
		s, _ := res.Metric(l.Metric)
		ser := chart.Series{Name: l.Side}
		for v := int64(0); v <= int64(l.Most); v++ {
			ser.Points = append(ser.Points, chart.XY{X: float64(v), Y: histShare(s, v)})
		}
		c.Series = append(c.Series, ser)
	}
	return c
}

// histShare is the share of observations of s equal to v.
func histShare(s sim.Summary, v int64) float64 {
	if s.N == 0 {
		return 0
	}
	for _, b := range s.Hist {
		if b.Value == v {
			return float64(b.Count) / float64(s.N)
		}
	}
	return 0
}

// histogramChart draws a metric's sampled distribution, with at-least and
// at-most lines, like an exact one.
func histogramChart(title, xlabel string, s sim.Summary) chart.Distribution {
	c := chart.Distribution{Title: title, XLabel: xlabel}
	if s.N == 0 {
		c.Points = []chart.Point{{X: 0, P: 0, AtLeast: 0, AtMost: 0}}
		return c
	}
	below := int64(0)
	for _, b := range s.Hist {
		above := s.N - below
		below += b.Count
		c.Points = append(c.Points, chart.Point{X: float64(b.Value), P: float64(b.Count) / float64(s.N),
			AtLeast: float64(above) / float64(s.N), AtMost: float64(below) / float64(s.N)})
	}
	return c
}
