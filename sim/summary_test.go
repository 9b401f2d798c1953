package sim

import (
	"encoding/json"
	"math"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

// TestSummarize checks the statistics against values worked out by hand.
func TestSummarize(t *testing.T) {
	tests := []struct {
		name string
		in   []Bin
		want Summary
	}{
		{"empty", nil, Summary{Name: "x", Hist: []Bin{}}},
		{
			// Mean 2.5; squared deviations 2.25+0.25+0.25+2.25 = 5 over 3;
			// half-width 1.96·√(5/3)/√4.
			"normal interval", []Bin{{1, 1}, {2, 1}, {3, 1}, {4, 1}},
			Summary{Name: "x", N: 4, Mean: 2.5, SD: 1.2909944487358056,
				Low95: 1.23484868811834, High95: 3.76515131188166,
				Hist: []Bin{{1, 1}, {2, 1}, {3, 1}, {4, 1}}},
		},
		{
			// Wilson for 7 of 10: centre (0.7+z²/20)/(1+z²/10), half-width
			// z·√(0.021+z²/400)/(1+z²/10); the textbook 0.3968 to 0.8922.
			"wilson 7 of 10", []Bin{{0, 3}, {1, 7}},
			Summary{Name: "x", N: 10, Mean: 0.7, SD: math.Sqrt(2.1 / 9),
				Low95: 0.39677814746114537, High95: 0.8922087325936989, Proportion: true,
				Hist: []Bin{{0, 3}, {1, 7}}},
		},
		{
			// No successes: the interval is [0, z²/(n+z²)].
			"wilson none of 20", []Bin{{0, 20}},
			Summary{Name: "x", N: 20, Low95: 0, High95: 0.16112515805281938, Proportion: true, Hist: []Bin{{0, 20}}},
		},
		{
			"wilson all of 20", []Bin{{1, 20}},
			Summary{Name: "x", N: 20, Mean: 1, Low95: 0.8388748419471806, High95: 1, Proportion: true, Hist: []Bin{{1, 20}}},
		},
		{"one observation", []Bin{{5, 1}}, Summary{Name: "x", N: 1, Mean: 5, Low95: 5, High95: 5, Hist: []Bin{{5, 1}}}},
		{
			"unsorted, repeated and empty bins", []Bin{{3, 2}, {2, 0}, {-1, 1}, {3, 1}},
			Summary{Name: "x", N: 4, Mean: 2, SD: math.Sqrt(12.0 / 3),
				Low95: 2 - z95*math.Sqrt(12.0/3)/2, High95: 2 + z95*math.Sqrt(12.0/3)/2,
				Hist: []Bin{{-1, 1}, {3, 3}}},
		},
		{
			"extreme values", []Bin{{math.MinInt64, 1}, {math.MaxInt64, 1}},
			Summary{Name: "x", N: 2, Mean: 0, SD: math.Sqrt(2) * 0x1p63,
				Low95: -z95 * 0x1p63, High95: z95 * 0x1p63,
				Hist: []Bin{{math.MinInt64, 1}, {math.MaxInt64, 1}}},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := append([]Bin(nil), tt.in...)
			got := Summarize("x", tt.in)
			if diff := cmp.Diff(tt.want, got, cmpopts.EquateApprox(0, 1e-12)); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(in, tt.in); diff != "" {
				t.Errorf("input modified:\n%s", diff)
			}
		})
	}
}

func TestSummarizeNegativeCount(t *testing.T) {
	defer func() {
		if r := recover(); r != "sim: Summarize: value 4 has a negative count -1" {
			t.Errorf("panic %v", r)
		}
	}()
	Summarize("x", []Bin{{4, -1}})
	t.Fatal("no panic")
}

// faces is the histogram 1:1, 2:2, 4:3, 6:4 over N = 10.
var faces = Summarize("faces", []Bin{{1, 1}, {2, 2}, {4, 3}, {6, 4}})

func TestSummaryFrequencies(t *testing.T) {
	tests := []struct {
		v                  int64
		count              int64
		p, atLeast, atMost float64
	}{
		{math.MinInt64, 0, 0, 1, 0},
		{0, 0, 0, 1, 0},
		{1, 1, 0.1, 1, 0.1},
		{2, 2, 0.2, 0.9, 0.3},
		{3, 0, 0, 0.7, 0.3},
		{4, 3, 0.3, 0.7, 0.6},
		{6, 4, 0.4, 0.4, 1},
		{7, 0, 0, 0, 1},
		{math.MaxInt64, 0, 0, 0, 1},
	}
	for _, tt := range tests {
		got := [...]float64{float64(faces.Count(tt.v)), faces.P(tt.v), faces.AtLeast(tt.v), faces.AtMost(tt.v)}
		want := [...]float64{float64(tt.count), tt.p, tt.atLeast, tt.atMost}
		if diff := cmp.Diff(want, got, cmpopts.EquateApprox(0, 1e-15)); diff != "" {
			t.Errorf("value %d: count, P, AtLeast, AtMost (-want +got):\n%s", tt.v, diff)
		}
	}
	want := map[int64]float64{1: 0.1, 2: 0.2, 4: 0.3, 6: 0.4}
	if diff := cmp.Diff(want, faces.Frequencies()); diff != "" {
		t.Errorf("Frequencies (-want +got):\n%s", diff)
	}
	var zero Summary
	if zero.P(1) != 0 || zero.AtLeast(0) != 0 || zero.AtMost(0) != 0 || len(zero.Frequencies()) != 0 {
		t.Error("the zero Summary has frequencies")
	}
}

