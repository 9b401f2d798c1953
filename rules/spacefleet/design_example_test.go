package spacefleet_test

import (
	"errors"
	"fmt"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/spacefleet"
)

// The standard classes of the "Ship Types" table as designs.
func ExampleStandardDesign() {
	for _, c := range []spacefleet.Class{spacefleet.Destroyer, spacefleet.Battleship, spacefleet.Dreadnought} {
		d := spacefleet.StandardDesign(c)
		fmt.Println(d, "hull", d.Hull())
	}
	// Output:
	// destroyer 5-1-2 hull 7
	// battleship 2-5-10 hull 12
	// dreadnought 1-8-15 hull 16.5
}

func ExampleDesign_Shots() {
	d := spacefleet.Design{Class: spacefleet.HeavyCruiser, Speed: 3, Beams: 1, SRM: 1, SRMAmmo: 2, Plasma: 1, Shields: 6}
	fmt.Println(d.Shots())
	// Output:
	// 3
}

// A dreadnought pays 2 hull points for its second speed.
func ExampleDesign_SpeedPoints() {
	dn := spacefleet.StandardDesign(spacefleet.Dreadnought)
	dn.Speed = 2
	fmt.Println(spacefleet.StandardDesign(spacefleet.Dreadnought).SpeedPoints(), dn.SpeedPoints())
	// Output:
	// 1 3
}

// Armour costs a quarter of the whole hull, rounded to the nearest half
// point: 1.5 of a 6.5-point destroyer hull (a quarter is 1.625), 2.5 of a
// 9.5-point heavy cruiser hull (2.375).
func ExampleDesign_ArmourPoints() {
	dd := spacefleet.Design{Class: spacefleet.Destroyer, Speed: 3, Beams: 1, Shields: 2, Armour: true}
	fmt.Println(dd.ArmourPoints(), dd.Hull(), dd.Validate())
	hc := spacefleet.Design{Class: spacefleet.HeavyCruiser, Speed: 3, Beams: 2, Shields: 4, Armour: true}
	fmt.Println(hc.ArmourPoints(), hc.Hull(), hc.Validate())
	// Output:
	// 1.5 6.5 <nil>
	// 2.5 9.5 <nil>
}

// The text's design examples all fill a 7-point destroyer hull.
func ExampleDesign_Hull() {
	for _, d := range []spacefleet.Design{
		{Class: spacefleet.Destroyer, Speed: 5, Beams: 1, Shields: 2},
		{Class: spacefleet.Destroyer, Speed: 4, Beams: 2, Shields: 2},
		{Class: spacefleet.Destroyer, Speed: 3, Beams: 3, Shields: 2},
		{Class: spacefleet.Destroyer, Speed: 4, Beams: 3, Shields: 0},
	} {
		fmt.Println(d.Profile(), d.Hull())
	}
	// Output:
	// 5-1-2 7
	// 4-2-2 7
	// 3-3-2 7
	// 4-3-0 7
}

// The payload is every hull point not spent on speed.
func ExampleDesign_Payload() {
	fmt.Println(spacefleet.StandardDesign(spacefleet.HeavyCruiser).Payload())
	// Output:
	// 6
}

// Damage capacity: 4, or half the hull under the damage capacity rule.
func ExampleDesign_Capacity() {
	dn := spacefleet.StandardDesign(spacefleet.Dreadnought)
	fmt.Println(dn.Capacity(spacefleet.Options{}), dn.Capacity(spacefleet.Options{DamageCapacity: true}))
	// Output:
	// 4 8
}

func ExampleDesign_Profile() {
	fmt.Println(spacefleet.StandardDesign(spacefleet.LightCruiser).Profile())
	// Output:
	// 4-2-4
}

func ExampleDesign_String() {
	d := spacefleet.Design{Name: "Raider", Class: spacefleet.Destroyer, Speed: 4, Beams: 2, Shields: 2}
	fmt.Println(d.String())
	// Output:
	// Raider (destroyer 4-2-2)
}

// The campaign costs of the text: a heavy cruiser 15, a destroyer 8.
func ExampleDesign_CampaignCost() {
	fmt.Println(spacefleet.StandardDesign(spacefleet.HeavyCruiser).CampaignCost(), spacefleet.StandardDesign(spacefleet.Destroyer).CampaignCost())
	// Output:
	// 15 8
}

// Check lists every limit a design breaks, each with the field at fault.
func ExampleDesign_Check() {
	d := spacefleet.Design{Class: spacefleet.LightCruiser, Speed: 6, Beams: 5, Shields: 0}
	for _, e := range d.Check() {
		fmt.Println(e.FieldName()+":", e)
	}
	// Output:
	// speed: spacefleet: speed 6 is above the light cruiser's top speed of 5
	// beams: spacefleet: 5 shots (beams, launchers and plasma cannon) are more than a light cruiser's 4
	// class: spacefleet: the design uses 11 hull points, but a light cruiser hull holds 8
}

