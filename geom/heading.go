package geom

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Heading is a course or facing on the 12-point clock face used by Full
// Thrust: 12 is straight up the table, 3 points to the right, 6 down and 9
// to the left. One clock point is 30 degrees.
//
// A Heading stores 0 to 11 internally and 0 means 12 o'clock, so the zero
// value is a ship facing straight up the table; it prints as "12". Build
// headings with [Clock], [HeadingOf] or [ParseHeading]; converting an int
// that lies outside 0..11 directly gives an invalid heading whose methods
// give meaningless results.
type Heading uint8

// Clock returns the heading of clock point n. Any integer is accepted and
// reduced modulo 12, so Clock(12) and Clock(0) are 12 o'clock and Clock(13)
// is 1 o'clock.
func Clock(n int) Heading {
	n %= 12
	if n < 0 {
		n += 12
	}
	return Heading(n)
}

// HeadingOf returns the clock point nearest to a bearing in degrees
// (clockwise from 12 o'clock; any value, reduced modulo 360). A bearing
// exactly half way between two points, such as 15 degrees, goes to the
// clockwise one.
func HeadingOf(deg float64) Heading {
	return Clock(int(math.Floor(normDeg(deg)/30 + 0.5)))
}

// Hour returns the clock point as people say it, 1 to 12.
func (h Heading) Hour() int {
	if h == 0 {
		return 12
	}
	return int(h)
}

// Turn returns the heading n points round from h: positive n turns to
// starboard (clockwise), negative n to port. Turns wrap round the clock, so
// Turn(12) and Turn(-12) return h.
func (h Heading) Turn(n int) Heading { return Clock(int(h) + n%12) }

// Opposite returns the reciprocal heading, six points round.
func (h Heading) Opposite() Heading { return h.Turn(6) }

// Degrees returns the heading as a bearing in degrees clockwise from 12
// o'clock: 0, 30, ..., 330.
func (h Heading) Degrees() float64 { return float64(h) * 30 }

// Vec returns the unit vector pointing along the heading.
func (h Heading) Vec() Vec { return clockVecs[h%12] }

// Diff returns the signed number of points to turn from h to reach to:
// positive to starboard, negative to port, in −5..6. A reversal is reported
// as +6, so a.Diff(b) == −b.Diff(a) except when the headings are opposite.
func (h Heading) Diff(to Heading) int {
	d := (int(to) - int(h)) % 12
	if d < 0 {
		d += 12
	}
	if d > 6 {
		d -= 12
	}
	return d
}

// String returns the clock point, "1" to "12".
func (h Heading) String() string { return strconv.Itoa(h.Hour()) }

// ParseHeading reads a clock point written as a whole number from 1 to 12,
// optionally surrounded by spaces; 0 and numbers above 12 are rejected.
func ParseHeading(text string) (Heading, error) {
	s := strings.TrimSpace(text)
	n, err := strconv.Atoi(s)
	if err != nil || n < 1 || n > 12 || s[0] == '+' {
		return 0, fmt.Errorf("geom: heading %q: want a clock point from 1 to 12", text)
	}
	return Clock(n), nil
}
