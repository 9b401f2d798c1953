package prob

import (
	"errors"
	"fmt"
	"math/big"
)

// Errors reported by this package. Functions wrap them with context, so
// test with errors.Is.
var (
	// ErrInvalid reports weights that do not form a distribution: a
	// negative or missing weight, a total that is not positive, listed
	// weights that exceed the total, or no outcome with positive weight.
	ErrInvalid = errors.New("prob: invalid weights")
	// ErrImpossible reports a condition that no listed outcome satisfies.
	ErrImpossible = errors.New("prob: condition has probability zero")
	// ErrTail reports an operation whose result cannot be exact because the
	// distribution has a tail of unknown outcomes.
	ErrTail = errors.New("prob: distribution has a tail")
)

// MaxSpan is the largest Hi()-Lo()+1 a distribution may have. Weights are
// stored densely over [Lo, Hi], so a wider span is a programmer error (for
// example a Map that multiplies by a million) and panics.
const MaxSpan = 1 << 26

// side says where the outcomes of a tail lie.
type side uint8

const (
	above side = iota // every tail outcome is greater than Hi()
	below             // every tail outcome is less than Lo()
	free              // the tail outcomes are unknown
)

// Dist is a discrete probability distribution over int values with exact
// big-integer weights over a common big-integer total. The probability of a
// listed value v is weight(v)/total; the tail is the probability of the
// outcomes that are not listed (see the package comment).
//
// The zero value is the certain outcome 0. A Dist is immutable once built,
// so values may be copied freely and shared between goroutines.
type Dist struct {
	lo    int
	w     []big.Int // w[i] is the weight of lo+i; w[0] and w[len(w)-1] are positive
	total *big.Int  // positive
	tail  *big.Int  // total - sum(w), zero or positive
	side  side      // where the tail lies; above when the tail is zero
}

// Outcome is one listed value and its exact probability.
type Outcome struct {
	Value int
	P     *big.Rat
}

var (
	bigZero = big.NewInt(0)
	bigOne  = big.NewInt(1)
	oneW    = func() []big.Int { w := make([]big.Int, 1); w[0].SetInt64(1); return w }()
)

// norm returns d with the zero value replaced by the certain outcome 0.
func (d Dist) norm() Dist {
	if d.w == nil {
		return Dist{w: oneW, total: bigOne, tail: bigZero}
	}
	return d
}

// Point returns the distribution of the certain value v.
func Point(v int) Dist {
	return Dist{lo: v, w: oneW, total: bigOne, tail: bigZero}
}

// Uniform returns the uniform distribution over lo..hi inclusive, for
// example Uniform(1, 6) for a six-sided die. It panics if hi < lo or the span
// exceeds MaxSpan.
func Uniform(lo, hi int) Dist {
	if hi < lo {
		panic(fmt.Sprintf("prob: Uniform(%d, %d) has hi < lo", lo, hi))
	}
	n := checkSpan(lo, hi)
	w := make([]big.Int, n)
	for i := range w {
		w[i].SetInt64(1)
	}
	return Dist{lo: lo, w: w, total: big.NewInt(int64(n)), tail: bigZero}
}

// FromWeights returns the distribution in which value lo+i has weight w[i],
// with no tail. It panics if a weight is negative or all weights are zero.
func FromWeights(lo int, w []int64) Dist {
	ws := make([]big.Int, len(w))
	for i, x := range w {
		if x < 0 {
			panic(fmt.Sprintf("prob: FromWeights: weight of %d is negative", lo+i))
		}
		ws[i].SetInt64(x)
	}
	d, ok := build(lo, ws, nil, above)
	if !ok {
		panic("prob: FromWeights: all weights are zero")
	}
	return d
}

// FromCounts returns the distribution in which each key has the given
// weight, with no tail. It panics if a weight is negative, all weights are
// zero, or the keys span more than MaxSpan values.
func FromCounts(counts map[int]int64) Dist {
	lo, hi, found := 0, 0, false
	for v, c := range counts {
		if c < 0 {
			panic(fmt.Sprintf("prob: FromCounts: weight of %d is negative", v))
		}
		if c == 0 {
			continue
		}
		if !found || v < lo {
			lo = v
		}
		if !found || v > hi {
			hi = v
		}
		found = true
	}
	if !found {
		panic("prob: FromCounts: all weights are zero")
	}
	w := make([]big.Int, checkSpan(lo, hi))
	for v, c := range counts {
		if c > 0 {
			w[v-lo].SetInt64(c)
		}
	}
	d, _ := build(lo, w, nil, above)
	return d
}

