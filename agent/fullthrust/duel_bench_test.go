package fullthrust

import (
	"testing"

	"github.com/broadside/broadside/rng"
)

func BenchmarkDuelTrial(b *testing.B) {
	d := testDuel()
	d.Ships[0].Doctrine = Doctrine{ET: true, HardAbout: true, Redline: true, Corkscrew: true, EM: 1}
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

func BenchmarkDuelTrialBackfireJump(b *testing.B) {
	d := manoeuvreDuel()
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
