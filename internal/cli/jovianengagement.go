package cli

import (
	"fmt"
	"io"
	"os"
	"path/filepath"

	jovianagent "github.com/broadside/broadside/agent/jovian"
	"github.com/broadside/broadside/lab"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/jovian"
	"github.com/broadside/broadside/scenario"
	"github.com/broadside/broadside/sim"
	"github.com/spf13/cobra"
)

// newJovianEngagementCmd is "jovian engagement FILE".
func newJovianEngagementCmd() *cobra.Command {
	var (
		asJSON, narrate bool
		trials, workers int
	)
	cmd := &cobra.Command{
		Use:   "engagement FILE",
		Short: "Simulate an engagement file many times: P(win), rounds, survivors",
		Long: `Fight the engagement in FILE (YAML; see examples/jovian) many times, each trial
with its own stream derived from the seed, and report each side's chance to win
with a 95% interval, the rounds fought and how often each model survives.

Engagements are this engine's own invention, not a procedure of the rule
texts, which cover attacks and damage only: models never move, they fire from
where the file places them. Each round a d6 picks the side that activates
first, the sides alternate one model at a time, each model fires every weapon
once at the best target in range while it has Fire Control (+1 flex die at
short range, plus the side's "modifiers:"), and Fire Control is replenished at
the end of the round (docs/rulings/jovian.md, "Engagements").

A side wins when the other has no model left that can act. --narrate also
prints the first trial step by step. Card files the engagement includes are
read relative to it.

With --dice the engagement is fought once, with dice rolled at the table
used in the order the narration asks for them (initiative, attack, macro,
point-defence and damage dice), and printed step by step. If the dice run
out, nothing is reported and the command says how many the roll in progress
still needs; dice left over at the end are an error too.`,
		Example: `  broadside jovian engagement examples/jovian/skirmish.yaml --seed 1
  broadside jovian engagement examples/jovian/duel.yaml --trials 2000 --narrate --seed 7
  broadside jovian engagement examples/jovian/duel.yaml --dice "$(cat rolls.txt)"`,
		Args: cobra.ExactArgs(1),
	}
	random := addRandomFlags(cmd)
	shards := addShardFlags(cmd)
	fl := cmd.Flags()
	fl.IntVar(&trials, "trials", 10000, "number of engagements to fight")
	fl.IntVar(&workers, "workers", 0, "goroutines to use (0: one per core); never changes the result")
	fl.BoolVar(&narrate, "narrate", false, "also print the first trial step by step")
	addJSONFlag(cmd, &asJSON)
	cmd.RunE = func(cmd *cobra.Command, args []string) error {
		if random.dice != "" && cmd.Flags().Changed("trials") && trials != 1 {
			return &usageError{err: fmt.Errorf("--dice fights one engagement with the table's dice; it cannot be used with --trials %d", trials)}
		}
		if trials < 1 {
			return badFlag("trials", fmt.Errorf("want at least 1, got %d", trials))
		}
		e, err := scenario.LoadJovianEngagement(os.DirFS(filepath.Dir(args[0])), filepath.Base(args[0]))
		if err != nil {
			return err
		}
		r, err := random.randomness()
		if err != nil {
			return err
		}
		if r.Script != nil {
			faces, _ := rng.ParseDice(random.dice) // randomness has read them
			out, err := fightJovianTable(e, faces)
			if err != nil {
				return err
			}
			return writeResult(cmd.OutOrStdout(), asJSON, out, func(w io.Writer) error { return writeJovianTableFight(w, out) })
		}
		if s, ok, err := shards.shard(); err != nil || ok {
			if err == nil {
				err = needSeed(r)
			}
			if err != nil {
				return err
			}
			return shardJovian(cmd, shards, s, args[0], e, r.Seed, trials, workers, narrate)
		}
		out, err := fightJovian(cmd, e, r.Seed, trials, workers)
		if err != nil {
			return err
		}
		if narrate {
			var log jovian.Log
			if _, err := e.NewFight().Run(rng.New(r.Seed.Derive("trial", 0)), &log); err != nil {
				return err
			}
			out.Narration = log.Steps
		}
		w := cmd.OutOrStdout()
		if !asJSON {
			if err := r.Announce(w); err != nil {
				return err
			}
		}
		return writeResult(w, asJSON, out, func(w io.Writer) error { return writeJovianEngagement(w, out) })
	}
	return cmd
}

// fightJovian runs the trials with a progress bar.
func fightJovian(cmd *cobra.Command, e *jovianagent.Engagement, seed rng.Seed, trials, workers int) (lab.EngagementReport, error) {
	bar := newProgress(cmd.ErrOrStderr(), int64(trials), "trials")
	cfg := sim.Config{Trials: trials, Workers: workers, Seed: seed,
		Progress: func(done, total int) { bar.Report(int64(done), int64(total)) }}
	odds, err := lab.Engagements(cmd.Context(), cfg, e)
	bar.Finish()
	if err != nil {
		return lab.EngagementReport{}, err
	}
	return odds.Report(nil), nil
}

// stickyPrintf returns a printf to w that does nothing after the first
// error, and a function that returns that error.
func stickyPrintf(w io.Writer) (p func(format string, args ...any), errOf func() error) {
	var err error
	p = func(format string, args ...any) {
		if err == nil {
			_, err = fmt.Fprintf(w, format, args...)
		}
	}
	return p, func() error { return err }
}

// writeJovianEngagement prints the results as text.
func writeJovianEngagement(w io.Writer, out lab.EngagementReport) error {
	p, errOf := stickyPrintf(w)
	for _, step := range out.Narration {
		p("%s\n", step)
	}
	if len(out.Narration) > 0 {
		p("\n")
	}
	p("%s: %d trials, round limit %d\n", out.Name, out.Trials, out.RoundLimit)
	for _, s := range out.Sides {
		p("%-24s wins %s\n", s.Name, s.Win)
	}
	p("%-24s      %s\n", "no winner", out.NoWinner)
	p("rounds fought: mean %.2f, sd %.2f\n", out.Rounds.Mean, out.Rounds.SD)
	for _, s := range out.Sides {
		p("\n%s: models able to fight %s, not destroyed %s\n", s.Name, s.Active, s.Alive)
		for _, u := range s.Units {
			p("  %-22s survives %s\n", u.Name, u.Survives)
		}
	}
	return errOf()
}
