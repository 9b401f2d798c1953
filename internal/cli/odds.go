package cli

import (
	"context"
	"fmt"
	"io"
	"strconv"

	"github.com/broadside/broadside/dice"
	"github.com/broadside/broadside/internal/chart"
	"github.com/broadside/broadside/lab"
	"github.com/broadside/broadside/prob"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/sim"
	"github.com/spf13/cobra"
)

// maxTrials bounds --trials, so that a typo cannot start a run of days.
const maxTrials = 1_000_000_000

// oddsJSON is the --json output of broadside odds: the distribution JSON of
// DESIGN.md, with the notation and, when --trials was given, the Monte Carlo
// estimate beside it.
type oddsJSON struct {
	Notation string `json:"notation"`
	prob.JSON
	MonteCarlo *monteCarloJSON `json:"monte_carlo,omitempty"`
}

// monteCarloJSON is a sampled distribution to compare with the exact one.
type monteCarloJSON struct {
	Trials int          `json:"trials"`
	Seed   rng.Seed     `json:"seed"`
	Mean   float64      `json:"mean"`
	Low95  float64      `json:"low95"` // 95% interval of the mean
	High95 float64      `json:"high95"`
	Dist   []prob.Entry `json:"dist"` // observed frequencies, ascending by value
	// Fit tests the observed frequencies against the exact distribution
	// (chi-square over outcomes pooled to expected counts of 5 or more).
	Fit sim.Fit `json:"fit"`
}

func newOddsCmd() *cobra.Command {
	var (
		asJSON, exact bool
		trials        int
		seedText      string
		chartPath     string
	)
	cmd := &cobra.Command{
		Use:   "odds NOTATION",
		Short: "Exact distribution of dice notation, optionally beside a Monte Carlo run",
		Long: `Print the exact distribution of NOTATION (such as 3d6, 2d6+1, 8d6>=5, 4d6kh3):
each value with P, P(>=value), P(<=value) and a bar, then the mean and
standard deviation. --exact adds each probability as a fraction.

With --trials N the notation is also rolled N times (from --seed, or a fresh
seed that is printed) and the observed frequencies are printed beside the
exact ones. --chart writes the distribution as a chart (.svg or .png).`,
		Example: `  broadside odds 3d6
  broadside odds "8d6>=5" --exact
  broadside odds 10d6 --trials 1000000 --seed 2a --chart 10d6.svg`,
		Args: cobra.ExactArgs(1),
	}
	addJSONFlag(cmd, &asJSON)
	cmd.Flags().BoolVar(&exact, "exact", false, "print probabilities as exact fractions too")
	cmd.Flags().IntVar(&trials, "trials", 0, "also roll the notation this many times and show the frequencies")
	cmd.Flags().StringVar(&seedText, "seed", "", "seed of the Monte Carlo run, as hexadecimal (default: a fresh seed, printed)")
	cmd.Flags().StringVar(&chartPath, "chart", "", "write a chart of the distribution to this file (.svg or .png)")
	cmd.RunE = func(cmd *cobra.Command, args []string) error {
		expr, err := dice.Parse(args[0])
		if err != nil {
			return &usageError{err: err}
		}
		if trials < 0 || trials > maxTrials {
			return badFlag("trials", fmt.Errorf("must be 0 to %d, got %d", maxTrials, trials))
		}
		if chartPath != "" {
			if _, err := chart.FormatOf(chartPath); err != nil {
				return badFlag("chart", err)
			}
		}
		d, err := expr.DistContext(cmd.Context())
		if err != nil {
			return err
		}
		out := oddsJSON{Notation: expr.String(), JSON: d.JSON(exact)}
		var mc *sim.Summary
		if trials > 0 {
			// The seed, given or fresh, is printed in the Monte Carlo line.
			r, err := newRandomness(seedText, "")
			if err != nil {
				return err
			}
			s, err := sampleExpr(cmd.Context(), cmd.ErrOrStderr(), expr, trials, r.Seed)
			if err != nil {
				return err
			}
			mc = &s
			out.MonteCarlo = monteCarloOf(s, d, r.Seed)
		}
		if chartPath != "" {
			if err := chart.Write(chartPath, distChart(expr.String(), d)); err != nil {
				return err
			}
		}
		return writeResult(cmd.OutOrStdout(), asJSON, out, func(w io.Writer) error {
			opt := prob.TableOptions{Exact: exact}
			if mc != nil {
				opt.Extra = []prob.Column{sampledColumn(*mc)}
			}
			if _, err := fmt.Fprintf(w, "%s\n", expr); err != nil {
				return err
			}
			if err := d.WriteTable(w, opt); err != nil {
				return err
			}
			if mc == nil {
				return nil
			}
			_, err := fmt.Fprintf(w, "Monte Carlo: %d trials from seed %s: mean %s; fit to exact: %s\n",
				mc.N, out.MonteCarlo.Seed, mc.Estimate(), out.MonteCarlo.Fit)
			return err
		})
	}
	return cmd
}

// sampleExpr rolls expr trials times on every core and summarises the
// scores, drawing a progress bar on w when it is a terminal.
func sampleExpr(ctx context.Context, w io.Writer, expr dice.Expr, trials int, seed rng.Seed) (sim.Summary, error) {
	bar := newProgress(w, int64(trials), "rolling")
	defer bar.Finish()
	cfg := sim.Config{
		Trials:   trials,
		Seed:     seed,
		Progress: func(done, total int) { bar.Report(int64(done), int64(total)) },
	}
	res, err := sim.Run(ctx, cfg, []string{"score"}, func() sim.Trial {
		return func(s *rng.Stream, out []int64) { out[0] = int64(expr.Score(s)) }
	})
	if err != nil {
		return sim.Summary{}, err
	}
	return res.Metrics[0], nil
}

// monteCarloOf compares a sampled summary with the exact distribution d.
func monteCarloOf(s sim.Summary, d prob.Dist, seed rng.Seed) *monteCarloJSON {
	mc := &monteCarloJSON{Trials: int(s.N), Seed: seed, Mean: s.Mean, Low95: s.Low95, High95: s.High95}
	for _, b := range s.Hist {
		mc.Dist = append(mc.Dist, prob.Entry{Value: b.Value, P: float64(b.Count) / float64(s.N)})
	}
	mc.Fit = lab.FitExact(s, d)
	return mc
}

// sampledColumn is the table column of observed frequencies.
func sampledColumn(s sim.Summary) prob.Column {
	c := prob.Column{Header: "sampled", Cells: make(map[string]string, len(s.Hist))}
	for _, b := range s.Hist {
		c.Cells[strconv.FormatInt(b.Value, 10)] = strconv.FormatFloat(100*float64(b.Count)/float64(s.N), 'f', 3, 64) + "%"
	}
	return c
}

// distChart is the chart of an integer distribution.
func distChart(title string, d prob.Dist) chart.Distribution {
	c := chart.Distribution{Title: title, XLabel: "value"}
	for _, o := range d.Outcomes() {
		p, _ := o.P.Float64()
		c.Points = append(c.Points, chart.Point{X: float64(o.Value), P: p, AtLeast: d.AtLeast(o.Value), AtMost: d.AtMost(o.Value)})
	}
	return c
}
