package cli

import (
	"fmt"
	"io"
	"math/big"
	"strconv"

	"github.com/broadside/broadside/dice"
	"github.com/broadside/broadside/prob"
	"github.com/broadside/broadside/rules/jovian"
	"github.com/spf13/cobra"
)

// newJovianCmd returns "broadside jovian" and its subcommands: exact odds
// of a pool and of an attack, one attack resolved step by step, and whole
// engagements simulated.
func newJovianCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "jovian",
		Short: "Jovian Wars: dice pools, attacks, damage, exact odds and engagements",
		Long: `Jovian Wars: d6 pools read as matching sets ([N], [D2], [T3], [Q4]), normal,
missile and point-defence attacks, damage to squadrons and capital ships, exact
odds and whole engagements.

Where the rules are silent the engine follows docs/rulings/jovian.md; every
house ruling is an --option (see 'broadside jovian options').`,
	}
	odds := &cobra.Command{
		Use:   "odds",
		Short: "Exact odds of a pool or an attack",
	}
	odds.AddCommand(newJovianOddsPoolCmd(), newJovianOddsAttackCmd())
	cmd.AddCommand(odds, newJovianAttackCmd(), newJovianEngagementCmd(), newJovianOptionsCmd())
	return cmd
}

// newJovianOptionsCmd lists the rules options.
func newJovianOptionsCmd() *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "options",
		Short: "List the rules options and their values (the default first)",
		Args:  noArgs,
	}
	addJSONFlag(cmd, &asJSON)
	cmd.RunE = func(cmd *cobra.Command, _ []string) error {
		return writeResult(cmd.OutOrStdout(), asJSON, jovian.Options{}.Values(), func(w io.Writer) error {
			_, err := io.WriteString(w, jovian.OptionHelp())
			return err
		})
	}
	return cmd
}

// newJovianOddsPoolCmd is "jovian odds pool N".
func newJovianOddsPoolCmd() *cobra.Command {
	var (
		asJSON, exact, reroll bool
		flex, macro           int
		options               []string
	)
	cmd := &cobra.Command{
		Use:   "pool N",
		Short: "Exact distribution of the Result of a pool of N dice",
		Long: `Print the exact distribution of the Result of a pool of N d6, with flex dice
removed by the best-choice policy and macro dice applied (negative --macro lowers
sets). Results are written as the rules write them: [N], [D2], [D2,T3].`,
		Example: `  broadside jovian odds pool 5
  broadside jovian odds pool 4 --flex 1 --macro 2 --exact
  broadside jovian odds pool 6 --json`,
		Args: cobra.ExactArgs(1),
	}
	fl := cmd.Flags()
	fl.IntVar(&flex, "flex", 0, "flex dice: roll N+F dice and remove F")
	fl.IntVar(&macro, "macro", 0, "macro dice (negative to lower sets)")
	fl.BoolVar(&reroll, "reroll", false, "re-roll the pool once when it reads [N] (Beam)")
	fl.BoolVar(&exact, "exact", false, "also print every probability as a fraction")
	fl.StringArrayVar(&options, "option", nil, "rules option name=value (repeatable)")
	addJSONFlag(cmd, &asJSON)
	cmd.RunE = func(cmd *cobra.Command, args []string) error {
		n, err := strconv.Atoi(args[0])
		if err != nil {
			return &usageError{err: fmt.Errorf("the number of dice must be a whole number, got %q", args[0])}
		}
		var opt jovian.Options
		for _, o := range options {
			if err := opt.Parse(o); err != nil {
				return badFlag("option", err)
			}
		}
		p := jovian.Pool{Base: n, Flex: flex, Macro: macro, Reroll: reroll}
		if err := p.Validate(); err != nil {
			return &usageError{err: err}
		}
		t, err := jovian.PoolOddsContext(cmd.Context(), p, opt)
		if err != nil {
			return err
		}
		label := func(c dice.Code) string { return c.String() }
		return writeResult(cmd.OutOrStdout(), asJSON, t.JSON(exact, label), func(w io.Writer) error {
			if _, err := fmt.Fprintf(w, "%s\n", p); err != nil {
				return err
			}
			if err := t.WriteTable(w, prob.TableOptions{Exact: exact}, label); err != nil {
				return err
			}
			for _, m := range []dice.Magnitude{dice.D, dice.T, dice.Q} {
				at := new(big.Rat)
				for _, it := range t.Items() {
					if it.Value.Best() >= m {
						at.Add(at, it.P)
					}
				}
				if _, err := fmt.Fprintf(w, "P([%s+]) %s\n", m, jovianPercent(at, exact)); err != nil {
					return err
				}
			}
			return nil
		})
	}
	return cmd
}

