package fullthrust

import (
	"testing"

	"github.com/broadside/broadside/rng"
)

// benchTrial measures one trial of duel d, each with the dice of its own
// stream.
func benchTrial(b *testing.B, d Duel) {
	trial := d.Trial()
	out := make([]int64, len(d.Metrics()))
	s := rng.New(0)
	i := uint64(0)
	b.ReportAllocs()
	for b.Loop() {
		s.Reset(rng.Seed(9).Derive("trial", i))
		trial(s, out)
		i++
	}
}

func BenchmarkDuelTrial(b *testing.B) {
	d := testDuel()
	d.Ships[0].Doctrine = Doctrine{ET: true, HardAbout: true, Redline: true, Corkscrew: true, EM: 1}
	benchTrial(b, d)
}

func BenchmarkDuelTrialBackfireJump(b *testing.B) { benchTrial(b, manoeuvreDuel()) }

// BenchmarkDuelTrialVector is BenchmarkDuelTrial under vector movement
// (duel_vector.go).
func BenchmarkDuelTrialVector(b *testing.B) { benchTrial(b, vectorDuel()) }
