package spacefleet

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rng"
)

// rollInitiative fixes this turn's movement order ("Movement"): under ship
// initiative the order in which the sides take turns moving single ships,
// under squadron initiative the order of the squadrons.
func (st *State) rollInitiative(src rng.Source, emit game.Emit) {
	st.order = st.order[:0]
	if st.g.opts.Initiative == SquadronInitiative {
		st.rollSquadrons(src, emit)
		return
	}
	n := st.g.sides
	if st.g.opts.AlternateFirstMove && st.turn > 1 {
		// Alternate first move: the next side moves first (RULINGS D2#7).
		st.first = int8((int(st.first) + 1) % n)
		for k := range n {
			st.order = append(st.order, int16((int(st.first)+k)%n))
		}
		if emit != nil {
			st.emitf(emit, "initiative", nil, "%s moves first (alternating)", st.g.setup.Sides[st.first].Name)
		}
		return
	}
	for i := range n {
		st.order = append(st.order, int16(i))
	}
	var buf [8]int
	scores := buf[:0]
	if n > len(buf) {
		scores = make([]int, 0, n)
	}
	for range n {
		scores = append(scores, src.Roll(6, "initiative"))
	}
	// The lowest roll moves first, so the winner moves last, unless the
	// winner is to move first (RULINGS D2#7).
	dice := append([]int(nil), scores...)
	var ties []tieRoll
	st.order = sortByRolls(st.order, scores, src, "initiative tie", &ties)
	if st.g.opts.WinnerMovesFirst {
		slices.Reverse(st.order)
	}
	st.first = int8(st.order[0])
	if emit != nil {
		st.emitf(emit, "initiative", dice, "initiative rolls %s: %s moves first", faces(dice), st.g.setup.Sides[st.first].Name)
		st.emitTies(emit, ties, "initiative", func(i int16) string { return st.g.setup.Sides[i].Name })
	}
}

// rollSquadrons orders the squadrons with ships left by a d6 plus their
// initiative level, the average speed of their ships rounded down; the
// lowest move first and ties re-roll among themselves (RULINGS D2#8).
func (st *State) rollSquadrons(src rng.Source, emit game.Emit) {
	var scores []int
	var dice []int
	for q := range st.g.squads {
		sum, n := 0, 0
		for _, i := range st.g.squads[q].ships {
			if st.ships[i].active() {
				sum += st.speed(int(i))
				n++
			}
		}
		if n == 0 {
			continue
		}
		d := src.Roll(6, "squadron initiative")
		dice = append(dice, d)
		st.order = append(st.order, int16(q))
		scores = append(scores, d+sum/n)
	}
	byIndex := make([]int, len(st.g.squads))
	for k, q := range st.order {
		byIndex[q] = scores[k]
	}
	var ties []tieRoll
	st.order = sortByRolls(st.order, byIndex, src, "squadron initiative tie", &ties)
	if emit != nil {
		st.emitf(emit, "initiative", dice, "squadron initiative rolls %s", faces(dice))
		st.emitTies(emit, ties, "squadron initiative", st.squadName)
	}
}

// tieRoll is one round of re-rolls among tied items: their dice in order.
type tieRoll struct {
	items []int16
	dice  []int
}

// emitTies logs the re-rolls of ties, naming each item. Records of rules
// versions before 3 were played without these lines and replay so.
func (st *State) emitTies(emit game.Emit, ties []tieRoll, what string, name func(int16) string) {
	if st.g.version < 3 {
		return
	}
	for _, t := range ties {
		parts := make([]string, len(t.items))
		for k, it := range t.items {
			parts[k] = fmt.Sprintf("%s %d", name(it), t.dice[k])
		}
		st.emitf(emit, "initiative", append([]int(nil), t.dice...), "%s tie re-rolled: %s", what, strings.Join(parts, ", "))
	}
}

// maxTieRolls bounds the rounds of re-rolls for a tie. Dice that keep
// tying (such as a table script that has run out and answers 1 to every
// roll) then leave the tied items in their order.
const maxTieRolls = 8

// sortByRolls sorts items by score[item], lowest first; items with equal
// scores roll a d6 each and are ordered among themselves by those rolls,
// and so on while ties remain, staying in sequence with the other items.
// Each round of re-rolls is appended to ties, when it is not nil.
func sortByRolls(items []int16, score []int, src rng.Source, purpose string, ties *[]tieRoll) []int16 {
	return sortByRollsDepth(items, score, src, purpose, ties, 0)
}

// sortByRollsDepth is sortByRolls after depth rounds of re-rolls.
func sortByRollsDepth(items []int16, score []int, src rng.Source, purpose string, ties *[]tieRoll, depth int) []int16 {
	slices.SortStableFunc(items, func(a, b int16) int { return cmp.Compare(score[a], score[b]) })
	for start := 0; start < len(items); {
		end := start + 1
		for end < len(items) && score[items[end]] == score[items[start]] {
			end++
		}
		if end-start > 1 && depth < maxTieRolls {
			again := make([]int, len(score))
			tie := tieRoll{items: append([]int16(nil), items[start:end]...)}
			for _, it := range items[start:end] {
				again[it] = src.Roll(6, purpose)
				tie.dice = append(tie.dice, again[it])
			}
			if ties != nil {
				*ties = append(*ties, tie)
			}
			sortByRollsDepth(items[start:end], again, src, purpose, ties, depth+1)
		}
		start = end
	}
	return items
}

// squadName names squadron q for the log: its name, or its side's name and
// its number within the side (from 1) when it has none or when limited
// sensors are in play, where a name could tell the enemy what is in it.
func (st *State) squadName(q int16) string {
	sq := &st.g.squads[q]
	if sq.name != "" && !st.g.opts.Sensors {
		return sq.name
	}
	k := 1
	for _, o := range st.g.squads[:q] {
		if o.side == sq.side {
			k++
		}
	}
	return fmt.Sprintf("%s squadron %d", st.g.setup.Sides[sq.side].Name, k)
}
