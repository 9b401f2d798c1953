package jovian

import (
	"fmt"

	"github.com/broadside/broadside/dice"
)

// Flex dice (RULINGS C1): the roller throws Base+Flex dice and removes Flex
// of them before reading the Result, so flex dice raise the odds of a set
// without raising the largest set the pool can make. The rules leave the
// choice to the roller; the engine's best-choice policy, used whenever no
// removal is given by hand, is:
//
//  1. make the final Result, after macro dice, as strong as possible: the
//     most [Q+] sets, then the most [T], then the most [D];
//  2. among equally strong Results, keep the [D] sets with the lower
//     Values, then the [T] sets with the lower Values, then the [Q+] sets
//     ("lowest Value for D results", RULINGS C1). Values 1-2 strike
//     Defense, which weakens the target's point defence against the
//     missiles that follow (the jovian-damage Wyvern example).
//     [FlexTiesLow] compares the lower Values from the strongest magnitude
//     down instead, and [FlexTiesHigh] keeps the higher Values, strongest
//     magnitude first.
//
// The policy looks at the macro dice as well, since they are rolled
// alongside: it keeps a pair whose Value a macro die shows over one that no
// macro die raises. Under [NegativeFlexOpponent] the same search picks the
// removal that leaves the weakest Result.

// BestRemoval returns the faces the best-choice policy removes from a roll
// of this pool: faces are the base and flex dice, macro the macro dice. The
// result is ascending, and empty when the pool removes nothing. It fails
// when the number of faces does not match the pool.
func (p Pool) BestRemoval(faces, macro []int, opt Options) ([]int, error) {
	rolled, removed, opponent := p.shape(opt)
	if len(faces) != rolled || len(macro) != abs(p.Macro) {
		return nil, fmt.Errorf("jovian: pool %s rolls %d dice and %d macro dice, got %d and %d", p, rolled, abs(p.Macro), len(faces), len(macro))
	}
	var counts, mc [Faces + 1]int8
	for _, f := range faces {
		if f < 1 || f > Faces {
			return nil, fmt.Errorf("jovian: face %d is not on a d6", f)
		}
		counts[f]++
	}
	for _, f := range macro {
		if f < 1 || f > Faces {
			return nil, fmt.Errorf("jovian: macro face %d is not on a d6", f)
		}
		mc[f]++
	}
	sign := 1
	if p.Macro < 0 {
		sign = -1
	}
	drop := bestRemoval(&counts, &mc, sign, removed, opponent, opt.FlexTies)
	out := []int{}
	for f := 1; f <= Faces; f++ {
		for range drop[f] {
			out = append(out, f)
		}
	}
	return out, nil
}

// bestRemoval returns how many dice of each face to remove: n dice in all,
// chosen to maximise [strength] of the final Result (to minimise it when the
// opponent chooses).
//
// The strength key is a sum of one term per face (each face adds to one
// magnitude's count and sets its own bit in that magnitude's mask, and the
// fields never carry into each other), so the best removal is found by
// dynamic programming over the faces and the dice left to remove, in
// O(6·n·dice) steps rather than by trying every removal. Among removals
// that give the same Result, the one removing the fewest dice from the
// lowest faces is returned.
func bestRemoval(counts, macro *[Faces + 1]int8, sign, n int, opponent bool, ties FlexTies) [Faces + 1]int8 {
	const none = int64(-1) // no removal of that many dice fits the faces
	// val[f][k] is the best sum of terms of faces f..6 with k dice removed
	// from them; pick[f][k] the dice removed from face f to get it.
	var val [Faces + 2][MaxDice + 1]int64
	var pick [Faces + 1][MaxDice + 1]int8
	for k := range n + 1 {
		val[Faces+1][k] = none
	}
	val[Faces+1][0] = 0
	for f := Faces; f >= 1; f-- {
		for k := range n + 1 {
			val[f][k] = none
			for x := range min(k, int(counts[f])) + 1 {
				rest := val[f+1][k-x]
				if rest == none {
					continue
				}
				v := rest + faceStrength(f, int(counts[f])-x, int(macro[f]), sign, ties)
				if cur := val[f][k]; cur == none || (!opponent && v > cur) || (opponent && v < cur) {
					val[f][k], pick[f][k] = v, int8(x)
				}
			}
		}
	}
	var drop [Faces + 1]int8
	k := n
	for f := 1; f <= Faces; f++ {
		drop[f] = pick[f][k]
		k -= int(drop[f])
	}
	return drop
}

// faceStrength is face f's term of [strength] when count dice show it and
// macro macro dice (of the given sign) match it.
func faceStrength(f, count, macro, sign int, ties FlexTies) int64 {
	m := int(dice.MagnitudeOf(count))
	if m != 0 {
		m = min(max(m+sign*macro, 0), int(dice.Q))
	}
	bit := int64(1) << (f - 1)
	if ties != FlexTiesHigh {
		bit = 1 << (Faces - f)
	}
	// Each magnitude's Value mask has a 6-bit field; the most significant
	// field breaks ties first.
	q, t, d := 12, 6, 0
	if ties == FlexTiesDLow {
		q, d = 0, 12
	}
	switch dice.Magnitude(m) {
	case dice.Q:
		return 1<<30 | bit<<q
	case dice.T:
		return 1<<27 | bit<<t
	case dice.D:
		return 1<<24 | bit<<d
	}
	return 0
}
