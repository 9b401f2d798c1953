package pointdefence

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/broadside/broadside/rules/fullthrust"
)

// studyAttackers names the attackers of every scaling study.
const studyAttackers = "full-strength standard fighter groups"

// ScalingStudy is a scaling study in numbers, as "broadside ft scaling
// --json" and the web app's scaling page give it: one series per target and
// procedure, in the order asked for.
type ScalingStudy struct {
	Attackers string          `json:"attackers"`
	Series    []ScalingSeries `json:"series"`
}

// ScalingSeries is one target struck under one procedure.
type ScalingSeries struct {
	Target string           `json:"target"`
	Rules  string           `json:"rules"` // "2015" or "classic"
	Points []ScalingFigures `json:"points"`
}

// ScalingFigures is a [ScalingPoint] as floats: damage in points (not
// capped at the target's boxes), Destroyed a probability from 0 to 1,
// MeanLosses in fighters.
type ScalingFigures struct {
	Groups     int     `json:"groups"`
	MeanDamage float64 `json:"mean_damage"`
	PerGroup   float64 `json:"per_group"`
	Destroyed  float64 `json:"destroyed"`
	MeanLosses float64 `json:"mean_losses"`
}

// Study strikes each target under each procedure with each number of groups
// (see [Scaling]) and returns the figures. It returns Scaling's errors,
// ctx's within milliseconds of ctx being done.
func Study(ctx context.Context, targets []Target, procs []fullthrust.Procedure, groups []int) (ScalingStudy, error) {
	out := ScalingStudy{Attackers: studyAttackers}
	for _, t := range targets {
		for _, p := range procs {
			if err := ctx.Err(); err != nil {
				return ScalingStudy{}, err
			}
			pts, err := Scaling(ctx, t, groups, fullthrust.Options{Procedure: p})
			if err != nil {
				return ScalingStudy{}, err
			}
			s := ScalingSeries{Target: t.Name, Rules: p.String()}
			for _, pt := range pts {
				s.Points = append(s.Points, ScalingFigures{Groups: pt.Groups, MeanDamage: ratFloat(pt.MeanDamage),
					PerGroup: ratFloat(pt.PerGroup()), Destroyed: ratFloat(pt.Destroyed), MeanLosses: ratFloat(pt.MeanLosses)})
			}
			out.Series = append(out.Series, s)
		}
	}
	return out, nil
}

// ScalingMetric is one figure of a study that a chart can draw against the
// number of groups.
type ScalingMetric struct {
	Key   string // the name "ft scaling --metric" takes: per-group, damage, destroyed, losses
	Label string // the axis label
	Value func(ScalingFigures) float64
}

// ScalingMetrics returns the figures a chart can draw, per-group first, as
// a fresh slice.
func ScalingMetrics() []ScalingMetric {
	return []ScalingMetric{
		{"per-group", "expected damage per fighter group", func(p ScalingFigures) float64 { return p.PerGroup }},
		{"damage", "expected damage (points)", func(p ScalingFigures) float64 { return p.MeanDamage }},
		{"destroyed", "P(target destroyed)", func(p ScalingFigures) float64 { return p.Destroyed }},
		{"losses", "expected fighters lost", func(p ScalingFigures) float64 { return p.MeanLosses }},
	}
}

// ParseCounts reads counts such as the groups of a study, "1-12" or
// "1,2,4,8" or a mix ("1-4,8"), as ascending distinct whole numbers from lo
// to hi. Its errors quote the part that does not read.
func ParseCounts(text string, lo, hi int) ([]int, error) {
	seen := map[int]bool{}
	var out []int
	for part := range strings.SplitSeq(text, ",") {
		part = strings.TrimSpace(part)
		a, b, isRange := strings.Cut(part, "-")
		from, err := strconv.Atoi(strings.TrimSpace(a))
		if err != nil {
			return nil, fmt.Errorf("%q is not a whole number or a range such as 1-12", part)
		}
		to := from
		if isRange {
			if to, err = strconv.Atoi(strings.TrimSpace(b)); err != nil {
				return nil, fmt.Errorf("%q is not a range such as 1-12", part)
			}
		}
		if from < lo || to > hi || from > to {
			return nil, fmt.Errorf("%q is outside %d-%d", part, lo, hi)
		}
		for n := from; n <= to; n++ {
			if !seen[n] {
				seen[n] = true
				out = append(out, n)
			}
		}
	}
	slices.Sort(out)
	return out, nil
}
