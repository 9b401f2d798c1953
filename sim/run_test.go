package sim

import (
	"context"
	"errors"
	"math"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/broadside/broadside/rng"
)

// sumD6 makes trials that record the sum of n d6 as their only metric.
func sumD6(n int) func() Trial {
	return func() Trial {
		return func(s *rng.Stream, out []int64) {
			var t int64
			for range n {
				t += int64(s.D6())
			}
			out[0] = t
		}
	}
}

// mixed makes trials with metrics of every shape: a small sum, a 0/1 win, a
// negative difference, a metric left unwritten half of the time and one
// spread over all of int64, which overflows the dense histogram.
func mixed() Trial {
	scratch := make([]int, 4)
	return func(s *rng.Stream, out []int64) {
		for i := range scratch {
			scratch[i] = s.D6()
		}
		sum := int64(scratch[0] + scratch[1] + scratch[2] + scratch[3])
		out[0] = sum
		if scratch[0]+scratch[1] >= 10 {
			out[1] = 1
		}
		out[2] = int64(scratch[2] - scratch[3]*100)
		if scratch[0] > 3 {
			out[3] = sum
		}
		out[4] = int64(s.Uint64())
	}
}

var mixedMetrics = []string{"sum", "win", "diff", "sometimes", "wide"}

func TestRunSameForAnyWorkers(t *testing.T) {
	ctx := context.Background()
	cfg := Config{Trials: 20011, Workers: 1, Seed: 0x5eed}
	want, err := Run(ctx, cfg, mixedMetrics, mixed)
	if err != nil {
		t.Fatal(err)
	}
	for _, workers := range []int{2, 3, 7} {
		cfg.Workers = workers
		got, err := Run(ctx, cfg, mixedMetrics, mixed)
		if err != nil {
			t.Fatalf("%d workers: %v", workers, err)
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("%d workers differ from 1 (-1 worker +%d workers):\n%s", workers, workers, diff)
		}
	}
	if want.Trials != cfg.Trials || want.Seed != cfg.Seed {
		t.Errorf("trials %d seed %v, want %d %v", want.Trials, want.Seed, cfg.Trials, cfg.Seed)
	}
	for _, s := range want.Metrics {
		if s.N != int64(cfg.Trials) {
			t.Errorf("%s: N = %d, want %d", s.Name, s.N, cfg.Trials)
		}
	}
	if s, _ := want.Metric("wide"); len(s.Hist) < cfg.Trials-10 {
		t.Errorf("wide metric has only %d distinct values", len(s.Hist))
	}
}

// TestRunTrialStreams checks the documented contract: trial i draws from
// Seed.Derive("trial", i), whatever worker runs it.
func TestRunTrialStreams(t *testing.T) {
	const trials = 500
	seed := rng.Seed(99)
	bins := make([]Bin, trials)
	for i := range bins {
		bins[i] = Bin{Value: int64(rng.New(seed.Derive("trial", uint64(i))).Uint64()), Count: 1}
	}
	want := Summarize("first", bins)
	first := func() Trial {
		return func(s *rng.Stream, out []int64) { out[0] = int64(s.Uint64()) }
	}
	res, err := Run(context.Background(), Config{Trials: trials, Workers: 2, Seed: seed}, []string{"first"}, first)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(want, res.Metrics[0]); diff != "" {
		t.Errorf("first draws differ (-want +got):\n%s", diff)
	}
}

func TestRunInvalid(t *testing.T) {
	tests := []struct {
		name    string
		cfg     Config
		metrics []string
		err     string
	}{
		{"negative trials", Config{Trials: -1}, []string{"x"}, "sim: negative number of trials (-1)"},
		{"negative workers", Config{Trials: 1, Workers: -2}, []string{"x"}, "sim: negative number of workers (-2)"},
		{"duplicate metric", Config{Trials: 1}, []string{"hits", "win", "hits"}, `sim: metric "hits" is named twice`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			called := false
			_, err := Run(context.Background(), tt.cfg, tt.metrics, func() Trial { called = true; return mixed() })
			if err == nil || err.Error() != tt.err {
				t.Fatalf("err = %v, want %q", err, tt.err)
			}
			if called {
				t.Error("newTrial was called for an invalid run")
			}
		})
	}
}

