package fullthrust_test

import (
	"testing"

	"github.com/broadside/broadside/agent"
	ftagent "github.com/broadside/broadside/agent/fullthrust"
	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/internal/benchcpu"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// playedBattle is one battle between computer players kept as its seed
// and each round's written orders, so that the engine alone can play it
// again.
type playedBattle struct {
	seed   rng.Seed
	rounds [][]game.Orders
}

// playBattles plays n battles of the cruiser action between tactical
// players, seeds 1 to n, and keeps their orders. Each round's dice are
// those agent.Play gives it.
func playBattles(b *testing.B, start battle.Prepared, n int) []playedBattle {
	b.Helper()
	players := ftagent.BattlePlayers([]string{"tactical", "tactical"}, 0)
	out := make([]playedBattle, n)
	for k := range out {
		out[k] = playRounds(b, start, players, rng.Seed(k+1), nil)
	}
	return out
}

// playRounds plays a battle from start between players with the dice
// agent.Play gives each round, calls after (unless nil) with the state
// after each round, and returns the battle's orders.
func playRounds(tb testing.TB, start battle.Prepared, players []agent.Agent, seed rng.Seed, after func(*battle.State)) playedBattle {
	tb.Helper()
	dice := rng.New(0)
	pb := playedBattle{seed: seed}
	st := start.New()
	played := 0
	for !st.Outcome().Over {
		orders := make([]game.Orders, st.Players())
		for p := range orders {
			o, err := players[p].(agent.Writer).Write(st, game.Player(p))
			if err != nil {
				tb.Fatal(err)
			}
			orders[p] = o
		}
		dice.Reset(game.ActionSeed(seed, played+len(orders)-1))
		if err := st.Resolve(orders, dice, nil); err != nil {
			tb.Fatal(err)
		}
		played += len(orders)
		pb.rounds = append(pb.rounds, orders)
		if after != nil {
			after(st)
		}
	}
	return pb
}

// replay plays pb again on a fresh state from start: each round's orders
// checked as agent.Play checks them, each side's view built once if views
// is set (a computer player builds one per write), and the round resolved
// with emit.
func replay(b *testing.B, start battle.Prepared, pb playedBattle, dice *rng.Stream, views bool, emit game.Emit) {
	st := start.New()
	played := 0
	for _, orders := range pb.rounds {
		for p, o := range orders {
			if views {
				_ = st.View(game.Player(p))
			}
			if err := st.CheckOrders(game.Player(p), o); err != nil {
				b.Fatal(err)
			}
		}
		dice.Reset(game.ActionSeed(pb.seed, played+len(orders)-1))
		if err := st.Resolve(orders, dice, emit); err != nil {
			b.Fatal(err)
		}
		played += len(orders)
	}
}

// BenchmarkBattleEngine is the battle engine's own share of a cruiser
// action between tactical players: the orders of twenty battles, written
// once, played again by the engine alone (a battle begun from the setup
// read once, every round's orders checked and resolved). An op is one
// battle. "views" also builds each side's view every round, as the
// players do when they write; "log" sends every event to a function, as a
// single battle with its log does, where the others send none, as Monte
// Carlo runs do.
func BenchmarkBattleEngine(b *testing.B) {
	start, err := battle.Rules{}.Prepare(nil, battleSetup(b, "battle-cruiser-action.yaml"))
	if err != nil {
		b.Fatal(err)
	}
	played := playBattles(b, start, 20)
	events := 0
	for _, c := range []struct {
		name  string
		views bool
		emit  game.Emit
	}{
		{"resolve", false, nil},
		{"views", true, nil},
		{"log", false, func(game.Event) { events++ }},
	} {
		b.Run(c.name, func(b *testing.B) {
			dice := rng.New(0)
			b.ReportAllocs()
			i := 0
			done := benchcpu.Clock(b)
			for b.Loop() {
				replay(b, start, played[i%len(played)], dice, c.views, c.emit)
				i++
			}
			done()
		})
	}
}

// BenchmarkBattleStart begins a cruiser action: "json" reads the setup
// from JSON each time (Rules.New, as a recorded game does), "prepared"
// from the setup read once (Prepared.New, as Monte Carlo runs do).
func BenchmarkBattleStart(b *testing.B) {
	js := battleSetup(b, "battle-cruiser-action.yaml")
	b.Run("json", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := (battle.Rules{}).New(nil, js, 1); err != nil {
				b.Fatal(err)
			}
		}
	})
	start, err := battle.Rules{}.Prepare(nil, js)
	if err != nil {
		b.Fatal(err)
	}
	b.Run("prepared", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			_ = start.New()
		}
	})
}
