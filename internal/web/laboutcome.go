package web

import (
	"context"
	"fmt"
	"strings"

	"github.com/broadside/broadside/lab"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/spacefleet"
	"github.com/broadside/broadside/sim"
)

// labOutcome is a finished lab run of any ruleset, laid out for the result
// template, the charts and the JSON API alike. It is a value: the cache
// hands the same outcome to several requests at once, which only read it.
type labOutcome struct {
	Kind         labKind
	Name         string   // the scenario's name
	Seed         rng.Seed // the run's root seed
	Trials       int      // trials fought
	Unit         string   // what a trial is: "battles", "duels" or "engagements"
	Players      string   // a battle's computer players, such as "tactical v random"; "" for duels and engagements
	Limit        string   // the turn or round limit, such as "turn limit 10"; "" when the scenario gives none
	LengthLabel  string   // "turns" or "rounds"
	Length       sim.Estimate
	DrawLabel    string // "draw" or "no winner"
	Draw         sim.Estimate
	SideColumns  []string // the side table's headings after the side and P(win)
	Sides        []labSideRow
	PieceCaption string   // the per-ship or per-model table's caption, "Ships" or "Models"; "" for none
	PieceNote    string   // what that table's columns mean
	PieceColumns []string // its headings after the name
	Pieces       []labRow
	Result       sim.Result // every metric with its histogram
	json         any        // the API's answer, as the command line's --json gives it
	losses       []labLoss  // the per-side histogram of the kind's third chart
}

// labSideRow is one side's line of the result's table.
type labSideRow struct {
	Name  string
	Win   sim.Estimate
	Cells []string // one per SideColumns
}

// labRow is one ship's or model's line of the result's second table.
type labRow struct {
	Name  string
	Cells []string // one per PieceColumns
}

// labLoss is a per-side metric counting pieces, 0 to Most, that a chart
// draws as a histogram for each side: ships lost, models able to fight.
type labLoss struct {
	Side, Metric string
	Most         int
}

// fightLab fights scenario sc with the trials and seed of cfg and lays out
// the outcome. kinds are the computer players of a Space Fleet or Full
// Thrust battle, one per side; the other rulesets ignore them. Cancelling ctx stops the run
// with ctx's error.
func fightLab(ctx context.Context, cfg sim.Config, sc labScenario, kinds []string) (labOutcome, error) {
	switch sc.Kind {
	case labFTBattle:
		return fightFTBattles(ctx, cfg, sc, kinds)
	case labFTDuel:
		o, err := lab.Duels(ctx, cfg, sc.ft)
		if err != nil {
			return labOutcome{}, err
		}
		return duelOutcome(o), nil
	case labJovian:
		o, err := lab.Engagements(ctx, cfg, sc.jv)
		if err != nil {
			return labOutcome{}, err
		}
		return engagementOutcome(o), nil
	}
	start, err := spacefleet.New(sc.sf.sf.Setup, sc.sf.sf.Options, cfg.Seed)
	if err != nil {
		return labOutcome{}, err
	}
	o, err := lab.Battles(ctx, cfg, start, kinds)
	if err != nil {
		return labOutcome{}, err
	}
	return battleOutcome(o), nil
}

// battleOutcome lays out Space Fleet battles as the lab always showed them.
func battleOutcome(o lab.BattleOdds) labOutcome {
	out := labOutcome{Kind: labSpaceFleet, Name: o.Name, Seed: o.Seed, Trials: o.Trials, Unit: "battles",
		Players: strings.Join(o.Players, " v "), LengthLabel: "turns", Length: o.Turns, DrawLabel: "draw", Draw: o.Draw,
		SideColumns: []string{"ships lost", "points lost"}, Result: o.Result, json: newLabJSON(o)}
	for i, s := range o.Sides {
		out.Sides = append(out.Sides, labSideRow{Name: s.Name, Win: s.Win, Cells: []string{
			fmt.Sprintf("%s of %d", s.ShipsLost, s.Ships), fmt.Sprintf("%s of %v", s.PointsLost, s.Points)}})
		out.losses = append(out.losses, labLoss{Side: s.Name, Metric: fmt.Sprintf("ships_lost:%d", i), Most: s.Ships})
	}
	return out
}

// duelOutcome lays out Full Thrust duels: each ship's damage, drive
// failures, destruction and special manoeuvres.
func duelOutcome(o lab.DuelOdds) labOutcome {
	out := labOutcome{Kind: labFTDuel, Name: o.Name, Seed: o.Seed, Trials: o.Trials, Unit: "duels",
		Limit: fmt.Sprintf("turn limit %d", o.TurnLimit), LengthLabel: "turns", Length: o.Turns, DrawLabel: "draw", Draw: o.Draw,
		PieceCaption: "Ships",
		PieceNote:    "Each ship with the doctrine its computer player follows: the mean damage points it dealt and took, the mean hits its own manoeuvres did to its drive, the chance it is destroyed, and the mean Grav Backfires and Short-Range Jumps it made in a duel.",
		PieceColumns: []string{"side", "doctrine", "damage dealt", "damage taken", "drive failures", "P(destroyed)", "backfires", "jumps"},
		Result:       o.Result, json: o.Report(nil)}
	for _, s := range o.Sides {
		out.Sides = append(out.Sides, labSideRow{Name: s.Name, Win: s.Win})
	}
	for _, s := range o.Ships {
		out.Pieces = append(out.Pieces, labRow{Name: s.Name, Cells: []string{s.Side, s.Doctrine,
			s.Dealt.String(), s.Taken.String(), s.Drive.String(), s.Destroyed.String(), s.Backfires.String(), s.Jumps.String()}})
	}
	return out
}

// engagementOutcome lays out Jovian engagements: each side's models able
// to fight and not destroyed, and each model's chance to come through.
func engagementOutcome(o lab.EngagementOdds) labOutcome {
	out := labOutcome{Kind: labJovian, Name: o.Name, Seed: o.Seed, Trials: o.Trials, Unit: "engagements",
		Limit: fmt.Sprintf("round limit %d", o.RoundLimit), LengthLabel: "rounds", Length: o.Rounds.Estimate(),
		DrawLabel: "no winner", Draw: o.NoWinner,
		SideColumns:  []string{"models able to fight", "models not destroyed"},
		PieceCaption: "Models",
		PieceNote:    "Each model's chance not to be destroyed by the end; a crippled model counts as not destroyed.",
		PieceColumns: []string{"side", "survives"},
		Result:       o.Result, json: o.Report(nil)}
	for i, s := range o.Sides {
		n := len(s.Units)
		out.Sides = append(out.Sides, labSideRow{Name: s.Name, Win: s.Win, Cells: []string{
			fmt.Sprintf("%s of %d", s.Active, n), fmt.Sprintf("%s of %d", s.Alive, n)}})
		out.losses = append(out.losses, labLoss{Side: s.Name, Metric: fmt.Sprintf("active:%d", i), Most: n})
		for _, u := range s.Units {
			out.Pieces = append(out.Pieces, labRow{Name: u.Name, Cells: []string{s.Name, u.Survives.String()}})
		}
	}
	return out
}
