package sim

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/broadside/broadside/rng"
)

// shards runs the trials of a run of total trials split at cuts (ascending,
// inside [0, total]) as separate runs and returns their partials.
func shards(t interface{ Fatal(...any) }, seed rng.Seed, total int, cuts []int, workers int) []Partial {
	bounds := append(append([]int{0}, cuts...), total)
	var parts []Partial
	for i := range len(bounds) - 1 {
		cfg := Config{Seed: seed, First: bounds[i], Trials: bounds[i+1] - bounds[i], Workers: workers}
		res, err := Run(context.Background(), cfg, mixedMetrics, mixed)
		if err != nil {
			t.Fatal(err)
		}
		p, err := NewPartial(res, total, bounds[i])
		if err != nil {
			t.Fatal(err)
		}
		parts = append(parts, p)
	}
	return parts
}

func TestMergeOfShardsIsOneRun(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		total := rapid.IntRange(0, 3000).Draw(t, "total")
		cuts := rapid.SliceOfN(rapid.IntRange(0, total), 0, 6).Draw(t, "cuts")
		slices.Sort(cuts)
		workers := rapid.IntRange(1, 3).Draw(t, "workers")
		seed := rng.Seed(rapid.Uint64().Draw(t, "seed"))
		want, err := Run(context.Background(), Config{Seed: seed, Trials: total, Workers: 2}, mixedMetrics, mixed)
		if err != nil {
			t.Fatal(err)
		}
		parts := shards(t, seed, total, cuts, workers)
		// Through JSON, in a shuffled order, as shard files would come.
		for i, p := range parts {
			data, err := json.Marshal(p)
			if err != nil {
				t.Fatal(err)
			}
			var back Partial
			if err := json.Unmarshal(data, &back); err != nil {
				t.Fatal(err)
			}
			parts[i] = back
		}
		perm := rapid.Permutation(parts).Draw(t, "order")
		merged, err := Merge(perm...)
		if err != nil {
			t.Fatal(err)
		}
		got, err := merged.Result()
		if err != nil {
			t.Fatal(err)
		}
		wantJSON, _ := json.Marshal(want)
		gotJSON, _ := json.Marshal(got)
		if !bytes.Equal(wantJSON, gotJSON) {
			t.Fatalf("merged result differs from one run:\n%s\n%s", gotJSON, wantJSON)
		}
		// A run with the merge as its Base and no trials gives the same.
		based, err := Run(context.Background(), Config{Seed: seed, Base: &merged}, mixedMetrics, mixed)
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(want, based); diff != "" {
			t.Fatalf("run on the merged base differs (-want +got):\n%s", diff)
		}
	})
}

func TestRunContinuesFromBase(t *testing.T) {
	ctx := context.Background()
	want, err := Run(ctx, Config{Seed: 9, Trials: 5000}, mixedMetrics, mixed)
	if err != nil {
		t.Fatal(err)
	}
	first, err := Run(ctx, Config{Seed: 9, Trials: 1234}, mixedMetrics, mixed)
	if err != nil {
		t.Fatal(err)
	}
	base, err := NewPartial(first, 5000, 0)
	if err != nil {
		t.Fatal(err)
	}
	got, err := Run(ctx, Config{Seed: 9, First: 1234, Trials: 5000 - 1234, Base: &base}, mixedMetrics, mixed)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Fatalf("(-want +got):\n%s", diff)
	}
}

