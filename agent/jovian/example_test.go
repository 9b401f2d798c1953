package jovian_test

import (
	"fmt"

	jovianagent "github.com/broadside/broadside/agent/jovian"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/jovian"
)

// frigate is an example card with stats of our own invention.
func frigate() *jovian.Card {
	return &jovian.Card{
		Name: "Kestrel", Kind: jovian.Capital, Models: 1, Base: 2,
		Defense: jovian.NewTrack(3), Sensors: jovian.NewTrack(3), Thrusters: jovian.NewTrack(1),
		Structure: jovian.NewTrack(4), FireControl: 2,
		Weapons: []jovian.Weapon{
			{Name: "Railgun", AC: 2, AS: 1},
			{Name: "Lances", AC: 5, AS: 3, Traits: jovian.Traits{Missile: true}},
		},
	}
}

func ExampleFight_Run() {
	c := frigate()
	e := &jovianagent.Engagement{Name: "duel", Rounds: 3, Sides: [2]jovianagent.Side{
		{Name: "Blue", Units: []jovian.Unit{jovian.NewUnit("Blue 1", c, geom.Vec{}, 0)}},
		{Name: "Red", Units: []jovian.Unit{jovian.NewUnit("Red 1", c, geom.Vec{Y: 30}, 180)}},
	}}
	res, err := e.NewFight().Run(rng.New(1), nil)
	fmt.Printf("%+v %v\n", res, err) // 26" apart: out of range
	// Output: {Winner:-1 Rounds:3 Active:[1 1] Alive:[1 1]} <nil>
}

// Validate finds what keeps an engagement from being fought.
func ExampleEngagement_Validate() {
	c := frigate()
	e := &jovianagent.Engagement{Name: "duel", Rounds: 3, Sides: [2]jovianagent.Side{
		{Name: "Blue", Units: []jovian.Unit{jovian.NewUnit("Blue 1", c, geom.Vec{}, 0)}},
		{Name: "Red"},
	}}
	fmt.Println(e.Validate())
	e.Sides[1].Units = []jovian.Unit{jovian.NewUnit("Red 1", c, geom.Vec{Y: 10}, 180)}
	fmt.Println(e.Validate())
	// Output:
	// jovian: side 2 (Red) has no models
	// <nil>
}

// A Fight is fought again and again without allocating; the same stream
// gives the same fight.
func ExampleEngagement_NewFight() {
	c := frigate()
	e := &jovianagent.Engagement{Name: "duel", Rounds: 6, Sides: [2]jovianagent.Side{
		{Name: "Blue", Units: []jovian.Unit{jovian.NewUnit("Blue 1", c, geom.Vec{}, 0)}},
		{Name: "Red", Units: []jovian.Unit{jovian.NewUnit("Red 1", c, geom.Vec{Y: 8}, 180)}},
	}}
	f := e.NewFight()
	wins := [3]int{}
	for seed := range rng.Seed(100) {
		res, err := f.Run(rng.New(seed), nil)
		if err != nil {
			fmt.Println(err)
			return
		}
		wins[res.Winner+1]++
	}
	again, _ := f.Run(rng.New(7), nil)
	first, _ := e.NewFight().Run(rng.New(7), nil)
	fmt.Println("no winner, Blue, Red:", wins, again == first)
	// Output:
	// no winner, Blue, Red: [1 53 46] true
}

// Units shows the models as the last fight left them; the engagement
// itself keeps its starting statuses.
func ExampleFight_Units() {
	c := frigate()
	e := &jovianagent.Engagement{Name: "duel", Rounds: 10, Sides: [2]jovianagent.Side{
		{Name: "Blue", Units: []jovian.Unit{jovian.NewUnit("Blue 1", c, geom.Vec{}, 0)}},
		{Name: "Red", Units: []jovian.Unit{jovian.NewUnit("Red 1", c, geom.Vec{Y: 8}, 180)}},
	}}
	f := e.NewFight()
	res, err := f.Run(rng.New(3), nil)
	fmt.Println(res.Winner, res.Rounds, err)
	for s := range 2 {
		u := f.Units(s)[0]
		fmt.Println(u.Name, u.Status.Describe(u.Card))
	}
	fmt.Println(e.Sides[1].Units[0].Status.Describe(c))
	// Output:
	// 0 5 <nil>
	// Blue 1 Defense 0/3, Sensors 0/3, Thrusters 0/1, Structure 3/4, FC 2/2
	// Red 1 Defense 0/3, Sensors 0/3, Thrusters 0/1, Structure 0/4, FC 2/2, destroyed
	// Defense 3/3, Sensors 3/3, Thrusters 1/1, Structure 4/4, FC 2/2
}
