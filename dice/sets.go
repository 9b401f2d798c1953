package dice

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/broadside/broadside/rng"
)

// Sets is a pool of equal dice read as matching sets, the Jovian Wars way of
// rolling: every face that two or more dice show is a set (see [Result]).
// The zero value is a pool of no dice, which always reads [N]. A Sets is a
// plain value, safe to share between goroutines.
type Sets struct {
	Dice  int // dice in the pool, at least 0
	Sides int // sides of each die, 1 to MaxSetSides; 0 means 6
}

// setsPurpose is what a scripted source is told the dice are for.
const setsPurpose = "matching sets"

// check returns the pool's die size and panics if the pool is invalid: a
// negative number of dice or a die size outside 0 to [MaxSetSides] is a
// programmer error.
func (s Sets) check() int {
	if s.Dice < 0 {
		panic(fmt.Sprintf("dice: Sets of %d dice; a pool has at least 0", s.Dice))
	}
	switch {
	case s.Sides == 0:
		return 6
	case s.Sides < 0 || s.Sides > MaxSetSides:
		panic(fmt.Sprintf("dice: Sets of d%d; sets are read on dice of 1 to %d sides", s.Sides, MaxSetSides))
	}
	return s.Sides
}

// Code rolls the pool on src and returns its reading as a [Code], without
// allocating. It draws the same faces, in the same order, as [Sets.Roll];
// on an *rng.Stream it uses the stream's fast concrete path. It panics if
// the pool is invalid (see [Sets]) or src returns a face outside 1 to Sides.
func (s Sets) Code(src rng.Source) Code {
	sides := s.check()
	var counts [MaxSetSides + 1]int32
	if st, ok := src.(*rng.Stream); ok {
		if sides == 6 {
			for range s.Dice {
				counts[st.D6()]++
			}
		} else {
			for range s.Dice {
				counts[st.Roll(sides, setsPurpose)]++
			}
		}
		return CountsCode(counts[:sides+1])
	}
	for range s.Dice {
		f := src.Roll(sides, setsPurpose)
		if f < 1 || f > sides {
			panic(fmt.Sprintf("dice: source rolled %d on a d%d", f, sides))
		}
		counts[f]++
	}
	return CountsCode(counts[:sides+1])
}

// Score rolls the pool like [Sets.Code] and returns the code as an int, the
// integer key that Monte Carlo metrics count; Code(score).String() prints
// it. It does not allocate.
func (s Sets) Score(src rng.Source) int { return int(s.Code(src)) }

// ReadRoll is one logged roll of a [Sets] pool.
type ReadRoll struct {
	Sides  int    // sides of each die, for the explanation
	Faces  []int  // the faces in the order rolled
	Result Result // the faces read as matching sets
}

// Roll rolls the pool on src and returns the faces with their reading. All
// dice are rolled before anything is read, so with an *rng.Script the caller
// checks Err afterwards and discards the roll if dice were missing. It
// panics like [Sets.Code].
func (s Sets) Roll(src rng.Source) ReadRoll {
	sides := s.check()
	faces := make([]int, s.Dice)
	for i := range faces {
		f := src.Roll(sides, setsPurpose)
		if f < 1 || f > sides {
			panic(fmt.Sprintf("dice: source rolled %d on a d%d", f, sides))
		}
		faces[i] = f
	}
	return ReadRoll{Sides: sides, Faces: faces, Result: Read(faces)}
}

// String explains the roll in one line, such as
// "6d6 rolled 2,3,2,5,3,3: two 2s make D2, three 3s make T3 -> [D2,T3]".
func (r ReadRoll) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%dd%d rolled ", len(r.Faces), r.Sides)
	if len(r.Faces) == 0 {
		b.WriteString("no dice")
	}
	for i, f := range r.Faces {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(strconv.Itoa(f))
	}
	b.WriteString(": ")
	if len(r.Result) == 0 {
		b.WriteString("no two dice match")
	}
	for i, s := range r.Result {
		if i > 0 {
			b.WriteString(", ")
		}
		n := 0
		for _, f := range r.Faces {
			if f == s.Value {
				n++
			}
		}
		fmt.Fprintf(&b, "%s %ds make %s", countWord(n), s.Value, s)
	}
	b.WriteString(" -> ")
	b.WriteString(r.Result.String())
	return b.String()
}

// countWord spells small counts for explanations.
func countWord(n int) string {
	words := [...]string{"no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"}
	if n >= 0 && n < len(words) {
		return words[n]
	}
	return strconv.Itoa(n)
}
