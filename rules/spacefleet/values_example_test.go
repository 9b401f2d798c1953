package spacefleet_test

import (
	"encoding/json"
	"fmt"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/spacefleet"
)

// Cells are written "col,row" in text and [col,row] in JSON.
func ExampleCell_String() {
	fmt.Println(spacefleet.Cell{Col: 3, Row: 7})
	// Output:
	// 3,7
}

func ExampleCell_MarshalJSON() {
	data, err := json.Marshal(spacefleet.Cell{Col: 3, Row: 7})
	fmt.Println(string(data), err)
	// Output:
	// [3,7] <nil>
}

func ExampleCell_UnmarshalJSON() {
	var c spacefleet.Cell
	fmt.Println(json.Unmarshal([]byte(`[4, 2]`), &c), c)
	fmt.Println(json.Unmarshal([]byte(`"4,2"`), &c) != nil)
	// Output:
	// <nil> 4,2
	// true
}

// Offset cells and axial hexes convert both ways; odd columns sit half a
// hex lower.
func ExampleCell_Hex() {
	for _, c := range []spacefleet.Cell{{Col: 0, Row: 0}, {Col: 1, Row: 0}, {Col: 2, Row: 3}} {
		h := c.Hex()
		fmt.Println(c, h, spacefleet.CellOf(h))
	}
	// Output:
	// 0,0 (0,0) 0,0
	// 1,0 (1,0) 1,0
	// 2,3 (2,2) 2,3
}

func ExampleCellOf() {
	fmt.Println(spacefleet.CellOf(geom.Hex{Q: 3, R: 1}))
	// Output:
	// 3,2
}

func ExampleParseCell() {
	c, err := spacefleet.ParseCell(" 5, 12 ")
	fmt.Println(c, err)
	_, err = spacefleet.ParseCell("5")
	fmt.Println(err)
	// Output:
	// 5,12 <nil>
	// spacefleet: cell "5" is not col,row
}

func ExampleBoard_Contains() {
	b := spacefleet.Board{Width: 10, Height: 8}
	fmt.Println(b.Contains(spacefleet.Cell{Col: 9, Row: 7}.Hex()), b.Contains(spacefleet.Cell{Col: 10, Row: 0}.Hex()))
	// Output:
	// true false
}

func ExampleBoard_Index() {
	b := spacefleet.Board{Width: 10, Height: 8}
	fmt.Println(b.Index(spacefleet.Cell{Col: 3, Row: 2}.Hex()), b.Index(spacefleet.Cell{Col: 3, Row: 9}.Hex()))
	// Output:
	// 23 -1
}

func ExampleBoard_Cells() {
	fmt.Println(spacefleet.Board{Width: 10, Height: 8}.Cells())
	// Output:
	// 80
}

func ExampleEdge_String() {
	fmt.Println(spacefleet.Edge(1), spacefleet.Edge(3), spacefleet.NoEdge == 0)
	// Output:
	// north south true
}

func ExampleEdge_MarshalText() {
	text, err := spacefleet.Edge(2).MarshalText()
	fmt.Println(string(text), err)
	// Output:
	// east <nil>
}

func ExampleEdge_UnmarshalText() {
	var e spacefleet.Edge
	fmt.Println(e.UnmarshalText([]byte("south")), e)
	fmt.Println(e.UnmarshalText([]byte("up")))
	// Output:
	// <nil> south
	// spacefleet: unknown edge "up" (want north, east, south or west)
}

func ExampleFacing_Dir() {
	fmt.Println(spacefleet.Facing(3).Dir())
	// Output:
	// S
}

func ExampleFacing_MarshalText() {
	text, _ := spacefleet.Facing(1).MarshalText()
	fmt.Println(string(text))
	// Output:
	// NE
}

func ExampleFacing_UnmarshalText() {
	var f spacefleet.Facing
	fmt.Println(f.UnmarshalText([]byte("SW")), f.Dir())
	// Output:
	// <nil> SW
}

func ExampleClass_String() {
	for _, c := range []spacefleet.Class{spacefleet.Destroyer, spacefleet.LightCruiser, spacefleet.HeavyCruiser, spacefleet.Battleship, spacefleet.Dreadnought} {
		fmt.Println(c, c.Abbrev())
	}
	// Output:
	// destroyer DD
	// light cruiser LC
	// heavy cruiser HC
	// battleship BB
	// dreadnought DN
}

func ExampleClass_Abbrev() {
	fmt.Println(spacefleet.Battleship.Abbrev())
	// Output:
	// BB
}

func ExampleClass_Valid() {
	fmt.Println(spacefleet.Dreadnought.Valid(), spacefleet.Class(9).Valid())
	// Output:
	// true false
}

