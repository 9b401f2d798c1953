package battle

import (
	"fmt"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
)

// Screening fighters (RULINGS A6; Continuum §8.6; ft-new-point-defence.txt,
// "target allocation" and "Point defence level"; reading W17). "GROUP:
// screen SHIP" orders a group of a type that may screen (not attack or
// torpedo fighters) to escort SHIP, a ship of its own side. In the
// fighters' main move the group joins the ship if it can reach it: from
// its carrier's bay (launching, at half distance) or from space, within
// its move; it then stays adjacent to the ship, placed on it, and moves
// with it in the ship movement phase, however far the ship goes. A group
// that cannot reach the ship moves its full distance toward it and screens
// from the next turn. A screening group given no order keeps screening;
// any other order breaks it off, and it is released when its ship leaves
// the battle.
//
// In the strike a screening group that did not dogfight in phase 8 and has
// CEF left is one of the ship's pointdefence.Defence.Screen groups: under
// the classic procedure the attackers must engage each screen in a
// dogfight before the others may attack (Continuum §8.6), under the 2015
// procedure it adds its dice to the ship's point defence level unless an
// enemy group engaged it in a dogfight first (2015 text: screens are
// engaged by the attacker, engage groups themselves, or add to the PDL).

// screenMoves carries out the screening groups' part of the fighters' main
// move: joining, keeping or leaving the ship each screens. ordered holds
// every group given any order this turn.
func (s *State) screenMoves(screens map[int]int, ordered map[int]bool, emit game.Emit) {
	for k := range s.wings {
		w := &s.wings[k]
		i, ok := screens[k]
		switch {
		case w.group.Strength == 0:
			w.screens = -1
			continue
		case !ok && ordered[k]:
			if w.screens >= 0 {
				if emit != nil {
					s.event(emit, "fighters", fmt.Sprintf("%s breaks off its screen of %s", w.group.Name, s.name(w.screens)), nil)
				}
			}
			w.screens = -1
			continue
		case !ok:
			if w.screens >= 0 && !s.inBattle(w.screens) {
				w.screens = -1
			}
			continue
		case w.out && w.screens == i:
			continue // already adjacent: it moves with the ship
		}
		reach, what := s.launch(k)
		from, at := w.pos, s.units[i].motion.Pos
		if from.Dist(at) <= reach {
			w.move(at) // facing.go; screensFollow then turns it as the ship
			w.screens = i
			if emit != nil {
				s.event(emit, "fighters", fmt.Sprintf("%s %s to screen %s", w.group.Label(), what, s.name(i)), nil)
			}
			continue
		}
		w.move(toward(from, at, reach, 0)) // facing.go: it faces its flight
		w.screens = -1
		if emit != nil {
			s.event(emit, "fighters", fmt.Sprintf("%s %s toward %s, to %s, too far to screen it this turn", w.group.Label(), what, s.name(i), pos(w.pos)), nil)
		}
	}
}

// screensFollow moves every screening group with its ship, after the ships
// have moved.
func (s *State) screensFollow(emit game.Emit) {
	for k := range s.wings {
		w := &s.wings[k]
		if w.screens < 0 || w.group.Strength == 0 {
			continue
		}
		if !s.inBattle(w.screens) {
			if emit != nil {
				s.event(emit, "fighters", fmt.Sprintf("%s has no ship left to screen", w.group.Name), nil)
			}
			w.screens = -1
			continue
		}
		w.pos, w.facing = s.units[w.screens].motion.Pos, s.units[w.screens].motion.Facing.Vec()
		if emit != nil {
			s.event(emit, "fighters", fmt.Sprintf("%s screens %s at %s", w.group.Name, s.name(w.screens), pos(w.pos)), nil)
		}
	}
}

// screenWings returns the groups screening ship i in a strike: alive, with
// CEF left, not engaged in a dogfight this turn, in group order.
func (s *State) screenWings(i int) []int {
	var out []int
	for k, w := range s.wings {
		if w.screens == i && w.group.Strength > 0 && w.group.CEF > 0 && !w.dogfought && w.group.Type.CanScreen() {
			out = append(out, k)
		}
	}
	return out
}

// screenGroups returns the groups screening ship i in a strike.
func (s *State) screenGroups(i int) []pointdefence.Group {
	var out []pointdefence.Group
	for _, k := range s.screenWings(i) {
		out = append(out, s.wings[k].group)
	}
	return out
}

// afterStrike writes back what a strike did to the fighter side: each
// attacked ship's screening groups after their dogfights or their share of
// the point defence, the attacking groups marked as engaged, and every
// ship in the strike marked as having fired its PDS and ADS. ships are the
// battle indexes of the strike's ships, members the wings of each raid.
func (s *State) afterStrike(ships []int, res pointdefence.Result, members [][]int, emit game.Emit) {
	for j, i := range ships {
		s.units[i].pdFired = true
		if j >= len(res.Screens) {
			continue
		}
		attacked := false
		for _, rr := range res.Raids {
			attacked = attacked || rr.Target == j
		}
		for n, k := range s.screenWings(i) {
			if n >= len(res.Screens[j]) || !attacked {
				break
			}
			w := &s.wings[k]
			w.group, w.engaged = res.Screens[j][n], true
			if w.group.Strength == 0 {
				if emit != nil {
					s.event(emit, "fighters", fmt.Sprintf("%s is destroyed", w.group.Name), nil)
				}
			}
		}
	}
	for _, rr := range res.Raids {
		for _, k := range members[rr.Raid] {
			s.wings[k].engaged = true
		}
	}
}

// airMoves opens the fighter side of a turn's movement: it clears what the
// last turn's fights left, then carries out the screening groups' and the
// interceptors' main moves, after the other groups' (fighterMoves).
func (s *State) airMoves(read []sideOrders, emit game.Emit) {
	for i := range s.units {
		s.units[i].pdFired = false
	}
	for k := range s.wings {
		s.wings[k].quarry, s.wings[k].engaged, s.wings[k].dogfought, s.wings[k].press, s.wings[k].marker = -1, false, false, false, -1
	}
	screens, quarries, ordered := map[int]int{}, map[int]int{}, map[int]bool{}
	for _, r := range read {
		for k := range r.wings {
			ordered[k] = true
		}
		for k, i := range r.air.screens {
			screens[k], ordered[k] = i, true
		}
		for k, q := range r.air.quarries {
			quarries[k], ordered[k] = q, true
		}
		for k := range r.air.press {
			s.wings[k].press = true
		}
		for k := range r.air.missiles {
			ordered[k] = true
		}
		for k := range r.air.lands {
			ordered[k] = true
		}
		for k := range r.air.escorts {
			ordered[k] = true
		}
		for k := range r.air.pursues {
			ordered[k] = true
		}
	}
	s.screenMoves(screens, ordered, emit)
	s.interceptMoves(quarries, emit)
}
