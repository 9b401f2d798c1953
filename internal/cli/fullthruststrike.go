package cli

import (
	"fmt"
	"io"
	"strings"

	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
	"github.com/spf13/cobra"
)

// ftStrikeJSON is the --json output of "ft strike".
type ftStrikeJSON struct {
	File  string             `json:"file"`
	Name  string             `json:"name,omitempty"`
	Rules string             `json:"rules"`
	Seed  *rng.Seed          `json:"seed,omitempty"` // absent when the dice came from --dice
	Log   pointdefence.Log   `json:"log"`
	Raids []ftRaidResultJSON `json:"raids"`
}

// ftRaidResultJSON is what one raid did.
type ftRaidResultJSON = pointdefence.RaidResultReport

// newFTStrikeCmd is "ft strike FILE".
func newFTStrikeCmd() *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "strike FILE",
		Short: "Resolve a strike file die by die",
		Long: `Resolve a strike file ship by ship and print every die, in the order a table
rolls them: for each attacked ship the point defence level (2015 rules) or the
point defence allocation and fire (classic), heavy missiles and plasma bolts,
fighter attacks, casualties and salvo missiles; then the damage, applied all
at once, and the threshold checks.

Dice come from --seed (or a fresh seed, printed first) or from --dice, the
dice rolled at the table in that order. When the --dice run out nothing is
applied and the error says which dice are still needed.`,
		Example: `  broadside ft strike examples/fullthrust/four-groups.yaml --seed 2a
  broadside ft strike examples/fullthrust/heavy-missiles.yaml --dice 1,4,4,6,2,4,3,6,2,3,4,5,6,1`,
		Args: cobra.ExactArgs(1),
	}
	addJSONFlag(cmd, &asJSON)
	flags := addRuleFlags(cmd)
	random := addRandomFlags(cmd)
	cmd.RunE = func(cmd *cobra.Command, args []string) error {
		if err := flags.check(); err != nil {
			return err
		}
		r, err := random.randomness()
		if err != nil {
			return err
		}
		st, err := loadStrike(args[0], flags)
		if err != nil {
			return err
		}
		res, err := pointdefence.Resolve(st.Strike, st.Options, r.Source)
		if err != nil {
			return err
		}
		if err := r.Check(); err != nil {
			return err
		}
		out := ftStrikeJSON{File: args[0], Name: st.Name, Rules: st.Options.Procedure.String(), Log: res.Log}
		if r.Script == nil {
			out.Seed = &r.Seed
		}
		for _, rr := range res.Raids {
			out.Raids = append(out.Raids, raidResultJSON(st.Strike, res, rr, st.Options))
		}
		if !asJSON {
			if err := r.Announce(cmd.OutOrStdout()); err != nil {
				return err
			}
		}
		return writeResult(cmd.OutOrStdout(), asJSON, out, func(w io.Writer) error {
			if st.Name != "" {
				fmt.Fprintf(w, "%s (%s rules)\n\n", st.Name, st.Options.Procedure)
			}
			if _, err := res.Log.WriteTo(w); err != nil {
				return err
			}
			fmt.Fprintln(w)
			for _, rr := range out.Raids {
				writeRaidResult(w, rr)
			}
			return nil
		})
	}
	return cmd
}

// raidResultJSON describes one raid's result.
func raidResultJSON(s pointdefence.Strike, res pointdefence.Result, rr pointdefence.RaidResult, opt fullthrust.Options) ftRaidResultJSON {
	return rr.Report(s, res, opt)
}

// writeRaidResult prints the summary line of one raid.
func writeRaidResult(w io.Writer, r ftRaidResultJSON) {
	fmt.Fprintf(w, "%s: %d points", r.Ship, r.Normal+r.Penetrating)
	if r.Penetrating > 0 {
		fmt.Fprintf(w, " (%d penetrating)", r.Penetrating)
	}
	fmt.Fprintf(w, ", %d armour and %d hull boxes lost", r.ArmourLost, r.HullLost)
	switch {
	case r.Destroyed:
		fmt.Fprint(w, "; destroyed")
	case r.Pending:
		fmt.Fprintf(w, "; %s pending for the end phase", r.Threshold)
	case len(r.SystemsLost) > 0:
		fmt.Fprintf(w, "; systems lost: %s", strings.Join(r.SystemsLost, ", "))
	}
	fmt.Fprintln(w)
	for _, g := range r.Groups {
		state := fmt.Sprintf("%d fighters, %d CEF", g.Strength, g.CEF)
		if g.Strength == 0 {
			state = "destroyed"
		}
		fmt.Fprintf(w, "  %s (%s): %s\n", g.Name, g.Type, state)
	}
}
