package dice

import (
	"math/big"
	"testing"

	"github.com/broadside/broadside/rng"
)

// polyOf builds a poly from small coefficients.
func polyOf(lo int, cs ...int64) poly {
	c := make([]big.Int, len(cs))
	for i, x := range cs {
		c[i].SetInt64(x)
	}
	return poly{lo: lo, c: c}
}

// naivePow multiplies the factors out one by one.
func naivePow(fs []factor) poly {
	out := monomial(1, 0)
	for _, f := range fs {
		for range f.e {
			out = out.mul(f.f)
		}
	}
	return out.trim()
}

func polyEqual(a, b poly) bool {
	a, b = a.trim(), b.trim()
	if len(a.c) != len(b.c) || (len(a.c) > 0 && a.lo != b.lo) {
		return false
	}
	for i := range a.c {
		if a.c[i].Cmp(&b.c[i]) != 0 {
			return false
		}
	}
	return true
}

func TestPowProduct(t *testing.T) {
	d6 := facesPoly(Plain(6).Faces, false)
	tests := []struct {
		name string
		fs   []factor
	}{
		{"nothing", nil},
		{"3d6 (made sparse with 1-x)", []factor{{d6, 3}}},
		{"constant factor", []factor{{polyOf(0, 7), 4}, {polyOf(1, 1, 1), 2}}},
		{"negative offset", []factor{{polyOf(-2, 1, 0, 3), 5}}},
		{"negative coefficients", []factor{{polyOf(0, 6, 0, -1), 6}, {polyOf(0, 6, -1), 3}}},
		{"zero exponent is skipped", []factor{{polyOf(0, 2, 1), 0}, {d6, 2}}},
		{"big coefficients", []factor{{polyOf(0, 1<<40, 3, 1<<45), 4}}},
		{"mixed", []factor{{d6, 4}, {facesPoly(Plain(10).Faces, false), 3}, {polyOf(0, 4, 1), 5}, {polyOf(1, 3, 2), 2}}},
		{"more factors than the recurrence takes", []factor{{d6, 4}, {polyOf(0, 1, 1, 1), 1}, {polyOf(0, 4, 1), 5}, {polyOf(1, 3, 2), 2},
			{facesPoly(Plain(10).Faces, false), 3}, {polyOf(-1, 2, -1, 5), 2}, {polyOf(0, 1<<50, 1), 1}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, want := powProduct(tt.fs), naivePow(tt.fs)
			if !polyEqual(got, want) {
				t.Errorf("powProduct = %v\nwant %v", got, want)
			}
		})
	}
}

func TestPowProductRandom(t *testing.T) {
	src := rng.New(0x9017)
	for trial := range 200 {
		var fs []factor
		for range 1 + src.IntN(7) {
			n := 1 + src.IntN(5)
			cs := make([]int64, n)
			for i := range cs {
				cs[i] = int64(src.IntN(21) - 10)
			}
			cs[0] = int64(1 + src.IntN(9)) // a zero polynomial is not a factor
			fs = append(fs, factor{polyOf(src.IntN(5)-2, cs...), src.IntN(6)})
		}
		got, want := powProduct(fs), naivePow(fs)
		if !polyEqual(got, want) {
			t.Fatalf("trial %d: %v: powProduct = %v, want %v", trial, fs, got, want)
		}
	}
}

func TestPolyHelpers(t *testing.T) {
	tests := []struct {
		name      string
		got, want poly
	}{
		{"add cancels", polyOf(0, 1, 2).add(polyOf(0, -1, -2)), poly{}},
		{"add offsets", polyOf(-1, 1).add(polyOf(2, 1)), polyOf(-1, 1, 0, 0, 1)},
		{"mul by zero", polyOf(0, 1, 2).mul(poly{}), poly{}},
		{"deriv", polyOf(0, 5, 3, 2).deriv(), polyOf(0, 3, 4)},
		{"scale", polyOf(1, 1, 2).scale(big.NewInt(-3)), polyOf(1, -3, -6)},
		{"faces that re-roll", facesPoly(pdsDie.Faces, true), polyOf(2, 1)},
		{"faces that do not", facesPoly(pdsDie.Faces, false), polyOf(0, 3, 2)},
		{"no faces", facesPoly(Plain(3).Faces, true), poly{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if !polyEqual(tt.got, tt.want) {
				t.Errorf("got %v, want %v", tt.got, tt.want)
			}
		})
	}
	if s := polyOf(-1, 2, 0, -3).String(); s != "+2·x^-1 -3·x^1" {
		t.Errorf("String() = %q", s)
	}
}
