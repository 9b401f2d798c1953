package fullthrust

import (
	"fmt"
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
// The advanced manoeuvres are cinematic orders (W73), so a vector duel
// refuses a doctrine that allows one ([Duel.Validate], W93). A duel has no
// table edge, and the vector planner weighs Emergency Thrust only when no
// order within the standard limits keeps a ship where it can stop on the
// table (vector_et.go): a doctrine's ET is accepted and, as by the battle
// player on an open table, never taken.

// cinematicOnly lists the advanced manoeuvres doctrine d allows that are
// cinematic orders (reading W73), by name, in a fixed order; none for a
// doctrine a vector duel can play. Emergency Thrust is not among them
// (reading W56).
func (d Doctrine) cinematicOnly() []string {
	var out []string
	for _, m := range []struct {
		on   bool
		name string
	}{{d.HardAbout, "Hard About"}, {d.Redline, "Redlined Engines"}, {d.Corkscrew, "Corkscrew"}, {d.Roll, "Roll"},
		{d.EM > 0, "Extreme Manoeuvres"}, {d.Backfire, "Grav Backfire"}, {d.Jump, "Short-Range Jump"}, {d.Escort != "", "Eclipsing"}} {
		if m.on {
			out = append(out, m.name)
		}
	}
	return out
}

// VectorProblem returns why a duel under vector movement cannot play
// doctrine d, naming the cinematic manoeuvres it allows (reading W73), or
// "" when it can.
func (d Doctrine) VectorProblem() string {
	m := d.cinematicOnly()
	if len(m) == 0 {
		return ""
	}
	return fmt.Sprintf("the doctrine allows %s, cinematic manoeuvres not available under vector movement (W73)", strings.Join(m, ", "))
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
		mv := manoeuvre.MoveVector(s.Ship, s.Motion, o, src)
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
