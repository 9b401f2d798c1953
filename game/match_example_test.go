package game_test

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rng"
)

// newRace begins a race to 5 with seed 42 for the examples.
func newRace() *game.Match {
	m, err := game.Start(race{}, nil, json.RawMessage(`{"target": 5}`), 42)
	if err != nil {
		panic(err)
	}
	return m
}

// Start builds the first state from the options and the setup.
func ExampleStart() {
	m, err := game.Start(race{}, nil, json.RawMessage(`{"target": 5}`), 42)
	fmt.Println(err, m.State().Waiting(), m.Version())
	_, err = game.Start(race{}, nil, json.RawMessage(`{"target": 0}`), 42)
	fmt.Println(err)
	// Output:
	// <nil> {player 1} 0
	// race: target 0
}

func ExampleMatch_State() {
	m := newRace()
	fmt.Println(m.State().Players(), m.State().Waiting())
	// Output:
	// 2 {player 1}
}

// The version counts the actions applied.
func ExampleMatch_Version() {
	m := newRace()
	_, _ = m.PlayText(0, "hold")
	fmt.Println(m.Version())
	// Output:
	// 1
}

func ExampleMatch_Record() {
	m := newRace()
	_, _ = m.PlayText(0, "roll")
	_, _ = m.PlayText(1, "hold")
	rec := m.Record()
	fmt.Println(rec.Rules, rec.Version, rec.Seed, rec.Steps)
	// Output:
	// race 1 000000000000002a [player 1: roll player 2: hold]
}

func ExampleMatch_Outcome() {
	m := newRace()
	for !m.Outcome().Over {
		_, _ = m.Play(game.Action{Player: m.State().Waiting().First(), Kind: kindRoll})
	}
	o := m.Outcome()
	fmt.Println(o.Winners, o.Scores, o.Reason)
	// Output:
	// {player 1} [10 4] reached the target
}

// The race shows both scores to everyone.
func ExampleMatch_View() {
	m := newRace()
	_, _ = m.PlayText(0, "roll")
	fmt.Println(m.View(1))
	// Output:
	// [4 0]
}

// The dice of each action come from their own derived seed.
func ExampleActionSeed() {
	a, b := game.ActionSeed(42, 0), game.ActionSeed(42, 1)
	fmt.Println(a == rng.Seed(42).Derive("action", 0), a == b)
	// Output:
	// true false
}

// Play applies an action with dice from the seed; an action out of turn is
// refused and changes nothing.
func ExampleMatch_Play() {
	m := newRace()
	events, err := m.Play(game.Action{Player: 0, Kind: kindRoll})
	fmt.Println(events[0].Action, events[0].Text, events[0].Dice, err)
	_, err = m.Play(game.Action{Player: 0, Kind: kindRoll})
	fmt.Println(errors.Is(err, game.ErrNotYourTurn), m.Version())
	// Output:
	// 0 player 1 rolls 4 [4] <nil>
	// true 1
}

// An action chosen against an older version is stale.
func ExampleMatch_PlayAt() {
	m := newRace()
	v := m.Version()
	_, err := m.PlayAt(v, game.Action{Player: 0, Kind: kindHold})
	fmt.Println(err)
	_, err = m.PlayAt(v, game.Action{Player: 1, Kind: kindHold})
	fmt.Println(err, errors.Is(err, game.ErrStale))
	// Output:
	// <nil>
	// game: written at version 0; the game has moved on to version 1 true
}

// A draw offered since an action was chosen leaves it current; the
// action played since makes an older one stale.
func ExampleMatch_Stale() {
	m := newRace()
	m.Table(1, game.OfferDraw)
	fmt.Println(m.Stale(0), m.Stale(1), m.Stale(2))
	m.PlayAt(0, game.Action{Player: 0, Kind: kindHold})
	fmt.Println(m.Stale(0), m.Stale(1), m.Stale(2))
	// Output:
	// false false true
	// true true false
}

func ExampleMatch_PlayText() {
	m := newRace()
	_, err := m.PlayText(0, "hold")
	fmt.Println(err)
	_, err = m.PlayText(1, "jump")
	fmt.Println(err)
	// Output:
	// <nil>
	// race: unknown action "jump"
}

// Dice rolled at the table must be exactly enough; they are kept in the
// record.
func ExampleMatch_PlayDice() {
	m := newRace()
	_, err := m.PlayDice(game.Action{Player: 0, Kind: kindRoll}, nil)
	fmt.Println(err != nil, m.Version())
	_, err = m.PlayDice(game.Action{Player: 0, Kind: kindRoll}, []int{6, 2})
	fmt.Println(err)
	events, err := m.PlayDice(game.Action{Player: 0, Kind: kindRoll}, []int{6})
	fmt.Println(events[0].Text, err, m.Record().Steps[0].Dice)
	// Output:
	// true 0
	// game: player 1: roll: game: 1 dice not used: [2]
	// player 1 rolls 6 <nil> [6]
}

// Replay rebuilds the match and sends its events again.
func ExampleReplay() {
	m := newRace()
	_, _ = m.PlayText(0, "roll")
	_, _ = m.PlayDice(game.Action{Player: 1, Kind: kindRoll}, []int{3})
	again, err := game.Replay(race{}, m.Record(), func(e game.Event) { fmt.Println(e.Action, e.Text) })
	fmt.Println(err, again.Version())
	rec := m.Record()
	rec.Version = "2"
	_, err = game.Replay(race{}, rec, nil)
	fmt.Println(err)
	// Output:
	// -1 first to 5; player 1 rolls first
	// 0 player 1 rolls 4
	// 1 player 2 rolls 3
	// <nil> 2
	// game: bad record: record is for race version "2"; this engine plays version "1"
}

// The events of the game's start come before those of any action.
func ExampleMatch_Opening() {
	m := newRace()
	for _, e := range m.Opening() {
		fmt.Println(e.Action, e.Kind, e.Text)
	}
	// Output:
	// -1 start first to 5; player 1 rolls first
}

// Opening asks a state for its start's events; a state that is not an
// Opener has none.
func ExampleOpening() {
	m := newRace()
	fmt.Println(len(game.Opening(m.State())))
	var st game.State = silent{m.State()}
	fmt.Println(game.Opening(st) == nil)
	// Output:
	// 1
	// true
}

// silent hides the Opener of the state it wraps.
type silent struct{ game.State }
