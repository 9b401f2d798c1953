package battle

import (
	"fmt"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
)

// Interception and dogfights (RULINGS A6; Continuum 2.6 phase 8, §8.5,
// §8.10, §8.11, §8.13; readings W18-W20). "GROUP: intercept OTHER" orders
// a group with CEF left at OTHER, an enemy group in space. Intercepting
// groups make their main move after every other group's (they react to
// where their quarry went, as Continuum's initiative winner moves last),
// straight toward the quarry, half distance when launched; after the ships
// and the attack runs' secondary moves, an interceptor still more than
// 6 MU from its quarry makes a secondary move of up to 12 MU toward it for
// 1 CEF when it has 2 or more.
//
// In phase 8 every interceptor within 6 MU of its quarry engages it. All
// the groups so engaged, on both sides, fight at once: each group rolls
// once, a die per fighter (pointdefence.DogfightFire: PDS dice with the
// type modifiers; a group out of CEF kills only on 6), at its first
// opponent (its own quarry, else the first group in setup order that
// intercepted it), and its kills are shared as evenly as possible among
// all its opponents, the earlier getting the odd ones; a share beyond a
// group's strength is lost (Continuum §8.11). Losses are applied together
// at the end. Every group in a dogfight spends 1 CEF (if it has any), is
// engaged for the rest of the turn, makes no attack run and adds nothing
// to a screen in the strike. A group ordered "attack SHIP press" that is
// intercepted instead takes the interceptors' fire without returning it,
// spends no CEF on the dogfight, and its survivors make their attack run
// (Continuum §8.9; reading W24).

// DogfightRange is how close, in MU, an interceptor must be to its quarry
// to engage it (Continuum §8.7).
const DogfightRange = 6

// interceptMoves carries out the interceptors' main moves, after the other
// groups' main moves, from the positions every group holds then.
func (s *State) interceptMoves(quarries map[int]int, emit game.Emit) {
	at := make([]geom.Vec, len(s.wings))
	for k, w := range s.wings {
		at[k] = w.pos
	}
	for k := range s.wings {
		w := &s.wings[k]
		q, ok := quarries[k]
		if !ok || w.group.Strength == 0 {
			continue
		}
		w.quarry = q
		reach, what := s.launch(k)
		w.move(toward(w.pos, at[q], reach, 0))
		if emit != nil {
			s.event(emit, "fighters", fmt.Sprintf("%s %s to intercept %s, to %s", w.group.Label(), what, s.wings[q].group.Name, pos(w.pos)), nil)
		}
	}
}

// interceptSecondary carries out the interceptors' secondary moves, each
// paying for the grav wakes it crosses (wakefighters.go).
func (s *State) interceptSecondary(wakes []turnWake, emit game.Emit) {
	for k := range s.wings {
		w := &s.wings[k]
		if w.quarry < 0 || w.group.Strength == 0 {
			continue
		}
		q := s.wings[w.quarry]
		if q.group.Strength == 0 || s.within(w.pos, q.pos, DogfightRange) || w.group.CEF < 2 {
			continue
		}
		end := toward(w.pos, q.pos, SecondaryMove, 0)
		crossed, ok := s.wakeGate(k, end, q.group.Name, wakes, emit) // wakefighters.go
		if !ok {
			continue
		}
		w.group.CEF--
		w.move(end)
		if emit != nil {
			s.event(emit, "fighters", fmt.Sprintf("%s makes a secondary move toward %s, to %s, for 1 CEF", w.group.Label(), q.group.Name, pos(w.pos)), nil)
		}
		s.payWakes(k, crossed, wakes, emit)
	}
}

// opponents returns, for each group, the groups it dogfights this turn:
// its quarry when within reach, then the groups intercepting it within
// reach, in setup order, each once.
func (s *State) opponents() [][]int {
	out := make([][]int, len(s.wings))
	add := func(a, b int) {
		for _, o := range out[a] {
			if o == b {
				return
			}
		}
		out[a] = append(out[a], b)
	}
	for k, w := range s.wings {
		if w.quarry < 0 || w.group.Strength == 0 || w.group.CEF < 1 {
			continue
		}
		q := s.wings[w.quarry]
		if q.group.Strength == 0 || (!q.out && s.version >= 2) || !s.within(w.pos, q.pos, DogfightRange) { // a quarry that landed is in its bay (version 2)
			continue
		}
		add(k, w.quarry)
	}
	for k := range s.wings { // the engaged return fire, after their own quarries
		for _, q := range append([]int(nil), out[k]...) {
			add(q, k)
		}
	}
	return out
}

// dogfightFire rolls group g's fire at a group of type at in a dogfight
// (pointdefence.DogfightFire), sends its event and returns the kills; with
// no events to send it writes no text (pointdefence.DogfightKills, the
// same dice).
func (s *State) dogfightFire(g pointdefence.Group, at pointdefence.FighterType, src rng.Source, emit game.Emit) int {
	if emit == nil {
		return pointdefence.DogfightKills(g, at, src)
	}
	kills, e := pointdefence.DogfightFire(g, at, src)
	var dice []int
	for _, w := range e.Dice {
		dice = append(dice, w...)
	}
	s.event(emit, "dogfight", e.Text, dice)
	return kills
}

// dogfights resolves phase 8: every dogfight of the turn, at once.
func (s *State) dogfights(src rng.Source, emit game.Emit) {
	s.engageEscorts(emit) // escort.go
	opp := s.opponents()
	losses := make([]int, len(s.wings))
	for k, os := range opp {
		if len(os) == 0 || s.pressing(k) {
			continue
		}
		kills := s.dogfightFire(s.wings[k].group, s.wings[os[0]].group.Type, src, emit)
		for n, o := range os {
			share := kills / len(os)
			if n < kills%len(os) {
				share++
			}
			losses[o] += min(share, s.wings[o].group.Strength)
		}
	}
	for k, os := range opp {
		if len(os) == 0 {
			continue
		}
		w := &s.wings[k]
		lost := min(losses[k], w.group.Strength)
		w.group.Strength -= lost
		if s.pressing(k) {
			if emit != nil {
				s.event(emit, "fighters", fmt.Sprintf("%s presses its attack run home through the interceptors' fire: loses %d, %d left", w.group.Name, lost, w.group.Strength), nil)
			}
			if w.group.Strength == 0 {
				if emit != nil {
					s.event(emit, "fighters", fmt.Sprintf("%s is destroyed", w.group.Name), nil)
				}
			}
			continue
		}
		if w.group.CEF > 0 {
			w.group.CEF--
		}
		w.dogfought, w.engaged = true, true
		if emit != nil {
			s.event(emit, "fighters", fmt.Sprintf("%s loses %d in the dogfight, %d left, %d CEF", w.group.Name, lost, w.group.Strength, w.group.CEF), nil)
		}
		if w.group.Strength == 0 {
			if emit != nil {
				s.event(emit, "fighters", fmt.Sprintf("%s is destroyed", w.group.Name), nil)
			}
		}
	}
}

// pressing reports whether group k goes on with its attack run through the
// interceptors engaging it, without returning their fire (Continuum §8.9;
// reading W24): it was ordered to press home and intercepts nothing itself.
func (s *State) pressing(k int) bool {
	w := s.wings[k]
	return w.press && w.quarry < 0
}
