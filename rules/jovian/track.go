package jovian

import (
	"fmt"
	"strconv"
	"strings"
)

// MaxBoxes is the longest rating track a card may print.
const MaxBoxes = 16

// Track is a rating printed on a card as a row of boxes, such as Defense or
// Structure. Each box holds a rating value; damage marks off the highest
// unmarked box, and the current rating is the highest box still unmarked,
// 0 once every box is marked (jovian-damage: Rating Damage and Structure
// Damage; RULINGS C5.8). A track made by [NewTrack] holds the values n down
// to 1, so its rating is the number of unmarked boxes.
//
// The zero value is a track with no boxes, rating 0. A Track is a small
// value: copying it copies the marks, so damage never aliases.
type Track struct {
	box    [MaxBoxes]uint8 // descending values; box[0] is the highest
	n      uint8           // boxes printed
	marked uint8           // boxes marked, from the highest down
}

// NewTrack returns an unmarked track of n boxes valued n down to 1. It
// panics if n is negative or more than [MaxBoxes]; card loaders check the
// bound first.
func NewTrack(n int) Track {
	if n < 0 || n > MaxBoxes {
		panic(fmt.Sprintf("jovian: track of %d boxes; at most %d", n, MaxBoxes))
	}
	var t Track
	t.n = uint8(n)
	for i := range n {
		t.box[i] = uint8(n - i)
	}
	return t
}

// TrackOf returns an unmarked track with the printed box values, highest
// first, such as 5,3,2,1. Values must be whole numbers from 1 to 99,
// strictly decreasing, and at most [MaxBoxes] of them.
func TrackOf(values ...int) (Track, error) {
	if len(values) > MaxBoxes {
		return Track{}, fmt.Errorf("jovian: track of %d boxes; at most %d", len(values), MaxBoxes)
	}
	var t Track
	t.n = uint8(len(values))
	for i, v := range values {
		if v < 1 || v > 99 {
			return Track{}, fmt.Errorf("jovian: track box %d is %d; boxes hold 1 to 99", i+1, v)
		}
		if i > 0 && v >= values[i-1] {
			return Track{}, fmt.Errorf("jovian: track boxes %v must decrease from the highest", values)
		}
		t.box[i] = uint8(v)
	}
	return t, nil
}

// Value returns the current rating: the highest unmarked box, or 0.
func (t Track) Value() int {
	if t.marked >= t.n {
		return 0
	}
	return int(t.box[t.marked])
}

// Max returns the rating with no box marked.
func (t Track) Max() int {
	if t.n == 0 {
		return 0
	}
	return int(t.box[0])
}

// Boxes returns the number of boxes printed.
func (t Track) Boxes() int { return int(t.n) }

// Marked returns the number of boxes marked.
func (t Track) Marked() int { return int(t.marked) }

// Mark marks the highest unmarked box and reports whether there was one;
// a track already at 0 is returned unchanged with false.
func (t Track) Mark() (Track, bool) {
	if t.marked >= t.n {
		return t, false
	}
	t.marked++
	return t, true
}

// mark marks the highest unmarked box in place, as Mark does; resolution
// code uses it to avoid copying the track.
func (t *Track) mark() bool {
	if t.marked >= t.n {
		return false
	}
	t.marked++
	return true
}

// Restore returns the track with no box marked.
func (t Track) Restore() Track {
	t.marked = 0
	return t
}

// Values returns the printed box values, highest first.
func (t Track) Values() []int {
	v := make([]int, t.n)
	for i := range v {
		v[i] = int(t.box[i])
	}
	return v
}

// String prints the track as its boxes with the marked ones crossed out,
// such as "[x][x]3 2 1" for a track of 5 with two marks, or "-" when it has
// no box.
func (t Track) String() string {
	if t.n == 0 {
		return "-"
	}
	var b strings.Builder
	for i := range int(t.n) {
		if i > 0 && i > int(t.marked) {
			b.WriteByte(' ')
		}
		if i < int(t.marked) {
			b.WriteString("[x]")
		} else {
			b.WriteString(strconv.Itoa(int(t.box[i])))
		}
	}
	return b.String()
}
