package cli

import (
	"fmt"
	"io"
	"text/tabwriter"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/spacefleet"
	"github.com/spf13/cobra"
)

// newReplayCmd is "replay RECORD": a saved game played back with its log.
func newReplayCmd() *cobra.Command {
	var (
		asJSON bool
		as     int
	)
	cmd := &cobra.Command{
		Use:   "replay RECORD",
		Short: "Play back a game record and print its log and final report",
		Long: `Replay the game record in RECORD (JSON, as written by 'broadside battle
--record' or saved by the web app; Space Fleet or Full Thrust): every action is applied again with the
record's seed, or with the dice rolled at the table where the record holds them,
and the log and the final report are printed. A record made under another
version of the rules is refused.

--as N shows the log as player N (counting from 1) saw it, without the events
hidden from that player.`,
		Example: `  broadside replay game.json
  broadside replay game.json --as 2 --json`,
		Args: cobra.ExactArgs(1),
	}
	cmd.Flags().IntVar(&as, "as", 0, "show only what player N (from 1) saw; 0 shows everything")
	addJSONFlag(cmd, &asJSON)
	cmd.RunE = func(cmd *cobra.Command, args []string) error {
		data, err := readRecordFile(args[0])
		if err != nil {
			return err
		}
		rec, err := game.ParseRecord(data)
		if err != nil {
			return fmt.Errorf("%s: %w", args[0], err)
		}
		if rec.Rules == (battle.Rules{}).Name() {
			return replayFTBattle(cmd.OutOrStdout(), args[0], rec, as, asJSON)
		}
		if rec.Rules != (spacefleet.Rules{}).Name() {
			return fmt.Errorf("%s: a record of %q; replay knows spacefleet and fullthrust", args[0], rec.Rules)
		}
		var log sfLog
		m, err := game.Replay(spacefleet.Rules{}, rec, seenBy(as, log.add))
		if err != nil {
			return fmt.Errorf("%s: %w", args[0], err)
		}
		if err := checkAs(as, m.State().Players()); err != nil {
			return err
		}
		rep := sfReportOf(m.State().(*spacefleet.State), rec.Seed, len(rec.Steps))
		out := cmd.OutOrStdout()
		if asJSON {
			rep.Log = log.lines
			return writeJSON(out, rep)
		}
		if err := log.write(out); err != nil {
			return err
		}
		return rep.write(out)
	}
	return cmd
}

// sfReportJSON is the final report of one battle, in the JSON output of
// "battle" and "replay".
type sfReportJSON struct {
	Name    string         `json:"name"`
	Seed    rng.Seed       `json:"seed"`
	Players []string       `json:"players,omitempty"`
	Actions int            `json:"actions"`
	Turns   int            `json:"turns"`
	Over    bool           `json:"over"`
	Winner  string         `json:"winner"` // a side's name, "draw", or "" while the game runs
	Reason  string         `json:"reason,omitempty"`
	Sides   []sfSideReport `json:"sides"`
	Log     []string       `json:"log,omitempty"`
}

// sfSideReport is one side at the end of a battle.
type sfSideReport struct {
	Name        string  `json:"name"`
	Ships       int     `json:"ships"`
	Active      int     `json:"active"`
	Destroyed   int     `json:"destroyed"`
	Surrendered int     `json:"surrendered"`
	Withdrawn   int     `json:"withdrawn"`
	PointsLost  float64 `json:"points_lost"`
	Score       float64 `json:"score"` // victory points, in campaign points
}

// sfReportOf reports on a battle's state.
func sfReportOf(st *spacefleet.State, seed rng.Seed, actions int) sfReportJSON {
	o := st.Outcome()
	rep := sfReportJSON{Name: st.Setup().Name, Seed: seed, Actions: actions, Turns: st.Turn(), Over: o.Over, Reason: o.Reason}
	for side, s := range st.Setup().Sides {
		sr := sfSideReport{Name: s.Name, Score: float64(o.Scores[side]) / 8}
		for i := range st.NumShips() {
			if st.Side(i) != side {
				continue
			}
			sr.Ships++
			switch st.Status(i) {
			case spacefleet.Active:
				sr.Active++
				continue
			case spacefleet.Destroyed:
				sr.Destroyed++
			case spacefleet.Surrendered:
				sr.Surrendered++
			case spacefleet.Withdrawn:
				sr.Withdrawn++
			}
			sr.PointsLost += st.Cost(i).Float()
		}
		rep.Sides = append(rep.Sides, sr)
	}
	switch {
	case !o.Over:
	case o.Draw():
		rep.Winner = "draw"
	default:
		rep.Winner = st.Setup().Sides[o.Winners.First()].Name
	}
	return rep
}

// write prints the report.
func (r sfReportJSON) write(w io.Writer) error {
	result := "the battle is not over"
	switch {
	case r.Winner == "draw":
		result = "a draw (" + r.Reason + ")"
	case r.Winner != "":
		result = r.Winner + " wins (" + r.Reason + ")"
	}
	if _, err := fmt.Fprintf(w, "\n%s: %s after %d turns, %d actions, seed %s\n\n", r.Name, result, r.Turns, r.Actions, r.Seed); err != nil {
		return err
	}
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "side\tships\tactive\tdestroyed\tsurrendered\twithdrawn\tpoints lost\tscore")
	for _, s := range r.Sides {
		fmt.Fprintf(tw, "%s\t%d\t%d\t%d\t%d\t%d\t%g\t%g\n", s.Name, s.Ships, s.Active, s.Destroyed, s.Surrendered, s.Withdrawn, s.PointsLost, s.Score)
	}
	return tw.Flush()
}

// checkAs refuses --as N for a player the replayed battle, of players
// players, does not have: it counts from 1, and 0 shows everything.
func checkAs(as, players int) error {
	if as < 0 || as > players {
		return badFlag("as", fmt.Errorf("the battle has %d players; give 1 to %d, or 0 for everything", players, players))
	}
	return nil
}
