package game_test

import (
	"encoding/json"
	"fmt"

	"github.com/broadside/broadside/game"
)

// Two players write their bids in secret. The first submission is sealed:
// it changes no view and returns no events; the second completes the round,
// and both are resolved together.
func ExampleMatch_Submit() {
	m, _ := game.Start(bids{}, nil, json.RawMessage(`{}`), 3)
	ev, _ := m.Submit(0, game.Orders{Text: "6"})
	fmt.Println(len(ev), m.Submitted(), m.Waiting())
	view, _ := json.Marshal(m.View(1))
	fmt.Println(string(view))
	ev, _ = m.Submit(1, game.Orders{Data: json.RawMessage(`{"bid": 4}`)})
	fmt.Println(ev[0].Text)
	// Output:
	// 0 {player 1} {player 2}
	// {"score":[0,0],"last":[0,0],"rounds":0}
	// bids 6 and 4: player 1 scores
}

// Orders written against a version are accepted while the round they were
// written for is open, whoever else submitted meanwhile.
func ExampleMatch_SubmitAt() {
	m, _ := game.Start(bids{}, nil, json.RawMessage(`{}`), 3)
	v := m.Version()
	_, err1 := m.SubmitAt(v, 0, game.Orders{Text: "1"})
	_, err2 := m.SubmitAt(v, 1, game.Orders{Text: "2"})
	_, err3 := m.SubmitAt(v, 0, game.Orders{Text: "3"})
	fmt.Println(err1, err2)
	fmt.Println(err3)
	// Output:
	// <nil> <nil>
	// game: player 1: orders: written at version 0; the game has moved on to version 2
}

// The dice of a resolution may come from the table, given with the last
// submission.
func ExampleMatch_SubmitDice() {
	m, _ := game.Start(bids{}, nil, json.RawMessage(`{}`), 3)
	m.Submit(0, game.Orders{Text: "5"})
	ev, err := m.SubmitDice(1, game.Orders{Text: "5"}, []int{4})
	fmt.Println(ev[0].Text, ev[0].Dice, err)
	// Output: bids 5 and 5: player 2 scores [4] <nil>
}

// A front end shows a player his own sealed orders, and only his.
func ExampleMatch_Sealed() {
	m, _ := game.Start(bids{}, nil, json.RawMessage(`{}`), 3)
	m.Submit(1, game.Orders{Text: "8"})
	mine, ok := m.Sealed(1)
	_, theirs := m.Sealed(0)
	fmt.Println(mine.Text, ok, theirs)
	// Output: 8 true false
}

// A front end checks orders as they are written and gets the answer their
// submission would get, without submitting them: the rules' refusal of
// the text, or the match's once the player's orders are sealed.
func ExampleMatch_CheckOrders() {
	m, _ := game.Start(bids{}, nil, json.RawMessage(`{}`), 3)
	fmt.Println(m.CheckOrders(0, game.Orders{Text: "6"}))
	m.Submit(0, game.Orders{Text: "6"})
	fmt.Println(m.CheckOrders(0, game.Orders{Text: "7"}))
	fmt.Println(m.CheckOrders(1, game.Orders{Text: "four"}))
	fmt.Println(m.CheckOrders(1, game.Orders{Text: "4"}), m.Version())
	// Output:
	// <nil>
	// game: player 1: orders: player 1 has already submitted orders; waiting for {player 2}
	// game: player 2: orders: a bid is a number 0-9, not "four"
	// <nil> 1
}

// Orders are written against the version the round opened at: a
// submission sealed since, or a draw offered since, does not make them
// stale.
func ExampleMatch_Opened() {
	m, _ := game.Start(bids{}, nil, json.RawMessage(`{}`), 3)
	m.Submit(0, game.Orders{Text: "6"})
	m.Table(0, "offer draw")
	fmt.Println(m.Opened(), m.Version())
	_, err := m.SubmitAt(0, 1, game.Orders{Text: "4"})
	fmt.Println(err, m.Opened())
	// Output:
	// 0 2
	// <nil> 3
}

// A front end holding orders or an action written at a version asks
// whether they are still current before it reads them, and gets the words
// SubmitAt and PlayAt would refuse them with.
func ExampleMatch_StaleAt() {
	m, _ := game.Start(bids{}, nil, json.RawMessage(`{}`), 3)
	m.Submit(0, game.Orders{Text: "6"})
	m.Submit(1, game.Orders{Text: "4"}) // the round resolves: version 2
	fmt.Println(m.StaleAt(0, 2))
	fmt.Println(m.StaleAt(0, 0))
	fmt.Println(m.StaleAt(0, 9))
	// Output:
	// <nil>
	// game: written at version 0; the game has moved on to version 2
	// game: written at version 9, but the game is at version 2
}
