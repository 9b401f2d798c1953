package prob

import (
	"math/big"
	"math/bits"
)

// This file holds the two convolution engines behind Add, Poly.Mul and the
// binary powering of SumN and PowProduct.
//
// The gather engine computes each output coefficient from the nonzero
// coefficients of a kernel (one operand). It can use the kernel itself or
// its first difference followed by a running sum: a uniform die has six
// equal weights but a difference with only two nonzero entries (+1, -1), so
// each output costs two big additions instead of six. Coefficients of +1
// and -1 cost an addition; others a multiplication and an addition.
//
// The Kronecker engine packs each operand into one big integer, with every
// coefficient in a slot wide enough to hold any coefficient of the product,
// multiplies the two integers and reads the slots back. It pays for long
// operands with dense kernels, such as 1000d6 + (−1000d6). The integers are
// multiplied by math/big (Karatsuba, time N^1.58 for N words) or, past
// about 10 000 words, by number-theoretic transforms (ntt.go, time about
// N·log N), whichever cost.go expects to be faster. The packing needs
// nonnegative coefficients, so a product with a negative coefficient always
// gathers.

// term is one nonzero coefficient of a kernel.
type term struct {
	off int      // position in the kernel
	c   *big.Int // the coefficient, or nil when it is +1 or -1
	neg bool     // with c == nil: the coefficient is -1
}

// kernel is one operand of a convolution prepared for the gather engine.
// It is read-only once built.
type kernel struct {
	terms []term  // ascending off
	diff  bool    // terms are the first difference; outputs are running sums
	units int     // terms whose coefficient is +1 or -1 (one addition each)
	muls  int     // other terms (a multiplication and an addition each)
	words float64 // words of the largest coefficient
}

// ns estimates the nanoseconds of a gather with k against lx coefficients
// of about xw words each, producing n outputs (see cost.go).
func (k *kernel) ns(lx, n int, xw float64) float64 {
	return gatherNs(k.units, k.muls, k.words, lx, n, xw)
}

// opCost is the cost of applying coefficient c: an addition when |c| is 1,
// a multiplication and an addition otherwise.
func opCost(c *big.Int) int {
	if c.CmpAbs(bigOne) == 0 {
		return 1
	}
	return 2
}

// newTerm returns the term for coefficient c at off; c is retained.
func newTerm(off int, c *big.Int) term {
	if c.CmpAbs(bigOne) == 0 {
		return term{off: off, neg: c.Sign() < 0}
	}
	return term{off: off, c: c}
}

// newKernel prepares coefficients w as a kernel, choosing the
// plain weights or their first difference, whichever needs fewer
// operations per output.
func newKernel(w []big.Int) kernel {
	m := len(w)
	direct := 0
	for i := range w {
		if w[i].Sign() != 0 {
			direct += opCost(&w[i])
		}
	}
	// The difference has m+1 entries: w[j] - w[j-1] with w[-1] = w[m] = 0.
	// The running sum costs nothing extra (it is the first addition) except
	// when no term reaches an output; count one to prefer the plain kernel
	// on a tie.
	diff := make([]big.Int, m+1)
	dcost := 1
	for j := range diff {
		switch {
		case j == 0:
			diff[j].Set(&w[0])
		case j == m:
			diff[j].Neg(&w[m-1])
		default:
			diff[j].Sub(&w[j], &w[j-1])
		}
		if diff[j].Sign() != 0 {
			dcost += opCost(&diff[j])
		}
		if dcost >= direct {
			break
		}
	}
	var k kernel
	src := w
	if dcost < direct {
		k.diff = true
		src = diff
	}
	maxBits := 0
	for j := range src {
		c := &src[j]
		if c.Sign() == 0 {
			continue
		}
		t := newTerm(j, c)
		if t.c == nil {
			k.units++
		} else {
			k.muls++
			maxBits = max(maxBits, c.BitLen())
		}
		k.terms = append(k.terms, t)
	}
	k.words = words(maxBits)
	return k
}

