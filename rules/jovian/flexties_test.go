package jovian

import (
	"cmp"
	"math/big"
	"slices"
	"testing"

	"github.com/broadside/broadside/dice"
)

// rulingReading is a roll's Result as an independent oracle reads it: the
// magnitude of each face (0 none, 1 [D], 2 [T], 3 [Q+]) after the macro
// dice, written from RULINGS C1 without the engine's bit tricks.
type rulingReading [Faces + 1]int

func readRuling(counts, macro [Faces + 1]int, sign int) rulingReading {
	var r rulingReading
	for f := 1; f <= Faces; f++ {
		switch {
		case counts[f] >= 4:
			r[f] = 3
		case counts[f] >= 2:
			r[f] = counts[f] - 1
		}
		if r[f] > 0 {
			r[f] = min(max(r[f]+sign*macro[f], 0), 3)
		}
	}
	return r
}

// values lists the Values of the sets of magnitude m, ascending.
func (r rulingReading) values(m int) []int {
	var v []int
	for f := 1; f <= Faces; f++ {
		if r[f] == m {
			v = append(v, f)
		}
	}
	return v
}

// code turns the reading into the engine's Result code.
func (r rulingReading) code() dice.Code {
	counts := make([]int8, Faces+1)
	for f := 1; f <= Faces; f++ {
		if r[f] > 0 {
			counts[f] = int8(r[f] + 1)
		}
	}
	return dice.CountsCode(counts)
}

// compareRuling orders two readings by the roller's preference, the better
// one greater: the most [Q+], [T] and [D] sets, then the tie rule. Under
// FlexTiesDLow (RULINGS C1) the lower [D] Values win, then the lower [T],
// then the lower [Q+]; FlexTiesLow takes the magnitudes from the strongest
// down; FlexTiesHigh wants higher Values, strongest first. Lists of equal
// length compare element by element.
func compareRuling(a, b rulingReading, ties FlexTies) int {
	for m := 3; m >= 1; m-- {
		if c := cmp.Compare(len(a.values(m)), len(b.values(m))); c != 0 {
			return c
		}
	}
	order := []int{3, 2, 1}
	if ties == FlexTiesDLow {
		order = []int{1, 2, 3}
	}
	for _, m := range order {
		av, bv := a.values(m), b.values(m)
		if ties == FlexTiesHigh {
			slices.Reverse(av)
			slices.Reverse(bv)
			if c := slices.Compare(av, bv); c != 0 {
				return c
			}
			continue
		}
		if c := slices.Compare(av, bv); c != 0 {
			return -c // the lower Values are better
		}
	}
	return 0
}

// TestPoolOddsFlexTiesRuling checks the exact Result distribution of every
// pool with flex dice up to six dice rolled (and up to one macro die of
// either sign) against an oracle that rolls every sequence of dice, tries
// every removal and keeps the best by compareRuling, under each tie rule.
func TestPoolOddsFlexTiesRuling(t *testing.T) {
	for _, ties := range []FlexTies{FlexTiesDLow, FlexTiesLow, FlexTiesHigh} {
		for base := 0; base <= 5; base++ {
			for flex := 1; base+flex <= 6; flex++ {
				for macro := -1; macro <= 1; macro++ {
					if macro != 0 && base+flex > 5 {
						continue // keeps the test to a second
					}
					p := Pool{Base: base, Flex: flex, Macro: macro}
					opt := Options{FlexTies: ties}
					table, err := PoolOdds(p, opt)
					if err != nil {
						t.Fatal(err)
					}
					want := rulingPoolOdds(base+flex, flex, macro, ties)
					if table.Len() != len(want) {
						t.Errorf("%s %v: %d Results, oracle %d", p, opt, table.Len(), len(want))
					}
					for c, w := range want {
						if got := table.P(c); got.Cmp(w) != 0 {
							t.Errorf("%s %v: P(%v) = %v, oracle %v", p, opt, c, got, w)
						}
					}
				}
			}
		}
	}
}

// rulingPoolOdds rolls every sequence of n dice and |macro| macro dice,
// removes the best flex dice by brute force and returns each Result's
// probability.
func rulingPoolOdds(n, flex, macro int, ties FlexTies) map[dice.Code]*big.Rat {
	sign := 1
	if macro < 0 {
		sign, macro = -1, -macro
	}
	total := 1
	for range n + macro {
		total *= Faces
	}
	hits := map[dice.Code]int{}
	best := map[[2][Faces + 1]int]dice.Code{} // by dice and macro counts
	seq := make([]int, n+macro)
	for i := range total {
		x := i
		for j := range seq {
			seq[j] = x%Faces + 1
			x /= Faces
		}
		var key [2][Faces + 1]int
		for j, f := range seq {
			key[min(j/n, 1)][f]++ // the first n dice are the pool's
		}
		c, ok := best[key]
		if !ok {
			c = bruteRemoval(key[0], key[1], sign, flex, ties)
			best[key] = c
		}
		hits[c]++
	}
	out := map[dice.Code]*big.Rat{}
	for c, k := range hits {
		out[c] = big.NewRat(int64(k), int64(total))
	}
	return out
}

// bruteRemoval tries every way to remove n dice and returns the best
// Result.
func bruteRemoval(counts, macro [Faces + 1]int, sign, n int, ties FlexTies) dice.Code {
	var best rulingReading
	found := false
	var walk func(f, left int)
	walk = func(f, left int) {
		if f > Faces {
			if left == 0 {
				r := readRuling(counts, macro, sign)
				if !found || compareRuling(r, best, ties) > 0 {
					best, found = r, true
				}
			}
			return
		}
		have := counts[f]
		for x := 0; x <= min(left, have); x++ {
			counts[f] = have - x
			walk(f+1, left-x)
		}
		counts[f] = have
	}
	walk(1, n)
	return best.code()
}
