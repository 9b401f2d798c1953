package fullthrust

import (
	"slices"
	"testing"

	"github.com/broadside/broadside/rng"
)

// TestBestEntriesAsTopEntries holds bestEntries, offered a table's
// entries in any order, to topEntries offered them in table order: the
// same best n in the same order, over entries with many equal values
// (+0 and -0 among them) and n from 1 to 14.
func TestBestEntriesAsTopEntries(t *testing.T) {
	src := rng.New(rng.Seed(280))
	negZero := func() float64 { z := 0.0; return -z }()
	for trial := range 5000 {
		m := src.IntN(60)
		vals := make([]float64, m)
		for e := range vals {
			vals[e] = float64(src.IntN(6))
			if vals[e] == 0 && src.IntN(2) == 0 {
				vals[e] = negZero
			}
		}
		n := 1 + src.IntN(14)
		var want []entryScore
		for e, v := range vals {
			want = topEntries(want, e, v, n)
		}
		order := make([]int, m)
		for k := range order {
			order[k] = k
		}
		for k := m - 1; k > 0; k-- {
			j := src.IntN(k + 1)
			order[k], order[j] = order[j], order[k]
		}
		var got []entryScore
		for _, e := range order {
			got = bestEntries(got, e, vals[e], n)
		}
		if !slices.Equal(got, want) {
			t.Fatalf("trial %d, n %d: %v, in table order %v", trial, n, got, want)
		}
	}
}

// topEntries adds entry e of value v to top, the best n so far of the
// entries offered in table order, best first, as topScores ranks
// candidates: an entry goes after every one of at least its value. The
// coarse scan ranked its entries so until session 28 (bestEntries); the
// tests keep it as the reference.
func topEntries(top []entryScore, e int, v float64, n int) []entryScore {
	k := len(top)
	for k > 0 && v > top[k-1].v {
		k--
	}
	if k >= n {
		return top
	}
	top = slices.Insert(top, k, entryScore{e, v})
	if len(top) > n {
		top = top[:n]
	}
	return top
}
