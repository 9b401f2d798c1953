package prob

import (
	"io"
	"math/big"
	"testing"
)

// Measured on the reference machine (2-core Intel Xeon, linux/amd64, Go
// 1.26) with
//
//	go test -run XX -bench . -benchtime 20x ./prob/
//
//	BenchmarkSumN100d6      0.34 ms   (limit 2 ms)
//	BenchmarkSumN1000d6     42 ms     (limit 100 ms; about 100 ms while
//	                                   other jobs load both cores)
//
// SumN by sequential addition (seq) against binary powering (pow), and what
// SumN's cost model (cost.go) chose, from BenchmarkSumNStrategy:
//
//	d6 x 100       seq 0.32 ms   pow 0.55 ms   SumN: seq
//	d6 x 1000      seq 42 ms     pow 330 ms    SumN: seq
//	3d6 x 50       seq 3.4 ms    pow 1.6 ms    SumN: pow
//	3d6 x 200      seq 62 ms     pow 73 ms     SumN: pow (a miss, 15% slower)
//	chain40 x 30   seq 1.2 ms    pow 0.94 ms   SumN: pow
//
// and, measured while fitting the model, 3d6 x 300: seq 169 ms, pow 238 ms
// (seq chosen); 2d6 x 500: seq 127 ms, pow 322 ms (seq); d100 x 100: seq
// 8.5 ms, pow 173 ms (seq); chain40 x 300: seq 90 ms, pow 28 ms (pow).
//
// Sequential addition of d6 with the difference kernel (two big additions
// per output) into reused buffers took 103 ms for 1000d6 before partial
// sums were halved by symmetry, 47 ms after, and 42 ms once the buffers
// were carved from one allocation. Binary powering squares long dense
// operands, which math/big multiplies by Karatsuba (n^1.58) after
// Kronecker packing: it wins for dense kernels of moderate size (3d6,
// 2d6 up to about 100 copies) and for distributions with tails, which a
// cut keeps short; sparse kernels (uniform dice) and very long sums favour
// sequential addition. Add: d6+d6 5.4 us, 500d6+d6 1.0 ms (gather),
// 500d6+500d6 182 ms (Kronecker), chain40+chain40 17 us.

// chainDie returns a re-roll chain with m listed values, P(k) about 6^-k,
// and the rest in a tail above.
func chainDie(m int) Dist {
	w := make([]*big.Int, m)
	total := new(big.Int).Exp(big.NewInt(6), big.NewInt(int64(m)), nil)
	for i := range w {
		w[i] = new(big.Int).Exp(big.NewInt(6), big.NewInt(int64(m-1-i)), nil)
		w[i].Mul(w[i], big.NewInt(5))
	}
	d, err := FromBig(0, w, total)
	if err != nil {
		panic(err)
	}
	return d
}

func BenchmarkSumN100d6(b *testing.B) {
	b.ReportAllocs()
	d6 := Uniform(1, 6)
	for b.Loop() {
		d6.SumN(100)
	}
}

func BenchmarkSumN1000d6(b *testing.B) {
	b.ReportAllocs()
	d6 := Uniform(1, 6)
	for b.Loop() {
		d6.SumN(1000)
	}
}

func BenchmarkSumNStrategy(b *testing.B) {
	d6 := Uniform(1, 6)
	cases := []struct {
		name string
		d    Dist
		n    int
	}{
		{"d6x100", d6, 100},
		{"d6x1000", d6, 1000},
		{"3d6x50", d6.SumN(3), 50},
		{"3d6x200", d6.SumN(3), 200},
		{"chain40x30", chainDie(40), 30},
	}
	for _, c := range cases {
		k := newKernel(c.d.w)
		b.Run(c.name+"/seq", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				c.d.sumSeq(c.n, &k)
			}
		})
		b.Run(c.name+"/pow", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				c.d.sumPow(c.n)
			}
		})
		b.Run(c.name+"/SumN", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				c.d.SumN(c.n)
			}
		})
	}
}

func BenchmarkAdd(b *testing.B) {
	d6 := Uniform(1, 6)
	big500 := d6.SumN(500)
	chain := chainDie(40)
	cases := []struct {
		name string
		x, y Dist
	}{
		{"d6+d6", d6, d6},
		{"500d6+d6", big500, d6},
		{"500d6+500d6", big500, big500},
		{"chain40+chain40", chain, chain},
	}
	for _, c := range cases {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				c.x.Add(c.y)
			}
		})
	}
}

func BenchmarkMaxMin(b *testing.B) {
	b.ReportAllocs()
	d := Uniform(1, 6).SumN(100)
	for b.Loop() {
		Max(d, d)
		Min(d, d)
	}
}

func BenchmarkMixture(b *testing.B) {
	b.ReportAllocs()
	d6 := Uniform(1, 6)
	for b.Loop() {
		Mixture(Uniform(1, 20), func(n int) Dist { return d6.SumN(n) })
	}
}

func BenchmarkStats(b *testing.B) {
	b.ReportAllocs()
	d := Uniform(1, 6).SumN(1000)
	for b.Loop() {
		d.Mean()
		d.SD()
		d.Quantile(0.5)
	}
}

func BenchmarkWriteTable(b *testing.B) {
	b.ReportAllocs()
	d := Uniform(1, 6).SumN(100)
	for b.Loop() {
		if err := d.WriteTable(io.Discard, TableOptions{Exact: true}); err != nil {
			b.Fatal(err)
		}
	}
}
