package fullthrust_test

import (
	"testing"

	"github.com/broadside/broadside/agent"
	ftagent "github.com/broadside/broadside/agent/fullthrust"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// benchmarkBattle plays whole cruiser actions between computer players of
// kinds, reusing the tactical players' planners as lab.FTBattles does.
func benchmarkBattle(b *testing.B, kinds []string) {
	setup := battleSetup(b, "battle-cruiser-action.yaml")
	keep := ftagent.BattlePlayers(kinds, 0)
	players := make([]agent.Agent, len(kinds))
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		i++
		seed := rng.Seed(i)
		st, err := battle.Rules{}.New(nil, setup, seed)
		if err != nil {
			b.Fatal(err)
		}
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
