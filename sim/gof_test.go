package sim

import (
	"math"
	"testing"

	"github.com/broadside/broadside/rng"
)

// closeTo reports whether got is within rel of want, relatively.
func closeTo(got, want, rel float64) bool {
	return math.Abs(got-want) <= rel*math.Abs(want)
}

// TestGammaQKnownValues checks the incomplete gamma function against closed
// forms: Q(1, x) = e^-x, Q(1/2, x) = erfc(√x), Q(n, x) = e^-x Σ_{k<n} x^k/k!
// for whole n (summed in logarithms, for very small values too), on both
// sides of x = a + 1 where the method changes, and against published
// chi-square critical values.
func TestGammaQKnownValues(t *testing.T) {
	for _, x := range []float64{1e-6, 0.1, 0.5, 1, 2, 5, 30, 300} {
		if got, want := GammaQ(1, x), math.Exp(-x); !closeTo(got, want, 1e-12) {
			t.Errorf("Q(1, %g) = %g, want %g", x, got, want)
		}
		if got, want := GammaQ(0.5, x), math.Erfc(math.Sqrt(x)); !closeTo(got, want, 1e-10) {
			t.Errorf("Q(1/2, %g) = %g, want %g", x, got, want)
		}
	}
	poisson := func(n int, x float64) float64 { // e^-x Σ_{k<n} x^k/k!
		s := 0.0
		for k := range n {
			lg, _ := math.Lgamma(float64(k + 1))
			s += math.Exp(float64(k)*math.Log(x) - x - lg)
		}
		return s
	}
	for _, tc := range []struct {
		n int
		x float64
	}{{3, 0.7}, {3, 9}, {10, 4}, {10, 11}, {10, 25}, {50, 49}, {50, 100}, {200, 150}, {200, 300}} {
		if got, want := GammaQ(float64(tc.n), tc.x), poisson(tc.n, tc.x); !closeTo(got, want, 1e-9) {
			t.Errorf("Q(%d, %g) = %.15g, want %.15g", tc.n, tc.x, got, want)
		}
	}
	// Upper 5% and 1% points of the chi-square distribution.
	for _, tc := range []struct {
		x    float64
		df   int
		want float64
	}{{3.841458820694124, 1, 0.05}, {6.634896601021214, 1, 0.01}, {5.991464547107979, 2, 0.05},
		{18.307038053275146, 10, 0.05}, {23.209251158954356, 10, 0.01}, {124.3421134041, 100, 0.05}} {
		if got := ChiSquareSF(tc.x, tc.df); !closeTo(got, tc.want, 1e-8) {
			t.Errorf("ChiSquareSF(%g, %d) = %.12g, want %g", tc.x, tc.df, got, tc.want)
		}
	}
	if !math.IsNaN(GammaQ(0, 1)) || !math.IsNaN(GammaQ(1, -1)) || GammaQ(2, 0) != 1 || ChiSquareSF(-1, 3) != 1 || !math.IsNaN(ChiSquareSF(1, 0)) {
		t.Error("domain edges")
	}
}

// die is the exact distribution of a fair six-sided die.
var die = []Outcome{{1, 1.0 / 6}, {2, 1.0 / 6}, {3, 1.0 / 6}, {4, 1.0 / 6}, {5, 1.0 / 6}, {6, 1.0 / 6}}

// TestGoodnessOfFitCells checks the pooling: a perfect histogram fits with
// P = 1 and five degrees of freedom; rare values are pooled until each cell
// expects five; an impossible value makes P 0.
func TestGoodnessOfFitCells(t *testing.T) {
	s := Summarize("die", []Bin{{1, 10}, {2, 10}, {3, 10}, {4, 10}, {5, 10}, {6, 10}})
	if f := s.GoodnessOfFit(die, 0); f.Chi2 != 0 || f.DF != 5 || f.P != 1 || f.Cells != 6 {
		t.Errorf("perfect fit: %+v", f)
	}
	// 60 trials: each value expects 10. A distribution of 1 to 4 with
	// P(4) = 1/60 expects 1 at 4, which joins the cell of 3.
	skew := []Outcome{{1, 0.5}, {2, 0.3}, {3, 1.0/6 + 0.0001}, {4, 1.0 / 60}}
	s = Summarize("skew", []Bin{{1, 30}, {2, 18}, {3, 11}, {4, 1}})
	if f := s.GoodnessOfFit(skew, 0); f.Cells != 3 || f.DF != 2 {
		t.Errorf("pooled: %+v, want 3 cells", f)
	}
	s = Summarize("die", []Bin{{1, 10}, {2, 10}, {3, 10}, {4, 10}, {5, 10}, {6, 9}, {7, 1}})
	if f := s.GoodnessOfFit(die, 0); f.P != 0 || f.Impossible != 1 {
		t.Errorf("a 7 on a d6: %+v", f)
	}
	// With a tail, unlisted values go to the tail's cell.
	if f := s.GoodnessOfFit(die[:5], 1.0/6); f.P == 0 || f.Impossible != 0 || f.Cells != 6 {
		t.Errorf("tail cell: %+v", f)
	}
	if f := (Summary{}).GoodnessOfFit(die, 0); f.P != 1 {
		t.Errorf("no observations: %+v", f)
	}
}

// TestGoodnessOfFitCalibrated checks that the test is calibrated: rolling a
// fair die 300 times, 400 times over, gives p-values below 0.05 about 5% of
// the time and below 0.5 about half; a die whose 6 shows as a 5 a tenth of
// the time is caught almost always at 10000 rolls.
func TestGoodnessOfFitCalibrated(t *testing.T) {
	s := rng.New(0x9f1)
	roll := func(n int, bias bool) Summary {
		counts := make([]int64, 7)
		for range n {
			f := s.D6()
			if bias && f == 6 && s.Float64() < 0.1 {
				f = 5
			}
			counts[f]++
		}
		bins := make([]Bin, 0, 6)
		for v := 1; v <= 6; v++ {
			bins = append(bins, Bin{int64(v), counts[v]})
		}
		return Summarize("d6", bins)
	}
	low, half := 0, 0
	const runs = 400
	for range runs {
		p := roll(300, false).GoodnessOfFit(die, 0).P
		if p < 0.05 {
			low++
		}
		if p < 0.5 {
			half++
		}
	}
	if low < 8 || low > 36 || half < 160 || half > 240 {
		t.Errorf("fair die: %d of %d p-values below 0.05, %d below 0.5", low, runs, half)
	}
	caught := 0
	for range 50 {
		if roll(10000, true).GoodnessOfFit(die, 0).P < 0.01 {
			caught++
		}
	}
	if caught < 45 {
		t.Errorf("biased die caught %d times of 50 at p < 0.01", caught)
	}
}