func TestRunEdges(t *testing.T) {
	tests := []struct {
		name    string
		cfg     Config
		metrics []string
	}{
		{"no trials", Config{}, []string{"sum"}},
		{"no metrics", Config{Trials: 100}, nil},
		{"more workers than trials", Config{Trials: 3, Workers: 8}, []string{"sum"}},
		{"default workers", Config{Trials: 3000}, []string{"sum"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			newTrial := func() Trial {
				return func(s *rng.Stream, out []int64) {
					if len(out) > 0 {
						out[0] = int64(s.D6())
					}
				}
			}
			res, err := Run(context.Background(), tt.cfg, tt.metrics, newTrial)
			if err != nil {
				t.Fatal(err)
			}
			if res.Trials != tt.cfg.Trials || len(res.Metrics) != len(tt.metrics) {
				t.Fatalf("trials %d metrics %d", res.Trials, len(res.Metrics))
			}
			for _, s := range res.Metrics {
				if s.N != int64(tt.cfg.Trials) || s.Hist == nil {
					t.Errorf("%s: N = %d, hist %v", s.Name, s.N, s.Hist)
				}
			}
		})
	}
}

func TestRunZeroesOut(t *testing.T) {
	// The trial writes its metric only on odd first rolls; the others must
	// record 0, not the previous trial's value.
	newTrial := func() Trial {
		return func(s *rng.Stream, out []int64) {
			if d := s.D6(); d%2 == 1 {
				out[0] = int64(d)
			}
		}
	}
	res, err := Run(context.Background(), Config{Trials: 6000, Workers: 2, Seed: 3}, []string{"odd"}, newTrial)
	if err != nil {
		t.Fatal(err)
	}
	for _, b := range res.Metrics[0].Hist {
		if b.Value != 0 && b.Value%2 == 0 {
			t.Fatalf("even value %d recorded %d times", b.Value, b.Count)
		}
	}
}

func TestRunCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var calls [][2]int // written without a lock: -race checks that calls never overlap
	cfg := Config{Trials: 1 << 40, Seed: 1, Progress: func(done, total int) {
		calls = append(calls, [2]int{done, total})
		cancel()
	}}
	start := time.Now()
	res, err := Run(ctx, cfg, []string{"sum"}, sumD6(10))
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v, want context.Canceled", err)
	}
	if elapsed := time.Since(start); elapsed > 10*time.Second {
		t.Errorf("cancelled run took %v", elapsed)
	}
	if res.Trials <= 0 || res.Trials >= cfg.Trials {
		t.Fatalf("partial count %d", res.Trials)
	}
	if n := res.Metrics[0].N; n != int64(res.Trials) {
		t.Errorf("histogram holds %d trials, result says %d", n, res.Trials)
	}
	// The first call came from a report while trials ran; the last is the
	// final one. A slow machine may fit another report in between.
	if n := len(calls); n < 2 || calls[n-1] != [2]int{res.Trials, cfg.Trials} || calls[0][0] > res.Trials {
		t.Errorf("progress calls %v, want a report and then the final %d", calls, res.Trials)
	}
}

func TestRunAlreadyCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var calls [][2]int
	cfg := Config{Trials: 1000, Progress: func(done, total int) { calls = append(calls, [2]int{done, total}) }}
	res, err := Run(ctx, cfg, []string{"sum"}, sumD6(1))
	if !errors.Is(err, context.Canceled) || res.Trials != 0 || res.Metrics[0].N != 0 || res.Metrics[0].Name != "sum" {
		t.Fatalf("got %+v, %v", res, err)
	}
	if diff := cmp.Diff([][2]int{{0, 1000}}, calls); diff != "" {
		t.Errorf("progress (-want +got):\n%s", diff)
	}
}

func TestRunProgress(t *testing.T) {
	var calls [][2]int
	cfg := Config{Trials: 300_000, Workers: 2, Seed: 5, Progress: func(done, total int) {
		calls = append(calls, [2]int{done, total})
	}}
	if _, err := Run(context.Background(), cfg, []string{"sum"}, sumD6(10)); err != nil {
		t.Fatal(err)
	}
	if len(calls) == 0 || calls[len(calls)-1] != [2]int{cfg.Trials, cfg.Trials} {
		t.Fatalf("progress calls %v end without done == total", calls)
	}
	for i, c := range calls {
		if c[1] != cfg.Trials || c[0] < 0 || c[0] > cfg.Trials || (i > 0 && c[0] < calls[i-1][0]) {
			t.Errorf("call %d is %v after %v", i, c, calls[max(i-1, 0)])
		}
	}
}

var errBoom = errors.New("boom")

