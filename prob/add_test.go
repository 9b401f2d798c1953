package prob

import (
	"math/big"
	"testing"

	"pgregory.net/rapid"
)

func TestTenD6(t *testing.T) {
	got := Uniform(1, 6).SumN(10).P(35)
	if want := big.NewRat(7631, 104976); got.Cmp(want) != 0 {
		t.Fatalf("P(10d6 = 35) = %s, want %s", got.RatString(), want.RatString())
	}
}

func TestAddBruteForce(t *testing.T) {
	d6, d4 := Uniform(1, 6), Uniform(1, 4)
	tests := []struct {
		name string
		ds   []Dist
	}{
		{"d6+d6", []Dist{d6, d6}},
		{"d6+d4+d4", []Dist{d6, d4, d4}},
		{"2d6+d4", []Dist{d6.SumN(2), d4}},
		{"skewed", []Dist{FromWeights(-2, []int64{5, 0, 1, 3}), FromWeights(3, []int64{1, 7, 0, 0, 2})}},
		{"point", []Dist{Point(4), d6}},
		{"zero value", []Dist{{}, d4}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := Dist{}
			for _, d := range tc.ds {
				got = got.Add(d)
			}
			if msg := same(got, enumerate(sum, tc.ds...)); msg != "" {
				t.Fatal(msg)
			}
			checkTotal(t, tc.name, got)
		})
	}
}

func TestSumNBruteForce(t *testing.T) {
	tests := []struct {
		name string
		d    Dist
		n    int
	}{
		{"0d6", Uniform(1, 6), 0},
		{"1d6", Uniform(1, 6), 1},
		{"4d6", Uniform(1, 6), 4},
		{"5dF", Uniform(-1, 1), 5},
		{"3 skewed", FromWeights(0, []int64{3, 0, 0, 1, 2}), 3},
		{"4 points", Point(-2), 4},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ds := make([]Dist, tc.n)
			for i := range ds {
				ds[i] = tc.d
			}
			want := enumerate(sum, ds...)
			if tc.n == 0 {
				want = exact{0: big.NewRat(1, 1)}
			}
			if msg := same(tc.d.SumN(tc.n), want); msg != "" {
				t.Fatal(msg)
			}
		})
	}
}

func TestAddTail(t *testing.T) {
	// X lists 0 and 1 with 1/4 each; the other half lies above 1.
	x, err := FromBig(0, []*big.Int{big.NewInt(1), big.NewInt(1)}, big.NewInt(4))
	if err != nil {
		t.Fatal(err)
	}
	y := Uniform(0, 2)
	got := x.Add(y)
	// Only sums up to Hi(X)+Lo(Y) = 1 are exact.
	want := exact{0: big.NewRat(1, 12), 1: big.NewRat(2, 12)}
	if msg := same(got, want); msg != "" {
		t.Fatal(msg)
	}
	if tail := got.Tail(); tail.Cmp(big.NewRat(3, 4)) != 0 {
		t.Fatalf("tail %s, want 3/4", tail.RatString())
	}
}

// TestB1PDSNoHits checks P(6 B1 dice + 4 PDS dice score no hit) = 4/729
// with both dice's re-roll chains cut short into tails.
func TestB1PDSNoHits(t *testing.T) {
	// B1: 1-4 score 0, 5 scores 1, 6 scores 1 and re-rolls. PDS: 1-3 score
	// 0, 4-5 score 1, 6 scores 2 and re-rolls. chain lists scores
	// 0..depth-1 of such a die exactly.
	chain := func(score [7]int, depth int) Dist {
		p := make([]*big.Rat, depth) // p[k] = P(score k), from the recursion
		for k := range p {
			p[k] = new(big.Rat)
			for face := 1; face <= 6; face++ {
				s := score[face]
				switch {
				case face < 6 && s == k:
					p[k].Add(p[k], big.NewRat(1, 6))
				case face == 6 && k-s >= 0:
					p[k].Add(p[k], new(big.Rat).Mul(big.NewRat(1, 6), p[k-s]))
				}
			}
		}
		total := new(big.Int).Exp(big.NewInt(6), big.NewInt(int64(depth)), nil)
		w := make([]*big.Int, depth)
		for k := range w {
			x := new(big.Rat).Mul(p[k], new(big.Rat).SetInt(total))
			w[k] = x.Num()
		}
		d, err := FromBig(0, w, total)
		if err != nil {
			t.Fatal(err)
		}
		return d
	}
	b1 := chain([7]int{0, 0, 0, 0, 0, 1, 1}, 40)
	pds := chain([7]int{0, 0, 0, 0, 1, 1, 2}, 40)
	pool := b1.SumN(6).Add(pds.SumN(4))
	if got, want := pool.P(0), big.NewRat(4, 729); got.Cmp(want) != 0 {
		t.Fatalf("P(no hit) = %s, want %s", got.RatString(), want.RatString())
	}
	if tail := pool.TailFloat(); tail <= 0 || tail > 1e-10 {
		t.Fatalf("tail %g, want a small positive tail", tail)
	}
	checkTotal(t, "pool", pool)
}

