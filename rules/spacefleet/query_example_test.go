package spacefleet_test

import (
	"encoding/json"
	"fmt"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/spacefleet"
)

// battle is a sensors battle on a 16 by 20 map: Red's destroyers (one with
// a long-range missile launcher, one a minelayer) in the south, two Blue
// light cruisers, a Blue dummy and a Blue minefield in the north, a
// drifting asteroid and a debris field between them.
func battle() *spacefleet.State {
	dd := spacefleet.StandardDesign(spacefleet.Destroyer)
	lrm := spacefleet.Design{Name: "Lancer", Class: spacefleet.Destroyer, Speed: 5, LRM: 1, LRMAmmo: 1, Shields: 2}
	layer := spacefleet.Design{Name: "Layer", Class: spacefleet.Destroyer, Speed: 4, Beams: 1, Shields: 2, Mines: 2}
	lc := spacefleet.StandardDesign(spacefleet.LightCruiser)
	s := spacefleet.Setup{Name: "example", Width: 16, Height: 20, Sides: []spacefleet.Side{
		{Name: "Red", Squadrons: []spacefleet.Squadron{{Name: "Alpha", Ships: []spacefleet.ShipSetup{
			{Design: dd, At: spacefleet.Cell{Col: 5, Row: 17}},
			{Design: lrm, At: spacefleet.Cell{Col: 6, Row: 17}},
			{Design: layer, At: spacefleet.Cell{Col: 7, Row: 17}}}}}},
		{Name: "Blue", Squadrons: []spacefleet.Squadron{{Name: "Bravo", Ships: []spacefleet.ShipSetup{
			{Design: lc, At: spacefleet.Cell{Col: 5, Row: 1}, Facing: 3},
			{Design: lc, At: spacefleet.Cell{Col: 6, Row: 1}, Facing: 3}}}},
			Dummies: []spacefleet.Cell{{Col: 11, Row: 2}}, Mines: []spacefleet.Cell{{Col: 5, Row: 9}}},
	},
		Rocks:  []spacefleet.Rock{{Kind: spacefleet.Asteroid, At: spacefleet.Cell{Col: 9, Row: 10}, Heading: 4, Speed: 1}},
		Debris: []spacefleet.Debris{{Cells: []spacefleet.Cell{{Col: 2, Row: 9}, {Col: 2, Row: 10}}}},
	}
	st, err := spacefleet.New(s, spacefleet.Options{Sensors: true, LRM: true, Mines: true}, 3)
	if err != nil {
		panic(err)
	}
	return st
}

// close is a destroyer 3 hexes south of a light cruiser, both facing it,
// without limited sensors, at the start of the fire phase.
func close() *spacefleet.State {
	s := spacefleet.Setup{Width: 10, Height: 10, Sides: []spacefleet.Side{
		{Name: "Red", Squadrons: []spacefleet.Squadron{{Ships: []spacefleet.ShipSetup{{Design: spacefleet.StandardDesign(spacefleet.Destroyer), At: spacefleet.Cell{Col: 4, Row: 6}}}}}},
		{Name: "Blue", Squadrons: []spacefleet.Squadron{{Ships: []spacefleet.ShipSetup{{Design: spacefleet.StandardDesign(spacefleet.LightCruiser), At: spacefleet.Cell{Col: 4, Row: 3}, Facing: 3}}}}},
	}}
	st, err := spacefleet.New(s, spacefleet.Options{}, 1)
	if err != nil {
		panic(err)
	}
	for st.Phase() == spacefleet.PhaseMove {
		p := st.Waiting().First()
		for i := range st.NumShips() {
			if st.MayMove(i) {
				a, _ := st.ParseAction(p, fmt.Sprintf("move %d stay", i))
				if err := st.Apply(a, rng.New(1), nil); err != nil {
					panic(err)
				}
				break
			}
		}
	}
	return st
}

func ExampleState_NumShips() {
	st := battle()
	for i := range st.NumShips() {
		fmt.Println(i, st.Name(i), st.Side(i), st.Squadron(i), st.Class(i), st.Design(i).Profile())
	}
	// Output:
	// 0 DD-1 0 0 destroyer 5-1-2
	// 1 DD-2 0 0 destroyer 5-1-2
	// 2 DD-3 0 0 destroyer 4-1-2
	// 3 LC-1 1 1 light cruiser 4-2-4
	// 4 LC-2 1 1 light cruiser 4-2-4
}

func ExampleState_Side() {
	fmt.Println(battle().Side(3))
	// Output:
	// 1
}

func ExampleState_Squadron() {
	st := battle()
	fmt.Println(st.Squadron(2), st.Squadron(3))
	// Output:
	// 0 1
}

