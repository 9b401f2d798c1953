package lab

import (
	"context"
	"fmt"

	ftagent "github.com/broadside/broadside/agent/fullthrust"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/scenario"
	"github.com/broadside/broadside/sim"
)

// DuelOdds is what many Full Thrust duels fought by computer players came
// to. Every estimate carries a 95% interval. Its JSON is that of "broadside
// ft duel --json" and the web lab's API, without the log ([DuelReport]).
type DuelOdds struct {
	// Name is the duel file's name.
	Name string `json:"name"`
	// Seed is the root seed of the run: duel i drew from
	// Seed.Derive("trial", i).
	Seed rng.Seed `json:"seed"`
	// Trials is the number of duels fought: the number asked for, or fewer
	// when the run was cancelled.
	Trials int `json:"trials"`
	// TurnLimit is the most turns a duel lasts, 1 or more.
	TurnLimit int `json:"turn_limit"`
	// Sides are the two sides, in order, with each one's chance to win.
	Sides []DuelSide `json:"sides"`
	// Draw is the chance that neither side won: both were put out in the
	// same turn or the turn limit came first.
	Draw sim.Estimate `json:"draw"`
	// Turns is the mean number of turns fought.
	Turns sim.Estimate `json:"turns"`
	// Ships are the duellists in the file's order.
	Ships []DuelShip `json:"ships"`
	// Result holds every metric with its histogram, named as
	// [ftagent.Duel.Metrics] names them. It is left out of the JSON.
	Result sim.Result `json:"-"`
}

// DuelSide is one side of a duel and its chance to win.
type DuelSide struct {
	Name string       `json:"name"`
	Win  sim.Estimate `json:"win"`
}

// DuelShip is what one duellist did, on average over the duels.
type DuelShip struct {
	Name string `json:"name"`
	Side string `json:"side"` // the side's name
	// Doctrine is what its computer player may do beyond the standard
	// limits, as [ftagent.Doctrine.String] prints it: "ET, HA, EM 2" or
	// "standard limits".
	Doctrine string `json:"doctrine"`
	// Dealt and Taken are the mean damage points it dealt and took.
	Dealt sim.Estimate `json:"damage_dealt"`
	Taken sim.Estimate `json:"damage_taken"`
	// Drive is the mean hits its own manoeuvres did to its main drive.
	Drive sim.Estimate `json:"drive_failures"`
	// Destroyed is the chance that it was destroyed.
	Destroyed sim.Estimate `json:"destroyed"`
	// Backfires and Jumps are the mean Grav Backfires and Short-Range
	// Jumps it made in a duel.
	Backfires sim.Estimate `json:"backfires"`
	Jumps     sim.Estimate `json:"jumps"`
}

// Duels fights duel d cfg.Trials times, each duel with the dice of
// cfg.Seed.Derive("trial", i) and its own computer players, and summarises
// them. The result does not depend on cfg.Workers.
//
// It returns an error wrapping [ftagent.ErrDuel] for a duel that cannot
// be fought, an error for an invalid cfg, and, when ctx ends first, what
// the finished duels came to with ctx's error.
func Duels(ctx context.Context, cfg sim.Config, d scenario.FTDuel) (DuelOdds, error) {
	duel := d.Duel
	if err := duel.Validate(); err != nil {
		return DuelOdds{}, fmt.Errorf("lab: duel %q: %w", d.Name, err)
	}
	// The planners of every worker share one store of reach tables for
	// the run, as FTBattles's do: each table is built once, not once per
	// worker, and the store is dropped with the run.
	tables := ftagent.NewTables(0)
	res, runErr := sim.Run(ctx, cfg, duel.Metrics(), func() sim.Trial { return sim.Trial(duel.SharedTrial(tables)) })
	if res.Metrics == nil {
		return DuelOdds{}, runErr
	}
	metric := func(name string) sim.Estimate {
		m, _ := res.Metric(name)
		return m.Estimate()
	}
	turns := duel.Turns
	if turns == 0 {
		turns = ftagent.DefaultDuelTurns
	}
	out := DuelOdds{Name: d.Name, Seed: cfg.Seed, Trials: res.Trials, TurnLimit: turns,
		Draw: metric("draw"), Turns: metric("turns").Within(0, float64(turns)), Result: res}
	for i := range 2 {
		out.Sides = append(out.Sides, DuelSide{Name: duel.SideName(i), Win: metric("win:" + duel.SideName(i))})
	}
	for _, s := range duel.Ships {
		n := s.Ship.Name
		out.Ships = append(out.Ships, DuelShip{Name: n, Side: duel.SideName(s.Side), Doctrine: s.Doctrine.String(),
			Dealt: metric("dealt:" + n), Taken: metric("taken:" + n), Drive: metric("drive:" + n),
			Destroyed: metric("destroyed:" + n), Backfires: metric("backfires:" + n), Jumps: metric("jumps:" + n)})
	}
	return out, runErr
}
