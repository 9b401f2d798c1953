package jovian

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/broadside/broadside/dice"
	"github.com/broadside/broadside/rng"
)

// MaxDice bounds each part of a pool: the dice rolled for the base pool and
// the flex dice together, and the macro dice. Real pools are far smaller;
// the bound keeps hand-written input from asking for absurd work.
const MaxDice = 40

// Pool is the dice an attack or a point-defence roll throws (RULINGS C1):
// a base pool of d6 from a rating, flex dice rolled with it and then removed
// before reading, and macro dice rolled alongside that raise or lower the
// sets the kept dice made. The zero value rolls nothing and reads [N].
// A Pool is a plain value, safe to share.
type Pool struct {
	// Base is the number of dice the rating gives, after base modifiers;
	// at least 0.
	Base int
	// Flex is the number of flex dice. Positive: roll Base+Flex dice and
	// remove Flex of them, the roller's choice. Negative: see
	// [Options.NegativeFlex].
	Flex int
	// Macro is the number of macro dice, already reduced by the target's
	// Armor. Positive: each die showing the Value of a set raises that set
	// one magnitude. Negative: roll |Macro| dice, each showing the Value of
	// a set lowers it one magnitude.
	Macro int
	// Reroll re-rolls the whole pool once when it reads [N], as Beam
	// Projector weapons may (RULINGS C1).
	Reroll bool
}

// Validate reports a pool that cannot be rolled: a negative base, or more
// than [MaxDice] dice in the base and flex part or in the macro part.
func (p Pool) Validate() error {
	switch {
	case p.Base < 0:
		return fmt.Errorf("jovian: pool of %d base dice; a pool has at least 0", p.Base)
	case p.Base+max(p.Flex, 0) > MaxDice || p.Flex < -MaxDice:
		return fmt.Errorf("jovian: pool of %d base and %d flex dice; at most %d dice are rolled", p.Base, p.Flex, MaxDice)
	case p.Macro > MaxDice || p.Macro < -MaxDice:
		return fmt.Errorf("jovian: pool of %d macro dice; at most %d", p.Macro, MaxDice)
	}
	return nil
}

// String describes the pool, such as "5d6 +1 flex +2 macro, re-roll [N]".
func (p Pool) String() string {
	s := strconv.Itoa(p.Base) + "d6"
	if p.Flex != 0 {
		s += fmt.Sprintf(" %+d flex", p.Flex)
	}
	if p.Macro != 0 {
		s += fmt.Sprintf(" %+d macro", p.Macro)
	}
	if p.Reroll {
		s += ", re-roll [N]"
	}
	return s
}

// shape returns how many dice are rolled, how many of them are removed, and
// whether the opponent (rather than the roller) chooses the removal.
func (p Pool) shape(opt Options) (rolled, removed int, opponent bool) {
	switch {
	case p.Flex >= 0:
		return p.Base + p.Flex, p.Flex, false
	case opt.NegativeFlex == NegativeFlexOpponent:
		return p.Base, min(-p.Flex, p.Base), true
	}
	return max(p.Base+p.Flex, 0), 0, false
}

// PoolRoll is one logged roll of a [Pool].
type PoolRoll struct {
	Pool     Pool
	Dice     []int     // the base and flex dice, in the order rolled
	Macro    []int     // the macro dice, in the order rolled
	Removed  []int     // the faces removed (flex), ascending
	Opponent bool      // the opponent chose Removed (negative flex)
	Kept     dice.Code // the kept dice read as sets, before macro dice
	Result   dice.Code // the reading after macro dice
	// Discarded is the roll that read [N] and was re-rolled, or nil.
	Discarded *PoolRoll
}

// String explains the roll in one line, such as
// "rolled 2,3,2,5,3,3, removed 5 (flex) -> [D2,T3]".
func (r *PoolRoll) String() string {
	var b strings.Builder
	if r.Discarded != nil {
		fmt.Fprintf(&b, "%s; re-rolled: ", r.Discarded)
	}
	b.WriteString("rolled ")
	b.WriteString(joinInts(r.Dice))
	if len(r.Removed) > 0 {
		who := "flex"
		if r.Opponent {
			who = "negative flex, opponent's choice"
		}
		fmt.Fprintf(&b, ", removed %s (%s)", joinInts(r.Removed), who)
	}
	if len(r.Macro) > 0 {
		fmt.Fprintf(&b, " -> %s; macro dice %s", r.Kept, joinInts(r.Macro))
	}
	fmt.Fprintf(&b, " -> %s", r.Result)
	return b.String()
}

