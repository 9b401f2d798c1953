package jovian

import (
	"fmt"
	"slices"

	"github.com/broadside/broadside/dice"
)

// After the point defence of a Missile Attack the attacker may give each
// surviving set any Value, and may lower its magnitude, also choosing the
// Value (jovian-attacks, Missile Attack, note; RULINGS C4, which limits the
// note to Missile Attacks). Values decide which rating a [D] strikes, and
// under [CritByValue] which rating a critical hit strikes; against a
// squadron they do not matter.
//
// Attacker's value policy, used when no choice is given by hand: the [D]s
// are aimed together at the ratings where they achieve the most (see
// aim.go: the most ratings brought to 0, then the fewest boxes left on
// the rating closest to 0, then the most rating points), so that as many
// ratings as possible are 0 when the Catastrophic Damage Table is rolled,
// which the rule text's resolution order is meant to favour. Under [CritByValue] the critical hits of [T+]
// sets are aimed the same way; otherwise [T+] sets keep their rolled
// Values. The policy never lowers a magnitude: a [T] always does at least
// what a [D] does.

// ChooseValues returns the hits the attacker applies to a target after
// point defence left the sets in left. When hand is not nil it is the
// attacker's choice: as many sets as survived or fewer, each at most as
// strong as a distinct surviving set; otherwise the attacker's value
// policy chooses.
func ChooseValues(card *Card, st Status, left dice.Code, opt Options, hand *Hits) (Hits, error) {
	if hand != nil {
		if err := checkChoice(left, *hand); err != nil {
			return Hits{}, err
		}
		return *hand, nil
	}
	return chooseValues(card, &st, left, opt), nil
}

// chooseValues is the attacker's value policy.
func chooseValues(card *Card, st *Status, left dice.Code, opt Options) Hits {
	h := HitsOf(left)
	if card.Kind == Squadron {
		return h
	}
	var g aimGroups
	var at [Faces]int // the group of each set, or -1
	crits := 0
	for i := range h.Len() {
		s := h.At(i)
		aims := 0 // rating hits this set aims by its Value
		switch {
		case s.Mag == dice.D:
			aims = 1
		case opt.Criticals == CritByValue:
			aims = int(s.Mag) - 1
		default:
			crits += int(s.Mag) - 1
		}
		at[i] = -1
		if aims > 0 {
			p := g.add(uint8(aims))
			for j := range i {
				if at[j] >= p {
					at[j]++
				}
			}
			at[i] = p
		}
	}
	if g.n == 0 {
		return h
	}
	for range ratingCrits(card, st, opt, crits) {
		g.add(1) // placed after every group, or among the equal ones, which are interchangeable
	}
	to := aim(&st.Ratings, &g)
	var out Hits
	for i := range h.Len() {
		s := h.At(i)
		if at[i] >= 0 && to[at[i]] != noRating {
			s.Value = valueFor(to[at[i]])
		}
		out.insert(uint8(s.Mag)<<4 | uint8(s.Value))
	}
	return out
}

// checkChoice checks the attacker's hand choice against the surviving
// sets: sorted from the strongest down, each chosen set must be at most as
// strong as the surviving set in the same place.
func checkChoice(left dice.Code, chosen Hits) error {
	var have, want []int
	for f := 1; f <= Faces; f++ {
		if m := left.Mag(f); m != dice.N {
			have = append(have, int(m))
		}
	}
	for i := range chosen.Len() {
		want = append(want, int(chosen.At(i).Mag))
	}
	slices.Sort(have)
	slices.Reverse(have)
	slices.Sort(want)
	slices.Reverse(want)
	if len(want) > len(have) {
		return fmt.Errorf("jovian: %s chooses %d results but only %s survived", chosen, len(want), left)
	}
	for i := range want {
		if want[i] > have[i] {
			return fmt.Errorf("jovian: %s is stronger than what survived, %s; the attacker may only keep or lower results", chosen, left)
		}
	}
	return nil
}
