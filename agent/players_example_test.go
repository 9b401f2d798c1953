package agent_test

import (
	"fmt"

	"github.com/broadside/broadside/agent"
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

// The random player picks any listed action; it never changes the state.
func ExampleNewRandom() {
	st, _ := spacefleet.New(duel(), spacefleet.Options{}, 1)
	r := agent.NewRandom(7)
	p := st.Waiting().First()
	a, err := r.Choose(st, p)
	fmt.Println(p, err, st.Legal(a) == nil, st.Turn())
	// Output:
	// player 2 <nil> true 1
}

// Choose lists the player's actions and draws one.
func ExampleRandom_Choose() {
	st, _ := spacefleet.New(duel(), spacefleet.Options{}, 1)
	a, _ := agent.NewRandom(7).Choose(st, st.Waiting().First())
	fmt.Println(st.FormatAction(a))
	// Output:
	// move 2 FLFFRFF
}

// Reset gives the same choices as a new player with that seed.
func ExampleRandom_Reset() {
	st, _ := spacefleet.New(duel(), spacefleet.Options{}, 1)
	p := st.Waiting().First()
	r := agent.NewRandom(7)
	first, _ := r.Choose(st, p)
	_, _ = r.Choose(st, p)
	r.Reset(7)
	again, _ := r.Choose(st, p)
	fmt.Println(first == again)
	// Output:
	// true
}

// The tactical player closes in: its first move heads for the enemy.
func ExampleNewTactical() {
	st, _ := spacefleet.New(duel(), spacefleet.Options{}, 1)
	t := agent.NewTactical(7)
	p := st.Waiting().First()
	a, err := t.Choose(st, p)
	fmt.Println(p, st.FormatAction(a), err)
	// Output:
	// player 2 move 2 FFFFF <nil>
}

// Choose works on the state as it stands, phase by phase.
func ExampleTactical_Choose() {
	st, _ := spacefleet.New(duel(), spacefleet.Options{}, 1)
	players := []agent.Agent{agent.NewTactical(1), agent.NewTactical(2)}
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
	t := agent.NewTactical(7)
	first, _ := t.Choose(st, p)
	t.Reset(7)
	again, _ := t.Choose(st, p)
	fmt.Println(first == again)
	// Output:
	// true
}

// PlayMatch records every action, so the battle replays from its record;
// the log starts with the events of the battle's start.
func ExamplePlayMatch() {
	m, err := spacefleet.Start(duel(), spacefleet.Options{}, 5)
	if err != nil {
		fmt.Println(err)
		return
	}
	var events []game.Event
	players := []agent.Agent{agent.NewTactical(1), agent.NewTactical(2)}
	if err := agent.PlayMatch(m, players, func(e game.Event) { events = append(events, e) }); err != nil {
		fmt.Println(err)
		return
	}
	again, err := game.Replay(spacefleet.Ruleset{}, m.Record(), nil)
	fmt.Println(events[0].Action, events[0].Text, events[1].Text)
	fmt.Println(m.Outcome().Over, err, again.Outcome().Winners == m.Outcome().Winners)
	// Output:
	// -1 turn 1 initiative rolls 6 6: Blue moves first
	// true <nil> true
}
