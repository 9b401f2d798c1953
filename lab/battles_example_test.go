package lab_test

import (
	"context"
	"fmt"

	sfagent "github.com/broadside/broadside/agent/spacefleet"
	"github.com/broadside/broadside/lab"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/spacefleet"
	"github.com/broadside/broadside/sim"
)

// Two destroyers a side fight 50 times; the odds depend on the seed only,
// never on the number of workers.
func ExampleBattles() {
	dd := spacefleet.StandardDesign(spacefleet.Destroyer)
	setup := spacefleet.Setup{Width: 16, Height: 16, Sides: []spacefleet.Side{
		{Name: "Red", Squadrons: []spacefleet.Squadron{{Ships: []spacefleet.ShipSetup{
			{Design: dd, At: spacefleet.Cell{Col: 6, Row: 13}}, {Design: dd, At: spacefleet.Cell{Col: 7, Row: 13}}}}}},
		{Name: "Blue", Squadrons: []spacefleet.Squadron{{Ships: []spacefleet.ShipSetup{
			{Design: dd, At: spacefleet.Cell{Col: 6, Row: 2}, Facing: 3}, {Design: dd, At: spacefleet.Cell{Col: 7, Row: 2}, Facing: 3}}}}},
	}}
	start, err := spacefleet.New(setup, spacefleet.Options{}, 1)
	if err != nil {
		fmt.Println(err)
		return
	}
	kinds, err := sfagent.ParseKinds("tactical", 2)
	if err != nil {
		fmt.Println(err)
		return
	}
	var odds [2]lab.BattleOdds
	for i, workers := range []int{1, 2} {
		if odds[i], err = lab.Battles(context.Background(), sim.Config{Trials: 50, Workers: workers, Seed: rng.Seed(7)}, start, kinds); err != nil {
			fmt.Println(err)
			return
		}
	}
	fmt.Println(odds[0].Trials, odds[0].Players, odds[0].Sides[0].Ships, odds[0].Sides[0].Win == odds[1].Sides[0].Win)
	// Output:
	// 50 [tactical tactical] 2 true
}
