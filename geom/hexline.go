package geom

import "math"

// lineNudge is the cube-coordinate offset added to both ends of a line
// before sampling it: a millionth of a hex towards about 161 degrees, a
// little east of south. It sums to zero, so the nudged points stay on the
// plane q + r + s = 0.
const (
	nudgeQ = 1e-6
	nudgeR = 2e-6
	nudgeS = -3e-6
)

// Line returns the cells a straight line from the centre of a to the centre
// of b passes through, from a to b inclusive: a.Distance(b)+1 cells, each a
// neighbour of the one before. Space Fleet uses it for lines of fire, and a
// ruleset can check each cell for an obstacle.
//
// The line is sampled at a.Distance(b) equal steps and each sample is
// rounded to the nearest cell ("linear interpolation and cube rounding", as
// described at redblobgames.com/grids/hexagons). When the line runs exactly
// along the side between two cells, as it does at 30 degrees off every hex
// direction, a sample falls exactly on the border and rounding alone would
// pick a cell by accident. Both ends are therefore nudged by a millionth of
// a hex towards about 161 degrees (a little east of south), so such a line
// always takes the cell on that side: from (0,0) to (1,-2) it passes through
// (1,-1), not (0,-1). The result is deterministic and Line(b, a) is Line(a,
// b) reversed. A ruling under which a line grazing a side is blocked by the
// cells on both sides must check the other cell itself.
func Line(a, b Hex) []Hex {
	return LineAppend(make([]Hex, 0, a.Distance(b)+1), a, b)
}

// LineAppend appends [Line](a, b) to dst and returns the extended slice; it
// allocates nothing when dst has room, which suits checking many lines of
// fire with one buffer.
func LineAppend(dst []Hex, a, b Hex) []Hex {
	n := a.Distance(b)
	if n == 0 {
		return append(dst, a)
	}
	aq, ar, as := float64(a.Q)+nudgeQ, float64(a.R)+nudgeR, float64(a.S())+nudgeS
	dq, dr, ds := float64(b.Q-a.Q), float64(b.R-a.R), float64(b.S()-a.S())
	step := 1 / float64(n)
	for i := 0; i <= n; i++ {
		t := float64(i) * step
		if i == n {
			t = 1
		}
		dst = append(dst, roundCube(aq+dq*t, ar+dr*t, as+ds*t))
	}
	return dst
}

// roundCube returns the cell containing the fractional cube coordinates
// (q, r, s), which must sum to about zero: each coordinate is rounded and
// the one that moved furthest is recomputed from the other two.
func roundCube(q, r, s float64) Hex {
	rq, rr, rs := math.Round(q), math.Round(r), math.Round(s)
	eq, er, es := math.Abs(rq-q), math.Abs(rr-r), math.Abs(rs-s)
	switch {
	case eq > er && eq > es:
		rq = -rr - rs
	case er > es:
		rr = -rq - rs
	}
	return Hex{int(rq), int(rr)}
}
