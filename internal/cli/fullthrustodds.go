package cli

import (
	"fmt"
	"io"
	"math/big"
	"strings"

	"github.com/broadside/broadside/lab"
	"github.com/broadside/broadside/prob"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
	"github.com/broadside/broadside/sim"
	"github.com/spf13/cobra"
)

// ftCompare is the --rules value that computes the odds under both
// procedures.
const ftCompare = "compare"

// newFTOddsStrikeCmd is "ft odds strike FILE".
func newFTOddsStrikeCmd() *cobra.Command {
	var (
		asJSON, exact bool
		trials        int
		seedText      string
	)
	cmd := &cobra.Command{
		Use:   "strike FILE",
		Short: "Exact odds of every step of a strike file",
		Long: `Print the exact odds of a strike file, raid by raid: the point defence level
(2015 rules), each attacker's expected damage, the heavy and salvo missiles
that hit, the fighters lost by type, and the distribution of the total damage
with the chance that the ship is destroyed. Damage is listed up to the boxes
the ship has left; the last value stands for that many points or more.

With --rules compare the odds are printed under the 2015 rules, then under
the classic rules (every other option applies to both), and a table per raid
sets the two side by side: expected damage, P(destroyed), fighters lost and
the mean 2015 point defence level.

With --trials N the strike is also resolved N times (from --seed, or a fresh
seed that is printed) and the sampled damage, losses and P(destroyed) are
printed beside the exact ones; with --rules compare, under each procedure.`,
		Example: `  broadside ft odds strike examples/fullthrust/dreadnought-escorts.yaml
  broadside ft odds strike examples/fullthrust/cruiser.yaml --rules classic --json
  broadside ft odds strike examples/fullthrust/cruiser.yaml --rules compare
  broadside ft odds strike examples/fullthrust/dreadnought-escorts.yaml --trials 1000000 --seed 2a`,
		Args: cobra.ExactArgs(1),
	}
	addJSONFlag(cmd, &asJSON)
	flags := addRuleFlags(cmd)
	cmd.Flags().BoolVar(&exact, "exact", false, "print probabilities as exact fractions too")
	cmd.Flags().IntVar(&trials, "trials", 0, "also resolve the strike this many times and show the sampled results")
	cmd.Flags().StringVar(&seedText, "seed", "", "seed of the Monte Carlo run, as hexadecimal (default: a fresh seed, printed)")
	rulesFlag := cmd.Flags().Lookup("rules")
	rulesFlag.Usage = "point-defence rules: 2015, classic, or compare (both side by side) (default: the file's, else 2015)"
	cmd.RunE = func(cmd *cobra.Command, args []string) error {
		compare := strings.EqualFold(strings.TrimSpace(flags.rules), ftCompare)
		if compare {
			flags.rules = "" // both procedures are computed below
		}
		if flags.rules != "" {
			var o fullthrust.Options
			if o.Set("rules", flags.rules) != nil {
				return badFlag("rules", fmt.Errorf("option rules=%q: want one of 2015, classic, %s", flags.rules, ftCompare))
			}
		}
		if err := flags.check(); err != nil {
			return err
		}
		if trials < 0 || trials > maxTrials {
			return badFlag("trials", fmt.Errorf("must be 0 to %d, got %d", maxTrials, trials))
		}
		st, err := loadStrike(args[0], flags)
		if err != nil {
			return err
		}
		q := lab.StrikeQuery{File: args[0], Name: st.Name, Strike: st.Strike, Options: st.Options, Compare: compare, Exact: exact}
		if trials > 0 {
			r, err := newRandomness(seedText, "")
			if err != nil {
				return err
			}
			q.MonteCarlo = sim.Config{Trials: trials, Seed: r.Seed}
			q.Progress = func() (func(done, total int), func()) {
				bar := newProgress(cmd.ErrOrStderr(), int64(trials), "striking")
				return func(done, total int) { bar.Report(int64(done), int64(total)) }, func() { bar.Finish() }
			}
		}
		odds, err := lab.NewStrikeOdds(cmd.Context(), q)
		if err != nil {
			return err
		}
		if compare {
			return writeStrikeComparison(cmd.OutOrStdout(), asJSON, exact, odds)
		}
		side := odds.Sides[0]
		return writeResult(cmd.OutOrStdout(), asJSON, side.Report, func(w io.Writer) error {
			if st.Name != "" {
				fmt.Fprintf(w, "%s\n", st.Name)
			}
			fmt.Fprintf(w, "%s rules\n", st.Options.Procedure)
			return writeStrikeOdds(w, side.Odds, side.Report, exact, st.Options.Procedure)
		})
	}
	return cmd
}

