package fullthrust

import (
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// Staying on the table under vector movement (RULINGS A4). A vector ship
// keeps its velocity: it cannot turn away from the edge as a cinematic
// ship does, only burn against its vector, and each turn it first drifts
// the whole vector and only then burns. A ship that ends its move with the
// edge nearer along its vector than it can stop in is lost to the table
// turns later, whatever it orders (a ship leaving the table leaves the
// battle, reading W7): holding its course for one more turn, the test of a
// cinematic ship, is not enough. So the tactical player keeps a vector
// ship to end states from which it can brake to a stop on the table:
// rotating to face against its vector costs one thruster point whatever
// the rotation, and each later turn it drifts and then burns its whole
// drive rating against the vector, so it moves (v - d) + (v - 2d) + ...
// MU along the vector, for a vector of v MU and a drive rating of d.

// insideVector reports whether a vector ship whose drive rating is drive
// (MU of burn a turn, 0 or more) stays on table t ending its move in
// motion m and can stay on it braking from the next turn: it is on the
// table now and so is the point where braking stops. A ship without
// thrusters (a rating below 2, RULINGS A4) cannot rotate to brake and must
// be on the table after one more turn of drift.
func insideVector(t battle.Table, drive int, m manoeuvre.Motion) bool {
	if !onTable(t, m.Pos) {
		return false
	}
	v := m.Vector.Len()
	if v == 0 {
		return true
	}
	if drive < 2 { // thrusters are half the rating (manoeuvre.VectorLimits)
		return onTable(t, m.Pos.Add(m.Vector))
	}
	return onTable(t, m.Pos.Add(m.Vector.Scale(vectorStopping(v, float64(drive))/v)))
}

// vectorStopping returns how far in MU along its vector a ship drifting v
// MU a turn moves before it stops, braking by burn MU every turn from the
// next one (burn above 0): (v - burn) + (v - 2 burn) + ... while positive.
func vectorStopping(v, burn float64) float64 {
	d := 0.0
	for v -= burn; v > 0; v -= burn {
		d += v
	}
	return d
}

// vectorMotion reports whether m is the motion of a ship under vector
// movement that is moving.
func vectorMotion(m manoeuvre.Motion) bool { return m.Vector != (geom.Vec{}) }
