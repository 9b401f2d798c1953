package spacefleet

import (
	"testing"

	"github.com/broadside/broadside/rng"
)

// allRules turns every additional rule on.
func allRules() Options {
	return Options{Regenerators: true, DamageCapacity: true, Armour: true, Sensors: true, EW: true, Mines: true, SRM: true, LRM: true, Plasma: true}
}

// everything is a battle with every kind of ship equipment and terrain.
func everything() Setup {
	hc := StandardDesign(HeavyCruiser)
	hcLRM := Design{Class: HeavyCruiser, Speed: 3, Beams: 1, LRM: 2, LRMAmmo: 2, Shields: 6}
	hcDE := Design{Class: HeavyCruiser, Speed: 3, Beams: 1, LRM: 2, LRMAmmo: 2, Warhead: DirectedEnergy, Shields: 6}
	lc := Design{Class: LightCruiser, Speed: 4, Beams: 1, SRM: 1, SRMAmmo: 3, Shields: 4}
	bb := Design{Class: Battleship, Speed: 2, Beams: 3, Plasma: 1, Regenerator: true, Shields: 8, EW: true}
	dd := Design{Class: Destroyer, Speed: 4, Beams: 1, Shields: 2, Mines: 2}
	ddA := Design{Class: Destroyer, Speed: 3, Beams: 1, Shields: 2, Armour: true}
	side := func(name string, row int, f Facing) Side {
		return Side{Name: name, Squadrons: []Squadron{
			{Name: name + "1", Ships: []ShipSetup{{Design: hc, At: Cell{6, row}, Facing: f}, {Design: hcLRM, At: Cell{7, row}, Facing: f}, {Design: hcDE, At: Cell{8, row}, Facing: f}}},
			{Name: name + "2", Ships: []ShipSetup{{Design: lc, At: Cell{12, row}, Facing: f}, {Design: bb, At: Cell{13, row}, Facing: f}}},
			{Name: name + "3", Ships: []ShipSetup{{Design: dd, At: Cell{16, row}, Facing: f}, {Design: ddA, At: Cell{17, row}, Facing: f}}},
		}, Dummies: []Cell{{3, row}}, Mines: []Cell{{10, 10}}}
	}
	return Setup{
		Name: "everything", Width: 24, Height: 24, Turns: 10,
		Sides:  []Side{side("Red", 20, 0), side("Blue", 3, 3)},
		Rocks:  []Rock{{At: Cell{11, 12}}, {Kind: Planet, At: Cell{4, 11}, Heading: Facing(2), Speed: 1}},
		Debris: []Debris{{Cells: []Cell{{14, 11}, {15, 11}, {14, 12}, {15, 12}, {16, 12}}, Heading: Facing(4), Speed: 1}},
	}
}

func TestRandomBattlesFinish(t *testing.T) {
	for _, tc := range []struct {
		name  string
		setup Setup
		opts  Options
	}{
		{"core", skirmish(), Options{}},
		{"squadrons", skirmish(), Options{Initiative: SquadronInitiative}},
		{"everything", everything(), allRules()},
		{"everything alternate", everything(), func() Options {
			o := allRules()
			o.AlternateFirstMove = true
			o.Initiative = SquadronInitiative
			return o
		}()},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for seed := range rng.Seed(30) {
				st := mustNew(t, tc.setup, tc.opts, seed)
				playRandom(t, st, seed, nil)
			}
		})
	}
}
