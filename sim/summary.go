package sim

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"sort"
	"strconv"
)

// z95 is the standard normal quantile for a two-sided 95% interval.
const z95 = 1.959963984540054

// Bin is one value of a histogram and the number of trials that produced it.
type Bin struct {
	Value int64 `json:"value"`
	Count int64 `json:"count"` // at least 1 in a Summary
}

// Summary describes the values one metric took over a run: the full
// histogram and statistics derived from it. It is a plain value, safe to
// copy and to read from several goroutines.
//
// The zero value describes no observations: N is 0, every statistic is 0 and
// every probability is 0.
type Summary struct {
	Name string `json:"name"`
	// N is the number of observations, the sum of the histogram's counts.
	N int64 `json:"n"`
	// Mean is the sample mean.
	Mean float64 `json:"mean"`
	// SD is the sample standard deviation (divisor N-1); 0 when N < 2.
	SD float64 `json:"sd"`
	// Low95 and High95 bound a 95% confidence interval for the true mean.
	// For a proportion it is the Wilson score interval, which stays inside
	// [0, 1] and is sensible even when every trial gave 0 or every trial
	// gave 1. Otherwise it is the normal approximation Mean ± 1.96·SD/√N,
	// which collapses to the mean when N < 2.
	Low95  float64 `json:"low95"`
	High95 float64 `json:"high95"`
	// Proportion is true when N > 0 and every value was 0 or 1, as for a
	// win or a hit recorded as 1 or 0; the mean is then a proportion.
	Proportion bool `json:"proportion"`
	// Hist lists each value that occurred with its count, by ascending value.
	Hist []Bin `json:"hist"`
}

// Summarize builds the Summary of a histogram. The bins may come in any
// order and may repeat a value (their counts are added); bins with a zero
// count are dropped. The input is not modified. Summarize panics if a count
// is negative, a programmer error.
func Summarize(name string, hist []Bin) Summary {
	bins := slices.Clone(hist)
	slices.SortStableFunc(bins, func(a, b Bin) int { return cmp.Compare(a.Value, b.Value) })
	out := bins[:0]
	for _, b := range bins {
		switch {
		case b.Count < 0:
			panic(fmt.Sprintf("sim: Summarize: value %d has a negative count %d", b.Value, b.Count))
		case b.Count == 0:
		case len(out) > 0 && out[len(out)-1].Value == b.Value:
			out[len(out)-1].Count += b.Count
		default:
			out = append(out, b)
		}
	}
	return summarize(name, out)
}

// summarize computes the statistics of bins that are already ascending,
// distinct and positive, and keeps bins as the histogram.
func summarize(name string, bins []Bin) Summary {
	s := Summary{Name: name, Hist: bins}
	if len(bins) == 0 {
		s.Hist = []Bin{}
		return s
	}
	var sum float64
	s.Proportion = true
	for _, b := range bins {
		s.N += b.Count
		sum += float64(b.Count) * float64(b.Value)
		if b.Value != 0 && b.Value != 1 {
			s.Proportion = false
		}
	}
	n := float64(s.N)
	s.Mean = sum / n
	if s.N > 1 {
		// A second pass around the mean avoids the cancellation of
		// sum-of-squares formulas.
		var ss float64
		for _, b := range bins {
			d := float64(b.Value) - s.Mean
			ss += float64(b.Count) * d * d
		}
		s.SD = math.Sqrt(ss / (n - 1))
	}
	if s.Proportion {
		s.Low95, s.High95 = Wilson95(s.Mean, n)
	} else {
		half := z95 * s.SD / math.Sqrt(n)
		s.Low95, s.High95 = s.Mean-half, s.Mean+half
	}
	return s
}

// Wilson95 returns the Wilson score interval at 95% for an observed
// proportion p (0 to 1) over n > 0 trials.
func Wilson95(p, n float64) (lo, hi float64) {
	z2 := z95 * z95
	denom := 1 + z2/n
	centre := (p + z2/(2*n)) / denom
	half := z95 * math.Sqrt(p*(1-p)/n+z2/(4*n*n)) / denom
	return max(centre-half, 0), min(centre+half, 1)
}

// Count returns how many observations equal v.
func (s Summary) Count(v int64) int64 {
	i, found := slices.BinarySearchFunc(s.Hist, v, func(b Bin, v int64) int { return cmp.Compare(b.Value, v) })
	if !found {
		return 0
	}
	return s.Hist[i].Count
}

// P returns the observed frequency of v, in [0, 1]; 0 when N is 0.
func (s Summary) P(v int64) float64 { return s.frac(s.Count(v)) }

