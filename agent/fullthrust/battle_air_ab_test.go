package fullthrust_test

import (
	"math"
	"testing"

	"github.com/broadside/broadside/agent"
	ftagent "github.com/broadside/broadside/agent/fullthrust"
	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// BenchmarkAirSkillsAB is the A/B measurement of the tactical player's
// fighter orders beyond attack runs (battle_fighters.go, airSkill). On
// each example battle with fighters, battle i (seed i+1) is played twice
// with side i%2 as the side measured: once by the player against the
// player kept from one skill (or all of them), and once, the control, by
// the player kept from it on both sides. Until the skill first changes an
// order the two battles are the same, die for die, so the difference of
// the measured side's result between them (+1, 0 or -1 a battle) is what
// the skill is worth, with far less noise than two separate samples. It
// reports the measured side's share of wins with the skill ("new-win")
// and without it ("old-win"), and logs their difference with its 95%
// interval. Run it with -benchtime=200x for 200 battles a case (100 a
// side), e.g.
//
//	go test ./agent/fullthrust/ -run XXX -bench AirSkillsAB -benchtime 200x
func BenchmarkAirSkillsAB(b *testing.B) {
	for _, ex := range []string{"battle-carrier-gunline.yaml", "battle-fleet-action.yaml", "battle-cruiser-action.yaml"} {
		start, err := battle.Rules{}.Prepare(nil, battleSetup(b, ex))
		if err != nil {
			b.Fatal(err)
		}
		for _, skill := range []string{"all", "land", "missiles", "escort", "pursue"} {
			b.Run(ex+"/"+skill, func(b *testing.B) {
				with, without, control := ftagent.NewBattlePlayer(), ftagent.NewBattlePlayerWithout(skill), ftagent.NewBattlePlayerWithout(skill)
				win := func(side int, ps []agent.Agent, seed rng.Seed) float64 {
					st := start.New()
					if _, err := agent.Play(st, ps, seed, nil); err != nil {
						b.Fatal(err)
					}
					if st.Outcome().Winners.Has(game.Player(side)) {
						return 1
					}
					return 0
				}
				var sum, sq [2]float64 // the differences by side measured, and their squares
				var won [2][2]float64  // by side measured: won with (0) and without (1) the skill
				for i := range b.N {
					side := i % 2
					ps := []agent.Agent{without, without}
					ps[side] = with
					a := win(side, ps, rng.Seed(i+1))
					ps[side] = control
					c := win(side, ps, rng.Seed(i+1))
					won[side][0], won[side][1] = won[side][0]+a, won[side][1]+c
					sum[side], sq[side] = sum[side]+a-c, sq[side]+(a-c)*(a-c)
				}
				n := float64(b.N)
				b.ReportMetric((won[0][0]+won[1][0])/n, "new-win")
				b.ReportMetric((won[0][1]+won[1][1])/n, "old-win")
				for side, m := range []float64{float64((b.N + 1) / 2), float64(b.N / 2)} {
					if m == 0 {
						continue
					}
					d := sum[side] / m
					half := 1.96 * math.Sqrt(max(0, sq[side]/m-d*d)/m)
					b.Logf("%s without %s, side %d, %.0f battles: wins %.3f with, %.3f without; difference %+.3f ± %.3f",
						ex, skill, side, m, won[side][0]/m, won[side][1]/m, d, half)
				}
			})
		}
	}
}
