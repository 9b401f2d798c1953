package cli

import (
	"fmt"
	"io"

	"github.com/broadside/broadside/agent"
	ftagent "github.com/broadside/broadside/agent/fullthrust"
	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/lab"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/scenario"
	"github.com/broadside/broadside/sim"
	"github.com/spf13/cobra"
)

// runFTBattle fights one Full Thrust battle and prints its log and report.
func runFTBattle(cmd *cobra.Command, shards *shardFlags, name string, data []byte, players string, r randomness, record string, trials, workers int, asJSON bool) error {
	w, seed := cmd.OutOrStdout(), r.Seed
	b, err := scenario.DecodeFTBattle(name, data)
	if err != nil {
		return notABattle(name, data, err)
	}
	kinds, err := sfPlayerKinds(players, len(b.Setup.Sides))
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
		return shardFTTrials(cmd, shards, s, name, data, b.Setup, kinds, seed, trials, workers)
	}
	if trials > 0 {
		if !asJSON {
			if err := r.Announce(w); err != nil {
				return err
			}
		}
		bar := newProgress(cmd.ErrOrStderr(), int64(trials), "battles")
		odds, err := lab.FTBattles(cmd.Context(), sim.Config{Trials: trials, Workers: workers, Seed: seed, Progress: func(done, total int) {
			bar.Report(int64(done), int64(total))
		}}, b.Setup, kinds)
		bar.Finish()
		if err != nil {
			return err
		}
		return writeResult(w, asJSON, odds, func(w io.Writer) error { return writeFTTrials(w, odds) })
	}
	setup, err := battle.MarshalSetup(b.Setup)
	if err != nil {
		return err
	}
	m, err := game.Start(battle.Rules{}, nil, setup, seed)
	if err != nil {
		return err
	}
	if !asJSON {
		if err := r.Announce(w); err != nil {
			return err
		}
	}
	var log ftLog
	if err := agent.PlayMatch(m, ftagent.BattlePlayers(kinds, seed), log.add); err != nil {
		return err
	}
	if record != "" {
		if err := writeRecord(record, m.Record()); err != nil {
			return err
		}
	}
	rep := ftReportOf(m, b.Setup.Name, seed)
	rep.Players = kinds
	return rep.print(w, log, asJSON)
}

// replayFTBattle plays back a Full Thrust battle's record, as player as
// (from 1) saw it when as is above 0.
func replayFTBattle(w io.Writer, file string, rec game.Record, as int, asJSON bool) error {
	var log ftLog
	m, err := game.Replay(battle.Rules{}, rec, seenBy(as, log.add))
	if err != nil {
		return fmt.Errorf("%s: %w", file, err)
	}
	if err := checkAs(as, m.State().Players()); err != nil {
		return err
	}
	setup, err := battle.UnmarshalSetup(rec.Setup) // read once by Replay
	if err != nil {
		return fmt.Errorf("%s: %w", file, err)
	}
	return ftReportOf(m, setup.Name, rec.Seed).print(w, log, asJSON)
}

// ftLog collects a battle's events as text lines, with a header for each
// turn.
type ftLog struct {
	lines []string
	turn  int
}

// add records an event.
func (l *ftLog) add(e game.Event) {
	if e.Turn != l.turn {
		if l.turn != 0 {
			l.lines = append(l.lines, "")
		}
		l.turn = e.Turn
		l.lines = append(l.lines, fmt.Sprintf("Turn %d", e.Turn))
	}
	line := fmt.Sprintf("  %-9s %s", e.Kind, e.Text)
	if len(e.Dice) > 0 {
		line += fmt.Sprintf(" %v", e.Dice)
	}
	l.lines = append(l.lines, line)
}

// ftReportJSON is the final report of a Full Thrust battle.
type ftReportJSON struct {
	Name    string         `json:"name"`
	Seed    rng.Seed       `json:"seed"`
	Players []string       `json:"players,omitempty"`
	Orders  int            `json:"orders"` // submissions of written orders
	Turns   int            `json:"turns"`
	Over    bool           `json:"over"`
	Winner  string         `json:"winner"` // a side's name, "draw", or "" while the battle goes on
	Reason  string         `json:"reason,omitempty"`
	Sides   []ftSideReport `json:"sides"`
	Log     []string       `json:"log,omitempty"`
}

// ftSideReport is one side at the end of a battle.
type ftSideReport struct {
	Name      string `json:"name"`
	Ships     int    `json:"ships"`
	InBattle  int    `json:"in_battle"`
	Destroyed int    `json:"destroyed"`
	Gone      int    `json:"gone"`
	Score     int    `json:"score"` // points scored: enemy ships destroyed, and driven off under driven-off: half (W8)
}

// ftReportOf reports on a match of the battle named name.
func ftReportOf(m *game.Match, name string, seed rng.Seed) ftReportJSON {
	st := m.State().(*battle.State)
	o := st.Outcome()
	v := st.View(game.Spectator).(battle.View)
	rep := ftReportJSON{Name: name, Seed: seed, Orders: m.Version(), Turns: min(st.Turn(), v.Turns), Over: o.Over, Reason: o.Reason}
	if o.Over {
		rep.Winner = "draw"
		if o.Winners != 0 {
			rep.Winner = v.Sides[o.Winners.First()]
		}
	}
	for p, name := range v.Sides {
		sr := ftSideReport{Name: name}
		if p < len(o.Scores) {
			sr.Score = o.Scores[p]
		}
		for _, s := range st.View(game.Player(p)).(battle.View).Ships {
			if s.Side != p {
				continue
			}
			sr.Ships++
			switch s.Status {
			case "in battle":
				sr.InBattle++
			case "destroyed":
				sr.Destroyed++
			case "gone":
				sr.Gone++
			}
		}
		rep.Sides = append(rep.Sides, sr)
	}
	return rep
}

// print writes the log and the report, or both as JSON.
func (r ftReportJSON) print(w io.Writer, log ftLog, asJSON bool) error {
	if asJSON {
		r.Log = log.lines
		return writeJSON(w, r)
	}
	for _, line := range log.lines {
		if _, err := io.WriteString(w, line+"\n"); err != nil {
			return err
		}
	}
	result := fmt.Sprintf("%s (%s) after %d turns, %d orders", r.Winner, r.Reason, r.Turns, r.Orders)
	if !r.Over { // a record that stops before the end
		result = fmt.Sprintf("not over; the record stops on turn %d, after %d orders", r.Turns, r.Orders)
	}
	if _, err := fmt.Fprintf(w, "\nResult: %s\n", result); err != nil {
		return err
	}
	for _, s := range r.Sides {
		if _, err := fmt.Fprintf(w, "  %s: %d ships, %d in battle, %d destroyed, %d gone; %d points scored\n",
			s.Name, s.Ships, s.InBattle, s.Destroyed, s.Gone, s.Score); err != nil {
			return err
		}
	}
	return nil
}
