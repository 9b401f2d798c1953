package jovian

import (
	"fmt"
	"math/bits"

	"github.com/broadside/broadside/dice"
)

// Point defence against a Missile Attack (jovian-attacks, Missile Attack,
// steps 6-9 as RULINGS C5.1 renumbers them): the target rolls its Defense
// plus one die per supporting model, and its Result diminishes the attack.
// Each [D] lowers one attack set one magnitude; each [T] lowers one set
// twice or two sets once; any [Q+] negates the whole attack. The two
// choices a [T] offers amount to two single steps placed freely, so the
// defence is a number of steps, each lowering one set of the defender's
// choice by one magnitude.
//
// Best-defence policy ([DefenceStrongest]; [Resolve] and [Odds] follow
// [Options.DefencePolicy], whose default, [DefenceSurvival], is in
// survival.go). After the defence the attacker chooses the Values of what
// survives (RULINGS C4), so only the magnitudes left matter. Each
// step spent on a [T+] set removes one Structure Damage and one Critical
// Hit, a step on a [Q+] costs the attacker more than one on a [T] (which
// turns into a [D], still a Rating Damage), and a step on a [D] removes a
// single Rating Damage. So the defender always lowers the strongest set
// left, which minimises first the Structure Damage and Critical Hits and
// then the Rating Damage the attack can do. Ties go to the lowest Value,
// an arbitrary but fixed choice that the Values chosen afterwards make
// irrelevant. Tests compare the policy with an exhaustive search.

// Defence returns the diminishing power of a point-defence Result: the
// number of single steps it gives, and whether it negates the attack
// outright ([Q+]).
func Defence(pd dice.Code) (steps int, negates bool) {
	return pd.Count(dice.D) + 2*pd.Count(dice.T), pd.Count(dice.Q) > 0
}

// DiminishAttack applies a point-defence Result to an attack Result and
// returns what is left and the Values of the sets lowered, one per step, in
// order. When hand is not nil it names the defender's choices, one Value
// per step; steps it leaves unused follow the best-defence policy
// ([DefenceStrongest], which needs no target; [Resolve] follows
// [Options.DefencePolicy]). A hand choice fails when it names more steps
// than the defence gives or a Value with no set left at that point.
func DiminishAttack(attack, pd dice.Code, hand []int) (dice.Code, []int, error) {
	var chosen []int
	c, err := diminish(attack, pd, hand, &chosen, nil)
	return c, chosen, err
}

// diminish is [DiminishAttack]; rec, when not nil, receives the Values
// lowered. Steps not chosen by hand follow the policy of def, the target
// (see [DefencePolicy]), or the best-defence policy when def is nil. It
// allocates nothing when rec is nil, unless the survival policy meets a
// damage tree too deep for its whole-number counts (survival.go).
func diminish(attack, pd dice.Code, hand []int, rec *[]int, def *defender) (dice.Code, error) {
	steps, negates := Defence(pd)
	if negates {
		if len(hand) > 0 {
			return 0, fmt.Errorf("jovian: a [Q+] point defence negates the attack; nothing to choose")
		}
		return 0, nil
	}
	if len(hand) > steps {
		return 0, fmt.Errorf("jovian: the point defence %s gives %d diminishing steps; %d were chosen", pd, steps, len(hand))
	}
	c := attack
	for _, f := range hand {
		next, ok := c.Diminish(f)
		if !ok {
			return 0, fmt.Errorf("jovian: cannot diminish the set of Value %d: the attack has none left in %s", f, c)
		}
		c = next
		if rec != nil {
			*rec = append(*rec, f)
		}
	}
	if def == nil || def.opt.DefencePolicy == DefenceStrongest {
		return spend(c, steps-len(hand), rec), nil
	}
	left := def.place(c, steps-len(hand))
	if rec != nil {
		for f := 1; f <= Faces; f++ {
			for range int(c.Mag(f)) - int(left.Mag(f)) {
				*rec = append(*rec, f)
			}
		}
	}
	return left, nil
}

// spend applies the best-defence policy: steps times, lower the strongest
// set left. rec, when not nil, receives the Values lowered.
func spend(c dice.Code, steps int, rec *[]int) dice.Code {
	for range steps {
		f := strongest(c)
		if f == 0 {
			break
		}
		c, _ = c.Diminish(f)
		if rec != nil {
			*rec = append(*rec, f)
		}
	}
	return c
}

// strongest returns the Value of the strongest set, the lowest Value on
// ties, or 0 when there is no set. It reads the magnitudes of all faces at
// once from the code's bit fields.
func strongest(c dice.Code) int {
	const low = 0b010101010101 // the low bit of each face's field
	lo, hi := c&low, c>>1&low
	best := lo & hi // [Q+] sets
	if best == 0 {
		best = hi // [T] sets
	}
	if best == 0 {
		best = lo // [D] sets
	}
	if best == 0 {
		return 0
	}
	return bits.TrailingZeros32(uint32(best))/2 + 1
}
