package prob

import (
	"math"
	"math/big"
	"testing"

	"pgregory.net/rapid"
)

func TestQueries(t *testing.T) {
	d := Uniform(1, 6).SumN(2)
	r := big.NewRat
	tests := []struct {
		name string
		got  *big.Rat
		want *big.Rat
	}{
		{"P(7)", d.P(7), r(6, 36)},
		{"P(1)", d.P(1), r(0, 1)},
		{"P(13)", d.P(13), r(0, 1)},
		{"P(>=10)", d.PAtLeast(10), r(6, 36)},
		{"P(>=-5)", d.PAtLeast(-5), r(1, 1)},
		{"P(>=13)", d.PAtLeast(13), r(0, 1)},
		{"P(<=4)", d.PAtMost(4), r(6, 36)},
		{"P(<=1)", d.PAtMost(1), r(0, 1)},
		{"P(<=99)", d.PAtMost(99), r(1, 1)},
		{"tail", d.Tail(), r(0, 1)},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if tc.got.Cmp(tc.want) != 0 {
				t.Fatalf("got %s, want %s", tc.got.RatString(), tc.want.RatString())
			}
		})
	}
}

// TestFloatViews checks that the float views are the exact values rounded
// once, also for totals far beyond the float64 range.
func TestFloatViews(t *testing.T) {
	d := Uniform(1, 6).SumN(1000)
	for _, v := range []int{1000, 1001, 2000, 3500, 5999, 6000} {
		want, _ := d.P(v).Float64()
		if got := d.Prob(v); got != want {
			t.Fatalf("Prob(%d) = %v, want %v", v, got, want)
		}
		want, _ = d.PAtLeast(v).Float64()
		if got := d.AtLeast(v); got != want {
			t.Fatalf("AtLeast(%d) = %v, want %v", v, got, want)
		}
		want, _ = d.PAtMost(v).Float64()
		if got := d.AtMost(v); got != want {
			t.Fatalf("AtMost(%d) = %v, want %v", v, got, want)
		}
	}
	// 6^-1000 is far below the float64 range, but exact as a fraction.
	want := new(big.Rat).SetFrac(big.NewInt(1), new(big.Int).Exp(big.NewInt(6), big.NewInt(1000), nil))
	if d.Prob(1000) != 0 || d.P(1000).Cmp(want) != 0 {
		t.Fatalf("P(1000d6 = 1000) = %v, want 6^-1000 exactly", d.P(1000).FloatString(3))
	}
}

func TestQueriesProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		x := genPair(t, "x", rapid.Bool().Draw(t, "tailed")).view
		v := rapid.IntRange(-8, 12).Draw(t, "v")
		ge, le := new(big.Rat), new(big.Rat)
		for _, o := range x.Outcomes() {
			if o.Value >= v {
				ge.Add(ge, o.P)
			}
			if o.Value <= v {
				le.Add(le, o.P)
			}
		}
		if x.PAtLeast(v).Cmp(ge) != 0 || x.PAtMost(v).Cmp(le) != 0 {
			t.Fatalf("PAtLeast(%d) = %s, PAtMost = %s; want %s %s", v, x.PAtLeast(v).RatString(), x.PAtMost(v).RatString(), ge.RatString(), le.RatString())
		}
		one := new(big.Rat).Add(x.PAtLeast(v), x.PAtMost(v-1))
		if one.Add(one, x.Tail()).Cmp(big.NewRat(1, 1)) != 0 {
			t.Fatal("P(>=v) + P(<=v-1) + tail != 1")
		}
		if f, _ := x.P(v).Float64(); x.Prob(v) != f {
			t.Fatal("Prob")
		}
	})
}

func TestQuo(t *testing.T) {
	huge := new(big.Int).Exp(big.NewInt(10), big.NewInt(400), nil)
	tests := []struct {
		name string
		a, b *big.Int
		want float64
	}{
		{"small", big.NewInt(1), big.NewInt(3), 1.0 / 3},
		{"negative", big.NewInt(-1), big.NewInt(4), -0.25},
		{"huge", new(big.Int).Mul(huge, big.NewInt(3)), new(big.Int).Mul(huge, big.NewInt(4)), 0.75},
		{"tiny", big.NewInt(1), huge, 0},
		{"subnormal", new(big.Int).Exp(big.NewInt(10), big.NewInt(80), nil), huge, 1e-320},
		{"zero", big.NewInt(0), huge, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := quo(tc.a, tc.b); got != tc.want && !(math.Abs(got-tc.want) < 1e-323) {
				t.Fatalf("quo = %v, want %v", got, tc.want)
			}
		})
	}
}
