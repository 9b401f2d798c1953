package lab_test

import (
	"context"
	"fmt"
	"os"
	"testing"

	sfagent "github.com/broadside/broadside/agent/spacefleet"
	"github.com/broadside/broadside/lab"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/spacefleet"
	"github.com/broadside/broadside/scenario"
	"github.com/broadside/broadside/sim"
)

// lightCruiserSweep is a sweep of one point, the light-cruiser base as it
// stands, with trials battles.
func lightCruiserSweep(b *testing.B, trials int) *lab.Sweep {
	b.Helper()
	text := fmt.Sprintf("name: bench\nkind: spacefleet\nbase: light-cruisers.yaml\nseed: 1\ntrials: %d\n"+
		"axes:\n  - name: red speed\n    field: $.designs.red.speed\n    values: [4]\n", trials)
	sw, err := lab.DecodeSweep("bench.yaml", []byte(text), os.DirFS(".."), "examples/sweeps")
	if err != nil {
		b.Fatal(err)
	}
	return sw
}

// BenchmarkSweepPoint measures one battle of a sweep point (the light
// cruisers, tactical players) on 1 and 2 workers: b.N battles in a single
// run. Compared with BenchmarkSweepBattlesAlone it gives the cost of the
// sweep machinery; workers=2 against workers=1 gives the scaling.
func BenchmarkSweepPoint(b *testing.B) {
	for _, workers := range []int{1, 2} {
		b.Run(fmt.Sprintf("workers=%d", workers), func(b *testing.B) {
			sw := lightCruiserSweep(b, b.N)
			b.ResetTimer()
			if _, err := sw.Run(context.Background(), sim.Config{Workers: workers}, 1, sim.Shard{Count: 1}); err != nil {
				b.Fatal(err)
			}
		})
	}
}

// BenchmarkSweepBattlesAlone measures the same battles as BenchmarkSweepPoint
// run through lab.Battles directly, on one worker.
func BenchmarkSweepBattlesAlone(b *testing.B) {
	data, err := os.ReadFile("../examples/sweeps/light-cruisers.yaml")
	if err != nil {
		b.Fatal(err)
	}
	sc, err := scenario.DecodeSpaceFleet("light-cruisers.yaml", data)
	if err != nil {
		b.Fatal(err)
	}
	kinds, err := sfagent.ParseKinds("tactical", len(sc.Setup.Sides))
	if err != nil {
		b.Fatal(err)
	}
	seed := rng.Seed(1).Derive("point", 0)
	start, err := spacefleet.New(sc.Setup, sc.Options, seed)
	if err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	if _, err := lab.Battles(context.Background(), sim.Config{Trials: b.N, Workers: 1, Seed: seed}, start, kinds); err != nil {
		b.Fatal(err)
	}
}
