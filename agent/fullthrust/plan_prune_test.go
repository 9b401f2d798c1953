package fullthrust

import (
	"encoding/json"
	"os"
	"testing"

	"github.com/broadside/broadside/agent"
	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// checkedPlayer is a battle player that, at every movement phase, plans
// its side's ships twice, with pruning and with the full scan, and
// reports any ship whose order differs.
type checkedPlayer struct {
	*BattlePlayer
	t      *testing.T
	full   *Planner
	checks *int
}

func (c checkedPlayer) Write(gs game.State, p game.Player) (game.Orders, error) {
	st := gs.(*battle.State)
	if st.Phase() == battle.OrdersPhase {
		ships, idx := visible(st, p, c.Doctrine)
		var plans [2][]plan
		for k, pl := range []*Planner{c.BattlePlayer.pl, c.full} {
			prepare(pl, st, p, st.View(p).(battle.View), ships, idx)
			plans[k] = pl.orders(ships, int(p), st.Options())
			unprepare(pl)
		}
		for k, s := range ships {
			if s.Side != int(p) || !inBattle(s) {
				continue
			}
			*c.checks++
			if a, b := plans[0][k].order.String(), plans[1][k].order.String(); a != b {
				c.t.Errorf("%s: pruned scan chose %q, full scan %q", s.Ship.Name, a, b)
			}
		}
	}
	return c.BattlePlayer.Write(gs, p)
}

// TestPruningChangesNoChoice plays the battle examples between tactical
// players with several seeds and checks at every movement phase that the
// planner with ET end states pruned chooses what the full scan chooses,
// both set up as the battle player sets them (prepare: the bonus, the
// worth of ships, K-guns and torpedoes).
func TestPruningChangesNoChoice(t *testing.T) {
	checks := 0
	for _, name := range []string{"battle-cruiser-action", "battle-carrier-gunline", "battle-missile-boats", "battle-kinetic-raid"} {
		data, err := os.ReadFile("testdata/battles/" + name + ".record.json")
		if err != nil {
			t.Fatal(err)
		}
		var rec struct{ Setup json.RawMessage }
		if err := json.Unmarshal(data, &rec); err != nil {
			t.Fatal(err)
		}
		for seed := rng.Seed(1); seed <= 4; seed++ {
			st, err := battle.Rules{}.New(nil, rec.Setup, seed)
			if err != nil {
				t.Fatal(err)
			}
			var players []agent.Agent
			for range 2 {
				full := NewPlanner()
				full.ahead, full.full = battleAhead, true
				b := NewBattlePlayer()
				b.pl.exact = true // the pruned scan, not the coarse pass
				players = append(players, checkedPlayer{b, t, full, &checks})
			}
			if _, err := agent.Play(st, players, seed, nil); err != nil {
				t.Fatal(err)
			}
		}
	}
	if checks < 100 {
		t.Fatalf("only %d ship plans checked", checks)
	}
	t.Logf("%d ship plans checked", checks)
}
