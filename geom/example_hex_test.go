package geom_test

import (
	"fmt"

	"github.com/broadside/broadside/geom"
)

func ExampleHex_S() {
	fmt.Println(geom.Hex{Q: 2, R: -5}.S())
	// Output: 3
}

func ExampleHex_Add() {
	fmt.Println(geom.Hex{Q: 2, R: 1}.Add(geom.Hex{Q: -1, R: 3}))
	// Output: (1,4)
}

func ExampleHex_Sub() {
	fmt.Println(geom.Hex{Q: 2, R: 1}.Sub(geom.Hex{Q: -1, R: 3}))
	// Output: (3,-2)
}

func ExampleHex_Scale() {
	fmt.Println(geom.Hex{Q: 1, R: -1}.Scale(3))
	// Output: (3,-3)
}

func ExampleHex_Neighbor() {
	h := geom.Hex{Q: 0, R: 0}
	fmt.Println(h.Neighbor(geom.North), h.Neighbor(geom.SouthEast), h.Neighbor(geom.NorthWest))
	// Output: (0,-1) (1,0) (-1,0)
}

func ExampleHex_Step() {
	// A Space Fleet ship's first move: straight ahead.
	fmt.Println(geom.Hex{Q: 3, R: 3}.Step(geom.NorthEast, 2))
	// Output: (5,1)
}

func ExampleHex_Len() {
	fmt.Println(geom.Hex{Q: 3, R: -1}.Len())
	// Output: 3
}

func ExampleHex_Distance() {
	a, b := geom.Hex{Q: -2, R: 3}, geom.Hex{Q: 4, R: -1}
	fmt.Println(a.Distance(b), b.Distance(a))
	// Output: 6 6
}

func ExampleHex_Rotate() {
	north := geom.Hex{Q: 0, R: -2}
	fmt.Println(north.Rotate(1), north.Rotate(-1), north.Rotate(6))
	// Output: (2,-2) (-2,0) (0,-2)
}

func ExampleHex_String() {
	fmt.Println(geom.Hex{Q: 2, R: -1}.String())
	// Output: (2,-1)
}

func ExampleRing() {
	fmt.Println(geom.Ring(geom.Hex{}, 1))
	// Output: [(0,-1) (1,-1) (1,0) (0,1) (-1,1) (-1,0)]
}

func ExampleRingAppend() {
	buf := make([]geom.Hex, 0, 32)
	buf = geom.RingAppend(buf, geom.Hex{}, 2)
	fmt.Println(len(buf), buf[0], buf[1])
	// Output: 12 (0,-2) (1,-2)
}

func ExampleSpiral() {
	fmt.Println(geom.Spiral(geom.Hex{Q: 5, R: 5}, 1))
	// Output: [(5,5) (5,4) (6,4) (6,5) (5,6) (4,6) (4,5)]
}

func ExampleWithinRange() {
	fmt.Println(geom.WithinRange(geom.Hex{}, 1))
	// Output: [(-1,0) (-1,1) (0,-1) (0,0) (0,1) (1,-1) (1,0)]
}

func ExampleLine() {
	fmt.Println(geom.Line(geom.Hex{}, geom.Hex{Q: 2, R: -3}))
	// Along a hex side the nudge decides, the same way every time:
	fmt.Println(geom.Line(geom.Hex{}, geom.Hex{Q: 1, R: -2}))
	// Output:
	// [(0,0) (1,-1) (1,-2) (2,-3)]
	// [(0,0) (1,-1) (1,-2)]
}

func ExampleLineAppend() {
	// Reuse one buffer for many lines of fire; look for an asteroid.
	asteroid := geom.Hex{Q: 1, R: -1}
	buf := make([]geom.Hex, 0, 32)
	for _, target := range []geom.Hex{{Q: 2, R: -2}, {Q: 0, R: -3}} {
		buf = geom.LineAppend(buf[:0], geom.Hex{}, target)
		blocked := false
		for _, h := range buf {
			blocked = blocked || h == asteroid
		}
		fmt.Println(target, blocked)
	}
	// Output:
	// (2,-2) true
	// (0,-3) false
}

