package fullthrust_test

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"slices"
	"testing"

	"github.com/broadside/broadside/agent"
	ftagent "github.com/broadside/broadside/agent/fullthrust"
	"github.com/broadside/broadside/examples"
	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/internal/benchcpu"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/scenario"
)

// benchmarkBattle plays whole cruiser actions between computer players of
// kinds, reusing the tactical players' planners as lab.FTBattles does.
func benchmarkBattle(b *testing.B, kinds []string) {
	benchmarkSetup(b, battleSetup(b, "battle-cruiser-action.yaml"), kinds)
}

// fleetSetup returns the cruiser action with each side's squadron
// repeated copies times abreast, 24 MU apart, on a table wide enough
// for them: a fleet action of 2 × copies ships a side.
func fleetSetup(b *testing.B, copies int) json.RawMessage {
	data, err := fs.ReadFile(examples.FullThrust, "fullthrust/battle-cruiser-action.yaml")
	if err != nil {
		b.Fatal(err)
	}
	f, err := scenario.DecodeFTBattle("battle-cruiser-action.yaml", data)
	if err != nil {
		b.Fatal(err)
	}
	setup := f.Setup
	setup.Name = fmt.Sprintf("Cruiser action ×%d", copies)
	setup.Table.Width = float64(24 * (copies + 1))
	var ships []battle.Ship
	for c := range copies {
		dx := 24 * (float64(c) - float64(copies-1)/2)
		for _, s := range setup.Ships {
			s.Sheet = s.Sheet.Clone()
			s.Sheet.Name = fmt.Sprintf("%s %d", s.Sheet.Name, c+1)
			s.Bays = slices.Clone(s.Bays)
			for k := range s.Bays {
				s.Bays[k].Group.Name = fmt.Sprintf("%s %d", s.Bays[k].Group.Name, c+1)
			}
			s.Start.Motion.Pos.X += dx
			ships = append(ships, s)
		}
	}
	setup.Ships = ships
	js, err := battle.MarshalSetup(setup)
	if err != nil {
		b.Fatal(err)
	}
	return js
}

// benchmarkSetup plays whole battles of setup between computer players of
// kinds, each from the setup read once and reusing the tactical players'
// planners, as lab.FTBattles does.
func benchmarkSetup(b *testing.B, setup json.RawMessage, kinds []string) {
	keep := ftagent.BattlePlayers(kinds, 0)
	players := make([]agent.Agent, len(kinds))
	start, err := battle.Rules{}.Prepare(nil, setup)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	i := 0
	defer benchcpu.Clock(b)()
	for b.Loop() {
		i++
		seed := rng.Seed(i)
		st := start.New()
		fresh := ftagent.BattlePlayers(kinds, seed)
		for p, k := range kinds {
			players[p] = fresh[p]
			if k != "random" {
				players[p] = keep[p]
			}
		}
		if _, err := agent.Play(st, players, seed, nil); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkBattleCruiserTactical(b *testing.B) {
	benchmarkBattle(b, []string{"tactical", "tactical"})
}

func BenchmarkBattleCruiserRandom(b *testing.B) { benchmarkBattle(b, []string{"random", "random"}) }

// BenchmarkBattleFleetTactical plays a fleet action of eight ships a side
// (the cruiser action's squadrons four times over) between tactical
// players.
func BenchmarkBattleFleetTactical(b *testing.B) {
	benchmarkSetup(b, fleetSetup(b, 4), []string{"tactical", "tactical"})
}

// BenchmarkBattleFleetActionExample plays the fleet-action example
// (examples/fullthrust/battle-fleet-action.yaml: nine ships a side with
// fighters and salvos) between tactical players, the battle issue 14's
// target names.
func BenchmarkBattleFleetActionExample(b *testing.B) {
	benchmarkSetup(b, battleSetup(b, "battle-fleet-action.yaml"), []string{"tactical", "tactical"})
}

// BenchmarkFireWrite writes the fire orders of both sides of the
// fleet-action example at the fire phase of turn 3, the state left as the
// tactical players' orders left it (most ships in range, some splitting
// their fire): the fire write (tacticalFire, the focus weights, fire at
// fighters) and the checks it asks of the rules.
func BenchmarkFireWrite(b *testing.B) {
	start, err := battle.Rules{}.Prepare(nil, battleSetup(b, "battle-fleet-action.yaml"))
	if err != nil {
		b.Fatal(err)
	}
	st := start.New()
	var players []*ftagent.BattlePlayer
	for _, a := range ftagent.BattlePlayers([]string{"tactical", "tactical"}, rng.Seed(1)) {
		players = append(players, a.(*ftagent.BattlePlayer))
	}
	for st.Phase() != battle.FirePhase || st.Turn() < 3 {
		if st.Outcome().Over {
			b.Fatal("the battle ended before the fire phase of turn 3")
		}
		orders := make([]game.Orders, len(players))
		for p := range players {
			if orders[p], err = players[p].Write(st, game.Player(p)); err != nil {
				b.Fatal(err)
			}
		}
		if err := st.Resolve(orders, rng.New(1), nil); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportAllocs()
	for b.Loop() {
		for p := range players {
			if _, err := players[p].Write(st, game.Player(p)); err != nil {
				b.Fatal(err)
			}
		}
	}
}