func ExampleDesign_Validate() {
	fmt.Println(spacefleet.StandardDesign(spacefleet.Battleship).Validate())
	err := spacefleet.Design{Class: spacefleet.Destroyer, Speed: 0, Beams: 1, Shields: 2}.Validate()
	var de *spacefleet.DesignError
	fmt.Println(errors.As(err, &de), err)
	// Output:
	// <nil>
	// true spacefleet: a ship needs a speed of at least 1
	// spacefleet: the design uses 2 hull points, but a destroyer hull holds 6 to 7
}

func ExampleDesignError_Error() {
	e := &spacefleet.DesignError{Field: "speed", Msg: "a destroyer moves at most 5"}
	fmt.Println(e.Error())
	// Output:
	// spacefleet: a destroyer moves at most 5
}

// FieldName names the design field at fault, for a form to mark.
func ExampleDesignError_FieldName() {
	for _, e := range (spacefleet.Design{Class: spacefleet.Destroyer, Speed: 5, Beams: 1, Shields: 2, Regenerator: true}).Check() {
		fmt.Println(e.FieldName(), "-", e)
	}
	// Output:
	// class - spacefleet: the design uses 8 hull points, but a destroyer hull holds 6 to 7
	// regenerator - spacefleet: a destroyer cannot fit a shield regenerator
}

// Options come from JSON or YAML keys; the zero value plays the rulings.
func ExampleParseOptions() {
	o, err := spacefleet.ParseOptions([]byte(`{"sensors": true, "ew": true, "initiative": "squadron"}`))
	fmt.Println(o.Sensors, o.EW, o.Initiative, err)
	_, err = spacefleet.ParseOptions([]byte(`{"ew": true}`))
	fmt.Println(err)
	// Output:
	// true true squadron <nil>
	// spacefleet: the ew rule needs the sensors rule
}

// An option is set by the name and value the rules registry lists; a bad
// value leaves the options as they were.
func ExampleOptions_Set() {
	var o spacefleet.Options
	fmt.Println(o.Set("initiative", "squadron"), o.Set("mines", "true"), o.Initiative, o.Mines)
	fmt.Println(o.Set("mines", "perhaps"), o.Mines)
	// Output:
	// <nil> <nil> squadron true
	// spacefleet: option mines="perhaps": want one of false, true true
}

func ExampleOptions_Check() {
	fmt.Println(spacefleet.Options{Sensors: true, EW: true}.Check())
	fmt.Println(spacefleet.Options{EW: true}.Check())
	// Output:
	// <nil>
	// spacefleet: the ew rule needs the sensors rule
}

// A design may use only equipment whose rule is in play.
func ExampleOptions_Allow() {
	d := spacefleet.Design{Class: spacefleet.HeavyCruiser, Speed: 3, Beams: 2, Plasma: 1, Shields: 6}
	fmt.Println(spacefleet.Options{}.Allow(d))
	fmt.Println(spacefleet.Options{Plasma: true}.Allow(d))
	// Output:
	// spacefleet: the design uses plasma, but the plasma rule is not in play
	// <nil>
}

// ParseSetup reads a scenario's setup from JSON.
func ExampleParseSetup() {
	s, err := spacefleet.ParseSetup([]byte(`{"width": 12, "height": 12, "sides": [
		{"name": "Red", "squadrons": [{"ships": [{"design": {"class": "destroyer", "speed": 5, "beams": 1, "shields": 2}, "at": [5, 10]}]}]},
		{"name": "Blue", "squadrons": [{"ships": [{"design": {"class": "destroyer", "speed": 5, "beams": 1, "shields": 2}, "at": [5, 1], "facing": "S"}]}]}]}`))
	fmt.Println(err, s.Width, s.Sides[1].Squadrons[0].Ships[0].Facing.Dir())
	// Output:
	// <nil> 12 S
}

// Check lists what is wrong with a setup, each problem with its place.
func ExampleSetup_Check() {
	dd := spacefleet.StandardDesign(spacefleet.Destroyer)
	s := spacefleet.Setup{Width: 10, Height: 10, Sides: []spacefleet.Side{
		{Name: "Red", Squadrons: []spacefleet.Squadron{{Ships: []spacefleet.ShipSetup{{Design: dd, At: spacefleet.Cell{Col: 12, Row: 3}}}}}},
	}}
	for _, e := range s.Check(spacefleet.Options{}) {
		fmt.Println(e)
	}
	// Output:
	// spacefleet: setup: sides: a battle needs 2 to 6 sides, not 1
	// spacefleet: setup: sides[0].squadrons[0].ships[0].at: cell 12,3 is off the 10x10 map
}

