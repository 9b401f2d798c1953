package prob

import (
	"math/big"
	"math/bits"
)

// This file multiplies long big integers by number-theoretic transforms
// (NTT), in time about N·log N for N words, where math/big's Karatsuba
// takes N^1.58: at 400 000 words a product takes a tenth of the time.
//
// The words of each operand are the coefficients of a polynomial in 2^64.
// The product's coefficients are sums of at most N products of two words,
// below N·2^128 < 2^183, so they are found exactly from their residues
// modulo three primes of 62 bits (each c·2^32 + 1, so that transforms of
// up to 2^32 points exist), by Garner's form of the Chinese remainder
// theorem, and the carries are propagated while they are added up.
//
// Arithmetic modulo each prime is Montgomery's with R = 2^64. The data stay
// plain residues throughout, since the twiddle factors are kept in
// Montgomery form (the Montgomery product of x and ω·R is x·ω).

// modulus is one NTT prime with its constants.
type modulus struct {
	p    uint64
	pinv uint64 // -p^-1 mod 2^64
	r2   uint64 // R^2 mod p: the Montgomery form of R
	g    uint64 // a quadratic non-residue modulo p
}

var nttPrimes = [3]modulus{
	newModulus(4611685941117976577, 3),
	newModulus(4611685692009873409, 17),
	newModulus(4611685606110527489, 3),
}

// nttMaxLog is the base-2 logarithm of the longest transform the primes
// support; the product of two integers of up to 2^31 words each fits.
const nttMaxLog = 32

func newModulus(p, g uint64) modulus {
	// Newton's iteration doubles the correct low bits of p^-1 each step.
	inv := p
	for range 6 {
		inv *= 2 - p*inv
	}
	r := (^uint64(0))%p + 1 // 2^64 mod p
	hi, lo := bits.Mul64(r, r)
	_, r2 := bits.Div64(hi%p, lo, p)
	return modulus{p: p, pinv: -inv, r2: r2, g: g}
}

// mul returns a·b·R^-1 mod p for a, b < p.
func (m *modulus) mul(a, b uint64) uint64 {
	hi, lo := bits.Mul64(a, b)
	q := lo * m.pinv
	qh, ql := bits.Mul64(q, m.p)
	_, c := bits.Add64(lo, ql, 0)
	r := hi + qh + c
	if r >= m.p {
		r -= m.p
	}
	return r
}

// form returns x·R mod p, the Montgomery form of x < p.
func (m *modulus) form(x uint64) uint64 { return m.mul(x, m.r2) }

// pow returns x^e in Montgomery form, for x in Montgomery form.
func (m *modulus) pow(x uint64, e uint64) uint64 {
	r := m.form(1)
	for ; e > 0; e >>= 1 {
		if e&1 == 1 {
			r = m.mul(r, x)
		}
		x = m.mul(x, x)
	}
	return r
}

func (m *modulus) sub(a, b uint64) uint64 {
	if a >= b {
		return a - b
	}
	return a + m.p - b
}

// roots returns the twiddle table of a transform of n points, in Montgomery
// form: w[h+j] = ω_(2h)^j for each power of two h < n and j < h, where ω_k
// is a primitive k-th root of unity; and inv, the same for the inverse
// roots.
func (m *modulus) roots(n int) (w, inv []uint64) {
	w, inv = make([]uint64, max(n, 2)), make([]uint64, max(n, 2))
	// g^((p-1)/n) has order n, as g is a non-residue.
	root := m.pow(m.form(m.g), (m.p-1)/uint64(n))
	h := max(n/2, 1)
	w[h] = m.form(1)
	for j := h + 1; j < 2*h; j++ {
		w[j] = m.mul(w[j-1], root)
	}
	// ω_(2h)^j = ω_n^(j·n/2h): the shorter levels are every other root of
	// the level above.
	for h /= 2; h >= 1; h /= 2 {
		for j := range h {
			w[h+j] = w[2*h+2*j]
		}
	}
	// ω^-j = ω^(2h-j) = -ω^(h-j) for 0 < j < h.
	for h := 1; h < n; h *= 2 {
		inv[h] = w[h]
		for j := 1; j < h; j++ {
			inv[h+j] = m.p - w[2*h-j]
		}
	}
	return w, inv
}