// TestAddTailProperty checks Add, SumN, Max and Min on views with tails
// against brute force over the full distributions: every listed
// probability is the true one, every value below the cut is listed, and
// listed probabilities and tail sum to one.
func TestAddTailProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		x := genPair(t, "x", rapid.Bool().Draw(t, "xTailed"))
		y := genPair(t, "y", rapid.Bool().Draw(t, "yTailed"))
		bx, by := tailBound(x.view), tailBound(y.view)
		ops := []struct {
			name string
			got  Dist
			f    func([]int) int
			cut  int // values up to cut must all be listed
		}{
			{"add", x.view.Add(y.view), sum, min(bx+y.view.Lo(), by+x.view.Lo())},
			{"max", Max(x.view, y.view), maximum, min(bx, by)},
			{"min", Min(x.view, y.view), minimum, min(x.view.Hi(), y.view.Hi())},
		}
		for _, op := range ops {
			want := enumerate(op.f, x.full, y.full).restrict(func(v int) bool { return v <= op.cut })
			if op.name == "max" && op.cut < max(x.view.Lo(), y.view.Lo()) {
				want = enumerate(op.f, x.view, y.view) // nothing exact: unplaced tail
			}
			if msg := same(op.got, want); msg != "" {
				t.Fatalf("%s: %s", op.name, msg)
			}
			checkTotal(t, op.name, op.got)
		}
		n := rapid.IntRange(0, 4).Draw(t, "n")
		fulls := make([]Dist, n)
		for i := range fulls {
			fulls[i] = x.full
		}
		cut := 0
		if n > 0 {
			cut = min(bx, 1<<20) + (n-1)*x.view.Lo()
		}
		want := enumerate(sum, fulls...).restrict(func(v int) bool { return v <= cut })
		if msg := same(x.view.SumN(n), want); msg != "" {
			t.Fatalf("SumN(%d): %s", n, msg)
		}
	})
}

// TestAddBelowProperty checks the mirror image: tails below Lo() after Neg.
func TestAddBelowProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		x := genPair(t, "x", true)
		y := genPair(t, "y", rapid.Bool().Draw(t, "yTailed"))
		got := x.view.Neg().Add(y.view.Neg()).Neg()
		want := x.view.Add(y.view)
		if !got.Equal(want) {
			t.Fatalf("-(-x + -y) = %s, want %s", outcomesString(got.Outcomes()), outcomesString(want.Outcomes()))
		}
		if got, want := Max(x.view.Neg(), y.view.Neg()).Neg(), Min(x.view, y.view); !got.Equal(want) {
			t.Fatalf("-max(-x, -y) = %s, want %s", outcomesString(got.Outcomes()), outcomesString(want.Outcomes()))
		}
		if got, want := x.view.Neg().SumN(3).Neg(), x.view.SumN(3); !got.Equal(want) {
			t.Fatal("SumN of a tail below")
		}
		if got, want := Min(x.view.Neg(), y.view.Neg()).Neg(), Max(x.view, y.view); !got.Equal(want) {
			t.Fatal("-min(-x, -y) differs from max(x, y)")
		}
		comps := []Dist{x.view, y.view}
		pick := func(v int) Dist { return comps[v] }
		pickNeg := func(v int) Dist { return comps[v].Neg() }
		if got, want := Mixture(Uniform(0, 1), pickNeg).Neg(), Mixture(Uniform(0, 1), pick); !got.Equal(want) {
			t.Fatal("Mixture of tails below")
		}
	})
}

