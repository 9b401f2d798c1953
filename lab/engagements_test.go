package lab_test

import (
	"context"
	"errors"
	"math"
	"testing"

	"github.com/broadside/broadside/lab"
	"github.com/broadside/broadside/sim"
	"github.com/google/go-cmp/cmp"
)

// TestEngagements fights the Jovian duel example and checks that every
// engagement ended in exactly one of a win for either side or no winner,
// that the counts of models stay within each side's size, and that the
// same seed gives the same odds on one worker and on two.
func TestEngagements(t *testing.T) {
	e := engagement(t, "duel.yaml")
	cfg := sim.Config{Trials: 2000, Seed: 7, Workers: 1}
	got, err := lab.Engagements(context.Background(), cfg, e)
	if err != nil {
		t.Fatal(err)
	}
	if got.Trials != 2000 || got.Seed != 7 || got.Name != e.Name || got.RoundLimit != e.Rounds || len(got.Sides) != 2 {
		t.Fatalf("trials %d, seed %s, name %q, round limit %d, %d sides", got.Trials, got.Seed, got.Name, got.RoundLimit, len(got.Sides))
	}
	if sum := got.Sides[0].Win.Value + got.Sides[1].Win.Value + got.NoWinner.Value; math.Abs(sum-1) > 1e-12 {
		t.Errorf("wins and no winner add up to %v, want 1", sum)
	}
	if got.Rounds.Mean < 0 || got.Rounds.Mean > float64(e.Rounds) {
		t.Errorf("mean rounds %v outside 0 to %d", got.Rounds.Mean, e.Rounds)
	}
	if !cmp.Equal(got.Options, e.Options.Values()) {
		t.Errorf("options %v, want %v", got.Options, e.Options.Values())
	}
	for s, side := range got.Sides {
		n := len(e.Sides[s].Units)
		if side.Name != e.Sides[s].Name || len(side.Units) != n {
			t.Errorf("side %d: name %q with %d units, want %q with %d", s, side.Name, len(side.Units), e.Sides[s].Name, n)
		}
		if side.Active.Value > side.Alive.Value || side.Alive.Value > float64(n) {
			t.Errorf("side %d: %v models active, %v alive, of %d", s, side.Active.Value, side.Alive.Value, n)
		}
		alive := 0.0
		for _, u := range side.Units {
			alive += u.Survives.Value
		}
		if math.Abs(alive-side.Alive.Value) > 1e-9 {
			t.Errorf("side %d: unit survival adds up to %v, alive says %v", s, alive, side.Alive.Value)
		}
	}
	cfg.Workers = 2
	again, err := lab.Engagements(context.Background(), cfg, e)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(got, again); diff != "" {
		t.Errorf("1 and 2 workers from the same seed differ (-1 +2):\n%s", diff)
	}
}

// TestEngagementsErrors checks an invalid engagement, a missing one and a
// cancelled context.
func TestEngagementsErrors(t *testing.T) {
	e := engagement(t, "duel.yaml")
	ctx := context.Background()
	bad := *e
	bad.Rounds = 0
	if _, err := lab.Engagements(ctx, sim.Config{Trials: 1}, &bad); err == nil {
		t.Error("round limit 0: no error")
	}
	if _, err := lab.Engagements(ctx, sim.Config{Trials: 1}, nil); err == nil {
		t.Error("nil engagement: no error")
	}
	cctx, cancel := context.WithCancel(ctx)
	cancel()
	got, err := lab.Engagements(cctx, sim.Config{Trials: 1000, Seed: 1}, e)
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled: error %v, want context.Canceled", err)
	}
	if got.Trials != 0 {
		t.Errorf("cancelled before the start, yet %d engagements were fought", got.Trials)
	}
}
