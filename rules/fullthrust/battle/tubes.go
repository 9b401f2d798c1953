package battle

import (
	"fmt"
	"strings"

	"github.com/broadside/broadside/game"
)

// Launch tubes and flight decks (Continuum §8.1-8.2; reading W59). A ship
// whose setup writes launch tubes (Ship.Tubes; "tubes" and "catapults" in a
// battle file) launches and recovers, together, at most as many fighter
// groups a turn as it has tubes working: a tube knocked out by a threshold
// check launches nothing until damage control repairs it. Launching and
// recovering draw on the same tubes (§8.1: one group a turn for each
// working launch tube or flight deck, launching and recovering alike).
//
// A carrier that launches may not use its main drive that turn (§8.1), and
// a tube launches nothing on a turn its ship applied thrust unless it has
// catapults (§8.2): a side whose carrier launches groups with a movement
// order that is not empty may launch them only from working catapult
// tubes. Launches beyond what the tubes allow are refused when the orders
// are submitted, naming the carrier and the groups; they are known then,
// as the tubes and the movement order are. Landings are counted when the
// groups reach their carrier (recovery.go): a group that reaches it with
// no tube free holds beside it, with a log line, and may land on a later
// turn, unless it makes a combat landing (combat.go).
//
// A ship with no tubes written keeps the battle's earlier rule: every group
// may launch or land in any turn, whatever the carrier's movement.

// The names of the launch tubes' boxes on the record sheet.
const (
	tubeBox     = "tube"     // a launch tube or flight deck
	catapultBox = "catapult" // a launch tube with catapults (§8.2)
)

// MaxTubes bounds a ship's launch tubes.
const MaxTubes = 20

// tubes returns ship i's working launch tubes and, of them, those with
// catapults; limited is false for a ship whose setup writes no tubes.
func (s *State) tubes(i int) (working, catapults int, limited bool) {
	ts := s.setup.Ships[i].Tubes
	if len(ts) == 0 {
		return 0, 0, false
	}
	for _, k := range ts {
		sys := s.units[i].ship.Systems[k]
		if sys.Destroyed {
			continue
		}
		working++
		if sys.Name == catapultBox {
			catapults++
		}
	}
	return working, catapults, true
}

// tubeUses returns how many groups ship i has launched and recovered so
// far this turn, each using a tube (combat landings use none).
func (s *State) tubeUses(i int) int {
	n := 0
	for _, w := range s.wings {
		if w.carrier != i {
			continue
		}
		if w.launchTurn == s.turn {
			n++
		}
		if w.landTurn == s.turn && !w.combatLanded {
			n++
		}
	}
	return n
}

// launchesDue returns how many groups of carrier i that are still in its
// bays the orders read launch this turn.
func (s *State) launchesDue(i int, read []sideOrders) int {
	o := &read[s.setup.Ships[i].Side]
	n := 0
	for k, w := range s.wings {
		if w.carrier == i && w.launchTurn != s.turn && s.launches(o, k) {
			n++
		}
	}
	return n
}

// launches reports whether side orders o launch group k: a group in its
// bay given any order but hold or land.
func (s *State) launches(o *sideOrders, k int) bool {
	w := s.wings[k]
	if w.out || w.group.Strength == 0 {
		return false
	}
	if t, ok := o.wings[k]; ok && t >= 0 {
		return true
	}
	if _, ok := o.assists[k]; ok {
		return true
	}
	_, sc := o.air.screens[k]
	_, q := o.air.quarries[k]
	_, e := o.air.escorts[k]
	return sc || q || e || o.air.missiles[k] || o.air.plasma[k]
}

// checkTubes refuses a side's launches beyond its carriers' working tubes,
// or beyond their catapults when the carrier's movement order is not
// empty (Continuum §8.1-8.2). A group ordered to intercept missiles counts
// as launched, though it stays in its bay when there is no enemy missile
// to fly at: the tube is held ready for it.
func (s *State) checkTubes(o *sideOrders) error {
	for i := range s.units {
		working, catapults, limited := s.tubes(i)
		if !limited {
			continue
		}
		var names []string
		for k := range s.wings {
			if s.wings[k].carrier == i && s.launches(o, k) {
				names = append(names, s.wings[k].group.Name)
			}
		}
		if len(names) == 0 {
			continue
		}
		so := o.ship(i)
		moving := so.given && (so.move.String() != "" || so.vector.String() != "")
		switch {
		case moving && len(names) > catapults:
			return game.Illegal("%s launches %s under thrust, and only tubes with catapults launch a ship that applies thrust (Continuum 8.1-8.2): it has %d working; give %s no movement order, or launch fewer", s.name(i), strings.Join(names, ", "), catapults, s.name(i))
		case len(names) > working:
			return game.Illegal("%s launches %s, but has %d working launch tubes, one group each a turn (Continuum 8.1)", s.name(i), strings.Join(names, ", "), working)
		}
	}
	return nil
}

// tubeFree reports whether carrier i has a tube free for a landing now,
// sending a log line for group k when it has not. Launches take the tubes
// first (Continuum 8.1), so the tubes of the groups the orders read still
// launch from the bay this turn (escorts, which launch after the landings,
// and groups held ready to intercept missiles) are not free.
func (s *State) tubeFree(i, k int, read []sideOrders, emit game.Emit) bool {
	working, _, limited := s.tubes(i)
	if !limited || s.tubeUses(i)+s.launchesDue(i, read) < working {
		return true
	}
	s.event(emit, "fighters", fmt.Sprintf("%s reaches %s, whose %d working launch tubes are all in use this turn, and holds beside it", s.wings[k].group.Label(), s.name(i), working), nil)
	return false
}
