package manoeuvre

import (
	"fmt"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
)

func Example_rollET() {
	r := rollET(3, rng.NewScript([]int{2, 6, 4}))
	fmt.Println(r.Faces, r.Score, r.Effect)
	// Output:
	// [2 6 4] 3 failed, main drive damaged
}

func ExampleLockOnRadius() {
	fmt.Println(LockOnRadius(6, 2), LockOnRadius(3, 4), evasionMU*2)
	// Output:
	// 4 0 12
}

func Example_contains() {
	s := fullthrust.Ship{Hull: []int{4}, Drive: fullthrust.Drive{Thrust: 4}}
	m := NewMotion(geom.Vec{}, geom.Clock(12), 6)
	ends := Reach(s, m, AllModes, ManoeuvreOptions{})
	o, _ := ParseOrder("RL P3 +3")
	mv := Move(s, m, o, ManoeuvreOptions{}, rng.NewScript(nil))
	fmt.Println(len(ends), contains(ends, mv.Motion))
	// Output:
	// 195 true
}

func Example_eTChances() {
	success, clean := etChances(2)
	fmt.Printf("2 dice: success %.3f, without damage %.3f\n", success, clean)
	fmt.Println(ETOutcome(3))
	// Output:
	// 2 dice: success 0.583, without damage 0.250
	// false 1
}

func Example_replot() {
	s := fullthrust.Ship{Name: "Heavy Cruiser", Mass: 100, Armour: []int{4}, Hull: fullthrust.HullRows(16, 4), Drive: fullthrust.Drive{Thrust: 4}}
	s.Drive.Hits = 1 // the failed Emergency Thrust halved the drive
	o, _ := ParseOrder("ET P3+3")
	fmt.Println(replot(s, Motion{Velocity: 6}, o, ManoeuvreOptions{}))
	// Output:
	// P1 +1
}

func Example_redlinedRating() {
	for _, r := range []int{2, 3, 4, 5} {
		fmt.Print(r, "->", redlinedRating(r), " ")
	}
	fmt.Println()
	// Output:
	// 2->3 3->4 4->6 5->7
}
