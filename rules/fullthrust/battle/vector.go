package battle

import (
	"strings"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// Vector movement in a battle (the option movement: vector; RULINGS A4;
// readings W70-W75). Every ship's movement order is then a vector order
// (manoeuvre.ParseVectorOrder), moved by manoeuvre.MoveVector: the ship
// drifts along its vector, then burns, rotates and pushes in the order
// written. Fire arcs turn with the facing as under cinematic movement. The
// turning manoeuvres (Roll, Corkscrew, Hard About) and the house-ruled ones
// are cinematic orders and are refused by name (W73); Emergency Thrust
// ("ET MD6") boosts the burn and the thrusters by half and rolls its dice
// as the move begins (W56); Extreme Manoeuvres ("MD2 EM2", W87) and
// Eclipsing ("Ec1" with the eclipse line, W89) draw on the main drive's
// budget; the Short-Range Jump ("TP1 SRJ", then "SRJ 30") runs along the
// vector (W88, jump.go); Redlined Engines ("RL MD6") and the Grav Backfire
// ("backfire", backfire.go) are W90. A ship engaged in FTL leaves along
// half its vector. With em-reaction and em-after-movement a ship fired at
// may react with the main-drive factors its order left (W97, react.go).
// Held Extreme Manoeuvres come out of the same budget (W100): "MD2 EM2?"
// with em-discretionary, called on with the fire orders or in the
// reaction round, and "MD2 / EM1" with em-after-movement, carried out
// after the strike (postmove.go); without the option such an order is
// refused at submission.

// vectorOrder reads ship i's vector movement order, refusing one that
// needs an option the battle does not enable (held Extreme Manoeuvres,
// reading W100) with an error naming the ship.
func (s *State) vectorOrder(i int, text string) (manoeuvre.VectorOrder, error) {
	vo, err := manoeuvre.ParseVectorOrder(text)
	if err != nil {
		return vo, game.Illegal("%s: %v", s.name(i), err)
	}
	if probs := manoeuvre.VectorOptionProblems(vo, s.setup.Options); len(probs) > 0 {
		return vo, game.Illegal("%s: %s: %s", s.name(i), text, strings.Join(probs, "; "))
	}
	return vo, nil
}

// move carries out ship i's movement order o (the zero value for none)
// under the battle's movement option: without an order a ship keeps its
// course and velocity, or drifts. With quiet set (a battle played without
// events) a cinematic move writes no log (manoeuvre.MoveQuiet).
func (s *State) move(i int, o shipOrder, quiet bool, src rng.Source) manoeuvre.Moved {
	u := &s.units[i]
	m := u.motion
	idle := m.FTL == manoeuvre.FTLReady && !s.ftlWorks(i)
	if idle {
		m.FTL = manoeuvre.FTLOffline // an order to engage it is impossible (W49)
	}
	var mv manoeuvre.Moved
	if s.setup.Options.Vector {
		mv = manoeuvre.MoveVector(u.ship, m, o.vector, s.setup.Options, src)
	} else if quiet {
		mv = manoeuvre.MoveQuiet(u.ship, m, o.move, s.setup.Options, src)
	} else {
		mv = manoeuvre.Move(u.ship, m, o.move, s.setup.Options, src)
	}
	if idle && mv.Motion.FTL == manoeuvre.FTLOffline {
		mv.Motion.FTL = manoeuvre.FTLReady
	}
	return mv
}

// ftlWorks reports whether ship i has an FTL drive whose box on the record
// sheet (a system of kind Other named "FTL", when the sheet has one) is
// not knocked out (reading W49).
func (s *State) ftlWorks(i int) bool {
	if s.setup.Ships[i].FTL == NoFTL {
		return false
	}
	for _, sys := range s.units[i].ship.Systems {
		if sys.Kind == fullthrust.Other && sys.Name == "FTL" && sys.Destroyed {
			return false
		}
	}
	return true
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
// heading (reading W75, manoeuvre.VectorStart).
func startMotion(s *Setup, m manoeuvre.Motion) manoeuvre.Motion {
	if !s.Options.Vector {
		return m
	}
	return manoeuvre.VectorStart(m)
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
