package prob

import (
	"math"
	"math/big"
	"testing"

	"pgregory.net/rapid"
)

func TestStats(t *testing.T) {
	tailed, _ := FromBig(0, []*big.Int{big.NewInt(1), big.NewInt(3)}, big.NewInt(8))
	tests := []struct {
		name     string
		d        Dist
		mean     float64
		variance float64
	}{
		{"zero value", Dist{}, 0, 0},
		{"d6", Uniform(1, 6), 3.5, 35.0 / 12},
		{"1000d6", Uniform(1, 6).SumN(1000), 3500, 1000 * 35.0 / 12},
		{"negative", Uniform(-5, -1), -3, 2},
		{"listed of tailed", tailed, 0.75, 3.0 / 16},
		{"far from zero", Uniform(1e12, 1e12+2), 1e12 + 1, 2.0 / 3},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if !near(tc.d.Mean(), tc.mean) || !near(tc.d.Variance(), tc.variance) || !near(tc.d.SD(), math.Sqrt(tc.variance)) {
				t.Fatalf("mean %v variance %v sd %v, want %v %v", tc.d.Mean(), tc.d.Variance(), tc.d.SD(), tc.mean, tc.variance)
			}
		})
	}
}

func TestQuantile(t *testing.T) {
	d := Uniform(1, 6).SumN(2)
	tailed, _ := FromBig(0, []*big.Int{big.NewInt(1), big.NewInt(1)}, big.NewInt(4))
	tests := []struct {
		name string
		d    Dist
		q    float64
		want int
	}{
		{"q 0", d, 0, 2},
		{"first", d, 1.0 / 36, 2},
		{"just above first", d, 1.0/36 + 1e-12, 3},
		{"median", d, 0.5, 7},
		{"exactly P(<=3) of d6", Uniform(1, 6), 0.5, 3},
		{"q 1", d, 1, 12},
		{"beyond listed", tailed, 0.9, 1},
		{"within listed", tailed, 0.25, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := tc.d.Quantile(tc.q); got != tc.want {
				t.Fatalf("Quantile(%v) = %d, want %d", tc.q, got, tc.want)
			}
		})
	}
	for _, q := range []float64{-0.1, 1.1, math.NaN()} {
		mustPanic(t, func() { d.Quantile(q) })
	}
}

func TestQuantileProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		x := genPair(t, "x", false).view
		q := rapid.Float64Range(0, 1).Draw(t, "q")
		v := x.Quantile(q)
		qr := new(big.Rat).SetFloat64(q)
		if x.PAtMost(v).Cmp(qr) < 0 {
			t.Fatalf("P(<=%d) < %v", v, q)
		}
		if v > x.Lo() && x.PAtMost(v-1).Cmp(qr) >= 0 {
			t.Fatalf("Quantile(%v) = %d is not the smallest", q, v)
		}
	})
}
