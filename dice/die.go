package dice

import (
	"errors"
	"fmt"
	"strconv"
)

// MaxChain is the longest chain of distinct die definitions that re-rolls may
// pass through: a die, the die its re-rolls use ([Die.Again]), that die's
// re-roll die, and so on. A longer chain is almost certainly a cycle of
// pointers and fails [Die.Validate].
const MaxChain = 16

// MaxScore bounds the magnitude of a face's score; [Die.Validate] rejects
// larger scores, which would make exact distributions absurdly wide.
const MaxScore = 1_000_000

// Face is what one face of a die is worth: a score (negative, zero or
// positive) and whether the die is rolled again, its score added, when this
// face comes up. The zero value scores 0 and ends the roll.
type Face struct {
	Score  int  // points this face adds, -MaxScore to MaxScore
	Reroll bool // roll again (the die named by Die.Again) and add that score too
}

// Die is a scored die defined as data: face f (1 to Sides) is worth
// Faces[f-1]. When a face re-rolls, the die named by Again is rolled and its
// score added, and so on while faces keep re-rolling; a nil Again rolls this
// same die again. A ruleset owns its dice: the Full Thrust beam die scores 0
// on 1-3, 1 on 4-5, and 2 on a 6 that re-rolls.
//
// A Die is a value that looks immutable: copies share Faces and Again, so
// never modify a die another part of the program holds; build a changed copy
// with [Die.WithScores]. Dice are safe to share between goroutines. The zero
// value is not a valid die (see [Die.Validate]).
type Die struct {
	Name  string // shown in explanations and in requests for scripted dice, such as "PDS"
	Sides int    // number of faces, at least 1
	Faces []Face // Faces[f-1] is face f; exactly Sides entries
	Again *Die   // the die rolled when a face re-rolls; nil means this die
}

// Plain returns a die of the given number of sides whose faces score their
// own value, named like "d6". It panics if sides < 1.
func Plain(sides int) Die {
	faces := newFaces(sides)
	for i := range faces {
		faces[i].Score = i + 1
	}
	return Die{Name: "d" + strconv.Itoa(sides), Sides: sides, Faces: faces}
}

// Success returns a die that scores 1 for a face of target or more and 0
// otherwise, named like "d6>=5", for counting successes. A target of 1 or
// less always succeeds and a target above sides never does. It panics if
// sides < 1.
func Success(sides, target int) Die {
	faces := newFaces(sides)
	for i := range faces {
		if i+1 >= target {
			faces[i].Score = 1
		}
	}
	return Die{Name: "d" + strconv.Itoa(sides) + ">=" + strconv.Itoa(target), Sides: sides, Faces: faces}
}

func newFaces(sides int) []Face {
	if sides < 1 {
		panic(fmt.Sprintf("dice: a die of %d sides; a die has at least 1", sides))
	}
	return make([]Face, sides)
}

// WithScores returns a modified copy of d, for modifiers that change what a
// face is worth but not what is rolled when it re-rolls, such as Full Thrust
// screens. Face i of the copy is f(i, d.Faces[i-1]); the copy keeps d's name
// and sides, and its Again points to a copy of d itself, so every re-roll of
// the modified die is resolved by the unmodified d (and d's own Again chain).
// A screen that makes a 4 score nothing while a 6 still scores and re-rolls:
//
//	screened := beam.WithScores(func(face int, f dice.Face) dice.Face {
//		if face == 4 {
//			f.Score = 0
//		}
//		return f
//	})
//
// d is not changed. The copy adds one link to the re-roll chain, so applying
// WithScores more than [MaxChain]-1 times in a row gives an invalid die.
func (d Die) WithScores(f func(face int, old Face) Face) Die {
	orig := d
	faces := make([]Face, len(d.Faces))
	for i, old := range d.Faces {
		faces[i] = f(i+1, old)
	}
	return Die{Name: d.Name, Sides: d.Sides, Faces: faces, Again: &orig}
}

// ErrInvalidDie is the kind of error [Die.Validate] and [Pool.Validate]
// report; test for it with errors.Is.
var ErrInvalidDie = errors.New("dice: invalid die")

