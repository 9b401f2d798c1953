package rng

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// ErrNeedDice is the kind of error a [Script] reports when it ran out of dice;
// errors.Is(err, ErrNeedDice) tells a caller to ask the table for more.
var ErrNeedDice = errors.New("rng: more dice needed")

// Script is a [Source] that replays dice a person rolled at the table, in
// order. When the script runs out, Roll records what was asked for and
// returns 1 (the face that triggers nothing), so a resolution can finish and
// report every die it is missing at once; the caller must then check [Script.Err]
// and discard the result. A Script is not safe for concurrent use.
type Script struct {
	faces   []int
	next    int
	missing []Need
	bad     []string
}

// Need is a group of dice that a script could not supply.
type Need struct {
	Count   int    // dice still needed, at least 1
	Sides   int    // sides of each die
	Purpose string // what they are for, as given to Roll
}

// NeedError lists the dice that a resolution asked for after the script ran
// out. More may be needed once these are rolled: a missing 6 may call for a
// re-roll.
type NeedError struct {
	Needs []Need
}

// Error says what to roll next, such as "rng: need at least 3 more dice:
// 2d6 for PDS re-roll, 1d6 for heavy missile".
func (e *NeedError) Error() string {
	total := 0
	parts := make([]string, len(e.Needs))
	for i, n := range e.Needs {
		total += n.Count
		parts[i] = fmt.Sprintf("%dd%d for %s", n.Count, n.Sides, n.Purpose)
	}
	noun := "dice"
	if total == 1 {
		noun = "die"
	}
	return fmt.Sprintf("rng: need at least %d more %s: %s", total, noun, strings.Join(parts, ", "))
}

// Is reports that a NeedError is an [ErrNeedDice].
func (e *NeedError) Is(target error) bool { return target == ErrNeedDice }

// NewScript returns a script that replays faces in order. The slice is
// copied.
func NewScript(faces []int) *Script {
	return &Script{faces: append([]int(nil), faces...)}
}

// ParseDice reads dice written as numbers separated by commas or spaces, such
// as "4,6,2" or "4 6 2". Each must be a positive integer; the die's size is
// checked when it is rolled.
func ParseDice(text string) ([]int, error) {
	fields := strings.FieldsFunc(text, func(r rune) bool { return r == ',' || r == ' ' || r == '\t' })
	if len(fields) == 0 {
		return nil, fmt.Errorf("rng: no dice in %q", text)
	}
	faces := make([]int, len(fields))
	for i, f := range fields {
		v, err := strconv.Atoi(f)
		if err != nil || v < 1 {
			return nil, fmt.Errorf("rng: die %d is %q, not a positive whole number", i+1, f)
		}
		faces[i] = v
	}
	return faces, nil
}

// Roll returns the next scripted face. A face below 1 or larger than sides
// is recorded as an error and replaced by 1; so is a missing die.
func (s *Script) Roll(sides int, purpose string) int {
	if s.next >= len(s.faces) {
		s.need(sides, purpose)
		return 1
	}
	i := s.next
	s.next++
	switch f := s.faces[i]; {
	case f < 1:
		s.bad = append(s.bad, fmt.Sprintf("die %d is %d, which no d%d shows (%s)", i+1, f, sides, purpose))
	case f > sides:
		s.bad = append(s.bad, fmt.Sprintf("die %d is %d, more than a d%d can show (%s)", i+1, f, sides, purpose))
	default:
		return f
	}
	return 1
}

func (s *Script) need(sides int, purpose string) {
	for i := range s.missing {
		if s.missing[i].Sides == sides && s.missing[i].Purpose == purpose {
			s.missing[i].Count++
			return
		}
	}
	s.missing = append(s.missing, Need{Count: 1, Sides: sides, Purpose: purpose})
}

// Err reports a face that did not fit its die, or else a [*NeedError] when
// the script ran out, or nil when every die asked for was supplied.
func (s *Script) Err() error {
	if len(s.bad) > 0 {
		return fmt.Errorf("rng: %s", strings.Join(s.bad, "; "))
	}
	if len(s.missing) > 0 {
		return &NeedError{Needs: append([]Need(nil), s.missing...)}
	}
	return nil
}

// Used returns how many scripted dice have been consumed.
func (s *Script) Used() int { return s.next }

// Unused returns the scripted faces that no roll asked for; a front end
// should warn about them, since they usually mean a die was entered twice.
func (s *Script) Unused() []int { return append([]int(nil), s.faces[s.next:]...) }
