package lab

import (
	"context"
	"fmt"

	"github.com/broadside/broadside/agent"
	sfagent "github.com/broadside/broadside/agent/spacefleet"
	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/spacefleet"
	"github.com/broadside/broadside/sim"
)

// BattleOdds is what many Space Fleet battles from one start came to. Its
// JSON is that of "broadside battle --trials N --json" and the web lab's
// API.
type BattleOdds struct {
	Name    string       `json:"name"`    // the scenario's name
	Seed    rng.Seed     `json:"seed"`    // the root seed of the trials
	Trials  int          `json:"trials"`  // battles fought; fewer than asked when cancelled
	Players []string     `json:"players"` // the kind of computer player of each side
	Sides   []SideOdds   `json:"sides"`   // one per side, in the setup's order
	Draw    sim.Estimate `json:"draw"`    // the chance of a draw
	Turns   sim.Estimate `json:"turns"`   // the turns a battle lasts
	// Result holds every metric with its histogram, named as [Battles]
	// says; it is left out of the JSON.
	Result sim.Result `json:"-"`
}

// SideOdds is one side's results over the battles. Points are campaign
// points (not eighths).
type SideOdds struct {
	Name       string       `json:"name"`
	Ships      int          `json:"ships"`       // ships the side starts with
	Points     float64      `json:"points"`      // their campaign cost
	Win        sim.Estimate `json:"win"`         // the chance the side wins
	ShipsLost  sim.Estimate `json:"ships_lost"`  // ships lost per battle
	PointsLost sim.Estimate `json:"points_lost"` // campaign points lost per battle
	// Spent is the fighters and missiles the side spends per battle: Full
	// Thrust battles only ([FTBattles]); nil and left out of the JSON for
	// Space Fleet.
	Spent *SpentOdds `json:"spent,omitempty"`
}

// Battles fights the battle start cfg.Trials times with the computer
// players kinds (one per side), trial i from the stream
// cfg.Seed.Derive("trial", i), and summarises the outcome. The metrics of
// Result are "draw", "turns" and, for each side s, "win:s", "ships_lost:s"
// and "points_lost:s" (in eighths of a point). The result does not depend
// on cfg.Workers; cfg.Progress is told of the trials done. start is not
// changed. It returns the context's error, with the battles finished so
// far, when ctx ends first.
func Battles(ctx context.Context, cfg sim.Config, start *spacefleet.State, kinds []string) (BattleOdds, error) {
	sides := len(start.Setup().Sides)
	if len(kinds) != sides {
		return BattleOdds{}, fmt.Errorf("lab: %d players for %d sides", len(kinds), sides)
	}
	metrics := []string{"draw", "turns"}
	for i := range sides {
		metrics = append(metrics, fmt.Sprintf("win:%d", i), fmt.Sprintf("ships_lost:%d", i), fmt.Sprintf("points_lost:%d", i))
	}
	res, err := sim.Run(ctx, cfg, metrics, func() sim.Trial {
		st := start.Copy()
		return func(s *rng.Stream, out []int64) {
			battleSeed := rng.Seed(s.Uint64())
			start.CopyInto(st)
			if _, err := agent.Play(st, sfagent.Players(kinds, battleSeed), battleSeed, nil); err != nil {
				// The ruleset lists a legal action whenever it waits for a
				// player; anything else is a bug.
				panic(err)
			}
			o := st.Outcome()
			if o.Draw() {
				out[0] = 1
			}
			out[1] = int64(st.Turn())
			for side := range sides {
				if o.Winners.Has(game.Player(side)) {
					out[2+3*side] = 1
				}
				var ships, points int64
				for i := range st.NumShips() {
					if st.Side(i) == side && !st.Active(i) {
						ships++
						points += int64(st.Cost(i))
					}
				}
				out[3+3*side] = ships
				out[4+3*side] = points
			}
		}
	})
	odds := battleOdds(res, start, kinds)
	return odds, err
}

// battleOdds summarises a run.
func battleOdds(res sim.Result, start *spacefleet.State, kinds []string) BattleOdds {
	get := func(name string, div float64) sim.Estimate {
		s, _ := res.Metric(name)
		e := s.Estimate()
		e.Value, e.Low, e.High = e.Value/div, e.Low/div, e.High/div
		return e
	}
	limit := start.Setup().Turns
	if limit == 0 {
		limit = spacefleet.DefaultTurns
	}
	o := BattleOdds{Name: start.Setup().Name, Seed: res.Seed, Trials: res.Trials, Players: kinds,
		Draw: get("draw", 1), Turns: get("turns", 1).Within(0, float64(limit)), Result: res}
	for side, s := range start.Setup().Sides {
		so := SideOdds{Name: s.Name}
		for i := range start.NumShips() {
			if start.Side(i) == side {
				so.Ships++
				so.Points += start.Cost(i).Float()
			}
		}
		so.Win = get(fmt.Sprintf("win:%d", side), 1)
		so.ShipsLost = get(fmt.Sprintf("ships_lost:%d", side), 1).Within(0, float64(so.Ships))
		so.PointsLost = get(fmt.Sprintf("points_lost:%d", side), 8).Within(0, so.Points)
		o.Sides = append(o.Sides, so)
	}
	return o
}
