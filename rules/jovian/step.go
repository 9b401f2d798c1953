package jovian

import (
	"math/bits"

	"github.com/broadside/broadside/dice"
)

// Faces is the number of sides of a Jovian Wars die: every pool is rolled
// with d6 (RULINGS C1).
const Faces = 6

// strength orders results for the roller's own choices (flex removal): a
// larger key is better. It compares the number of [Q+] sets, then [T], then
// [D], and on a tie prefers the [D] sets with the lower Values, then the
// [T], then the [Q+] ([FlexTiesDLow]), or the lower Values strongest
// magnitude first ([FlexTiesLow]), or the higher ones strongest first
// ([FlexTiesHigh]). Each count fits in 3 bits and each tie-break mask in 6.
func strength(c dice.Code, ties FlexTies) uint32 {
	var mask [4]uint32 // per magnitude: one bit per face
	for f := 1; f <= Faces; f++ {
		m := c.Mag(f)
		if ties != FlexTiesHigh {
			mask[m] |= 1 << (Faces - f) // face 1 is the most significant
		} else {
			mask[m] |= 1 << (f - 1)
		}
	}
	n := func(m dice.Magnitude) uint32 { return uint32(bits.OnesCount32(mask[m])) }
	counts := n(dice.Q)<<30 | n(dice.T)<<27 | n(dice.D)<<24
	if ties == FlexTiesDLow {
		return counts | mask[dice.D]<<12 | mask[dice.T]<<6 | mask[dice.Q]
	}
	return counts | mask[dice.Q]<<12 | mask[dice.T]<<6 | mask[dice.D]
}

// applyMacro raises (sign > 0) or downgrades (sign < 0) each set once per
// macro die showing its Value; macro[f] counts the macro dice showing f.
// Raising stops at [Q+] and downgrading at [N] (RULINGS C1).
func applyMacro(c dice.Code, macro *[Faces + 1]int8, sign int) dice.Code {
	for f := 1; f <= Faces; f++ {
		k := int(macro[f])
		if k == 0 {
			continue
		}
		m := int(c.Mag(f))
		if m == 0 {
			continue
		}
		m = min(max(m+sign*k, 0), int(dice.Q))
		shift := 2 * (f - 1)
		c = c&^(3<<shift) | dice.Code(m)<<shift
	}
	return c
}
