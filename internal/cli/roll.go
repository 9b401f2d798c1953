package cli

import (
	"fmt"
	"io"

	"github.com/broadside/broadside/dice"
	"github.com/broadside/broadside/rng"
	"github.com/spf13/cobra"
)

// rollJSON is the --json output of broadside roll.
type rollJSON struct {
	Seed  *rng.Seed     `json:"seed,omitempty"` // absent when the dice came from --dice
	Rolls []rollOutcome `json:"rolls"`
}

// rollOutcome is one rolled notation.
type rollOutcome struct {
	Notation string      `json:"notation"` // canonical form of what was asked
	Score    int         `json:"score"`
	Rolled   dice.Rolled `json:"dice"`
	Text     string      `json:"text"` // the one-line explanation
}

func newRollCmd() *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "roll NOTATION...",
		Short: "Roll dice written in notation such as 3d6, 2d6+1, 8d6>=5 or 4d6kh3",
		Long: `Roll each NOTATION and explain every die.

With --seed the roll is repeatable; without it a fresh seed is picked and printed.
With --dice the dice come from the table, in order; if they run out, nothing is
rolled and the command says how many more are needed.

Each notation draws from its own stream derived from the seed, so adding a
notation never changes the dice of the ones before it.`,
		Example: `  broadside roll 3d6 --seed 2a
  broadside roll "8d6>=5" 4d6kh3
  broadside roll 2d6+1 --dice 4,6`,
		Args: cobra.MinimumNArgs(1),
	}
	random := addRandomFlags(cmd)
	addJSONFlag(cmd, &asJSON)
	cmd.RunE = func(cmd *cobra.Command, args []string) error {
		exprs := make([]dice.Expr, len(args))
		for i, a := range args {
			e, err := dice.Parse(a)
			if err != nil {
				return &usageError{err: err}
			}
			exprs[i] = e
		}
		r, err := random.randomness()
		if err != nil {
			return err
		}
		out := rollJSON{Rolls: make([]rollOutcome, len(exprs))}
		for i, e := range exprs {
			src := r.Source
			if r.Script == nil {
				src = rng.New(r.Seed.Derive("roll", uint64(i)))
			}
			rolled := e.Roll(src)
			out.Rolls[i] = rollOutcome{Notation: e.String(), Score: rolled.Score, Rolled: rolled, Text: rolled.String()}
		}
		if err := r.Check(); err != nil {
			return err
		}
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
			for _, o := range out.Rolls {
				if _, err := fmt.Fprintln(w, o.Text); err != nil {
					return err
				}
			}
			return nil
		})
	}
	return cmd
}
