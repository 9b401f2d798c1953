package fullthrust_test

import (
	"fmt"
	"testing"

	"github.com/broadside/broadside/agent"
	ftagent "github.com/broadside/broadside/agent/fullthrust"
	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// TestBattlePlayerKeptPlaysAsFresh: a pair of tactical players kept from
// one battle to the next, as each Monte Carlo worker of lab.FTBattles
// keeps them, plays every battle example twice in a row, on two seeds,
// and one example after another, exactly as a pair made for that battle alone: the same events,
// dice and orders. What a player remembers of a battle (the enemy's
// salvos counted, its planner's reach tables and buffers) carries nothing
// into the next.
func TestBattlePlayerKeptPlaysAsFresh(t *testing.T) {
	names := []string{"battle-fleet-action.yaml", "battle-carrier-gunline.yaml", "battle-missile-boats.yaml",
		"battle-vector-duel.yaml", "battle-kinetic-raid.yaml", "battle-cruiser-action.yaml"}
	play := func(name string, players []agent.Agent, seed rng.Seed) []string {
		start, err := battle.Rules{}.Prepare(nil, battleSetup(t, name))
		if err != nil {
			t.Fatal(err)
		}
		var log []string
		if _, err := agent.Play(start.New(), players, seed, func(e game.Event) { log = append(log, fmt.Sprint(e)) }); err != nil {
			t.Fatal(err)
		}
		return log
	}
	kinds := []string{"tactical", "tactical"}
	kept := ftagent.BattlePlayers(kinds, 0)
	for k, name := range names {
		for n := range 2 {
			seed := rng.Seed(11 + 2*k + n)
			got, want := play(name, kept, seed), play(name, ftagent.BattlePlayers(kinds, 0), seed)
			for i := range max(len(got), len(want)) {
				if i >= len(got) || i >= len(want) || got[i] != want[i] {
					t.Errorf("%s, seed %d: event %d of %d differs from that of fresh players (%d events)", name, seed, i, len(got), len(want))
					break
				}
			}
		}
	}
}
