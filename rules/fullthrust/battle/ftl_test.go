package battle_test

import (
	"strings"
	"testing"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// TestFTLDeparture checks RULINGS A8 through the battle: the FTL order
// engages the drive in one turn; in the next the ship leaves after every
// other ship has moved, and with another ship within 6 MU of its vanishing
// point the proximity D6 decides.
func TestFTLDeparture(t *testing.T) {
	for _, tc := range []struct {
		name     string
		dice     []int
		want     []string
		status   string
		hulkHull int
	}{
		{"1: the drive fails to engage", []int{1}, []string{"Frigate leaves by FTL within 6 MU of another ship at (0.0, 0.0): rolled 1 [1]",
			"Frigate: the FTL drive fails to engage; the ship moves straight on"}, "in battle", 40},
		{"3: damaged and gone", []int{3, 2}, []string{"rolled 3 [3]", "Frigate takes 2 points from its FTL drive [2]",
			"Frigate leaves the battle by FTL"}, "gone", 40},
		{"6: the drive explodes", []int{6}, []string{"rolled 6 [6]", "Hulk takes 8 points from the explosion",
			"Frigate's FTL drive explodes and destroys it"}, "destroyed", 32},
	} {
		t.Run(tc.name, func(t *testing.T) {
			fr := warship(0, fullthrust.Ship{Name: "Frigate", Mass: 30, Hull: fullthrust.HullRows(10, 4), Drive: fullthrust.Drive{Thrust: 4},
				Systems: []fullthrust.System{{Kind: fullthrust.Other, Name: "FTL"}}}, geom.Vec{})
			fr.FTL = battle.StandardFTL
			hulk := warship(1, fullthrust.Ship{Name: "Hulk", Mass: 40, Hull: fullthrust.HullRows(40, 4)}, geom.Vec{Y: 5})
			far := warship(1, fullthrust.Ship{Name: "Far", Mass: 40, Hull: fullthrust.HullRows(12, 4)}, geom.Vec{X: 100})
			m := startSetup(t, battle.Setup{Ships: []battle.Ship{fr, hulk, far}})
			log := turnDice(t, m, [2]string{"Frigate: FTL", ""})
			mustLog(t, log, "FTL: the drive is engaged; the ship leaves next turn")
			turnDice(t, m, [2]string{"", ""})
			log = turnDice(t, m, [2]string{"", ""}, tc.dice...)
			mustLog(t, log, tc.want...)
			if v := shipView(t, m, "Frigate"); v.Status != tc.status {
				t.Errorf("the frigate is %q, want %q\n%s", v.Status, tc.status, log)
			}
			if h := shipView(t, m, "Hulk").Hull; h != tc.hulkHull {
				t.Errorf("the hulk has %d hull boxes, want %d", h, tc.hulkHull)
			}
		})
	}
}

// TestFTLDepartureAlone checks that a ship leaving with no other ship
// within 6 MU rolls no proximity die.
func TestFTLDepartureAlone(t *testing.T) {
	fr := warship(0, fullthrust.Ship{Name: "Frigate", Mass: 30, Hull: fullthrust.HullRows(10, 4), Drive: fullthrust.Drive{Thrust: 4}}, geom.Vec{})
	fr.FTL = battle.StandardFTL
	far := warship(1, fullthrust.Ship{Name: "Far", Mass: 40, Hull: fullthrust.HullRows(12, 4)}, geom.Vec{X: 100})
	m := startSetup(t, battle.Setup{Ships: []battle.Ship{fr, far}})
	turnDice(t, m, [2]string{"Frigate: FTL", ""})
	turnDice(t, m, [2]string{"", ""})
	log := turnDice(t, m, [2]string{"", ""})
	mustLog(t, log, "Frigate leaves the battle by FTL")
	if v := shipView(t, m, "Frigate"); v.Status != "gone" {
		t.Errorf("the frigate is %q, want gone", v.Status)
	}
}

// TestAdvancedFTLArrivalNearShips checks reading W33: a ship with an
// advanced FTL drive arrives at its marker without scatter, and arriving
// within 6 MU of another ship it takes 1D6 and that ship 2D6, to the hull.
func TestAdvancedFTLArrivalNearShips(t *testing.T) {
	in := warship(0, fullthrust.Ship{Name: "Raider", Mass: 30, Hull: fullthrust.HullRows(20, 4), Drive: fullthrust.Drive{Thrust: 4}}, geom.Vec{Y: 4})
	in.FTL = battle.AdvancedFTL
	in.Start.Arrives = 1
	hulk := warship(1, fullthrust.Ship{Name: "Hulk", Mass: 40, Hull: fullthrust.HullRows(40, 4)}, geom.Vec{})
	m := startSetup(t, battle.Setup{Ships: []battle.Ship{in, hulk}})
	log := turnDice(t, m, [2]string{"", ""}, 4, 2, 3)
	mustLog(t, log, "Raider arrives by FTL at (0.0, 4.0)", "Raider arrives within 6 MU of another ship and takes 4 points [4]",
		"Hulk takes 5 points from the arrival (dice [2 3])")
	if h := shipView(t, m, "Raider").Hull; h != 16 {
		t.Errorf("the raider has %d hull boxes, want 16", h)
	}
	if h := shipView(t, m, "Hulk").Hull; h != 35 {
		t.Errorf("the hulk has %d hull boxes, want 35", h)
	}
}

// TestFTLExplosionDestroysOrdnance checks RULINGS A8: a salvo placed within
// 6 MU of a ship that blows up leaving by FTL is destroyed with it, before
// it can home on anything.
func TestFTLExplosionDestroysOrdnance(t *testing.T) {
	fr := warship(0, fullthrust.Ship{Name: "Frigate", Mass: 30, Hull: fullthrust.HullRows(10, 4), Drive: fullthrust.Drive{Thrust: 4}}, geom.Vec{})
	fr.FTL = battle.StandardFTL
	hulk := warship(0, fullthrust.Ship{Name: "Hulk", Mass: 40, Hull: fullthrust.HullRows(40, 4)}, geom.Vec{Y: 5})
	boat := salvoBoat(geom.Vec{Y: 20})
	m := startSetup(t, battle.Setup{Ships: []battle.Ship{fr, hulk, boat}})
	turnDice(t, m, [2]string{"Frigate: FTL", ""})
	turnDice(t, m, [2]string{"", ""})
	log := turnDice(t, m, [2]string{"", "Boat salvo: 0 3"}, 6)
	mustLog(t, log, "Frigate's FTL drive explodes and destroys it",
		"the salvo rack of Boat at (0.0, 3.0) is destroyed by Frigate's explosion")
	if strings.Contains(log, "the salvo of Boat") || strings.Contains(log, "missiles hit") {
		t.Errorf("the destroyed salvo attacked:\n%s", log)
	}
}

// TestFTLArrivalOffTableHitsNothing checks RULINGS A8 (an arrival
// scattered off the table cannot enter): the ship never appears, so the
// ship within 6 MU of the point it scattered to takes nothing, from rules
// version 7. The scatter: 12 o'clock (12), 3 MU
// (3), from (0, 23) to (0, 26), beyond the table's edge at 24 MU; Picket
// stands at (0, 22). Under rules version 6 the arrival hit Picket for 2D6
// (4 and 4) and the arriving ship for 3 before it left.
func TestFTLArrivalOffTableHitsNothing(t *testing.T) {
	for _, tc := range []struct {
		version string
		dice    []int
		picket  int
	}{{"", []int{12, 3}, 20}, {"6", []int{12, 3, 4, 4}, 12}} {
		in := warship(0, fullthrust.Ship{Name: "Raider", Mass: 30, Hull: fullthrust.HullRows(20, 4), Drive: fullthrust.Drive{Thrust: 4}}, geom.Vec{Y: 23})
		in.FTL = battle.StandardFTL
		in.Start.Arrives = 1
		picket := warship(1, fullthrust.Ship{Name: "Picket", Mass: 40, Hull: fullthrust.HullRows(20, 4)}, geom.Vec{Y: 22})
		far := warship(1, fullthrust.Ship{Name: "Far", Mass: 40, Hull: fullthrust.HullRows(20, 4)}, geom.Vec{X: 30})
		home := warship(0, fullthrust.Ship{Name: "Home", Mass: 40, Hull: fullthrust.HullRows(20, 4)}, geom.Vec{X: -30})
		m := atVersion(t, startSetup(t, battle.Setup{Table: battle.Table{Width: 72, Depth: 48}, Ships: []battle.Ship{in, picket, far, home}}), tc.version)
		log := turnDice(t, m, [2]string{"", ""}, tc.dice...)
		mustLog(t, log, "Raider scatters off the table and cannot enter")
		if h := shipView(t, m, "Picket").Hull; h != tc.picket {
			t.Errorf("version %q: Picket has %d hull boxes, want %d\n%s", tc.version, h, tc.picket, log)
		}
	}
}

// TestFTLExplosionDestroysFighters checks RULINGS A8: a fighter group in
// space within 6 MU of a ship that blows up leaving by FTL is destroyed.
// Kite launches from 12 MU off and flies onto the frigate as it leaves;
// the proximity die is a 6.
func TestFTLExplosionDestroysFighters(t *testing.T) {
	fr := warship(0, fullthrust.Ship{Name: "Frigate", Mass: 30, Hull: fullthrust.HullRows(10, 4), Drive: fullthrust.Drive{Thrust: 4}}, geom.Vec{})
	fr.FTL = battle.StandardFTL
	hulk := warship(0, fullthrust.Ship{Name: "Hulk", Mass: 40, Hull: fullthrust.HullRows(40, 4)}, geom.Vec{Y: 5})
	m := startSetup(t, battle.Setup{Ships: []battle.Ship{fr, hulk, carrier(geom.Vec{Y: -12}, "Kite")}})
	turnDice(t, m, [2]string{"Frigate: FTL", ""})
	turnDice(t, m, [2]string{"", ""})
	log := turnDice(t, m, [2]string{"", "Kite: attack Frigate"}, 6)
	mustLog(t, log, "Frigate's FTL drive explodes and destroys it", "Kite is destroyed by Frigate's explosion")
}
