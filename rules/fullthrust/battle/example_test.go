package battle_test

import (
	"fmt"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// A ship's crew, and its damage-control parties, come from its mass when the
// fleet book gives none: one per 20 MASS or part of it.
func ExampleDefaultCrew() {
	fmt.Println(battle.DefaultCrew(60), battle.DefaultCrew(76))
	// Output: 3 4
}

// A setup refuses what no battle can hold, naming the ship and the field.
func ExampleSetup_Validate() {
	s := battle.Setup{Turns: 0, Sides: []string{"Union", "League"}}
	fmt.Println(s.Validate())
	// Output:
	// battle: the turn limit must be 1-100, got 0
	// battle: a battle needs 1-200 ships, got 0
	// battle: side "Union" has no ships
	// battle: side "League" has no ships
}

// A battle is played on the game kernel by written orders: each side
// submits its movement orders in secret, then, with the ships moved, its
// fire orders; the turn resolves when the last side has submitted.
func ExampleRules() {
	ship := func(name string, side int, y float64, heading int) battle.Ship {
		return battle.Ship{
			Sheet: fullthrust.Ship{Name: name, Mass: 30, Hull: fullthrust.HullRows(10, 4), Drive: fullthrust.Drive{Thrust: 4},
				Systems: []fullthrust.System{{Kind: fullthrust.Beam, Class: 2}, {Kind: fullthrust.FireControl}}},
			Side: side, Crew: 2, DCP: 2,
			Start: battle.Start{Motion: manoeuvre.NewMotion(geom.Vec{Y: y}, geom.Clock(heading), 4)},
		}
	}
	setup := battle.Setup{Turns: 5, Sides: []string{"Red", "Blue"},
		Ships: []battle.Ship{ship("Kestrel", 0, -14, 12), ship("Heron", 1, 14, 6)}}
	js, _ := battle.MarshalSetup(setup)
	m, _ := game.Start(battle.Rules{}, nil, js, 7)
	m.Submit(0, game.Orders{Text: "Kestrel: +2"})
	events, _ := m.Submit(1, game.Orders{Text: "Heron: P1"})
	for _, e := range events {
		fmt.Println(e.Text)
	}
	m.Submit(0, game.Orders{Text: "Kestrel: Heron"})
	events, _ = m.Submit(1, game.Orders{Text: "Heron: Kestrel"})
	fmt.Println(len(events) > 0, m.State().(*battle.State).Turn())
	// Output:
	// Red movement orders: Kestrel: +2
	// Blue movement orders: Heron: P1
	// Kestrel: moved 6 MU: course 12 before moving, 12 at mid-move; now at (0.00, -8.00) velocity 6
	// Heron: moved 4 MU: course 6 before moving, 5 at mid-move; now at (1.00, 10.27) velocity 4
	// true 2
}
