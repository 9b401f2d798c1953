package fullthrust

import (
	"math"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// pairArcs returns geom.ArcsAt(relBearing(d, facing)) and
// geom.ArcsAt(relBearing(-d, back)), d being r MU long (r = d.Len()): the
// arcs each of two ships d apart finds the other in. Away from the arcs'
// borders it needs no bearing: the side of each of the three lines through a ship's arc
// borders a direction lies on tells the arc (sectorOf). Within a
// ten-millionth of a radian of a border, where rounding might decide it,
// and for a zero, infinite or NaN offset, it works the bearings out
// (relBearings) as before, so the arcs are always the bearings' arcs
// (TestPairArcs).
func pairArcs(d geom.Vec, r float64, facing, back geom.Heading) (fwd, rev geom.ArcSet) {
	a, b := sectorOf(d, r, facing), sectorOf(geom.Vec{X: -d.X, Y: -d.Y}, r, back)
	if a >= 0 && b >= 0 {
		return 1 << a, 1 << b
	}
	f, k := relBearings(d, facing, back)
	return geom.ArcsAt(f), geom.ArcsAt(k)
}

// arcOf returns geom.ArcsAt(relBearing(d, facing)), d being r MU long (r =
// d.Len()): the arcs of a ship facing facing that offset d lies in. It is
// pairArcs for one of the two ships, for a caller that needs only that
// side's arcs; like pairArcs it places d by the sides of the border lines
// (sectorOf) and works the bearing out only near a border.
func arcOf(d geom.Vec, r float64, facing geom.Heading) geom.ArcSet {
	if a := sectorOf(d, r, facing); a >= 0 {
		return 1 << a
	}
	return geom.ArcsAt(relBearing(d, facing))
}

// sectorMargin is how far, as the sine of the angle, a direction must lie
// from every arc border for sectorOf to place it: 1e-7, some 6e-6 degrees,
// where the bearings' rounding (about 1e-13 degrees) and geom.ArcsAt's
// tolerance (1e-9 degrees) cannot reach.
const sectorMargin = 1e-7

// sectorArc[b] is the arc a direction lies in from b, the lines through
// the arc borders it lies clockwise of (bit 0: the line at 30 and 210
// degrees from the bow, bit 1: at 90 and 270, bit 2: at 150 and 330); -1
// for the two patterns no direction gives.
var sectorArc = [8]int{0, 1, -1, 2, 5, -1, 4, 3}

// sectorOf returns the arc (0 for F to 5 for FP, as geom.ArcSet numbers
// them) that offset d, r MU long, lies in from a ship facing facing, or -1 when d
// lies within sectorMargin of a border or r is zero, infinite or NaN. The
// offset's side of a line at angle φ is the sign of d × (sin φ, cos φ),
// r·sin(θ − φ) for a direction θ, worked out to within 1e-15 r.
func sectorOf(d geom.Vec, r float64, facing geom.Heading) int {
	m := sectorMargin * r
	if !(m > 0) || math.IsInf(m, 0) {
		return -1
	}
	// The three lines' sides, written out: a loop over them cost a fifth
	// of the coarse scan's arcs in its bookkeeping (session 28).
	u := &borderLines[facing%12]
	b := 0
	if s := d.X*u[0].Y - d.Y*u[0].X; s > m {
		b = 1
	} else if !(s < -m) { // within the margin, or NaN
		return -1
	}
	if s := d.X*u[1].Y - d.Y*u[1].X; s > m {
		b |= 2
	} else if !(s < -m) {
		return -1
	}
	if s := d.X*u[2].Y - d.Y*u[2].X; s > m {
		b |= 4
	} else if !(s < -m) {
		return -1
	}
	return sectorArc[b]
}

// borderLines[h] are the directions of the lines through the arc borders
// of a ship facing h, at 30, 90 and 150 degrees from its bow:
// Heading.Vec of h turned by 1, 3 and 5 points.
var borderLines = func() (t [12][3]geom.Vec) {
	for h := range t {
		for k := range t[h] {
			t[h][k] = geom.Heading(h).Turn(1 + 2*k).Vec()
		}
	}
	return t
}()

// arcsIn is manoeuvre.Shot.ArcsIn by relBearing: the firing ship's arcs the
// target lies in.
func arcsIn(sh manoeuvre.Shot) geom.ArcSet {
	return geom.ArcsAt(relBearing(sh.To.Pos.Sub(sh.From.Pos), sh.From.Facing))
}

// relBearing is geom.RelativeBearing(facing, from, to) for d = to - from,
// in degrees in [0, 360), by the same arithmetic without its two
// reductions by math.Mod: an angle already within one turn of [0, 360)
// needs at most one turn added.
func relBearing(d geom.Vec, facing geom.Heading) float64 {
	if d.X == 0 && d.Y == 0 {
		return 0
	}
	return bearingOf(math.Atan2(d.X, d.Y), facing)
}

// relBearings returns relBearing(d, facing) and relBearing(-d, back): the
// bearing of the other ship from each of two ships d apart, with one
// arctangent. Away from its special cases (an argument zero, infinite or
// NaN), math.Atan2(y, x) is math.Atan(y/x), turned by π when x < 0
// (math/atan2.go); (-y)/(-x) is y/x to the last bit, so both bearings
// share that arctangent and each is the one relBearing works out
// (TestRelBearings). The special cases go through relBearing.
func relBearings(d geom.Vec, facing, back geom.Heading) (fwd, rev float64) {
	if d.X == 0 || d.Y == 0 || math.IsInf(d.X, 0) || math.IsInf(d.Y, 0) || math.IsNaN(d.X) || math.IsNaN(d.Y) {
		return relBearing(d, facing), relBearing(geom.Vec{X: -d.X, Y: -d.Y}, back)
	}
	q := math.Atan(d.X / d.Y)
	return bearingOf(atanTurned(q, d.Y < 0), facing), bearingOf(atanTurned(q, d.Y > 0), back)
}

// atanTurned is math.Atan2's last step: the angle q = math.Atan(y/x),
// turned by π when x < 0 (left set), in (-π, π].
func atanTurned(q float64, left bool) float64 {
	if !left {
		return q
	}
	if q <= 0 {
		return q + math.Pi
	}
	return q - math.Pi
}

// bearingOf is relBearing's arithmetic on the angle a = math.Atan2(d.X,
// d.Y), in radians.
func bearingOf(a float64, facing geom.Heading) float64 {
	return wrapDeg(wrapDeg(a*180/math.Pi) - facing.Degrees())
}

// wrapDeg is geom's reduction of an angle to [0, 360) for an angle in
// (-360, 360), where math.Mod leaves it unchanged.
func wrapDeg(deg float64) float64 {
	if deg < 0 {
		deg += 360
	}
	if deg >= 360 { // a tiny negative angle rounds up to 360
		deg = 0
	}
	return deg + 0 // turn -0 into +0
}

// turned is v.Rotate(h.Degrees()): v turned clockwise by heading h, with
// the sine and cosine of a clock point read from h.Vec() as geom reads
// them, so the result is the same to the last bit.
func turned(v geom.Vec, h geom.Heading) geom.Vec {
	u := h.Vec() // (sin, cos) of the heading
	return geom.Vec{X: v.X*u.Y + v.Y*u.X, Y: -v.X*u.X + v.Y*u.Y}
}
