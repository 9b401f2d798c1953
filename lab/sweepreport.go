package lab

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/sim"
)

// SweepReport is what a sweep came to: each point's values and estimates.
// Its JSON is that of "broadside sweep --json", the same from one process
// and from merged shards.
type SweepReport struct {
	Name string   `json:"name"`
	Kind string   `json:"kind"`
	Seed rng.Seed `json:"seed"`
	// Axes are the sweep's axes with the labels of their values.
	Axes []AxisReport `json:"axes"`
	// Metrics are the metrics reported, in order.
	Metrics []string `json:"metrics"`
	// Sides are the sides' names, for the metrics that number a side
	// ("win:0" is the first side's); see [SweepReport.Title].
	Sides []string `json:"sides,omitempty"`
	// Skipped is the number of grid points left out because their sides'
	// campaign costs differ (equal_cost).
	Skipped int `json:"skipped_unequal_cost,omitempty"`
	// Points are the points run, first axis slowest.
	Points []PointReport `json:"points"`
}

// AxisReport is one axis of a sweep.
type AxisReport struct {
	Name   string   `json:"name"`
	Fields []string `json:"fields"`
	Labels []string `json:"labels"`
}

// PointReport is one point: its values, trials and estimates.
type PointReport struct {
	// At is the index of the point's value on each axis, Labels those
	// values as printed.
	At     []int    `json:"at"`
	Labels []string `json:"labels"`
	Trials int      `json:"trials"`
	// Estimates hold each metric's mean or proportion with its 95%
	// interval, by metric name. Space Fleet points are campaign points.
	Estimates map[string]sim.Estimate `json:"estimates"`
}

// Report builds the report of a run from seed from the partial result of
// every point, as [Sweep.Run] returns them, merged across shards with
// [sim.Merge]. It returns an error when a point is missing or a partial
// does not count every trial of its point.
func (sw *Sweep) Report(seed rng.Seed, points []sim.Partial) (SweepReport, error) {
	if len(points) != len(sw.Points) {
		return SweepReport{}, fmt.Errorf("lab: %d partial results for a sweep of %d points", len(points), len(sw.Points))
	}
	r := SweepReport{Name: sw.Name, Kind: sw.Kind, Seed: seed, Metrics: sw.Metrics, Sides: sw.Sides, Skipped: sw.Skipped}
	for _, a := range sw.Axes {
		r.Axes = append(r.Axes, AxisReport{Name: a.Name, Fields: a.Fields, Labels: a.Labels})
	}
	for k, p := range sw.Points {
		res, err := points[k].Result()
		if err != nil {
			return SweepReport{}, fmt.Errorf("lab: point %d: %w", k, err)
		}
		if sw.Precision == nil && res.Trials != sw.Trials {
			return SweepReport{}, fmt.Errorf("lab: point %d ran %d trials, the sweep %d", k, res.Trials, sw.Trials)
		}
		pr := PointReport{At: p.At, Labels: p.Labels, Trials: res.Trials, Estimates: map[string]sim.Estimate{}}
		for _, m := range sw.Metrics {
			s, ok := res.Metric(m)
			if !ok {
				return SweepReport{}, fmt.Errorf("lab: point %d has no metric %q", k, m)
			}
			e := s.Estimate()
			if d := sw.scale(m); d != 1 {
				e.Value, e.Low, e.High = e.Value/d, e.Low/d, e.High/d
			}
			pr.Estimates[m] = e
		}
		r.Points = append(r.Points, pr)
	}
	return r, nil
}

// sideMetrics are the metrics kept for each side, "NAME:S", with the words
// [SweepReport.Title] puts after the side's name.
var sideMetrics = map[string]string{
	"win":         "wins",
	"ships_lost":  "ships lost",
	"points_lost": "points lost",
	"active":      "active",
	"alive":       "alive",
}

// Title is how a table or chart heads metric m for a reader: a side's
// metric by the side's name ("win:0" of the skirmish off Io is "Io Defence
// League wins", "win:Union" of a duel "Union wins"), any other as it is
// ("draw", "turns", "damage 1").
func (r SweepReport) Title(m string) string {
	name, side, ok := strings.Cut(m, ":")
	words, known := sideMetrics[name]
	if !ok || !known {
		return m
	}
	if i, err := strconv.Atoi(side); err == nil && i >= 0 && i < len(r.Sides) {
		side = r.Sides[i]
	}
	return side + " " + words
}
