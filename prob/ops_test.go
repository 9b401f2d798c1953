package prob

import (
	"errors"
	"math/big"
	"strconv"
	"testing"

	"pgregory.net/rapid"
)

func TestMaxMinBruteForce(t *testing.T) {
	d6, d4 := Uniform(1, 6), Uniform(1, 4)
	tests := []struct {
		name string
		a, b Dist
	}{
		{"d6 d6", d6, d6},
		{"d6 d4", d6, d4},
		{"disjoint", Uniform(-3, -1), Uniform(2, 4)},
		{"skewed", FromWeights(-1, []int64{4, 0, 1, 2}), FromWeights(0, []int64{1, 0, 0, 9})},
		{"point", Point(3), d6},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if msg := same(Max(tc.a, tc.b), enumerate(maximum, tc.a, tc.b)); msg != "" {
				t.Fatalf("Max: %s", msg)
			}
			if msg := same(Min(tc.a, tc.b), enumerate(minimum, tc.a, tc.b)); msg != "" {
				t.Fatalf("Min: %s", msg)
			}
		})
	}
}

func TestMaxNothingExact(t *testing.T) {
	// X lists 0 with 1/2, the rest above 0; max(X, 2) is 2 only if X <= 2,
	// which the tail leaves unknown, so the result falls back to an
	// unplaced tail.
	x, _ := FromBig(0, []*big.Int{big.NewInt(1)}, big.NewInt(2))
	got := Max(x, Point(2))
	if got.P(2).Cmp(big.NewRat(1, 2)) != 0 || got.Tail().Cmp(big.NewRat(1, 2)) != 0 || got.side != free {
		t.Fatalf("got P(2) %s tail %s side %d", got.P(2).RatString(), got.Tail().RatString(), got.side)
	}
}

func TestMapBruteForce(t *testing.T) {
	d6 := Uniform(1, 6)
	tests := []struct {
		name string
		d    Dist
		f    func(int) int
	}{
		{"hits on 5+", d6, func(v int) int { return b2i(v >= 5) }},
		{"square of dF", Uniform(-1, 1), func(v int) int { return v * v }},
		{"beam die", d6, func(v int) int { return []int{0, 0, 0, 0, 1, 1, 2}[v] }},
		{"negate 2d6", d6.SumN(2), func(v int) int { return -v }},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			want := enumerate(func(v []int) int { return tc.f(v[0]) }, tc.d)
			if msg := same(tc.d.Map(tc.f), want); msg != "" {
				t.Fatal(msg)
			}
		})
	}
}

func TestMapTail(t *testing.T) {
	x, _ := FromBig(1, []*big.Int{big.NewInt(1), big.NewInt(1)}, big.NewInt(3))
	got := x.Map(func(v int) int { return 10 - v })
	if msg := same(got, exact{9: big.NewRat(1, 3), 8: big.NewRat(1, 3)}); msg != "" {
		t.Fatal(msg)
	}
	if got.side != free || got.Tail().Cmp(big.NewRat(1, 3)) != 0 {
		t.Fatalf("tail %s side %d, want 1/3 unplaced", got.Tail().RatString(), got.side)
	}
}

func TestMixtureBruteForce(t *testing.T) {
	d6 := Uniform(1, 6)
	pool := func(n int) Dist { return d6.Map(func(v int) int { return b2i(v >= 4) }).SumN(n) }
	tests := []struct {
		name string
		d    Dist
		f    func(int) Dist
	}{
		{"d6 then that many d6", Uniform(1, 3), func(v int) Dist { return d6.SumN(v) }},
		{"d4 then hits of that many dice", Uniform(1, 4), pool},
		{"coin then d4 or d6", Uniform(0, 1), func(v int) Dist { return []Dist{Uniform(1, 4), d6}[v] }},
		{"point", Point(2), func(v int) Dist { return Uniform(v, 2*v) }},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			want := exact{}
			for _, o := range tc.d.Outcomes() {
				for _, p := range tc.f(o.Value).Outcomes() {
					want.add(p.Value, new(big.Rat).Mul(o.P, p.P))
				}
			}
			got := Mixture(tc.d, tc.f)
			if msg := same(got, want); msg != "" {
				t.Fatal(msg)
			}
			checkTotal(t, tc.name, got)
		})
	}
}