// AtLeast returns the observed frequency of values v or more.
func (s Summary) AtLeast(v int64) float64 {
	start := sort.Search(len(s.Hist), func(i int) bool { return s.Hist[i].Value >= v })
	var c int64
	for _, b := range s.Hist[start:] {
		c += b.Count
	}
	return s.frac(c)
}

// AtMost returns the observed frequency of values v or less.
func (s Summary) AtMost(v int64) float64 {
	end := sort.Search(len(s.Hist), func(i int) bool { return s.Hist[i].Value > v })
	var c int64
	for _, b := range s.Hist[:end] {
		c += b.Count
	}
	return s.frac(c)
}

func (s Summary) frac(c int64) float64 {
	if s.N == 0 {
		return 0
	}
	return float64(c) / float64(s.N)
}

// Quantile returns the smallest observed value v such that at least a
// fraction q of the observations are v or less: Quantile(0.5) is the median,
// Quantile(0) the minimum and Quantile(1) the maximum. It returns 0 when N is
// 0 and panics if q is outside [0, 1] or NaN, a programmer error.
func (s Summary) Quantile(q float64) int64 {
	if !(q >= 0 && q <= 1) {
		panic(fmt.Sprintf("sim: quantile %v is outside [0, 1]", q))
	}
	if s.N == 0 {
		return 0
	}
	target := q * float64(s.N)
	var c int64
	for _, b := range s.Hist {
		c += b.Count
		if float64(c) >= target {
			return b.Value
		}
	}
	return s.Hist[len(s.Hist)-1].Value
}

// Frequencies returns the observed frequency of each value that occurred,
// for printing beside exact probabilities. The map is new on every call and
// belongs to the caller.
func (s Summary) Frequencies() map[int64]float64 {
	f := make(map[int64]float64, len(s.Hist))
	for _, b := range s.Hist {
		f[b.Value] = s.frac(b.Count)
	}
	return f
}

// Sigmas measures how far the observed count of v lies from what an exact
// probability p of v predicts, in standard deviations of the binomial count:
// (Count(v) − N·p) / √(N·p·(1−p)). Monte Carlo and exact agree when it is
// small (tests use |Sigmas| <= 4). When p is 0 or 1 the prediction is
// certain: Sigmas is 0 if the count matches it and ±Inf otherwise. It is 0
// when N is 0, and NaN if p is outside [0, 1].
func (s Summary) Sigmas(v int64, p float64) float64 {
	if !(p >= 0 && p <= 1) {
		return math.NaN()
	}
	n := float64(s.N)
	diff := float64(s.Count(v)) - n*p
	if diff == 0 {
		return 0
	}
	return diff / math.Sqrt(n*p*(1-p))
}

// Estimate is a metric's mean, or its proportion when every value was 0 or
// 1, with a 95% confidence interval, ready to print. The zero value is the
// estimate of no observations.
type Estimate struct {
	Value      float64 `json:"value"`      // the sample mean or proportion
	Low        float64 `json:"low95"`      // the 95% interval, as in Summary.Low95 and High95
	High       float64 `json:"high95"`     //
	Proportion bool    `json:"proportion"` // Value is a proportion (Wilson interval)
	N          int64   `json:"n"`          // the number of observations
}

// Estimate returns the metric's mean or proportion with its 95% interval.
func (s Summary) Estimate() Estimate {
	return Estimate{Value: s.Mean, Low: s.Low95, High: s.High95, Proportion: s.Proportion, N: s.N}
}

// Within returns e with its interval cut to [lo, hi], the values the
// metric's true mean can take (a battle's turns between 0 and its turn
// limit, the ships a side loses between 0 and the ships it has). The true
// mean lies in that range for certain, so the cut interval covers it as
// often as the whole one did; it spares a reader a normal interval that
// reaches past a bound ("turns 9.985 [9.968, 10.002]" under a limit of 10).
// The value, a mean of observations in the range, is unchanged.
func (e Estimate) Within(lo, hi float64) Estimate {
	e.Low, e.High = min(max(e.Low, lo), hi), min(max(e.High, lo), hi)
	return e
}

// String prints the estimate as "value [low, high]", such as
// "0.0727 [0.0711, 0.0743]", with as many decimals as the interval's width
// justifies: its half-width gets two significant digits. An estimate without
// observations prints as "no observations".
func (e Estimate) String() string {
	if e.N == 0 {
		return "no observations"
	}
	prec := -1 // the shortest text that reads back exactly
	if half := (e.High - e.Low) / 2; half > 0 {
		prec = min(max(1-int(math.Floor(math.Log10(half))), 0), 15)
	}
	f := func(x float64) string { return strconv.FormatFloat(x, 'f', prec, 64) }
	return f(e.Value) + " [" + f(e.Low) + ", " + f(e.High) + "]"
}
