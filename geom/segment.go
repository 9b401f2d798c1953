package geom

import "math"

// ClosestOnSegment returns the point of the segment from a to b nearest to
// p. A degenerate segment (a == b) is the single point a.
func ClosestOnSegment(p, a, b Vec) Vec {
	ab := b.Sub(a)
	den := ab.Dot(ab)
	if den == 0 {
		return a
	}
	t := p.Sub(a).Dot(ab) / den
	switch {
	case t <= 0:
		return a
	case t >= 1:
		return b
	}
	return a.Add(ab.Scale(t))
}

// SegmentDist returns the distance from the point p to the closest point of
// the segment from a to b, in the unit of the coordinates. A degenerate
// segment (a == b) is the single point a.
func SegmentDist(p, a, b Vec) float64 {
	return p.Dist(ClosestOnSegment(p, a, b))
}

// CircleSegmentDist returns the gap between a round base of radius r centred
// on p and the segment from a to b: the distance from the nearest point of
// the base to the nearest point of the segment, or 0 when the base touches
// or covers the segment. A negative radius is read as 0.
func CircleSegmentDist(p Vec, r float64, a, b Vec) float64 {
	return math.Max(0, SegmentDist(p, a, b)-math.Max(r, 0))
}

// CircleDist returns the gap between two round bases (centres c1 and c2,
// radii r1 and r2): the distance between their nearest edges, or 0 when they
// touch or overlap. Negative radii are read as 0.
func CircleDist(c1 Vec, r1 float64, c2 Vec, r2 float64) float64 {
	return math.Max(0, c1.Dist(c2)-math.Max(r1, 0)-math.Max(r2, 0))
}

// ClosestPoints returns the nearest points of two round bases: p1 on the edge
// of the first (centre c1, radius r1) and p2 on the edge of the second, both
// on the line between the centres, so that p1.Dist(p2) equals
// [CircleDist]. Jovian Wars measures a line of fire between these points.
//
// When the bases touch or overlap, p1 and p2 are the same point: the middle
// of the overlap along the line between the centres. When the centres
// coincide there is no such line, and both points are c1. Negative radii are
// read as 0.
func ClosestPoints(c1 Vec, r1 float64, c2 Vec, r2 float64) (p1, p2 Vec) {
	r1, r2 = math.Max(r1, 0), math.Max(r2, 0)
	d := c1.Dist(c2)
	if d == 0 {
		return c1, c1
	}
	u := c2.Sub(c1).Scale(1 / d)
	if d <= r1+r2 {
		m := c1.Add(u.Scale((d + r1 - r2) / 2))
		return m, m
	}
	return c1.Add(u.Scale(r1)), c2.Sub(u.Scale(r2))
}
