package prob

import (
	"errors"
	"io"
	"math/big"
	"strconv"
	"testing"
)

func TestConstructors(t *testing.T) {
	r := big.NewRat
	tests := []struct {
		name string
		d    Dist
		want exact
		lo   int
		hi   int
	}{
		{"zero value", Dist{}, exact{0: r(1, 1)}, 0, 0},
		{"point", Point(-3), exact{-3: r(1, 1)}, -3, -3},
		{"uniform", Uniform(1, 4), exact{1: r(1, 4), 2: r(1, 4), 3: r(1, 4), 4: r(1, 4)}, 1, 4},
		{"weights trimmed", FromWeights(0, []int64{0, 1, 0, 3, 0}), exact{1: r(1, 4), 3: r(3, 4)}, 1, 3},
		{"counts", FromCounts(map[int]int64{-2: 1, 5: 2, 9: 0}), exact{-2: r(1, 3), 5: r(2, 3)}, -2, 5},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if msg := same(tc.d, tc.want); msg != "" {
				t.Fatal(msg)
			}
			if tc.d.Lo() != tc.lo || tc.d.Hi() != tc.hi || tc.d.Len() != tc.hi-tc.lo+1 {
				t.Fatalf("Lo %d Hi %d Len %d, want %d %d", tc.d.Lo(), tc.d.Hi(), tc.d.Len(), tc.lo, tc.hi)
			}
			if tc.d.Tail().Sign() != 0 {
				t.Fatalf("tail %s, want 0", tc.d.Tail().RatString())
			}
		})
	}
}

func TestFromBig(t *testing.T) {
	b := big.NewInt
	d, err := FromBig(2, []*big.Int{b(0), b(3), b(1)}, b(6))
	if err != nil {
		t.Fatal(err)
	}
	if msg := same(d, exact{3: big.NewRat(1, 2), 4: big.NewRat(1, 6)}); msg != "" {
		t.Fatal(msg)
	}
	if d.Tail().Cmp(big.NewRat(1, 3)) != 0 || d.side != above {
		t.Fatalf("tail %s side %d, want 1/3 above", d.Tail().RatString(), d.side)
	}
	// The weights are copied.
	w := b(1)
	e, _ := FromBig(0, []*big.Int{w}, b(2))
	w.SetInt64(2)
	if e.P(0).Cmp(big.NewRat(1, 2)) != 0 {
		t.Fatal("FromBig kept a reference to its input")
	}
}

func TestFromBigErrors(t *testing.T) {
	b := big.NewInt
	tests := []struct {
		name  string
		w     []*big.Int
		total *big.Int
	}{
		{"nil total", []*big.Int{b(1)}, nil},
		{"zero total", []*big.Int{b(1)}, b(0)},
		{"nil weight", []*big.Int{nil}, b(1)},
		{"negative weight", []*big.Int{b(2), b(-1)}, b(3)},
		{"over total", []*big.Int{b(2), b(2)}, b(3)},
		{"no weight", []*big.Int{b(0)}, b(3)},
		{"empty", nil, b(3)},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := FromBig(0, tc.w, tc.total); !errors.Is(err, ErrInvalid) {
				t.Fatalf("error %v, want ErrInvalid", err)
			}
		})
	}
}

func TestConstructorPanics(t *testing.T) {
	tests := []struct {
		name string
		f    func()
	}{
		{"uniform reversed", func() { Uniform(3, 1) }},
		{"uniform too wide", func() { Uniform(0, MaxSpan) }},
		{"uniform overflow", func() { Uniform(-1<<62, 1<<62) }},
		{"weights negative", func() { FromWeights(0, []int64{1, -1}) }},
		{"weights zero", func() { FromWeights(0, []int64{0, 0}) }},
		{"weights empty", func() { FromWeights(0, nil) }},
		{"counts negative", func() { FromCounts(map[int]int64{1: -1}) }},
		{"counts zero", func() { FromCounts(map[int]int64{1: 0}) }},
		{"counts too wide", func() { FromCounts(map[int]int64{0: 1, MaxSpan: 1}) }},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { mustPanic(t, tc.f) })
	}
}

func TestEqual(t *testing.T) {
	tailed, _ := FromBig(0, []*big.Int{big.NewInt(1)}, big.NewInt(2))
	tests := []struct {
		name string
		a, b Dist
		want bool
	}{
		{"different totals", FromWeights(0, []int64{1, 1}), FromWeights(0, []int64{3, 3}), true},
		{"zero value and point", Dist{}, Point(0), true},
		{"shifted", Uniform(1, 6), Uniform(2, 7), false},
		{"weights", FromWeights(0, []int64{1, 2}), FromWeights(0, []int64{2, 1}), false},
		{"tail", tailed, Point(0), false},
		{"tail side", tailed, tailed.Map(func(v int) int { return v }), false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := tc.a.Equal(tc.b); got != tc.want {
				t.Fatalf("Equal = %v, want %v", got, tc.want)
			}
		})
	}
}

// TestConcurrentUse reads shared values from several goroutines; run with
// -race it shows that no operation writes to its operands.
func TestConcurrentUse(t *testing.T) {
	d := Uniform(1, 6).SumN(20).Truncate(big.NewRat(1, 1000))
	tb, _ := NewTable([]Weighted[int]{{1, big.NewInt(1)}, {2, big.NewInt(2)}}, big.NewInt(4))
	want := d.SumN(3)
	done := make(chan Dist, 4)
	for range 4 {
		go func() {
			_ = d.WriteTable(io.Discard, TableOptions{Exact: true})
			_ = d.JSON(true)
			_ = Max(d, d).Add(Mixture(Uniform(1, 2), func(int) Dist { return d }))
			_ = tb.JSON(true, strconv.Itoa)
			_ = tb.Dist(func(v int) int { return v })
			done <- d.Add(d).Add(d)
		}()
	}
	for range 4 {
		if got := <-done; !got.Equal(want) {
			t.Fatal("concurrent Add differs from SumN")
		}
	}
}