// nttBlock is the length below which a transform runs stage by stage; a
// longer one is split recursively, so that the stages of the sub-transforms
// run in cache (a block of 8192 values is 64 KB).
const nttBlock = 1 << 13

// mulLazy returns a·b·R^-1 mod p in [0, 2p), for a < 4p and b < p: the
// Montgomery product without its final subtraction.
func mulLazy(a, b, p, pinv uint64) uint64 {
	hi, lo := bits.Mul64(a, b)
	qh, ql := bits.Mul64(lo*pinv, p)
	_, c := bits.Add64(lo, ql, 0)
	return hi + qh + c
}

// forward transforms a in place (decimation in frequency) with the roots w:
// natural order in, bit-reversed order out. Values are kept in [0, 2p)
// (Harvey's lazy butterflies) and must be so on entry.
func (m *modulus) forward(a, w []uint64) {
	n := len(a)
	if n > nttBlock {
		m.stage(a, w[n/2:n], n/2, false)
		m.forward(a[:n/2], w)
		m.forward(a[n/2:], w)
		return
	}
	for h := n / 2; h >= 1; h /= 2 {
		m.stage(a, w[h:2*h], h, false)
	}
}

// inverse undoes forward up to a factor len(a) (decimation in time):
// bit-reversed order in, natural order out, values in [0, 2p). w holds the
// inverse roots.
func (m *modulus) inverse(a, w []uint64) {
	n := len(a)
	if n > nttBlock {
		m.inverse(a[:n/2], w)
		m.inverse(a[n/2:], w)
		m.stage(a, w[n/2:n], n/2, true)
		return
	}
	for h := 1; h < n; h *= 2 {
		m.stage(a, w[h:2*h], h, true)
	}
}

// stage runs one stage of butterflies of span h with the twiddles tw: those
// of forward, or of inverse when inv is set.
func (m *modulus) stage(a, tw []uint64, h int, inv bool) {
	for s := 0; s+2*h <= len(a); s += 2 * h {
		x, y := a[s:s+h], a[s+h:s+2*h]
		if inv {
			m.butterflyDIT(x, y, tw)
		} else {
			m.butterflyDIF(x, y, tw)
		}
	}
}

// butterflyDIF sets x, y to x+y, (x−y)·tw, element by element.
func (m *modulus) butterflyDIF(x, y, tw []uint64) {
	p, pinv := m.p, m.pinv
	p2 := 2 * p
	y, tw = y[:len(x)], tw[:len(x)]
	for j := range x {
		u, v := x[j], y[j]
		t := u + v
		if t >= p2 {
			t -= p2
		}
		x[j] = t
		y[j] = mulLazy(u-v+p2, tw[j], p, pinv)
	}
}

// butterflyDIT sets x, y to x+y·tw, x−y·tw, element by element.
func (m *modulus) butterflyDIT(x, y, tw []uint64) {
	p, pinv := m.p, m.pinv
	p2 := 2 * p
	y, tw = y[:len(x)], tw[:len(x)]
	for j := range x {
		u, v := x[j], mulLazy(y[j], tw[j], p, pinv)
		t := u + v
		if t >= p2 {
			t -= p2
		}
		x[j] = t
		t = u - v + p2
		if t >= p2 {
			t -= p2
		}
		y[j] = t
	}
}

// load sets a to the words of x modulo p, followed by zeros.
func (m *modulus) load(a []uint64, x []big.Word) {
	for i, d := range x {
		a[i] = uint64(d) % m.p
	}
	clear(a[len(x):])
}

// convolve returns the convolution of the words of x and y modulo p, in a
// new slice of n values; len(x)+len(y) <= n, so that the cyclic
// convolution of the transform does not wrap around. fb is scratch space
// of n values, unused when x and y are the same slice.
func (m *modulus) convolve(x, y []big.Word, n int, fb []uint64) []uint64 {
	w, inv := m.roots(n)
	fa := make([]uint64, n)
	m.load(fa, x)
	m.forward(fa, w)
	if len(y) > 0 && len(x) > 0 && &x[0] == &y[0] && len(x) == len(y) {
		fb = fa
	} else {
		m.load(fb, y)
		m.forward(fb, w)
	}
	// The Montgomery product leaves a factor R^-1 and the inverse transform
	// a factor n: multiply by the Montgomery form of R/n.
	scale := m.mul(m.r2, m.pow(m.form(uint64(n)%m.p), m.p-2))
	for i := range fa {
		fa[i] = m.mul(mulLazy(fa[i], fb[i], m.p, m.pinv), scale)
	}
	m.inverse(fa, inv)
	for i, v := range fa {
		if v >= m.p {
			fa[i] = v - m.p
		}
	}
	return fa
}

