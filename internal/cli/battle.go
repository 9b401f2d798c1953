package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/broadside/broadside/agent"
	sfagent "github.com/broadside/broadside/agent/spacefleet"
	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/lab"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/spacefleet"
	"github.com/broadside/broadside/scenario"
	"github.com/broadside/broadside/sim"
	"github.com/spf13/cobra"
)

// newBattleCmd is "battle FILE": one Space Fleet battle played by computer
// players with its log, or many simulated with --trials.
func newBattleCmd() *cobra.Command {
	var (
		asJSON          bool
		trials, workers int
		record, players string
	)
	cmd := &cobra.Command{
		Use:   "battle FILE",
		Short: "Fight a Space Fleet scenario or a Full Thrust battle with computer players",
		Long: `Fight the Space Fleet scenario in FILE (YAML; see examples/spacefleet) with a
computer player on each side and print the battle turn by turn, every die shown,
then the final report. The same seed gives the same battle; --record saves the
game's record, which 'broadside replay' plays back.

With --trials N the battle is fought N times, each from its own seed derived
from --seed, and the report gives each side's chance to win with a 95% interval,
the turns fought, and the ships and campaign points each side lost. The result
does not depend on --workers.

--players picks the computer players, one per side: tactical (the default) or
random, the baseline that picks any legal action.

A Full Thrust battle file (examples/fullthrust/battle-*.yaml, told from its
top-level list of ships) is played the same way on the game kernel: each turn
every side writes movement orders in the book's notation and then fire orders,
all sealed until every side has written; the log shows each side's orders as
revealed and every die. Its computer players are tactical (the duel planner)
or random; --trials reports each side's chance to win, the ships lost and
their points (the fleet book's, or the mass where none are given), and
the fighters and missiles each side spent: salvos, heavy missiles and plasma
bolts fired, fighter groups launched and lost, and fighters lost.

A battle takes no --dice: its first initiative roll is made when the battle
is set up, from the seed, before any action, and the computer players choose
every action, so dice rolled at the table could not drive it in order.`,
		Example: `  broadside battle examples/spacefleet/destroyer-skirmish.yaml --seed 1
  broadside battle examples/spacefleet/fleet-action.yaml --seed 1 --record game.json
  broadside battle examples/spacefleet/fleet-action.yaml --trials 1000 --seed 7 --json
  broadside battle examples/fullthrust/battle-cruiser-action.yaml --seed 1
  broadside battle examples/fullthrust/battle-fleet-action.yaml --trials 200 --seed 1`,
		Args: cobra.ExactArgs(1),
	}
	random := addSeedFlag(cmd)
	shards := addShardFlags(cmd)
	fl := cmd.Flags()
	fl.IntVar(&trials, "trials", 0, "fight the battle this many times and report the odds")
	fl.IntVar(&workers, "workers", 0, "goroutines for --trials (0: one per core); the result does not depend on it")
	fl.StringVar(&record, "record", "", "write the game's record to this file (single battle only)")
	fl.StringVar(&players, "players", "tactical", "computer players, one per side or one for all, comma-separated: tactical or random")
	addJSONFlag(cmd, &asJSON)
	cmd.RunE = func(cmd *cobra.Command, args []string) error {
		r, err := random.randomness()
		if err != nil {
			return err
		}
		if trials < 0 || workers < 0 {
			return &usageError{err: fmt.Errorf("--trials and --workers cannot be negative")}
		}
		if trials > 0 && record != "" {
			return &usageError{err: fmt.Errorf("--record records one battle; it cannot be used with --trials")}
		}
		data, err := readSetupFile(args[0])
		if err != nil {
			return err
		}
		if scenario.BattleRules(args[0], data) == "fullthrust" {
			return runFTBattle(cmd, shards, args[0], data, players, r, record, trials, workers, asJSON)
		}
		sc, err := scenario.DecodeSpaceFleet(args[0], data)
		if err != nil {
			return notABattle(args[0], data, err)
		}
		kinds, err := sfPlayerKinds(players, len(sc.Setup.Sides))
		if err != nil {
			return badFlag("players", err)
		}
		if s, ok, err := shards.shard(); err != nil || ok {
			if err == nil && trials == 0 {
				err = &usageError{err: fmt.Errorf("--shard splits a run of --trials")}
			}
			if err == nil {
				err = needSeed(r)
			}
			if err != nil {
				return err
			}
			return shardSFTrials(cmd, shards, s, args[0], data, sc, kinds, r.Seed, trials, workers)
		}
		out := cmd.OutOrStdout()
		if !asJSON {
			if err := r.Announce(out); err != nil {
				return err
			}
		}
		if trials > 0 {
			return runSFTrials(cmd.Context(), cmd.ErrOrStderr(), out, sc, kinds, r.Seed, trials, workers, asJSON)
		}
		return runSFBattle(out, sc, kinds, r.Seed, record, asJSON)
	}
	return cmd
}

