package dice

import (
	"strconv"
	"strings"
)

// Throw is one physical roll of one die.
type Throw struct {
	Die    string `json:"die"`    // name of the die thrown, such as "PDS" or "d6"
	Face   int    `json:"face"`   // the face that came up, 1 to the die's sides
	Score  int    `json:"score"`  // what that face is worth
	Reroll bool   `json:"reroll"` // the face called for another throw, which follows it
}

// RolledDie is one die of a roll: its first throw followed by the throws of
// its re-roll chain.
type RolledDie struct {
	Throws  []Throw `json:"throws"`            // at least one; every throw but the last re-rolls
	Score   int     `json:"score"`             // the sum of the throws' scores
	Dropped bool    `json:"dropped,omitempty"` // not kept by keep-highest or keep-lowest: its score does not count
}

// Group is the dice of one term of a pool, or one part of a notation
// expression.
type Group struct {
	Label  string      `json:"label"`            // what was rolled, such as "6 B1", "4d6kh3", or a constant's value such as "3"
	Neg    bool        `json:"neg,omitempty"`    // the group is subtracted from the total
	Scored bool        `json:"scored,omitempty"` // the dice score other than their face value, so String shows each die's score
	Dice   []RolledDie `json:"dice,omitempty"`   // in the order rolled; nil for a constant
	Score  int         `json:"score"`            // the group's value before its sign: the kept dice's scores, or the constant
}

// Rolled is the record of one roll: every die, its re-rolls and their
// scores, grouped as they were asked for. The zero value is a roll of
// nothing that scores 0.
type Rolled struct {
	Groups []Group `json:"groups"`
	Score  int     `json:"score"` // the total: the groups' scores, each with its sign
}

// String explains the roll on one line. Each group shows its label and its
// dice; a die's throws are joined by "!" (a face that re-rolled, then the
// re-roll), followed by the die's score in parentheses when the dice are
// scored; dropped dice are listed after the kept ones. The total follows
// "=". For example
//
//	6 B1: 6!5(2) 3(0) 1(0) 5(1) 2(0) 4(0) + 4 PDS: 6!6!1(4) 4(1) 2(0) 1(0) = 8
//	4d6kh3: 4 1 6 5, dropped 1 = 15
//	2d6: 3 5 + 1d4: 2 - 1 = 9
func (r Rolled) String() string {
	var b strings.Builder
	for i, g := range r.Groups {
		switch {
		case i > 0 && g.Neg:
			b.WriteString(" - ")
		case i > 0:
			b.WriteString(" + ")
		case g.Neg:
			b.WriteString("-")
		}
		g.write(&b)
	}
	if len(r.Groups) == 0 {
		b.WriteString("0")
	}
	b.WriteString(" = ")
	b.WriteString(strconv.Itoa(r.Score))
	return b.String()
}

// write appends the group's explanation to b.
func (g Group) write(b *strings.Builder) {
	b.WriteString(g.Label)
	if g.Dice == nil {
		return
	}
	b.WriteString(":")
	dropped := false
	for _, d := range g.Dice {
		b.WriteString(" ")
		g.writeDie(b, d)
		dropped = dropped || d.Dropped
	}
	if !dropped {
		return
	}
	b.WriteString(", dropped")
	for _, d := range g.Dice {
		if d.Dropped {
			b.WriteString(" ")
			g.writeDie(b, d)
		}
	}
}

func (g Group) writeDie(b *strings.Builder, d RolledDie) {
	for i, t := range d.Throws {
		if i > 0 {
			b.WriteString("!")
		}
		b.WriteString(strconv.Itoa(t.Face))
	}
	if g.Scored {
		b.WriteString("(")
		b.WriteString(strconv.Itoa(d.Score))
		b.WriteString(")")
	}
}