// jovianPercent prints a probability as a percentage, with the fraction when
// exact is set.
func jovianPercent(p *big.Rat, exact bool) string {
	f, _ := p.Float64()
	s := fmt.Sprintf("%.4g%%", 100*f)
	if exact {
		s += " (" + p.RatString() + ")"
	}
	return s
}

// jovianOddsJSON is the --json output of "jovian odds attack".
type jovianOddsJSON = jovian.AttackOddsReport

// newJovianOddsAttackCmd is "jovian odds attack".
func newJovianOddsAttackCmd() *cobra.Command {
	var asJSON, exact bool
	cmd := &cobra.Command{
		Use:   "attack",
		Short: "Exact outcome of one attack on a target",
		Long: `Print the exact distribution of what one attack does to its target: boxes lost
on Structure and on each rating, P(crippled) and P(destroyed). A missile attack
includes the target's point defence (its Defense plus --supporters) and the
defender's policy (--option defence-policy: by default the diminishing that
leaves the target the lowest chance of being destroyed, then crippled); the
attacker's choices follow the engine's policies.

Describe the attack with cards (--cards FILE --attacker NAME --target NAME
[--weapon NAME]) or inline (--pool N [--missile] and the target's ratings).
Bonuses and penalties are --modifier: their net total adds dice by the v1.2.4
table (+1: one base die; +2: one base and one flex die; +3 and more: also one
macro die per point beyond +2; a negative net: one macro die less per point),
and short-range adds one flex die directly.`,
		Example: `  broadside jovian odds attack --pool 6 --missile --defense 5 --supporters 2
  broadside jovian odds attack --pool 3 --kind squadron --defense 2 --structure 4
  broadside jovian odds attack --pool 3 --modifier short-range --modifier bonus --modifier penalty
  broadside jovian odds attack --cards examples/jovian/cards.yaml --attacker "Bastion Cruiser" --weapon "Torpedo Tubes" --target "Kestrel Frigate"`,
		Args: noArgs,
	}
	flags := addJovianShotFlags(cmd)
	cmd.Flags().BoolVar(&exact, "exact", false, "also print every probability as a fraction")
	addJSONFlag(cmd, &asJSON)
	cmd.RunE = func(cmd *cobra.Command, _ []string) error {
		s, opt, err := flags.shot()
		if err != nil {
			return err
		}
		o, err := jovian.OddsContext(cmd.Context(), s, opt)
		if err != nil {
			return err
		}
		out := jovianOddsOut(o, s.Target.Kind, exact)
		return writeResult(cmd.OutOrStdout(), asJSON, out, func(w io.Writer) error {
			return writeJovianOdds(w, o, s, exact)
		})
	}
	return cmd
}

// jovianOddsOut builds the --json form of attack odds.
func jovianOddsOut(o jovian.AttackOdds, kind jovian.Kind, exact bool) jovianOddsJSON {
	return jovian.NewAttackOddsReport(o, kind, exact)
}

// writeJovianOdds prints attack odds as text.
func writeJovianOdds(w io.Writer, o jovian.AttackOdds, s *jovian.Shot, exact bool) error {
	head := fmt.Sprintf("%s attack on %s: %s", o.Kind, s.Target.Kind, o.Pool)
	if o.Kind == jovian.Missile {
		head += fmt.Sprintf("; point defence %s (Defense %d + %d supporters)", o.Defence, s.TargetStatus.Rating(jovian.Defense), s.Support)
	}
	if _, err := fmt.Fprintf(w, "%s\n", head); err != nil {
		return err
	}
	if s.Target.Kind == jovian.Capital {
		if _, err := fmt.Fprintf(w, "P(crippled)  %s\n", jovianPercent(o.Crippled(), exact)); err != nil {
			return err
		}
	}
	if _, err := fmt.Fprintf(w, "P(destroyed) %s\n", jovianPercent(o.Destroyed(), exact)); err != nil {
		return err
	}
	sections := []struct {
		title string
		d     prob.Dist
	}{{"Structure boxes lost", o.Structure()}}
	if s.Target.Kind == jovian.Capital {
		for _, r := range jovian.Ratings {
			sections = append(sections, struct {
				title string
				d     prob.Dist
			}{r.String() + " boxes lost", o.Rating(r)})
		}
	}
	for _, sec := range sections {
		if _, err := fmt.Fprintf(w, "\n%s\n", sec.title); err != nil {
			return err
		}
		if err := sec.d.WriteTable(w, prob.TableOptions{Exact: exact}); err != nil {
			return err
		}
	}
	if _, err := fmt.Fprintf(w, "\nOutcomes\n"); err != nil {
		return err
	}
	return o.Loss.WriteTable(w, prob.TableOptions{Exact: exact}, jovian.Loss.String)
}
