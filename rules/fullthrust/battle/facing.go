package battle

import (
	"fmt"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
)

// A fighter group's facing (RULINGS A6: a group attacks a ship within 6
// MU and in its front 180 degrees; Continuum §8.5, §8.7; reading W121;
// from rules version 8). A group faces the way it last moved: its main
// move, its secondary move, its flight to screen, intercept or land. A
// group launched faces as its carrier until it moves, and from rules
// version 9 so does one scrambled from its bay (W122); a group carried
// with a ship (screening, pursuing) faces as that ship, and an escort as
// the group it screens. Its front is the half-plane ahead of it, abeam
// included; a ship on its own place is in front whatever the facing.
//
// The strike gives an attack run only to a group whose target is in its
// front. A group within 6 MU of its target after the ships move, with the
// target behind it, turns to face it for 1 CEF, as a secondary move that
// moves no distance (it crosses no grav wake), when it has 2 CEF or more
// (one for the turn, one to attack, as W12's secondary move); otherwise it
// makes no attack run that turn, with a log line. Dogfights and missile
// interception do not check the arc: interceptors move last, straight at
// their quarry or marker (W19, W34), so they end their moves facing it.

// move moves the group to to, facing the way it moved; a move of no
// distance leaves its facing.
func (w *wing) move(to geom.Vec) {
	if d := to.Sub(w.pos); d.Len() > rounding {
		w.facing = d.Unit()
	}
	w.pos = to
}

// inFront reports whether ship t is in group k's front 180 degrees, as
// attack runs need from rules version 8 (always before).
func (s *State) inFront(k, t int) bool {
	if s.version < 8 {
		return true
	}
	w := s.wings[k]
	d := s.units[t].motion.Pos.Sub(w.pos)
	if d.Len() <= rounding || w.facing == (geom.Vec{}) {
		return true
	}
	return w.facing.Dot(d) >= -rounding
}

// faceTarget turns group k, within reach of its target but facing away
// from it, to face it for 1 CEF when it has 2 or more (reading W121), and
// reports whether it turned.
func (s *State) faceTarget(k int, emit game.Emit) bool {
	w := &s.wings[k]
	if w.group.CEF < 2 {
		if emit != nil && w.group.CEF == 1 {
			s.event(emit, "fighters", fmt.Sprintf("%s is within %d MU of %s but faces away from it, with too little CEF to turn (RULINGS A6: front 180 degrees)",
				w.group.Label(), AttackRange, s.name(w.target)), nil)
		}
		return false
	}
	w.group.CEF--
	w.facing = s.units[w.target].motion.Pos.Sub(w.pos).Unit()
	if emit != nil {
		s.event(emit, "fighters", fmt.Sprintf("%s turns to face %s, behind it, as a secondary move for 1 CEF", w.group.Label(), s.name(w.target)), nil)
	}
	return true
}
