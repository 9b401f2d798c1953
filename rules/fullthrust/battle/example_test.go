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
	setup := battle.Setup{Turns: 5, Sides: []string{"Red", "Blue"},
		Ships: []battle.Ship{exampleShip("Kestrel", 0, -14, 12, 4), exampleShip("Heron", 1, 14, 6, 4)}}
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

// With the option em-reaction (reading W94), the fire orders once revealed
// open a reaction round for the sides with a ship fired at that may make
// Extreme Manoeuvres: here the thrust Kestrel's movement order left
// unallocated (em-after-movement). Kestrel spends one factor; the check
// and the fire follow, dice rolled at the table.
func ExampleState_Reactors() {
	ship := func(name string, side int, y float64) battle.Ship {
		return battle.Ship{
			Sheet: fullthrust.Ship{Name: name, Mass: 30, Hull: fullthrust.HullRows(10, 4), Drive: fullthrust.Drive{Thrust: 4},
				Systems: []fullthrust.System{{Kind: fullthrust.Beam, Class: 2}, {Kind: fullthrust.FireControl}}},
			Side: side, Crew: 2, DCP: 2,
			Start: battle.Start{Motion: manoeuvre.NewMotion(geom.Vec{Y: y}, geom.Clock(12), 0)},
		}
	}
	setup := battle.Setup{Turns: 5, Sides: []string{"Red", "Blue"}, Ships: []battle.Ship{ship("Kestrel", 0, 0), ship("Heron", 1, 10)}}
	setup.Options.EMReaction, setup.Options.EMAfterMovement = true, true
	js, _ := battle.MarshalSetup(setup)
	m, _ := game.Start(battle.Rules{}, nil, js, 7)
	m.Submit(0, game.Orders{Text: "Kestrel: +1"})
	m.Submit(1, game.Orders{})
	m.Submit(0, game.Orders{})
	m.Submit(1, game.Orders{Text: "Heron: Kestrel"})
	st := m.State().(*battle.State)
	fmt.Println(st.Phase(), m.Waiting(), st.Reactors(0))
	events, _ := m.SubmitDice(0, game.Orders{Text: "Kestrel em: 1"}, []int{2, 6, 3})
	for _, e := range events[:3] {
		fmt.Println(e.Text)
	}
	// Output:
	// reaction {player 1} [{Kestrel 0 3 [Heron] []}]
	// Red reactions: Kestrel em: 1
	// Kestrel: Extreme Manoeuvres (reaction): main drive check 6+ (+1), rolled 2: passed
	// Heron fires at Kestrel at 9.0 MU (15.0 effective: Extreme Manoeuvres 1): B2 1 dice [6 3]: 2+0; 2 points (0 penetrating)
}

// In the fire round a player weighing one ship's fire against several
// targets lists the ship's weapons once (ArmamentOf) and asks what bears
// on each (BearingOf, the same as Bearing): here Kestrel's class-2 beam on
// Heron, 8 MU ahead, rolls two dice.
func ExampleState_ArmamentOf() {
	setup := battle.Setup{Turns: 5, Sides: []string{"Red", "Blue"},
		Ships: []battle.Ship{exampleShip("Kestrel", 0, -4, 12, 0), exampleShip("Heron", 1, 4, 6, 0)}}
	js, _ := battle.MarshalSetup(setup)
	m, _ := game.Start(battle.Rules{}, nil, js, 7)
	m.Submit(0, game.Orders{})
	m.Submit(1, game.Orders{}) // both hold: the fire round follows
	st := m.State().(*battle.State)
	var a battle.Armament
	for _, w := range st.BearingOf(st.ArmamentOf(0, &a), 1) {
		fmt.Printf("%s %.3f\n", w.Label, w.Mean)
	}
	fmt.Println(len(st.Bearing(0, 1)) == len(st.BearingOf(&a, 1)))
	// Output:
	// B2 1.600
	// true
}

// exampleShip returns the examples' ship: 30 MASS, ten hull boxes, thrust
// 4, one class-2 beam and a fire control, crew and damage control 2, of
// side side at (0, y) heading and moving at velocity.
func exampleShip(name string, side int, y float64, heading, velocity int) battle.Ship {
	return battle.Ship{
		Sheet: fullthrust.Ship{Name: name, Mass: 30, Hull: fullthrust.HullRows(10, 4), Drive: fullthrust.Drive{Thrust: 4},
			Systems: []fullthrust.System{{Kind: fullthrust.Beam, Class: 2}, {Kind: fullthrust.FireControl}}},
		Side: side, Crew: 2, DCP: 2,
		Start: battle.Start{Motion: manoeuvre.NewMotion(geom.Vec{Y: y}, geom.Clock(heading), velocity)},
	}
}

// A side asks what class of plasma bolt its ship would fire at a point:
// Kestrel's class-2 launcher bears forward to 30 MU, and once a line
// fires it the launcher is spent for the turn.
func ExampleState_BoltClassAt() {
	kestrel := exampleShip("Kestrel", 0, -4, 12, 0)
	kestrel.Sheet.Systems = append(kestrel.Sheet.Systems, fullthrust.System{Kind: fullthrust.Other, Name: "PBL", Arcs: geom.Arcs(geom.F)})
	kestrel.Mounts = []battle.Mount{{Kind: battle.PlasmaBolt, System: len(kestrel.Sheet.Systems) - 1, Arcs: geom.Arcs(geom.F), Class: 2}}
	setup := battle.Setup{Turns: 5, Sides: []string{"Red", "Blue"},
		Ships: []battle.Ship{kestrel, exampleShip("Heron", 1, 4, 6, 0)}}
	js, _ := battle.MarshalSetup(setup)
	m, _ := game.Start(battle.Rules{}, nil, js, 7)
	st := m.State().(*battle.State)
	fmt.Println(st.BoltClassAt(0, nil, "Kestrel", geom.Vec{Y: 10}),
		st.BoltClassAt(0, nil, "Kestrel", geom.Vec{Y: -20}),
		st.BoltClassAt(0, []string{"Kestrel plasma: 0 10"}, "Kestrel", geom.Vec{Y: 10}))
	// Output:
	// 2 0 0
}
