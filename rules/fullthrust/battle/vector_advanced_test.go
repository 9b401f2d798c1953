package battle_test

import (
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// accepted fails the test unless side 0 may write orders.
func accepted(t *testing.T, m *game.Match, orders string) {
	t.Helper()
	if err := m.State().(*battle.State).CheckOrders(0, game.Orders{Text: orders}); err != nil {
		t.Errorf("%q refused: %v", orders, err)
	}
}

// vectorBattle starts a battle of ships under vector movement.
func vectorBattle(t *testing.T, ships ...battle.Ship) *game.Match {
	t.Helper()
	var opt manoeuvre.ManoeuvreOptions
	opt.Vector = true
	return startSetup(t, battle.Setup{Options: opt, Ships: ships})
}

// TestVectorExtremeManoeuvresThroughBattle checks reading W87 through a
// battle: Alpha (thrust 4, vector (0, 6)) rotates to 4 o'clock and spends
// 2 factors on Extreme Manoeuvres; it drifts to (0, 6), 11.7 MU from
// Bravo, so its B2 would roll two dice, but the evasion adds 12 MU and it
// rolls one; the Option 1 check (+1) comes at the end of the turn.
func TestVectorExtremeManoeuvresThroughBattle(t *testing.T) {
	m := vectorSetup(t)
	accepted(t, m, "Alpha: MD3 EM2") // beyond the drive: accepted, and the ship would drift (W72)
	log := turnDice(t, m, [2]string{"Alpha: TS4 EM2", ""})
	mustLog(t, log, "Navy movement orders: Alpha: TS4 EM2", "Alpha: TS4 EM2: now at (0.00, 6.00) facing 4")
	log = turnDice(t, m, [2]string{"Alpha: Bravo", ""}, 5, 3)
	mustLog(t, log, "Alpha fires at Bravo at 11.7 MU (23.7 effective: Extreme Manoeuvres 2): B2 1 dice [5]", "Alpha: Extreme Manoeuvres: main drive check 6+ (+1), rolled 3: passed")
}

// TestVectorEclipseThroughBattle checks reading W89 through a battle:
// Shield dedicates a factor to eclipsing Ward, 2 MU behind it as the
// Raider 9 MU off sees them; Ward drifts toward 3 o'clock but faces 12 as Shield
// does, so the BDI takes nothing off for heading (the facings, not the
// courses): 50% for equal boxes and 10 for the factor, 60%. An eclipsed
// ship may not make Extreme Manoeuvres.
func TestVectorEclipseThroughBattle(t *testing.T) {
	sheet := func(name string) fullthrust.Ship {
		return fullthrust.Ship{Name: name, Mass: 30, Hull: fullthrust.HullRows(10, 4), Drive: fullthrust.Drive{Thrust: 4}}
	}
	shield := warship(0, sheet("Shield"), geom.Vec{})
	ward := warship(0, sheet("Ward"), geom.Vec{Y: 2})
	ward.Start.Motion.Vector = geom.Vec{X: 0.5}
	raider := warship(1, sheet("Raider"), geom.Vec{Y: -9})
	raider.Sheet.Systems = []fullthrust.System{{Kind: fullthrust.Beam, Class: 2, Arcs: geom.Arcs(geom.F)}, {Kind: fullthrust.FireControl}}
	m := vectorBattle(t, shield, ward, raider)
	refused(t, m, 0, "Shield: Ec1\nShield eclipse: Ward\nWard: EM1", "Ward, eclipsed by Shield, may not make Extreme Manoeuvres")
	refused(t, m, 0, "Shield eclipse: Ward", "neither dedicates thrust")
	log := turnDice(t, m, [2]string{"Shield: Ec1\nShield eclipse: Ward", ""})
	mustLog(t, log, "Navy movement orders: Shield: Ec1; Shield eclipse: Ward")
	log = turnDice(t, m, [2]string{"", "Raider: Ward"}, 5, 4)
	mustLog(t, log, "Shield, eclipsing Ward (BDI 60%), intercepts 1 of the 2 points from Raider")
}

// TestVectorShortRangeJumpThroughBattle checks reading W88 through a
// battle: the frigate (vector (0, 6)) engages its FTL drive with a
// rotation, drifting to (0, 6); next turn it jumps 30 MU along its vector
// to (0, 36), scattering 2 MU toward 3 o'clock, keeps its vector, and on
// the turn after may rotate but not burn.
func TestVectorShortRangeJumpThroughBattle(t *testing.T) {
	fr := warship(0, fullthrust.Ship{Name: "Frigate", Mass: 30, Hull: fullthrust.HullRows(10, 4), Drive: fullthrust.Drive{Thrust: 4}}, geom.Vec{})
	fr.FTL = battle.StandardFTL
	fr.Start.Motion.Vector = geom.Vec{Y: 6}
	far := warship(1, fullthrust.Ship{Name: "Far", Mass: 40, Hull: fullthrust.HullRows(12, 4)}, geom.Vec{X: 100})
	m := vectorBattle(t, fr, far)
	accepted(t, m, "Frigate: MD1 SRJ") // impossible: accepted, and the ship would drift (W4)
	log := turnDice(t, m, [2]string{"Frigate: TS1 SRJ", ""})
	mustLog(t, log, "Frigate: TS1 SRJ: now at (0.00, 6.00) facing 1", "the FTL drive is engaged; the ship jumps next turn")
	turnDice(t, m, [2]string{"", ""})
	log = turnDice(t, m, [2]string{"Frigate: SRJ 30", ""}, 3, 1, 1, 2, 2)
	mustLog(t, log, "Short-Range Jump of 30 MU: scatter 2 MU (dice [1 1]) towards 3, arriving at (2.00, 36.00)")
	if v := shipView(t, m, "Frigate"); !vecNear(v.Vector, 0, 6) || v.At != (geom.Vec{X: 2, Y: 36}) {
		t.Fatalf("after the jump: %+v, vector %v", v, *v.Vector)
	}
	turnDice(t, m, [2]string{"", ""})
	log = turnDice(t, m, [2]string{"Frigate: MD2", ""})
	mustLog(t, log, "on the turn after a Short-Range Jump the ship may rotate but neither burn nor push")
}

// TestVectorGravBackfireThroughBattle checks reading W90's Grav Backfire
// through a battle: the backfiring ship (MASS 100, thrust 4: 20 MASS of
// drive, zones 4, 8 and 12 MU) blasts its aft arc by its facing before
// anything moves, catching the enemy 10 MU astern in the low zone (2
// dice), then drifts along its vector, its drive damaged and the ship-wide
// check rolled.
func TestVectorGravBackfireThroughBattle(t *testing.T) {
	bf := warship(0, fullthrust.Ship{Name: "Burner", Mass: 100, Hull: fullthrust.HullRows(30, 4), Drive: fullthrust.Drive{Thrust: 4}}, geom.Vec{})
	bf.Start.Motion.Vector = geom.Vec{Y: 6}
	foe := warship(1, fullthrust.Ship{Name: "Chaser", Mass: 40, Hull: fullthrust.HullRows(12, 4), Drive: fullthrust.Drive{Thrust: 2}}, geom.Vec{Y: -10})
	m := vectorBattle(t, bf, foe)
	log := turnDice(t, m, [2]string{"Burner: backfire", ""}, 1, 1, 2)
	mustLog(t, log, "Burner makes a Grav Backfire", "Chaser is in the low zone of Burner's Grav Backfire: dice [1 1]", "backfire: now at (0.00, 6.00)")
	if v := shipView(t, m, "Burner"); v.Thrust != 2 {
		t.Errorf("the backfiring drive: thrust %d, want 2", v.Thrust)
	}
}

// TestVectorJumpFailsToEngage checks the proximity roll of a vector jump
// (W47 with W88): a friend stands 3 MU from the frigate as it jumps, and
// the D6 of 1 leaves the drive unengaged: the frigate drifts along its
// vector instead, its FTL drive ready again.
func TestVectorJumpFailsToEngage(t *testing.T) {
	sheet := func(name string) fullthrust.Ship {
		return fullthrust.Ship{Name: name, Mass: 30, Hull: fullthrust.HullRows(10, 4), Drive: fullthrust.Drive{Thrust: 4}}
	}
	fr := warship(0, sheet("Frigate"), geom.Vec{})
	fr.FTL = battle.StandardFTL
	fr.Start.Motion.Vector = geom.Vec{Y: 6}
	friend := warship(0, sheet("Tender"), geom.Vec{X: 3, Y: 6})
	far := warship(1, sheet("Far"), geom.Vec{X: 100})
	m := vectorBattle(t, fr, friend, far)
	turnDice(t, m, [2]string{"Frigate: SRJ", ""})
	turnDice(t, m, [2]string{"", ""})
	log := turnDice(t, m, [2]string{"Frigate: SRJ 30", ""}, 1)
	mustLog(t, log, "Frigate jumps within 6 MU of another ship at (0.0, 6.0): rolled 1", "the FTL drive fails to engage",
		"Frigate: drift: now at (0.00, 12.00)")
	if v := shipView(t, m, "Frigate"); !vecNear(v.Vector, 0, 6) || v.At != (geom.Vec{Y: 12}) {
		t.Fatalf("after the failed jump: %+v", v)
	}
}
