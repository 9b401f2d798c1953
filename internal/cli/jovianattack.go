package cli

import (
	"errors"
	"fmt"
	"io"

	"github.com/broadside/broadside/rules/jovian"
	"github.com/spf13/cobra"
)

// jovianAttackJSON is the --json output of "jovian attack".
type jovianAttackJSON = jovian.AttackReport

// newJovianAttackCmd is "jovian attack".
func newJovianAttackCmd() *cobra.Command {
	var (
		asJSON                          bool
		remove, diminish, values, crits string
	)
	cmd := &cobra.Command{
		Use:   "attack",
		Short: "Resolve one attack step by step, with seeded dice or the table's own",
		Long: `Resolve one attack and explain every step: the Fire Control spent, the attack
roll with flex and macro dice, the target's point defence against a missile, the
diminishing, the Values applied and the damage, critical hits and Catastrophic
Damage rolls.

Describe the attack as for 'broadside jovian odds attack'. Choices the engine
would make by policy can be made by hand: --remove (the flex dice removed),
--diminish (the Values the defender lowers, one per step), --values (the
results a missile applies, such as "[D1,T5]") and --crits (critical-hit
choices in order: defense, sensors, thrusters, system:NAME or structure).

With --dice the dice come from the table, in the order the log asks for
them; if they run out, nothing is applied and the command says what is
still needed.`,
		Example: `  broadside jovian attack --pool 2 --seed 1
  broadside jovian attack --pool 6 --missile --defense 5 --supporters 2 --dice 3,3,3,5,5,1,2,2,4,6,1,3
  broadside jovian attack --pool 2 --defense 4 --sensors 3 --thrusters 1 --dice 5,5`,
		Args: noArgs,
	}
	flags := addJovianShotFlags(cmd)
	random := addRandomFlags(cmd)
	fl := cmd.Flags()
	fl.StringVar(&remove, "remove", "", "the flex dice the attacker removes, such as 5,1")
	fl.StringVar(&diminish, "diminish", "", "the attack Values the defender lowers, one per step, such as 3,3")
	fl.StringVar(&values, "values", "", `the results a missile applies after point defence, such as "[D1,T5]"`)
	fl.StringVar(&crits, "crits", "", "critical-hit choices in order, such as sensors,system:Hangar")
	addJSONFlag(cmd, &asJSON)
	cmd.RunE = func(cmd *cobra.Command, _ []string) error {
		s, opt, err := flags.shot()
		if err != nil {
			return err
		}
		if err := jovianHandChoices(s, remove, diminish, values, crits); err != nil {
			return err
		}
		r, err := random.randomness()
		if err != nil {
			return err
		}
		var log jovian.Log
		rep, err := jovian.Resolve(s, opt, r.Source, &log)
		if r.Script != nil && r.Script.Err() != nil {
			// Missing dice come first: a choice made by hand may have
			// failed only against the stand-in faces.
			return r.Script.Err()
		}
		if err != nil {
			return err
		}
		if err := r.Check(); err != nil {
			return err
		}
		out := jovianAttackOut(s, rep, &log)
		if r.Script == nil {
			out.Seed = &r.Seed
		}
		w := cmd.OutOrStdout()
		if !asJSON {
			if err := r.Announce(w); err != nil {
				return err
			}
		}
		return writeResult(w, asJSON, out, func(w io.Writer) error {
			for _, step := range log.Steps {
				if _, err := fmt.Fprintln(w, step); err != nil {
					return err
				}
			}
			_, err := fmt.Fprintf(w, "result: %s\n", rep.Loss)
			return err
		})
	}
	return cmd
}

// jovianHandChoices adds the choices made by hand to the shot; an error
// names the flag that does not read.
func jovianHandChoices(s *jovian.Shot, remove, diminish, values, crits string) error {
	h, err := jovian.ParseHand(remove, diminish, values, crits)
	var he *jovian.HandError
	if errors.As(err, &he) {
		return badFlag(he.Choice, he.Err)
	}
	if err != nil {
		return err
	}
	s.Hand = h
	return nil
}

// jovianAttackOut builds the --json form of one attack.
func jovianAttackOut(s *jovian.Shot, rep jovian.Report, log *jovian.Log) jovianAttackJSON {
	return jovian.NewAttackReport(s, rep, log)
}