// FromBig returns the distribution in which value lo+i has probability
// w[i]/total. The difference between total and the sum of w becomes the
// tail, whose outcomes are taken to lie above the highest listed value (the
// usual case: a chain of re-rolls cut short). The weights are copied.
//
// It returns an error wrapping ErrInvalid if a weight is nil or negative,
// total is nil or not positive, the weights sum to more than total, or no
// weight is positive.
func FromBig(lo int, w []*big.Int, total *big.Int) (Dist, error) {
	if total == nil || total.Sign() <= 0 {
		return Dist{}, fmt.Errorf("%w: total must be positive", ErrInvalid)
	}
	ws := make([]big.Int, len(w))
	for i, x := range w {
		if x == nil || x.Sign() < 0 {
			return Dist{}, fmt.Errorf("%w: weight of %d is missing or negative", ErrInvalid, lo+i)
		}
		ws[i].Set(x)
	}
	d, ok := build(lo, ws, new(big.Int).Set(total), above)
	if !ok {
		return Dist{}, fmt.Errorf("%w: no positive weight", ErrInvalid)
	}
	if d.tail.Sign() < 0 {
		return Dist{}, fmt.Errorf("%w: weights sum to more than the total %s", ErrInvalid, total)
	}
	return d, nil
}

// build trims zero weights from both ends of w and fills in the total (the
// sum of w when total is nil) and the tail. It takes ownership of w and
// total, and reports false when no weight is positive.
func build(lo int, w []big.Int, total *big.Int, s side) (Dist, bool) {
	i, j := trim(w)
	if i == j {
		return Dist{}, false
	}
	w = w[i:j:j]
	sum := sumOf(w)
	if total == nil {
		total = sum
	}
	tail := new(big.Int).Sub(total, sum)
	if tail.Sign() == 0 {
		s = above
	}
	return Dist{lo: lo + i, w: w, total: total, tail: tail, side: s}, true
}

// trim returns the bounds i <= j of w without its zeros at both ends: i ==
// j when every entry is zero.
func trim(w []big.Int) (i, j int) {
	i, j = 0, len(w)
	for i < j && w[i].Sign() == 0 {
		i++
	}
	for j > i && w[j-1].Sign() == 0 {
		j--
	}
	return i, j
}

// sumOf returns a new Int holding the sum of w.
func sumOf(w []big.Int) *big.Int {
	s := new(big.Int)
	for i := range w {
		s.Add(s, &w[i])
	}
	return s
}

// checkSpan returns hi-lo+1, panicking if it exceeds MaxSpan or overflows.
func checkSpan(lo, hi int) int {
	if hi < lo || uint64(hi)-uint64(lo) >= MaxSpan {
		panic(fmt.Sprintf("prob: values %d..%d span more than MaxSpan", lo, hi))
	}
	return hi - lo + 1
}

// Lo returns the smallest listed value.
func (d Dist) Lo() int { return d.lo }

// Hi returns the largest listed value.
func (d Dist) Hi() int {
	d = d.norm()
	return d.lo + len(d.w) - 1
}

// Len returns Hi()-Lo()+1, the number of values from the smallest to the
// largest listed one, including values of probability zero between them.
func (d Dist) Len() int { return len(d.norm().w) }

// Equal reports whether d and e list the same values with the same exact
// probabilities and have the same tail, whatever their totals.
func (d Dist) Equal(e Dist) bool {
	d, e = d.norm(), e.norm()
	if d.lo != e.lo || len(d.w) != len(e.w) || d.side != e.side {
		return false
	}
	// a/s == b/t  <=>  a*t == b*s
	var x, y big.Int
	for i := range d.w {
		x.Mul(&d.w[i], e.total)
		y.Mul(&e.w[i], d.total)
		if x.Cmp(&y) != 0 {
			return false
		}
	}
	x.Mul(d.tail, e.total)
	y.Mul(e.tail, d.total)
	return x.Cmp(&y) == 0
}