func ExampleState_Name() {
	fmt.Println(battle().Name(4))
	// Output:
	// LC-2
}

func ExampleState_Design() {
	fmt.Println(battle().Design(1))
	// Output:
	// Lancer (destroyer 5-1-2)
}

func ExampleState_Class() {
	fmt.Println(battle().Class(3))
	// Output:
	// light cruiser
}

func ExampleState_Pos() {
	st := battle()
	fmt.Println(spacefleet.CellOf(st.Pos(0)), st.Facing(0), spacefleet.CellOf(st.Pos(3)), st.Facing(3))
	// Output:
	// 5,17 N 5,1 S
}

func ExampleState_Facing() {
	fmt.Println(battle().Facing(4))
	// Output:
	// S
}

func ExampleState_Status() {
	st := battle()
	fmt.Println(st.Status(0), st.Active(0))
	// Output:
	// active true
}

func ExampleState_Active() {
	fmt.Println(battle().Active(4))
	// Output:
	// true
}

func ExampleState_Shields() {
	st := battle()
	fmt.Println(st.Shields(0), st.Shields(3), st.Damage(3), st.Capacity(3))
	// Output:
	// 2 4 0 4
}

func ExampleState_Damage() {
	fmt.Println(battle().Damage(0))
	// Output:
	// 0
}

func ExampleState_Capacity() {
	fmt.Println(battle().Capacity(0))
	// Output:
	// 4
}

// The minelayer's speed is its design's; a light cruiser's 4.
func ExampleState_Speed() {
	st := battle()
	fmt.Println(st.Speed(2), st.Speed(3))
	// Output:
	// 4 4
}

func ExampleState_Moved() {
	st := close()
	fmt.Println(st.Moved(0), st.Moved(1))
	// Output:
	// true true
}

// Ships move one at a time, slowest first.
func ExampleState_MayMove() {
	st := battle()
	for st.Phase() != spacefleet.PhaseMove {
		_ = st.Apply(spacefleet.DoneAction(st.Waiting().First()), rng.New(1), nil)
	}
	for i := range st.NumShips() {
		fmt.Print(st.MayMove(i), " ")
	}
	fmt.Println(st.Waiting())
	// Output:
	// false false true false false {player 1}
}

func ExampleState_WeaponsWork() {
	st := close()
	fmt.Println(st.WeaponsWork(0), st.Crippled(0))
	// Output:
	// true false
}

func ExampleState_Crippled() {
	fmt.Println(close().Crippled(1))
	// Output:
	// false
}

func ExampleState_Cost() {
	st := battle()
	fmt.Println(st.Cost(0), st.Cost(3))
	// Output:
	// 8 12
}

func ExampleState_Available() {
	st := close()
	fmt.Println(st.Phase(), st.Step(), st.Available(0, spacefleet.Beam), st.Available(1, spacefleet.Beam))
	// Output:
	// fire destroyer 1 2
}

// The destroyer's shot at the light cruiser 3 hexes away.
func ExampleState_ShotAt() {
	st := close()
	shot, err := st.ShotAt(0, spacefleet.Beam, 1)
	fmt.Println(shot.Range, shot.Target, err)
	need, err := shot.Need()
	fmt.Println(need, err)
	// Output:
	// 3 light cruiser <nil>
	// 4 <nil>
}

func ExampleState_ShotNeed() {
	st := close()
	fmt.Println(st.ShotNeed(0, spacefleet.Beam, 1))
	fmt.Println(st.ShotNeed(0, spacefleet.Missile, 1))
	// Output:
	// 4 true
	// 5 true
}

func ExampleState_MissileAmmo() {
	fmt.Println(battle().MissileAmmo(1))
	// Output:
	// 0 1
}

func ExampleState_MinesLeft() {
	fmt.Println(battle().MinesLeft(2))
	// Output:
	// 2
}

func ExampleState_Turn() {
	st := battle()
	fmt.Println(st.Turn(), st.Phase(), st.Waiting())
	// Output:
	// 1 launch {player 1}
}

func ExampleState_Phase() {
	fmt.Println(close().Phase())
	// Output:
	// fire
}

// Classes fire in turn, destroyers first.
func ExampleState_Step() {
	fmt.Println(close().Step())
	// Output:
	// destroyer
}

func ExampleState_Board() {
	fmt.Printf("%+v\n", battle().Board())
	// Output:
	// {Width:16 Height:20}
}

func ExampleState_Options() {
	o := battle().Options()
	fmt.Println(o.Sensors, o.LRM, o.EW)
	// Output:
	// true true false
}

// Each side withdraws across its own edge, by default the nearest to its
// ships.
func ExampleState_Edge() {
	st := battle()
	fmt.Println(st.Edge(0), st.Edge(1))
	// Output:
	// south north
}

