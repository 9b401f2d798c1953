package game_test

import (
	"errors"
	"fmt"

	"github.com/broadside/broadside/game"
)

// An ActionError prints the player, the action and the reason, and unwraps
// to its kind.
func ExampleActionError() {
	err := &game.ActionError{Player: 1, Action: "fire 2 5", Reason: "ship 5 is out of range", Err: game.ErrIllegal}
	fmt.Println(err.Error())
	fmt.Println(errors.Is(err, game.ErrIllegal), err.Unwrap() == game.ErrIllegal)
	// Output:
	// game: player 2: fire 2 5: ship 5 is out of range
	// true true
}

// ActionError.Error falls back to the kind's text when there is no reason.
func ExampleActionError_Error() {
	fmt.Println((&game.ActionError{Err: game.ErrOver}).Error())
	// Output:
	// game: game: game over
}

func ExampleActionError_Unwrap() {
	err := game.NotYourTurn(1, game.Players(0))
	var ae *game.ActionError
	fmt.Println(errors.As(err, &ae), ae.Unwrap() == game.ErrNotYourTurn)
	// Output:
	// true true
}

func ExampleNotYourTurn() {
	err := game.NotYourTurn(1, game.Players(0))
	fmt.Println(err, errors.Is(err, game.ErrNotYourTurn))
	// Output:
	// game: not the turn of player 2; waiting for {player 1} true
}

func ExampleOver() {
	err := game.Over()
	fmt.Println(err, errors.Is(err, game.ErrOver))
	// Output:
	// game: the game is over true
}

// IsRefusal separates refusals from other failures, such as a bad record.
func ExampleIsRefusal() {
	fmt.Println(game.IsRefusal(game.Illegal("no")), game.IsRefusal(game.Over()), game.IsRefusal(game.ErrBadRecord))
	// Output:
	// true true false
}
