package agent_test

import (
	"fmt"

	"github.com/broadside/broadside/agent"
	sfagent "github.com/broadside/broadside/agent/spacefleet"
	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/spacefleet"
)

// Two computer players fight a battle to its end; the same seeds give the
// same battle.
func ExamplePlay() {
	dd := spacefleet.StandardDesign(spacefleet.Destroyer)
	setup := spacefleet.Setup{Width: 16, Height: 16, Sides: []spacefleet.Side{
		{Name: "Red", Squadrons: []spacefleet.Squadron{{Ships: []spacefleet.ShipSetup{
			{Design: dd, At: spacefleet.Cell{Col: 6, Row: 13}}, {Design: dd, At: spacefleet.Cell{Col: 7, Row: 13}}}}}},
		{Name: "Blue", Squadrons: []spacefleet.Squadron{{Ships: []spacefleet.ShipSetup{
			{Design: dd, At: spacefleet.Cell{Col: 6, Row: 2}, Facing: 3}, {Design: dd, At: spacefleet.Cell{Col: 7, Row: 2}, Facing: 3}}}}},
	}}
	seed := rng.Seed(4)
	st, err := spacefleet.New(setup, spacefleet.Options{}, seed)
	if err != nil {
		fmt.Println(err)
		return
	}
	players := []agent.Agent{sfagent.NewTactical(seed.Derive("agent", 0)), agent.NewRandom(seed.Derive("agent", 1))}
	if _, err := agent.Play(st, players, seed, nil); err != nil {
		fmt.Println(err)
		return
	}
	o := st.Outcome()
	fmt.Println(o.Over, o.Winners == game.Players(0), o.Reason)
	// Output:
	// true true only one side is left in the battle
}
