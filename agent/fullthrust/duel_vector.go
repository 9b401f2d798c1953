package fullthrust

import (
	"strings"

	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// Vector duels (the manoeuvre option movement: vector; RULINGS A4; readings
// W70-W75, W93). Under vector movement a duel plays its movement phase as a
// battle under vector movement does, with the same rules code and the same
// planner: every ship starts drifting by its course vector, or at its
// velocity along its heading (W75, manoeuvre.VectorStart); each turn the
// tactical player's vector planner (vector_plan.go) chooses every ship's
// vector order on the positions at the start of the turn, and the ships
// move in file order by manoeuvre.MoveVector: the drift along the old
// vector, then the burn, rotation and push in the order written, any
// Emergency Thrust dice rolled as the move begins (W56). Fire and the end
// of the turn are the cinematic duel's, fire arcs turning with the facing.
//
// A vector duel refuses a doctrine that allows an advanced manoeuvre
// other than Emergency Thrust ([Duel.Validate], W93): the turning ones
// (Hard About, Corkscrew, Roll) are cinematic orders (W73), and the vector
// planner orders none of those with vector forms (W87-W90). A duel has no
// table edge, and the vector planner weighs Emergency Thrust only when no
// order within the standard limits keeps a ship where it can stop on the
// table (vector_et.go): a doctrine's ET is accepted and, as by the battle
// player on an open table, never taken.

// vectorRefused lists the advanced manoeuvres doctrine d allows that a
// vector duel cannot make, by name, in a fixed order: the turning
// manoeuvres, which are cinematic orders (reading W73), then those that
// have vector forms (W87-W90) which the vector planner does not write.
// Emergency Thrust is not among them (reading W56).
func (d Doctrine) vectorRefused() (turning, unplanned []string) {
	for _, m := range []struct {
		on, turns bool
		name      string
	}{{d.HardAbout, true, "Hard About"}, {d.Redline, false, "Redlined Engines"}, {d.Corkscrew, true, "Corkscrew"}, {d.Roll, true, "Roll"},
		{d.EM > 0, false, "Extreme Manoeuvres"}, {d.Backfire, false, "Grav Backfire"}, {d.Jump, false, "Short-Range Jump"}, {d.Escort != "", false, "Eclipsing"}} {
		switch {
		case m.on && m.turns:
			turning = append(turning, m.name)
		case m.on:
			unplanned = append(unplanned, m.name)
		}
	}
	return turning, unplanned
}

// VectorProblem returns why a duel under vector movement cannot play
// doctrine d, naming the manoeuvres it allows that the duel cannot make,
// or "" when it can.
func (d Doctrine) VectorProblem() string {
	turning, unplanned := d.vectorRefused()
	var why []string
	if len(turning) > 0 {
		why = append(why, strings.Join(turning, ", ")+", cinematic manoeuvres not available under vector movement (W73)")
	}
	if len(unplanned) > 0 {
		why = append(why, strings.Join(unplanned, ", ")+", which the vector planner does not order (W93)")
	}
	if len(why) == 0 {
		return ""
	}
	return "the doctrine allows " + strings.Join(why, "; and ")
}

// vectorOrders chooses every ship's vector order on the positions at the
// start of the turn (bestVector): the empty order, a drift, for a ship out
// of the battle. The planner rolls no dice.
func (pl *Planner) vectorOrders(ships []Duellist) []manoeuvre.VectorOrder {
	pl.sc = newSceneIn(&pl.scBuf, ships)
	defer func() { pl.sc = nil }()
	out := make([]manoeuvre.VectorOrder, len(ships))
	for i, s := range ships {
		if inBattle(s) {
			out[i], _ = pl.bestVector(ships, i)
		}
	}
	return out
}

// moveVector plays the orders and movement phases of turn under vector
// movement: it chooses every ship's vector order, then moves the ships in
// file order into moved, logging each order and what the move did (the
// Emergency Thrust dice included). It returns the plans the fire phase
// reads, none of them eclipsing.
func (d Duel) moveVector(turn int, ships []Duellist, pl *Planner, moved []manoeuvre.Moved, f *Fought, src rng.Source, logf func(string, ...any)) []plan {
	orders := pl.vectorOrders(ships)
	out := make([]plan, len(ships))
	for i := range ships {
		s := &ships[i]
		out[i] = plan{eclipsing: -1, eclipsedBy: -1, end: s.Motion}
		if !inBattle(*s) {
			continue
		}
		o := orders[i]
		text := o.String()
		if text == "" {
			text = "(drift)"
		}
		before := s.Ship.Drive.Hits
		mv := manoeuvre.MoveVector(s.Ship, s.Motion, o, d.Options, src)
		f.Drive[i] += max(0, mv.Ship.Drive.Hits-before)
		moved[i] = mv
		s.Ship, s.Motion = mv.Ship, mv.Motion
		out[i].end = mv.Motion
		logf("turn %d: %s orders %q", turn, s.Ship.Name, text)
		for _, l := range mv.Log { // the Emergency Thrust dice, then the move
			logf("turn %d: %s: %s", turn, s.Ship.Name, l)
		}
	}
	return out
}