func ExampleParseClass() {
	c, err := spacefleet.ParseClass("heavy-cruiser")
	fmt.Println(c, err)
	c, err = spacefleet.ParseClass("DN")
	fmt.Println(c, err)
	_, err = spacefleet.ParseClass("frigate")
	fmt.Println(err)
	// Output:
	// heavy cruiser <nil>
	// dreadnought <nil>
	// spacefleet: unknown class "frigate" (want destroyer, light cruiser, heavy cruiser, battleship or dreadnought)
}

func ExampleClass_MarshalText() {
	text, err := spacefleet.LightCruiser.MarshalText()
	fmt.Println(string(text), err)
	// Output:
	// light-cruiser <nil>
}

func ExampleClass_UnmarshalText() {
	var c spacefleet.Class
	fmt.Println(c.UnmarshalText([]byte("battleship")), c)
	// Output:
	// <nil> battleship
}

// The basic stats of the standard classes ("Ship Types").
func ExampleClass_Standard() {
	fmt.Printf("%+v\n", spacefleet.Dreadnought.Standard())
	// Output:
	// {Shields:15 Speed:1 Shots:8}
}

// The design limits of a class ("Ship design").
func ExampleClass_Limits() {
	fmt.Printf("%+v\n", spacefleet.HeavyCruiser.Limits())
	// Output:
	// {MinHull:9 MaxHull:10 MaxSpeed:4 MaxShots:5}
}

func ExampleClass_DamageModifier() {
	fmt.Println(spacefleet.Destroyer.DamageModifier(), spacefleet.HeavyCruiser.DamageModifier(), spacefleet.Dreadnought.DamageModifier())
	// Output:
	// -2 0 2
}

// The damage modifier of a hit: the class's, −1 for a missile hit.
func ExampleDamageModifier() {
	fmt.Println(spacefleet.DamageModifier(spacefleet.LightCruiser, false), spacefleet.DamageModifier(spacefleet.LightCruiser, true))
	// Output:
	// -1 -2
}

// Costs are kept in eighths of a point.
func ExampleCost_Float() {
	c := spacefleet.StandardDesign(spacefleet.Dreadnought).CampaignCost()
	fmt.Println(c.Float())
	// Output:
	// 27.125
}

func ExampleCost_String() {
	fmt.Println(spacefleet.StandardDesign(spacefleet.HeavyCruiser).CampaignCost())
	// Output:
	// 15
}

func ExampleCost_MarshalJSON() {
	data, _ := json.Marshal(spacefleet.StandardDesign(spacefleet.Dreadnought).CampaignCost())
	fmt.Println(string(data))
	// Output:
	// 27.125
}

// The campaign cost factor of a speed, in quarters ("Campaign Costs").
func ExampleSpeedFactor() {
	for speed := 1; speed <= 5; speed++ {
		fmt.Print(speed, ":", float64(spacefleet.SpeedFactor(speed))/4, " ")
	}
	fmt.Println()
	// Output:
	// 1:0.75 2:1 3:1.5 4:2 5:3
}

func ExampleResult_String() {
	for _, r := range spacefleet.Results {
		fmt.Printf("%s (%d points)\n", r, r.Points())
	}
	// Output:
	// minor damage (0 points)
	// damage, half speed (1 points)
	// damage, weapons knocked out (1 points)
	// major damage (3 points)
	// destroyed (0 points)
}

func ExampleResult_MarshalText() {
	text, _ := spacefleet.Major.MarshalText()
	fmt.Println(string(text))
	// Output:
	// major damage
}

// Damage is one point, major damage three ("Effect of hits").
func ExampleResult_Points() {
	fmt.Println(spacefleet.Minor.Points(), spacefleet.HalfSpeed.Points(), spacefleet.Major.Points())
	// Output:
	// 0 1 3
}

func ExampleHalfPoints_Float() {
	fmt.Println(spacefleet.StandardDesign(spacefleet.Dreadnought).Hull().Float())
	// Output:
	// 16.5
}

func ExampleHalfPoints_String() {
	fmt.Println(spacefleet.HalfPoints(33), spacefleet.HalfPoints(14))
	// Output:
	// 16.5 7
}

func ExampleHalfPoints_MarshalJSON() {
	data, _ := json.Marshal(spacefleet.HalfPoints(33))
	fmt.Println(string(data))
	// Output:
	// 16.5
}

func ExampleWarhead_String() {
	fmt.Println(spacefleet.Contact, spacefleet.DirectedEnergy)
	// Output:
	// contact directed-energy
}

func ExampleWarhead_MarshalText() {
	text, _ := spacefleet.DirectedEnergy.MarshalText()
	fmt.Println(string(text))
	// Output:
	// directed-energy
}

