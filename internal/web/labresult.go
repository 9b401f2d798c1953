package web

import (
	"fmt"
	"strings"

	"github.com/broadside/broadside/agent"
	"github.com/broadside/broadside/internal/chart"
	"github.com/broadside/broadside/sim"
)

// labResult is a finished run as the page shows it.
type labResult struct {
	Name    string
	Seed    string
	Trials  int
	Players string
	Sides   []agent.SideOdds
	Draw    sim.Estimate
	Turns   sim.Estimate
	Charts  []link // the charts' addresses, with their descriptions
}

// newLabResult lays out a run of the form f.
func newLabResult(o agent.BattleOdds, f labForm) labResult {
	res := labResult{Name: o.Name, Seed: o.Seed.String(), Trials: o.Trials, Players: strings.Join(o.Players, " v "),
		Sides: o.Sides, Draw: o.Draw, Turns: o.Turns}
	q := f.Query
	q.Run = false
	for _, c := range []struct{ key, label string }{
		{"win", "Chance to win for each side, with its 95% interval"},
		{"turns", "Turns a battle lasted"},
		{"ships", "Ships each side lost"},
	} {
		v := q.values()
		v.Set("seed", f.seed.String())
		v.Set("chart", c.key)
		res.Charts = append(res.Charts, link{Label: c.label, URL: "/lab/chart.svg?" + v.Encode()})
	}
	return res
}

// labChartNames are the charts of a run, as labChartOf names them.
var labChartNames = []string{"win", "turns", "ships"}

// labChartOf returns one chart of a run: "win", "turns" or "ships".
func labChartOf(o agent.BattleOdds, which string) (chart.Chart, bool) {
	switch which {
	case "win":
		names := make([]string, 0, len(o.Sides)+1)
		for i, sd := range o.Sides {
			names = append(names, fmt.Sprintf("%d = %s", i+1, sd.Name))
		}
		names = append(names, fmt.Sprintf("%d = draw", len(o.Sides)+1))
		c := chart.Curves{Title: fmt.Sprintf("%s: P(win), %d battles", o.Name, o.Trials), XLabel: "side (" + strings.Join(names, ", ") + ")", YLabel: "P(win), with its 95% interval"}
		for i, sd := range o.Sides {
			x := float64(i + 1)
			c.Series = append(c.Series, chart.Series{Name: sd.Name, Points: []chart.XY{{X: x, Y: sd.Win.Low}, {X: x, Y: sd.Win.Value}, {X: x, Y: sd.Win.High}}})
		}
		x := float64(len(o.Sides) + 1)
		c.Series = append(c.Series, chart.Series{Name: "draw", Points: []chart.XY{{X: x, Y: o.Draw.Low}, {X: x, Y: o.Draw.Value}, {X: x, Y: o.Draw.High}}})
		return c, true
	case "turns":
		s, _ := o.Result.Metric("turns")
		return histogramChart(fmt.Sprintf("%s: turns fought", o.Name), "turns", s), true
	case "ships":
		c := chart.Curves{Title: fmt.Sprintf("%s: ships lost", o.Name), XLabel: "ships lost", YLabel: "share of battles"}
		for i, sd := range o.Sides {
			s, _ := o.Result.Metric(fmt.Sprintf("ships_lost:%d", i))
			ser := chart.Series{Name: sd.Name}
			for v := int64(0); v <= int64(sd.Ships); v++ {
				ser.Points = append(ser.Points, chart.XY{X: float64(v), Y: histShare(s, v)})
			}
			c.Series = append(c.Series, ser)
		}
		return c, true
	}
	return nil, false
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

// labJSON is the lab API's answer, the JSON of "broadside battle --trials
// N --json" (each estimate also says whether it is a proportion and how
// many battles it counts).
type labJSON struct {
	Name    string        `json:"name"`
	Seed    string        `json:"seed"`
	Trials  int           `json:"trials"`
	Players []string      `json:"players"`
	Sides   []labSideJSON `json:"sides"`
	Draw    sim.Estimate  `json:"draw"`
	Turns   sim.Estimate  `json:"turns"`
	Metrics []sim.Summary `json:"metrics"`
}

// labSideJSON is one side's results.
type labSideJSON struct {
	Name       string       `json:"name"`
	Ships      int          `json:"ships"`
	Points     float64      `json:"points"`
	Win        sim.Estimate `json:"win"`
	ShipsLost  sim.Estimate `json:"ships_lost"`
	PointsLost sim.Estimate `json:"points_lost"`
}

// newLabJSON converts a run.
func newLabJSON(o agent.BattleOdds) labJSON {
	j := labJSON{Name: o.Name, Seed: o.Seed.String(), Trials: o.Trials, Players: o.Players, Draw: o.Draw, Turns: o.Turns,
		Metrics: o.Result.Metrics}
	for _, s := range o.Sides {
		j.Sides = append(j.Sides, labSideJSON{Name: s.Name, Ships: s.Ships, Points: s.Points, Win: s.Win, ShipsLost: s.ShipsLost, PointsLost: s.PointsLost})
	}
	return j
}
