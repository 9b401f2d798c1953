package lab_test

import (
	"context"
	"testing"

	"github.com/broadside/broadside/lab"
	"github.com/broadside/broadside/sim"
)

// BenchmarkStrikeSamples measures one trial of the dreadnought-and-escorts
// strike on one worker: b.N trials in a single run.
func BenchmarkStrikeSamples(b *testing.B) {
	st, odds := strike(b, "dreadnought-escorts.yaml")
	b.ReportAllocs()
	b.ResetTimer()
	if _, err := lab.StrikeSamples(context.Background(), sim.Config{Trials: b.N, Workers: 1, Seed: 1}, st.Strike, st.Options, odds); err != nil {
		b.Fatal(err)
	}
}

// BenchmarkDuels measures one duel of the eclipse example on one worker:
// b.N duels in a single run.
func BenchmarkDuels(b *testing.B) {
	d := duel(b, "duel-eclipse.yaml")
	b.ReportAllocs()
	b.ResetTimer()
	if _, err := lab.Duels(context.Background(), sim.Config{Trials: b.N, Workers: 1, Seed: 1}, d); err != nil {
		b.Fatal(err)
	}
}

// BenchmarkDuelsTwoWorkers is BenchmarkDuels on two workers, whose
// planners share one store of reach tables: the tables are built once for
// the run, so a duel allocates about what it does on one worker.
func BenchmarkDuelsTwoWorkers(b *testing.B) {
	d := duel(b, "duel-eclipse.yaml")
	b.ReportAllocs()
	b.ResetTimer()
	if _, err := lab.Duels(context.Background(), sim.Config{Trials: b.N, Workers: 2, Seed: 1}, d); err != nil {
		b.Fatal(err)
	}
}

// BenchmarkEngagements measures one trial of the Jovian duel example on one
// worker: b.N engagements in a single run.
func BenchmarkEngagements(b *testing.B) {
	e := engagement(b, "duel.yaml")
	b.ReportAllocs()
	b.ResetTimer()
	if _, err := lab.Engagements(context.Background(), sim.Config{Trials: b.N, Workers: 1, Seed: 1}, e); err != nil {
		b.Fatal(err)
	}
}