func ExampleWarhead_UnmarshalText() {
	var w spacefleet.Warhead
	fmt.Println(w.UnmarshalText([]byte("directed-energy")), w)
	fmt.Println(w.UnmarshalText([]byte("nuclear")) != nil)
	// Output:
	// <nil> directed-energy
	// true
}

func ExampleInitiative_String() {
	fmt.Println(spacefleet.ShipInitiative, spacefleet.SquadronInitiative)
	// Output:
	// ship squadron
}

func ExampleInitiative_MarshalText() {
	text, _ := spacefleet.SquadronInitiative.MarshalText()
	fmt.Println(string(text))
	// Output:
	// squadron
}

func ExampleInitiative_UnmarshalText() {
	var i spacefleet.Initiative
	fmt.Println(i.UnmarshalText([]byte("squadron")), i)
	// Output:
	// <nil> squadron
}

func ExampleDetection_String() {
	fmt.Println(spacefleet.SquadronOnly, spacefleet.ShipCounter, spacefleet.Full)
	// Output:
	// squadron counter full
}

func ExampleDetection_MarshalText() {
	text, _ := spacefleet.ShipCounter.MarshalText()
	fmt.Println(string(text))
	// Output:
	// counter
}

func ExampleRockKind_String() {
	fmt.Println(spacefleet.Asteroid, spacefleet.Planet)
	// Output:
	// asteroid planet
}

func ExampleRockKind_MarshalText() {
	text, _ := spacefleet.Planet.MarshalText()
	fmt.Println(string(text))
	// Output:
	// planet
}

func ExampleRockKind_UnmarshalText() {
	var k spacefleet.RockKind
	fmt.Println(k.UnmarshalText([]byte("planet")), k)
	// Output:
	// <nil> planet
}

func ExampleStatus_String() {
	fmt.Println(spacefleet.Active, spacefleet.Destroyed, spacefleet.Surrendered, spacefleet.Withdrawn)
	// Output:
	// active destroyed surrendered withdrawn
}

func ExampleStatus_MarshalText() {
	text, _ := spacefleet.Surrendered.MarshalText()
	fmt.Println(string(text))
	// Output:
	// surrendered
}

func ExamplePhase_String() {
	fmt.Println(spacefleet.PhaseLaunch, spacefleet.PhaseMove, spacefleet.PhaseDummies, spacefleet.PhaseFire, spacefleet.PhaseOver)
	// Output:
	// launch move dummies fire over
}

func ExamplePhase_MarshalText() {
	text, _ := spacefleet.PhaseFire.MarshalText()
	fmt.Println(string(text))
	// Output:
	// fire
}

func ExampleWeapon_String() {
	fmt.Println(spacefleet.Beam, spacefleet.Missile, spacefleet.Plasma)
	// Output:
	// beam missile plasma
}

func ExampleParseWeapon() {
	w, err := spacefleet.ParseWeapon("plasma")
	fmt.Println(w, err)
	_, err = spacefleet.ParseWeapon("laser")
	fmt.Println(err)
	// Output:
	// plasma <nil>
	// spacefleet: unknown weapon "laser" (want beam, plasma or missile)
}

// The range bands: short 0-4, medium 5-8, long 9-12.
func ExampleBandOf() {
	for _, r := range []int{0, 4, 5, 8, 9, 12, 13} {
		fmt.Print(r, " ", spacefleet.BandOf(r), "; ")
	}
	fmt.Println()
	// Output:
	// 0 short; 4 short; 5 medium; 8 medium; 9 long; 12 long; 13 out of range;
}

func ExampleBand_String() {
	fmt.Println(spacefleet.BandOf(7).String())
	// Output:
	// medium
}

// A d6 hits when it reaches the score needed; a 7 never does unless a
// natural 6 always hits.
func ExampleHits() {
	fmt.Println(spacefleet.Hits(5, 5, spacefleet.Options{}), spacefleet.Hits(4, 5, spacefleet.Options{}))
	fmt.Println(spacefleet.Hits(6, 7, spacefleet.Options{}), spacefleet.Hits(6, 7, spacefleet.Options{NaturalSix: true}))
	// Output:
	// true false
	// false true
}

func ExampleOutcomeOf() {
	fmt.Println(spacefleet.OutcomeOf(spacefleet.Major), spacefleet.Missed, spacefleet.Absorbed, spacefleet.Turned)
	// Output:
	// major damage miss shields only turned by armour
}

func ExampleOutcome_String() {
	fmt.Println(spacefleet.OutcomeOf(spacefleet.Wrecked).String())
	// Output:
	// destroyed
}
