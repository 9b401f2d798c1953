package geom

import (
	"fmt"
	"strings"
)

// Arc is one of the six Full Thrust fire arcs. Each is a 60-degree wedge
// centred on a clock point measured relative to the ship's facing, not to
// the table: F on 12 o'clock (dead ahead), FS on 2, AS on 4, A on 6 (dead
// astern), AP on 8 and FP on 10. The borders between them lie on the odd
// clock points 1, 3, 5, 7, 9 and 11; a bearing exactly on a border is in
// both arcs that meet there.
//
// The constants run clockwise from F; the zero value is F. When a ship rolls,
// its port and starboard arcs swap: see [Arc.Mirror].
type Arc uint8

// The six Full Thrust fire arcs, clockwise from dead ahead.
const (
	F  Arc = iota // fore: centred on 12 o'clock
	FS            // fore starboard: centred on 2 o'clock
	AS            // aft starboard: centred on 4 o'clock
	A             // aft: centred on 6 o'clock
	AP            // aft port: centred on 8 o'clock
	FP            // fore port: centred on 10 o'clock
)

var arcNames = [6]string{"F", "FS", "AS", "A", "AP", "FP"}

// forward lists the arcs from the most forward to the most aft; ArcAt uses
// it to settle a bearing on a border.
var forward = [6]Arc{F, FS, FP, AS, AP, A}

// Center returns the clock point, relative to the facing, on which the arc
// is centred.
func (a Arc) Center() Heading { return Clock(2 * int(a)) }

// Sector returns the arc as a general sector: two clock points wide,
// centred on [Arc.Center].
func (a Arc) Sector() Sector { return Sector{Center: a.Center(), Width: 2} }

// Contains reports whether a bearing relative to the facing, in degrees
// clockwise from dead ahead, lies in the arc, borders included.
func (a Arc) Contains(rel float64) bool { return a.Sector().Contains(rel) }

// Mirror returns the arc on the other side of the ship: FP and FS swap, AP
// and AS swap, F and A stay.
func (a Arc) Mirror() Arc { return Arc((6 - int(a)) % 6) }

// String returns the arc's abbreviation: "F", "FS", "AS", "A", "AP" or "FP".
func (a Arc) String() string {
	if int(a) < len(arcNames) {
		return arcNames[a]
	}
	return fmt.Sprintf("Arc(%d)", uint8(a))
}

// ParseArc reads an arc abbreviation such as "FP", ignoring case and
// surrounding spaces.
func ParseArc(text string) (Arc, error) {
	s := strings.ToUpper(strings.TrimSpace(text))
	for i, name := range arcNames {
		if s == name {
			return Arc(i), nil
		}
	}
	return 0, fmt.Errorf("geom: arc %q: want one of F, FS, AS, A, AP, FP", text)
}

// ArcSet is a set of Full Thrust arcs, such as the arcs a weapon mount can
// fire into or every arc that contains a bearing on a border. The zero value
// is the empty set.
type ArcSet uint8

// Arcs returns the set holding the given arcs; values outside F..FP are
// ignored.
func Arcs(arcs ...Arc) ArcSet {
	var s ArcSet
	for _, a := range arcs {
		if a <= FP {
			s |= 1 << a
		}
	}
	return s
}

// Has reports whether a is in the set.
func (s ArcSet) Has(a Arc) bool { return a < 6 && s&(1<<a) != 0 }

// Len returns the number of arcs in the set.
func (s ArcSet) Len() int {
	n := 0
	for a := F; a <= FP; a++ {
		if s.Has(a) {
			n++
		}
	}
	return n
}

// Contains reports whether a bearing relative to the facing lies in any arc
// of the set.
func (s ArcSet) Contains(rel float64) bool { return ArcsAt(rel)&s != 0 }

// Mirror returns the set with port and starboard swapped.
func (s ArcSet) Mirror() ArcSet {
	var m ArcSet
	for a := F; a <= FP; a++ {
		if s.Has(a) {
			m |= 1 << a.Mirror()
		}
	}
	return m
}

// String lists the arcs clockwise from F joined by "|", such as "F|FS", or
// returns "none" for the empty set.
func (s ArcSet) String() string {
	var names []string
	for a := F; a <= FP; a++ {
		if s.Has(a) {
			names = append(names, a.String())
		}
	}
	if len(names) == 0 {
		return "none"
	}
	return strings.Join(names, "|")
}

