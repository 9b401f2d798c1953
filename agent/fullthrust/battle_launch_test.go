package fullthrust_test

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/broadside/broadside/agent"
	ftagent "github.com/broadside/broadside/agent/fullthrust"
	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// TestCanLaunchOnlyWhenAccepted plays the battle examples with ordnance
// between random players and between tactical players and, before each
// movement orders phase is resolved, takes random subsets of the lines
// each side wrote (in their order) as the lines already written. For
// every ship of the side and every kind of ordnance that
// battle.State.CanLaunch says the ship may no longer fire after those
// lines, the rules must refuse a line of that kind for the ship at each of
// forty points around it and at every ship's place. The writers skip those
// points on its word (battle_ordnance.go).
func TestCanLaunchOnlyWhenAccepted(t *testing.T) {
	src := rand.New(rand.NewPCG(24, 1))
	refusals, checks, spent := 0, 0, 0 // spent: refusals with a line of the kind for the ship among the lines
	check := func(st *battle.State, p game.Player, written string) {
		all := strings.Split(written, "\n")
		v := st.View(p).(battle.View)
		for range 3 {
			var lines []string
			for _, l := range all {
				if src.IntN(2) == 0 {
					lines = append(lines, l)
				}
			}
			for _, own := range v.Ships {
				if own.Side != int(p) || own.Status != "in battle" {
					continue
				}
				for _, kind := range []string{"salvo", "missile", "plasma"} {
					checks++
					if st.CanLaunch(p, lines, own.Name, kind) {
						continue
					}
					refusals++
					for _, l := range lines {
						if strings.HasPrefix(l, own.Name+" "+kind+":") {
							spent++
							break
						}
					}
					var points []string
					for range 40 {
						points = append(points, fmt.Sprintf("%.1f %.1f", own.At.X+80*src.Float64()-40, own.At.Y+80*src.Float64()-40))
					}
					for _, e := range v.Ships {
						points = append(points, e.Name, fmt.Sprintf("%.1f %.1f", e.At.X, e.At.Y))
					}
					for _, at := range points {
						if line := own.Name + " " + kind + ": " + at; st.Accepts(p, lines, line) {
							t.Fatalf("turn %d: CanLaunch says %s may fire no %s after %q, but the rules accept %q", st.Turn(), own.Name, kind, lines, line)
						}
					}
				}
			}
		}
	}
	for _, name := range []string{"battle-fleet-action.yaml", "battle-missile-boats.yaml", "battle-carrier-gunline.yaml", "battle-kinetic-raid.yaml"} {
		start, err := battle.Rules{}.Prepare(nil, battleSetup(t, name))
		if err != nil {
			t.Fatal(err)
		}
		for _, kinds := range [][]string{{"random", "random"}, {"tactical", "tactical"}} {
			for seed := range rng.Seed(2) {
				players := ftagent.BattlePlayers(kinds, seed+1)
				st := start.New()
				dice := rng.New(0)
				played := 0
				for !st.Outcome().Over {
					orders := make([]game.Orders, st.Players())
					for p := range orders {
						o, err := players[p].(agent.Writer).Write(st, game.Player(p))
						if err != nil {
							t.Fatal(err)
						}
						orders[p] = o
						if st.Phase() == battle.OrdersPhase {
							check(st, game.Player(p), o.Text)
						}
					}
					dice.Reset(game.ActionSeed(seed+1, played+len(orders)-1))
					if err := st.Resolve(orders, dice, nil); err != nil {
						t.Fatal(err)
					}
					played += len(orders)
				}
			}
		}
	}
	if refusals < checks/10 || spent < 50 {
		t.Errorf("CanLaunch refused %d of %d checks, %d after a line of the kind: too few to test it", refusals, checks, spent)
	}
	t.Logf("CanLaunch refused %d of %d checks, %d after a line of the kind", refusals, checks, spent)
}
