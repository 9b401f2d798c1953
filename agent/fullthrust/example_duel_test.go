package fullthrust_test

import (
	"fmt"

	ftagent "github.com/broadside/broadside/agent/fullthrust"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

func ExampleDuel_Fight() {
	ship := func(name string, side int, y float64, heading int) ftagent.Duellist {
		return ftagent.Duellist{
			Ship: fullthrust.Ship{Name: name, Mass: 40, Hull: fullthrust.HullRows(8, 2), Drive: fullthrust.Drive{Thrust: 4},
				Systems: []fullthrust.System{{Kind: fullthrust.Beam, Class: 2, Arcs: geom.Arcs(geom.FP, geom.F, geom.FS)}}},
			Motion: manoeuvre.NewMotion(geom.Vec{Y: y}, geom.Clock(heading), 4),
			Side:   side,
		}
	}
	d := ftagent.Duel{Ships: []ftagent.Duellist{ship("Red", 0, -15, 12), ship("Blue", 1, 15, 6)}, Turns: 6}
	f := d.Fight(rng.New(1), nil, false)
	fmt.Println(f.Turns > 0, f.Winner >= -1, len(d.Metrics()))
	// Output:
	// true true 16
}
