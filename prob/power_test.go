package prob

import (
	"math/big"
	"testing"

	"pgregory.net/rapid"
)

func TestPowProduct(t *testing.T) {
	d6 := PolyOf(1, 1, 1, 1, 1, 1, 1)
	d10 := PolyOf(1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1)
	tests := []struct {
		name string
		fs   []Factor
	}{
		{"nothing", nil},
		{"3d6 (made sparse with 1-x)", []Factor{{d6, 3}}},
		{"100d6 (halved: a palindrome)", []Factor{{d6, 100}}},
		{"constant factor", []Factor{{PolyOf(0, 7), 4}, {PolyOf(1, 1, 1), 2}}},
		{"negative offset", []Factor{{PolyOf(-2, 1, 0, 3), 5}}},
		{"negative coefficients", []Factor{{PolyOf(0, 6, 0, -1), 6}, {PolyOf(0, 6, -1), 3}}},
		{"zero exponent is skipped", []Factor{{PolyOf(0, 2, 1), 0}, {d6, 2}}},
		{"zero base", []Factor{{d6, 2}, {Poly{}, 3}}},
		{"zero base to the power 0", []Factor{{d6, 2}, {Poly{}, 0}}},
		{"big coefficients", []Factor{{PolyOf(0, 1<<40, 3, 1<<45), 4}}},
		{"big coefficients, signed", []Factor{{PolyOf(0, 1<<62, -3, 1<<45), 9}, {PolyOf(0, -(1 << 61), 1), 3}}},
		{"mixed", []Factor{{d6, 4}, {d10, 3}, {PolyOf(0, 4, 1), 5}, {PolyOf(1, 3, 2), 2}}},
		{"more factors than the recurrence takes", []Factor{{d6, 4}, {PolyOf(0, 1, 1, 1), 1}, {PolyOf(0, 4, 1), 5}, {PolyOf(1, 3, 2), 2},
			{d10, 3}, {PolyOf(-1, 2, -1, 5), 2}, {PolyOf(0, 1<<50, 1), 1}}},
		{"long dense base (binary powering)", []Factor{{naivePoly([]Factor{{d6, 60}}), 3}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, want := PowProduct(tt.fs...), naivePoly(tt.fs)
			if !got.Equal(want) {
				t.Errorf("PowProduct = %v\nwant %v", got, want)
			}
		})
	}
}

func TestPowProductProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var fs []Factor
		for i := range rapid.IntRange(0, 7).Draw(t, "factors") {
			label := "f" + string(rune('0'+i))
			p := genPoly(t, label, 5, rapid.IntRange(1, 40).Draw(t, label+"Bits"), rapid.Bool().Draw(t, label+"Signed"))
			fs = append(fs, Factor{p, rapid.IntRange(0, 6).Draw(t, label+"Exp")})
		}
		if got, want := PowProduct(fs...), naivePoly(fs); !got.Equal(want) {
			t.Fatalf("%v: PowProduct = %v, want %v", fs, got, want)
		}
	})
}

// TestSumNProperty checks SumN on random weights, with and without tails,
// against repeated naive convolution.
func TestSumNProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		ws := rapid.SliceOfN(rapid.Int64Range(0, 1<<50), 1, 30).Draw(t, "w")
		ws[0]++
		if rapid.Bool().Draw(t, "palindrome") {
			for i := range len(ws) / 2 {
				ws[len(ws)-1-i] = ws[i]
			}
		}
		d := FromWeights(rapid.IntRange(-5, 5).Draw(t, "lo"), ws)
		if rapid.Bool().Draw(t, "tail") {
			d = d.Truncate(big.NewRat(1, 3))
		}
		n := rapid.IntRange(2, 40).Draw(t, "n")
		got := d.SumN(n)
		want := naivePow(d.w, n)
		if d.tail.Sign() != 0 {
			want = want[:len(d.w)]
		}
		if got.lo != d.lo*n || firstDiff(got.w, want) >= 0 {
			t.Fatalf("SumN(%d) of %s differs from the naive convolution", n, outcomesString(d.Outcomes()))
		}
		if new(big.Int).Add(sumOf(got.w), got.tail).Cmp(got.total) != 0 {
			t.Fatal("weights and tail do not add up to the total")
		}
	})
}

func TestPowProductPanics(t *testing.T) {
	tests := []struct {
		name string
		f    func()
	}{
		{"negative exponent", func() { PowProduct(Factor{PolyOf(0, 1, 1), -1}) }},
		{"too wide", func() { PowProduct(Factor{PolyOf(0, 1, 1), MaxSpan}) }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { mustPanic(t, tt.f) })
	}
}

func TestSteps(t *testing.T) {
	// 1000d6 from x^0: the faces 1+x+...+x^5 made sparse become three
	// terms with small multipliers.
	r := newRecurrence([]factor{{c: PolyOf(0, 1, 1, 1, 1, 1, 1).c, e: 1000}}, 5001)
	if len(r.steps) != 3 || r.b0.Int64() != 1 {
		t.Fatalf("%d steps, b0 %s; want 3 and 1", len(r.steps), r.b0)
	}
	for _, s := range r.steps {
		if !s.small {
			t.Fatalf("step %d is not small", s.j)
		}
	}
}