// joinInts prints numbers separated by commas, or "none".
func joinInts(v []int) string {
	if len(v) == 0 {
		return "none"
	}
	s := make([]string, len(v))
	for i, x := range v {
		s[i] = strconv.Itoa(x)
	}
	return strings.Join(s, ",")
}

// Roll rolls the pool on src, chooses the flex removal with the best-choice
// policy (see [BestRemoval]) or, when remove is not nil, removes exactly
// those faces, applies the macro dice and re-rolls an [N] once if the pool
// allows it. purpose labels the dice for a scripted source, such as
// "attack dice". Every die is rolled before anything is chosen; an error
// (an invalid pool, or a hand removal that does not fit the faces rolled)
// leaves nothing to apply. With a hand removal and a re-roll, the removal
// applies to the first roll only.
func (p Pool) Roll(src rng.Source, opt Options, purpose string, remove []int) (PoolRoll, error) {
	if err := p.Validate(); err != nil {
		return PoolRoll{}, err
	}
	var r PoolRoll
	_, err := p.roll(src, opt, purpose, remove, &r)
	return r, err
}

// roll rolls the pool and returns its reading; rec, when not nil, receives
// the faces and the choices. It allocates nothing when rec is nil.
func (p Pool) roll(src rng.Source, opt Options, purpose string, remove []int, rec *PoolRoll) (dice.Code, error) {
	c, err := p.rollOnce(src, opt, purpose, remove, rec)
	if err != nil || c != 0 || !p.Reroll {
		return c, err
	}
	if rec != nil {
		first := *rec
		*rec = PoolRoll{Discarded: &first}
	}
	return p.rollOnce(src, opt, "re-rolled pool", nil, rec)
}

// rollOnce rolls the pool once without its re-roll.
func (p Pool) rollOnce(src rng.Source, opt Options, purpose string, remove []int, rec *PoolRoll) (dice.Code, error) {
	rolled, removed, opponent := p.shape(opt)
	var counts, macro [Faces + 1]int8
	if st, ok := src.(*rng.Stream); ok && rec == nil {
		for range rolled {
			counts[st.D6()]++
		}
	} else {
		for range rolled {
			f := d6(src, purpose)
			counts[f]++
			if rec != nil {
				rec.Dice = append(rec.Dice, f)
			}
		}
	}
	for range abs(p.Macro) {
		f := d6(src, "macro dice")
		macro[f]++
		if rec != nil {
			rec.Macro = append(rec.Macro, f)
		}
	}
	if removed == 0 && p.Macro == 0 && remove == nil && rec == nil {
		return dice.CountsCode(counts[:]), nil // the common case, kept short for simulations
	}
	sign := 1
	if p.Macro < 0 {
		sign = -1
	}
	var drop [Faces + 1]int8
	if remove != nil {
		if err := handRemoval(&drop, &counts, remove, removed); err != nil {
			return 0, err
		}
	} else if removed > 0 {
		drop = bestRemoval(&counts, &macro, sign, removed, opponent, opt.FlexTies)
	}
	for f := 1; f <= Faces; f++ {
		counts[f] -= drop[f]
	}
	kept := dice.CountsCode(counts[:])
	c := applyMacro(kept, &macro, sign)
	if rec != nil {
		rec.Pool, rec.Opponent, rec.Kept, rec.Result = p, opponent, kept, c
		for f := 1; f <= Faces; f++ {
			for range drop[f] {
				rec.Removed = append(rec.Removed, f)
			}
		}
	}
	return c, nil
}

// handRemoval checks a removal chosen by hand: exactly want faces, each
// among the dice rolled.
func handRemoval(drop, counts *[Faces + 1]int8, remove []int, want int) error {
	if len(remove) != want {
		return fmt.Errorf("jovian: %d dice must be removed, %d were named (%s)", want, len(remove), joinInts(remove))
	}
	for _, f := range remove {
		if f < 1 || f > Faces || drop[f] >= counts[f] {
			return fmt.Errorf("jovian: cannot remove a %d: not enough of them were rolled", f)
		}
		drop[f]++
	}
	return nil
}

// d6 rolls one die on src, using the stream's fast path when it can. It
// panics if src returns a face outside 1 to 6, which no [rng.Source] may do.
func d6(src rng.Source, purpose string) int {
	if s, ok := src.(*rng.Stream); ok {
		return s.D6()
	}
	f := src.Roll(Faces, purpose)
	if f < 1 || f > Faces {
		panic(fmt.Sprintf("jovian: source rolled %d on a d6", f))
	}
	return f
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
