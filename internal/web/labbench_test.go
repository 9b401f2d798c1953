package web

import (
	"context"
	"testing"

	sfagent "github.com/broadside/broadside/agent/spacefleet"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/sim"
)

// BenchmarkLabTrial measures one trial of every scenario the lab offers,
// on one worker, as the lab fights it (a battle with tactical players
// on every side): the time per operation is the cost of one battle, duel
// or engagement, from which the caps on trials of each ruleset
// (labscenario.go) are set.
func BenchmarkLabTrial(b *testing.B) {
	for _, sc := range labScenarios().all {
		b.Run(sc.Key, func(b *testing.B) {
			var kinds []string
			for range sc.sides() {
				kinds = append(kinds, sfagent.KindTactical)
			}
			cfg := sim.Config{Trials: b.N, Workers: 1, Seed: rng.Seed(1)}
			b.ResetTimer()
			if _, err := fightLab(context.Background(), cfg, sc, kinds); err != nil {
				b.Fatal(err)
			}
		})
	}
}
