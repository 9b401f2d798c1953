package geom

// This file places hexes on the plane: centres and corners for drawing,
// bearings between cells, and arcs relative to a ship's facing.

// Center returns the centre of the cell in plane coordinates (+Y up, the
// origin cell centred on the origin) for cells of the given size, the
// distance from a cell's centre to each of its corners. Neighbouring centres
// are size×√3 apart. To draw on a screen where y grows downwards, negate Y.
func (h Hex) Center(size float64) Vec {
	return Vec{size * 1.5 * float64(h.Q), size * sqrt3by2 * float64(-2*h.R-h.Q)}
}

// Corners returns the six corners of the cell for cells of the given size,
// clockwise from the upper-right corner (at 1 o'clock from the centre); the
// top and bottom of a flat-topped cell are sides, and its left and right
// corners lie at 9 and 3 o'clock.
func (h Hex) Corners(size float64) [6]Vec {
	c := h.Center(size)
	var out [6]Vec
	for i := range out {
		out[i] = c.Add(clockVecs[2*i+1].Scale(size))
	}
	return out
}

// HexAt returns the cell containing the plane point v for cells of the given
// size, the inverse of [Hex.Center]; a point exactly on a border goes to one
// of the cells that share it. HexAt panics if size is not positive, a
// programmer error.
func HexAt(v Vec, size float64) Hex {
	if !(size > 0) {
		panic("geom: HexAt: cell size must be positive")
	}
	q := v.X * (2.0 / 3) / size
	r := (-v.X/3 - v.Y/(2*sqrt3by2)) / size
	return roundCube(q, r, -q-r)
}

// Bearing returns the bearing of the centre of o from the centre of h, in
// degrees clockwise from 12 o'clock (straight up the map), in [0, 360). The
// same cell has bearing 0.
func (h Hex) Bearing(o Hex) float64 { return o.Sub(h).Center(1).Angle() }

// DirTo returns the hex direction closest to the bearing of o from h, the
// side of h that faces o. When o lies exactly between two directions (30
// degrees off both, as (1,-2) does from the origin) DirTo returns the
// clockwise one; for the same cell it returns North. It uses integer
// arithmetic only, so the tie rule never depends on rounding.
func (h Hex) DirTo(o Hex) Dir {
	v := o.Sub(h)
	if v == (Hex{}) {
		return North
	}
	best, bestScore := North, 0
	for d := North; d <= NorthWest; d++ {
		// 4/3 of the plane dot product of v and the step of d (size 1),
		// which is an integer: 3·q·q' + (2r+q)·(2r'+q').
		s := dirSteps[d]
		score := 3*v.Q*s.Q + (2*v.R+v.Q)*(2*s.R+s.Q)
		// A tie with the previous direction goes to this, clockwise one; a
		// tie between NorthWest and North goes to North, found first.
		if d == North || score > bestScore || (score == bestScore && best == d-1) {
			best, bestScore = d, score
		}
	}
	return best
}

// RelativeBearing returns the bearing of the centre of o from the centre of
// h, measured clockwise from the direction facing, in degrees in [0, 360).
// The same cell gives 0, dead ahead.
func (h Hex) RelativeBearing(facing Dir, o Hex) float64 {
	if h == o {
		return 0
	}
	return normDeg(h.Bearing(o) - facing.Degrees())
}

// InHexArc reports whether the centre of target lies in the coverage c of a
// ship in from facing facing, borders included; a [Sector] of 2 clock
// points centred on 12 is a forward 60-degree arc. A target in the ship's
// own cell is treated as dead ahead.
func InHexArc(from Hex, facing Dir, c Coverage, target Hex) bool {
	return c.Contains(from.RelativeBearing(facing, target))
}

// InRearArc reports whether the centre of target lies in the rear arc,
// widthDegrees wide, of a ship in from facing facing: whether the angle
// between the vector pointing straight astern and the vector from the
// ship's centre to the target's centre is at most half the width. Space
// Fleet forbids fire into the rear 90 degrees (widthDegrees 90).
//
// A target at exactly half the width, such as 45 degrees off the stern of
// a 90-degree arc, is in the arc (RULINGS.md D2 #6: it cannot be fired at);
// angles within 1e-9 degrees of the limit count as exactly on it. No hex
// centre lies exactly 45 degrees off a hex direction, so for a 90-degree arc
// the tie only matters for widths such as 60 or 120, whose limits run along
// lines of hex centres. A target in the ship's own cell is not in the arc.
func InRearArc(from Hex, facing Dir, target Hex, widthDegrees float64) bool {
	if from == target {
		return false
	}
	astern := facing.Opposite().Vec()
	to := target.Sub(from).Center(1)
	return angleBetween(astern, to) <= widthDegrees/2+borderTolerance
}
