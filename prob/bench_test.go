package prob

import (
	"fmt"
	"io"
	"math/big"
	"testing"
)

// Measured on the reference machine (2-core Intel Xeon, linux/amd64, Go
// 1.26, other jobs sharing the cores) with
//
//	go test -run XX -bench . -benchtime 10x ./prob/
//
//	BenchmarkSumN100d6      0.04-0.07 ms  (was 0.31-0.81 ms by sequential addition; limit 0.5 ms)
//	BenchmarkSumN1000d6     1.2-2.2 ms    (was 45-110 ms; limit 10 ms)
//
// SumN by Miller's recurrence (miller) against binary powering (binary),
// and SumN, which the cost model (cost.go) sends one way or the other, from
// BenchmarkSumNStrategy:
//
//	d6 x 100        miller 0.036 ms  binary 0.56 ms   SumN: miller
//	d6 x 1000       miller 1.1 ms    binary 94 ms     SumN: miller
//	3d6 x 50        miller 0.15 ms   binary 1.1 ms    SumN: miller
//	3d6 x 200       miller 1.0 ms    binary 39 ms     SumN: miller
//	100d6 x 10      miller 179 ms    binary 134 ms    SumN: binary
//	chain40 x 30    miller 0.15 ms   binary 0.89 ms   SumN: miller
//
// The sequential addition this replaced took 46 ms for d6 x 1000, 96 ms
// for 3d6 x 200 and 1.2 ms for chain40 x 30. Add: d6+d6 2-4 us, 500d6+d6
// 0.9-1.6 ms (gather), 500d6+500d6 51 ms (was 180-400 ms), 1000d6-1000d6
// 0.28 s (was 2.1 s; the Kronecker product goes by transforms), and
// chain40+chain40 19 us. BenchmarkIntMul: transforms overtake math/big's
// Karatsuba near 10 000 words (20 000: 14 ms against 19 ms; 100 000: 64 ms
// against 219 ms).

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
		{"100d6x10", d6.SumN(100), 10},
		{"chain40x30", chainDie(40), 30},
	}
	for _, c := range cases {
		limit, half := sumShape(c.d, c.n)
		count := limit
		if half {
			count = (limit + 1) / 2
		}
		b.Run(c.name+"/miller", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				series([]factor{{c: c.d.w, e: c.n}}, count)
			}
		})
		b.Run(c.name+"/binary", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				powBinary(c.d.w, c.n, limit)
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
	big1000 := d6.SumN(1000)
	chain := chainDie(40)
	cases := []struct {
		name string
		x, y Dist
	}{
		{"d6+d6", d6, d6},
		{"500d6+d6", big500, d6},
		{"500d6+500d6", big500, big500},
		{"1000d6-1000d6", big1000, big1000.Neg()},
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

func BenchmarkPowProduct(b *testing.B) {
	d6, d8 := PolyOf(1, 1, 1, 1, 1, 1, 1), PolyOf(1, 1, 1, 1, 1, 1, 1, 1, 1)
	cases := []struct {
		name string
		fs   []Factor
	}{
		{"1000d6", []Factor{{d6, 1000}}},
		{"300d6+300d8-200d6", []Factor{{d6, 300}, {d8, 300}, {d6.Reflect(), 200}}},
		{"(8-3x)^50(8-x^2)^30", []Factor{{PolyOf(0, 8, -3), 50}, {PolyOf(0, 8, 0, -1), 30}}},
	}
	for _, c := range cases {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				PowProduct(c.fs...)
			}
		})
	}
}

// BenchmarkIntMul compares math/big's product with the transforms'.
func BenchmarkIntMul(b *testing.B) {
	for _, n := range []int{2000, 10000, 20000, 100000} {
		x, y := ramp(n, 1), ramp(n, 7)
		b.Run(fmt.Sprintf("big%d", n), func(b *testing.B) {
			for b.Loop() {
				new(big.Int).Mul(x, y)
			}
		})
		b.Run(fmt.Sprintf("ntt%d", n), func(b *testing.B) {
			for b.Loop() {
				nttMul(x, y)
			}
		})
	}
}

// ramp returns an integer of n words, each a different pattern.
func ramp(n int, seed uint64) *big.Int {
	w := make([]big.Word, n)
	x := seed
	for i := range w {
		x = x*6364136223846793005 + 1442695040888963407
		w[i] = big.Word(x)
	}
	return new(big.Int).SetBits(w)
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
