package fullthrust_test

import (
	"testing"
	"time"

	"github.com/broadside/broadside/agent"
	ftagent "github.com/broadside/broadside/agent/fullthrust"
	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

type timed struct {
	*ftagent.BattlePlayer
	d *time.Duration
	n *int
}

func (t timed) Write(st game.State, p game.Player) (game.Orders, error) {
	s := time.Now()
	o, err := t.BattlePlayer.Write(st, p)
	*t.d += time.Since(s)
	*t.n++
	return o, err
}

func TestFloor(t *testing.T) {
	setup := battleSetup(t, "battle-cruiser-action.yaml")
	var d time.Duration
	n := 0
	pl := []agent.Agent{timed{ftagent.NewBattlePlayer(), &d, &n}, timed{ftagent.NewBattlePlayer(), &d, &n}}
	start := time.Now()
	acts := 0
	var tNew time.Duration
	for i := 1; i <= 50; i++ {
		s0 := time.Now()
		st, err := battle.Rules{}.New(nil, setup, rng.Seed(i))
		tNew += time.Since(s0)
		if err != nil {
			t.Fatal(err)
		}
		k, err := agent.Play(st, pl, rng.Seed(i), nil)
		if err != nil {
			t.Fatal(err)
		}
		acts += k
	}
	all := time.Since(start)
	t.Logf("total %v per battle, write %v per battle, new %v, writes %d, actions %d", all/50, d/50, tNew/50, n/50, acts/50)
}
