package fullthrust_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/broadside/broadside/agent"
	ftagent "github.com/broadside/broadside/agent/fullthrust"
	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// TestLaunchReachBoundsAccepts plays the battle examples with ordnance
// (extended-range salvos, heavy missiles, plasma bolts, and salvo racks
// under vector movement) between random players and between tactical
// players and, at each movement orders phase, takes random subsets of the
// lines a player of the same kind writes for each side (in their order)
// as the lines already written. For every ship of the side and every kind of ordnance, the rules must
// refuse a line of that kind for the ship at each of forty points around
// it that lies farther from it than battle.State.LaunchReach says it may
// still reach after those lines, and at every point when it says 0. The
// writers skip those points on its word (battle_ordnance.go).
func TestLaunchReachBoundsAccepts(t *testing.T) {
	src := rng.New(24)
	checks, none, spent, beyond := 0, 0, 0, 0 // spent: no reach left after a line of the kind for the ship
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
					reach := st.LaunchReach(p, lines, own.Name, kind)
					if reach == 0 {
						none++
						for _, l := range lines {
							if strings.HasPrefix(l, own.Name+" "+kind+":") {
								spent++
								break
							}
						}
					}
					for range 40 {
						at := geom.Vec{X: own.At.X + 80*src.Float64() - 40, Y: own.At.Y + 80*src.Float64() - 40}
						line := fmt.Sprintf("%s %s: %.1f %.1f", own.Name, kind, at.X, at.Y)
						if _, err := fmt.Sscanf(line[strings.Index(line, ":")+1:], "%g %g", &at.X, &at.Y); err != nil {
							t.Fatal(err)
						}
						if own.At.Dist(at) <= reach {
							continue
						}
						beyond++
						if st.Accepts(p, lines, line) {
							t.Fatalf("turn %d: LaunchReach says %s may place a %s no farther than %g MU after %q, but the rules accept %q, %.2f MU away",
								st.Turn(), own.Name, kind, reach, lines, line, own.At.Dist(at))
						}
					}
				}
			}
		}
	}
	for _, name := range []string{"battle-fleet-action.yaml", "battle-missile-boats.yaml", "battle-carrier-gunline.yaml", "battle-kinetic-raid.yaml", "battle-vector-duel.yaml"} {
		start, err := battle.Rules{}.Prepare(nil, battleSetup(t, name))
		if err != nil {
			t.Fatal(err)
		}
		for _, kinds := range [][]string{{"random", "random"}, {"tactical", "tactical"}} {
			for seed := range rng.Seed(2) {
				// Players of their own write the lines checked, so that
				// the battle's players draw what they would.
				writers := ftagent.BattlePlayers(kinds, seed+100)
				look := func(st *battle.State) {
					if st.Outcome().Over || st.Phase() != battle.OrdersPhase {
						return
					}
					for p := range game.Player(st.Players()) {
						o, err := writers[p].(agent.Writer).Write(st, p)
						if err != nil {
							t.Fatal(err)
						}
						check(st, p, o.Text)
					}
				}
				look(start.New())
				playRounds(t, start, ftagent.BattlePlayers(kinds, seed+1), seed+1, look)
			}
		}
	}
	if none < checks/10 || spent < 50 || beyond-40*none < 1000 {
		t.Errorf("of %d checks LaunchReach gave 0 in %d, %d after a line of the kind, and %d points beyond a reach above 0: too few to test it", checks, none, spent, beyond-40*none)
	}
	t.Logf("of %d checks LaunchReach gave 0 in %d, %d after a line of the kind; %d points beyond a reach above 0", checks, none, spent, beyond-40*none)
}
