package spacefleet_test

import (
	"encoding/json"
	"fmt"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/spacefleet"
)

// inField is a duel under the mines rule: Red's heavy cruiser starts in a
// minefield Red laid before the battle, 6 hexes from Blue's destroyer, and
// it is Red's turn to move.
func inField() *spacefleet.State {
	s := spacefleet.Setup{Width: 10, Height: 12, Sides: []spacefleet.Side{
		{Name: "Red", Squadrons: []spacefleet.Squadron{{Ships: []spacefleet.ShipSetup{
			{Design: spacefleet.StandardDesign(spacefleet.HeavyCruiser), At: spacefleet.Cell{Col: 4, Row: 9}}}}},
			Mines: []spacefleet.Cell{{Col: 4, Row: 9}}},
		{Name: "Blue", Squadrons: []spacefleet.Squadron{{Ships: []spacefleet.ShipSetup{
			{Design: spacefleet.StandardDesign(spacefleet.Destroyer), At: spacefleet.Cell{Col: 4, Row: 3}, Facing: 3}}}}},
	}}
	st, err := spacefleet.New(s, spacefleet.Options{Mines: true}, 1)
	if err != nil {
		panic(err)
	}
	if st.Waits(1) {
		if err := st.Apply(spacefleet.MoveAction(1, 1, spacefleet.Path{Pivot: st.Facing(1)}, false), rng.New(1), nil); err != nil {
			panic(err)
		}
	}
	return st
}

// A ship that keeps to its hex may sweep a minefield its side knows of
// there; "stay" alone leaves the field in place.
func ExampleSweepAction() {
	st := inField()
	a := spacefleet.SweepAction(0, 0, st.Facing(0), false)
	fmt.Println(st.FormatAction(a), st.Legal(a))
	// Output:
	// move 0 stay sweep <nil>
}

func ExampleSweeps() {
	st := inField()
	stay, _ := st.ParseAction(0, "move 0 stay")
	sweep, _ := st.ParseAction(0, "move 0 stay sweep")
	fmt.Println(spacefleet.Sweeps(stay), spacefleet.Sweeps(sweep))
	// Output:
	// false true
}

// The sweep attacks the ship once more (here a 4, then 2 hits on its
// shields) and clears the field.
func ExampleState_MaySweep() {
	st := inField()
	fmt.Println(st.MaySweep(0), st.MaySweep(1))
	var log []string
	err := st.Apply(spacefleet.SweepAction(0, 0, st.Facing(0), false), rng.NewScript([]int{4, 2}), func(e game.Event) { log = append(log, e.Text) })
	fmt.Println(err, st.Shields(0), st.KnownMine(0, st.Pos(0)))
	for _, line := range log {
		fmt.Println(line)
	}
	// Output:
	// true false
	// <nil> 4 false
	// Red HC-1 (#0) stays at 4,9 facing N
	// Red HC-1 (#0) strays into a minefield at 4,9: rolled 4, 2 hits
	// Red HC-1 (#0) loses a shield (5 left)
	// Red HC-1 (#0) loses a shield (4 left)
	// Red HC-1 (#0) sweeps the minefield at 4,9
}

// Red knows its own field; Blue does not know of it.
func ExampleState_KnownMinesAt() {
	st := inField()
	h := st.Pos(0)
	own, other := st.KnownMinesAt(0, h)
	fmt.Println(own, other)
	own, other = st.KnownMinesAt(1, h)
	fmt.Println(own, other)
	// Output:
	// 1 0
	// 0 0
}

// A record of rules version 1, from before sweeping became a choice,
// replays with automatic sweeping; a new game under the same options
// sweeps only by choice.
func ExampleRules_NewAt() {
	st := inField()
	setup, _ := json.Marshal(st.Setup())
	options := json.RawMessage(`{"mines": true}`)
	for _, version := range []string{"1", spacefleet.RulesVersion} {
		s, err := spacefleet.Rules{}.NewAt(version, options, setup, 1)
		fmt.Println(version, err, s.(*spacefleet.State).MaySweep(0))
	}
	_, err := spacefleet.Rules{}.NewAt("0", options, setup, 1)
	fmt.Println(err)
	// Output:
	// 1 <nil> false
	// 3 <nil> true
	// spacefleet: rules version "0"; this engine plays "3" and replays 1 and 2
}

// A squadron holds 2 to 6 ships; a side of a single ship fields it alone,
// and the lone_ships option allows squadrons of one anywhere.
func ExampleSetup_Check_squadrons() {
	dd := spacefleet.StandardDesign(spacefleet.Destroyer)
	ship := spacefleet.ShipSetup{Design: dd, At: spacefleet.Cell{Col: 1, Row: 1}}
	s := spacefleet.Setup{Width: 10, Height: 10, Sides: []spacefleet.Side{
		{Name: "Red", Squadrons: []spacefleet.Squadron{{Name: "Flag", Ships: []spacefleet.ShipSetup{ship}}, {Ships: []spacefleet.ShipSetup{ship, ship}}}},
		{Name: "Blue", Squadrons: []spacefleet.Squadron{{Ships: []spacefleet.ShipSetup{ship}}}},
	}}
	fmt.Println(s.Check(spacefleet.Options{}))
	fmt.Println(s.Check(spacefleet.Options{LoneShips: true}))
	// Output:
	// [spacefleet: setup: sides[0].squadrons[0]: squadron "Flag" has 1 ship; a squadron holds 2 to 6 ships (the lone_ships option allows squadrons of one)]
	// []
}
