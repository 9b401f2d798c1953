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

// BenchmarkScanAB pits the battle player's coarse scan against the scan
// of sessions 19-25 (plan_coarse.go, coarseScans 0 and 1), head to head,
// on the battle examples of cinematic movement. On each example, battle i (seed i+1) is played twice with side i%2 as
// the side measured: once by the new player against the old one, and
// once, the control, by the old player on both sides. It reports the
// measured side's share of wins by the new player ("new-win") and by the
// old one in the control ("old-win"), and logs, by side, the head-to-head
// wins, losses and draws with Wilson 95% intervals and the paired
// difference from the control with its 95% interval. Run it with
// -benchtime=400x for 200 battles a side assignment, e.g.
//
//	go test ./agent/fullthrust/ -run XXX -bench 'ScanAB/(cruiser|fleet)' -benchtime 400x -cpu 1
func BenchmarkScanAB(b *testing.B) {
	for _, ex := range []string{"battle-cruiser-action.yaml", "battle-fleet-action.yaml", "battle-kinetic-raid.yaml", "battle-missile-boats.yaml", "battle-carrier-gunline.yaml"} {
		start, err := battle.Rules{}.Prepare(nil, battleSetup(b, ex))
		if err != nil {
			b.Fatal(err)
		}
		b.Run(ex, func(b *testing.B) {
			// Each player keeps its own reach tables: the two scans
			// must not share groups (etTable keeps them by scan anyway).
			newer, older, control := ftagent.NewBattlePlayerScan(0), ftagent.NewBattlePlayerScan(1), ftagent.NewBattlePlayerScan(1)
			result := func(side int, ps []agent.Agent, seed rng.Seed) (won, lost float64) {
				st := start.New()
				if _, err := agent.Play(st, ps, seed, nil); err != nil {
					b.Fatal(err)
				}
				o := st.Outcome()
				if o.Winners.Has(game.Player(side)) {
					won = 1
				}
				if o.Winners.Has(game.Player(1 - side)) {
					lost = 1
				}
				return won, lost
			}
			var sum, sq [2]float64        // the paired differences by side measured, and their squares
			var won, lost, ctl [2]float64 // by side measured: the new player's wins and losses, the control's wins
			for i := range b.N {
				side := i % 2
				ps := []agent.Agent{older, older}
				ps[side] = newer
				w, l := result(side, ps, rng.Seed(i+1))
				ps[side] = control
				c, _ := result(side, ps, rng.Seed(i+1))
				won[side], lost[side], ctl[side] = won[side]+w, lost[side]+l, ctl[side]+c
				sum[side], sq[side] = sum[side]+w-c, sq[side]+(w-c)*(w-c)
			}
			n := float64(b.N)
			b.ReportMetric((won[0]+won[1])/n, "new-win")
			b.ReportMetric((ctl[0]+ctl[1])/n, "old-win")
			for side, m := range []float64{float64((b.N + 1) / 2), float64(b.N / 2)} {
				if m == 0 {
					continue
				}
				d := sum[side] / m
				half := 1.96 * math.Sqrt(max(0, sq[side]/m-d*d)/m)
				wl, wh := wilson(won[side]/m, m)
				ll, lh := wilson(lost[side]/m, m)
				b.Logf("%s, new on side %d, %.0f battles against the old: won %.3f [%.3f, %.3f], lost %.3f [%.3f, %.3f], drawn %.3f; old on that side won %.3f; difference %+.3f ± %.3f",
					ex, side, m, won[side]/m, wl, wh, lost[side]/m, ll, lh, (m-won[side]-lost[side])/m, ctl[side]/m, d, half)
			}
		})
	}
}

// wilson returns the Wilson score interval at 95% for a proportion p
// observed over n > 0 trials.
func wilson(p, n float64) (lo, hi float64) {
	const z = 1.96
	denom := 1 + z*z/n
	centre := (p + z*z/(2*n)) / denom
	half := z * math.Sqrt(p*(1-p)/n+z*z/(4*n*n)) / denom
	return max(centre-half, 0), min(centre+half, 1)
}
