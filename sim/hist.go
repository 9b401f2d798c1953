package sim

import (
	"maps"
	"math"
	"slices"
	"unsafe"
)

const (
	// firstBins is the size of a histogram's dense window when it sees its
	// first value.
	firstBins = 16
	// maxDenseBins caps a dense window (8 bytes a bin, so 512 KiB per metric
	// and worker). Values that would stretch the window further are counted
	// in a map instead: slower, but still exact.
	maxDenseBins = 1 << 16
)

// hist counts how often each int64 value occurred. Counting a value inside
// the dense window is one increment; the window grows by at least doubling,
// so growing is rare and its cost amortised. The zero value is an empty
// histogram. A hist is not safe for concurrent use.
//
// A value lives in the window or in the map, never in both: a value goes to
// the map only when it lies maxDenseBins or more beyond one end of the
// window, and the window can then only grow away from it or stop at
// maxDenseBins short of it.
type hist struct {
	lo     int64           // the value that counts[0] counts
	counts []int64         // counts[i] is the count of lo+i; nil until the first value
	sparse map[int64]int64 // values too far from the window for it to grow; nil until needed
}

// add counts one occurrence of v.
func (h *hist) add(v int64) {
	// The subtraction wraps, so that values below lo become huge and fail the
	// bound check too: no overflow for any pair of int64 values.
	if i := uint64(v) - uint64(h.lo); i < uint64(len(h.counts)) {
		h.counts[i]++
		return
	}
	h.addSlow(v, 1)
}

// addSlow counts n occurrences of v when v may lie outside the dense window,
// growing the window or falling back to the sparse map.
func (h *hist) addSlow(v, n int64) {
	if i := uint64(v) - uint64(h.lo); i < uint64(len(h.counts)) {
		h.counts[i] += n
		return
	}
	if h.grow(v) {
		h.counts[uint64(v)-uint64(h.lo)] += n
		return
	}
	if h.sparse == nil {
		h.sparse = make(map[int64]int64)
	}
	h.sparse[v] += n
}

// grow widens the dense window to cover v, at least doubling it, and reports
// whether it could do so within maxDenseBins.
func (h *hist) grow(v int64) bool {
	if len(h.counts) == 0 {
		lo := v - firstBins/2
		if v < math.MinInt64+firstBins/2 {
			lo = math.MinInt64
		} else if v > math.MaxInt64-firstBins/2 {
			lo = math.MaxInt64 - (firstBins - 1)
		}
		h.lo, h.counts = lo, padded[int64](firstBins)
		return true
	}
	hi := h.lo + int64(len(h.counts)-1)
	var span uint64 // the number of bins needed, minus one
	if v < h.lo {
		span = uint64(hi) - uint64(v)
	} else {
		span = uint64(v) - uint64(h.lo)
	}
	if span >= maxDenseBins {
		return false
	}
	size := min(max(span+1, 2*uint64(len(h.counts))), maxDenseBins)
	lo := h.lo
	if v < h.lo {
		// Grow downwards, keeping hi, without going below MinInt64.
		// 1<<63 is the bit pattern of MinInt64.
		if uint64(hi)-(1<<63) < size-1 {
			size = uint64(hi) - (1 << 63) + 1
		}
		lo = int64(uint64(hi) - (size - 1))
	} else if uint64(math.MaxInt64)-uint64(lo) < size-1 {
		// Grow upwards, keeping lo, without going above MaxInt64.
		size = uint64(math.MaxInt64) - uint64(lo) + 1
	}
	counts := padded[int64](int(size))
	copy(counts[uint64(h.lo)-uint64(lo):], h.counts)
	h.lo, h.counts = lo, counts
	return true
}

// merge adds every count of o to h.
func (h *hist) merge(o *hist) {
	for i, c := range o.counts {
		if c != 0 {
			h.addSlow(o.lo+int64(i), c)
		}
	}
	for v, c := range o.sparse {
		h.addSlow(v, c)
	}
}

// bins returns the values that occurred with their counts, ascending.
func (h *hist) bins() []Bin {
	keys := slices.Sorted(maps.Keys(h.sparse))
	n := len(keys)
	for _, c := range h.counts {
		if c != 0 {
			n++
		}
	}
	out := make([]Bin, 0, n)
	k := 0
	for i, c := range h.counts {
		if c == 0 {
			continue
		}
		v := h.lo + int64(i)
		for ; k < len(keys) && keys[k] < v; k++ {
			out = append(out, Bin{Value: keys[k], Count: h.sparse[keys[k]]})
		}
		out = append(out, Bin{Value: v, Count: c})
	}
	for _, v := range keys[k:] {
		out = append(out, Bin{Value: v, Count: h.sparse[v]})
	}
	return out
}

// cacheLine is the padding, in bytes, kept around memory that one worker
// writes in its trial loop. Two 64-byte lines, because x86 processors fetch
// adjacent lines in pairs.
const cacheLine = 128

// padded returns n zero values whose backing array has at least cacheLine
// bytes of unused space on each side, so that no other worker's data shares
// their cache lines.
func padded[T any](n int) []T {
	var zero T
	k := cacheLine/max(int(unsafe.Sizeof(zero)), 1) + 1
	return make([]T, n+2*k)[k : k+n : k+n]
}
