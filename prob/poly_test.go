package prob

import (
	"errors"
	"math/big"
	"testing"

	"pgregory.net/rapid"
)

// naiveMul is the schoolbook convolution of a and b: the oracle the product
// engines are checked against.
func naiveMul(a, b []big.Int) []big.Int {
	out := make([]big.Int, len(a)+len(b)-1)
	var t big.Int
	for i := range a {
		for j := range b {
			out[i+j].Add(&out[i+j], t.Mul(&a[i], &b[j]))
		}
	}
	return out
}

// naivePow multiplies n copies of w together naively.
func naivePow(w []big.Int, n int) []big.Int {
	out := PolyOf(0, 1).c
	for range n {
		out = naiveMul(out, w)
	}
	return out
}

// naivePoly is the product of the factors' powers by repeated naive
// multiplication.
func naivePoly(fs []Factor) Poly {
	out := PolyOf(0, 1)
	for _, f := range fs {
		for range f.Exp {
			if f.Base.IsZero() {
				return Poly{}
			}
			out = newPoly(out.lo+f.Base.lo, naiveMul(out.c, f.Base.c))
		}
	}
	return out
}

// firstDiff returns the first index at which a and b differ, or -1; a
// missing entry counts as zero.
func firstDiff(a, b []big.Int) int {
	for i := range max(len(a), len(b)) {
		var x, y big.Int
		if i < len(a) {
			x.Set(&a[i])
		}
		if i < len(b) {
			y.Set(&b[i])
		}
		if x.Cmp(&y) != 0 {
			return i
		}
	}
	return -1
}

// genPoly draws a polynomial with up to n coefficients of up to bits bits,
// negative ones when signed is set.
func genPoly(t *rapid.T, label string, n int, bits int, signed bool) Poly {
	lo := rapid.IntRange(-3, 3).Draw(t, label+"Lo")
	cs := rapid.SliceOfN(rapid.IntRange(0, 1<<bits-1), 1, n).Draw(t, label)
	w := make([]big.Int, len(cs))
	for i, c := range cs {
		w[i].SetInt64(int64(c))
		if signed && rapid.Bool().Draw(t, label+"Neg") {
			w[i].Neg(&w[i])
		}
	}
	return newPoly(lo, w)
}

func TestPolyMulProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		signed := rapid.Bool().Draw(t, "signed")
		p := genPoly(t, "p", 40, rapid.IntRange(1, 62).Draw(t, "pBits"), signed)
		q := genPoly(t, "q", 40, rapid.IntRange(1, 62).Draw(t, "qBits"), signed)
		got := p.Mul(q)
		want := naivePoly([]Factor{{p, 1}, {q, 1}})
		if !got.Equal(want) {
			t.Fatalf("(%v)·(%v) = %v, want %v", p, q, got, want)
		}
	})
}

func TestPolyHelpers(t *testing.T) {
	tests := []struct {
		name      string
		got, want Poly
	}{
		{"zero value", Poly{}, PolyOf(5)},
		{"trimmed", PolyOf(-2, 0, 3, 0), PolyOf(-1, 3)},
		{"add cancels", PolyOf(0, 1, 2).Add(PolyOf(0, -1, -2)), Poly{}},
		{"add offsets", PolyOf(-1, 1).Add(PolyOf(2, 1)), PolyOf(-1, 1, 0, 0, 1)},
		{"add zero", PolyOf(3, 1).Add(Poly{}), PolyOf(3, 1)},
		{"mul by zero", PolyOf(0, 1, 2).Mul(Poly{}), Poly{}},
		{"mul signed", PolyOf(0, 1, -1).Mul(PolyOf(0, 1, 1)), PolyOf(0, 1, 0, -1)},
		{"scale", PolyOf(1, 1, 2).Scale(big.NewInt(-3)), PolyOf(1, -3, -6)},
		{"scale by zero", PolyOf(1, 1, 2).Scale(new(big.Int)), Poly{}},
		{"reflect", PolyOf(-1, 2, 0, 5).Reflect(), PolyOf(-1, 5, 0, 2)},
		{"reflect positive", PolyOf(2, 1, 3).Reflect(), PolyOf(-3, 3, 1)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if !tt.got.Equal(tt.want) {
				t.Errorf("got %v, want %v", tt.got, tt.want)
			}
		})
	}
}

func TestPolyQueries(t *testing.T) {
	p := PolyOf(-1, 2, 0, -3)
	if s := p.String(); s != "+2·x^-1 -3·x^1" {
		t.Errorf("String() = %q", s)
	}
	if p.Lo() != -1 || p.Hi() != 1 || p.IsZero() {
		t.Errorf("Lo %d Hi %d IsZero %v", p.Lo(), p.Hi(), p.IsZero())
	}
	for e, want := range map[int]int64{-2: 0, -1: 2, 0: 0, 1: -3, 2: 0} {
		if got := p.Coef(e); got.Int64() != want {
			t.Errorf("Coef(%d) = %s, want %d", e, got, want)
		}
	}
	p.Coef(-1).SetInt64(7) // a copy: p is unchanged
	if p.Coef(-1).Int64() != 2 {
		t.Error("Coef returned the stored coefficient")
	}
	var z Poly
	if z.String() != "0" || z.Hi()-z.Lo()+1 != 0 || !z.IsZero() {
		t.Errorf("zero: %q Lo %d Hi %d", z.String(), z.Lo(), z.Hi())
	}
}

func TestPolyDist(t *testing.T) {
	d, err := PolyOf(1, 1, 1, 1, 1, 1, 1).Dist(big.NewInt(12))
	if err != nil {
		t.Fatal(err)
	}
	if d.Lo() != 1 || d.Hi() != 6 || d.P(3).Cmp(big.NewRat(1, 12)) != 0 || d.Tail().Cmp(big.NewRat(1, 2)) != 0 {
		t.Fatalf("got %s tail %s", outcomesString(d.Outcomes()), d.Tail().RatString())
	}
	tests := []struct {
		name  string
		p     Poly
		total *big.Int
	}{
		{"nil total", PolyOf(0, 1), nil},
		{"zero total", PolyOf(0, 1), new(big.Int)},
		{"negative coefficient", PolyOf(0, 1, -1, 3), big.NewInt(10)},
		{"sum above total", PolyOf(0, 3, 4), big.NewInt(6)},
		{"zero polynomial", Poly{}, big.NewInt(1)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := tt.p.Dist(tt.total); !errors.Is(err, ErrInvalid) {
				t.Fatalf("error %v, want ErrInvalid", err)
			}
		})
	}
}
