package cli

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	jovianagent "github.com/broadside/broadside/agent/jovian"
	"github.com/broadside/broadside/lab"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/jovian"
	"github.com/broadside/broadside/rules/spacefleet"
	"github.com/broadside/broadside/scenario"
	"github.com/broadside/broadside/sim"
	"github.com/spf13/cobra"
)

// The shard runs and merges of "battle --trials", "ft duel" and "jovian
// engagement". A shard runs trials Range(total) of the whole run with the
// same seed, so that trial i draws the same dice wherever it runs; the
// merge runs the same summary on the merged counts (sim.Config.Base) and
// prints with the same functions as the whole run.

// shardSFTrials runs shard s of a "battle --trials" run.
func shardSFTrials(cmd *cobra.Command, f *shardFlags, s sim.Shard, path string, data []byte, sc scenario.SpaceFleet,
	kinds []string, seed rng.Seed, trials, workers int) error {
	start, err := spacefleet.New(sc.Setup, sc.Options, seed)
	if err != nil {
		return err
	}
	p, err := runShard(cmd.Context(), cmd.ErrOrStderr(), s, seed, trials, workers, "battles",
		func(ctx context.Context, cfg sim.Config) (sim.Result, error) {
			odds, err := lab.Battles(ctx, cfg, start, kinds)
			return odds.Result, err
		})
	if err != nil {
		return err
	}
	return f.writePartial(cmd.OutOrStdout(), partialFile{Command: "battle", Input: path, SHA256: hashFile(data), Seed: seed,
		Options: map[string]string{"players": strings.Join(kinds, ",")}, Shard: s.String(), Points: []pointPartial{{0, p}}})
}

// mergeBattle prints what "battle --trials" prints for the merged run.
func mergeBattle(cmd *cobra.Command, pf partialFile, points []sim.Partial, asJSON bool) error {
	data, err := readInput(pf)
	if err != nil {
		return err
	}
	if scenario.BattleRules(pf.Input, data) == "fullthrust" {
		return mergeFTBattle(cmd, pf, data, points, asJSON)
	}
	sc, err := scenario.DecodeSpaceFleet(pf.Input, data)
	if err != nil {
		return err
	}
	start, err := spacefleet.New(sc.Setup, sc.Options, pf.Seed)
	if err != nil {
		return err
	}
	odds, err := lab.Battles(cmd.Context(), sim.Config{Seed: pf.Seed, Base: &points[0]}, start, strings.Split(pf.Options["players"], ","))
	if err != nil {
		return err
	}
	return writeResult(cmd.OutOrStdout(), asJSON, odds, func(w io.Writer) error { return writeSFTrials(w, odds) })
}

// shardFTDuel runs shard s of an "ft duel" run.
func shardFTDuel(cmd *cobra.Command, f *shardFlags, s sim.Shard, path string, data []byte, d scenario.FTDuel,
	seed rng.Seed, trials, workers int, log bool) error {
	p, err := runShard(cmd.Context(), cmd.ErrOrStderr(), s, seed, trials, workers, "duels",
		func(ctx context.Context, cfg sim.Config) (sim.Result, error) {
			odds, err := lab.Duels(ctx, cfg, d)
			return odds.Result, err
		})
	if err != nil {
		return err
	}
	return f.writePartial(cmd.OutOrStdout(), partialFile{Command: "ft duel", Input: path, SHA256: hashFile(data), Seed: seed,
		Options: map[string]string{"log": strconv.FormatBool(log)}, Shard: s.String(), Points: []pointPartial{{0, p}}})
}

// mergeFTDuel prints what "ft duel" prints for the merged run.
func mergeFTDuel(cmd *cobra.Command, pf partialFile, points []sim.Partial, asJSON bool) error {
	data, err := readInput(pf)
	if err != nil {
		return err
	}
	d, err := scenario.DecodeFTDuel(pf.Input, data)
	if err != nil {
		return err
	}
	odds, err := lab.Duels(cmd.Context(), sim.Config{Seed: pf.Seed, Base: &points[0]}, d)
	if err != nil {
		return err
	}
	out := odds.Report(nil)
	if pf.Options["log"] == "true" {
		out.Log = d.Duel.Fight(rng.New(pf.Seed.Derive("trial", 0)), nil, true).Log
	}
	return writeResult(cmd.OutOrStdout(), asJSON, out, func(w io.Writer) error { return writeFTDuel(w, out) })
}

// shardJovian runs shard s of a "jovian engagement" run.
func shardJovian(cmd *cobra.Command, f *shardFlags, s sim.Shard, path string, e *jovianagent.Engagement,
	seed rng.Seed, trials, workers int, narrate bool) error {
	data, err := readSetupFile(path)
	if err != nil {
		return err
	}
	p, err := runShard(cmd.Context(), cmd.ErrOrStderr(), s, seed, trials, workers, "trials",
		func(ctx context.Context, cfg sim.Config) (sim.Result, error) {
			odds, err := lab.Engagements(ctx, cfg, e)
			return odds.Result, err
		})
	if err != nil {
		return err
	}
	return f.writePartial(cmd.OutOrStdout(), partialFile{Command: "jovian engagement", Input: path, SHA256: hashFile(data), Seed: seed,
		Options: map[string]string{"narrate": strconv.FormatBool(narrate)}, Shard: s.String(), Points: []pointPartial{{0, p}}})
}

// mergeJovian prints what "jovian engagement" prints for the merged run.
func mergeJovian(cmd *cobra.Command, pf partialFile, points []sim.Partial, asJSON bool) error {
	if _, err := readInput(pf); err != nil {
		return err
	}
	e, err := scenario.LoadJovianEngagement(os.DirFS(filepath.Dir(pf.Input)), filepath.Base(pf.Input))
	if err != nil {
		return err
	}
	odds, err := lab.Engagements(cmd.Context(), sim.Config{Seed: pf.Seed, Base: &points[0]}, e)
	if err != nil {
		return err
	}
	out := odds.Report(nil)
	if pf.Options["narrate"] == "true" {
		var log jovian.Log
		if _, err := e.NewFight().Run(rng.New(pf.Seed.Derive("trial", 0)), &log); err != nil {
			return err
		}
		out.Narration = log.Steps
	}
	return writeResult(cmd.OutOrStdout(), asJSON, out, func(w io.Writer) error { return writeJovianEngagement(w, out) })
}
