package cli

import (
	"context"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/broadside/broadside/lab"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/scenario"
	"github.com/broadside/broadside/sim"
	"github.com/spf13/cobra"
)

// writeFTTrials prints the odds of a run of Full Thrust battles: what
// writeSFTrials prints, then each side's fighters and missiles spent per
// battle.
func writeFTTrials(w io.Writer, r lab.BattleOdds) error {
	if err := writeSFTrials(w, r); err != nil {
		return err
	}
	if _, err := fmt.Fprintf(w, "\nfighters and missiles spent per battle:\n"); err != nil {
		return err
	}
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "side\tsalvos\theavy missiles\tplasma bolts\tgroups launched\tgroups lost\tfighters lost")
	for _, s := range r.Sides {
		if sp := s.Spent; sp != nil {
			fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t%s\n", s.Name, sp.Salvos, sp.Heavy, sp.Plasma, sp.Launched, sp.GroupsLost, sp.FightersLost)
		}
	}
	return tw.Flush()
}

// shardFTTrials runs shard s of a Full Thrust "battle --trials" run.
func shardFTTrials(cmd *cobra.Command, f *shardFlags, s sim.Shard, path string, data []byte, setup battle.Setup,
	kinds []string, seed rng.Seed, trials, workers int) error {
	p, err := runShard(cmd.Context(), cmd.ErrOrStderr(), s, seed, trials, workers, "battles",
		func(ctx context.Context, cfg sim.Config) (sim.Result, error) {
			odds, err := lab.FTBattles(ctx, cfg, setup, kinds)
			return odds.Result, err
		})
	if err != nil {
		return err
	}
	return f.writePartial(cmd.OutOrStdout(), partialFile{Command: "battle", Input: path, SHA256: hashFile(data), Seed: seed,
		Options: map[string]string{"players": strings.Join(kinds, ",")}, Shard: s.String(), Points: []pointPartial{{0, p}}})
}

// mergeFTBattle prints what a Full Thrust "battle --trials" prints for the
// merged run.
func mergeFTBattle(cmd *cobra.Command, pf partialFile, data []byte, points []sim.Partial, asJSON bool) error {
	b, err := scenario.DecodeFTBattle(pf.Input, data)
	if err != nil {
		return err
	}
	odds, err := lab.FTBattles(cmd.Context(), sim.Config{Seed: pf.Seed, Base: &points[0]}, b.Setup, strings.Split(pf.Options["players"], ","))
	if err != nil {
		return err
	}
	return writeResult(cmd.OutOrStdout(), asJSON, odds, func(w io.Writer) error { return writeFTTrials(w, odds) })
}
