package manoeuvre_test

import (
	"fmt"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// heavyCruiser is the ship of the Emergency Thrust example: a main drive
// of 4, MASS 100, one armour layer and four hull rows.
func heavyCruiser() fullthrust.Ship {
	return fullthrust.Ship{Name: "Heavy Cruiser", Mass: 100, Armour: []int{4}, Hull: fullthrust.HullRows(16, 4), Drive: fullthrust.Drive{Thrust: 4}}
}

func ExampleParseOrder() {
	o, err := manoeuvre.ParseOrder("8P2+4: 12")
	if err != nil {
		panic(err)
	}
	fmt.Println(o.Start, o.Turn(), o.Accel, o.NewVel)
	fmt.Println(o)
	_, err = manoeuvre.ParseOrder("P3 & 2")
	fmt.Println(err)
	// Output:
	// 8 -2 4 12
	// 8 P2 +4 :12
	// fullthrust: order "P3 & 2" column 4: unexpected character '&'
}

func ExamplePlanOrder() {
	s, m := heavyCruiser(), manoeuvre.NewMotion(geom.Vec{}, geom.Clock(12), 6)
	for _, text := range []string{"P2+2", "P3+3", "ET P3+3", "2P + HA1P"} {
		o, _ := manoeuvre.ParseOrder(text)
		p := manoeuvre.PlanOrder(s, m, o, manoeuvre.ManoeuvreOptions{})
		fmt.Printf("%-10s legal %-5v used %d of %d, ET dice %d %v\n", text, p.Legal(), p.Thrust.Used, p.Thrust.Budget, p.Thrust.ETDice, p.Problems)
	}
	// Output:
	// P2+2       legal true  used 4 of 4, ET dice 0 []
	// P3+3       legal false used 6 of 4, ET dice 0 [turning uses 3 factors but the turning allowance is 2 the order uses 6 thrust factors but the drive gives 4]
	// ET P3+3    legal true  used 6 of 6, ET dice 2 []
	// 2P + HA1P  legal true  used 4 of 4, ET dice 0 []
}

func ExampleMove() {
	s, m := heavyCruiser(), manoeuvre.NewMotion(geom.Vec{}, geom.Clock(12), 6)
	o, _ := manoeuvre.ParseOrder("ET P3+3")
	// The table rolled 5 and 2 for the two Emergency Thrust dice.
	script := rng.NewScript([]int{5, 2})
	mv := manoeuvre.Move(s, m, o, manoeuvre.ManoeuvreOptions{}, script)
	if err := script.Err(); err != nil {
		panic(err)
	}
	fmt.Println(mv.ET.Effect)
	fmt.Println(mv.Motion)
	fmt.Println("drive now", mv.Ship.Drive.Current())
	// Output:
	// success, main drive damaged
	// (-7.0, 3.5) course 9 facing 9 velocity 9
	// drive now 2
}

func ExampleMove_impossible() {
	s, m := heavyCruiser(), manoeuvre.NewMotion(geom.Vec{}, geom.Clock(3), 5)
	o, _ := manoeuvre.ParseOrder("S3")
	mv := manoeuvre.Move(s, m, o, manoeuvre.ManoeuvreOptions{}, rng.NewScript(nil))
	fmt.Println(mv.Legal, mv.Motion)
	fmt.Println(mv.Warnings[0])
	// Output:
	// false (5.0, 0.0) course 3 facing 3 velocity 5
	// impossible order "S3" (turning uses 3 factors but the turning allowance is 2): the ship moves straight ahead at velocity 5
}

func ExampleEndTurn() {
	s, m := heavyCruiser(), manoeuvre.NewMotion(geom.Vec{}, geom.Clock(12), 6)
	o, _ := manoeuvre.ParseOrder("2P + HA1P")
	script := rng.NewScript([]int{6}) // the Hard About check, at the end of the turn
	mv := manoeuvre.Move(s, m, o, manoeuvre.ManoeuvreOptions{}, script)
	end := manoeuvre.EndTurn(mv.Ship, mv.Motion, mv.Deferred, mv.Corkscrew, script)
	fmt.Println(mv.Motion.Course, end.Checks[0])
	// Output:
	// 9 Hard About: main drive check 6+, rolled 6: failed, drive halved to 2
}

func ExampleStressDice() {
	// A MASS 100 ship corkscrewing with a one-point turn: 5 beam dice.
	fmt.Println(manoeuvre.StressDice(100, 1), manoeuvre.DriveMass(heavyCruiser()))
	// Output:
	// 5 20
}

func ExampleMoved_AfterMovement() {
	opt := manoeuvre.ManoeuvreOptions{EMAfterMovement: true}
	s, m := heavyCruiser(), manoeuvre.NewMotion(geom.Vec{}, geom.Clock(12), 4)
	o, _ := manoeuvre.ParseOrder("+1 / EM2")
	script := rng.NewScript([]int{3})
	mv := manoeuvre.Move(s, m, o, opt, script).AfterMovement(opt, script)
	fmt.Println(mv.EM, mv.Checks[0])
	// Output:
	// 2 Extreme Manoeuvres (after movement): main drive check 6+ (+2), rolled 3: passed
}

func ExampleMoved_CallEM() {
	opt := manoeuvre.ManoeuvreOptions{EMDiscretionary: true}
	s, m := heavyCruiser(), manoeuvre.NewMotion(geom.Vec{}, geom.Clock(12), 4)
	o, _ := manoeuvre.ParseOrder("EM1?")
	mv := manoeuvre.Move(s, m, o, opt, rng.NewScript(nil))
	fmt.Println(mv.EM, mv.EMHeld)
	mv = mv.CallEM(opt, rng.NewScript([]int{2}))
	fmt.Println(mv.EM, mv.EMHeld)
	// Output:
	// 0 1
	// 1 0
}

// A reaction to fire spends unallocated thrust with the optional rule's
// further +1 on the check: two factors check at +2, and a 3 passes.
func ExampleMoved_ReactEM() {
	opt := manoeuvre.ManoeuvreOptions{EMAfterMovement: true, EMReaction: true}
	s, m := heavyCruiser(), manoeuvre.NewMotion(geom.Vec{}, geom.Clock(12), 4)
	mv := manoeuvre.Move(s, m, manoeuvre.Order{}, opt, rng.NewScript(nil))
	mv = mv.ReactEM(2, rng.NewScript([]int{3}))
	fmt.Println(mv.EM, mv.Checks[0])
	// Output:
	// 2 Extreme Manoeuvres (reaction): main drive check 6+ (+2), rolled 3: passed
}
