package battle

import (
	"fmt"

	"github.com/broadside/broadside/game"
)

// A fighter bay knocked out (Continuum §8.1, §8.3, §8.16; reading W80).
// Each bay is a box on its carrier's record sheet (Bay.System, a system
// named "bay"), which a threshold check knocks out like any other system,
// as does a scramble mishap (scramble.go); damage control repairs it
// (damagecontrol.go). While the box is destroyed:
//
//   - the group in the bay may not launch: every order that would launch
//     it (an attack run, assistance, a screen, an interception, an escort)
//     is refused when the orders are submitted, as is a scramble or a join
//     naming it, each refusal naming the group, its bay and its carrier;
//   - a group in space may not land in it, not even by a combat landing:
//     "GROUP: land" is refused when submitted;
//   - a bay knocked out after the orders were written and before the
//     fighters move (a Grav Backfire's blast or an FTL arrival, phase 3)
//     keeps the group ordered to launch in it, with a log line, a group
//     flying home to land in it holds beside its carrier, with a log line,
//     and a join naming its group is not made, with a log line (combine.go).
//
// Records of rules versions 1 and 2 replay as they were played: there only
// a bay a scramble mishap knocked out kept its group from launching, and a
// group landed in its bay whatever the box.

// bayDown reports whether group k's bay is knocked out and not yet
// repaired: under rules versions 1 and 2, only by a scramble mishap.
func (s *State) bayDown(k int) bool {
	w := s.wings[k]
	if !s.units[w.carrier].ship.Systems[s.bayBox(k)].Destroyed {
		return false
	}
	return w.mishap || s.version >= 3
}

// bayOut returns why group k may neither launch from its bay nor land in
// it now; k's bay must be down.
func (s *State) bayOut(k int) string {
	w := s.wings[k]
	why := "knocked out by a threshold check"
	if w.mishap {
		why = "out of action after a scramble mishap"
	}
	return fmt.Sprintf("%s's bay on %s is %s until damage control repairs it (W80)", w.group.Name, s.name(w.carrier), why)
}

// bayBox returns the sheet index of group k's bay.
func (s *State) bayBox(k int) int {
	for _, b := range s.setup.Ships[s.wings[k].carrier].Bays {
		if b.Group.Name == s.wings[k].group.Name {
			return b.System
		}
	}
	return -1 // not reached: every group comes from a bay
}

// bayClosed reports whether group k's bay is knocked out under rules
// version 3 or later, which keeps groups from landing in it and from
// launching when it is knocked out after the orders were written.
func (s *State) bayClosed(k int) bool { return s.version >= 3 && s.bayDown(k) }

// landRefused returns the refusal of group k's landing when its bay is
// knocked out, or nil.
func (s *State) landRefused(k int) error {
	if !s.bayClosed(k) {
		return nil
	}
	return game.Illegal("%s may not land: %s", s.wings[k].group.Name, s.bayOut(k))
}

// baysLost drops the launch orders, read from the sides' orders and
// gathered in wings and assists, of the groups whose bay was knocked out
// since the orders were written (phase 3, before the fighters move): each
// stays in its bay, with a log line.
func (s *State) baysLost(read []sideOrders, wings, assists map[int]int, emit game.Emit) {
	for k := range s.wings {
		w := s.wings[k]
		o := &read[w.side]
		if w.out || w.group.Strength == 0 || !s.bayClosed(k) || !s.launches(o, k) { // tubes.go
			continue
		}
		delete(wings, k)
		delete(assists, k)
		delete(o.wings, k)
		delete(o.assists, k)
		delete(o.air.screens, k)
		delete(o.air.quarries, k)
		delete(o.air.escorts, k)
		delete(o.air.missiles, k)
		delete(o.air.plasma, k)
		delete(o.air.press, k)
		s.event(emit, "fighters", fmt.Sprintf("%s stays in its bay: %s", w.group.Name, s.bayOut(k)), nil)
	}
}

// bayRepaired forgets the scramble mishap of the groups whose bay is box
// sys of ship i, which damage control has just repaired, so that a threshold
// check knocking the box out later is named as such. Under rules versions 1
// and 2 the mishap stays: there it kept the group from launching whenever
// the box was destroyed again.
func (s *State) bayRepaired(i, sys int) {
	if s.version < 3 {
		return
	}
	for k := range s.wings {
		if s.wings[k].carrier == i && s.bayBox(k) == sys {
			s.wings[k].mishap = false
		}
	}
}