// TestFreeTailProperty checks sums of distributions whose tails are
// unplaced: listed probabilities are those of listed outcomes only.
func TestFreeTailProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		x := genPair(t, "x", true)
		y := genPair(t, "y", true)
		fx := x.view.Map(func(v int) int { return v }) // same values, tail unplaced
		got := fx.Add(y.view)
		if x.view.Tail().Sign() != 0 {
			if msg := same(got, enumerate(sum, x.view, y.view)); msg != "" {
				t.Fatal(msg)
			}
			if msg := same(fx.SumN(3), enumerate(sum, x.view, x.view, x.view)); msg != "" {
				t.Fatalf("SumN: %s", msg)
			}
		}
		checkTotal(t, "free add", got)
		// Tails on both sides: above in x, below in -y.
		ny := y.view.Neg()
		if x.view.Tail().Sign() != 0 && ny.Tail().Sign() != 0 {
			for _, op := range []struct {
				name string
				got  Dist
				f    func([]int) int
			}{
				{"add", x.view.Add(ny), sum},
				{"max", Max(x.view, ny), maximum},
				{"min", Min(x.view, ny), minimum},
			} {
				if msg := same(op.got, enumerate(op.f, x.view, ny)); msg != "" || op.got.side != free {
					t.Fatalf("%s of tails on both sides: %s, side %d", op.name, msg, op.got.side)
				}
			}
		}
	})
}

func TestAddProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		x := genPair(t, "x", rapid.Bool().Draw(t, "xTailed")).view
		y := genPair(t, "y", rapid.Bool().Draw(t, "yTailed")).view
		z := genPair(t, "z", false).view
		if !x.Add(y).Equal(y.Add(x)) {
			t.Fatal("Add is not commutative")
		}
		if !x.Add(y).Add(z).Equal(x.Add(y.Add(z))) {
			t.Fatal("Add is not associative")
		}
		checkTotal(t, "x+y", x.Add(y))
		if !x.Shift(3).Add(z).Equal(x.Add(z).Shift(3)) {
			t.Fatal("Shift does not commute with Add")
		}
		a, b := genPair(t, "a", false).view, genPair(t, "b", false).view
		if got, want := a.Add(b).Mean(), a.Mean()+b.Mean(); !near(got, want) {
			t.Fatalf("mean of sum %v, want %v", got, want)
		}
		if got, want := a.Add(b).Variance(), a.Variance()+b.Variance(); !near(got, want) {
			t.Fatalf("variance of sum %v, want %v", got, want)
		}
	})
}

