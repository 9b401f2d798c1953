package battle

import (
	"fmt"
	"strings"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// Fighters crossing a grav wake (ft-advanced-manoeuvres.txt, "Grav
// Backfire": fighters crossing the backfire wake during their movement
// must spend a secondary move CEF or be destroyed; reading W81). The wake
// of a ship that backfired is the path of its move this turn, 1 MU wide
// (manoeuvre.Wake, reading W51); it is laid in the ship movement phase, so
// of the fighters' moves only those after it in the same turn can cross
// it: the secondary moves of attack runs (W12), of interceptors (W19) and
// of groups flying at missiles or plasma bolts (W34, W63). A secondary
// move crosses a wake when its straight path from where the group stands
// to where it stops comes within half a MU of the wake's path.
//
// Crossing a wake costs the group one CEF, the price of a secondary move,
// beyond the CEF of the move itself, for each wake crossed. A secondary
// move is made only to attack or engage at its end (W12), so a group makes
// it only when it has the CEF for the move, for every wake on its way and
// one left to attack or engage; otherwise it stays where it is, spending
// nothing, with a log line. So in the battle no group is ever destroyed
// crossing a wake: a group with no CEF makes no secondary move (RULINGS
// A6). Groups carried with a ship or group (screens, pursuers, escorts)
// make no move of their own and cross nothing. Records of rules versions 1
// and 2 replay as played: there fighters crossed wakes freely.

// turnWake is the grav wake of a ship that backfired this turn.
type turnWake struct {
	ship int // the backfiring ship
	wake manoeuvre.Wake
}

// wakeGate returns the wakes that group k's secondary move to end would
// cross (indices into wakes) and whether the group makes the move: with
// wakes on its way it needs 1 CEF for the move, 1 for each wake and 1
// left to attack or engage (toward names its target, for the log line).
func (s *State) wakeGate(k int, end geom.Vec, toward string, wakes []turnWake, emit game.Emit) (crossed []int, ok bool) {
	if len(wakes) == 0 { // most turns: no ship backfired
		return nil, true
	}
	w := s.wings[k]
	path := []geom.Vec{w.pos, end}
	for n, tw := range wakes {
		if tw.wake.Crosses(path) {
			crossed = append(crossed, n)
		}
	}
	if need := 2 + len(crossed); w.group.CEF < need {
		s.event(emit, "fighters", fmt.Sprintf("%s makes no secondary move toward %s: it would cross %s and has %d CEF, not the %d it needs (one for the move, one a wake, one to fight at its end)",
			w.group.Label(), toward, s.wakeNames(crossed, wakes), w.group.CEF, need), nil)
		return nil, false
	}
	return crossed, true
}

// payWakes spends a CEF of group k for each wake it crossed, with a log
// line each.
func (s *State) payWakes(k int, crossed []int, wakes []turnWake, emit game.Emit) {
	w := &s.wings[k]
	for _, n := range crossed {
		w.group.CEF--
		s.event(emit, "fighters", fmt.Sprintf("%s spends a CEF crossing the grav wake of %s, %d left", w.group.Name, s.name(wakes[n].ship), w.group.CEF), nil)
	}
}

// wakeNames writes the wakes crossed for a log line: "the grav wake of
// Backfirer", or of several ships.
func (s *State) wakeNames(crossed []int, wakes []turnWake) string {
	names := make([]string, len(crossed))
	for i, n := range crossed {
		names[i] = s.name(wakes[n].ship)
	}
	if len(names) == 1 {
		return "the grav wake of " + names[0]
	}
	return "the grav wakes of " + strings.Join(names, " and ")
}