func ExampleHex_Center() {
	c := geom.Hex{Q: 2, R: -1}.Center(10)
	fmt.Printf("%.1f %.1f\n", c.X, c.Y)
	// Output: 30.0 0.0
}

func ExampleHex_Corners() {
	for _, c := range (geom.Hex{}).Corners(2) {
		fmt.Printf("(%.2f, %.2f) ", c.X, c.Y)
	}
	fmt.Println()
	// Output: (1.00, 1.73) (2.00, 0.00) (1.00, -1.73) (-1.00, -1.73) (-2.00, 0.00) (-1.00, 1.73)
}

func ExampleHexAt() {
	// A mouse click at (31, 2) on a map with 10-unit cells (y already flipped).
	fmt.Println(geom.HexAt(geom.Vec{X: 31, Y: 2}, 10))
	// Output: (2,-1)
}

func ExampleHex_Bearing() {
	fmt.Println(geom.Hex{}.Bearing(geom.Hex{Q: 2, R: -1}), geom.Hex{}.Bearing(geom.Hex{Q: 0, R: 4}))
	// Output: 90 180
}

func ExampleHex_DirTo() {
	h := geom.Hex{}
	// (1,-2) lies exactly between North and NorthEast: the clockwise one wins.
	fmt.Println(h.DirTo(geom.Hex{Q: 0, R: -3}), h.DirTo(geom.Hex{Q: 1, R: -2}), h.DirTo(geom.Hex{Q: -3, R: 2}))
	// Output: N NE SW
}

func ExampleHex_RelativeBearing() {
	// Facing south-east, a target due north is 240 degrees round to starboard.
	ship := geom.Hex{Q: 1, R: 1}
	fmt.Println(ship.RelativeBearing(geom.SouthEast, geom.Hex{Q: 1, R: -2}))
	// Output: 240
}

func ExampleInHexArc() {
	plasma := geom.Sector{Width: 2} // a fixed 60-degree forward arc
	ship := geom.Hex{}
	fmt.Println(
		geom.InHexArc(ship, geom.North, plasma, geom.Hex{Q: 1, R: -2}),
		geom.InHexArc(ship, geom.North, plasma, geom.Hex{Q: 1, R: -1}),
	)
	// Output: true false
}

func ExampleInRearArc() {
	ship := geom.Hex{}
	fmt.Println(
		geom.InRearArc(ship, geom.North, geom.Hex{Q: 0, R: 3}, 90),  // dead astern
		geom.InRearArc(ship, geom.North, geom.Hex{Q: 2, R: 1}, 90),  // 41 degrees off
		geom.InRearArc(ship, geom.North, geom.Hex{Q: 3, R: 1}, 90),  // 46 degrees off
		geom.InRearArc(ship, geom.North, geom.Hex{Q: 1, R: 1}, 60),  // exactly on the edge
		geom.InRearArc(ship, geom.North, geom.Hex{Q: 0, R: 0}, 360), // own hex
	)
	// Output: true true false true false
}

func ExampleDir_Turn() {
	fmt.Println(geom.North.Turn(1), geom.North.Turn(-1), geom.South.Turn(6))
	// Output: NE NW S
}

func ExampleDir_Opposite() {
	fmt.Println(geom.NorthEast.Opposite())
	// Output: SW
}

func ExampleDir_Diff() {
	fmt.Println(geom.North.Diff(geom.SouthEast), geom.North.Diff(geom.NorthWest), geom.North.Diff(geom.South))
	// Output: 2 -1 3
}

func ExampleDir_Heading() {
	fmt.Println(geom.SouthWest.Heading())
	// Output: 8
}

func ExampleDir_Degrees() {
	fmt.Println(geom.SouthEast.Degrees())
	// Output: 120
}

func ExampleDir_Vec() {
	v := geom.NorthEast.Vec()
	fmt.Printf("%.3f %.3f\n", v.X, v.Y)
	// Output: 0.866 0.500
}

func ExampleDir_String() {
	fmt.Println(geom.NorthWest.String())
	// Output: NW
}

func ExampleParseDir() {
	d, err := geom.ParseDir("se")
	fmt.Println(d, err)
	_, err = geom.ParseDir("E")
	fmt.Println(err)
	// Output:
	// SE <nil>
	// geom: direction "E": want one of N, NE, SE, S, SW, NW
}
