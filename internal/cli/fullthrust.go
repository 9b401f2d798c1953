package cli

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/broadside/broadside/prob"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
	"github.com/broadside/broadside/scenario"
	"github.com/spf13/cobra"
)

// newFTCmd returns "broadside ft": Full Thrust point defence, missiles and
// fighters under the 2015 "New Point Defence" rules and the classic ones.
func newFTCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "ft",
		Short: "Full Thrust: point defence, fighters and missiles, exact odds, strikes and scaling",
		Long: `Full Thrust missile and fighter combat under the 2015 "Test - New Point
Defence" rules (the default) or the classic point defence they replace
(--rules classic): exact odds of every step, strikes resolved die by die from
strike files, and the fighter-scaling study.

Strike files are YAML (see examples/fullthrust). Where the rules are unclear
the engine follows docs/rulings/fullthrust.md; a strike file's "options"
switch those readings.`,
	}
	odds := &cobra.Command{
		Use:   "odds",
		Short: "Exact odds of a point defence level or of a whole strike",
	}
	odds.AddCommand(newFTOddsPDLCmd(), newFTOddsStrikeCmd())
	cmd.AddCommand(odds, newFTStrikeCmd(), newFTScalingCmd(), newFTOptionsCmd())
	return cmd
}

// newFTOddsPDLCmd is "ft odds pdl".
func newFTOddsPDLCmd() *cobra.Command {
	var (
		asJSON, exact                              bool
		b1, pds, scatterguns, interceptors, others int
	)
	cmd := &cobra.Command{
		Use:   "pdl",
		Short: "Exact distribution of a 2015 point defence level",
		Long: `Print the exact distribution of a ship's point defence level (PDL) under the
2015 rules: one die per B1 (5 = 1, 6 = 1 + re-roll), per PDS (4-5 = 1, 6 = 2 +
re-roll), four PDS dice per scattergun, a PDS die per screening interceptor and
a B1 die per other screening fighter. Scatterguns cannot be mixed with B1 or
PDS. Re-rolls have no end: levels are listed until less than 1e-15 is left,
which is the tail (the project's default). The table shows the levels down to
a chance of about 1e-9 and folds the rest into one "more" line; --json lists every
level. The chance of each band follows the table.`,
		Example: `  broadside ft odds pdl --b1 2 --pds 3
  broadside ft odds pdl --scatterguns 1 --screen-interceptors 6 --json --exact`,
		Args: noArgs,
	}
	addJSONFlag(cmd, &asJSON)
	f := cmd.Flags()
	f.BoolVar(&exact, "exact", false, "print probabilities as exact fractions too")
	f.IntVar(&b1, "b1", 0, "B1 batteries firing as point defence")
	f.IntVar(&pds, "pds", 0, "PDS, the ship's own and those lent through ADFC")
	f.IntVar(&scatterguns, "scatterguns", 0, "scatterguns fired (4 PDS dice each; not with B1 or PDS)")
	f.IntVar(&interceptors, "screen-interceptors", 0, "screening interceptors (a PDS die each)")
	f.IntVar(&others, "screen-fighters", 0, "other screening fighters (a B1 die each)")
	cmd.RunE = func(cmd *cobra.Command, _ []string) error {
		for _, c := range []struct {
			name string
			v    int
		}{{"b1", b1}, {"pds", pds}, {"scatterguns", scatterguns}, {"screen-interceptors", interceptors}, {"screen-fighters", others}} {
			if c.v < 0 || c.v > 200 {
				return badFlag(c.name, fmt.Errorf("must be 0 to 200, got %d", c.v))
			}
		}
		if scatterguns > 0 && b1+pds > 0 {
			return &usageError{err: errors.New("scatterguns cannot be mixed with B1 or PDS (2015 rules); give --scatterguns or --b1/--pds")}
		}
		b1Dice, pdsDice := b1+others, pds+4*scatterguns+interceptors
		d, err := pointdefence.PDLOdds(b1Dice, pdsDice, nil)
		if err != nil {
			return &usageError{err: err}
		}
		return writeResult(cmd.OutOrStdout(), asJSON, d.JSON(exact), func(w io.Writer) error {
			fmt.Fprintf(w, "point defence level from %s and %s\n", diceCount(b1Dice, "B1"), diceCount(pdsDice, "PDS"))
			if err := writeFolded(w, d, prob.TableOptions{Exact: exact}, foldBelow); err != nil {
				return err
			}
			_, err := fmt.Fprintf(w, "bands: %s\n", bandsLine(d))
			return err
		})
	}
	return cmd
}

