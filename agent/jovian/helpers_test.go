package jovian

import "github.com/broadside/broadside/rules/jovian"

// Test cards: stats of our own invention.

// testShip returns a capital ship with the given ratings and Structure and
// two Systems.
func testShip(name string, def, sen, thr, str int) *jovian.Card {
	return &jovian.Card{
		Name: name, Kind: jovian.Capital, Models: 1, Base: 2,
		Defense: jovian.NewTrack(def), Sensors: jovian.NewTrack(sen), Thrusters: jovian.NewTrack(thr), Structure: jovian.NewTrack(str),
		FireControl: 3,
		Systems:     []string{"Hangar", "Missile Rack"},
		Weapons: []jovian.Weapon{
			{Name: "Mass Driver", AC: 2, AS: 1},
			{Name: "Heavy Missiles", AC: 5, AS: 6, Traits: jovian.Traits{Missile: true}, System: "Missile Rack"},
			{Name: "Beam Projector", AC: 3, AS: 0, Traits: jovian.Traits{Beam: true, Macro: 1}},
		},
	}
}

// testSquadron returns a squadron of three models.
func testSquadron(name string, def, str int) *jovian.Card {
	return &jovian.Card{
		Name: name, Kind: jovian.Squadron, Models: 3, Base: 1,
		Defense: jovian.NewTrack(def), Sensors: jovian.NewTrack(2), Structure: jovian.NewTrack(str),
		FireControl: 2,
		Weapons:     []jovian.Weapon{{Name: "Rifles", AC: 2, AS: 3}},
	}
}
