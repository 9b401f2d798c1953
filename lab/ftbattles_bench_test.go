package lab_test

import (
	"context"
	"fmt"
	"runtime"
	"testing"

	"github.com/broadside/broadside/internal/benchcpu"
	"github.com/broadside/broadside/lab"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/sim"
)

// BenchmarkFTBattles measures Monte Carlo runs of whole Full Thrust
// battles (lab.FTBattles, as "broadside battle --trials" and the lab run
// them): b.N cruiser actions between tactical players in one run on 1 and
// on 2 workers, reported as battles a second of wall-clock time and CPU
// time a battle. Issue 14 asks that 2 workers fight at least 1.8 times as
// many battles a second as 1; that needs two idle cores, and the CPU time
// a battle shows what the second worker costs on a busy machine.
func BenchmarkFTBattles(b *testing.B) {
	f := ftBattle(b, "battle-cruiser-action.yaml")
	for _, workers := range []int{1, 2} {
		b.Run(fmt.Sprintf("workers=%d", workers), func(b *testing.B) {
			if workers > runtime.GOMAXPROCS(0) {
				b.Skipf("%d workers need GOMAXPROCS %d or more", workers, workers)
			}
			b.ReportAllocs()
			defer benchcpu.Clock(b)()
			_, err := lab.FTBattles(context.Background(), sim.Config{Trials: b.N, Workers: workers, Seed: rng.Seed(1)}, f.Setup, []string{"tactical", "tactical"})
			if err != nil {
				b.Fatal(err)
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "battles/s")
		})
	}
}
