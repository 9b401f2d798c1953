package fullthrust

import (
	"encoding/json"
	"os"
	"testing"

	"github.com/broadside/broadside/agent"
	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rng"
	ft "github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// TestGroupsPartitionTable checks that the coarse pass's groups hold every
// entry of a reach table once, each with its representative among its
// members and all ending on one course, in one band of speeds, with or
// without Emergency Thrust alike.
func TestGroupsPartitionTable(t *testing.T) {
	ship := ft.Ship{Name: "C", Mass: 60, Hull: ft.HullRows(18, 3), Drive: ft.Drive{Thrust: 6}}
	pl := NewPlanner()
	for _, v := range []int{0, 4, 9} {
		table := pl.reach(ship, manoeuvre.Motion{Velocity: v}, manoeuvre.ReachModes{HardAbout: true, ET: true}, manoeuvre.ManoeuvreOptions{})
		if len(table) < 20 {
			t.Fatalf("velocity %d: only %d entries", v, len(table))
		}
		count := make([]int, len(table))
		all := make([]int, len(table))
		for e := range all {
			all[e] = e
		}
		gs := groupsOf(table, all, coarseScans[0], 0)
		for _, g := range gs {
			first := table[g.members[0]]
			rep := false
			for _, e := range g.members {
				count[e]++
				r := table[e]
				rep = rep || e == g.rep
				if r.Course != first.Course || r.Velocity/coarseScans[0][0].band != first.Velocity/coarseScans[0][0].band || r.Order.ET != first.Order.ET {
					t.Errorf("velocity %d: entries %d and %d share a group", v, g.members[0], e)
				}
			}
			if !rep {
				t.Errorf("velocity %d: representative %d is not a member", v, g.rep)
			}
		}
		for e, n := range count {
			if n != 1 {
				t.Errorf("velocity %d: entry %d is in %d groups", v, e, n)
			}
		}
		if len(gs) >= len(table)/2 {
			t.Errorf("velocity %d: %d groups of %d entries is not coarse", v, len(gs), len(table))
		}
	}
}

// comparedPlayer is a battle player that, at every movement phase, also
// plans each of its ships by the exact scan (plan_prune.go) and counts
// the ships whose orders agree.
type comparedPlayer struct {
	*BattlePlayer
	exact        *Planner
	plans, agree *int
}

func (c comparedPlayer) Write(gs game.State, p game.Player) (game.Orders, error) {
	st := gs.(*battle.State)
	if st.Phase() == battle.OrdersPhase {
		ships, idx := visible(st, p, c.Doctrine)
		var plans [2][]plan
		for k, pl := range []*Planner{c.BattlePlayer.pl, c.exact} {
			prepare(pl, st, p, st.View(p).(battle.View), ships, idx)
			plans[k] = pl.orders(ships, int(p), st.Options())
			pl.bonus, pl.worth, pl.shells = nil, nil, nil
		}
		for k, s := range ships {
			if s.Side == int(p) && inBattle(s) {
				*c.plans++
				if plans[0][k].order.String() == plans[1][k].order.String() {
					*c.agree++
				}
			}
		}
	}
	return c.BattlePlayer.Write(gs, p)
}

// TestCoarsePassChoosesAsExactScan plays battle examples between tactical
// players and checks that the coarse pass chooses the order the exact scan
// chooses for most ships (89-99% of them when it was written, by example;
// the rest are near neighbours worth a few tenths of a point less or
// more once the next turn is weighed).
func TestCoarsePassChoosesAsExactScan(t *testing.T) {
	for _, name := range []string{"battle-cruiser-action", "battle-kinetic-raid", "battle-missile-boats"} {
		data, err := os.ReadFile("testdata/battles/" + name + ".record.json")
		if err != nil {
			t.Fatal(err)
		}
		var rec struct{ Setup json.RawMessage }
		if err := json.Unmarshal(data, &rec); err != nil {
			t.Fatal(err)
		}
		var plans, agree int
		for seed := rng.Seed(1); seed <= 2; seed++ {
			st, err := battle.Rules{}.New(nil, rec.Setup, seed)
			if err != nil {
				t.Fatal(err)
			}
			var players []agent.Agent
			for range 2 {
				exact := NewPlanner()
				exact.ahead, exact.exact = battleAhead, true
				players = append(players, comparedPlayer{NewBattlePlayer(), exact, &plans, &agree})
			}
			if _, err := agent.Play(st, players, seed, nil); err != nil {
				t.Fatal(err)
			}
		}
		share := float64(agree) / float64(plans)
		t.Logf("%s: %d of %d ship plans agree (%.2f)", name, agree, plans, share)
		if plans < 30 || share < 0.8 {
			t.Errorf("%s: the coarse pass chose as the exact scan in %d of %d ship plans", name, agree, plans)
		}
	}
}
