package battle

import (
	"fmt"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
)

// Fighter recovery and re-arming (Continuum §8.1, §8.13, §8.16; RULINGS
// A6, A7; reading W37). "GROUP: land", in the movement orders, sends a
// group in space back to its own carrier's bay, the bay it was launched
// from. The carrier must keep its course and velocity that turn (§8.1): the
// same orders may give it no movement order, or an empty one, and nothing
// else. In the fighters' main move, with the other groups' (before the
// ships move), the group flies at its carrier; when the carrier is within
// its move (24 MU, 36 for fast groups) it lands, and is in the bay for the
// rest of the turn, moving with the carrier; otherwise it flies its full
// move toward it and may land on a later turn. A group with no CEF left may
// land (§8.13: no time limit on returning). The carrier may not use its
// ADFC that turn (RULINGS A7: a ship that launches or recovers fighters).
//
// On landing the group rolls a D6 for re-arming (§8.16): on a 1 it may not
// be launched again in the battle; on 2-5 it is patched up, refuelled and
// re-armed after one full turn and may launch two turns later; on a 6 it
// may launch the next turn. Its CEF is back to full (6, 9 for long-range
// fighters); its fighters lost stay lost. Until it may launch, the group
// may only be ordered to hold. A group destroyed with its carrier is lost
// as any group in a bay (W13).

// landWord is the order "GROUP: land".
const landWord = "land"

// Re-arming results (Continuum §8.16).
const (
	rearmGrounded = 1 // on this face the group never launches again
	rearmCrash    = 6 // on this face it launches the next turn; on 2-5 the turn after
)

// landLine records group k's order to land on its carrier, a combat
// landing when combat is set (combat.go), refusing a group that is not in
// space or whose carrier is not in the battle.
func (s *State) landLine(k int, combat bool, out *airOrders) error {
	w := s.wings[k]
	switch {
	case !w.out:
		return game.Illegal("%s is in its bay; only a group in space lands", w.group.Name)
	case !s.inBattle(w.carrier):
		return game.Illegal("%s cannot land: its carrier %s is not in the battle", w.group.Name, s.name(w.carrier))
	}
	if err := s.landRefused(k); err != nil { // bays.go
		return err
	}
	if out.lands == nil {
		out.lands = map[int]bool{}
	}
	out.lands[k] = true
	if combat {
		if out.combat == nil {
			out.combat = map[int]bool{}
		}
		out.combat[k] = true
	}
	return nil
}

// checkLandings refuses a side's landings whose carrier is ordered to
// change course or velocity (Continuum §8.1).
func (s *State) checkLandings(o *sideOrders) error {
	for k := range s.wings {
		if !o.air.lands[k] {
			continue
		}
		c := s.wings[k].carrier
		if so := o.ship(c); so.given && (so.move.String() != "" || so.vector.String() != "") {
			return game.Illegal("%s lands on %s, which must then keep its course and velocity (Continuum 8.1): give %s no movement order", s.wings[k].group.Name, s.name(c), s.name(c))
		}
	}
	return nil
}

// rearming returns why group k, in its bay, may not launch now, or "".
func (s *State) rearming(k int) string {
	w := s.wings[k]
	switch {
	case w.out:
		return ""
	case w.grounded && w.combatLanded:
		return fmt.Sprintf("%s may not be launched again in this battle (it made a combat landing)", w.group.Name)
	case w.grounded:
		return fmt.Sprintf("%s may not be launched again in this battle (its re-arming die was 1)", w.group.Name)
	case s.bayDown(k): // bays.go
		return w.group.Name + " may not launch: " + s.bayOut(k)
	case s.turn < w.ready:
		return fmt.Sprintf("%s is re-arming and may launch on turn %d", w.group.Name, w.ready)
	}
	return ""
}

// recoveries carries out the landings of the turn, in group order, with
// each group's re-arming die.
func (s *State) recoveries(read []sideOrders, src rng.Source, emit game.Emit) {
	for i := range s.units {
		s.units[i].recovered = false
	}
	for k := range s.wings {
		ordered, combat := false, false
		for _, r := range read {
			ordered = ordered || r.air.lands[k]
			combat = combat || r.air.combat[k]
		}
		w := &s.wings[k]
		if !ordered || !w.out || w.group.Strength == 0 || !s.inBattle(w.carrier) {
			continue
		}
		w.screens, w.target, w.assists = -1, -1, -1
		reach := float64(FighterMove)
		if w.group.Type == pointdefence.Fast {
			reach = FastFighterMove
		}
		at := s.units[w.carrier].motion.Pos
		if d := w.pos.Dist(at); d > reach {
			w.move(toward(w.pos, at, reach, 0))
			s.event(emit, "fighters", fmt.Sprintf("%s flies toward %s to land, to %s, %.1f MU short", w.group.Label(), s.name(w.carrier), pos(w.pos), d-reach), nil)
			continue
		}
		if s.bayClosed(k) { // knocked out since the orders were written (bays.go)
			w.move(at)
			s.event(emit, "fighters", fmt.Sprintf("%s reaches %s and holds beside it: %s", w.group.Label(), s.name(w.carrier), s.bayOut(k)), nil)
			continue
		}
		if !combat && !s.tubeFree(w.carrier, k, read, emit) { // tubes.go
			w.move(at)
			continue
		}
		w.out, w.pos, w.landTurn, w.fired = false, at, s.turn, false // re-armed with torpedoes too (W111)
		s.units[w.carrier].recovered = true
		w.group.CEF = w.group.Type.FullCEF()
		if combat {
			s.combatLanding(k, emit) // combat.go
			continue
		}
		face := src.Roll(6, "re-arming of "+w.group.Name)
		what := ""
		switch {
		case face <= rearmGrounded:
			w.grounded = true
			what = "it may not be launched again in this battle"
		case face >= rearmCrash:
			w.ready = s.turn + 1
			what = fmt.Sprintf("a crash turnaround: it may launch on turn %d", w.ready)
		default:
			w.ready = s.turn + 2
			what = fmt.Sprintf("re-armed after a full turn: it may launch on turn %d", w.ready)
		}
		s.event(emit, "fighters", fmt.Sprintf("%s lands on %s", w.group.Label(), s.name(w.carrier)), nil)
		s.event(emit, "rearm", fmt.Sprintf("%s re-arming: %d, %s", w.group.Name, face, what), []int{face})
	}
	s.combines(read, emit) // combine.go
}
