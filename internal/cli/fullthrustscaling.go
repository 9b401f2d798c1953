package cli

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/broadside/broadside/internal/chart"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
	"github.com/spf13/cobra"
)

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
		groups, err := pointdefence.ParseCounts(groupsText, 1, 24)
		if err != nil {
			return badFlag("groups", err)
		}
		all := pointdefence.TypicalTargets()
		picked := all
		if targets != "" {
			idx, err := pointdefence.ParseCounts(targets, 1, len(all))
			if err != nil {
				return badFlag("targets", err)
			}
			picked = nil
			for _, i := range idx {
				picked = append(picked, all[i-1])
			}
		}
		i := slices.IndexFunc(pointdefence.ScalingMetrics(), func(m pointdefence.ScalingMetric) bool { return m.Key == metric })
		if i < 0 {
			return badFlag("metric", fmt.Errorf("want damage, per-group, destroyed or losses, got %q", metric))
		}
		if chartPath != "" {
			if _, err := chart.FormatOf(chartPath); err != nil {
				return badFlag("chart", err)
			}
		}
		m := pointdefence.ScalingMetrics()[i]
		out, err := pointdefence.Study(cmd.Context(), picked, procs, groups)
		if err != nil {
			return err
		}
		if chartPath != "" {
			c := chart.Curves{Title: "Full Thrust fighter scaling: " + m.Label, XLabel: "fighter groups", YLabel: m.Label}
			for _, s := range out.Series {
				cs := chart.Series{Name: s.Target + " (" + s.Rules + ")"}
				for _, p := range s.Points {
					cs.Points = append(cs.Points, chart.XY{X: float64(p.Groups), Y: m.Value(p)})
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