func TestSummaryQuantile(t *testing.T) {
	tests := []struct {
		q    float64
		want int64
	}{
		{0, 1}, {0.05, 1}, {0.1, 1}, {0.11, 2}, {0.3, 2}, {0.5, 4}, {0.6, 4}, {0.61, 6}, {0.99, 6}, {1, 6},
	}
	for _, tt := range tests {
		if got := faces.Quantile(tt.q); got != tt.want {
			t.Errorf("Quantile(%v) = %d, want %d", tt.q, got, tt.want)
		}
	}
	if got := (Summary{}).Quantile(0.5); got != 0 {
		t.Errorf("zero Summary's median is %d", got)
	}
	for _, q := range []float64{-0.1, 1.5, math.NaN()} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("Quantile(%v) did not panic", q)
				}
			}()
			faces.Quantile(q)
		}()
	}
}

func TestSummarySigmas(t *testing.T) {
	tests := []struct {
		name string
		v    int64
		p    float64
		want float64
	}{
		{"as expected", 4, 0.3, 0},
		{"above", 6, 0.25, (4 - 2.5) / math.Sqrt(10*0.25*0.75)},
		{"below", 1, 0.5, (1 - 5) / math.Sqrt(2.5)},
		{"certain and seen", 7, 0, 0},
		{"impossible but seen", 6, 0, math.Inf(1)},
		{"certain but missed", 6, 1, math.Inf(-1)},
		{"not a probability", 6, 1.5, math.NaN()},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := faces.Sigmas(tt.v, tt.p)
			if !(got == tt.want || math.IsNaN(got) && math.IsNaN(tt.want) || math.Abs(got-tt.want) < 1e-12) {
				t.Errorf("Sigmas(%d, %v) = %v, want %v", tt.v, tt.p, got, tt.want)
			}
		})
	}
	if got := (Summary{}).Sigmas(3, 0.5); got != 0 {
		t.Errorf("zero Summary gives %v sigmas", got)
	}
}

func TestEstimateString(t *testing.T) {
	tests := []struct {
		name string
		e    Estimate
		want string
	}{
		{"nothing", Estimate{}, "no observations"},
		{"proportion", Summarize("p", []Bin{{0, 97369}, {1, 7631}}).Estimate(), "0.0727 [0.0711, 0.0743]"},
		{"wilson 7 of 10", Summarize("p", []Bin{{0, 3}, {1, 7}}).Estimate(), "0.70 [0.40, 0.89]"},
		{"mean", Estimate{Value: 35.0123, Low: 34.9963, High: 35.0283, N: 1e5}, "35.012 [34.996, 35.028]"},
		{"wide", Estimate{Value: 1234.5, Low: 1000, High: 1469, N: 3}, "1234 [1000, 1469]"},
		{"single", Summarize("x", []Bin{{5, 1}}).Estimate(), "5 [5, 5]"},
		{"negative", Estimate{Value: -2.25, Low: -2.5, High: -2, N: 9}, "-2.25 [-2.50, -2.00]"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.e.String(); got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

func TestSummaryJSON(t *testing.T) {
	for _, s := range []Summary{{}, faces, Summarize("win", []Bin{{0, 20}})} {
		b, err := json.Marshal(Result{Seed: 0x2a, Trials: int(s.N), Metrics: []Summary{s}})
		if err != nil {
			t.Fatal(err)
		}
		var back Result
		if err := json.Unmarshal(b, &back); err != nil {
			t.Fatalf("%s: %v", b, err)
		}
		if diff := cmp.Diff([]Summary{s}, back.Metrics, cmpopts.EquateEmpty()); diff != "" || back.Seed != 0x2a {
			t.Errorf("round trip of %s (-want +got):\n%s", b, diff)
		}
	}
}

// TestEstimateWithin checks that Within cuts an interval to the range
// given and leaves the value and an interval inside the range alone.
func TestEstimateWithin(t *testing.T) {
	s := Summarize("turns", []Bin{{Value: 9, Count: 3}, {Value: 10, Count: 197}})
	e := s.Estimate()
	if e.High <= 10 {
		t.Fatalf("the normal interval %v does not pass the limit: the test needs one that does", e)
	}
	got := e.Within(0, 10)
	if got.High != 10 || got.Low != e.Low || got.Value != e.Value || got.N != e.N {
		t.Errorf("Within(0, 10) of %v = %v, want the high end at 10 and the rest unchanged", e, got)
	}
	if in := e.Within(0, 20); in != e {
		t.Errorf("Within(0, 20) of %v = %v, want it unchanged", e, in)
	}
	low := Summarize("lost", []Bin{{Value: 0, Count: 198}, {Value: 3, Count: 2}}).Estimate()
	if low.Low >= 0 {
		t.Fatalf("the normal interval %v does not pass 0: the test needs one that does", low)
	}
	if got := low.Within(0, 3); got.Low != 0 || got.High != low.High {
		t.Errorf("Within(0, 3) of %v = %v, want the low end at 0", low, got)
	}
}
