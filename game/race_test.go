package game_test

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rng"
)

// race is a toy ruleset for the kernel's tests: two players take turns to
// roll a die and add it to their score; the first to reach the target wins.
// A player may also "hold" and score nothing.
type race struct{}

func (race) Name() string    { return "race" }
func (race) Version() string { return "1" }

func (race) New(options, setup json.RawMessage, seed rng.Seed) (game.State, error) {
	var s struct {
		Target int `json:"target"`
	}
	if err := json.Unmarshal(setup, &s); err != nil {
		return nil, err
	}
	if s.Target < 1 {
		return nil, fmt.Errorf("race: target %d", s.Target)
	}
	return &raceState{target: s.Target}, nil
}

type raceState struct {
	target int
	score  [2]int
	turn   game.Player
	over   bool
}

const (
	kindRoll = 1
	kindHold = 2
)

func (s *raceState) Players() int { return 2 }

func (s *raceState) Waiting() game.PlayerSet {
	if s.over {
		return 0
	}
	return game.Players(s.turn)
}

func (s *raceState) Outcome() game.Outcome {
	o := game.Outcome{Over: s.over, Scores: s.score[:]}
	if s.over {
		o.Winners = game.Players(1 - s.turn)
		o.Reason = "reached the target"
	}
	return o
}

func (s *raceState) Legal(a game.Action) error {
	switch {
	case s.over:
		return game.Over()
	case a.Player != s.turn:
		return game.NotYourTurn(a.Player, s.Waiting())
	case a.Kind != kindRoll && a.Kind != kindHold:
		return game.Illegal("unknown action")
	}
	return nil
}

func (s *raceState) Actions(p game.Player, dst []game.Action) []game.Action {
	if s.over || p != s.turn {
		return dst
	}
	return append(dst, game.Action{Player: p, Kind: kindRoll}, game.Action{Player: p, Kind: kindHold})
}

func (s *raceState) Apply(a game.Action, src rng.Source, emit game.Emit) error {
	if err := s.Legal(a); err != nil {
		return err
	}
	if a.Kind == kindRoll {
		d := src.Roll(6, "race")
		s.score[a.Player] += d
		if emit != nil {
			emit(game.Event{Kind: "roll", Text: fmt.Sprintf("%s rolls %d", a.Player, d), Dice: []int{d}})
		}
		if s.score[a.Player] >= s.target {
			s.over = true
		}
	}
	s.turn = 1 - s.turn
	return nil
}

func (s *raceState) View(p game.Player) any { return s.score }

// Opening makes the race a game.Opener: its start announces who rolls
// first.
func (s *raceState) Opening() []game.Event {
	return []game.Event{{Action: game.OpeningAction, Turn: 1, Kind: "start", Text: fmt.Sprintf("first to %d; player 1 rolls first", s.target)}}
}

func (s *raceState) Clone() game.State {
	c := *s
	return &c
}

func (s *raceState) FormatAction(a game.Action) string {
	if a.Kind == kindHold {
		return "hold"
	}
	return "roll"
}

func (s *raceState) ParseAction(p game.Player, text string) (game.Action, error) {
	switch strings.TrimSpace(text) {
	case "roll":
		return game.Action{Player: p, Kind: kindRoll}, nil
	case "hold":
		return game.Action{Player: p, Kind: kindHold}, nil
	}
	return game.Action{}, fmt.Errorf("race: unknown action %q", text)
}
