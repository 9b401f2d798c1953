package manoeuvre_test

import (
	"fmt"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// A thrust-4 ship drifting 6 MU a turn toward 12 o'clock turns to face 3
// o'clock with its thrusters, burns 4 MU toward 3, then pushes 1 MU to port
// (toward 12): it drifts to (0, 6) first, ends at (4, 7), and keeps that
// displacement as its new vector (RULINGS A4).
func ExampleMoveVector() {
	m := manoeuvre.NewVectorMotion(geom.Vec{}, geom.Clock(12), geom.Vec{Y: 6})
	o, err := manoeuvre.ParseVectorOrder("TS3 MD4 PP1")
	if err != nil {
		panic(err)
	}
	mv := manoeuvre.MoveVector(heavyCruiser(), m, o, manoeuvre.ManoeuvreOptions{}, nil)
	fmt.Println(mv.Log[0])
	_, err = manoeuvre.ParseVectorOrder("MD-2")
	fmt.Println(err)
	// Output:
	// TS3 MD4 PP1: now at (4.00, 7.00) facing 3, vector (4.00, 7.00), 8.06 MU a turn
	// fullthrust: order "MD-2" column 3: the main drive never runs in reverse; push astern with PRn
}

// Under vector movement the heavy cruiser (thrust 4) burns 2 MU and spends
// the other 2 factors of its main drive on Extreme Manoeuvres (reading
// W87): its move is the burn alone, the evasion adds 12 MU to the range of
// fire at and from it, and under Option 1 the drive checks at +1 at the
// end of the turn. A Roll has no vector form (W73).
func ExampleMoveVector_extremeManoeuvres() {
	m := manoeuvre.NewVectorMotion(geom.Vec{}, geom.Clock(12), geom.Vec{})
	o, err := manoeuvre.ParseVectorOrder("MD2 EM2")
	if err != nil {
		panic(err)
	}
	mv := manoeuvre.MoveVector(heavyCruiser(), m, o, manoeuvre.ManoeuvreOptions{}, nil)
	fmt.Println(mv.Log[0])
	fmt.Println("EM", mv.EM, "deferred", mv.Deferred[0].Why, "+", mv.Deferred[0].DRM)
	_, err = manoeuvre.ParseVectorOrder("Roll MD2")
	fmt.Println(err)
	// Output:
	// MD2 EM2: now at (0.00, 2.00) facing 12, vector (0.00, 2.00), 2.00 MU a turn
	// EM 2 deferred Extreme Manoeuvres + 1
	// fullthrust: order "Roll MD2" column 1: a Roll is a cinematic order, not available under vector movement
}
