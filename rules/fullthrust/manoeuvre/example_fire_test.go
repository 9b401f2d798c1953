package manoeuvre_test

import (
	"fmt"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

func ExampleBeamDice() {
	for _, r := range []float64{6, 12, 20, 30, 40} {
		fmt.Print(manoeuvre.BeamDice(3, r), " ")
	}
	fmt.Println()
	// Output:
	// 3 3 2 1 0
}

func ExampleFireBeams() {
	guns := []manoeuvre.Gun{{Name: "B2", Class: 2, Arcs: geom.Arcs(geom.FP, geom.F, geom.FS), System: -1}}
	shot := manoeuvre.Shot{
		From:      manoeuvre.NewMotion(geom.Vec{}, geom.Clock(12), 6),
		To:        manoeuvre.NewMotion(geom.Vec{X: 3, Y: 9}, geom.Clock(6), 6),
		Corkscrew: true, // -1 on every die
		Screen:    1,
	}
	v := manoeuvre.FireBeams(guns, shot, manoeuvre.ManoeuvreOptions{}, rng.NewScript([]int{6, 4, 5}))
	fmt.Print(v)
	// Output:
	// range 9.5 MU (effective 9.5): 1 normal + 1 penetrating
	//   B2: 2 dice [6 4 5] -> 1+1
}

func ExampleHit() {
	s := fullthrust.Ship{Name: "Escort", Armour: []int{2}, Hull: fullthrust.HullRows(6, 2), Drive: fullthrust.Drive{Thrust: 6}}
	out, taken, rolls := manoeuvre.Hit(s, fullthrust.Damage{Normal: 3, Penetrating: 2}, manoeuvre.ManoeuvreOptions{}, rng.NewScript([]int{6}))
	fmt.Println(taken.Armour, taken.Hull, taken.Rows, rolls[0].Failed, out.Drive.Current())
	// Output:
	// 2 3 [1] true 3
}

func ExampleEclipse_BDI() {
	e := manoeuvre.Eclipse{
		Eclipser:      manoeuvre.NewMotion(geom.Vec{Y: 2}, geom.Clock(12), 4),
		Eclipsed:      manoeuvre.NewMotion(geom.Vec{}, geom.Clock(1), 4),
		EclipserBoxes: 12, EclipsedBoxes: 24, Thrust: 2,
	}
	fmt.Println(e.Covers(geom.Vec{Y: 30}), e.BDI(false), e.BDI(true))
	share, rest := manoeuvre.SplitDamage(fullthrust.Damage{Normal: 6, Penetrating: 2}, e.BDI(false))
	fmt.Println(share, rest)
	// Output:
	// true 33 0
	// {1 1} {5 1}
}

func ExampleGravBackfire() {
	s := fullthrust.Ship{Name: "Cruiser", Mass: 100, Armour: []int{4}, Hull: fullthrust.HullRows(16, 4), Drive: fullthrust.Drive{Thrust: 4}}
	m := manoeuvre.NewMotion(geom.Vec{}, geom.Clock(12), 6)
	fmt.Println(manoeuvre.BackfireRadii(s))
	fmt.Println(manoeuvre.BackfireDice(s))
	victim := fullthrust.Ship{Name: "Chaser", Armour: []int{4}, Hull: fullthrust.HullRows(20, 4)}
	out, hits := manoeuvre.GravBackfire(s, m, []fullthrust.Ship{victim}, []geom.Vec{{X: 1, Y: -7}}, manoeuvre.ManoeuvreOptions{}, rng.NewScript([]int{3, 4, 5, 6}))
	fmt.Println(hits[0].Zone, hits[0].Points, out[0].Lost.Hull)
	// Output:
	// 4 8 12
	// 8 4 2
	// medium 18 14
}

func ExampleFTLExit() {
	self := fullthrust.Ship{Name: "Runner", Mass: 60, Hull: fullthrust.HullRows(12, 3)}
	by := fullthrust.Ship{Name: "Bystander", Armour: []int{6}, Hull: fullthrust.HullRows(30, 3)}
	near := manoeuvre.Near(geom.Vec{}, []geom.Vec{{X: 4}}, -1)
	e := manoeuvre.FTLExit(self, []fullthrust.Ship{by}, near, manoeuvre.ManoeuvreOptions{}, rng.NewScript([]int{6}))
	fmt.Println(e.Destroyed, e.Blasts[0].Points, e.Others[0].Lost.Armour, e.Others[0].Lost.Hull)
	// Output:
	// true 15 [6] 9
}

func ExampleFTLEntry() {
	self := fullthrust.Ship{Name: "Arrival", Hull: fullthrust.HullRows(12, 3)}
	a := manoeuvre.FTLEntry(geom.Vec{X: 10, Y: 10}, self, nil, nil, manoeuvre.ManoeuvreOptions{}, rng.NewScript([]int{9, 6, 3}))
	fmt.Printf("direction %s, %d MU, at (%.1f, %.1f)\n", a.Direction, a.Distance, a.At.X, a.At.Y)
	// Output:
	// direction 9, 18 MU, at (-8.0, 10.0)
}

func ExampleReach() {
	s := fullthrust.Ship{Hull: []int{4}, Drive: fullthrust.Drive{Thrust: 2}}
	ends := manoeuvre.Reach(s, manoeuvre.NewMotion(geom.Vec{}, geom.Clock(12), 2), manoeuvre.ReachModes{}, manoeuvre.ManoeuvreOptions{})
	for _, e := range ends {
		fmt.Printf("%-5q course %-2s velocity %d at (%.2f, %.2f)\n", e.Order.String(), e.Course, e.Velocity, e.Pos.X, e.Pos.Y)
	}
	fmt.Println(len(ends), "end states")
	// Output:
	// "-2"  course 12 velocity 0 at (0.00, 0.00)
	// "-1"  course 12 velocity 1 at (0.00, 1.00)
	// ""    course 12 velocity 2 at (0.00, 2.00)
	// "+1"  course 12 velocity 3 at (0.00, 3.00)
	// "+2"  course 12 velocity 4 at (0.00, 4.00)
	// "P1 -1" course 11 velocity 1 at (-0.50, 0.87)
	// "P1"  course 11 velocity 2 at (-0.50, 1.87)
	// "P1 +1" course 11 velocity 3 at (-1.00, 2.73)
	// "S1 -1" course 1  velocity 1 at (0.50, 0.87)
	// "S1"  course 1  velocity 2 at (0.50, 1.87)
	// "S1 +1" course 1  velocity 3 at (1.00, 2.73)
	// 11 end states
}
