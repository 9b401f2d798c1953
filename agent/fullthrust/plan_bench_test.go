package fullthrust

import (
	"encoding/json"
	"os"
	"testing"

	"github.com/broadside/broadside/agent"
	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/internal/benchcpu"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// snapshotPlayer is a battle player that keeps a copy of the state at
// every movement phase it writes orders for.
type snapshotPlayer struct {
	*BattlePlayer
	states *[]*battle.State
}

func (s snapshotPlayer) Write(gs game.State, p game.Player) (game.Orders, error) {
	if st := gs.(*battle.State); st.Phase() == battle.OrdersPhase && p == 0 {
		*s.states = append(*s.states, st.Clone().(*battle.State))
	}
	return s.BattlePlayer.Write(gs, p)
}

// plannedTurns returns the movement phases of n cruiser actions between
// tactical players, seeds 1 to n.
func plannedTurns(tb testing.TB, n int) []*battle.State {
	return plannedTurnsOf(tb, "battle-cruiser-action", n)
}

// recordSetup returns the setup of the battle example named (as its record
// in testdata/battles is).
func recordSetup(tb testing.TB, name string) json.RawMessage {
	tb.Helper()
	data, err := os.ReadFile("testdata/battles/" + name + ".record.json")
	if err != nil {
		tb.Fatal(err)
	}
	var rec struct{ Setup json.RawMessage }
	if err := json.Unmarshal(data, &rec); err != nil {
		tb.Fatal(err)
	}
	return rec.Setup
}

// plannedTurnsOf returns the movement phases of n battles of the example
// named (as its record in testdata/battles is) between tactical players,
// seeds 1 to n.
func plannedTurnsOf(tb testing.TB, name string, n int) []*battle.State {
	setup := recordSetup(tb, name)
	var states []*battle.State
	for seed := rng.Seed(1); seed <= rng.Seed(n); seed++ {
		st, err := battle.Rules{}.New(nil, setup, seed)
		if err != nil {
			tb.Fatal(err)
		}
		players := []agent.Agent{snapshotPlayer{NewBattlePlayer(), &states}, NewBattlePlayer()}
		if _, err := agent.Play(st, players, seed, nil); err != nil {
			tb.Fatal(err)
		}
	}
	return states
}

// BenchmarkPlanTurns measures the battle player's movement planning alone
// (prepare and Planner.orders, each side with its own warm planner) over
// every movement phase of 20 cruiser actions between tactical players (173
// phases): an op is all of them, both sides planned in each.
func BenchmarkPlanTurns(b *testing.B) { benchmarkPlanTurns(b, plannedTurns(b, 20)) }

// BenchmarkPlanTurnsFleet is BenchmarkPlanTurns over every movement phase
// of 3 fleet-action examples (nine ships a side with fighters and salvos)
// between tactical players.
func BenchmarkPlanTurnsFleet(b *testing.B) {
	benchmarkPlanTurns(b, plannedTurnsOf(b, "battle-fleet-action", 3))
}

// benchmarkPlanTurns plans both sides' movement orders at each of states,
// each side with its own planner warmed on all of them first: an op is
// every state planned.
func benchmarkPlanTurns(b *testing.B, states []*battle.State) {
	players := [2]*BattlePlayer{NewBattlePlayer(), NewBattlePlayer()}
	plan := func(st *battle.State) {
		for p, bp := range players {
			ships, idx := visibleIn(st, game.Player(p), bp.Doctrine, &bp.sight)
			v := st.ViewInto(game.Player(p), &bp.view)
			for k := range ships {
				ships[k].Doctrine = battleDoctrine(ships[k].Doctrine, v)
			}
			prepare(bp.pl, st, game.Player(p), v, ships, idx)
			bp.pl.orders(ships, p, st.Options())
			unprepare(bp.pl)
		}
	}
	for _, st := range states { // warm the planners' tables
		plan(st)
	}
	b.ReportAllocs()
	defer benchcpu.Clock(b)()
	for b.Loop() {
		for _, st := range states {
			plan(st)
		}
	}
}