// nttMul returns x·y for nonnegative x and y by three-prime transforms.
// On a machine whose words are not 64 bits wide it leaves the product to
// math/big. It panics if the product has more than 2^32 words.
func nttMul(x, y *big.Int) *big.Int {
	xw, yw := x.Bits(), y.Bits()
	if bits.UintSize != 64 {
		return new(big.Int).Mul(x, y)
	}
	if len(xw) == 0 || len(yw) == 0 {
		return new(big.Int)
	}
	lz := len(xw) + len(yw)
	n := 1
	for n < lz {
		n *= 2
	}
	if n > 1<<nttMaxLog {
		panic("prob: internal error: NTT product too long")
	}
	fb := make([]uint64, n)
	var r [3][]uint64
	for k := range nttPrimes {
		r[k] = nttPrimes[k].convolve(xw, yw, n, fb)
	}
	return new(big.Int).SetBits(garner(r, lz))
}

// Constants of Garner's reconstruction v = x1 + p1·x2 + p1·p2·x3: the
// inverses in Montgomery form, so that a Montgomery product by them is a
// plain product.
var (
	inv1mod2     = invMont(&nttPrimes[1], nttPrimes[0].p)
	inv12mod3    = invMont(&nttPrimes[2], mulMod(nttPrimes[0].p, nttPrimes[1].p, nttPrimes[2].p))
	p1mont3      = nttPrimes[2].form(nttPrimes[0].p % nttPrimes[2].p)
	p12hi, p12lo = bits.Mul64(nttPrimes[0].p, nttPrimes[1].p)
)

// mulMod returns a·b mod p.
func mulMod(a, b, p uint64) uint64 {
	hi, lo := bits.Mul64(a%p, b%p)
	_, r := bits.Div64(hi, lo, p)
	return r
}

// invMont returns the Montgomery form of a^-1 modulo m.p, by Fermat's
// little theorem.
func invMont(m *modulus, a uint64) uint64 {
	return m.pow(m.form(a%m.p), m.p-2)
}

// garner combines the residues r[k][i] of the product's coefficients into
// the words of the product, which has at most lz words.
func garner(r [3][]uint64, lz int) []big.Word {
	p1 := nttPrimes[0].p
	m2, m3 := &nttPrimes[1], &nttPrimes[2]
	out := make([]big.Word, lz+3)
	for i := range lz {
		x1 := r[0][i]
		x2 := m2.mul(m2.sub(r[1][i], x1%m2.p), inv1mod2)
		t := m3.sub(r[2][i], x1%m3.p)
		t = m3.sub(t, m3.mul(x2%m3.p, p1mont3))
		x3 := m3.mul(t, inv12mod3)
		// v = x1 + p1·x2 + p1p2·x3 < 2^186 in three words v0, v1, v2.
		ah, al := bits.Mul64(p1, x2)
		bh0, bl0 := bits.Mul64(p12lo, x3)
		bh1, bl1 := bits.Mul64(p12hi, x3)
		v0, c := bits.Add64(al, x1, 0)
		v1 := ah + c
		v0, c = bits.Add64(v0, bl0, 0)
		v1, c = bits.Add64(v1, bh0, c)
		v2 := bh1 + c
		v1, c = bits.Add64(v1, bl1, 0)
		v2 += c
		s, k := bits.Add64(uint64(out[i]), v0, 0)
		out[i] = big.Word(s)
		s, k = bits.Add64(uint64(out[i+1]), v1, k)
		out[i+1] = big.Word(s)
		s, k = bits.Add64(uint64(out[i+2]), v2, k)
		out[i+2] = big.Word(s)
		for j := i + 3; k != 0; j++ {
			s, k = bits.Add64(uint64(out[j]), 0, k)
			out[j] = big.Word(s)
		}
	}
	return out
}
