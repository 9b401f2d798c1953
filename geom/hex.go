package geom

import "fmt"

// Hex is a cell of a flat-topped hex grid in axial coordinates. Q counts
// columns and grows to the south-east; R grows straight down the map (to
// the south). The third cube coordinate is S = −Q−R; see [Hex.S]. The zero
// value is the origin cell. A Hex also serves as a displacement between
// cells, as in [Hex.Add] and [Hex.Sub].
type Hex struct {
	Q, R int
}

// S returns the third cube coordinate, −Q−R, which grows to the north-west
// (anti-parallel to SouthEast).
func (h Hex) S() int { return -h.Q - h.R }

// Add returns the cell reached from h by the displacement d.
func (h Hex) Add(d Hex) Hex { return Hex{h.Q + d.Q, h.R + d.R} }

// Sub returns the displacement from o to h.
func (h Hex) Sub(o Hex) Hex { return Hex{h.Q - o.Q, h.R - o.R} }

// Scale returns the displacement h multiplied by k.
func (h Hex) Scale(k int) Hex { return Hex{h.Q * k, h.R * k} }

// Neighbor returns the adjacent cell across the side facing d.
func (h Hex) Neighbor(d Dir) Hex { return h.Add(dirSteps[d%6]) }

// Step returns the cell n cells away from h in the straight line along d;
// a negative n goes the other way.
func (h Hex) Step(d Dir, n int) Hex { return h.Add(dirSteps[d%6].Scale(n)) }

// Len returns the number of steps from the origin to h, the length of h as
// a displacement.
func (h Hex) Len() int { return (abs(h.Q) + abs(h.R) + abs(h.Q+h.R)) / 2 }

// Distance returns the number of steps between the cells h and o: the range
// in hexes, 1 for neighbours and 0 for the same cell. It is symmetric and
// obeys the triangle inequality.
func (h Hex) Distance(o Hex) int { return h.Sub(o).Len() }

// Rotate returns the displacement h turned about the origin by n sixths of a
// turn: clockwise (to starboard) for positive n, anticlockwise for negative
// n. Rotate(6) returns h. To turn a cell about a centre c, rotate
// h.Sub(c) and add c back.
func (h Hex) Rotate(n int) Hex {
	n %= 6
	if n < 0 {
		n += 6
	}
	q, r := h.Q, h.R
	for range n {
		// One clockwise step in cube coordinates: (q, r, s) -> (−r, −s, −q).
		q, r = -r, q+r
	}
	return Hex{q, r}
}

// String returns the axial coordinates, such as "(2,-1)".
func (h Hex) String() string { return fmt.Sprintf("(%d,%d)", h.Q, h.R) }

// Ring returns the 6×radius cells exactly radius steps from center,
// clockwise, starting with the cell straight north of center. Radius 0
// gives just center and a negative radius gives nil.
func Ring(center Hex, radius int) []Hex {
	if radius < 0 {
		return nil
	}
	return RingAppend(make([]Hex, 0, max(6*radius, 1)), center, radius)
}

// RingAppend appends [Ring](center, radius) to dst and returns the extended
// slice.
func RingAppend(dst []Hex, center Hex, radius int) []Hex {
	if radius < 0 {
		return dst
	}
	if radius == 0 {
		return append(dst, center)
	}
	h := center.Step(North, radius)
	// From the north corner of the ring walk each side clockwise: the side
	// from north to north-east runs south-east, and so on.
	for side := range 6 {
		d := SouthEast.Turn(side)
		for range radius {
			dst = append(dst, h)
			h = h.Neighbor(d)
		}
	}
	return dst
}

// Spiral returns every cell within radius steps of center, ring by ring
// from the inside out: center first, then [Ring] 1, 2, ... radius. It holds
// 1 + 3×radius×(radius+1) cells; a negative radius gives nil.
func Spiral(center Hex, radius int) []Hex {
	if radius < 0 {
		return nil
	}
	out := make([]Hex, 0, 1+3*radius*(radius+1))
	for k := 0; k <= radius; k++ {
		out = RingAppend(out, center, k)
	}
	return out
}

// WithinRange returns the same cells as [Spiral] in axial order instead:
// by Q from west to east, then by R from north to south. A negative radius
// gives nil.
func WithinRange(center Hex, radius int) []Hex {
	if radius < 0 {
		return nil
	}
	out := make([]Hex, 0, 1+3*radius*(radius+1))
	for dq := -radius; dq <= radius; dq++ {
		for dr := max(-radius, -dq-radius); dr <= min(radius, -dq+radius); dr++ {
			out = append(out, Hex{center.Q + dq, center.R + dr})
		}
	}
	return out
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
