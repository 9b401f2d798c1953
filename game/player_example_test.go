package game_test

import (
	"fmt"

	"github.com/broadside/broadside/game"
)

// Players are counted from 0 in code and from 1 in print.
func ExamplePlayer_String() {
	fmt.Println(game.Player(0), game.Player(2), game.Spectator)
	// Output:
	// player 1 player 3 spectator
}

// Players builds a set; seats outside the table are ignored.
func ExamplePlayers() {
	fmt.Println(game.Players(2, 0, game.Spectator, game.MaxPlayers))
	// Output:
	// {player 1, player 3}
}

func ExamplePlayerSet_Has() {
	s := game.Players(1)
	fmt.Println(s.Has(0), s.Has(1), s.Has(game.Spectator))
	// Output:
	// false true false
}

func ExamplePlayerSet_With() {
	fmt.Println(game.Players(0).With(3).With(game.Spectator))
	// Output:
	// {player 1, player 4}
}

func ExamplePlayerSet_Without() {
	fmt.Println(game.Players(0, 1).Without(0), game.Players(0, 1).Without(5))
	// Output:
	// {player 2} {player 1, player 2}
}

func ExamplePlayerSet_Len() {
	fmt.Println(game.PlayerSet(0).Len(), game.Players(0, 1, 2).Len())
	// Output:
	// 0 3
}

// First picks the lowest seat; an empty set gives Spectator.
func ExamplePlayerSet_First() {
	fmt.Println(game.Players(3, 1).First(), game.PlayerSet(0).First())
	// Output:
	// player 2 spectator
}

func ExamplePlayerSet_List() {
	fmt.Println(game.Players(4, 0, 2).List())
	// Output:
	// [player 1 player 3 player 5]
}

func ExamplePlayerSet_String() {
	fmt.Println(game.Players(0, 1).String(), game.PlayerSet(0).String())
	// Output:
	// {player 1, player 2} {}
}

// A hidden event reaches only its audience; Filter keeps what a player may
// see.
func ExampleEvent_VisibleTo() {
	public := game.Event{Text: "a ship moves"}
	secret := game.Event{Text: "a mine is laid", Only: game.Players(1)}
	fmt.Println(public.VisibleTo(0), secret.VisibleTo(0), secret.VisibleTo(1), secret.VisibleTo(game.Spectator))
	// Output:
	// true false true false
}

func ExampleFilter() {
	events := []game.Event{
		{Text: "a ship moves"},
		{Text: "a mine is laid", Only: game.Players(1)},
		{Text: "a dummy moves", Only: game.Players(0)},
	}
	for _, e := range game.Filter(events, 0) {
		fmt.Println(e.Text)
	}
	// Output:
	// a ship moves
	// a dummy moves
}

// Outcome.Draw is true only for a finished game without winners.
func ExampleOutcome_Draw() {
	fmt.Println(game.Outcome{}.Draw(), game.Outcome{Over: true}.Draw(), game.Outcome{Over: true, Winners: game.Players(0)}.Draw())
	// Output:
	// false true false
}
