package lab

import (
	"context"
	"fmt"
	"math"
	"slices"

	"github.com/broadside/broadside/agent"
	ftagent "github.com/broadside/broadside/agent/fullthrust"
	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/sim"
)

// FTBattles fights the Full Thrust battle setup cfg.Trials times with the
// computer players kinds (one per side, as agent/fullthrust.BattlePlayers
// reads them), trial i from the stream cfg.Seed.Derive("trial", i), and
// summarises the outcome as [Battles] does: each side's chance to win, the
// ships it lost (destroyed or driven off) and their points (the fleet
// book's points, or the mass where none are given), the chance of a draw
// and the turns fought, and each side's fighters and missiles spent
// ([SideOdds.Spent], read from [battle.State.Spent]). The metrics of Result
// are "draw", "turns" and, for each side s, "win:s", "ships_lost:s",
// "points_lost:s", then the spent counts "salvos:s", "heavy_missiles:s",
// "plasma_bolts:s", "groups_launched:s", "groups_lost:s" and
// "fighters_lost:s" (all per battle). The result does not depend on
// cfg.Workers; with cfg.Base and no trials it summarises merged shards. It
// returns the context's error, with the battles finished so far, when ctx
// ends first.
func FTBattles(ctx context.Context, cfg sim.Config, setup battle.Setup, kinds []string) (BattleOdds, error) {
	sides := len(setup.Sides)
	if len(kinds) != sides {
		return BattleOdds{}, fmt.Errorf("lab: %d players for %d sides", len(kinds), sides)
	}
	js, err := battle.MarshalSetup(setup)
	if err != nil {
		return BattleOdds{}, err
	}
	// The setup is read and checked once; every battle starts from it.
	start, err := (battle.Rules{}).Prepare(nil, js)
	if err != nil {
		return BattleOdds{}, err
	}
	worth := make([]int64, len(setup.Ships))
	for i, sh := range setup.Ships {
		worth[i] = int64(sh.Points)
		if worth[i] == 0 {
			worth[i] = int64(sh.Sheet.Mass)
		}
	}
	metrics := []string{"draw", "turns"}
	for i := range sides {
		metrics = append(metrics, fmt.Sprintf("win:%d", i), fmt.Sprintf("ships_lost:%d", i), fmt.Sprintf("points_lost:%d", i))
	}
	spentAt := len(metrics)
	for i := range sides {
		for _, m := range spentMetrics {
			metrics = append(metrics, fmt.Sprintf("%s:%d", m, i))
		}
	}
	// The tactical players of every worker share one store of reach
	// tables for the run, so that each table is built once, not once per
	// worker and side; it is dropped with the run.
	tables := ftagent.NewTables(0)
	res, err := sim.Run(ctx, cfg, metrics, func() sim.Trial {
		// Each worker keeps its tactical players, whose planners keep
		// reachability tables across battles; the random players are made
		// afresh for each battle, exactly as BattlePlayers makes them.
		// A battle's ships are read into the worker's buffer.
		keep := ftagent.BattlePlayers(kinds, 0)
		for _, a := range keep {
			if b, ok := a.(*ftagent.BattlePlayer); ok {
				b.Share(tables)
			}
		}
		players := make([]agent.Agent, sides)
		copy(players, keep)
		random := slices.Contains(kinds, "random")
		var ships battle.ShipBuffer
		return func(s *rng.Stream, out []int64) {
			seed := rng.Seed(s.Uint64())
			st := start.New()
			if random {
				fresh := ftagent.BattlePlayers(kinds, seed)
				for p, k := range kinds {
					if k == "random" {
						players[p] = fresh[p]
					}
				}
			}
			if _, err := agent.Play(st, players, seed, nil); err != nil {
				// The computer players write only orders the rules accept.
				panic(err)
			}
			o := st.Outcome()
			clear(out)
			if o.Draw() {
				out[0] = 1
			}
			out[1] = int64(st.Turn())
			for side := range sides {
				if o.Winners.Has(game.Player(side)) {
					out[2+3*side] = 1
				}
			}
			for i, sh := range st.ShipsInto(&ships) {
				if !sh.InBattle && (sh.Sheet.Destroyed() || st.Gone(i)) {
					out[3+3*sh.Side]++
					out[4+3*sh.Side] += worth[i]
				}
			}
			for side := range sides {
				sp := st.Spent(side)
				copy(out[spentAt+len(spentMetrics)*side:], []int64{int64(sp.Salvos), int64(sp.Heavy), int64(sp.Plasma),
					int64(sp.Launched), int64(sp.GroupsLost), int64(sp.FightersLost)})
			}
		}
	})
	o := BattleOdds{Name: setup.Name, Seed: res.Seed, Trials: res.Trials, Players: kinds, Result: res}
	get := func(name string) sim.Estimate {
		m, _ := res.Metric(name)
		return m.Estimate()
	}
	o.Draw, o.Turns = get("draw"), get("turns").Within(0, float64(setup.Turns))
	for side, name := range setup.Sides {
		so := SideOdds{Name: name}
		for i, sh := range setup.Ships {
			if sh.Side == side {
				so.Ships++
				so.Points += float64(worth[i])
			}
		}
		so.Win = get(fmt.Sprintf("win:%d", side))
		so.ShipsLost = get(fmt.Sprintf("ships_lost:%d", side)).Within(0, float64(so.Ships))
		so.PointsLost = get(fmt.Sprintf("points_lost:%d", side)).Within(0, so.Points)
		est := func(m string) sim.Estimate { return get(fmt.Sprintf("%s:%d", m, side)).Within(0, math.Inf(1)) }
		so.Spent = &SpentOdds{Salvos: est("salvos"), Heavy: est("heavy_missiles"), Plasma: est("plasma_bolts"),
			Launched: est("groups_launched"), GroupsLost: est("groups_lost"), FightersLost: est("fighters_lost")}
		o.Sides = append(o.Sides, so)
	}
	return o, err
}

// spentMetrics are the names of the spent counts of each side, in the
// order of [battle.Spent]'s fields.
var spentMetrics = []string{"salvos", "heavy_missiles", "plasma_bolts", "groups_launched", "groups_lost", "fighters_lost"}

// SpentOdds is what one side of a Full Thrust battle spends of its
// missiles and fighters, per battle: the means with their 95% intervals.
type SpentOdds struct {
	Salvos       sim.Estimate `json:"salvos"`          // salvos fired from racks and launchers
	Heavy        sim.Estimate `json:"heavy_missiles"`  // heavy missiles fired
	Plasma       sim.Estimate `json:"plasma_bolts"`    // plasma bolts fired
	Launched     sim.Estimate `json:"groups_launched"` // fighter groups launched
	GroupsLost   sim.Estimate `json:"groups_lost"`     // fighter groups destroyed, in space or in a destroyed carrier's bay
	FightersLost sim.Estimate `json:"fighters_lost"`   // fighters lost over all the side's groups
}
