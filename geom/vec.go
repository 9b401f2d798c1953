package geom

import "math"

// Vec is a point or a displacement on the table, in the ruleset's unit of
// length (MU, inches or hexes). +X points to 3 o'clock and +Y to 12 o'clock.
// The zero value is the origin. Vec is a plain value; its methods never
// modify the receiver.
type Vec struct {
	X, Y float64
}

// sqrt3by2 is cos 30° = sin 60°, written out so that clock-point vectors are
// the same on every platform.
const sqrt3by2 = 0.8660254037844386

// borderTolerance is how close, in degrees, a bearing must be to an arc
// border to count as on it.
const borderTolerance = 1e-9

// clockVecs holds the unit vector of each clock point, 12 o'clock first.
var clockVecs = [12]Vec{
	{0, 1}, {0.5, sqrt3by2}, {sqrt3by2, 0.5},
	{1, 0}, {sqrt3by2, -0.5}, {0.5, -sqrt3by2},
	{0, -1}, {-0.5, -sqrt3by2}, {-sqrt3by2, -0.5},
	{-1, 0}, {-sqrt3by2, 0.5}, {-0.5, sqrt3by2},
}

// Add returns v + w.
func (v Vec) Add(w Vec) Vec { return Vec{v.X + w.X, v.Y + w.Y} }

// Sub returns v − w, the displacement from w to v.
func (v Vec) Sub(w Vec) Vec { return Vec{v.X - w.X, v.Y - w.Y} }

// Scale returns v multiplied by k.
func (v Vec) Scale(k float64) Vec { return Vec{v.X * k, v.Y * k} }

// Len returns the length of v.
func (v Vec) Len() float64 { return math.Hypot(v.X, v.Y) }

// Dot returns the dot product v·w.
func (v Vec) Dot(w Vec) float64 { return v.X*w.X + v.Y*w.Y }

// Cross returns the z component of the cross product v×w. With +Y up it is
// positive when w lies anticlockwise (to port) of v and negative when it lies
// clockwise (to starboard).
func (v Vec) Cross(w Vec) float64 { return v.X*w.Y - v.Y*w.X }

// Dist returns the distance between the points v and w.
func (v Vec) Dist(w Vec) float64 { return math.Hypot(v.X-w.X, v.Y-w.Y) }

// Unit returns v scaled to length 1, or the zero vector when v is zero.
func (v Vec) Unit() Vec {
	l := v.Len()
	if l == 0 {
		return Vec{}
	}
	return Vec{v.X / l, v.Y / l}
}

// Rotate returns v turned clockwise by deg degrees (anticlockwise when deg
// is negative), matching the way bearings are measured. Whole multiples of
// 30 degrees take their sines and cosines from the clock-point table rather
// than from an approximation of π, so quarter and half turns are exact and
// turning a heading's vector by whole clock points lands within a unit in
// the last place of the other heading's vector.
func (v Vec) Rotate(deg float64) Vec {
	sin, cos := sincosDeg(deg)
	// Clockwise rotation with +Y up: x' = x cos + y sin, y' = −x sin + y cos.
	return Vec{v.X*cos + v.Y*sin, -v.X*sin + v.Y*cos}
}

// Angle returns the bearing of v in degrees, clockwise from 12 o'clock, in
// [0, 360). The zero vector has bearing 0.
func (v Vec) Angle() float64 {
	if v.X == 0 && v.Y == 0 {
		return 0
	}
	return normDeg(math.Atan2(v.X, v.Y) * 180 / math.Pi)
}

// Bearing returns the bearing of to as seen from from, in degrees clockwise
// from 12 o'clock, in [0, 360). Coincident points have bearing 0.
func Bearing(from, to Vec) float64 { return to.Sub(from).Angle() }

// normDeg reduces an angle in degrees to [0, 360).
func normDeg(deg float64) float64 {
	if deg <= -360 || deg >= 360 { // math.Mod returns a smaller deg (or NaN) unchanged
		deg = math.Mod(deg, 360)
	}
	if deg < 0 {
		deg += 360
	}
	if deg >= 360 { // a tiny negative angle rounds up to 360
		deg = 0
	}
	return deg + 0 // turn −0 into +0
}

// sincosDeg returns the sine and cosine of deg degrees, taken from the
// clock-point table for whole multiples of 30 degrees.
func sincosDeg(deg float64) (sin, cos float64) {
	d := normDeg(deg)
	if k := d / 30; k == math.Trunc(k) {
		u := clockVecs[int(k)%12]
		return u.X, u.Y
	}
	return math.Sincos(d * math.Pi / 180)
}

// angleBetween returns the unsigned angle between v and w in degrees, in
// [0, 180]. It is 0 when either vector is zero.
func angleBetween(v, w Vec) float64 {
	return math.Atan2(math.Abs(v.Cross(w)), v.Dot(w)) * 180 / math.Pi
}

// offsetDeg returns the signed angle in degrees from bearing a to bearing b,
// in (−180, 180]: positive when b lies clockwise of a.
func offsetDeg(a, b float64) float64 {
	d := normDeg(b - a)
	if d > 180 {
		d -= 360
	}
	return d
}
