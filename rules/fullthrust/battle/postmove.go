package battle

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// Thrust used after movement (ft-advanced-manoeuvres.txt "Extreme
// Manoeuvres", its optional rule and its discretionary alternative;
// RULINGS E3 Post-Movement Maneuvers and Skid; readings W57-W58).
//
// With the option em-after-movement, post-movement or skid, a movement
// order may hold thrust for after movement ("P1 / EM1", "+2 / SK P1"):
// once the ships have moved and the strike is over, when the ships are
// "activated" for ship fire and before fire orders are written, each such
// ship carries it out (manoeuvre.Moved.AfterMovement): Extreme Manoeuvres
// with the check rolled at once at a further +1, working only if it
// passes, or the Skid's turn in place with its check (W57).
//
// With the option em-discretionary, Extreme Manoeuvres written "EM2?" are
// held: the ship calls on them with the fire orders ("SHIP em: call"), and
// only then do they take effect and is their check rolled, before any fire
// is rolled (manoeuvre.Moved.CallEM; W58). Held factors not called on do
// nothing. A drive damaged by a check made after movement or on a call
// cannot be repaired by damage control that turn (the text: "Failed rolls
// may not be repaired by damage control this turn").
//
// Under vector movement the same two forms are written in the vector
// order, "MD2 / EM1" and "MD2 EM2?", the factors out of the main drive's
// budget (W100); manoeuvre.MoveVector leaves them where a cinematic move
// does, so that this file carries both out alike.

// emSuffix marks the line calling on discretionary Extreme Manoeuvres.
const emSuffix = " em"

// postMovement carries out the thrust each ship held for after movement;
// from rules version 6 a ship whose main drive is disabled by then (a
// threshold check in the strike) makes none of it (W102).
func (s *State) postMovement(src rng.Source, emit game.Emit) {
	for i := range s.units {
		u := &s.units[i]
		if u.post == (manoeuvre.PostMove{}) || !s.inBattle(i) {
			continue
		}
		if s.version >= 6 && u.ship.Drive.Current() == 0 { // W102
			u.post = manoeuvre.PostMove{}
			s.event(emit, "move", fmt.Sprintf("%s: its main drive is disabled, so it makes no manoeuvre after movement", u.ship.Name), nil)
			continue
		}
		mv := manoeuvre.Moved{Plan: manoeuvre.Plan{Order: manoeuvre.Order{Post: u.post}}, Ship: u.ship, Motion: u.motion, EM: u.em}
		s.laterManoeuvre(i, mv, mv.AfterMovement(s.setup.Options, src), emit)
	}
}

// laterManoeuvre takes the result after of manoeuvre after movement on
// ship i (before is the ship as it stood), with an event for each new line
// of the log carrying its dice.
func (s *State) laterManoeuvre(i int, before, after manoeuvre.Moved, emit game.Emit) {
	u := &s.units[i]
	u.ship, u.motion, u.em = after.Ship, after.Motion, after.EM
	if after.Ship.Drive.Hits > before.Ship.Drive.Hits {
		u.driveLocked = true
	}
	dice := moveDice(manoeuvre.Moved{Checks: after.Checks[len(before.Checks):]})
	for _, l := range after.Log[len(before.Log):] {
		d := dice(l)
		if d == nil && strings.HasPrefix(l, "warning: Extreme Manoeuvres: rolled ") {
			d = []int{int(l[len("warning: Extreme Manoeuvres: rolled ")] - '0')}
		}
		s.event(emit, "move", fmt.Sprintf("%s: %s", u.ship.Name, l), d)
	}
	if u.ship.Destroyed() {
		s.event(emit, "destroyed", fmt.Sprintf("%s is destroyed", u.ship.Name), nil)
	}
}

// emLine reads ship i's call on its discretionary Extreme Manoeuvres,
// written with the fire orders ("SHIP em: call"); reactions to fire are
// read by reactEntry (react.go). From rules version 6 a call by a ship
// whose main drive is disabled is refused, as a reaction is (W102).
func (s *State) emLine(i int, text string) error {
	name := s.name(i)
	text = strings.TrimSpace(text)
	_, err := strconv.Atoi(text)
	switch {
	case s.phase != FirePhase:
		return game.Illegal("%s%s: discretionary Extreme Manoeuvres are called on with the fire orders", name, emSuffix)
	case err == nil && s.setup.Options.EMReaction:
		return game.Illegal("%s%s: %s: Extreme Manoeuvres from unallocated thrust are made in the reaction round, once the fire orders are revealed", name, emSuffix, text)
	case !strings.EqualFold(text, "call"):
		return game.Illegal("%s%s: write \"call\" to use the factors held", name, emSuffix)
	case s.units[i].emHeld == 0:
		return game.Illegal("%s%s: it holds no discretionary Extreme Manoeuvres (write EMn? in its movement order)", name, emSuffix)
	case s.version >= 6 && s.units[i].ship.Drive.Current() == 0:
		// reading W102: "the ship will perform no further manoeuvres"
		return game.Illegal("%s%s: call: its main drive is disabled, so the held factors can no longer be used", name, emSuffix)
	}
	return nil
}

// callEM uses the discretionary Extreme Manoeuvres the fire orders call
// on, in ship order, before any fire is rolled.
func (s *State) callEM(read []sideOrders, src rng.Source, emit game.Emit) {
	for i := range s.units {
		u := &s.units[i]
		if !read[s.setup.Ships[i].Side].calls[i] || u.emHeld == 0 || !s.inBattle(i) {
			continue
		}
		mv := manoeuvre.Moved{Ship: u.ship, Motion: u.motion, EM: u.em, EMHeld: u.emHeld}
		u.emHeld = 0
		s.laterManoeuvre(i, mv, mv.CallEM(s.setup.Options, src), emit)
	}
}
