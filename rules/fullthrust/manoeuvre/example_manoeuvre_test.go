package manoeuvre_test

import (
	"fmt"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

func ExampleNewMotion() {
	m := manoeuvre.NewMotion(geom.Vec{X: 10, Y: -4}, geom.Clock(3), 8)
	fmt.Println(m)
	// Output:
	// (10.0, -4.0) course 3 facing 3 velocity 8
}

func ExampleManoeuvreOptions_SetHouseRule() {
	var opt manoeuvre.ManoeuvreOptions
	fmt.Println(opt.SetHouseRule("flip"), opt.Flip)
	fmt.Println(opt.SetHouseRule("warp"))
	t, _ := manoeuvre.ParseCheckTiming("2")
	fmt.Println(t)
	// Output:
	// <nil> true
	// fullthrust: unknown house rule "warp" (want dead-rotate, emergency-deceleration, flip, post-movement, reverse-thrust, skid)
	// before-moving
}

func ExampleGuns() {
	s := fullthrust.Ship{Hull: []int{6}, Systems: []fullthrust.System{
		{Kind: fullthrust.Beam, Class: 3, Arcs: geom.Arcs(geom.FP, geom.F, geom.FS)}, {Kind: fullthrust.PDS}, {Kind: fullthrust.Beam, Class: 2}}}
	for _, g := range manoeuvre.Guns(s) {
		fmt.Println(g.Name, g.Arcs)
	}
	// Output:
	// B3 F|FS|FP
	// B2 F|FS|AS|A|AP|FP
}

func ExampleHitEclipsed() {
	escort := fullthrust.Ship{Name: "Escort", Hull: []int{2, 2}}
	flag := fullthrust.Ship{Name: "Flagship", Armour: []int{4}, Hull: fullthrust.HullRows(20, 4)}
	escort, flag, h := manoeuvre.HitEclipsed(escort, flag, fullthrust.Damage{Normal: 12}, 60, manoeuvre.ManoeuvreOptions{}, rng.NewScript(nil))
	fmt.Println(h.Eclipser, h.Eclipsed, h.Overkill, escort.Destroyed(), flag.Lost.Hull)
	// Output:
	// {7 0} {5 0} 3 true 4
}

func ExampleEclipsedBlocked() {
	flag := manoeuvre.NewMotion(geom.Vec{}, geom.Clock(12), 4)
	escort := manoeuvre.NewMotion(geom.Vec{X: 2}, geom.Clock(12), 4)
	// The escort lies on the flagship's FS/AS border and the flagship on the
	// escort's AP/FP border, so both arcs count each time.
	fmt.Println(manoeuvre.EclipsedBlocked(flag, escort), manoeuvre.EclipserBlocked(escort, flag))
	// Output:
	// F|FS|AS|A AP|FP
}

func ExampleWake_Crosses() {
	s := fullthrust.Ship{Mass: 100, Hull: []int{8}, Drive: fullthrust.Drive{Thrust: 4}}
	o, _ := manoeuvre.ParseOrder("backfire")
	mv := manoeuvre.Move(s, manoeuvre.NewMotion(geom.Vec{}, geom.Clock(12), 6), o, manoeuvre.ManoeuvreOptions{}, rng.NewScript([]int{1}))
	w := manoeuvre.WakeOf(s, mv)
	fmt.Println(w.Dice, w.Crosses([]geom.Vec{{X: -3, Y: 2}, {X: 3, Y: 2}}), w.Crosses([]geom.Vec{{X: 2, Y: 0}, {X: 2, Y: 6}}))
	// Output:
	// 2 true false
}

func ExampleJumpArrival() {
	jumper := fullthrust.Ship{Name: "Jumper", Hull: fullthrust.HullRows(12, 3)}
	other := fullthrust.Ship{Name: "Other", Hull: fullthrust.HullRows(12, 3)}
	near := manoeuvre.Near(geom.Vec{}, []geom.Vec{{X: 5}, {X: 9}}, -1)
	a := manoeuvre.JumpArrival(jumper, []fullthrust.Ship{other, other}, near, manoeuvre.ManoeuvreOptions{}, rng.NewScript([]int{3, 1, 2}))
	fmt.Println(near, a.SelfHit, a.Others[0].Lost.Hull, a.Others[1].Lost.Hull)
	// Output:
	// [0] 3 3 0
}
