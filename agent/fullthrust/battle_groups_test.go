package fullthrust_test

import (
	"slices"
	"testing"

	"github.com/broadside/broadside/agent"
	ftagent "github.com/broadside/broadside/agent/fullthrust"
	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// groupsChecker is a battle player that, before it writes in the orders
// phase, checks that the fighter group orders written with the early stop
// are those of checking every option and taking the first.
type groupsChecker struct{ checking }

func (c groupsChecker) Write(gs game.State, p game.Player) (game.Orders, error) {
	st := gs.(*battle.State)
	if st.Phase() == battle.OrdersPhase {
		v := st.View(p).(battle.View)
		quick, full := ftagent.GroupOrdersBoth(st, p, v)
		if !slices.Equal(quick, full) {
			c.t.Fatalf("turn %d, side %d: group orders with the early stop %q, after checking every option %q", st.Turn(), p, quick, full)
		}
		*c.checks += len(quick)
	}
	return c.w.Write(gs, p)
}

// TestGroupOrdersStopEarly plays the examples with fighter groups between
// tactical and random players, checking at every orders phase that the
// tactical players' early stop in groupOrders writes what checking every
// option and taking the first writes (groupsChecker).
func TestGroupOrdersStopEarly(t *testing.T) {
	checks := 0
	for _, name := range []string{"battle-fleet-action.yaml", "battle-carrier-gunline.yaml", "battle-cruiser-action.yaml"} {
		for seed := rng.Seed(1); seed <= 3; seed++ {
			start, err := battle.Rules{}.Prepare(nil, battleSetup(t, name))
			if err != nil {
				t.Fatal(err)
			}
			ps := ftagent.BattlePlayers([]string{"tactical", "random"}, seed)
			players := make([]agent.Agent, len(ps))
			for p := range ps {
				players[p] = groupsChecker{checking{t, ps[p].(agent.Writer), &checks}}
			}
			if _, err := agent.Play(start.New(), players, seed, nil); err != nil {
				t.Fatal(err)
			}
		}
	}
	if checks == 0 {
		t.Fatal("no fighter group was ordered")
	}
	t.Logf("%d group orders compared", checks)
}