func ExampleSetupError_Error() {
	fmt.Println(&spacefleet.SetupError{Path: "sides[0].name", Msg: "empty"})
	fmt.Println(&spacefleet.SetupError{Msg: "no sides"})
	// Output:
	// spacefleet: setup: sides[0].name: empty
	// spacefleet: setup: no sides
}

// The odds of a plasma shot at an armoured heavy cruiser with one shield
// left: one hit takes the shield and the armour turns the other.
func ExampleTargetOdds() {
	shot := spacefleet.Shot{Weapon: spacefleet.Plasma, Range: 3, Firer: spacefleet.Battleship, Target: spacefleet.HeavyCruiser}
	odds, err := spacefleet.TargetOdds(shot, spacefleet.Target{Shields: 1, Armour: true}, spacefleet.Options{Armour: true})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, it := range odds.Outcome.Items() {
		fmt.Println(it.Value, it.P.RatString())
	}
	// Output:
	// miss 2/3
	// turned by armour 1/3
}

// A plasma cannon fires only across its one hex side.
func ExampleInPlasmaArc() {
	ahead := spacefleet.Cell{Col: 5, Row: 2}.Hex()
	behind := spacefleet.Cell{Col: 5, Row: 8}.Hex()
	from := spacefleet.Cell{Col: 5, Row: 5}.Hex()
	fmt.Println(spacefleet.InPlasmaArc(from, geom.North, 0, ahead), spacefleet.InPlasmaArc(from, geom.North, 0, behind))
	// Output:
	// true false
}

// A path turns after a step: −1 to port, +1 to starboard.
func ExamplePath_Turn() {
	p, _ := spacefleet.ParsePath("FLFRF", geom.North)
	fmt.Println(p.Turn(0), p.Turn(1), p.Turn(2))
	// Output:
	// -1 1 0
}

func ExamplePath_WithTurn() {
	p := spacefleet.Path{Hexes: 3}.WithTurn(1, +1)
	fmt.Println(p)
	// Output:
	// FFRF
}

func ExamplePath_String() {
	p, _ := spacefleet.ParsePath("FFLF", geom.North)
	fmt.Println(p, spacefleet.Path{Pivot: geom.SouthEast})
	// Output:
	// FFLF pivot SE
}

// Walk visits each hex entered with the facing on entering it.
func ExamplePath_Walk() {
	p, _ := spacefleet.ParsePath("FRFF", geom.North)
	end, f := p.Walk(geom.Hex{}, geom.North, func(h geom.Hex, f geom.Dir) bool {
		fmt.Println(h, f)
		return true
	})
	fmt.Println("end", end, f)
	// Output:
	// (0,-1) N
	// (1,-2) NE
	// (2,-3) NE
	// end (2,-3) NE
}

func ExamplePath_End() {
	p, _ := spacefleet.ParsePath("FFF", geom.North)
	fmt.Println(p.End(geom.Hex{}, geom.South))
	// Output:
	// (0,3) S
}

// Only a dreadnought, or a ship moving less than its speed, may turn after
// its last hex.
func ExampleCheckPath() {
	p, _ := spacefleet.ParsePath("FFR", geom.North)
	fmt.Println(spacefleet.CheckPath(p, 2, false))
	fmt.Println(spacefleet.CheckPath(p, 2, true))
	fmt.Println(spacefleet.CheckPath(p, 3, false))
	// Output:
	// spacefleet: a ship making its full move may not turn after its last hex (only a dreadnought may)
	// <nil>
	// <nil>
}

// Every legal path of a speed-2 ship: six pivots, then the moves.
func ExamplePaths() {
	for _, p := range spacefleet.Paths(2, false) {
		fmt.Print(p, " ")
	}
	fmt.Println()
	// Output:
	// pivot N pivot NE pivot SE pivot S pivot SW pivot NW FL F FR FLF FF FRF
}

func ExampleAppendPaths() {
	paths := spacefleet.AppendPaths(nil, 3, false)
	fmt.Println(len(paths), len(spacefleet.AppendPaths(paths[:0], 3, true)))
	// Output:
	// 27 45
}

// The ends a speed-2 ship can reach, with the paths reaching them.
func ExampleReachable() {
	for _, r := range spacefleet.Reachable(2, false) {
		if r.Offset != (geom.Hex{}) {
			fmt.Println(r.Offset, r.Turn, r.Paths)
		}
	}
	// Output:
	// (0,-1) 5 [FL]
	// (0,-1) 0 [F]
	// (0,-1) 1 [FR]
	// (-1,-1) 5 [FLF]
	// (0,-2) 0 [FF]
	// (1,-2) 1 [FRF]
}

// Paths are relative to the facing, so rotating changes only a pivot.
func ExampleRotated() {
	p, _ := spacefleet.ParsePath("FRF", geom.North)
	fmt.Println(spacefleet.Rotated(p, geom.South), spacefleet.Rotated(spacefleet.Path{Pivot: geom.NorthEast}, geom.South))
	// Output:
	// FRF pivot SW
}
