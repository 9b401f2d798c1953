package dice

import (
	"fmt"
	"math/bits"
	"strings"
)

// MaxSetSides is the largest die a [Code] can describe, and so the largest die
// of a [Sets] pool.
const MaxSetSides = 16

// Code is a [Result] packed into one integer, a compact and comparable key
// for Monte Carlo counts and exact distributions. A result is determined by
// the magnitude of each face, so bits 2(f-1) and 2(f-1)+1 hold the
// magnitude of face f (0 for N, 1 for D, 2 for T, 3 for Q) for faces 1 to
// [MaxSetSides]; a d6 pool uses codes below 4^6 = 4096. The zero value is [N],
// the result with no set. Equal results have equal codes.
type Code uint32

// Masks selecting the low bit of every face's two-bit field.
const lowBits = 0x55555555

// codeClass maps a face's count, capped at 4, to its two-bit magnitude.
var codeClass = [5]Code{0, 0, Code(D), Code(T), Code(Q)}

// ReadCode reads faces as matching sets, like [Read], without allocating.
// It panics if a face is outside 1 to [MaxSetSides].
func ReadCode(faces []int) Code {
	var counts [MaxSetSides + 1]int32
	for _, f := range faces {
		if f < 1 || f > MaxSetSides {
			panic(fmt.Sprintf("dice: ReadCode of face %d; a code holds faces 1 to %d", f, MaxSetSides))
		}
		counts[f]++
	}
	return CountsCode(counts[:])
}

// CountsCode reads per-face counts as matching sets: counts[f] is the
// number of dice showing face f, for f from 1 to len(counts)-1 (counts[0]
// is ignored), so a d6 pool passes 7 counts. It is [ReadCode] for a caller
// that has already tallied its dice, and it does not allocate. It panics if
// counts has more than [MaxSetSides]+1 entries; a negative count reads as
// no die.
func CountsCode[T ~int8 | ~int16 | ~int32 | ~int64 | ~int](counts []T) Code {
	if len(counts) > MaxSetSides+1 {
		panic(fmt.Sprintf("dice: CountsCode of %d counts; a code holds faces 1 to %d", len(counts)-1, MaxSetSides))
	}
	var c Code
	for f := 1; f < len(counts); f++ {
		c |= codeClass[min(max(counts[f], 0), 4)] << (2 * (f - 1))
	}
	return c
}

// Code packs the result, which may be in any order. It fails if a set has a
// magnitude other than D, T or Q, a Value outside 1 to [MaxSetSides], or a
// Value that another set of the result already has.
func (r Result) Code() (Code, error) {
	var c Code
	for _, s := range r {
		if s.Mag < D || s.Mag > Q {
			return 0, fmt.Errorf("dice: result %v has a set of magnitude %v", r, s.Mag)
		}
		if s.Value < 1 || s.Value > MaxSetSides {
			return 0, fmt.Errorf("dice: result %v has face %d; a code holds faces 1 to %d", r, s.Value, MaxSetSides)
		}
		shift := 2 * (s.Value - 1)
		if c>>shift&3 != 0 {
			return 0, fmt.Errorf("dice: result %v has face %d in two sets", r, s.Value)
		}
		c |= Code(s.Mag) << shift
	}
	return c, nil
}

// Mag returns the magnitude of the set whose Value is face, N when face is
// in no set or outside 1 to [MaxSetSides].
func (c Code) Mag(face int) Magnitude {
	if face < 1 || face > MaxSetSides {
		return N
	}
	return Magnitude(c >> (2 * (face - 1)) & 3)
}

// Result unpacks the code into its sets in canonical order, ascending Value.
// It allocates only when the code holds a set.
func (c Code) Result() Result {
	if c == 0 {
		return nil
	}
	r := make(Result, 0, c.Len())
	for f := 1; f <= MaxSetSides; f++ {
		if m := c.Mag(f); m != N {
			r = append(r, Set{Mag: m, Value: f})
		}
	}
	return r
}

// String prints the code's result, such as "[D2,T3]" or "[N]".
func (c Code) String() string {
	if c == 0 {
		return "[N]"
	}
	var b strings.Builder
	b.WriteByte('[')
	for f := 1; f <= MaxSetSides; f++ {
		if m := c.Mag(f); m != N {
			if b.Len() > 1 {
				b.WriteByte(',')
			}
			b.WriteString(Set{Mag: m, Value: f}.String())
		}
	}
	b.WriteByte(']')
	return b.String()
}

// masks returns one bit (the low bit of the face's field) per face whose
// set is a D, a T and a Q respectively.
func (c Code) masks() (d, t, q Code) {
	hi := c >> 1
	return c &^ hi & lowBits, hi &^ c & lowBits, c & hi & lowBits
}

// Len returns the number of sets, 0 for [N].
func (c Code) Len() int { return bits.OnesCount32(uint32((c | c>>1) & lowBits)) }

// Count returns the number of sets of magnitude m; Count(N) is 0.
func (c Code) Count(m Magnitude) int {
	d, t, q := c.masks()
	switch m {
	case D:
		return bits.OnesCount32(uint32(d))
	case T:
		return bits.OnesCount32(uint32(t))
	case Q:
		return bits.OnesCount32(uint32(q))
	}
	return 0
}

// Diminish lowers the set whose Value is face by one magnitude, keeping its
// Value: Q to T, T to D, D to N (a point defence that knocks a set down a
// step). It reports false, and returns c unchanged, when no set has that
// Value.
func (c Code) Diminish(face int) (Code, bool) {
	if c.Mag(face) == N {
		return c, false
	}
	return c - 1<<(2*(face-1)), true
}

// Raise lifts the set whose Value is face by one magnitude, D to T to Q; a
// Q stays a Q (a macro die that matches a set). It reports false, and
// returns c unchanged, when no set has that Value: raising never creates a
// set.
func (c Code) Raise(face int) (Code, bool) {
	switch c.Mag(face) {
	case N:
		return c, false
	case Q:
		return c, true
	}
	return c + 1<<(2*(face-1)), true
}

// Best returns the highest magnitude among the sets, N when there is none.
func (c Code) Best() Magnitude {
	_, t, q := c.masks()
	switch {
	case q != 0:
		return Q
	case t != 0:
		return T
	case c != 0:
		return D
	}
	return N
}
