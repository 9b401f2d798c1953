package battle

import (
	"fmt"

	"github.com/broadside/broadside/game"
)

// Combining depleted groups while re-arming (Continuum §8.16; reading
// W62). "GROUP: join OTHER", in the movement orders, moves GROUP's
// fighters into OTHER, both groups in the bays of the same carrier, of the
// same fighter type, OTHER short of full strength: as many as make OTHER
// up to six, the rest staying in GROUP. The groups are combined in the
// hangar, after the turn's launches and landings (phase 4), so neither may
// be launched that turn, and OTHER may not itself join a group. GROUP may
// be ordered to join while it re-arms, and even when grounded, as the
// combining is part of re-arming.
//
// The combined group takes the worst case of the re-arming results of the
// groups that made it (§8.16: each partial group rolls, and the worst
// result holds for the new group): it is grounded if either
// was, else it may launch on the later of their turns; its CEF is the
// lower of theirs (both are full once landed). A group whose fighters all
// joined another is merged: it has no fighters left, is no longer in play,
// and is not counted as a group lost (Spent); the view shows it "merged".
// Several groups may join the same group in one turn, in group order,
// until it is full; a group that finds it full keeps its fighters.

// joinWord is the order "GROUP: join OTHER".
const joinWord = "join"

// joinLine records group k's order to join the group named other.
func (s *State) joinLine(p game.Player, k int, other string, out *airOrders) error {
	w := s.wings[k]
	o := s.wingSeen(p, other)
	switch {
	case s.phase != OrdersPhase:
		return game.Illegal("%s: fighter groups are ordered with the movement orders", w.group.Name)
	case o < 0 || s.wings[o].side != int(p):
		return game.Illegal("%s joins %q, which is no fighter group of %s", w.group.Name, other, s.side(int(p)))
	case o == k:
		return game.Illegal("%s cannot join itself", w.group.Name)
	case w.out:
		return game.Illegal("%s is in space; groups combine in their carrier's bays", w.group.Name)
	case s.wings[o].out || s.wings[o].group.Strength == 0:
		return game.Illegal("%s joins %s, which is not in a bay", w.group.Name, other)
	case s.wings[o].carrier != w.carrier:
		return game.Illegal("%s joins %s, which is in the bays of %s, not of %s", w.group.Name, other, s.name(s.wings[o].carrier), s.name(w.carrier))
	case s.wings[o].group.Type != w.group.Type:
		return game.Illegal("%s (%s) cannot join %s (%s): groups combine with their own type", w.group.Name, w.group.Type, other, s.wings[o].group.Type)
	case s.wings[o].group.Strength >= s.wings[o].group.Type.GroupSize():
		return game.Illegal("%s joins %s, which is at full strength", w.group.Name, other)
	case s.bayDown(k):
		return game.Illegal("%s may not join %s: %s", w.group.Name, other, s.bayOut(k)) // bays.go
	case s.bayDown(o):
		return game.Illegal("%s may not join %s: %s", w.group.Name, other, s.bayOut(o))
	}
	if out.joins == nil {
		out.joins = map[int]int{}
	}
	out.joins[k] = o
	return nil
}

// checkJoins refuses a side's joins into a group that is itself joining or
// launched this turn.
func (s *State) checkJoins(o *sideOrders) error {
	for _, k := range sortedKeys(o.air.joins) {
		into := o.air.joins[k]
		switch {
		case hasKey(o.air.joins, into):
			return game.Illegal("%s joins %s, which is itself joining a group", s.wings[k].group.Name, s.wings[into].group.Name)
		case s.launches(o, into):
			return game.Illegal("%s joins %s, which is launched this turn; groups combine in the bays", s.wings[k].group.Name, s.wings[into].group.Name)
		}
	}
	return nil
}

// combines carries out the turn's joins, in group order, after the
// launches and landings; a join whose bays a Grav Backfire or an FTL
// arrival knocked out since the orders were written is not made (W80,
// rules version 3).
func (s *State) combines(read []sideOrders, emit game.Emit) {
	for k := range s.wings {
		into := -1
		for _, r := range read {
			if o, ok := r.air.joins[k]; ok {
				into = o
			}
		}
		if into < 0 {
			continue
		}
		w, o := &s.wings[k], &s.wings[into]
		if w.out || o.out || w.group.Strength == 0 || o.group.Strength == 0 || !s.inBattle(w.carrier) {
			continue
		}
		if s.bayClosed(k) || s.bayClosed(into) { // knocked out since the orders were written (bays.go)
			b := k
			if !s.bayClosed(k) {
				b = into
			}
			s.event(emit, "fighters", fmt.Sprintf("%s does not join %s: %s", w.group.Name, o.group.Name, s.bayOut(b)), nil)
			continue
		}
		n := min(w.group.Strength, o.group.Type.GroupSize()-o.group.Strength)
		if n <= 0 {
			s.event(emit, "fighters", fmt.Sprintf("%s cannot join %s, which is full", w.group.Name, o.group.Name), nil)
			continue
		}
		o.group.Strength += n
		w.group.Strength -= n
		o.grounded = o.grounded || w.grounded
		o.combatLanded = o.combatLanded || w.combatLanded
		o.ready = max(o.ready, w.ready)
		o.group.CEF = min(o.group.CEF, w.group.CEF)
		what := fmt.Sprintf("may launch on turn %d", max(o.ready, s.turn+1))
		if o.grounded {
			what = "may not be launched again in this battle"
		}
		left := fmt.Sprintf("%d stay in %s", w.group.Strength, w.group.Name)
		if w.group.Strength == 0 {
			w.merged = true
			left = w.group.Name + " is merged into it"
		}
		s.event(emit, "fighters", fmt.Sprintf("%d fighters of %s join %s in %s's bays: %s has %d, %d CEF, and %s (the worst of the groups' re-arming); %s", n, w.group.Name, o.group.Name, s.name(w.carrier), o.group.Name, o.group.Strength, o.group.CEF, what, left), nil)
	}
}

// combining reports whether side orders o combine group k with another
// this turn, as the group that joins or the group joined.
func (s *State) combining(o *sideOrders, k int) bool {
	for from, into := range o.air.joins {
		if from == k || into == k {
			return true
		}
	}
	return false
}
