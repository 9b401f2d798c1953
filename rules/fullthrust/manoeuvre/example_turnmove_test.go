package manoeuvre_test

import (
	"fmt"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

func ExamplePlayTurn() {
	s, m := heavyCruiser(), manoeuvre.NewMotion(geom.Vec{}, geom.Clock(12), 6)
	o, _ := manoeuvre.ParseOrder("ET P3+3")
	dice := rng.NewScript([]int{5, 2})
	t := manoeuvre.PlayTurn(s, m, o, manoeuvre.ManoeuvreOptions{}, false, dice)
	if err := dice.Err(); err != nil {
		panic(err)
	}
	fmt.Printf("ET dice %d, P(success) %.3f: %s\n", t.ETDice, t.ETSuccess, t.Moved.ET.Effect)
	fmt.Printf("course %s, velocity %d, drive %d\n", t.End.Motion.Course, t.End.Motion.Velocity, t.End.Ship.Drive.Current())
	// Output:
	// ET dice 2, P(success) 0.583: success, main drive damaged
	// course 9, velocity 9, drive 2
}

func ExampleTurnMove_Report() {
	s, m := heavyCruiser(), manoeuvre.NewMotion(geom.Vec{}, geom.Clock(12), 6)
	o, _ := manoeuvre.ParseOrder("P1+2")
	r := manoeuvre.PlayTurn(s, m, o, manoeuvre.ManoeuvreOptions{}, false, rng.NewScript(nil)).Report(s, "P1+2")
	fmt.Println(r.Legal, r.ThrustUsed, r.Velocity, r.End())
	// Output: true 3 8 (-2.00, 7.46) course 11 facing 11 velocity 8; drive 4
}

func ExampleReachReportOf() {
	s, m := heavyCruiser(), manoeuvre.NewMotion(geom.Vec{}, geom.Clock(12), 4)
	r := manoeuvre.ReachReportOf(m, manoeuvre.ReachModes{}, manoeuvre.Reach(s, m, manoeuvre.ReachModes{}, manoeuvre.ManoeuvreOptions{}))
	fmt.Println(r.Modes, r.Counts["standard"], len(r.Ends))
	// Output: [standard] 43 43
}
