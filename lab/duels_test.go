package lab_test

import (
	"context"
	"errors"
	"io/fs"
	"math"
	"path"
	"testing"

	ftagent "github.com/broadside/broadside/agent/fullthrust"
	"github.com/broadside/broadside/examples"
	"github.com/broadside/broadside/lab"
	"github.com/broadside/broadside/sim"
	"github.com/google/go-cmp/cmp"
)

// TestDuels fights the eclipse example and checks that every duel ended in
// exactly one of a win for either side or a draw, that the per-ship
// estimates match the metrics of the Result, and that the same seed gives
// the same odds on one worker and on two.
func TestDuels(t *testing.T) {
	d := duel(t, "duel-eclipse.yaml")
	cfg := sim.Config{Trials: 200, Seed: 3, Workers: 1}
	got, err := lab.Duels(context.Background(), cfg, d)
	if err != nil {
		t.Fatal(err)
	}
	if got.Trials != 200 || got.Seed != 3 || got.Name != d.Name || len(got.Sides) != 2 || len(got.Ships) != len(d.Duel.Ships) {
		t.Fatalf("trials %d, seed %s, name %q, %d sides, %d ships", got.Trials, got.Seed, got.Name, len(got.Sides), len(got.Ships))
	}
	if sum := got.Sides[0].Win.Value + got.Sides[1].Win.Value + got.Draw.Value; math.Abs(sum-1) > 1e-12 {
		t.Errorf("wins and draws add up to %v, want 1", sum)
	}
	wantTurns := d.Duel.Turns
	if wantTurns == 0 {
		wantTurns = ftagent.DefaultDuelTurns
	}
	if got.TurnLimit != wantTurns || got.Turns.Value < 1 || got.Turns.Value > float64(wantTurns) {
		t.Errorf("turn limit %d (want %d), mean turns %v", got.TurnLimit, wantTurns, got.Turns.Value)
	}
	if names := metricNames(got.Result); !cmp.Equal(names, d.Duel.Metrics()) {
		t.Errorf("Result metrics %q, want %q", names, d.Duel.Metrics())
	}
	for i, s := range got.Ships {
		if want := d.Duel.Ships[i].Doctrine.String(); s.Doctrine != want {
			t.Errorf("ship %s: doctrine %q, want %q", s.Name, s.Doctrine, want)
		}
		if m, _ := got.Result.Metric("dealt:" + s.Name); m.Estimate() != s.Dealt {
			t.Errorf("ship %s: dealt %v, metric says %v", s.Name, s.Dealt, m.Estimate())
		}
	}
	cfg.Workers = 2
	again, err := lab.Duels(context.Background(), cfg, d)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(got, again); diff != "" {
		t.Errorf("1 and 2 workers from the same seed differ (-1 +2):\n%s", diff)
	}
}

// TestDuelsErrors checks a duel that cannot be fought (wrapping
// ftagent.ErrDuel) and a cancelled context.
func TestDuelsErrors(t *testing.T) {
	d := duel(t, "duel-eclipse.yaml")
	bad := d
	bad.Duel.Ships = bad.Duel.Ships[:1]
	if _, err := lab.Duels(context.Background(), sim.Config{Trials: 1}, bad); !errors.Is(err, ftagent.ErrDuel) {
		t.Errorf("one-ship duel: error %v, want one wrapping ftagent.ErrDuel", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	got, err := lab.Duels(ctx, sim.Config{Trials: 1000, Seed: 1}, d)
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled: error %v, want context.Canceled", err)
	}
	if got.Trials != 0 {
		t.Errorf("cancelled before the start, yet %d duels were fought", got.Trials)
	}
}

// metricNames lists the names of a result's metrics in order.
func metricNames(r sim.Result) []string {
	var names []string
	for _, m := range r.Metrics {
		names = append(names, m.Name)
	}
	return names
}

// TestDuelsSharedTablesPlayAsOwn checks that the duels of lab.Duels, whose
// workers' planners share one store of reach tables, come to exactly what
// the same duels come to with a planner of their own (ftagent.Duel.Trial,
// as lab.Duels ran them before the store), for every duel example on two
// workers, so that two planners read the store at once.
func TestDuelsSharedTablesPlayAsOwn(t *testing.T) {
	names, err := fs.Glob(examples.FullThrust, "fullthrust/duel-*.yaml")
	if err != nil || len(names) == 0 {
		t.Fatalf("no duel examples: %v", err)
	}
	trials := 24
	if testing.Short() {
		trials = 8
	}
	for _, name := range names {
		d := duel(t, path.Base(name))
		cfg := sim.Config{Trials: trials, Seed: 11, Workers: 2}
		got, err := lab.Duels(context.Background(), cfg, d)
		if err != nil {
			t.Fatal(err)
		}
		cfg.Workers = 1
		want, err := sim.Run(context.Background(), cfg, d.Duel.Metrics(), func() sim.Trial { return sim.Trial(d.Duel.Trial()) })
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(want, got.Result); diff != "" {
			t.Errorf("%s: shared tables (+) and own planners (-) differ:\n%s", d.Name, diff)
		}
	}
}

// TestDuelsVector fights the vector duel example (movement: vector) and
// checks that the same seed gives the same odds, histograms included, on
// one, two and three workers, and that its ships trade fire.
func TestDuelsVector(t *testing.T) {
	d := duel(t, "duel-vector.yaml")
	if !d.Duel.Options.Vector {
		t.Fatal("duel-vector.yaml is not under vector movement")
	}
	trials := 60
	if testing.Short() {
		trials = 20
	}
	cfg := sim.Config{Trials: trials, Seed: 5, Workers: 1}
	want, err := lab.Duels(context.Background(), cfg, d)
	if err != nil {
		t.Fatal(err)
	}
	if want.Trials != trials || want.Ships[0].Dealt.Value <= 0 || want.Ships[1].Dealt.Value <= 0 {
		t.Fatalf("%d trials, dealt %v and %v", want.Trials, want.Ships[0].Dealt.Value, want.Ships[1].Dealt.Value)
	}
	for _, workers := range []int{2, 3} {
		cfg.Workers = workers
		got, err := lab.Duels(context.Background(), cfg, d)
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("1 and %d workers from the same seed differ (-1 +%d):\n%s", workers, workers, diff)
		}
	}
}
