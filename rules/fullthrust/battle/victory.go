package battle

import (
	"fmt"

	"github.com/broadside/broadside/game"
)

// worth returns what destroying ship i scores: its points, or its mass
// where the fleet book gives none.
func (s *State) worth(i int) int {
	if p := s.setup.Ships[i].Points; p > 0 {
		return p
	}
	return s.setup.Ships[i].Sheet.Mass
}

// judge sets the outcome at the end of a turn: each side's score (the
// worth of the enemy ships destroyed, and what the enemy ships driven off
// score under the setup's DrivenOff), and the end of the battle when at
// most one side has ships left or the turn limit is reached.
func (s *State) judge(emit game.Emit) {
	n := s.Players()
	scores := make([]int, n)
	left := make([]bool, n)
	for i, sh := range s.setup.Ships {
		if s.alive(i) {
			left[sh.Side] = true
			continue
		}
		w := s.worth(i)
		if !s.units[i].ship.Destroyed() {
			w = s.setup.DrivenOff.Of(w) // driven off (W8)
		}
		for p := range scores {
			if p != sh.Side {
				scores[p] += w
			}
		}
	}
	var standing game.PlayerSet
	for p, l := range left {
		if l {
			standing = standing.With(game.Player(p))
		}
	}
	s.outcome = game.Outcome{Scores: scores}
	switch {
	case standing.Len() <= 1:
		s.outcome.Over, s.outcome.Reason = true, "one side left"
		if standing == 0 {
			s.outcome.Reason = "no side left"
		}
	case s.turn >= s.setup.Turns:
		s.outcome.Over, s.outcome.Reason = true, "turn limit"
	}
	if !s.outcome.Over {
		return
	}
	switch {
	case s.setup.Victory == Destroy && standing.Len() == 1:
		s.outcome.Winners = standing
	case s.setup.Victory == Points:
		best := 0
		for _, sc := range scores {
			best = max(best, sc)
		}
		var w game.PlayerSet
		for p, sc := range scores {
			if sc == best && (best > 0 || standing.Has(game.Player(p))) {
				w = w.With(game.Player(p))
			}
		}
		if w.Len() == 1 {
			s.outcome.Winners = w
		}
	}
	text := "draw"
	if s.outcome.Winners != 0 {
		text = s.side(int(s.outcome.Winners.First())) + " wins"
	}
	if emit != nil {
		label := "points destroyed"
		if s.setup.DrivenOff == ScoreHalf {
			label = "points scored (ships driven off at half)"
		}
		s.event(emit, "over", fmt.Sprintf("the battle ends (%s): %s; %s %v", s.outcome.Reason, text, label, scores), nil)
	}
}
