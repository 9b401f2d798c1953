package spacefleet_test

import (
	"fmt"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/spacefleet"
)

// The missile destroyer launches a salvo at the start of the movement
// phase.
func ExampleState_NumSalvos() {
	st := battle()
	fmt.Println(st.Phase(), st.NumSalvos())
	a, _ := st.ParseAction(0, "launch 1 N")
	fmt.Println(st.Apply(a, rng.New(1), nil), st.NumSalvos())
	fmt.Printf("%+v\n", st.Salvo(0))
	// Output:
	// launch 0
	// <nil> 1
	// {Pos:(6,14) Facing:N Side:0 Warhead:contact Moves:0 Moved:false Gone:false Striking:false}
}

func ExampleState_Salvo() {
	st := battle()
	_ = st.Apply(spacefleet.LaunchAction(0, 1, geom.NorthEast), rng.New(1), nil)
	sv := st.Salvo(0)
	fmt.Println(spacefleet.CellOf(sv.Pos), sv.Facing, sv.Side, sv.Warhead, sv.Moves, sv.Gone)
	// Output:
	// 6,17 NE 0 contact 0 false
}

func ExampleState_NumDummies() {
	st := battle()
	pos, side, gone, moved := st.Dummy(0)
	fmt.Println(st.NumDummies(), spacefleet.CellOf(pos), side, gone, moved)
	// Output:
	// 1 11,2 1 false false
}

func ExampleState_Dummy() {
	_, side, _, _ := battle().Dummy(0)
	fmt.Println(side)
	// Output:
	// 1
}

// Until its owner chooses, a dummy shows as two ship counters.
func ExampleState_DummyShips() {
	fmt.Println(battle().DummyShips(0))
	// Output:
	// 2
}

func ExampleState_Rocks() {
	st := battle()
	for _, h := range st.Rocks() {
		fmt.Println(spacefleet.CellOf(h), st.IsRock(h), st.HasRocks(), st.HasDebris())
	}
	// Output:
	// 8,11 true true true
}

// The asteroid drifts one hex south-west at the start of each turn: it
// stands at 8,11 in turn 1 and will enter 7,11 next.
func ExampleState_RockDrift() {
	st := battle()
	rock := st.Rocks()[0]
	fmt.Println(spacefleet.CellOf(rock.Neighbor(geom.SouthWest)), st.RockDrift(rock.Neighbor(geom.SouthWest)), st.RockDrift(rock.Neighbor(geom.North)))
	// Output:
	// 7,11 true false
}

func ExampleState_HasRocks() {
	fmt.Println(close().HasRocks(), close().HasDebris())
	// Output:
	// false false
}

func ExampleState_HasDebris() {
	fmt.Println(battle().HasDebris())
	// Output:
	// true
}

// The asteroid set out at 9,10 and drifted to 8,11 as turn 1 began.
func ExampleState_IsRock() {
	st := battle()
	fmt.Println(st.IsRock(spacefleet.Cell{Col: 9, Row: 10}.Hex()), st.IsRock(spacefleet.Cell{Col: 8, Row: 11}.Hex()))
	// Output:
	// false true
}

func ExampleState_IsDebris() {
	st := battle()
	fmt.Println(st.IsDebris(spacefleet.Cell{Col: 2, Row: 9}.Hex()), st.IsDebris(spacefleet.Cell{Col: 3, Row: 9}.Hex()))
	// Output:
	// true false
}

// The asteroid at 8,11 blocks a line of fire through its hex.
func ExampleState_Blocked() {
	st := battle()
	a := spacefleet.Cell{Col: 8, Row: 8}.Hex()
	fmt.Println(st.Blocked(a, spacefleet.Cell{Col: 8, Row: 14}.Hex()), st.Blocked(a, spacefleet.Cell{Col: 4, Row: 14}.Hex()))
	// Output:
	// true false
}
