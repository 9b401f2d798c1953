package game_test

import (
	"encoding/json"
	"fmt"

	"github.com/broadside/broadside/game"
)

func ExampleStep_String() {
	fmt.Println(game.Step{Player: 0, Action: "move 3 FFRF"})
	// Output:
	// player 1: move 3 FFRF
}

// A clone shares nothing with the original.
func ExampleRecord_Clone() {
	r := game.Record{Rules: "race", Setup: json.RawMessage(`{"target":5}`), Steps: []game.Step{{Action: "roll", Dice: []int{4}}}}
	c := r.Clone()
	c.Steps[0].Dice[0] = 6
	fmt.Println(r.Steps[0].Dice, c.Steps[0].Dice)
	// Output:
	// [4] [6]
}

// ParseRecord reads a saved game and refuses one without rules or setup.
func ExampleParseRecord() {
	r, err := game.ParseRecord([]byte(`{"rules":"race","version":"1","seed":"000000000000002a","setup":{"target":5},"actions":[{"player":0,"action":"roll"}]}`))
	fmt.Println(r.Rules, r.Seed, len(r.Steps), err)
	_, err = game.ParseRecord([]byte(`{"rules":"race"}`))
	fmt.Println(err)
	// Output:
	// race 000000000000002a 1 <nil>
	// game: bad record: no setup
}
