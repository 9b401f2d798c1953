package sim

import (
	"context"
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/broadside/broadside/rng"
)

// groups makes, for point k, trials in which k+1 fighter groups each roll a
// d6 and hit on 5 or 6; the metrics are the hits and whether there were at
// least two.
func groups(k int) Trial {
	return func(s *rng.Stream, out []int64) {
		for range k + 1 {
			if s.D6() >= 5 {
				out[0]++
			}
		}
		if out[0] >= 2 {
			out[1] = 1
		}
	}
}

var groupMetrics = []string{"hits", "two or more"}

func TestSweepSameForAnyWorkers(t *testing.T) {
	ctx := context.Background()
	cfg := Config{Trials: 3000, Workers: 1, Seed: 12}
	want, err := Sweep(ctx, cfg, 6, groupMetrics, groups)
	if err != nil {
		t.Fatal(err)
	}
	cfg.Workers = 3
	got, err := Sweep(ctx, cfg, 6, groupMetrics, groups)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("1 and 3 workers differ (-1 +3):\n%s", diff)
	}
	for k, res := range want {
		single, err := Run(ctx, Config{Trials: cfg.Trials, Seed: cfg.Seed.Derive("point", uint64(k))}, groupMetrics,
			func() Trial { return groups(k) })
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(single, res); diff != "" {
			t.Errorf("point %d differs from its own run (-run +sweep):\n%s", k, diff)
		}
		if mean, hi := res.Metrics[0].Mean, float64(k+1); mean <= 0 || mean >= hi {
			t.Errorf("point %d: mean hits %v", k, mean)
		}
	}
}

func TestSweepProgress(t *testing.T) {
	var calls [][2]int
	cfg := Config{Trials: 500, Workers: 2, Progress: func(done, total int) { calls = append(calls, [2]int{done, total}) }}
	if _, err := Sweep(context.Background(), cfg, 4, groupMetrics, groups); err != nil {
		t.Fatal(err)
	}
	if n := len(calls); n < 4 || calls[n-1] != [2]int{2000, 2000} {
		t.Fatalf("calls %v", calls)
	}
	for i := 1; i < len(calls); i++ {
		if calls[i][0] < calls[i-1][0] || calls[i][1] != 2000 {
			t.Errorf("call %v after %v", calls[i], calls[i-1])
		}
	}
}

func TestSweepCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	cfg := Config{Trials: 1 << 40, Progress: func(int, int) { cancel() }}
	results, err := Sweep(ctx, cfg, 3, groupMetrics, groups)
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v", err)
	}
	if len(results) != 1 || results[0].Trials >= cfg.Trials || results[0].Metrics[0].N != int64(results[0].Trials) {
		t.Fatalf("got %d results, first with %d trials", len(results), results[0].Trials)
	}
}

func TestSweepEdges(t *testing.T) {
	tests := []struct {
		name   string
		cfg    Config
		points int
		err    string
		calls  [][2]int
	}{
		{"no points", Config{Trials: 10}, 0, "", [][2]int{{0, 0}}},
		{"no trials", Config{}, 2, "", [][2]int{{0, 0}, {0, 0}}},
		{"negative points", Config{Trials: 10}, -1, "sim: negative number of sweep points (-1)", nil},
		{"negative trials", Config{Trials: -10}, 2, "sim: negative number of trials (-10)", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var calls [][2]int
			tt.cfg.Progress = func(done, total int) { calls = append(calls, [2]int{done, total}) }
			results, err := Sweep(context.Background(), tt.cfg, tt.points, groupMetrics, groups)
			if tt.err != "" {
				if err == nil || err.Error() != tt.err || results != nil {
					t.Fatalf("got %v, %v; want error %q", results, err, tt.err)
				}
				return
			}
			if err != nil || len(results) != tt.points {
				t.Fatalf("got %d results, %v", len(results), err)
			}
			if diff := cmp.Diff(tt.calls, calls); diff != "" {
				t.Errorf("progress (-want +got):\n%s", diff)
			}
		})
	}
}
