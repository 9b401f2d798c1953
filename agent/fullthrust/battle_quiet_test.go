package fullthrust_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/broadside/broadside/agent"
	ftagent "github.com/broadside/broadside/agent/fullthrust"
	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// TestBattleQuietPlaysTheSame plays each example battle between the
// computer players twice from one seed, once sending every event to a
// function and once sending none (as Monte Carlo runs do, where the engine
// writes no event text), from the setup read once and from JSON: the
// battles end in the same state, seen by a spectator, with the same
// spending and the same last strike.
func TestBattleQuietPlaysTheSame(t *testing.T) {
	for _, name := range []string{"battle-cruiser-action.yaml", "battle-carrier-gunline.yaml", "battle-missile-boats.yaml",
		"battle-kinetic-raid.yaml", "battle-vector-duel.yaml", "battle-fleet-action.yaml"} {
		t.Run(name, func(t *testing.T) {
			js := battleSetup(t, name)
			start, err := battle.Rules{}.Prepare(nil, js)
			if err != nil {
				t.Fatal(err)
			}
			for seed := rng.Seed(1); seed <= 2; seed++ {
				loud, err := battle.Rules{}.New(nil, js, seed)
				if err != nil {
					t.Fatal(err)
				}
				events := 0
				if _, err := agent.Play(loud, ftagent.BattlePlayers([]string{"tactical", "random"}, seed), seed, func(game.Event) { events++ }); err != nil {
					t.Fatal(err)
				}
				quiet := start.New()
				if _, err := agent.Play(quiet, ftagent.BattlePlayers([]string{"tactical", "random"}, seed), seed, nil); err != nil {
					t.Fatal(err)
				}
				l, q := loud.(*battle.State), quiet
				if events == 0 {
					t.Fatal("the loud battle sent no event")
				}
				if diff := cmp.Diff(l.View(game.Spectator), q.View(game.Spectator)); diff != "" {
					t.Errorf("seed %d: the quiet battle ends differently:\n%s", seed, diff)
				}
				for p := range l.Players() {
					if l.Spent(p) != q.Spent(p) {
						t.Errorf("seed %d: side %d spent %+v loud, %+v quiet", seed, p, l.Spent(p), q.Spent(p))
					}
				}
				ls, lok := l.LastStrike()
				qs, qok := q.LastStrike()
				if diff := cmp.Diff(ls, qs); lok != qok || diff != "" {
					t.Errorf("seed %d: the last strikes differ:\n%s", seed, diff)
				}
			}
		})
	}
}
