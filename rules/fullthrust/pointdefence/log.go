package pointdefence

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/broadside/broadside/dice"
	"github.com/broadside/broadside/rng"
)

// Step is a stage of a raid, in the order the rules resolve them. The zero
// value is the point defence level.
type Step uint8

// The steps of a raid.
const (
	StepPDL          Step = iota // 2015: the point defence level dice
	StepMissiles                 // heavy missiles and plasma bolts
	StepFighters                 // fighter attack runs
	StepCasualties               // 2015: casualty dice
	StepSalvos                   // salvo missiles
	StepAllocation               // classic: point defence allocated to attackers
	StepDogfight                 // classic: screening fighters engaged
	StepPointDefence             // classic: point defence fire
	StepDamage                   // the damage applied, all at once
	StepThreshold                // threshold checks
)

var stepNames = [...]string{"point defence level", "heavy missiles and plasma", "fighters", "casualties", "salvo missiles", "allocation", "dogfights", "point defence", "damage", "threshold checks"}

// String returns the step's name, such as "point defence level".
func (s Step) String() string {
	if int(s) < len(stepNames) {
		return stepNames[s]
	}
	return fmt.Sprintf("Step(%d)", int(s))
}

// Entry is one line of a strike's log: one throw of dice or one result.
type Entry struct {
	Ship  string  `json:"ship"`           // the attacked ship
	Step  Step    `json:"step"`           // the stage of the raid
	Who   string  `json:"who"`            // what rolled or what happened, such as "PDS" or "Red 1 (standard, 6)"
	Dice  [][]int `json:"dice,omitempty"` // natural faces rolled: the first throw, then each wave of re-rolls
	Value int     `json:"value"`          // what the entry came to: hits, points, kills, the PDL
	Text  string  `json:"text"`           // the whole line for a person to follow
}

// Log is the record of a strike, in the order the dice were rolled, so that
// players can follow it die by die.
type Log []Entry

// WriteTo writes the log as text: a heading per ship and step, then one
// indented line per entry.
func (l Log) WriteTo(w io.Writer) (int64, error) {
	var b strings.Builder
	ship, step := "", Step(255)
	for _, e := range l {
		if e.Ship != ship {
			ship, step = e.Ship, Step(255)
			fmt.Fprintf(&b, "%s\n", e.Ship)
		}
		if e.Step != step {
			step = e.Step
			fmt.Fprintf(&b, "  %s\n", e.Step)
		}
		fmt.Fprintf(&b, "    %s\n", e.Text)
	}
	n, err := io.WriteString(w, b.String())
	return int64(n), err
}

// String returns the log as [Log.WriteTo] writes it.
func (l Log) String() string {
	var b strings.Builder
	_, _ = l.WriteTo(&b)
	return b.String()
}

// roller draws dice from a source, through the concrete stream when it is
// one (the Monte Carlo path).
type roller struct {
	src    rng.Source
	stream *rng.Stream
}

func newRoller(src rng.Source) roller {
	s, _ := src.(*rng.Stream)
	return roller{src: src, stream: s}
}

// roll returns one face of a die with the given sides.
func (r *roller) roll(sides int, purpose string) int {
	if r.stream != nil && sides == 6 {
		return r.stream.D6()
	}
	return r.src.Roll(sides, purpose)
}

// throwRec records a throw for the log: the faces and points of each wave.
type throwRec struct {
	waves  [][]int
	points []int
}

// throw rolls n dice of d at once, then the re-rolls their faces call for,
// wave by wave as players do at the table, and returns the points of the
// first wave and of all the re-rolls. purpose names the first wave for
// scripted dice, again the re-rolls. rec, when not nil, records every face.
func (r *roller) throw(d *dice.Die, n int, purpose, again string, rec *throwRec) (first, later int) {
	if rec == nil && r.stream != nil {
		return throwStream(r.stream, d, n)
	}
	cur := d
	for wave := 0; n > 0; wave++ {
		next, pts := 0, 0
		var faces []int
		if rec != nil {
			faces = make([]int, 0, n)
		}
		for range n {
			f := r.roll(cur.Sides, purpose)
			face := cur.Faces[f-1]
			pts += face.Score
			if face.Reroll {
				next++
			}
			if rec != nil {
				faces = append(faces, f)
			}
		}
		if wave == 0 {
			first = pts
		} else {
			later += pts
		}
		if rec != nil {
			rec.waves = append(rec.waves, faces)
			rec.points = append(rec.points, pts)
		}
		n, purpose = next, again
		if cur.Again != nil {
			cur = cur.Again
		}
	}
	return first, later
}

// throwStream is throw for a random stream with no record: the Monte Carlo
// path. It draws exactly the dice throw draws.
func throwStream(s *rng.Stream, d *dice.Die, n int) (first, later int) {
	cur := d
	for wave := 0; n > 0; wave++ {
		next, pts := 0, 0
		faces := cur.Faces
		if cur.Sides == 6 && len(faces) == 6 {
			for range n {
				f := &faces[s.D6()-1]
				pts += f.Score
				if f.Reroll {
					next++
				}
			}
		} else {
			for range n {
				f := &faces[s.Roll(cur.Sides, "")-1]
				pts += f.Score
				if f.Reroll {
					next++
				}
			}
		}
		if wave == 0 {
			first = pts
		} else {
			later += pts
		}
		n = next
		if cur.Again != nil {
			cur = cur.Again
		}
	}
	return first, later
}

// text describes a recorded throw, such as "2 4 6 = 3, re-roll 2 = 0".
func (t *throwRec) text() string {
	if t == nil || len(t.waves) == 0 {
		return "no dice"
	}
	var b strings.Builder
	for i, w := range t.waves {
		switch {
		case i == 1 && len(w) == 1:
			b.WriteString(", re-roll ")
		case i == 1:
			b.WriteString(", re-rolls ")
		case i > 1:
			b.WriteString(", again ")
		}
		b.WriteString(faces(w))
		fmt.Fprintf(&b, " = %d", t.points[i])
	}
	return b.String()
}

// dice returns the recorded faces.
func (t *throwRec) dice() [][]int {
	if t == nil {
		return nil
	}
	return t.waves
}

// faces writes dice faces separated by spaces.
func faces(w []int) string {
	s := make([]string, len(w))
	for i, f := range w {
		s[i] = strconv.Itoa(f)
	}
	return strings.Join(s, " ")
}

// plural returns "1 die", "2 dice" and the like.
func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}

// MarshalText writes the step's name, so that JSON logs read "fighters"
// rather than a number.
func (s Step) MarshalText() ([]byte, error) { return []byte(s.String()), nil }
