package fullthrust

import (
	"math"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// arcTolerance is geom's tolerance on an arc's border, in degrees: a
// bearing this close to a border lies in both arcs.
const arcTolerance = 1e-9

// arcsAt is geom.ArcsAt for a relative bearing in [0, 360), as
// geom.RelativeBearing returns it: the arc the bearing falls in, found by
// division rather than by testing all six, and the neighbouring arc when
// the bearing lies on the border between them. The planner asks it for
// every end state it weighs.
func arcsAt(rel float64) geom.ArcSet {
	k := int((rel + 30) / 60)
	s := geom.ArcSet(1) << (k % 6)
	if off := rel - 60*float64(k+1); off >= -30-arcTolerance {
		s |= 1 << ((k + 1) % 6)
	}
	if off := rel - 60*float64(k-1); off <= 30+arcTolerance {
		s |= 1 << ((k + 5) % 6)
	}
	return s
}

// arcsIn is manoeuvre.Shot.ArcsIn by arcsAt: the firing ship's arcs the
// target lies in.
func arcsIn(sh manoeuvre.Shot) geom.ArcSet {
	return arcsAt(relBearing(sh.To.Pos.Sub(sh.From.Pos), sh.From.Facing))
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
