package prob

import (
	"math"
	"math/bits"
)

// The cost model picks, for each product, the fastest engine (schoolbook
// for tiny products, gather, or Kronecker with math/big's or the
// transforms' integer product; see conv.go) and, for a power, Miller's
// recurrence or binary powering (see power.go). It estimates nanoseconds
// from a few constants fitted to measurements on the reference machine (a
// 2-core Xeon, Go 1.26; see bench_test.go). Only the ratios between
// estimates matter, so the choices hold on faster or slower machines of a
// similar kind.
//
// The rule that comes out, with measured figures:
//
//   - Powers of short bases take the recurrence: its cost is the length of
//     the result times the terms of the base (three for a die, after 1−x)
//     times the words of a coefficient. 1000d6: 1.2–1.8 ms by recurrence,
//     94 ms by binary powering; 3d6 x 200: 1.0 ms against 39 ms; 10d6 x 100
//     6 ms against 113 ms; chain40 x 30: 0.15 ms against 0.9 ms.
//   - Powers of long dense bases take binary powering, whose squarings are
//     Kronecker products: 100d6 x 10: 134 ms against 179 ms by recurrence;
//     200d6 x 3: 45 ms against 185 ms; 1000d6 x 2: 0.25 s against 21 s.
//     The two meet near 50d6 x 10 (28 ms each); the estimates came within
//     a factor 1.5 of the measured times on all of these.
//   - A product with a sparse kernel gathers (500d6 + d6: about 1 ms, two
//     additions per output); long dense products go by Kronecker (500d6 +
//     500d6: 51 ms; 1000d6 + (−1000d6): 0.28 s; 3000d6 − 3000d6: 2.8 s).
//   - Kronecker's integers are multiplied by math/big's Karatsuba up to
//     about 10 000 words and by transforms beyond: 20 000 words 19 ms
//     against 14 ms, 100 000 words 219 ms against 64 ms, 405 000 words
//     2.2 s against 0.26 s.
const (
	nsAdd     = 7.0    // fixed cost of a big addition or subtraction
	nsAddWord = 0.4    // and per word of its result
	nsMul     = 12.0   // fixed cost of a big multiplication
	nsMulWord = 0.5    // and per word product (schoolbook)
	nsKara    = 2.5    // per unit of n^log2(3), n the words of an operand
	nsKron    = 5000.0 // fixed cost of a Kronecker product
	nsSlot    = 20.0   // per coefficient packed or unpacked
	karaMin   = 40     // operand words below which math/big uses schoolbook
	nsDiv     = 20.0   // fixed cost of a division by a one-word divisor
	nsDivWord = 2.0    // and per word of the dividend
	nsNTT     = 13.0   // per n·log2(n) of a transform product of n words
	// The transform and recurrence constants were fitted to
	// BenchmarkIntMul and BenchmarkSumNStrategy.
)

// words returns the words of an integer of nbits bits, plus one for the
// overhead of a short operation.
func words(nbits int) float64 { return float64(nbits)/64 + 1 }

// gatherNs estimates a gather with a kernel of units terms of coefficient
// +1 or -1 and muls other terms of cw words, against lx coefficients of xw
// words, producing n outputs: each term meets at most min(lx, n) of them.
func gatherNs(units, muls int, cw float64, lx, n int, xw float64) float64 {
	add := nsAdd + nsAddWord*xw
	perPair := float64(units)*add + float64(muls)*(add+nsMul+nsMulWord*xw*cw)
	return float64(min(lx, n)) * perPair
}

// kronNs estimates a Kronecker product of la and lb coefficients in slots of
// s words.
func kronNs(la, lb, s int) float64 {
	return nsKron + nsSlot*float64(la+lb) + intMulNs(la*s, lb*s)
}

// intMulNs estimates the product of integers of na and nb words by mulInt.
func intMulNs(na, nb int) float64 {
	return min(bigMulNs(na, nb), nttNs(na, nb))
}

// bigMulNs estimates math/big's product of integers of na and nb words.
func bigMulNs(na, nb int) float64 {
	a, b := float64(max(na, nb)), float64(min(na, nb))
	if b < karaMin {
		return nsMulWord * a * b
	}
	// math/big cuts the longer operand into pieces as long as the shorter.
	return nsKara * a / b * math.Pow(b, math.Log2(3))
}

// nttNs estimates nttMul of integers of na and nb words: three primes,
// three transforms each, of the power of two n >= na+nb.
func nttNs(na, nb int) float64 {
	if bits.UintSize != 64 {
		return math.Inf(1)
	}
	n := 1
	for n < na+nb {
		n *= 2
	}
	if n > 1<<nttMaxLog {
		return math.Inf(1)
	}
	return nsNTT * float64(n) * math.Log2(float64(n))
}

// ns estimates running the recurrence for count coefficients of at most
// nbits bits: each costs a multiplication and an addition per term (two of
// each when the term's multipliers are big) and a division.
func (r *recurrence) ns(count, nbits int) float64 {
	w := 0.8 * words(nbits) // the coefficients grow towards the middle
	per := nsDiv + nsDivWord*w
	for i := range r.steps {
		s := &r.steps[i]
		if s.small {
			per += nsMul + nsAdd + (nsMulWord+nsAddWord)*w
		} else {
			cw := words(max(s.u.BitLen(), s.v.BitLen()))
			per += 2 * (nsMul + nsAdd + (nsMulWord*cw+nsAddWord)*w)
		}
	}
	return float64(count) * per
}

// denseNs estimates the product of the sums of i and j copies of a
// distribution with m values and a total of nbits bits, cut to limit
// values, by the cheaper engine, taking the operands to be dense.
func denseNs(i, j, m, limit, nbits int) float64 {
	la, lb := min(i*(m-1)+1, limit), min(j*(m-1)+1, limit)
	n := min(la+lb-1, limit)
	w := words((i + j) * nbits)
	g := gatherNs(0, min(la, lb), words(min(i, j)*nbits), max(la, lb), n, words(max(i, j)*nbits))
	// Add also sums both operands, prepares their kernels and sums the
	// result: about one addition per coefficient each.
	over := float64(la+lb+n) * (nsAdd + nsAddWord*w)
	return over + min(g, kronNs(min(la, n), min(lb, n), slotWords((i+j)*nbits)))
}

// powNs estimates SumN by binary powering with dense operands.
func powNs(m, n, limit, nbits int) float64 {
	t, acc, pow := 0.0, 0, 1
	for {
		if n&1 == 1 {
			if acc > 0 {
				t += denseNs(acc, pow, m, limit, nbits)
			}
			acc += pow
		}
		n >>= 1
		if n == 0 {
			return t
		}
		t += denseNs(pow, pow, m, limit, nbits)
		pow *= 2
	}
}