// diceCount says "3 PDS dice" or "1 B1 die".
func diceCount(n int, what string) string {
	if n == 1 {
		return "1 " + what + " die"
	}
	return fmt.Sprintf("%d %s dice", n, what)
}

// bandsLine gives the chance of each band of a point defence level, such
// as "0 12.5%  1 20.1% ... 16+ 0.2%" (the tail belongs to the top band).
func bandsLine(d prob.Dist) string {
	p := pointdefence.BandChances(d)
	parts := make([]string, len(p))
	for b, x := range p {
		parts[b] = fmt.Sprintf("%s %s", pointdefence.Band(b), percent(x))
	}
	return strings.Join(parts, "  ")
}

// percent prints a probability as a percentage with enough digits.
func percent(p float64) string {
	switch {
	case p == 0:
		return "0%"
	case p >= 0.9995 && p < 1:
		return ">99.9%"
	case p < 0.001:
		return fmt.Sprintf("%.2g%%", 100*p)
	}
	return fmt.Sprintf("%.1f%%", 100*p)
}

// ruleFlags are the --rules and --option flags of the strike commands.
type ruleFlags struct {
	rules   string
	options []string
}

// addRuleFlags registers --rules and --option on cmd.
func addRuleFlags(cmd *cobra.Command) *ruleFlags {
	f := new(ruleFlags)
	cmd.Flags().StringVar(&f.rules, "rules", "", "point-defence rules: 2015 or classic (default: the file's, else 2015)")
	cmd.Flags().StringArrayVar(&f.options, "option", nil, "set a rules option, name=value (see 'broadside ft options'); repeatable")
	return f
}

// check rejects bad flags before any file is read.
func (f *ruleFlags) check() error {
	var o fullthrust.Options
	return f.apply(&o)
}

// apply sets the flags' options over a file's.
func (f *ruleFlags) apply(o *fullthrust.Options) error {
	if f.rules != "" {
		if err := o.Set("rules", f.rules); err != nil {
			return badFlag("rules", errors.New(strings.TrimPrefix(err.Error(), "fullthrust: ")))
		}
	}
	for _, text := range f.options {
		if err := o.Parse(text); err != nil {
			return badFlag("option", errors.New(strings.TrimPrefix(err.Error(), "fullthrust: ")))
		}
	}
	return nil
}

// loadStrike reads a strike file and applies the rule flags.
func loadStrike(path string, flags *ruleFlags) (scenario.FullThrustStrike, error) {
	data, err := readSetupFile(path)
	if err != nil {
		return scenario.FullThrustStrike{}, fmt.Errorf("reading strike file: %w", err)
	}
	st, err := scenario.DecodeFullThrustStrike(path, data)
	if err != nil {
		return st, err
	}
	return st, flags.apply(&st.Options)
}

// newFTOptionsCmd lists the rules options.
func newFTOptionsCmd() *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "options",
		Short: "List the rules options and their values (the default first)",
		Long: `List the options that switch the engine's readings of unclear rules, each
with its values, the default first: first those of strikes and damage
(docs/rulings/fullthrust.md), set in a strike file's "options" map or with
--option name=value, then those of movement, the advanced manoeuvres and beam
fire (docs/rulings/fullthrust-manoeuvres.md), set in a duel file's "options"
map (ft move and ft reach take some of them as flags). The JSON lists both
in one array, in the same order.`,
		Args: noArgs,
	}
	addJSONFlag(cmd, &asJSON)
	cmd.RunE = func(cmd *cobra.Command, _ []string) error {
		all := append(fullthrust.Options{}.Values(), manoeuvre.ManoeuvreOptions{}.ManoeuvreValues()...)
		return writeResult(cmd.OutOrStdout(), asJSON, all, func(w io.Writer) error {
			_, err := io.WriteString(w, "Strikes and damage (docs/rulings/fullthrust.md):\n"+fullthrust.OptionHelp()+
				"\nMovement, manoeuvres and beam fire (docs/rulings/fullthrust-manoeuvres.md):\n"+manoeuvre.OptionHelp())
			return err
		})
	}
	return cmd
}