// Validate reports whether d is a die that rolls, scores and has an exact
// distribution. Every die of its re-roll chain (d, then d.Again, and so on,
// until a nil Again or a die none of whose faces re-roll) must have
// Sides >= 1, exactly Sides faces, and scores of at most MaxScore in
// magnitude, and the chain must end within MaxChain dice. A chain that ends
// in a die with re-rolling faces (a nil Again: it re-rolls itself) needs
// two more things of that die:
//
//   - at least one face that does not re-roll, so that re-rolls end with
//     probability 1;
//   - a score of at least 1 on every face that re-rolls.
//
// The second condition is exactly what the exact algorithm of [Pool.Dist]
// needs: such a die with d sides, re-rolling faces R(x) and other faces A(x)
// has the generating function A(x)/(d − R(x)), whose denominator must have
// the constant term d for the power-series division to stay in the
// integers. (Without it, a face scoring 0 that re-rolls itself could repeat
// any number of times at no score.) The earlier dice of a chain are rolled at
// most once per die, so their re-rolling faces may score anything.
//
// The error wraps ErrInvalidDie and names the die and face at fault.
func (d Die) Validate() error {
	cur := &d
	seen := make(map[*Die]bool, 2)
	for depth := 1; ; depth++ {
		if err := cur.validateFaces(); err != nil {
			return err
		}
		if !cur.rerolls() {
			return nil // the chain ends here whatever Again says
		}
		if cur.Again == nil {
			return cur.validateLoop()
		}
		if depth >= MaxChain || seen[cur.Again] {
			return fmt.Errorf("%w: %s: the re-roll chain does not end within %d dice (is Again a cycle? a die that re-rolls itself has a nil Again)", ErrInvalidDie, d.label(), MaxChain)
		}
		seen[cur.Again] = true
		cur = cur.Again
	}
}

// validateFaces checks one die of a chain on its own.
func (d *Die) validateFaces() error {
	if d.Sides < 1 {
		return fmt.Errorf("%w: %s has %d sides; a die has at least 1", ErrInvalidDie, d.label(), d.Sides)
	}
	if len(d.Faces) != d.Sides {
		return fmt.Errorf("%w: %s has %d sides but %d faces", ErrInvalidDie, d.label(), d.Sides, len(d.Faces))
	}
	for i, f := range d.Faces {
		if f.Score < -MaxScore || f.Score > MaxScore {
			return fmt.Errorf("%w: %s: face %d scores %d, beyond ±%d", ErrInvalidDie, d.label(), i+1, f.Score, MaxScore)
		}
	}
	return nil
}

// validateLoop checks the last die of a chain, which re-rolls itself.
func (d *Die) validateLoop() error {
	ends := false
	for i, f := range d.Faces {
		if !f.Reroll {
			ends = true
			continue
		}
		if f.Score < 1 {
			return fmt.Errorf("%w: %s: face %d re-rolls the same die but scores %d; such a face must score at least 1", ErrInvalidDie, d.label(), i+1, f.Score)
		}
	}
	if !ends && d.Sides > 0 {
		return fmt.Errorf("%w: %s re-rolls itself on every face, so it never stops", ErrInvalidDie, d.label())
	}
	return nil
}

// label names a die in messages.
func (d *Die) label() string {
	if d.Name != "" {
		return strconv.Quote(d.Name)
	}
	return "die d" + strconv.Itoa(d.Sides)
}

// IsPlain reports whether every face of d scores its own value and none
// re-rolls, as for [Plain] dice; explanations then show faces without
// scores.
func (d Die) IsPlain() bool {
	if len(d.Faces) != d.Sides {
		return false
	}
	for i, f := range d.Faces {
		if f.Score != i+1 || f.Reroll {
			return false
		}
	}
	return true
}

// chain returns d followed by the dice its re-rolls pass through, ending
// with a die that re-rolls itself or does not re-roll at all. d must be
// valid.
func (d *Die) chain() []*Die {
	c := []*Die{d}
	for cur := d; cur.Again != nil && cur.rerolls(); cur = cur.Again {
		c = append(c, cur.Again)
	}
	return c
}

// rerolls reports whether any face of d re-rolls.
func (d *Die) rerolls() bool {
	for _, f := range d.Faces {
		if f.Reroll {
			return true
		}
	}
	return false
}