func TestRunPanic(t *testing.T) {
	const seed = rng.Seed(8)
	first := -1 // the first trial whose stream starts with a 0 from IntN(50)
	for i := 0; first < 0; i++ {
		if rng.New(seed.Derive("trial", uint64(i))).IntN(50) == 0 {
			first = i
		}
	}
	tests := []struct {
		name     string
		newTrial func() Trial
		want     string
	}{
		{"trial", func() Trial {
			return func(s *rng.Stream, out []int64) {
				if s.IntN(50) == 0 {
					panic(errBoom)
				}
			}
		}, "sim: trial " + strconv.Itoa(first) + " (seed " + seed.Derive("trial", uint64(first)).String() + ") panicked: boom"},
		{"newTrial", func() Trial { panic("no scratch") }, "sim: newTrial panicked: no scratch"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			defer func() {
				r := recover()
				err, ok := r.(error)
				if !ok {
					t.Fatalf("panic value %#v is not an error", r)
				}
				if !strings.HasPrefix(err.Error(), tt.want+"\n") || !strings.Contains(err.Error(), "goroutine") {
					t.Errorf("panic %q, want it to start with %q and carry a stack", err, tt.want)
				}
				if tt.name == "trial" && !errors.Is(err, errBoom) {
					t.Errorf("panic %v does not wrap the trial's error", err)
				}
			}()
			_, _ = Run(context.Background(), Config{Trials: 1000, Workers: 1, Seed: seed}, []string{"x"}, tt.newTrial)
			t.Fatal("Run returned")
		})
	}
}

// TestRunMatchesExact compares a run with the exact distribution of the sum
// of 10d6, computed here by convolution.
func TestRunMatchesExact(t *testing.T) {
	exact := []float64{1} // exact[v] = P(sum = v)
	for range 10 {
		next := make([]float64, len(exact)+6)
		for v, p := range exact {
			for f := 1; f <= 6; f++ {
				next[v+f] += p / 6
			}
		}
		exact = next
	}
	if p := exact[35]; math.Abs(p-7631.0/104976) > 1e-15 {
		t.Fatalf("convolution gives P(35) = %v", p)
	}
	res, err := Run(context.Background(), Config{Trials: 200_000, Seed: 0xd1ce}, []string{"sum"}, sumD6(10))
	if err != nil {
		t.Fatal(err)
	}
	s := res.Metrics[0]
	for v := 10; v <= 60; v++ {
		if z := s.Sigmas(int64(v), exact[v]); math.Abs(z) > 4 {
			t.Errorf("P(%d): sampled %v, exact %v, %.1f sigmas", v, s.P(int64(v)), exact[v], z)
		}
	}
	se := math.Sqrt(10*35.0/12) / math.Sqrt(float64(s.N))
	if math.Abs(s.Mean-35) > 4*se || math.Abs(s.SD-math.Sqrt(10*35.0/12)) > 0.05 {
		t.Errorf("mean %v sd %v, want 35 and %v", s.Mean, s.SD, math.Sqrt(10*35.0/12))
	}
}

func TestRunD6(t *testing.T) {
	const trials = 60_000
	res, err := Run(context.Background(), Config{Trials: trials, Workers: 3, Seed: 6}, []string{"d6"}, sumD6(1))
	if err != nil {
		t.Fatal(err)
	}
	s := res.Metrics[0]
	var sum int64
	for _, b := range s.Hist {
		if b.Value < 1 || b.Value > 6 {
			t.Errorf("face %d", b.Value)
		}
		sum += b.Count
	}
	if sum != trials || len(s.Hist) != 6 {
		t.Errorf("histogram %v sums to %d", s.Hist, sum)
	}
	se := math.Sqrt(35.0/12) / math.Sqrt(trials)
	if math.Abs(s.Mean-3.5) > 4*se {
		t.Errorf("mean %v is more than 4 sigma (%v) from 3.5", s.Mean, se)
	}
	if s.Low95 > s.Mean || s.High95 < s.Mean || math.Abs((s.High95-s.Low95)/2-z95*s.SD/math.Sqrt(trials)) > 1e-12 {
		t.Errorf("interval [%v, %v] around %v", s.Low95, s.High95, s.Mean)
	}
}

// TestTrialLoopAllocs checks that the per-trial work allocates nothing once
// the histograms cover the values seen.
func TestTrialLoopAllocs(t *testing.T) {
	w := &worker{hists: padded[hist](1), out: padded[int64](1)}
	trial := sumD6(10)()
	for i := range 1000 {
		w.one(trial, rng.Seed(i))
	}
	if a := testing.AllocsPerRun(10_000, func() { w.one(trial, 42) }); a != 0 {
		t.Errorf("%v allocations per trial", a)
	}
}

// TestRunAllocsIndependentOfTrials checks that a whole run allocates the same
// for a thousand trials as for a hundred thousand.
func TestRunAllocsIndependentOfTrials(t *testing.T) {
	allocs := func(trials int) float64 {
		cfg := Config{Trials: trials, Workers: 1, Seed: 4}
		return testing.AllocsPerRun(3, func() {
			if _, err := Run(context.Background(), cfg, []string{"d6"}, sumD6(1)); err != nil {
				t.Fatal(err)
			}
		})
	}
	if few, many := allocs(1000), allocs(100_000); many > few {
		t.Errorf("%v allocations for 1000 trials, %v for 100000", few, many)
	}
}
