package battle

import (
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// Vector movement in a battle (the option movement: vector; RULINGS A4;
// readings W70-W75). Every ship's movement order is then a vector order
// (manoeuvre.ParseVectorOrder), moved by manoeuvre.MoveVector: the ship
// drifts along its vector, then burns, rotates and pushes in the order
// written. Fire arcs turn with the facing as under cinematic movement. The
// advanced manoeuvres and Emergency Thrust are cinematic orders and are
// refused by name. A ship engaged in FTL leaves along half its vector.

// move carries out ship i's movement order o (the zero value for none)
// under the battle's movement option: without an order a ship keeps its
// course and velocity, or drifts.
func (s *State) move(i int, o shipOrder, src rng.Source) manoeuvre.Moved {
	u := &s.units[i]
	if s.setup.Options.Vector {
		return manoeuvre.MoveVector(u.ship, u.motion, o.vector)
	}
	return manoeuvre.Move(u.ship, u.motion, o.move, s.setup.Options, src)
}

// vanishing returns where ship i, whose FTL drive was engaged last turn,
// vanishes: half its velocity along its course, or half its vector under
// vector movement (RULINGS A8; reading W74).
func (s *State) vanishing(i int) geom.Vec {
	m, sh := s.units[i].motion, s.units[i].ship
	if s.setup.Options.Vector {
		return m.Pos.Add(m.Vector.Scale(0.5))
	}
	course := m.Course
	if course != m.Facing && sh.Drive.Current() > 0 {
		course = m.Facing // as manoeuvre.Move turns a drifting ship whose drive works again
	}
	return m.Pos.Add(course.Vec().Scale(float64(m.Velocity / 2)))
}

// startMotion returns a ship's motion at the start of the battle (or on
// arrival) under the setup's movement option: under vector movement its
// vector is the one the setup gives, or else its velocity along its
// heading (reading W75).
func startMotion(s *Setup, m manoeuvre.Motion) manoeuvre.Motion {
	if !s.Options.Vector {
		return m
	}
	v := m.Vector
	if v == (geom.Vec{}) {
		v = m.Facing.Vec().Scale(float64(m.Velocity))
	}
	out := manoeuvre.NewVectorMotion(m.Pos, m.Facing, v)
	out.FTL = m.FTL
	return out
}

// VectorHoming is the distance in MU within which a salvo or heavy missile
// attacks a ship under vector movement with the Continuum optional rule
// vector-missile-radius: 3 (RULINGS A4).
const VectorHoming = 3

// homing returns the distance in MU within which a salvo or heavy missile
// attacks the nearest enemy: SalvoHoming, or VectorHoming under vector
// movement with the option vector-missile-radius: 3.
func (s *State) homing() float64 {
	if s.setup.Options.Vector && s.setup.Options.VectorMissileRadius {
		return VectorHoming
	}
	return SalvoHoming
}
