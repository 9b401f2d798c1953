package spacefleet_test

import (
	"fmt"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/spacefleet"
)

// The text's design example: a standard destroyer is 7 hull points as 5
// speed, 1 shot and 2 shields, and costs 8 in a campaign.
func ExampleDesign() {
	dd := spacefleet.Design{Class: spacefleet.Destroyer, Speed: 5, Beams: 1, Shields: 2}
	fmt.Println(dd, "hull", dd.Hull(), "cost", dd.CampaignCost(), "valid", dd.Validate() == nil)
	hc := spacefleet.StandardDesign(spacefleet.HeavyCruiser)
	fmt.Println(hc, "hull", hc.Hull(), "cost", hc.CampaignCost())
	big := spacefleet.Design{Class: spacefleet.Destroyer, Speed: 5, Beams: 2, Shields: 2}
	fmt.Println(big.Validate())
	// Output:
	// destroyer 5-1-2 hull 7 cost 8 valid true
	// heavy cruiser 3-3-6 hull 9 cost 15
	// spacefleet: the design uses 8 hull points, but a destroyer hull holds 6 to 7
}

// The to-hit table: a beam at a destroyer at long range needs 7 and cannot
// hit; at medium range it needs 5.
func ExampleShot_Need() {
	for _, r := range []int{3, 6, 10} {
		need, err := spacefleet.Shot{Range: r, Firer: spacefleet.Battleship, Target: spacefleet.Destroyer}.Need()
		fmt.Println(r, need, err, spacefleet.Possible(need, spacefleet.Options{}))
	}
	// Output:
	// 3 4 <nil> true
	// 6 5 <nil> true
	// 10 7 <nil> false
}

// The exact odds of one beam shot at an unshielded destroyer at short range.
func ExampleShotOdds() {
	odds, _ := spacefleet.ShotOdds(spacefleet.Shot{Range: 2, Firer: spacefleet.HeavyCruiser, Target: spacefleet.Destroyer}, 0, spacefleet.Options{})
	fmt.Println("P(hit)", odds.Hit.RatString())
	for _, it := range odds.Outcome.Items() {
		fmt.Println(it.Value, it.P.RatString())
	}
	// Output:
	// P(hit) 1/2
	// miss 1/2
	// major damage 1/6
	// destroyed 1/3
}

// The damage table with the destroyer's −2.
func ExampleDamageResult() {
	for die := 1; die <= 6; die++ {
		fmt.Println(die, spacefleet.DamageResult(die+spacefleet.DamageModifier(spacefleet.Destroyer, false), spacefleet.Options{}))
	}
	// Output:
	// 1 destroyed
	// 2 destroyed
	// 3 destroyed
	// 4 destroyed
	// 5 major damage
	// 6 major damage
}

// Paths are written with F for each hex and R or L for each turn.
func ExampleParsePath() {
	p, _ := spacefleet.ParsePath("FFRF", geom.North)
	end, facing := p.End(geom.Hex{}, geom.North)
	fmt.Println(p.Hexes, end, facing)
	fmt.Println(spacefleet.CheckPath(p, 3, false))
	fmt.Println(spacefleet.CheckPath(p, 2, false))
	// Output:
	// 3 (1,-3) NE
	// <nil>
	// spacefleet: 3 hexes is more than the speed of 2
}

// No ship may fire into its rear 90 degrees.
func ExampleInRear() {
	ship := geom.Hex{}
	fmt.Println(spacefleet.InRear(ship, geom.North, ship.Step(geom.South, 3)))
	fmt.Println(spacefleet.InRear(ship, geom.North, ship.Neighbor(geom.SouthEast)))
	// Output:
	// true
	// false
}

// A battle starts at the first decision; Actions lists what the player to
// act may do, and Apply does it.
func ExampleNew() {
	dd := spacefleet.StandardDesign(spacefleet.Destroyer)
	setup := spacefleet.Setup{Width: 10, Height: 10, Sides: []spacefleet.Side{
		{Name: "Red", Squadrons: []spacefleet.Squadron{{Ships: []spacefleet.ShipSetup{{Design: dd, At: spacefleet.Cell{Col: 4, Row: 8}}}}}},
		{Name: "Blue", Squadrons: []spacefleet.Squadron{{Ships: []spacefleet.ShipSetup{{Design: dd, At: spacefleet.Cell{Col: 4, Row: 1}, Facing: 3}}}}},
	}}
	st, err := spacefleet.New(setup, spacefleet.Options{}, rng.Seed(1))
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, e := range st.Opening() {
		fmt.Println(e.Action, e.Text)
	}
	p := st.Waiting().First()
	actions := st.Actions(p, nil)
	fmt.Println(st.Phase(), p, len(actions), "moves, such as", st.FormatAction(actions[len(actions)-1]))
	a, _ := st.ParseAction(p, "move "+fmt.Sprint(int(p))+" FFF")
	fmt.Println(st.Apply(a, rng.New(1), func(e game.Event) { fmt.Println(e.Text) }))
	// Output:
	// -1 turn 1
	// -1 initiative rolls 6 5: Blue moves first
	// move player 2 207 moves, such as move 1 FRFRFRFRF
	// Blue DD-1 (#1) moves FFF from 4,1 to 4,4 facing S
	// <nil>
}

// A recorded battle: every action goes into the record, which replays to
// the same battle.
func ExampleStart() {
	dd := spacefleet.StandardDesign(spacefleet.Destroyer)
	setup := spacefleet.Setup{Width: 10, Height: 10, Turns: 3, Sides: []spacefleet.Side{
		{Name: "Red", Squadrons: []spacefleet.Squadron{{Ships: []spacefleet.ShipSetup{{Design: dd, At: spacefleet.Cell{Col: 4, Row: 8}}}}}},
		{Name: "Blue", Squadrons: []spacefleet.Squadron{{Ships: []spacefleet.ShipSetup{{Design: dd, At: spacefleet.Cell{Col: 4, Row: 1}, Facing: 3}}}}},
	}}
	m, err := spacefleet.Start(setup, spacefleet.Options{}, rng.Seed(2))
	if err != nil {
		fmt.Println(err)
		return
	}
	for !m.Outcome().Over {
		st := m.State()
		p := st.Waiting().First()
		if _, err := m.Play(st.Actions(p, nil)[0]); err != nil {
			fmt.Println(err)
			return
		}
	}
	again, err := game.Replay(spacefleet.Rules{}, m.Record(), nil)
	fmt.Println(len(m.Record().Steps), m.Outcome().Reason, err, again.Outcome().Reason)
	// Output:
	// 9 turn limit <nil> turn limit
}

func ExampleRollShot() {
	s := spacefleet.Shot{Weapon: spacefleet.Plasma, Range: 2, Firer: spacefleet.Battleship, Target: spacefleet.HeavyCruiser}
	r, err := spacefleet.RollShot(s, 1, spacefleet.Options{}, rng.NewScript([]int{5, 3}))
	if err != nil {
		panic(err)
	}
	for _, step := range r.Steps {
		fmt.Println(step)
	}
	fmt.Println(r.Outcome)
	// Output:
	// plasma at range 2 needs 5: rolled 5, hit
	// 1 of 2 hits take shields
	// damage roll 3+0 = 3: major damage
	// major damage
}
