package geom_test

import (
	"fmt"

	"github.com/broadside/broadside/geom"
)

func ExampleVec_Add() {
	ship := geom.Vec{X: 10, Y: 4}
	fmt.Println(ship.Add(geom.Vec{X: -2, Y: 6}))
	// Output: {8 10}
}

func ExampleVec_Sub() {
	ship, target := geom.Vec{X: 10, Y: 4}, geom.Vec{X: 13, Y: 8}
	fmt.Println(target.Sub(ship))
	// Output: {3 4}
}

func ExampleVec_Scale() {
	// Half of a 12 MU move along 3 o'clock.
	fmt.Println(geom.Clock(3).Vec().Scale(12).Scale(0.5))
	// Output: {6 0}
}

func ExampleVec_Len() {
	fmt.Println(geom.Vec{X: 3, Y: 4}.Len())
	// Output: 5
}

func ExampleVec_Dot() {
	// Positive: the target is ahead of the beam of a ship facing 12 o'clock.
	fmt.Println(geom.Clock(12).Vec().Dot(geom.Vec{X: 5, Y: 2}))
	// Output: 2
}

func ExampleVec_Cross() {
	ahead := geom.Clock(12).Vec()
	fmt.Println(ahead.Cross(geom.Vec{X: -1, Y: 1}) > 0, ahead.Cross(geom.Vec{X: 1, Y: 1}) > 0)
	// Output: true false
}

func ExampleVec_Dist() {
	fmt.Println(geom.Vec{X: 1, Y: 1}.Dist(geom.Vec{X: 7, Y: 9}))
	// Output: 10
}

func ExampleVec_Unit() {
	fmt.Println(geom.Vec{X: 0, Y: -8}.Unit(), geom.Vec{}.Unit())
	// Output: {0 -1} {0 0}
}

func ExampleVec_Rotate() {
	// Clockwise, like a clock hand: 12 o'clock turned 90 degrees is 3 o'clock.
	fmt.Println(geom.Vec{X: 0, Y: 2}.Rotate(90), geom.Vec{X: 0, Y: 2}.Rotate(-90))
	// Output: {2 0} {-2 0}
}

func ExampleVec_Angle() {
	fmt.Println(geom.Vec{X: 1, Y: 1}.Angle(), geom.Vec{X: -1, Y: 0}.Angle())
	// Output: 45 270
}

func ExampleBearing() {
	fmt.Println(geom.Bearing(geom.Vec{X: 5, Y: 5}, geom.Vec{X: 5, Y: 1}))
	// Output: 180
}

func ExampleClock() {
	fmt.Println(geom.Clock(12), geom.Clock(0), geom.Clock(15), geom.Clock(-1))
	// Output: 12 12 3 11
}

func ExampleHeadingOf() {
	// A vector-movement course as a real angle, read as the nearest facing.
	fmt.Println(geom.HeadingOf(100), geom.HeadingOf(105), geom.HeadingOf(-10))
	// Output: 3 4 12
}

func ExampleHeading_Hour() {
	var h geom.Heading // the zero value faces 12 o'clock
	fmt.Println(h.Hour(), h.Turn(5).Hour())
	// Output: 12 5
}

func ExampleHeading_Turn() {
	h := geom.Clock(12)
	fmt.Println(h.Turn(2), h.Turn(-3)) // S2, P3
	// Output: 2 9
}

func ExampleHeading_Opposite() {
	fmt.Println(geom.Clock(2).Opposite())
	// Output: 8
}

func ExampleHeading_Degrees() {
	fmt.Println(geom.Clock(4).Degrees())
	// Output: 120
}

func ExampleHeading_Vec() {
	v := geom.Clock(2).Vec()
	fmt.Printf("%.3f %.3f\n", v.X, v.Y)
	// Output: 0.866 0.500
}

func ExampleHeading_Diff() {
	fmt.Println(geom.Clock(11).Diff(geom.Clock(2)), geom.Clock(2).Diff(geom.Clock(11)), geom.Clock(1).Diff(geom.Clock(7)))
	// Output: 3 -3 6
}

func ExampleHeading_String() {
	fmt.Println(geom.Clock(7).String())
	// Output: 7
}

func ExampleParseHeading() {
	h, err := geom.ParseHeading("10")
	fmt.Println(h, err)
	_, err = geom.ParseHeading("13")
	fmt.Println(err)
	// Output:
	// 10 <nil>
	// geom: heading "13": want a clock point from 1 to 12
}

func ExampleClosestOnSegment() {
	fmt.Println(geom.ClosestOnSegment(geom.Vec{X: 4, Y: 3}, geom.Vec{}, geom.Vec{X: 10}))
	// Output: {4 0}
}

func ExampleSegmentDist() {
	fmt.Println(geom.SegmentDist(geom.Vec{X: 13, Y: 4}, geom.Vec{}, geom.Vec{X: 10}))
	// Output: 5
}

func ExampleCircleSegmentDist() {
	// A base of radius 1 inch whose centre is 4 inches from the line.
	fmt.Println(geom.CircleSegmentDist(geom.Vec{X: 5, Y: 4}, 1, geom.Vec{}, geom.Vec{X: 10}))
	// Output: 3
}

func ExampleCircleDist() {
	fmt.Println(geom.CircleDist(geom.Vec{}, 1, geom.Vec{X: 10}, 2))
	// Output: 7
}

func ExampleClosestPoints() {
	// Jovian Wars: the line of attack joins the nearest edges of two bases,
	// and a supporter counts when its base is within 3 inches of it.
	attacker, target := geom.Vec{}, geom.Vec{X: 20}
	p1, p2 := geom.ClosestPoints(attacker, 1, target, 1)
	supporter := geom.Vec{X: 10, Y: 3.5}
	fmt.Println(p1, p2, geom.CircleSegmentDist(supporter, 1, p1, p2) <= 3)
	// Output: {1 0} {19 0} true
}
