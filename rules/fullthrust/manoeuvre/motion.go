package manoeuvre

import (
	"fmt"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust"
)

// Motion is where a ship is on the table and how it moves under the
// cinematic movement rules (RULINGS A3; Continuum 3.1-3.5): its position,
// course and facing on the twelve-point clock, its velocity, whether it is
// inverted after a Roll, and the few facts about earlier turns that the
// advanced manoeuvres of ft-advanced-manoeuvres.txt depend on. The drive and
// the MASS stay on the [fullthrust.Ship] record sheet
// ([fullthrust.Ship.Drive], [fullthrust.Ship.Mass]).
//
// The zero value is a ship at the origin facing 12 o'clock, stationary,
// upright, with a working FTL drive that is not engaged. Motion is a small
// value; copies are independent and safe to share between goroutines.
type Motion struct {
	// Pos is the ship's position in MU; +Y is 12 o'clock (package geom).
	Pos geom.Vec
	// Course is the direction the ship travels.
	Course geom.Heading
	// Facing is the direction the bow points and the fire arcs turn with.
	// It equals Course except after a Dead Rotate (house rule, RULINGS E3),
	// which turns the model but not its course.
	Facing geom.Heading
	// Velocity is the distance moved each turn in MU, 0 or more; it is
	// negative only for a ship moving astern under the Reverse Thrust house
	// rule (RULINGS E3).
	Velocity int
	// Vector is the ship's velocity under vector movement (RULINGS A4): the
	// MU it drifts each turn, +Y toward 12 o'clock. It is the zero vector
	// under cinematic movement, where Course and Velocity hold the motion;
	// under vector movement [MoveVector] keeps Course and Velocity as the
	// nearest clock point and the rounded length of Vector.
	Vector geom.Vec
	// Inverted is set after a Roll (or an odd Corkscrew die, or a Flip):
	// the ship's port and starboard arcs are swapped (RULINGS A3).
	Inverted bool
	// ETUses counts the earlier Emergency Thrust attempts in this scenario,
	// successful or not; each adds a die to the next (RULINGS E2).
	ETUses int
	// TurnedLast is set when the ship turned last turn: a thrust-1 ship may
	// turn one point, but not on consecutive turns (Continuum 3.3).
	TurnedLast bool
	// NoAcceleration is set on the turn after a Short-Range Jump, when the
	// main drive may turn the ship but not change its velocity.
	NoAcceleration bool
	// FTL is the state of the ship's FTL drive.
	FTL FTLState
}

// FTLState is the state of a ship's FTL drive (RULINGS A8;
// ft-advanced-manoeuvres.txt "FTL Rules Revision" and "Short-Range Jump").
// The zero value is a working drive that is not engaged.
type FTLState uint8

// The FTL drive states.
const (
	FTLReady       FTLState = iota // working, not engaged
	FTLEngaged                     // warming up to leave the battle next turn
	FTLEngagedJump                 // warming up for a Short-Range Jump next turn
	FTLOffline                     // no FTL drive, or off-line after a Short-Range Jump
	FTLGone                        // the ship has left the battle
	numFTLStates
)

var ftlNames = [numFTLStates]string{"ready", "engaged", "engaged-jump", "offline", "gone"}

// String returns the state's name, such as "engaged-jump".
func (f FTLState) String() string {
	if f < numFTLStates {
		return ftlNames[f]
	}
	return fmt.Sprintf("FTLState(%d)", int(f))
}

// NewMotion returns a ship at pos travelling and facing along heading at
// velocity v.
func NewMotion(pos geom.Vec, heading geom.Heading, v int) Motion {
	return Motion{Pos: pos, Course: heading, Facing: heading, Velocity: v}
}

// String describes the motion, such as "(0.0, 12.0) course 3 facing 3
// velocity 8", with a vector ship's "vector (3.00, 4.00)" and "inverted"
// after a Roll appended.
func (m Motion) String() string {
	s := fmt.Sprintf("(%.1f, %.1f) course %s facing %s velocity %d", m.Pos.X, m.Pos.Y, m.Course, m.Facing, m.Velocity)
	if m.Vector != (geom.Vec{}) {
		s += fmt.Sprintf(" vector (%.2f, %.2f)", m.Vector.X, m.Vector.Y)
	}
	if m.Inverted {
		s += " inverted"
	}
	return s
}

// DriveMass returns the MASS of the ship's main drive: 5% of the total MASS
// per point of original thrust, rounded up, as the Fleet Book design rules
// give it (RULINGS A5). The Grav Backfire text relies on this: its "1 MU per
// 5 MASS of main drive" equals "1% of TMF times the thrust". It is 0 when the
// MASS or the thrust is unknown (0).
func DriveMass(s fullthrust.Ship) int {
	if s.Mass <= 0 || s.Drive.Thrust <= 0 {
		return 0
	}
	return (5*s.Drive.Thrust*s.Mass + 99) / 100
}

// turnCap returns the points of turn a drive of current rating t may make
// under the standard limits: half the rating rounded down, or all of it for
// an advanced drive (RULINGS A3, A5). A standard thrust-1 drive may turn one
// point when it did not turn last turn (Continuum 3.3) unless the option
// NoThrustOneTurn removes that allowance.
func turnCap(t int, advanced bool, m Motion, opt ManoeuvreOptions) int {
	switch {
	case advanced:
		return t
	case t == 1 && !m.TurnedLast && !opt.NoThrustOneTurn:
		return 1
	}
	return t / 2
}

// boosted returns the thrust a drive of current rating t gives under
// Emergency Thrust or Redlined Engines: half as much again, rounded down
// (RULINGS E2, E4 #4: 2 -> 3, 3 -> 4, 4 -> 6, 5 -> 7).
func boosted(t int) int { return t + t/2 }

// redlinedRating returns the thrust a Redlined main drive of rating t
// produces (ft-advanced-manoeuvres.txt "Redlined Engines", whose table the
// RULINGS E4 #4 reading restores): one and a half times the rating, rounded
// down.
func redlinedRating(t int) int { return boosted(max(t, 0)) }
