package fullthrust_test

import (
	"math"
	"testing"

	"github.com/broadside/broadside/agent"
	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/sim"
)

// pairedAB is the paired A/B measurement the player benchmarks share.
// Battle i (seed i+1) from start is played twice with side i%2 as the
// side measured: once by newer against older, and once, the control, by
// control (a player set up as older, with its own tables) on that side
// against older. Until newer first orders differently the two battles are
// the same, die for die, so the difference of the measured side's result
// between them (+1, 0 or -1 a battle) measures the change with far less
// noise than two separate samples. It reports the measured side's share
// of wins by newer ("new-win") and by the control ("old-win"), and logs,
// by side, newer's wins, losses and draws with Wilson 95% intervals, the
// control's wins and the paired difference with its 95% interval.
func pairedAB(b *testing.B, label string, start battle.Prepared, newer, older, control agent.Agent) {
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
	var won, lost, ctl [2]float64 // by side measured: newer's wins and losses, the control's wins
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
		wl, wh := sim.Wilson95(won[side]/m, m)
		ll, lh := sim.Wilson95(lost[side]/m, m)
		b.Logf("%s, new on side %d, %.0f battles against the old: won %.3f [%.3f, %.3f], lost %.3f [%.3f, %.3f], drawn %.3f; old on that side won %.3f; difference %+.3f ± %.3f",
			label, side, m, won[side]/m, wl, wh, lost[side]/m, ll, lh, (m-won[side]-lost[side])/m, ctl[side]/m, d, half)
	}
}
