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
