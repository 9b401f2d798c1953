package rng

import (
	"fmt"
	"math/big"
	"math/bits"
)

// Enumerator is a [Source] that visits, one run at a time, every distinct
// sequence of die faces a resolution can draw, depth first, so that a
// resolution written once against a Source yields its exact distribution
// by brute force: the oracle for exact odds, and a way to get exact odds
// from code that only knows how to roll.
//
// A run is one call of the resolution. The first run draws face 1 of every
// die; [Enumerator.Next] moves to the next sequence by advancing the last
// draw that has faces left and forgetting the draws after it, which the
// next run makes afresh. A resolution must therefore be a pure function of
// the faces it draws (the rule [Script] already imposes), and it may draw
// dice of different sizes, or a different number of dice, depending on
// earlier faces. Every run's probability, [Enumerator.P], is the product of
// 1/sides over its draws; the runs partition the sample space, so their
// probabilities sum to 1 when no run is cut.
//
// Besides dice, a run may take weighted decisions with [Enumerator.Choose]:
// a decision whose branches carry integer weights, such as "the n dice
// show a pair (weight 6^n - 6!/(6-n)!) or not", which would otherwise need
// n separate dice.
//
// Limit bounds the draws of a run: past it, Roll returns 1 and Choose its
// first branch of positive weight, without recording the draw, and
// [Enumerator.Cut] reports the run cut short; its probability is then that
// of the draws it did record, the mass the cut runs leave unresolved. With
// Limit 0, the zero value, there is no limit, and a resolution with an
// unbounded re-roll chain never finishes.
//
// The zero value is ready to use, with no limit. An Enumerator is not safe
// for concurrent use.
type Enumerator struct {
	// Limit is the most draws a run may record; 0 means no limit.
	Limit int

	path    []int     // branch taken at each draw of the current run (0-based)
	draws   []draw    // what each draw offered
	weights [][]int64 // storage for the weights of Choose draws, reused
	used    int       // draws made by the current run
	cut     bool      // whether the current run went past Limit
	started bool      // whether Next has been called
}

// draw is one decision: sides equal branches, or weighted branches when
// weighted is set (weights[i] then holds them).
type draw struct {
	sides    int
	weighted bool
}

// Next prepares the next run and reports whether there is one; the first
// call prepares the first run. It must be called before each run:
//
//	var e rng.Enumerator
//	for e.Next() {
//		v := resolve(&e)
//		p := e.P() // the probability of the faces that gave v
//	}
func (e *Enumerator) Next() bool {
	if !e.started {
		e.started = true
		e.used, e.cut = 0, false
		return true
	}
	e.path, e.draws = e.path[:e.used], e.draws[:e.used]
	e.used, e.cut = 0, false
	for n := len(e.path); n > 0; n = len(e.path) {
		if b, ok := e.after(n-1, e.path[n-1]); ok {
			e.path[n-1] = b
			return true
		}
		e.path, e.draws = e.path[:n-1], e.draws[:n-1]
	}
	return false
}

// after returns the first branch after b of draw i with positive weight.
func (e *Enumerator) after(i, b int) (int, bool) {
	d := e.draws[i]
	for b++; b < d.sides; b++ {
		if !d.weighted || e.weights[i][b] > 0 {
			return b, true
		}
	}
	return 0, false
}

// Roll returns the face of a die with the given number of sides that the
// current run draws: 1 when the run is the first to reach this draw, and
// each later face in later runs. It panics if sides < 1, or if a replayed
// draw asks for a different die than the run that first made it (the
// resolution is then not a pure function of its dice); Choose likewise.
func (e *Enumerator) Roll(sides int, _ string) int {
	if sides < 1 {
		panic(fmt.Sprintf("rng: Enumerator.Roll of a die with %d sides", sides))
	}
	return e.take(draw{sides: sides}, nil) + 1
}

// Choose returns the branch, 0 to len(weights)-1, that the current run
// takes at a decision whose branches have the given relative weights, so
// that branch i has probability weights[i]/sum(weights). Branches of
// weight 0 are never taken. It panics if a weight is negative or all are
// zero. The weights are copied.
func (e *Enumerator) Choose(weights ...int64) int {
	positive := false
	for _, w := range weights {
		if w < 0 {
			panic("rng: Enumerator.Choose with a negative weight")
		}
		positive = positive || w > 0
	}
	if !positive {
		panic("rng: Enumerator.Choose with no positive weight")
	}
	return e.take(draw{sides: len(weights), weighted: true}, weights)
}