// TestMixtureTailProperty checks that Mixture of components with tails
// above lists exactly the true probabilities up to the lowest component
// cut, and falls back to listed-only probabilities when the mixing
// distribution itself has a tail.
func TestMixtureTailProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		outer := genPair(t, "outer", rapid.Bool().Draw(t, "outerTailed"))
		comps := map[int]pair{}
		for _, o := range outer.full.Outcomes() {
			comps[o.Value] = genPair(t, "comp"+strconv.Itoa(o.Value), rapid.Bool().Draw(t, "tailed"+strconv.Itoa(o.Value)))
		}
		got := Mixture(outer.view, func(v int) Dist { return comps[v].view })
		checkTotal(t, "mixture", got)
		want := exact{}
		if outer.view.Tail().Sign() != 0 {
			for _, o := range outer.view.Outcomes() {
				for _, p := range comps[o.Value].view.Outcomes() {
					want.add(p.Value, new(big.Rat).Mul(o.P, p.P))
				}
			}
		} else {
			cut := 1 << 30
			for _, o := range outer.view.Outcomes() {
				cut = min(cut, tailBound(comps[o.Value].view))
				for _, p := range comps[o.Value].full.Outcomes() {
					want.add(p.Value, new(big.Rat).Mul(o.P, p.P))
				}
			}
			want = want.restrict(func(v int) bool { return v <= cut })
		}
		if msg := same(got, want); msg != "" {
			t.Fatal(msg)
		}
	})
}

func TestCondition(t *testing.T) {
	d := Uniform(1, 6).SumN(2)
	tests := []struct {
		name string
		keep func(int) bool
	}{
		{"at least 8", func(v int) bool { return v >= 8 }},
		{"even", func(v int) bool { return v%2 == 0 }},
		{"exactly 12", func(v int) bool { return v == 12 }},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := d.Condition(tc.keep)
			if err != nil {
				t.Fatal(err)
			}
			want := enumerate(sum, Uniform(1, 6), Uniform(1, 6)).restrict(tc.keep)
			m := want.mass()
			for _, p := range want {
				p.Quo(p, m)
			}
			if msg := same(got, want); msg != "" {
				t.Fatal(msg)
			}
		})
	}
}

func TestConditionErrors(t *testing.T) {
	tailed, _ := FromBig(0, []*big.Int{big.NewInt(1)}, big.NewInt(2))
	tests := []struct {
		name string
		d    Dist
		keep func(int) bool
		want error
	}{
		{"impossible", Uniform(1, 6), func(v int) bool { return v > 6 }, ErrImpossible},
		{"tail", tailed, func(int) bool { return true }, ErrTail},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := tc.d.Condition(tc.keep); !errors.Is(err, tc.want) {
				t.Fatalf("error %v, want %v", err, tc.want)
			}
		})
	}
}

func TestTruncate(t *testing.T) {
	d := FromWeights(0, []int64{8, 4, 2, 1, 1}) // sixteenths
	tests := []struct {
		name    string
		maxTail *big.Rat
		hi      int
		tail    *big.Rat
	}{
		{"nothing moves", big.NewRat(0, 1), 4, big.NewRat(0, 1)},
		{"one", big.NewRat(1, 16), 3, big.NewRat(1, 16)},
		{"just under two", big.NewRat(1, 9), 3, big.NewRat(1, 16)},
		{"two", big.NewRat(1, 8), 2, big.NewRat(2, 16)},
		{"keeps the lowest", big.NewRat(1, 1), 0, big.NewRat(8, 16)},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := d.Truncate(tc.maxTail)
			if got.Hi() != tc.hi || got.Tail().Cmp(tc.tail) != 0 {
				t.Fatalf("Hi %d tail %s, want %d %s", got.Hi(), got.Tail().RatString(), tc.hi, tc.tail.RatString())
			}
			checkTotal(t, tc.name, got)
		})
	}
	// A tail below stays and a new one above joins it: unplaced.
	if got := d.Truncate(big.NewRat(1, 16)).Neg().Truncate(big.NewRat(1, 1)); got.side != free {
		t.Fatalf("side %d, want unplaced", got.side)
	}
}

func TestShiftNeg(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		x := genPair(t, "x", rapid.Bool().Draw(t, "tailed")).view
		k := rapid.IntRange(-10, 10).Draw(t, "k")
		if !x.Neg().Neg().Equal(x) {
			t.Fatal("Neg is not an involution")
		}
		if !x.Shift(k).Shift(-k).Equal(x) || x.Shift(k).Lo() != x.Lo()+k {
			t.Fatal("Shift")
		}
		if x.Neg().Lo() != -x.Hi() || x.Neg().Prob(-x.Lo()) != x.Prob(x.Lo()) {
			t.Fatal("Neg does not mirror")
		}
	})
}

func TestOpsPanics(t *testing.T) {
	tests := []struct {
		name string
		f    func()
	}{
		{"truncate nil", func() { Uniform(1, 6).Truncate(nil) }},
		{"map too wide", func() { Uniform(1, 2).Map(func(v int) int { return v * MaxSpan }) }},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { mustPanic(t, tc.f) })
	}
}
