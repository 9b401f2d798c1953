package geom_test

import (
	"fmt"

	"github.com/broadside/broadside/geom"
)

func ExampleArc_Center() {
	fmt.Println(geom.F.Center(), geom.AS.Center(), geom.FP.Center())
	// Output: 12 4 10
}

func ExampleArc_Sector() {
	fmt.Println(geom.A.Sector())
	// Output: 60° on 6
}

func ExampleArc_Contains() {
	// Relative bearings: 30 degrees is the border between F and FS.
	fmt.Println(geom.F.Contains(30), geom.FS.Contains(30), geom.FS.Contains(29))
	// Output: true true false
}

func ExampleArc_Mirror() {
	// After a Roll, what was the fore-port arc now looks to starboard.
	fmt.Println(geom.FP.Mirror(), geom.AS.Mirror(), geom.A.Mirror())
	// Output: FS AP A
}

func ExampleArc_String() {
	fmt.Println(geom.AP.String())
	// Output: AP
}

func ExampleParseArc() {
	a, err := geom.ParseArc("fs")
	fmt.Println(a, err)
	_, err = geom.ParseArc("B")
	fmt.Println(err)
	// Output:
	// FS <nil>
	// geom: arc "B": want one of F, FS, AS, A, AP, FP
}

func ExampleArcs() {
	mount := geom.Arcs(geom.FP, geom.F, geom.FS) // a three-arc beam mount
	fmt.Println(mount)
	// Output: F|FS|FP
}

func ExampleArcSet_Has() {
	fmt.Println(geom.Arcs(geom.F, geom.FS).Has(geom.FS), geom.Arcs(geom.F).Has(geom.A))
	// Output: true false
}

func ExampleArcSet_Len() {
	fmt.Println(geom.ArcsAt(90).Len(), geom.ArcsAt(100).Len())
	// Output: 2 1
}

func ExampleArcSet_Contains() {
	mount := geom.Arcs(geom.FP, geom.F, geom.FS)
	fmt.Println(mount.Contains(85), mount.Contains(95), mount.Contains(270))
	// Output: true false true
}

func ExampleArcSet_Mirror() {
	fmt.Println(geom.Arcs(geom.F, geom.FS, geom.AS).Mirror())
	// Output: F|AP|FP
}

func ExampleArcSet_String() {
	fmt.Println(geom.ArcsAt(210), geom.ArcSet(0))
	// Output: A|AP none
}

func ExampleArcsAt() {
	// 3 o'clock relative to the facing lies on the border of FS and AS.
	fmt.Println(geom.ArcsAt(90), geom.ArcsAt(91))
	// Output: FS|AS AS
}

func ExampleArcAt() {
	// On a border, the more forward arc.
	fmt.Println(geom.ArcAt(90), geom.ArcAt(330), geom.ArcAt(150))
	// Output: FS F AS
}

func ExampleRelativeBearing() {
	// Facing 3 o'clock, a target straight up the table is 90 degrees to port.
	fmt.Println(geom.RelativeBearing(geom.Clock(3), geom.Vec{}, geom.Vec{Y: 10}))
	// Output: 270
}

func ExampleArcOf() {
	ship, target := geom.Vec{X: 10, Y: 10}, geom.Vec{X: 14, Y: 6}
	fmt.Println(geom.ArcOf(geom.Clock(12), ship, target), geom.ArcOf(geom.Clock(4), ship, target))
	// Output: AS F
}

func ExampleArcsOf() {
	// Due right of a ship facing 12 o'clock: on the FS/AS border.
	fmt.Println(geom.ArcsOf(geom.Clock(12), geom.Vec{}, geom.Vec{X: 8}))
	// Output: FS|AS
}

func ExampleInArc() {
	ship, facing := geom.Vec{}, geom.Clock(12)
	fighters := geom.Sector{Width: 6} // a fighter group's front 180 degrees
	fmt.Println(
		geom.InArc(facing, geom.FS, ship, geom.Vec{X: 3, Y: 3}),
		geom.InArc(facing, geom.Arcs(geom.AP, geom.A), ship, geom.Vec{X: 3, Y: 3}),
		geom.InArc(facing, fighters, ship, geom.Vec{X: 5, Y: -1}),
	)
	// Output: true false false
}

func ExampleSector_Degrees() {
	fmt.Println(geom.Sector{Width: 3}.Degrees(), geom.Sector{Width: 20}.Degrees())
	// Output: 90 360
}

func ExampleSector_Contains() {
	rear := geom.Sector{Center: geom.Clock(6), Width: 3} // the rear 90 degrees
	fmt.Println(rear.Contains(180), rear.Contains(225), rear.Contains(226))
	// Output: true true false
}

func ExampleSector_String() {
	fmt.Println(geom.Sector{Center: geom.Clock(6), Width: 3})
	// Output: 90° on 6
}
