package prob

import (
	"math/big"
	"testing"

	"pgregory.net/rapid"
)

// genWords draws an integer of up to n words; all-ones words are common,
// since they make the longest carries.
func genWords(t *rapid.T, label string, n int) *big.Int {
	ws := rapid.SliceOfN(rapid.OneOf(rapid.Just(^uint64(0)), rapid.Just(uint64(0)), rapid.Uint64()), 0, n).Draw(t, label)
	w := make([]big.Word, len(ws))
	for i, x := range ws {
		w[i] = big.Word(x)
	}
	return new(big.Int).SetBits(w)
}

func TestNTTMulProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		x := genWords(t, "x", 300)
		y := x
		if !rapid.Bool().Draw(t, "square") {
			y = genWords(t, "y", 300)
		}
		if got, want := nttMul(x, y), new(big.Int).Mul(x, y); got.Cmp(want) != 0 {
			t.Fatalf("nttMul(%d words, %d words) differs from math/big", len(x.Bits()), len(y.Bits()))
		}
	})
}

func TestNTTMulLong(t *testing.T) {
	// Long enough for the recursive split of the transforms, with every
	// word at its maximum: the largest coefficients and carries.
	tests := []struct {
		name   string
		nx, ny int
	}{
		{"square of ones", 3 * nttBlock, 3 * nttBlock},
		{"unbalanced", 5 * nttBlock, 17},
		{"just over a power of two", nttBlock + 1, nttBlock},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			x := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(64*tt.nx)), big.NewInt(1))
			y := x
			if tt.nx != tt.ny {
				y = ramp(tt.ny, 3)
			}
			if got, want := nttMul(x, y), new(big.Int).Mul(x, y); got.Cmp(want) != 0 {
				t.Fatal("nttMul differs from math/big")
			}
		})
	}
}

func TestNTTConstants(t *testing.T) {
	prod := big.NewInt(1)
	for _, m := range nttPrimes {
		p := new(big.Int).SetUint64(m.p)
		if !p.ProbablyPrime(20) || p.BitLen() != 62 {
			t.Fatalf("%d is not a 62-bit prime", m.p)
		}
		if (m.p-1)%(1<<nttMaxLog) != 0 {
			t.Fatalf("%d has no roots of unity of order 2^%d", m.p, nttMaxLog)
		}
		if m.p*(-m.pinv) != 1 {
			t.Fatalf("pinv of %d is wrong", m.p)
		}
		// g^((p-1)/2) = -1: g is a non-residue.
		e := new(big.Int).SetUint64((m.p - 1) / 2)
		if r := new(big.Int).Exp(big.NewInt(int64(m.g)), e, p); r.Uint64() != m.p-1 {
			t.Fatalf("%d is a residue modulo %d", m.g, m.p)
		}
		prod.Mul(prod, p)
	}
	// The coefficients of a product of two integers of 2^31 words are below
	// 2^31·2^128, which the three primes must exceed.
	if prod.BitLen() <= 31+128 {
		t.Fatalf("the primes' product has only %d bits", prod.BitLen())
	}
}
