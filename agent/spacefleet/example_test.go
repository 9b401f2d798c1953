package spacefleet_test

import (
	"fmt"

	"github.com/broadside/broadside/agent"
	sfagent "github.com/broadside/broadside/agent/spacefleet"
	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/spacefleet"
)

// duel is two destroyers a side on a 16 by 16 map.
func duel() spacefleet.Setup {
	dd := spacefleet.StandardDesign(spacefleet.Destroyer)
	return spacefleet.Setup{Name: "duel", Width: 16, Height: 16, Sides: []spacefleet.Side{
		{Name: "Red", Squadrons: []spacefleet.Squadron{{Ships: []spacefleet.ShipSetup{
			{Design: dd, At: spacefleet.Cell{Col: 6, Row: 13}}, {Design: dd, At: spacefleet.Cell{Col: 7, Row: 13}}}}}},
		{Name: "Blue", Squadrons: []spacefleet.Squadron{{Ships: []spacefleet.ShipSetup{
			{Design: dd, At: spacefleet.Cell{Col: 6, Row: 2}, Facing: 3}, {Design: dd, At: spacefleet.Cell{Col: 7, Row: 2}, Facing: 3}}}}},
	}}
}

// The tactical player closes in: its first move heads for the enemy.
func ExampleNewTactical() {
	st, _ := spacefleet.New(duel(), spacefleet.Options{}, 1)
	t := sfagent.NewTactical(7)
	p := st.Waiting().First()
	a, err := t.Choose(st, p)
	fmt.Println(p, st.FormatAction(a), err)
	// Output:
	// player 2 move 2 FFFFF <nil>
}

// Choose works on the state as it stands, phase by phase.
func ExampleTactical_Choose() {
	st, _ := spacefleet.New(duel(), spacefleet.Options{}, 1)
	players := []agent.Agent{sfagent.NewTactical(1), sfagent.NewTactical(2)}
	dice := rng.New(0)
	for i := 0; i < 4; i++ {
		p := st.Waiting().First()
		a, _ := players[p].Choose(st, p)
		fmt.Println(st.Phase(), p, st.FormatAction(a))
		dice.Reset(game.ActionSeed(1, i))
		if err := st.Apply(a, dice, nil); err != nil {
			fmt.Println(err)
			return
		}
	}
	// Output:
	// move player 2 move 2 FFFFF
	// move player 1 move 0 FFF
	// move player 2 move 3 FFFRFLF
	// move player 1 move 1 FLFRFF
}

// Reset makes a tactical player choose as a new one with that seed.
func ExampleTactical_Reset() {
	st, _ := spacefleet.New(duel(), spacefleet.Options{}, 1)
	p := st.Waiting().First()
	t := sfagent.NewTactical(7)
	first, _ := t.Choose(st, p)
	t.Reset(7)
	again, _ := t.Choose(st, p)
	fmt.Println(first == again)
	// Output:
	// true
}

// Players makes one computer player per kind, each with its own stream
// derived from the battle's seed; the same seed makes the same players.
// Blue, the second side, moves first here and is played by the random
// player.
func ExamplePlayers() {
	st, err := spacefleet.New(duel(), spacefleet.Options{}, 1)
	if err != nil {
		fmt.Println(err)
		return
	}
	kinds, _ := sfagent.ParseKinds("tactical,random", 2)
	players := sfagent.Players(kinds, 9)
	p := st.Waiting().First()
	a, err := players[p].Choose(st, p)
	fmt.Printf("%d players; %s: %s %v\n", len(players), p, st.FormatAction(a), err)
	// Output:
	// 2 players; player 2: move 3 FRFRFLFR <nil>
}
