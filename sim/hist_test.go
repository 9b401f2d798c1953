package sim

import (
	"cmp"
	"math"
	"slices"
	"testing"

	gocmp "github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

// reference counts values in a map, the obvious way.
func reference(values ...[]int64) []Bin {
	m := make(map[int64]int64)
	for _, vs := range values {
		for _, v := range vs {
			m[v]++
		}
	}
	bins := make([]Bin, 0, len(m))
	for v, c := range m {
		bins = append(bins, Bin{Value: v, Count: c})
	}
	slices.SortFunc(bins, func(a, b Bin) int { return cmp.Compare(a.Value, b.Value) })
	return bins
}

func TestHist(t *testing.T) {
	const lo, hi = math.MinInt64, math.MaxInt64
	tests := []struct {
		name   string
		values []int64
		dense  int  // the dense window's size afterwards
		sparse bool // whether some values went to the map
	}{
		{"empty", nil, 0, false},
		{"one value", []int64{5}, firstBins, false},
		{"d6 faces", []int64{4, 1, 6, 2, 3, 5, 6, 1}, firstBins, false},
		{"grows up by doubling", []int64{0, 8, 20}, 2 * firstBins, false},
		{"grows down to cover", []int64{0, -100}, 108, false},
		{"negative", []int64{-7, -3, -3, -12}, firstBins, false},
		{"near MinInt64", []int64{lo, lo + 3, lo, lo + 40}, 41, false},
		{"near MaxInt64", []int64{hi, hi - 1, hi - 30}, 2 * firstBins, false},
		{"MinInt64 then down", []int64{lo + 5, lo}, firstBins, false},
		{"MaxInt64 then up", []int64{hi - 5, hi}, firstBins, false},
		{"both extremes", []int64{lo, hi, 0, lo, hi}, firstBins, true},
		{"too wide", []int64{8, maxDenseBins, 1, maxDenseBins}, firstBins, true},
		{"just fits", []int64{8, maxDenseBins - 1, 0}, maxDenseBins, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var h hist
			for _, v := range tt.values {
				h.add(v)
			}
			if diff := gocmp.Diff(reference(tt.values), h.bins()); diff != "" {
				t.Errorf("bins (-want +got):\n%s", diff)
			}
			if len(h.counts) != tt.dense || (len(h.sparse) > 0) != tt.sparse {
				t.Errorf("dense window %d, sparse %v; want %d, %v", len(h.counts), h.sparse, tt.dense, tt.sparse)
			}
		})
	}
}

// values draws int64s that exercise every path of a hist: a narrow cluster,
// a range wider than the dense window, the extremes and anything at all.
func values() *rapid.Generator[[]int64] {
	return rapid.SliceOf(rapid.OneOf(
		rapid.Int64Range(-40, 40),
		rapid.Int64Range(-maxDenseBins, maxDenseBins),
		rapid.SampledFrom([]int64{math.MinInt64, math.MinInt64 + 1, math.MaxInt64 - 1, math.MaxInt64}),
		rapid.Int64(),
	))
}

func TestHistMatchesMap(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a, b := values().Draw(t, "a"), values().Draw(t, "b")
		var ha, hb hist
		for _, v := range a {
			ha.add(v)
		}
		for _, v := range b {
			hb.add(v)
		}
		if diff := gocmp.Diff(reference(a), ha.bins()); diff != "" {
			t.Fatalf("bins (-want +got):\n%s", diff)
		}
		ha.merge(&hb)
		if diff := gocmp.Diff(reference(a, b), ha.bins()); diff != "" {
			t.Fatalf("merged bins (-want +got):\n%s", diff)
		}
		if len(ha.counts) > maxDenseBins {
			t.Fatalf("dense window of %d bins", len(ha.counts))
		}
		for v := range ha.sparse {
			if uint64(v)-uint64(ha.lo) < uint64(len(ha.counts)) {
				t.Fatalf("value %d is in the map and in the window", v)
			}
		}
	})
}