func ExampleState_EdgeDistance() {
	st := battle()
	fmt.Println(st.EdgeDistance(0, st.Pos(0)), st.EdgeDistance(1, st.Pos(0)))
	// Output:
	// 2 17
}

func ExampleState_EdgeDistanceMin() {
	st := battle()
	fmt.Println(st.EdgeDistanceMin(st.Pos(0)), st.EdgeDistanceMin(spacefleet.Cell{Col: 0, Row: 9}.Hex()))
	// Output:
	// 2 0
}

func ExampleState_Waits() {
	st := battle()
	fmt.Println(st.Waits(0), st.Waits(1))
	// Output:
	// true false
}

func ExampleState_Over() {
	st := battle()
	fmt.Println(st.Over(), st.Winners())
	// Output:
	// false {}
}

func ExampleState_Winners() {
	fmt.Println(battle().Winners().Len())
	// Output:
	// 0
}

func ExampleState_Setup() {
	s := battle().Setup()
	fmt.Println(s.Name, s.Width, s.Height, len(s.Sides))
	// Output:
	// example 16 20 2
}

// Hazards counts what a path would run into (map edges, rocks, debris,
// known mines); the minelayer's move north meets nothing.
func ExampleState_Hazards() {
	st := battle()
	p, _ := spacefleet.ParsePath("FFFF", geom.North)
	fmt.Printf("%+v\n", st.Hazards(0, 2, p))
	// Output:
	// {OffMap:0 Rock:0 Debris:0 Mines:0}
}

// Red sees the Blue light cruisers 16 hexes off as anonymous ship counters,
// and its own ships in full.
func ExampleState_Detected() {
	st := battle()
	fmt.Println(st.Detected(0, 3), st.Detected(1, 0), st.Detected(0, 0))
	// Output:
	// counter counter full
}

// The start of the battle: the first turn and its initiative roll.
func ExampleState_Opening() {
	for _, e := range battle().Opening() {
		fmt.Println(e.Action, e.Kind, e.Text)
	}
	// Output:
	// -1 turn turn 1
	// -1 initiative initiative rolls 2 6: Red moves first
}

// A clone is independent of the original.
func ExampleState_Clone() {
	st := close()
	c := st.Clone()
	_ = c.Apply(spacefleet.DoneAction(c.Waiting().First()), rng.New(1), nil)
	fmt.Println(st.Waiting(), c.Waiting())
	// Output:
	// {player 1} {player 2}
}

func ExampleState_Copy() {
	st := close()
	c := st.Copy()
	fmt.Println(c.Phase(), c.Pos(0) == st.Pos(0))
	// Output:
	// fire true
}

// CopyInto reuses the memory of a working copy.
func ExampleState_CopyInto() {
	start, work := close(), close()
	_ = work.Apply(spacefleet.DoneAction(work.Waiting().First()), rng.New(1), nil)
	fmt.Println(work.Waiting(), start.CopyInto(work).Waiting())
	// Output:
	// {player 2} {player 1}
}

func ExampleState_Players() {
	fmt.Println(battle().Players())
	// Output:
	// 2
}

// In the destroyers' fire step only Red, who has the destroyer, declares.
func ExampleState_Waiting() {
	fmt.Println(close().Waiting())
	// Output:
	// {player 1}
}

func ExampleState_Outcome() {
	o := battle().Outcome()
	fmt.Println(o.Over, o.Scores)
	// Output:
	// false [0 0]
}

// Red's view: its own ships in full; the Blue light cruisers 16 hexes off
// and the dummy as anonymous ship counters (the dummy as the two its owner
// has not changed); no minefield, as Red knows of none.
func ExampleState_ViewOf() {
	v := battle().ViewOf(0)
	fmt.Println(len(v.Ships), v.Mines, v.Dummies)
	for _, c := range v.Counters {
		fmt.Println(c.Kind, c.Side, c.At)
	}
	// Output:
	// 3 [] []
	// ship 1 5,1
	// ship 1 6,1
	// ship 1 11,2
	// ship 1 11,2
}

func ExampleState_View() {
	data, _ := json.Marshal(battle().View(1))
	var v struct {
		Mines   []spacefleet.Cell `json:"mines"`
		Dummies []struct {
			Ships int `json:"ships"`
		} `json:"dummies"`
	}
	_ = json.Unmarshal(data, &v)
	fmt.Println(v.Mines, v.Dummies)
	// Output:
	// [5,9] [{2}]
}

// Only the minefield's owner knows of it until a ship enters it.
func ExampleState_KnownMine() {
	st := battle()
	h := spacefleet.Cell{Col: 5, Row: 9}.Hex()
	fmt.Println(st.KnownMine(0, h), st.KnownMine(1, h))
	// Output:
	// false true
}