// ArcsAt returns every Full Thrust arc containing a bearing relative to the
// facing (degrees clockwise from dead ahead, any value): one arc inside a
// wedge, two on a border. A bearing in [0, 360) as [RelativeBearing]
// gives it, farther than arcClear from every border, lies in the one arc
// its division by 60 degrees names; any other is tested against each of
// the six arcs ([Arc.Contains]), which is where the tolerance on a border
// decides (TestArcsAtFastAsSectors).
func ArcsAt(rel float64) ArcSet {
	if rel >= 0 && rel < 360 {
		// k is the arc, 0 to 6 (F again past 330 degrees), and off the
		// degrees from its first border.
		k := int((rel + 30) / 60)
		if off := rel - float64(60*k-30); off > arcClear && off < 60-arcClear {
			return 1 << (k % 6)
		}
	}
	return arcsBySector(rel)
}

// arcClear is how far in degrees a bearing must lie from every arc border
// for ArcsAt to place it by division: far beyond the border tolerance
// (1e-9 degrees) and the rounding of the division and of Contains's
// offsets (about 1e-13 degrees).
const arcClear = 1e-6

// arcsBySector is ArcsAt by testing each arc's sector.
func arcsBySector(rel float64) ArcSet {
	var s ArcSet
	for a := F; a <= FP; a++ {
		if a.Contains(rel) {
			s |= 1 << a
		}
	}
	return s
}

// ArcAt returns the Full Thrust arc containing a bearing relative to the
// facing. On a border it returns the more forward of the two arcs: F rather
// than FS or FP, FS rather than AS, FP rather than AP, AS or AP rather than
// A. Use [ArcsAt] when both matter.
func ArcAt(rel float64) Arc {
	s := ArcsAt(rel)
	for _, a := range forward {
		if s.Has(a) {
			return a
		}
	}
	return F // unreachable: the six arcs cover the circle
}

// RelativeBearing returns the bearing of to as seen from from, measured
// clockwise from the facing rather than from the table's 12 o'clock, in
// degrees in [0, 360). Coincident points give the facing itself, 0.
func RelativeBearing(facing Heading, from, to Vec) float64 {
	if from == to {
		return 0
	}
	return normDeg(Bearing(from, to) - facing.Degrees())
}

// ArcOf returns the Full Thrust arc of a ship at from, facing facing, into
// which a target at to falls, with [ArcAt]'s rule on borders. A target at
// the ship's own position is in F.
func ArcOf(facing Heading, from, to Vec) Arc {
	return ArcAt(RelativeBearing(facing, from, to))
}

// ArcsOf is like [ArcOf] but returns both arcs when the target lies on a
// border.
func ArcsOf(facing Heading, from, to Vec) ArcSet {
	return ArcsAt(RelativeBearing(facing, from, to))
}

// Coverage is a set of bearings relative to a ship's facing: an [Arc], an
// [ArcSet] or a [Sector]. Contains takes a relative bearing in degrees
// clockwise from dead ahead.
type Coverage interface {
	Contains(rel float64) bool
}

// InArc reports whether a target at to lies in the coverage c of a ship at
// from facing facing. Borders are included. A target at the ship's own
// position is treated as dead ahead.
func InArc(facing Heading, c Coverage, from, to Vec) bool {
	return c.Contains(RelativeBearing(facing, from, to))
}

// Sector is a general arc relative to a ship's facing: Width clock points
// (30 degrees each) centred on the clock point Center, borders included.
// Width is read as 0 when negative and as 12 (all round) when above 12. The
// zero value is the single bearing dead ahead; Sector{Width: 6} is the front
// 180 degrees and Sector{Center: Clock(6), Width: 3} the rear 90 degrees.
type Sector struct {
	Center Heading // clock point relative to the facing; 12 o'clock is dead ahead
	Width  int     // in clock points, 0 to 12
}

// Degrees returns the sector's width in degrees, 0 to 360.
func (s Sector) Degrees() float64 { return float64(min(max(s.Width, 0), 12)) * 30 }

// Contains reports whether a bearing relative to the facing, in degrees
// clockwise from dead ahead (any value), lies in the sector. A bearing within
// 1e-9 degrees of a border counts as on it, and so inside.
func (s Sector) Contains(rel float64) bool {
	half := s.Degrees() / 2
	if half >= 180 {
		return true
	}
	off := offsetDeg(s.Center.Degrees(), rel)
	return off <= half+borderTolerance && off >= -half-borderTolerance
}

// String describes the sector, such as "60° on 12".
func (s Sector) String() string {
	return fmt.Sprintf("%g° on %s", s.Degrees(), s.Center)
}
