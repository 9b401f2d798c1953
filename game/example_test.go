package game_test

import (
	"encoding/json"
	"fmt"

	"github.com/broadside/broadside/game"
)

// A match records every action; its record replays to the same game.
func ExampleMatch() {
	m, err := game.Start(race{}, nil, json.RawMessage(`{"target": 5}`), 42)
	if err != nil {
		fmt.Println(err)
		return
	}
	for !m.Outcome().Over {
		p := m.State().Waiting().First()
		events, err := m.Play(game.Action{Player: p, Kind: kindRoll})
		if err != nil {
			fmt.Println(err)
			return
		}
		for _, e := range events {
			fmt.Println(e.Text)
		}
	}
	rec := m.Record()
	again, _ := game.Replay(race{}, rec, nil)
	fmt.Println(len(rec.Steps), "actions; replay agrees:", again.Outcome().Winners == m.Outcome().Winners)
	// Output:
	// player 1 rolls 4
	// player 2 rolls 4
	// player 1 rolls 6
	// 3 actions; replay agrees: true
}

// Refusals wrap a sentinel, so that a front end can tell them apart.
func ExampleIllegal() {
	err := game.Illegal("ship %d has already moved", 3)
	fmt.Println(err)
	// Output:
	// game: ship 3 has already moved
}