// TestEngines checks that the gather engine (plain and difference
// kernels) and the Kronecker engine (with math/big's product and with
// transforms) agree with the naive convolution, and that the powering
// engines (Miller's recurrence, halved or not, and binary powering) agree
// with repeated naive convolution.
func TestEngines(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		gen := rapid.SliceOfN(rapid.Int64Range(0, 1<<40), 1, 12)
		wa, wb := gen.Draw(t, "a"), gen.Draw(t, "b")
		wa[0], wb[0] = wa[0]+1, wb[0]+1
		a, b := FromWeights(0, wa), FromWeights(0, wb)
		n := len(a.w) + len(b.w) - 1
		cut := rapid.IntRange(1, n).Draw(t, "cut")
		want := naiveMul(a.w, b.w)[:cut]
		k := newKernel(a.w)
		g := make([]big.Int, cut)
		var tmp big.Int
		k.gather(g, b.w, &tmp)
		for name, got := range map[string][]big.Int{
			"gather":       g,
			"kron":         kron(a.w, b.w, cut),
			"kron by NTT":  kronWith(a.w, b.w, cut, nttMul),
			"kron squared": kronWith(a.w, a.w, min(cut, 2*len(a.w)-1), nttMul),
			"mul":          mul(a.w, b.w, cut),
		} {
			w := want
			if name == "kron squared" {
				w = naiveMul(a.w, a.w)[:min(cut, 2*len(a.w)-1)]
			}
			if i := firstDiff(got, w); i >= 0 {
				t.Fatalf("%s: coefficient %d is %s, want %s", name, i, &got[i], &w[i])
			}
		}
		times := rapid.IntRange(2, 7).Draw(t, "times")
		limit := rapid.IntRange(1, (len(a.w)-1)*times+1).Draw(t, "limit")
		pw := naivePow(a.w, times)[:limit]
		for name, got := range map[string][]big.Int{
			"miller": series([]factor{{c: a.w, e: times}}, limit),
			"binary": powBinary(a.w, times, limit),
			"power":  power(a.w, times, limit, false),
		} {
			if i := firstDiff(got, pw); i >= 0 {
				t.Fatalf("%s of %d copies: coefficient %d is %s, want %s", name, times, i, &got[i], &pw[i])
			}
		}
	})
	// Palindromes take the halving path of the recurrence.
	for _, d := range []Dist{Uniform(1, 6), Uniform(1, 6).SumN(3), FromWeights(0, []int64{2, 1, 2}), FromWeights(0, []int64{1, 5, 5, 1})} {
		limit := (len(d.w)-1)*9 + 1
		if i := firstDiff(power(d.w, 9, limit, true), naivePow(d.w, 9)); i >= 0 {
			t.Fatalf("halved power of %s differs at %d", outcomesString(d.Outcomes()), i)
		}
	}
}

func TestKernelChoice(t *testing.T) {
	tests := []struct {
		name  string
		d     Dist
		diff  bool
		units int
		muls  int
	}{
		{"d6", Uniform(1, 6), true, 2, 0},
		{"point", Point(0), false, 1, 0},
		{"2d6", Uniform(1, 6).SumN(2), true, 12, 0},
		{"skewed", FromWeights(0, []int64{1, 0, 5}), false, 1, 1},
		{"3d6", Uniform(1, 6).SumN(3), false, 2, 14},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			k := newKernel(tc.d.w)
			if k.diff != tc.diff || k.units != tc.units || k.muls != tc.muls || len(k.terms) != tc.units+tc.muls {
				t.Fatalf("diff %v units %d muls %d, want %v %d %d", k.diff, k.units, k.muls, tc.diff, tc.units, tc.muls)
			}
		})
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

func TestSumNOneValue(t *testing.T) {
	// A single value takes a shortcut: huge n costs nothing.
	if d := Point(1).SumN(1 << 40); d.Lo() != 1<<40 || d.P(1<<40).Cmp(big.NewRat(1, 1)) != 0 {
		t.Fatalf("got Lo %d P %s", d.Lo(), d.P(d.Lo()).RatString())
	}
	x, _ := FromBig(2, []*big.Int{big.NewInt(1)}, big.NewInt(3))
	if d := x.SumN(3); d.Lo() != 6 || d.P(6).Cmp(big.NewRat(1, 27)) != 0 || d.Tail().Cmp(big.NewRat(26, 27)) != 0 {
		t.Fatalf("got Lo %d P %s tail %s", d.Lo(), d.P(6).RatString(), d.Tail().RatString())
	}
}

func TestSumNPanics(t *testing.T) {
	tests := []struct {
		name string
		f    func()
	}{
		{"negative n", func() { Uniform(1, 6).SumN(-1) }},
		{"too wide", func() { Uniform(1, 6).SumN(MaxSpan) }},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { mustPanic(t, tc.f) })
	}
}

func mustPanic(t *testing.T, f func()) {
	t.Helper()
	defer func() {
		if recover() == nil {
			t.Fatal("did not panic")
		}
	}()
	f()
}

// near reports whether a and b agree to 1e-9 relative.
func near(a, b float64) bool {
	d := a - b
	if d < 0 {
		d = -d
	}
	return d <= 1e-9*max(1, a, -a, b, -b)
}
