package sim_test

import (
	"context"
	"testing"

	"github.com/broadside/broadside/dice"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/sim"
)

// The two Monte Carlo targets of the foundation issue, run through the
// runner: a pool of 6 B1 and 4 PDS dice (Full Thrust point defence, as the
// issue defines the dice) and the matching-set reading of 6d6 (Jovian Wars).
// ns/op is per trial; the trials/s metric is what the issue asks for.

var (
	b1Die = dice.Die{Name: "B1", Sides: 6, Faces: []dice.Face{
		{}, {}, {}, {}, {Score: 1}, {Score: 1, Reroll: true}}}
	pdsDie = dice.Die{Name: "PDS", Sides: 6, Faces: []dice.Face{
		{}, {}, {}, {Score: 1}, {Score: 1}, {Score: 2, Reroll: true}}}
)

func benchTrials(b *testing.B, workers int, trial sim.Trial) {
	b.ReportAllocs()
	res, err := sim.Run(context.Background(), sim.Config{Trials: b.N, Workers: workers, Seed: 1},
		[]string{"x"}, func() sim.Trial { return trial })
	if err != nil || res.Trials != b.N {
		b.Fatalf("%d trials, %v", res.Trials, err)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "trials/s")
}

func poolTrial() sim.Trial {
	pool := dice.Pool{{Die: b1Die, Count: 6}, {Die: pdsDie, Count: 4}}
	return func(s *rng.Stream, out []int64) { out[0] = int64(pool.Score(s)) }
}

func setsTrial() sim.Trial {
	sets := dice.Sets{Dice: 6}
	return func(s *rng.Stream, out []int64) { out[0] = int64(sets.Code(s)) }
}

func BenchmarkPool6B1_4PDS1Worker(b *testing.B)  { benchTrials(b, 1, poolTrial()) }
func BenchmarkPool6B1_4PDS2Workers(b *testing.B) { benchTrials(b, 2, poolTrial()) }
func BenchmarkSets6d61Worker(b *testing.B)       { benchTrials(b, 1, setsTrial()) }
func BenchmarkSets6d62Workers(b *testing.B)      { benchTrials(b, 2, setsTrial()) }