// writeStrikeOdds prints the odds of every raid of a strike under procedure
// p as text, each with its Monte Carlo run when out holds one.
func writeStrikeOdds(w io.Writer, odds []pointdefence.RaidOdds, out lab.StrikeReport, exact bool, p fullthrust.Procedure) error {
	for i, o := range odds {
		if err := writeRaidOdds(w, o, exact, p); err != nil {
			return err
		}
		if mc := out.Raids[i].MonteCarlo; mc != nil {
			fmt.Fprintf(w, "Monte Carlo: %d trials from seed %s: damage %.3f (capped), P(destroyed) %s (95%% %s to %s), fighters lost %.3f; fit to exact: %s\n",
				mc.Trials, mc.Seed, mc.MeanDamage, percent(mc.Destroyed), percent(mc.DestroyedLow), percent(mc.DestroyedHi), mc.MeanLosses, mc.Fit)
		}
	}
	return nil
}

// writeStrikeComparison prints a strike's odds under both procedures, one
// after the other under a heading each, then a table per raid setting them
// side by side; as JSON, a lab.StrikeComparison.
func writeStrikeComparison(w io.Writer, asJSON, exact bool, odds lab.StrikeOdds) error {
	out := odds.JSON().(lab.StrikeComparison)
	return writeResult(w, asJSON, out, func(w io.Writer) error {
		if out.Name != "" {
			fmt.Fprintf(w, "%s\n", out.Name)
		}
		fmt.Fprintf(w, "2015 and classic rules compared\n")
		for _, side := range odds.Sides {
			fmt.Fprintf(w, "\n== %s rules ==\n", side.Options.Procedure)
			if err := writeStrikeOdds(w, side.Odds, side.Report, exact, side.Options.Procedure); err != nil {
				return err
			}
		}
		fmt.Fprintf(w, "\n== 2015 against classic rules ==\n")
		for _, r := range odds.Rows {
			fmt.Fprintf(w, "\n%s: %d boxes left\n", r.Ship, r.Boxes)
			fmt.Fprintf(w, "  %-24s %9s %9s\n", "", "2015", "classic")
			fmt.Fprintf(w, "  %-24s %9.3f %9.3f\n", "expected damage", r.MeanDamage2015, r.MeanDamageClassic)
			fmt.Fprintf(w, "  %-24s %9s %9s\n", "P(destroyed)", percent(r.Destroyed2015), percent(r.DestroyedClassic))
			fmt.Fprintf(w, "  %-24s %9.3f %9.3f\n", "fighters lost", r.MeanLosses2015, r.MeanLossesClassic)
			fmt.Fprintf(w, "  %-24s %9.3g %9s\n", "mean point defence level", r.MeanPDL, "-")
		}
		return nil
	})
}

// writeRaidOdds prints one raid's odds as text.
func writeRaidOdds(w io.Writer, o pointdefence.RaidOdds, exact bool, p fullthrust.Procedure) error {
	fmt.Fprintf(w, "\n%s: %d boxes left\n", o.Ship, o.Boxes)
	if p == fullthrust.New2015 {
		fmt.Fprintf(w, "  point defence level: mean %.3g, sd %.3g\n", o.PDL.Mean(), o.PDL.SD())
		fmt.Fprintf(w, "    bands: %s\n", bandsLine(o.PDL))
	}
	fmt.Fprintf(w, "  expected damage by attacker:\n")
	width := 0
	for _, pt := range o.Parts {
		width = max(width, len([]rune(pt.Label)))
	}
	for _, pt := range o.Parts {
		fmt.Fprintf(w, "    %-*s %7.3f\n", width, pt.Label, ratFloat(pt.Mean))
	}
	if o.HeavyHits.Hi() > 0 {
		fmt.Fprintf(w, "  heavy missiles that hit: mean %.3f\n", o.HeavyHits.Mean())
	}
	if o.MissileHits.Hi() > 0 {
		fmt.Fprintf(w, "  salvo missiles that hit: mean %.3f, P(none) %s\n", o.MissileHits.Mean(), percent(o.MissileHits.Prob(0)))
	}
	for _, l := range o.Losses {
		fmt.Fprintf(w, "  %s fighters lost: mean %.3f of %d, P(none) %s\n", l.Type, ratFloat(l.Mean), l.Fighters, percent(l.Lost.Prob(0)))
	}
	fmt.Fprintf(w, "  damage: expected %.3f points; P(destroyed) %s", ratFloat(o.MeanDamage), percent(ratFloat(o.Destroyed)))
	if exact {
		fmt.Fprintf(w, " = %s", o.Destroyed.RatString())
	}
	if o.Tail.Sign() > 0 {
		fmt.Fprintf(w, " (unplaced tail %.3g)", ratFloat(o.Tail))
	}
	fmt.Fprintln(w)
	fmt.Fprintf(w, "  points scored (%d means %d or more):\n", o.Boxes, o.Boxes)
	return o.Damage.WriteTable(w, prob.TableOptions{Exact: exact})
}

// ratFloat returns a rational as the nearest float.
func ratFloat(r *big.Rat) float64 {
	if r == nil {
		return 0
	}
	f, _ := r.Float64()
	return f
}
