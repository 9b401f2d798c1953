package web

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/broadside/broadside/internal/chart"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
)

// maxScalingGroups is the most fighter groups the scaling page strikes
// with, as on the command line; the slowest page it allows (every target,
// both rules, 1-24 groups) takes about a second.
const maxScalingGroups = 24

// ftScalingTool is the Full Thrust fighter scaling page, the counterpart of
// "broadside ft scaling" (docs/fullthrust-scaling.md).
var ftScalingTool = &mechTool{
	Key:    "ft/scaling",
	Title:  "Full Thrust fighter scaling",
	Intro:  "How a fighter strike grows with its size: 1, 2, ... full groups of six standard fighters, never assisting, strike a lone escort, a cruiser, or a dreadnought with three ADFC escorts lending it PDS, and the page computes exactly the expected damage, the damage per group, the chance the target is destroyed and the fighters lost, under the 2015 point defence (\"Test - New Point Defence\", whose aim is that neither swarms nor lone groups are special) and the classic one. The chart draws one of them against the number of groups.",
	NoDice: true,
	read:   readFTScaling,
	Examples: []link{
		{Label: "damage per group, 1-12 groups", URL: "/odds/ft/scaling?groups=1-12&metric=per-group"},
		{Label: "P(destroyed) of the cruiser", URL: "/odds/ft/scaling?groups=1-16&target-2=1&metric=destroyed"},
		{Label: "classic losses at 2, 4, 8 groups", URL: "/odds/ft/scaling?rules=classic&groups=2%2C4%2C8&metric=losses"},
	},
}

// ftScaling is a scaling study: the targets, the rules, the numbers of
// groups, and what the chart draws.
type ftScaling struct {
	targets []pointdefence.Target
	procs   []fullthrust.Procedure
	groups  []int
	metric  pointdefence.ScalingMetric
}

// readFTScaling reads the scaling form, with the checks of "ft scaling".
// No target ticked means all three, and the form then shows them ticked.
func readFTScaling(f *form) mechanic {
	var s ftScaling
	rules := f.choice("rules", "Rules", "point defence to compare", []string{"both", "2015", "classic"})
	groupsText := f.line("groups", "Fighter groups", fmt.Sprintf("a range such as 1-12 or a list such as 1,2,4,8, from 1 to %d", maxScalingGroups), "1-12", 100)
	all := pointdefence.TypicalTargets()
	first := len(f.Fields)
	for i, t := range all {
		help := ""
		if i == len(all)-1 {
			help = "none ticked strikes all three"
		}
		if f.check("target-"+strconv.Itoa(i+1), t.Name, help) {
			s.targets = append(s.targets, t)
		}
	}
	if s.targets == nil {
		s.targets = all
		for i := first; i < len(f.Fields); i++ {
			f.Fields[i].Value = "1"
		}
	}
	metrics := pointdefence.ScalingMetrics()
	keys := make([]string, len(metrics))
	for i, m := range metrics {
		keys[i] = m.Key
	}
	metric := f.choice("metric", "Chart", "what the chart draws against the groups", keys)
	groups, err := pointdefence.ParseCounts(groupsText, 1, maxScalingGroups)
	if err != nil && f.ok() {
		f.fail("groups", err.Error())
	}
	if !f.ok() {
		return nil
	}
	s.groups = groups
	s.metric = metrics[slices.Index(keys, metric)]
	s.procs = []fullthrust.Procedure{fullthrust.New2015, fullthrust.Classic}
	if rules != "both" {
		p, err := fullthrust.ParseProcedure(rules)
		if err != nil {
			f.fail("rules", trimPrefix(err))
			return nil
		}
		s.procs = []fullthrust.Procedure{p}
	}
	return s
}

func (s ftScaling) odds(ctx context.Context, _ bool) (mechOdds, error) {
	out, err := pointdefence.Study(ctx, s.targets, s.procs, s.groups)
	if err != nil {
		return mechOdds{}, err
	}
	return mechOdds{
		Notes:  []string{"Strikes by " + out.Attackers + " (six fighters each), which never assist; every number is exact, with no sampling, and damage is not capped at the target's boxes."},
		Curves: []curveView{s.curves(out)},
		Tables: []tableView{scalingTable(out)},
		JSON:   out,
	}, nil
}

// curves is the chart of the study's metric, one line per target and rules,
// as "ft scaling --chart" draws it.
func (s ftScaling) curves(out pointdefence.ScalingStudy) curveView {
	c := chart.Curves{Title: "Full Thrust fighter scaling: " + s.metric.Label, XLabel: "fighter groups", YLabel: s.metric.Label}
	names := make([]string, len(out.Series))
	for i, series := range out.Series {
		cs := chart.Series{Name: series.Target + " (" + series.Rules + ")"}
		for _, p := range series.Points {
			cs.Points = append(cs.Points, chart.XY{X: float64(p.Groups), Y: s.metric.Value(p)})
		}
		c.Series = append(c.Series, cs)
		names[i] = cs.Name
	}
	return curveView{
		Title: "Chart: " + s.metric.Label,
		Alt:   "Chart of the " + s.metric.Label + " against the number of fighter groups, one line each for " + strings.Join(names, ", ") + "; the table below lists every point.",
		chart: c,
	}
}

// scalingTable lists every point of the study, as "ft scaling" prints it.
func scalingTable(out pointdefence.ScalingStudy) tableView {
	t := tableView{Title: "Every strike", Head: []string{"target", "rules", "groups", "damage", "per group", "P(destroyed)", "lost"}}
	for _, s := range out.Series {
		for _, p := range s.Points {
			t.Rows = append(t.Rows, []string{s.Target, s.Rules, strconv.Itoa(p.Groups), fmt.Sprintf("%.2f", p.MeanDamage),
				fmt.Sprintf("%.2f", p.PerGroup), percent(p.Destroyed), fmt.Sprintf("%.2f", p.MeanLosses)})
		}
	}
	return t
}
