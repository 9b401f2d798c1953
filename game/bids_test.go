package game_test

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rng"
)

// bids is a toy ruleset of simultaneous secret orders for the kernel's
// tests: each round both players write a bid of 0-9 as text (or as JSON
// data {"bid": n}); when both have, the higher bid scores a point and a tie
// is settled by a die (1-3 player 1, 4-6 player 2). The first to three
// points wins. After each round the loser continues or concedes by an
// ordinary action, so that actions and orders alternate.
type bids struct{}

func (bids) Name() string    { return "bids" }
func (bids) Version() string { return "1" }

func (bids) New(options, setup json.RawMessage, seed rng.Seed) (game.State, error) {
	return &bidState{}, nil
}

type bidState struct {
	score    [2]int
	last     [2]int // the bids of the last round, revealed
	rounds   int
	deciding game.Player // -1 when orders are collected; otherwise the loser, who continues or concedes
	conceded bool
}

const kindContinue, kindConcede = 1, 2

func (s *bidState) Players() int { return 2 }

func (s *bidState) over() bool { return s.conceded || s.score[0] >= 3 || s.score[1] >= 3 }

func (s *bidState) Collecting() game.PlayerSet {
	if s.over() || s.rounds > 0 && s.deciding >= 0 {
		return 0
	}
	return game.Players(0, 1)
}

func (s *bidState) Waiting() game.PlayerSet {
	if s.over() {
		return 0
	}
	if c := s.Collecting(); c != 0 {
		return c
	}
	return game.Players(s.deciding)
}

func (s *bidState) Outcome() game.Outcome {
	o := game.Outcome{Over: s.over(), Scores: s.score[:]}
	switch {
	case !o.Over:
	case s.conceded:
		o.Winners, o.Reason = game.Players(1-s.deciding), "conceded"
	case s.score[0] >= 3:
		o.Winners, o.Reason = game.Players(0), "three points"
	default:
		o.Winners, o.Reason = game.Players(1), "three points"
	}
	return o
}

// bid reads orders as a bid.
func bid(o game.Orders) (int, error) {
	text := o.Text
	if len(o.Data) > 0 {
		var d struct {
			Bid *int `json:"bid"`
		}
		if err := json.Unmarshal(o.Data, &d); err != nil || d.Bid == nil {
			return 0, game.Illegal("data must be {\"bid\": n}")
		}
		text = strconv.Itoa(*d.Bid)
	}
	n, err := strconv.Atoi(strings.TrimSpace(text))
	if err != nil || n < 0 || n > 9 {
		return 0, game.Illegal("a bid is a number 0-9, not %q", text)
	}
	return n, nil
}

func (s *bidState) CheckOrders(p game.Player, o game.Orders) error {
	if s.over() {
		return game.Over()
	}
	if !s.Collecting().Has(p) {
		return game.NotYourTurn(p, s.Waiting())
	}
	_, err := bid(o)
	return err
}

func (s *bidState) Resolve(orders []game.Orders, src rng.Source, emit game.Emit) error {
	var b [2]int
	for p := range b {
		if err := s.CheckOrders(game.Player(p), orders[p]); err != nil {
			return err
		}
		b[p], _ = bid(orders[p])
	}
	s.rounds++
	s.last = b
	winner := 0
	if b[1] > b[0] {
		winner = 1
	}
	var dice []int
	if b[0] == b[1] {
		d := src.Roll(6, "tie")
		dice = []int{d}
		if d >= 4 {
			winner = 1
		}
	}
	s.score[winner]++
	s.deciding = game.Player(1 - winner)
	if emit != nil {
		emit(game.Event{Turn: s.rounds, Kind: "reveal", Text: fmt.Sprintf("bids %d and %d: %s scores", b[0], b[1], game.Player(winner)), Dice: dice})
	}
	return nil
}

func (s *bidState) Legal(a game.Action) error {
	switch {
	case s.over():
		return game.Over()
	case !s.Waiting().Has(a.Player) || s.Collecting() != 0:
		return game.NotYourTurn(a.Player, s.Waiting())
	case a.Kind != kindContinue && a.Kind != kindConcede:
		return game.Illegal("unknown action")
	}
	return nil
}

func (s *bidState) Actions(p game.Player, dst []game.Action) []game.Action {
	if s.Legal(game.Action{Player: p, Kind: kindContinue}) != nil {
		return dst
	}
	return append(dst, game.Action{Player: p, Kind: kindContinue}, game.Action{Player: p, Kind: kindConcede})
}

func (s *bidState) Apply(a game.Action, src rng.Source, emit game.Emit) error {
	if err := s.Legal(a); err != nil {
		return err
	}
	if a.Kind == kindConcede {
		s.conceded = true
		return nil
	}
	s.deciding = -1
	return nil
}

// bidView is what a player sees: the scores and the bids revealed so far.
type bidView struct {
	Score  [2]int `json:"score"`
	Last   [2]int `json:"last"`
	Rounds int    `json:"rounds"`
}

func (s *bidState) View(p game.Player) any {
	return bidView{Score: s.score, Last: s.last, Rounds: s.rounds}
}

func (s *bidState) Clone() game.State { c := *s; return &c }

func (s *bidState) FormatAction(a game.Action) string {
	if a.Kind == kindConcede {
		return "concede"
	}
	return "continue"
}

func (s *bidState) ParseAction(p game.Player, text string) (game.Action, error) {
	switch text {
	case "continue":
		return game.Action{Player: p, Kind: kindContinue}, nil
	case "concede":
		return game.Action{Player: p, Kind: kindConcede}, nil
	}
	return game.Action{}, game.Illegal("unknown action %q", text)
}