// take records the draw d at the current position, unless the run has
// already made it, and returns the branch the run takes there.
func (e *Enumerator) take(d draw, weights []int64) int {
	first := func() int {
		for b := range d.sides {
			if !d.weighted || weights[b] > 0 {
				return b
			}
		}
		return 0
	}
	if e.Limit > 0 && e.used >= e.Limit {
		e.cut = true
		return first()
	}
	i := e.used
	e.used++
	if i < len(e.path) {
		if e.draws[i] != d {
			panic("rng: Enumerator replayed a run that drew differently: the resolution is not a pure function of its dice")
		}
		return e.path[i]
	}
	e.path = append(e.path, first())
	e.draws = append(e.draws, d)
	if i >= len(e.weights) {
		e.weights = append(e.weights, nil)
	}
	e.weights[i] = append(e.weights[i][:0], weights...)
	return e.path[i]
}

// Used returns the number of draws the current run has recorded.
func (e *Enumerator) Used() int { return e.used }

// Cut reports whether the current run tried to draw past Limit.
func (e *Enumerator) Cut() bool { return e.cut }

// P returns the probability of the draws the current run has recorded, as
// a new value: the product over its draws of 1/sides for a die and of the
// branch's weight over the weights' sum for a decision.
func (e *Enumerator) P() *big.Rat {
	var num, den big.Int
	e.Weight(&num, &den)
	return new(big.Rat).SetFrac(&num, &den)
}

// Weight sets num/den to the probability [Enumerator.P] returns, without
// reducing the fraction or allocating a result, for callers that combine
// many runs' weights themselves.
func (e *Enumerator) Weight(num, den *big.Int) {
	num.SetInt64(1)
	den.SetInt64(1)
	var x big.Int
	for i := range e.used {
		d := e.draws[i]
		if !d.weighted {
			den.Mul(den, x.SetInt64(int64(d.sides)))
			continue
		}
		var sum big.Int // in big numbers: int64 weights may overflow their sum
		for _, w := range e.weights[i] {
			sum.Add(&sum, x.SetInt64(w))
		}
		num.Mul(num, x.SetInt64(e.weights[i][e.path[i]]))
		den.Mul(den, &sum)
	}
}

// Enumerate runs run once for every distinct sequence of die faces it can
// draw, with at most limit draws a run (0: no limit; see [Enumerator]), and
// returns the exact distribution of its results over the runs that
// finished, and the total probability of the runs cut short at the limit.
// The probabilities in dist plus cut sum to 1.
//
// A brute-force oracle makes millions of runs, so the sums are kept as
// machine integers: a run's probability num/den is added to the count of
// its result at its denominator (den is a product of die sizes and weight
// sums, so few distinct ones occur), exactly, since the runs of one
// denominator have numerators summing to at most den. Only a run whose den
// or whose sum overflows 64 bits is added as a [big.Rat]. The counts become
// fractions once, at the end.
func Enumerate[T comparable](limit int, run func(src Source) T) (dist map[T]*big.Rat, cut *big.Rat) {
	type key struct {
		v   T
		cut bool
		den uint64
	}
	counts := map[key]uint64{}
	dist, cut = map[T]*big.Rat{}, new(big.Rat)
	add := func(v T, isCut bool, p *big.Rat) {
		switch acc, ok := dist[v]; {
		case isCut:
			cut.Add(cut, p)
		case ok:
			acc.Add(acc, p)
		default:
			dist[v] = p
		}
	}
	e := Enumerator{Limit: limit}
	for e.Next() {
		v := run(&e)
		num, den, ok := e.weight64()
		k := key{cut: e.Cut(), den: den}
		if !k.cut {
			k.v = v
		}
		if ok {
			if sum, carry := bits.Add64(counts[k], num, 0); carry == 0 {
				counts[k] = sum
				continue
			}
		}
		add(v, k.cut, e.P())
	}
	for k, n := range counts {
		var num, den big.Int
		num.SetUint64(n)
		den.SetUint64(k.den)
		add(k.v, k.cut, new(big.Rat).SetFrac(&num, &den))
	}
	return dist, cut
}

// weight64 returns the probability [Enumerator.P] returns as num/den in
// machine integers, or ok false when den would overflow 64 bits.
func (e *Enumerator) weight64() (num, den uint64, ok bool) {
	num, den = 1, 1
	for i := range e.used {
		d := e.draws[i]
		n, s := uint64(1), uint64(d.sides)
		if d.weighted {
			s = 0
			for _, w := range e.weights[i] {
				var carry uint64
				if s, carry = bits.Add64(s, uint64(w), 0); carry != 0 { // Choose refuses negative weights
					return 0, 0, false
				}
			}
			n = uint64(e.weights[i][e.path[i]])
		}
		hi, lo := bits.Mul64(den, s)
		if hi != 0 {
			return 0, 0, false
		}
		den = lo
		num *= n // num <= den: no overflow when den has none
	}
	return num, den, true
}
