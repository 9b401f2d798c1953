package spacefleet

import "github.com/broadside/broadside/geom"

// dot returns a multiple (4/3) of the dot product of two axial
// displacements' centres on the plane, in integers: for flat-topped hexes
// the centre of (q, r) is (3q/2, √3(r + q/2)), so the product is
// 3/4·(3·q₁q₂ + (2r₁+q₁)(2r₂+q₂)). One step in any direction scores 4.
func dot(a, b geom.Hex) int {
	return 3*a.Q*b.Q + (2*a.R+a.Q)*(2*b.R+b.Q)
}

// InRear reports whether target lies in the rear 90-degree arc of a ship at
// from facing facing, into which no ship may fire ("Firing"; RULINGS D2#6):
// whether the bearing of the target's centre is within 45 degrees of dead
// astern, exactly 45 counting as inside. It computes in integers what
// geom.InRearArc(from, facing, target, 90) computes in floating point.
func InRear(from geom.Hex, facing geom.Dir, target geom.Hex) bool {
	if from == target {
		return false
	}
	v := target.Sub(from)
	d := dot(geom.Hex{}.Neighbor(facing.Opposite()), v)
	// cos² of the angle is d² / (4·|v|²); inside when it is at least 1/2.
	return d > 0 && d*d >= 2*dot(v, v)
}

// InPlasmaArc reports whether target lies in the fixed 60-degree arc of a
// plasma cannon mounted to fire across hex side side (0 dead ahead,
// counted clockwise) of a ship at from facing facing ("Plasma Cannon"):
// within 30 degrees of that side's direction, borders included. A target
// in the ship's own hex is dead ahead.
func InPlasmaArc(from geom.Hex, facing geom.Dir, side int, target geom.Hex) bool {
	if from == target {
		return side == 0
	}
	v := target.Sub(from)
	d := dot(geom.Hex{}.Neighbor(facing.Turn(side)), v)
	// cos² of the angle is d² / (4·|v|²); inside when it is at least 3/4.
	return d > 0 && d*d >= 3*dot(v, v)
}
