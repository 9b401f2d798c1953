package cli

import (
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/broadside/broadside/internal/chart"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/spf13/cobra"
)

// ftScalingJSON is the --json output of "ft scaling".
type ftScalingJSON struct {
	Attackers string              `json:"attackers"`
	Series    []ftScalingSeriesJS `json:"series"`
}

type ftScalingSeriesJS struct {
	Target string           `json:"target"`
	Rules  string           `json:"rules"`
	Points []ftScalingPoint `json:"points"`
}

type ftScalingPoint struct {
	Groups     int     `json:"groups"`
	MeanDamage float64 `json:"mean_damage"`
	PerGroup   float64 `json:"per_group"`
	Destroyed  float64 `json:"destroyed"`
	MeanLosses float64 `json:"mean_losses"`
}

// scalingMetrics are the quantities --metric can chart.
var scalingMetrics = map[string]struct {
	label string
	value func(ftScalingPoint) float64
}{
	"damage":    {"expected damage (points)", func(p ftScalingPoint) float64 { return p.MeanDamage }},
	"per-group": {"expected damage per fighter group", func(p ftScalingPoint) float64 { return p.PerGroup }},
	"destroyed": {"P(target destroyed)", func(p ftScalingPoint) float64 { return p.Destroyed }},
	"losses":    {"expected fighters lost", func(p ftScalingPoint) float64 { return p.MeanLosses }},
}

// newFTScalingCmd is "ft scaling".
func newFTScalingCmd() *cobra.Command {
	var (
		asJSON                     bool
		rulesText, groupsText      string
		chartPath, metric, targets string
	)
	cmd := &cobra.Command{
		Use:   "scaling",
		Short: "How damage and losses grow with the number of fighter groups",
		Long: `Strike three typical targets (a lone escort, a cruiser, and a dreadnought with
three ADFC escorts lending it PDS) with 1, 2, ... full groups of standard
fighters and print, exactly, the expected damage, the damage per group, the
chance the target is destroyed and the fighters lost, under the 2015 and the
classic point defence. This is the question the 2015 rules were written for:
whether many fighters still become an all-devouring swarm and few still
splatter. --chart draws one --metric against the number of groups.`,
		Example: `  broadside ft scaling
  broadside ft scaling --groups 1-12 --metric per-group --chart per-group.svg
  broadside ft scaling --rules classic --groups 2,4,8 --json`,
		Args: noArgs,
	}
	addJSONFlag(cmd, &asJSON)
	f := cmd.Flags()
	f.StringVar(&rulesText, "rules", "2015,classic", "point-defence rules to compare, separated by commas")
	f.StringVar(&groupsText, "groups", "1-12", "numbers of fighter groups: a range such as 1-12 or a list such as 1,2,4,8")
	f.StringVar(&targets, "targets", "", "targets to strike by number, such as 1,3 (default: all three)")
	f.StringVar(&chartPath, "chart", "", "write a chart of --metric to this file (.svg or .png)")
	f.StringVar(&metric, "metric", "per-group", "what the chart shows: damage, per-group, destroyed or losses")
	cmd.RunE = func(cmd *cobra.Command, _ []string) error {
		var procs []fullthrust.Procedure
		for _, r := range strings.Split(rulesText, ",") {
			p, err := fullthrust.ParseProcedure(r)
			if err != nil {
				return badFlag("rules", fmt.Errorf("want 2015, classic or both separated by a comma, got %q", r))
			}
			procs = append(procs, p)
		}
		groups, err := parseCounts(groupsText, 1, 24)
		if err != nil {
			return badFlag("groups", err)
		}
		all := fullthrust.TypicalTargets()
		picked := all
		if targets != "" {
			idx, err := parseCounts(targets, 1, len(all))
			if err != nil {
				return badFlag("targets", err)
			}
			picked = nil
			for _, i := range idx {
				picked = append(picked, all[i-1])
			}
		}
		m, ok := scalingMetrics[metric]
		if !ok {
			return badFlag("metric", fmt.Errorf("want damage, per-group, destroyed or losses, got %q", metric))
		}
		if chartPath != "" {
			if _, err := chart.FormatOf(chartPath); err != nil {
				return badFlag("chart", err)
			}
		}
		out := ftScalingJSON{Attackers: "full-strength standard fighter groups"}
		for _, t := range picked {
			for _, p := range procs {
				if err := cmd.Context().Err(); err != nil {
					return err
				}
				pts, err := fullthrust.Scaling(t, groups, fullthrust.Options{Procedure: p})
				if err != nil {
					return err
				}
				s := ftScalingSeriesJS{Target: t.Name, Rules: p.String()}
				for _, pt := range pts {
					s.Points = append(s.Points, ftScalingPoint{Groups: pt.Groups, MeanDamage: ratFloat(pt.MeanDamage),
						PerGroup: ratFloat(pt.PerGroup()), Destroyed: ratFloat(pt.Destroyed), MeanLosses: ratFloat(pt.MeanLosses)})
				}
				out.Series = append(out.Series, s)
			}
		}
		if chartPath != "" {
			c := chart.Curves{Title: "Full Thrust fighter scaling: " + m.label, XLabel: "fighter groups", YLabel: m.label}
			for _, s := range out.Series {
				cs := chart.Series{Name: s.Target + " (" + s.Rules + ")"}
				for _, p := range s.Points {
					cs.Points = append(cs.Points, chart.XY{X: float64(p.Groups), Y: m.value(p)})
				}
				c.Series = append(c.Series, cs)
			}
			if err := chart.Write(chartPath, c); err != nil {
				return err
			}
		}
		return writeResult(cmd.OutOrStdout(), asJSON, out, func(w io.Writer) error {
			fmt.Fprintf(w, "Strikes by %s (exact)\n", out.Attackers)
			fmt.Fprintf(w, "%-32s %-7s %6s %8s %9s %12s %7s\n", "target", "rules", "groups", "damage", "per group", "P(destroyed)", "lost")
			for _, s := range out.Series {
				for _, p := range s.Points {
					fmt.Fprintf(w, "%-32s %-7s %6d %8.2f %9.2f %12s %7.2f\n", s.Target, s.Rules, p.Groups, p.MeanDamage, p.PerGroup, percent(p.Destroyed), p.MeanLosses)
				}
			}
			return nil
		})
	}
	return cmd
}

// parseCounts reads "1-12" or "1,2,4,8" (or a mix, "1-4,8") as ascending
// distinct whole numbers from lo to hi.
func parseCounts(text string, lo, hi int) ([]int, error) {
	seen := map[int]bool{}
	var out []int
	for _, part := range strings.Split(text, ",") {
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
