package geom

import "slices"

// This file finds every cell a straight segment between two cell centres
// meets, exactly, in integer arithmetic: where [Line] traces one chain of
// cells, [Cover] also holds the cells the segment only clips at a corner or
// grazes along a side.

// Touches reports whether the straight segment from the centre of a to the
// centre of b meets the cell h anywhere, its outline included: a segment
// that clips a corner of h, runs along one of its sides or only touches one
// of its corners touches h. Every cell touches a segment from or to its own
// centre. The answer is exact (integer arithmetic, no tolerance).
func Touches(a, b, h Hex) bool {
	_, ok := entry(a, b, h)
	return ok
}

// Cover returns the cells the straight segment from the centre of a to the
// centre of b touches ([Touches]), in the order the segment reaches them
// from a, cells reached at the same point (the two sides of a side the
// segment runs along, or a corner it passes through) in the order of their
// coordinates. It holds every cell of [Line](a, b); Cover(a, a) is [a].
func Cover(a, b Hex) []Hex {
	return CoverAppend(make([]Hex, 0, 2*a.Distance(b)+1), a, b)
}

// CoverAppend appends [Cover](a, b) to dst and returns the extended slice.
func CoverAppend(dst []Hex, a, b Hex) []Hex {
	start := len(dst)
	var buf [64]Hex
	line := LineAppend(buf[:0], a, b)
	// Every point of the segment lies within 1/2 hex (cube distance) of a
	// sample of the traced line, whose cell centre lies within 2/3 of it, and
	// every cell touching a point lies within 2/3 of it: the cells touched
	// are all the traced cells or their neighbours.
	for _, c := range line {
		for d := Dir(0); d <= 6; d++ {
			h := c
			if d < 6 {
				h = c.Neighbor(d)
			}
			if _, ok := entry(a, b, h); ok && !slices.Contains(dst[start:], h) {
				dst = append(dst, h)
			}
		}
	}
	found := dst[start:]
	slices.SortFunc(found, func(x, y Hex) int {
		tx, _ := entry(a, b, x)
		ty, _ := entry(a, b, y)
		if c := tx.cmp(ty); c != 0 {
			return c
		}
		if x.Q != y.Q {
			return x.Q - y.Q
		}
		return x.R - y.R
	})
	return dst
}

// frac is the fraction n/d, d > 0.
type frac struct{ n, d int }

func (f frac) cmp(g frac) int {
	l, r := f.n*g.d, g.n*f.d
	switch {
	case l < r:
		return -1
	case l > r:
		return 1
	}
	return 0
}

// entry returns the first point of the segment from the centre of a to the
// centre of b that lies in the closed cell h, as the fraction t of the way
// from a, and whether there is one.
//
// In cube coordinates the closed cell of h holds the points p with
// |x − y| ≤ 1 for each pair (x, y) of the coordinates of p − h taken in
// turn (q−r, r−s, s−q): the three pairs of opposite sides. Along the
// segment each of these is c + t·k with integers c and k, so the segment
// meets the cell on an interval of t with rational ends.
func entry(a, b, h Hex) (frac, bool) {
	u := [3]int{a.Q - h.Q, a.R - h.R, a.S() - h.S()}
	v := [3]int{b.Q - a.Q, b.R - a.R, b.S() - a.S()}
	lo, hi := frac{0, 1}, frac{1, 1}
	for i := range 3 {
		j := (i + 1) % 3
		c, k := u[i]-u[j], v[i]-v[j]
		if k == 0 {
			if c < -1 || c > 1 {
				return frac{}, false
			}
			continue
		}
		if k < 0 {
			c, k = -c, -k
		}
		// −1 ≤ c + t·k ≤ 1  ⇔  (−1−c)/k ≤ t ≤ (1−c)/k
		if f := (frac{-1 - c, k}); f.cmp(lo) > 0 {
			lo = f
		}
		if f := (frac{1 - c, k}); f.cmp(hi) < 0 {
			hi = f
		}
	}
	return lo, lo.cmp(hi) <= 0
}
