package lab_test

import (
	"context"
	"fmt"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/lab"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
	"github.com/broadside/broadside/sim"
)

// Two frigates fight a Full Thrust battle 30 times, the tactical player
// against the random one; the odds depend on the seed only, never on the
// number of workers.
func ExampleFTBattles() {
	frigate := func(name string, side int, y float64, heading int) battle.Ship {
		return battle.Ship{Side: side, Crew: 2, DCP: 2,
			Sheet: fullthrust.Ship{Name: name, Mass: 30, Armour: []int{2}, Hull: fullthrust.HullRows(10, 4), Drive: fullthrust.Drive{Thrust: 4},
				Systems: []fullthrust.System{{Kind: fullthrust.Beam, Class: 2, Arcs: geom.Arcs(geom.FP, geom.F, geom.FS)}, {Kind: fullthrust.Beam, Class: 1},
					{Kind: fullthrust.FireControl}}},
			Start: battle.Start{Motion: manoeuvre.NewMotion(geom.Vec{Y: y}, geom.Clock(heading), 4)}}
	}
	setup := battle.Setup{Name: "Two frigates", Table: battle.Table{Width: 48, Depth: 48}, Turns: 6, Sides: []string{"Red", "Blue"},
		Ships: []battle.Ship{frigate("Kestrel", 0, -14, 12), frigate("Heron", 1, 14, 6)}}
	var odds [2]lab.BattleOdds
	for i, workers := range []int{1, 2} {
		var err error
		if odds[i], err = lab.FTBattles(context.Background(), sim.Config{Trials: 30, Workers: workers, Seed: rng.Seed(3)}, setup, []string{"tactical", "random"}); err != nil {
			fmt.Println(err)
			return
		}
	}
	fmt.Println(odds[0].Trials, odds[0].Sides[0].Win.Value == odds[1].Sides[0].Win.Value, odds[0].Sides[0].Win.Value > odds[0].Sides[1].Win.Value)
	// Output: 30 true true
}
