package prob

import (
	"fmt"
	"math/big"
)

// Weighted is a categorical outcome with its exact weight, the input of
// NewTable.
type Weighted[T any] struct {
	Value  T
	Weight *big.Int
}

// Item is a categorical outcome with its exact probability.
type Item[T any] struct {
	Value T
	P     *big.Rat
}

// Table is an exact distribution over values that are not numbers, such
// as the Jovian Wars result "[D2,T3]": each listed value has a big-integer
// weight over a common total, and the tail is the probability of the
// outcomes not listed. The values keep the order in which NewTable first
// met them.
//
// The zero value lists nothing and has no tail. A Table is immutable once
// built, so it may be copied freely and shared between goroutines.
type Table[T comparable] struct {
	values []T
	w      []big.Int
	index  map[T]int
	total  *big.Int
	tail   *big.Int
}

// NewTable returns the table in which each item's value has probability
// Weight/total. Items with the same value are merged; items of weight zero
// are left out. total minus the sum of the weights becomes the tail. The
// weights are copied.
//
// It returns an error wrapping ErrInvalid if a weight is nil or negative,
// total is nil or not positive, the weights sum to more than total, or no
// weight is positive.
func NewTable[T comparable](items []Weighted[T], total *big.Int) (Table[T], error) {
	if total == nil || total.Sign() <= 0 {
		return Table[T]{}, fmt.Errorf("%w: total must be positive", ErrInvalid)
	}
	t := Table[T]{index: make(map[T]int, len(items)), total: new(big.Int).Set(total)}
	for _, it := range items {
		if it.Weight == nil || it.Weight.Sign() < 0 {
			return Table[T]{}, fmt.Errorf("%w: weight of %v is missing or negative", ErrInvalid, it.Value)
		}
		if it.Weight.Sign() == 0 {
			continue
		}
		i, ok := t.index[it.Value]
		if !ok {
			i = len(t.values)
			t.index[it.Value] = i
			t.values = append(t.values, it.Value)
			t.w = append(t.w, big.Int{})
		}
		t.w[i].Add(&t.w[i], it.Weight)
	}
	if len(t.values) == 0 {
		return Table[T]{}, fmt.Errorf("%w: no positive weight", ErrInvalid)
	}
	t.tail = sumOf(t.w)
	t.tail.Sub(t.total, t.tail)
	if t.tail.Sign() < 0 {
		return Table[T]{}, fmt.Errorf("%w: weights sum to more than the total %s", ErrInvalid, total)
	}
	return t, nil
}

// Len returns the number of listed values.
func (t Table[T]) Len() int { return len(t.values) }

// P returns the exact probability of v (zero when v is not listed).
func (t Table[T]) P(v T) *big.Rat {
	i, ok := t.index[v]
	if !ok {
		return new(big.Rat)
	}
	return new(big.Rat).SetFrac(&t.w[i], t.total)
}

// Prob returns P(v) as the nearest float64, for display.
func (t Table[T]) Prob(v T) float64 {
	i, ok := t.index[v]
	if !ok {
		return 0
	}
	return quo(&t.w[i], t.total)
}

// Tail returns the exact probability of the outcomes that are not listed.
func (t Table[T]) Tail() *big.Rat {
	if t.total == nil {
		return new(big.Rat)
	}
	return new(big.Rat).SetFrac(t.tail, t.total)
}

// TailFloat returns Tail() as the nearest float64, for display.
func (t Table[T]) TailFloat() float64 {
	if t.total == nil {
		return 0
	}
	return quo(t.tail, t.total)
}

// Items returns the listed values in the table's order, each with its
// exact probability.
func (t Table[T]) Items() []Item[T] {
	out := make([]Item[T], len(t.values))
	for i, v := range t.values {
		out[i] = Item[T]{Value: v, P: new(big.Rat).SetFrac(&t.w[i], t.total)}
	}
	return out
}

// Dist returns the distribution of f(V) for V drawn from t, for example
// the hits that each Jovian result causes. The tail stays a tail,
// unplaced, as in Map. It panics if t is the zero Table or the results of
// f span more than MaxSpan values.
func (t Table[T]) Dist(f func(T) int) Dist {
	if len(t.values) == 0 {
		panic("prob: Dist of an empty Table")
	}
	counts := make(map[int]*big.Int, len(t.values))
	lo, hi := f(t.values[0]), f(t.values[0])
	for i, v := range t.values {
		x := f(v)
		lo, hi = min(lo, x), max(hi, x)
		c, ok := counts[x]
		if !ok {
			c = new(big.Int)
			counts[x] = c
		}
		c.Add(c, &t.w[i])
	}
	w := make([]big.Int, checkSpan(lo, hi))
	for x, c := range counts {
		w[x-lo].Set(c)
	}
	d, _ := build(lo, w, t.total, free)
	return d
}

// JSON returns the JSON form of t, with each value written as label(v) and
// each probability also as an exact fraction when exact is true. Mean and
// SD are zero.
func (t Table[T]) JSON(exact bool, label func(T) string) JSON {
	out := JSON{Tail: t.TailFloat(), Dist: make([]Entry, len(t.values))}
	for i, v := range t.values {
		out.Dist[i] = entry(label(v), &t.w[i], t.total, exact)
	}
	return out
}