func TestMergeErrors(t *testing.T) {
	parts := shards(t, 3, 100, []int{40, 70}, 1)
	other := shards(t, 4, 100, nil, 1)[0]
	bigger := shards(t, 3, 200, nil, 1)[0]
	renamed := shards(t, 3, 100, []int{40}, 1)[0]
	renamed.Metrics = slices.Clone(renamed.Metrics)
	renamed.Metrics[1].Name = "loss"
	tests := []struct {
		name  string
		parts []Partial
		want  string
	}{
		{"none", nil, "no partial results"},
		{"twice", []Partial{parts[0], parts[1], parts[1]}, "trials 40-69 are counted twice"},
		{"other seed", []Partial{parts[0], other}, "partial 2: sim: base partial has seed"},
		{"other total", []Partial{parts[0], bigger}, "partial 2 is of a run of 200 trials"},
		{"other metrics", []Partial{parts[2], renamed}, `metric 1 is "loss"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Merge(tt.parts...)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("got %v, want an error containing %q", err, tt.want)
			}
		})
	}
	t.Run("missing", func(t *testing.T) {
		m, err := Merge(parts[0], parts[2])
		if err != nil {
			t.Fatal(err)
		}
		if _, err := m.Result(); err == nil || !strings.Contains(err.Error(), "trials 40-69 of 100 are missing") {
			t.Fatalf("got %v", err)
		}
	})
	t.Run("base of another run", func(t *testing.T) {
		_, err := Run(context.Background(), Config{Seed: 4, Base: &parts[0]}, mixedMetrics, mixed)
		if err == nil || !strings.Contains(err.Error(), "seed") {
			t.Fatalf("got %v", err)
		}
	})
}

func TestPartialJSONChecks(t *testing.T) {
	tests := map[string]string{
		"negative total":  `{"seed":"1","total":-1,"spans":[],"metrics":[]}`,
		"span outside":    `{"seed":"1","total":10,"spans":[[0,11]],"metrics":[]}`,
		"spans overlap":   `{"seed":"1","total":10,"spans":[[0,5],[4,6]],"metrics":[]}`,
		"bins descend":    `{"seed":"1","total":2,"spans":[[0,2]],"metrics":[{"name":"a","hist":[3,1,2,1]}]}`,
		"zero count":      `{"seed":"1","total":2,"spans":[[0,2]],"metrics":[{"name":"a","hist":[3,2,4,0]}]}`,
		"counts mismatch": `{"seed":"1","total":2,"spans":[[0,2]],"metrics":[{"name":"a","hist":[3,1]}]}`,
		"odd histogram":   `{"seed":"1","total":1,"spans":[[0,1]],"metrics":[{"name":"a","hist":[3,1,4]}]}`,
		"bad seed":        `{"seed":"xyz","total":0,"spans":[],"metrics":[]}`,
		"fraction":        `{"seed":"1","total":1,"spans":[[0,1]],"metrics":[{"name":"a","hist":[3.5,1]}]}`,
		"not an array":    `{"seed":"1","total":1,"spans":[[0,1]],"metrics":[{"name":"a","hist":{"3":1}}]}`,
		"a string":        `{"seed":"1","total":1,"spans":[[0,1]],"metrics":[{"name":"a","hist":"3,1]"}]}`,
		"huge value":      `{"seed":"1","total":1,"spans":[[0,1]],"metrics":[{"name":"a","hist":[99999999999999999999,1]}]}`,
	}
	for name, text := range tests {
		t.Run(name, func(t *testing.T) {
			var p Partial
			if err := json.Unmarshal([]byte(text), &p); err == nil {
				t.Fatalf("accepted %s", text)
			}
		})
	}
}

// benchmarkMerge reads 1,000 shard files of 1,000 trials each and merges
// them into the whole run's result; one shard's counts stand for every
// shard, since merging costs the same.
func benchmarkMerge(b *testing.B, metrics []string, newTrial func() Trial) {
	const n, per = 1000, 1000
	files := make([][]byte, n)
	res, err := Run(context.Background(), Config{Seed: 1, Trials: per}, metrics, newTrial)
	if err != nil {
		b.Fatal(err)
	}
	for i := range n {
		p, err := NewPartial(res, n*per, i*per)
		if err != nil {
			b.Fatal(err)
		}
		if files[i], err = json.Marshal(p); err != nil {
			b.Fatal(err)
		}
	}
	b.ResetTimer()
	for b.Loop() {
		parts := make([]Partial, n)
		for i, f := range files {
			if err := json.Unmarshal(f, &parts[i]); err != nil {
				b.Fatal(err)
			}
		}
		m, err := Merge(parts...)
		if err != nil {
			b.Fatal(err)
		}
		if r, err := m.Result(); err != nil || r.Trials != n*per {
			b.Fatal(fmt.Sprint(r.Trials, err))
		}
	}
}

// BenchmarkMerge1000 merges shards of a battle-like run: twelve metrics of
// small counts (wins, turns, ships and points lost), about a dozen to fifty
// distinct values each.
func BenchmarkMerge1000(b *testing.B) {
	names := make([]string, 12)
	for k := range names {
		names[k] = fmt.Sprintf("m%d", k)
	}
	benchmarkMerge(b, names, func() Trial {
		return func(s *rng.Stream, out []int64) {
			for k := range out {
				out[k] = int64(s.D6() + s.D6()*k + s.D6()*s.D6())
			}
		}
	})
}

// BenchmarkMerge1000Wide merges shards of the mixed metrics, one of them
// spread over all of int64: every shard brings a thousand distinct values
// of it, the worst case for the size of the files.
func BenchmarkMerge1000Wide(b *testing.B) { benchmarkMerge(b, mixedMetrics, mixed) }

// TestPartialJSONReadsBack checks that histograms read back exactly, the
// extremes of int64 and an empty histogram included.
func TestPartialJSONReadsBack(t *testing.T) {
	p := Partial{Seed: 3, Total: 4, Spans: []Span{{0, 4}}, Metrics: []Counts{
		{Name: "wide", Hist: []Bin{{math.MinInt64, 1}, {-1, 1}, {0, 1}, {math.MaxInt64, 1}}},
		{Name: "one", Hist: []Bin{{7, 4}}},
	}}
	data, err := json.Marshal(p)
	if err != nil {
		t.Fatal(err)
	}
	var back Partial
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(p, back); diff != "" {
		t.Fatalf("(-want +got):\n%s", diff)
	}
	var empty Partial
	if err := json.Unmarshal([]byte(`{"seed":"1","total":0,"spans":[],"metrics":[{"name":"a","hist":[ ]}]}`), &empty); err != nil || len(empty.Metrics[0].Hist) != 0 {
		t.Fatalf("an empty histogram: %v, %+v", err, empty)
	}
}
