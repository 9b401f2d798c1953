package cli

import (
	"fmt"
	"io"
	"strings"

	"github.com/broadside/broadside/lab"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/scenario"
	"github.com/broadside/broadside/sim"
	"github.com/spf13/cobra"
)

// newFTDuelCmd is "ft duel FILE".
func newFTDuelCmd() *cobra.Command {
	var (
		asJSON, log     bool
		trials, workers int
	)
	cmd := &cobra.Command{
		Use:   "duel FILE",
		Short: "Fight a beam duel of two or three ships many times, manoeuvres included",
		Long: `Fight the duel in FILE (YAML; see examples/fullthrust/duel-*.yaml) many times.
Each turn every ship's computer player writes an order, choosing among every
end state its legal orders reach and the manoeuvres its doctrine allows
(Emergency Thrust, Hard About, Redlined Engines, Corkscrew, Roll, Extreme
Manoeuvres, Eclipsing an ally, Grav Backfire, Short-Range Jump), weighing the
damage it can deal and take and the risk to its drive and hull; then
backfires blast the ships astern of them, the ships move (jumping ships
first), grav wakes hit the ships that crossed them, every ship fires its
beams at the enemy whose threat its fire removes most (the mean damage as a
share of the enemy's remaining boxes, times one plus the enemy's firepower)
and the turn ends. The report gives each side's chance to win with a 95%
interval, each ship's damage dealt and taken, the hits its own manoeuvres did
to its drive, its chance of destruction and how often it backfired and
jumped: whether a manoeuvre pays for its risk. --log prints the first trial
turn by turn. A file with "options: {movement: vector}" plays Fleet Book 1
vector movement instead (examples/fullthrust/duel-vector.yaml): every order
is a vector order (burn, rotation, push) and no advanced manoeuvre but
Emergency Thrust may be allowed.`,
		Example: `  broadside ft duel examples/fullthrust/duel-emergency-thrust.yaml --seed 1
  broadside ft duel examples/fullthrust/duel-eclipse.yaml --trials 500 --log --seed 2 --json
  broadside ft duel examples/fullthrust/duel-backfire.yaml --trials 2000 --seed 1`,
		Args: cobra.ExactArgs(1),
	}
	// No --dice: a duel rolls thousands of dice and its computer players
	// choose every order, so dice from the table cannot drive it.
	random := addSeedFlag(cmd)
	shards := addShardFlags(cmd)
	fl := cmd.Flags()
	fl.IntVar(&trials, "trials", 1000, "number of duels to fight")
	fl.IntVar(&workers, "workers", 0, "goroutines to use (0: one per core); never changes the result")
	fl.BoolVar(&log, "log", false, "also print the first duel turn by turn")
	addJSONFlag(cmd, &asJSON)
	cmd.RunE = func(cmd *cobra.Command, args []string) error {
		if trials < 1 || trials > 10_000_000 {
			return badFlag("trials", fmt.Errorf("want 1 to 10000000, got %d", trials))
		}
		data, err := readSetupFile(args[0])
		if err != nil {
			return err
		}
		d, err := scenario.DecodeFTDuel(args[0], data)
		if err != nil {
			return err
		}
		r, err := random.randomness()
		if err != nil {
			return err
		}
		if s, ok, err := shards.shard(); err != nil || ok {
			if err == nil {
				err = needSeed(r)
			}
			if err != nil {
				return err
			}
			return shardFTDuel(cmd, shards, s, args[0], data, d, r.Seed, trials, workers, log)
		}
		out, err := fightFTDuel(cmd, d, r.Seed, trials, workers)
		if err != nil {
			return err
		}
		if log {
			out.Log = d.Duel.Fight(rng.New(r.Seed.Derive("trial", 0)), nil, true).Log
		}
		w := cmd.OutOrStdout()
		if !asJSON {
			if err := r.Announce(w); err != nil {
				return err
			}
		}
		return writeResult(w, asJSON, out, func(w io.Writer) error { return writeFTDuel(w, out) })
	}
	return cmd
}

// fightFTDuel runs the trials with a progress bar.
func fightFTDuel(cmd *cobra.Command, d scenario.FTDuel, seed rng.Seed, trials, workers int) (lab.DuelReport, error) {
	bar := newProgress(cmd.ErrOrStderr(), int64(trials), "duels")
	cfg := sim.Config{Trials: trials, Workers: workers, Seed: seed,
		Progress: func(done, total int) { bar.Report(int64(done), int64(total)) }}
	odds, err := lab.Duels(cmd.Context(), cfg, d)
	bar.Finish()
	if err != nil {
		return lab.DuelReport{}, err
	}
	return odds.Report(nil), nil
}

// writeFTDuel prints the results as text.
func writeFTDuel(w io.Writer, out lab.DuelReport) error {
	var b strings.Builder
	for _, l := range out.Log {
		fmt.Fprintf(&b, "%s\n", l)
	}
	if len(out.Log) > 0 {
		b.WriteString("\n")
	}
	fmt.Fprintf(&b, "%s: %d duels, turn limit %d\n", out.Name, out.Trials, out.TurnLimit)
	for _, s := range out.Sides {
		fmt.Fprintf(&b, "%-20s wins %s\n", s.Name, s.Win)
	}
	fmt.Fprintf(&b, "%-20s      %s\n", "draw", out.Draw)
	fmt.Fprintf(&b, "turns fought: %s\n\n", out.Turns)
	fmt.Fprintf(&b, "%-12s %-12s %-24s %14s %14s %16s %14s\n", "ship", "side", "doctrine", "dealt", "taken", "drive failures", "destroyed")
	special := false
	for _, s := range out.Ships {
		fmt.Fprintf(&b, "%-12s %-12s %-24s %14.2f %14.2f %16.3f %13.1f%%\n", s.Name, s.Side, s.Doctrine, s.Dealt.Value, s.Taken.Value, s.Drive.Value, 100*s.Destroyed.Value)
		special = special || s.Backfires.Value > 0 || s.Jumps.Value > 0
	}
	if special {
		b.WriteString("\n")
		for _, s := range out.Ships {
			fmt.Fprintf(&b, "%-12s %.3f Grav Backfires and %.3f Short-Range Jumps a duel\n", s.Name, s.Backfires.Value, s.Jumps.Value)
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}
