package geom

import (
	"fmt"
	"strings"
)

// Dir is one of the six directions of the hex grid, the hex sides a Space
// Fleet ship can face. On the flat-topped grid they point across the flat
// sides, at 12, 2, 4, 6, 8 and 10 o'clock. The constants run clockwise from
// North, which is the zero value; values outside 0..5 are invalid.
type Dir uint8

// The six hex directions, clockwise from straight up the map.
const (
	North     Dir = iota // 12 o'clock, axial step (0, −1)
	NorthEast            // 2 o'clock, axial step (+1, −1)
	SouthEast            // 4 o'clock, axial step (+1, 0)
	South                // 6 o'clock, axial step (0, +1)
	SouthWest            // 8 o'clock, axial step (−1, +1)
	NorthWest            // 10 o'clock, axial step (−1, 0)
)

var dirNames = [6]string{"N", "NE", "SE", "S", "SW", "NW"}

// dirSteps holds the axial step of each direction.
var dirSteps = [6]Hex{{0, -1}, {1, -1}, {1, 0}, {0, 1}, {-1, 1}, {-1, 0}}

// Turn returns the direction n hex sides round from d: positive n turns to
// starboard (clockwise, 60 degrees a step), negative n to port. Turn(6) and
// Turn(-6) return d.
func (d Dir) Turn(n int) Dir {
	k := (int(d) + n%6) % 6
	if k < 0 {
		k += 6
	}
	return Dir(k)
}

// Opposite returns the direction three sides round, straight behind.
func (d Dir) Opposite() Dir { return d.Turn(3) }

// Diff returns the signed number of hex sides to turn from d to reach to:
// positive to starboard, negative to port, in −2..3. A reversal is +3.
func (d Dir) Diff(to Dir) int {
	k := (int(to) - int(d)) % 6
	if k < 0 {
		k += 6
	}
	if k > 3 {
		k -= 6
	}
	return k
}

// Heading returns the clock point the direction points at: 12, 2, 4, 6, 8
// or 10.
func (d Dir) Heading() Heading { return Clock(2 * int(d)) }

// Degrees returns the direction as a bearing in degrees clockwise from 12
// o'clock: 0, 60, ..., 300.
func (d Dir) Degrees() float64 { return float64(d) * 60 }

// Vec returns the unit vector pointing along the direction.
func (d Dir) Vec() Vec { return d.Heading().Vec() }

// String returns the compass abbreviation: "N", "NE", "SE", "S", "SW" or
// "NW".
func (d Dir) String() string {
	if int(d) < len(dirNames) {
		return dirNames[d]
	}
	return fmt.Sprintf("Dir(%d)", uint8(d))
}

// ParseDir reads a compass abbreviation such as "NE", ignoring case and
// surrounding spaces.
func ParseDir(text string) (Dir, error) {
	s := strings.ToUpper(strings.TrimSpace(text))
	for i, name := range dirNames {
		if s == name {
			return Dir(i), nil
		}
	}
	return 0, fmt.Errorf("geom: direction %q: want one of N, NE, SE, S, SW, NW", text)
}
