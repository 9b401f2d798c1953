package sim

import (
	"context"
	"testing"

	"github.com/broadside/broadside/rng"
)

// benchmarkRun runs b.N trials of 10d6 in one Run, so that ns/op and
// allocs/op are per trial; the setup of the run is amortised over them.
func benchmarkRun(b *testing.B, workers int) {
	b.ReportAllocs()
	res, err := Run(context.Background(), Config{Trials: b.N, Workers: workers, Seed: 1}, []string{"sum"}, sumD6(10))
	if err != nil || res.Trials != b.N {
		b.Fatalf("%d trials, %v", res.Trials, err)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "trials/s")
}

func BenchmarkRun1Worker(b *testing.B)  { benchmarkRun(b, 1) }
func BenchmarkRun2Workers(b *testing.B) { benchmarkRun(b, 2) }

// BenchmarkBareTrial runs the same trial without the runner (no workers, no
// histograms), to show what the runner costs per trial.
func BenchmarkBareTrial(b *testing.B) {
	b.ReportAllocs()
	trial := sumD6(10)()
	var s rng.Stream
	out := make([]int64, 1)
	var sink int64
	seed := rng.Seed(1)
	for i := 0; b.Loop(); i++ {
		s.Reset(seed.Derive("trial", uint64(i)))
		trial(&s, out)
		sink += out[0]
	}
	if sink == 0 {
		b.Fatal("no trials")
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "trials/s")
}

// BenchmarkSummarizeWide measures the end of a run whose metric spread over
// a full dense window: merging two workers' histograms and summarising.
func BenchmarkSummarizeWide(b *testing.B) {
	var w1, w2 hist
	s := rng.New(3)
	for range 200_000 {
		w1.add(int64(s.IntN(maxDenseBins)))
		w2.add(int64(s.IntN(maxDenseBins)))
	}
	b.ReportAllocs()
	for b.Loop() {
		var total hist
		total.merge(&w1)
		total.merge(&w2)
		if summarize("wide", total.bins()).N != 400_000 {
			b.Fatal("lost counts")
		}
	}
}