// sfPlayerKinds reads --players.
func sfPlayerKinds(text string, sides int) ([]string, error) {
	kinds, err := sfagent.ParseKinds(text, sides)
	if err != nil {
		return nil, errors.New(strings.TrimPrefix(err.Error(), "agent: "))
	}
	return kinds, nil
}

// runSFBattle fights one battle and prints its log and report.
func runSFBattle(w io.Writer, sc scenario.SpaceFleet, kinds []string, seed rng.Seed, record string, asJSON bool) error {
	m, err := spacefleet.Start(sc.Setup, sc.Options, seed)
	if err != nil {
		return err
	}
	var log sfLog
	if err := agent.PlayMatch(m, sfagent.Players(kinds, seed), log.add); err != nil {
		return err
	}
	if record != "" {
		if err := writeRecord(record, m.Record()); err != nil {
			return err
		}
	}
	rep := sfReportOf(m.State().(*spacefleet.State), seed, len(m.Record().Steps))
	rep.Players = kinds
	if asJSON {
		rep.Log = log.lines
		return writeJSON(w, rep)
	}
	if err := log.write(w); err != nil {
		return err
	}
	return rep.write(w)
}

// runSFTrials fights the battle many times and prints the odds.
func runSFTrials(ctx context.Context, stderr, w io.Writer, sc scenario.SpaceFleet, kinds []string, seed rng.Seed, trials, workers int, asJSON bool) error {
	start, err := spacefleet.New(sc.Setup, sc.Options, seed)
	if err != nil {
		return err
	}
	bar := newProgress(stderr, int64(trials), "battles")
	odds, err := lab.Battles(ctx, sim.Config{Trials: trials, Workers: workers, Seed: seed, Progress: func(done, total int) {
		bar.Report(int64(done), int64(total))
	}}, start, kinds)
	bar.Finish()
	if err != nil {
		return err
	}
	return writeResult(w, asJSON, odds, func(w io.Writer) error { return writeSFTrials(w, odds) })
}

// sfLog collects a battle's events as text lines.
type sfLog struct {
	lines []string
}

// add records an event; a new turn starts a header line.
func (l *sfLog) add(e game.Event) {
	if e.Kind == "turn" {
		l.lines = append(l.lines, fmt.Sprintf("Turn %d", e.Turn))
		return
	}
	if len(l.lines) == 0 {
		l.lines = append(l.lines, "Turn 1")
	}
	line := fmt.Sprintf("  %-10s %s", e.Kind, e.Text)
	if e.Only != 0 {
		line += fmt.Sprintf(" (seen only by %s)", e.Only)
	}
	l.lines = append(l.lines, line)
}

// write prints the log.
func (l *sfLog) write(w io.Writer) error {
	for _, line := range l.lines {
		if strings.HasPrefix(line, "Turn ") && line != l.lines[0] {
			if _, err := io.WriteString(w, "\n"); err != nil {
				return err
			}
		}
		if _, err := io.WriteString(w, line+"\n"); err != nil {
			return err
		}
	}
	return nil
}

// writeSFTrials prints the odds of a run.
func writeSFTrials(w io.Writer, r lab.BattleOdds) error {
	if _, err := fmt.Fprintf(w, "%s: %d battles, %s players, seed %s\n\n", r.Name, r.Trials, strings.Join(r.Players, " v "), r.Seed); err != nil {
		return err
	}
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "side\tP(win)\tships lost\tpoints lost")
	for _, s := range r.Sides {
		fmt.Fprintf(tw, "%s\t%s\t%s of %d\t%s of %g\n", s.Name, s.Win, s.ShipsLost, s.Ships, s.PointsLost, s.Points)
	}
	fmt.Fprintf(tw, "draw\t%s\t\t\n", r.Draw)
	if err := tw.Flush(); err != nil {
		return err
	}
	_, err := fmt.Fprintf(w, "\nturns fought: %s\n", r.Turns)
	return err
}