// gather sets dst[i] to coefficient i of the product of a and the kernel,
// for i < len(dst). dst must not overlap a; tmp is scratch space.
func (k *kernel) gather(dst, a []big.Int, tmp *big.Int) {
	la := len(a)
	for i := range dst {
		z := &dst[i]
		var base *big.Int // the running sum carried from dst[i-1]
		if k.diff && i > 0 {
			base = &dst[i-1]
		}
		first := true
		for _, t := range k.terms {
			j := i - t.off
			if j >= la {
				continue
			}
			if j < 0 {
				break
			}
			x := &a[j]
			if t.c != nil {
				if first && base == nil {
					z.Mul(t.c, x)
					first = false
					continue
				}
				tmp.Mul(t.c, x)
				x = tmp
			}
			switch {
			case !first && t.neg:
				z.Sub(z, x)
			case !first:
				z.Add(z, x)
			case base != nil && t.neg:
				z.Sub(base, x)
			case base != nil:
				z.Add(base, x)
			case t.neg:
				z.Neg(x)
			default:
				z.Set(x)
			}
			first = false
		}
		if first {
			if base != nil {
				z.Set(base)
			} else {
				z.SetInt64(0)
			}
		}
	}
}

// kron returns the first n coefficients of the product of a and b, which
// must be nonnegative, by Kronecker substitution, multiplying the packed
// integers with mulInt. The results share one backing array, each with its
// capacity capped to its own slot.
func kron(a, b []big.Int, n int) []big.Int { return kronWith(a, b, n, mulInt) }

// kronWith is kron with the integer product given.
func kronWith(a, b []big.Int, n int, mulInt func(x, y *big.Int) *big.Int) []big.Int {
	same := len(a) > 0 && len(b) > 0 && &a[0] == &b[0] && len(a) == len(b)
	a = a[:min(len(a), n)]
	b = b[:min(len(b), n)]
	// Every product coefficient is at most sum(a)*sum(b).
	s := slotWords(sumOf(a).BitLen() + sumOf(b).BitLen())
	x := pack(a, s)
	y := x
	if !same {
		y = pack(b, s)
	}
	zw := mulInt(x, y).Bits()
	out := make([]big.Int, n)
	for i := range out {
		lo := i * s
		if lo >= len(zw) {
			break
		}
		hi := min(lo+s, len(zw))
		out[i].SetBits(zw[lo:hi:hi])
	}
	return out
}

// slotWords returns the words of a Kronecker slot holding nbits bits.
func slotWords(nbits int) int {
	return max((nbits+bits.UintSize-1)/bits.UintSize, 1)
}

// pack returns the integer whose s-word slot i holds a[i].
func pack(a []big.Int, s int) *big.Int {
	ws := make([]big.Word, len(a)*s)
	for i := range a {
		copy(ws[i*s:], a[i].Bits())
	}
	return new(big.Int).SetBits(ws)
}

// schoolMax is the largest len(a)·len(b) that mul multiplies by the
// schoolbook method: below it, preparing kernels costs more than it saves.
const schoolMax = 64

// school returns the first n coefficients of the product of a and b by the
// schoolbook method.
func school(a, b []big.Int, n int) []big.Int {
	out := make([]big.Int, n)
	var t big.Int
	for i := range a[:min(len(a), n)] {
		if a[i].Sign() == 0 {
			continue
		}
		for j := range b[:min(len(b), n-i)] {
			if b[j].Sign() != 0 {
				out[i+j].Add(&out[i+j], t.Mul(&a[i], &b[j]))
			}
		}
	}
	return out
}

// mulInt returns x·y for nonnegative x and y, by math/big (Karatsuba) or
// by number-theoretic transforms (ntt.go), whichever cost.go estimates to
// be faster.
func mulInt(x, y *big.Int) *big.Int {
	nx, ny := len(x.Bits()), len(y.Bits())
	if nttNs(nx, ny) < bigMulNs(nx, ny) {
		return nttMul(x, y)
	}
	return new(big.Int).Mul(x, y)
}

// mul returns the first n coefficients of the product of a and b (n at
// most len(a)+len(b)-1), with the engine and kernel that cost.go estimates
// to be fastest. Only the gather engine takes negative coefficients.
func mul(a, b []big.Int, n int) []big.Int {
	if len(a)*len(b) <= schoolMax {
		return school(a, b, n)
	}
	bitsA, bitsB := sumOf(a).BitLen(), sumOf(b).BitLen()
	ka, kb := newKernel(a), newKernel(b)
	ga, gb := ka.ns(len(b), n, words(bitsB)), kb.ns(len(a), n, words(bitsA))
	k, x, g := &ka, b, ga
	if gb < ga {
		k, x, g = &kb, a, gb
	}
	if !hasNeg(a) && !hasNeg(b) && kronNs(min(len(a), n), min(len(b), n), slotWords(bitsA+bitsB)) < g {
		return kron(a, b, n)
	}
	out := make([]big.Int, n)
	var tmp big.Int
	k.gather(out, x, &tmp)
	return out
}
