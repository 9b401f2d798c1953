package dice

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/broadside/broadside/rng"
)

// Term is Count dice of one kind in a [Pool]. The zero value is no dice.
type Term struct {
	Die   Die
	Count int // number of dice, at least 0
}

// Pool is a handful of dice of mixed kinds rolled together, whose score is
// the sum of every die's score, re-rolls included: six B1 dice and four PDS
// dice are Pool{{B1, 6}, {PDS, 4}}. The zero value is an empty pool that
// scores 0. A Pool is a plain value: methods never modify it and are safe
// for concurrent use.
//
// Dice are rolled term by term and, within a term, round by round as at the
// table: first every die of the term, then together the re-rolls those
// asked for, then the re-rolls of the re-rolls, and so on. [Pool.Score] and
// [Pool.Roll] draw the same faces in that order, so they agree on any
// source.
type Pool []Term

// maxRounds bounds the re-roll rounds of one term. A valid die reaches it
// with probability far below 10^-1000, so hitting it means an invalid die.
const maxRounds = 1 << 24

// Validate reports whether every term has a valid die (see [Die.Validate])
// and a count of at least 0. The error wraps ErrInvalidDie.
func (p Pool) Validate() error {
	for i, t := range p {
		if t.Count < 0 {
			return fmt.Errorf("%w: term %d has %d dice", ErrInvalidDie, i+1, t.Count)
		}
		if err := t.Die.Validate(); err != nil {
			return fmt.Errorf("term %d: %w", i+1, err)
		}
	}
	return nil
}

// String describes the pool, such as "6 B1 + 4 PDS" or "3d6 + 2d8"; an
// empty pool is "0".
func (p Pool) String() string {
	parts := make([]string, len(p))
	for i, t := range p {
		parts[i] = t.label()
	}
	if len(parts) == 0 {
		return "0"
	}
	return strings.Join(parts, " + ")
}

// label names a term: "3d6" for dice named like "d6", "6 B1" otherwise.
func (t Term) label() string {
	n := strconv.Itoa(t.Count)
	if len(t.Die.Name) > 1 && t.Die.Name[0] == 'd' && t.Die.Name[1] >= '0' && t.Die.Name[1] <= '9' {
		return n + t.Die.Name
	}
	return n + " " + t.Die.Name
}

// Score rolls the pool on src and returns its score. It allocates nothing
// when src is an *rng.Stream, which it uses directly (the Monte Carlo
// path). On other sources a die is asked for with its name as the purpose,
// and a re-roll with the name and " re-roll"; a source with an Err() error
// method, such as *rng.Script, that reports an error ends the re-rolls, so a
// script that ran out cannot re-roll forever (the caller discards the
// result). Score does not validate the pool: an invalid pool may panic.
func (p Pool) Score(src rng.Source) int {
	if st, ok := src.(*rng.Stream); ok {
		return p.scoreStream(st)
	}
	total := 0
	errSrc, _ := src.(interface{ Err() error })
	for i := range p {
		t := &p[i]
		d, purpose := &t.Die, t.Die.Name
		for n, round := t.Count, 0; n > 0; round++ {
			if round == 1 {
				purpose = t.Die.Name + " re-roll"
			}
			k := 0
			for range n {
				f := d.Faces[src.Roll(d.Sides, purpose)-1]
				total += f.Score
				if f.Reroll {
					k++
				}
			}
			n = k
			if d.Again != nil {
				d = d.Again
			}
			if n > 0 && stop(errSrc, round) {
				break
			}
		}
	}
	return total
}

// scoreStream is Score on a stream, without interface calls.
func (p Pool) scoreStream(st *rng.Stream) int {
	total := 0
	for i := range p {
		d := &p[i].Die
		for n, round := p[i].Count, 0; n > 0; round++ {
			k := 0
			if d.Sides == 6 {
				faces := d.Faces[:6]
				for range n {
					f := faces[st.D6()-1]
					total += f.Score
					if f.Reroll {
						k++
					}
				}
			} else {
				for range n {
					f := d.Faces[st.Roll(d.Sides, "")-1]
					total += f.Score
					if f.Reroll {
						k++
					}
				}
			}
			n = k
			if d.Again != nil {
				d = d.Again
			}
			if round >= maxRounds {
				panic("dice: re-rolls do not end; validate the die")
			}
		}
	}
	return total
}

// stop reports whether re-rolls must end: the source reported an error or
// the rounds exceed every plausible count.
func stop(errSrc interface{ Err() error }, round int) bool {
	if round >= maxRounds {
		panic("dice: re-rolls do not end; validate the die")
	}
	return errSrc != nil && errSrc.Err() != nil
}

// Roll rolls the pool on src like [Pool.Score] (the same faces in the same
// order) and returns the record of every die: one [Group] per term with at
// least one die, each die with its re-roll chain and the score of every
// throw. Re-rolls of a round go to the dice that asked for them, in order.
func (p Pool) Roll(src rng.Source) Rolled {
	var r Rolled
	errSrc, _ := src.(interface{ Err() error })
	for i := range p {
		t := &p[i]
		if t.Count == 0 {
			continue
		}
		g := Group{Label: t.label(), Scored: !t.Die.IsPlain(), Dice: make([]RolledDie, t.Count)}
		pending := make([]int, t.Count) // dice whose last throw re-rolled
		for j := range pending {
			pending[j] = j
		}
		d, purpose := &t.Die, t.Die.Name
		for round := 0; len(pending) > 0; round++ {
			if round == 1 {
				purpose = t.Die.Name + " re-roll"
			}
			next := pending[:0]
			for _, j := range pending {
				face := src.Roll(d.Sides, purpose)
				f := d.Faces[face-1]
				rd := &g.Dice[j]
				rd.Throws = append(rd.Throws, Throw{Die: d.Name, Face: face, Score: f.Score, Reroll: f.Reroll})
				rd.Score += f.Score
				if f.Reroll {
					next = append(next, j)
				}
			}
			pending = next
			if d.Again != nil {
				d = d.Again
			}
			if len(pending) > 0 && stop(errSrc, round) {
				break
			}
		}
		for _, rd := range g.Dice {
			g.Score += rd.Score
		}
		r.Groups = append(r.Groups, g)
		r.Score += g.Score
	}
	return r
}
