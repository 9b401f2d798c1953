package lab_test

import (
	"context"
	"errors"
	"math"
	"math/big"
	"testing"

	"github.com/broadside/broadside/lab"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
	"github.com/broadside/broadside/sim"
	"github.com/google/go-cmp/cmp"
)

// TestStrikeSamplesAgreesWithOdds checks every raid of several strike files
// against its exact odds: the capped damage frequencies fit the exact
// distribution (chi-square p of 1e-6 or more), the exact capped mean damage inside the sampled 95%
// interval, and P(destroyed) and the mean fighter losses within 4 standard
// errors of the sampled ones.
func TestStrikeSamplesAgreesWithOdds(t *testing.T) {
	for _, name := range []string{"cruiser.yaml", "dreadnought-escorts.yaml", "heavy-missiles.yaml", "six-salvos.yaml"} {
		t.Run(name, func(t *testing.T) {
			st, odds := strike(t, name)
			cfg := sim.Config{Trials: 20000, Seed: 0x5eed}
			got, err := lab.StrikeSamples(context.Background(), cfg, st.Strike, st.Options, odds)
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != len(odds) {
				t.Fatalf("%d raid samples for %d raids", len(got), len(odds))
			}
			for i, rs := range got {
				o := odds[i]
				if rs.Trials != cfg.Trials || rs.Seed != cfg.Seed || rs.Damage.N != int64(cfg.Trials) {
					t.Errorf("raid %d: trials %d, seed %s, n %d; want %d, %s", i, rs.Trials, rs.Seed, rs.Damage.N, cfg.Trials, cfg.Seed)
				}
				if rs.Fit.P < 1e-6 {
					t.Errorf("raid %d (%s): damage frequencies do not fit the exact odds: %s", i, o.Ship, rs.Fit)
				}
				if mean := o.Damage.Mean(); mean < rs.Damage.Low95 || mean > rs.Damage.High95 {
					t.Errorf("raid %d: exact capped mean damage %.4f outside the sampled interval [%.4f, %.4f]", i, mean, rs.Damage.Low95, rs.Damage.High95)
				}
				if p := ratF(o.Destroyed); abs(rs.Destroyed.Sigmas(1, p)) >= 4 {
					t.Errorf("raid %d: sampled P(destroyed) %.4f is %.2f sigma from exact %.4f", i, rs.Destroyed.Mean, rs.Destroyed.Sigmas(1, p), p)
				}
				lost := 0.0
				for _, l := range o.Losses {
					lost += ratF(l.Mean)
				}
				if se := rs.Losses.SD / math.Sqrt(float64(rs.Losses.N)); abs(rs.Losses.Mean-lost) > 4*se+1e-12 {
					t.Errorf("raid %d: mean fighters lost %.4f, exact %.4f (se %.4f)", i, rs.Losses.Mean, lost, se)
				}
			}
		})
	}
}

// TestStrikeSamplesWorkers checks that one worker and two give the same
// samples, histograms included.
func TestStrikeSamplesWorkers(t *testing.T) {
	st, odds := strike(t, "dreadnought-escorts.yaml")
	run := func(workers int) []lab.RaidSample {
		got, err := lab.StrikeSamples(context.Background(), sim.Config{Trials: 3000, Workers: workers, Seed: 7}, st.Strike, st.Options, odds)
		if err != nil {
			t.Fatal(err)
		}
		return got
	}
	if diff := cmp.Diff(run(1), run(2)); diff != "" {
		t.Errorf("1 and 2 workers differ (-1 +2):\n%s", diff)
	}
}

// TestStrikeSamplesCancel checks that a cancelled context stops the run
// with the context's error.
func TestStrikeSamplesCancel(t *testing.T) {
	st, odds := strike(t, "cruiser.yaml")
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	got, err := lab.StrikeSamples(ctx, sim.Config{Trials: 100000, Seed: 1}, st.Strike, st.Options, odds)
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("error %v, want context.Canceled", err)
	}
	for i, rs := range got {
		if rs.Trials != 0 {
			t.Errorf("raid %d: %d trials ran after cancellation", i, rs.Trials)
		}
	}
}

// TestStrikeSamplesErrors checks the refusals: an invalid strike (wrapping
// pointdefence.ErrSetup), odds of the wrong number of raids and a negative
// trial count.
func TestStrikeSamplesErrors(t *testing.T) {
	st, odds := strike(t, "cruiser.yaml")
	bad := st.Strike
	bad.Raids = append([]pointdefence.Raid{}, bad.Raids...)
	bad.Raids[0].Target = 99
	ctx := context.Background()
	if _, err := lab.StrikeSamples(ctx, sim.Config{Trials: 10}, bad, st.Options, odds); !errors.Is(err, pointdefence.ErrSetup) {
		t.Errorf("invalid strike: error %v, want one wrapping pointdefence.ErrSetup", err)
	}
	if _, err := lab.StrikeSamples(ctx, sim.Config{Trials: 10}, st.Strike, st.Options, append(odds, odds...)); err == nil {
		t.Error("odds of too many raids: no error")
	}
	if _, err := lab.StrikeSamples(ctx, sim.Config{Trials: -1}, st.Strike, st.Options, odds); err == nil {
		t.Error("negative trials: no error")
	}
}

// ratF returns r as the nearest float.
func ratF(r *big.Rat) float64 {
	f, _ := r.Float64()
	return f
}

// abs is |x|.
func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}
