package agent_test

import (
	"fmt"

	"github.com/broadside/broadside/agent"
	sfagent "github.com/broadside/broadside/agent/spacefleet"
	"github.com/broadside/broadside/game"
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

// PlayMatch records every action, so the battle replays from its record;
// the log starts with the events of the battle's start.
func ExamplePlayMatch() {
	m, err := spacefleet.Start(duel(), spacefleet.Options{}, 5)
	if err != nil {
		fmt.Println(err)
		return
	}
	var events []game.Event
	players := []agent.Agent{sfagent.NewTactical(1), sfagent.NewTactical(2)}
	if err := agent.PlayMatch(m, players, func(e game.Event) { events = append(events, e) }); err != nil {
		fmt.Println(err)
		return
	}
	again, err := game.Replay(spacefleet.Rules{}, m.Record(), nil)
	fmt.Println(events[0].Action, events[0].Text, events[1].Text)
	fmt.Println(m.Outcome().Over, err, again.Outcome().Winners == m.Outcome().Winners)
	// Output:
	// -1 turn 1 initiative rolls 6 6: Blue moves first
	// true <nil> true
}
