package prob

import "math"

// The cost model picks, for each product, the faster convolution engine
// (gather or Kronecker, see conv.go) and, for SumN, sequential addition or
// binary powering. It estimates nanoseconds from a few constants fitted to
// measurements on the reference machine (a 2-core Xeon, Go 1.26; see
// bench_test.go). Only the ratios between estimates matter, so the choices
// hold on faster or slower machines of a similar kind.
const (
	nsAdd     = 7.0    // fixed cost of a big addition or subtraction
	nsAddWord = 0.4    // and per word of its result
	nsMul     = 12.0   // fixed cost of a big multiplication
	nsMulWord = 0.5    // and per word product (schoolbook)
	nsKara    = 2.5    // per unit of n^log2(3), n the words of an operand
	nsKron    = 5000.0 // fixed cost of a Kronecker product
	nsSlot    = 20.0   // per coefficient packed or unpacked
	karaMin   = 40     // operand words below which math/big uses schoolbook
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
	na, nb := float64(la*s), float64(lb*s)
	if na < nb {
		na, nb = nb, na
	}
	m := nsMulWord * na * nb
	if nb >= karaMin {
		// math/big cuts the longer operand into pieces as long as the shorter.
		m = nsKara * na / nb * math.Pow(nb, math.Log2(3))
	}
	return nsKron + nsSlot*float64(la+lb) + m
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

// seqNs estimates SumN by sequential addition with kernel k: step i adds
// a copy to the sum of i copies. half halves the work (palindromes).
func seqNs(k *kernel, m, n, limit, nbits int, half bool) float64 {
	t := 0.0
	for i := 1; i < n; i++ {
		t += k.ns(min(i*(m-1)+1, limit), limit, words(i*nbits))
	}
	if half {
		t /= 2
	}
	return t
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
