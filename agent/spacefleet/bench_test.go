package spacefleet

import (
	"testing"

	"github.com/broadside/broadside/agent"

	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/spacefleet"
)

// benchBattles plays complete battles between two tactical players, each
// from a fresh copy of the starting position, and reports battles per
// second.
func benchBattles(b *testing.B, s spacefleet.Setup) {
	start := newState(b, s, spacefleet.Options{}, 1)
	st := start.Copy()
	a0, a1 := NewTactical(0), NewTactical(1)
	players := []agent.Agent{a0, a1}
	b.ReportAllocs()
	b.ResetTimer()
	actions := 0
	for i := range b.N {
		seed := rng.Seed(i)
		start.CopyInto(st)
		a0.Reset(seed.Derive("agent", 0))
		a1.Reset(seed.Derive("agent", 1))
		n, err := agent.Play(st, players, seed, nil)
		if err != nil {
			b.Fatal(err)
		}
		actions += n
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "battles/s")
	b.ReportMetric(float64(actions)/float64(b.N), "actions/battle")
}

func BenchmarkFleetAction(b *testing.B) { benchBattles(b, fleetSetup()) }

func BenchmarkDestroyerSkirmish(b *testing.B) { benchBattles(b, skirmishSetup()) }
