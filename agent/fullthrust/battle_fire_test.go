package fullthrust_test

import (
	"strings"
	"testing"

	"github.com/broadside/broadside/agent"
	ftagent "github.com/broadside/broadside/agent/fullthrust"
	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// TestBattlePlayersWriteNewFireOrders plays the kinetic raid between two
// random players and between the tactical player and a random one
// (agent.PlayMatch refuses any order the rules refuse), and checks from
// the revealed orders that between them they wrote fire at two targets, a
// weapon named at a target, a repair order, and K-gun and torpedo fire.
func TestBattlePlayersWriteNewFireOrders(t *testing.T) {
	setup := battleSetup(t, "battle-kinetic-raid.yaml")
	seen := map[string]bool{}
	for seed := rng.Seed(1); seed <= 6; seed++ {
		for _, players := range [][]agent.Agent{
			{ftagent.NewRandomBattlePlayer(seed.Derive("a", 0)), ftagent.NewRandomBattlePlayer(seed.Derive("a", 1))},
			{ftagent.NewBattlePlayer(), ftagent.NewRandomBattlePlayer(seed.Derive("b", 1))},
			{ftagent.NewRandomBattlePlayer(seed.Derive("c", 0)), ftagent.NewBattlePlayer()},
		} {
			m, err := game.Start(battle.Rules{}, nil, setup, seed)
			if err != nil {
				t.Fatal(err)
			}
			err = agent.PlayMatch(m, players, func(e game.Event) {
				switch {
				case e.Kind == "orders" && strings.Contains(e.Text, "fire orders") && strings.Contains(e.Text, "], "):
					seen["two targets"] = true
				case e.Kind == "orders" && strings.Contains(e.Text, " ["):
					seen["weapon named"] = true
				}
				if e.Kind == "orders" && strings.Contains(e.Text, " repair: ") {
					seen["repair"] = true
				}
				if e.Kind == "fire" && strings.Contains(e.Text, " K") {
					seen["K-gun"] = true
				}
				if e.Kind == "fire" && strings.Contains(e.Text, " PT ") {
					seen["torpedo"] = true
				}
			})
			if err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
		}
	}
	for _, k := range []string{"two targets", "weapon named", "repair", "K-gun", "torpedo"} {
		if !seen[k] {
			t.Errorf("no battle had %s", k)
		}
	}
}
