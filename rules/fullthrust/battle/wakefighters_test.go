package battle_test

import (
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
)

// Fighters crossing a grav wake in their secondary moves (reading W81),
// with table dice and scripted positions.

// backfirer returns Backfirer, a ship of side 1 of 100 MASS with a
// thrust-4 drive (zones of 4, 8 and 12 MU, 8D6, 4D6 and 2D6: the wake's
// 2D6 too; TestGravBackfireInBattle), at a place, moving speed MU a turn
// toward 12 o'clock.
func backfirer(at geom.Vec, speed int) battle.Ship {
	bf := warship(1, fullthrust.Ship{Name: "Backfirer", Mass: 100, Hull: fullthrust.HullRows(40, 4), Drive: fullthrust.Drive{Thrust: 4}}, at)
	bf.Start.Motion = manoeuvre.NewMotion(at, geom.Clock(12), speed)
	return bf
}

// wakeBattle: Backfirer (100 MASS, thrust 4) at the origin moving speed
// MU toward 12 o'clock, its wake the strip from (0, 0) to (0, speed); Target at
// rest at (10, 3), both of side 1; Resolute, of side 0, at (-20, 3) with
// the standard group G of cef CEF in its bay. Launched at Target, G moves
// half its distance, 12 MU, to (-8, 3), 18 MU from Target; after the ships
// have moved its secondary move runs 12 MU to (4, 3), 6 MU short of
// Target, across a wake of 6 MU at (0, 3). version "" is the current
// rules.
func wakeBattle(t *testing.T, cef, speed int, version string) *game.Match {
	t.Helper()
	bf := backfirer(geom.Vec{}, speed)
	target := warship(1, sheet("Target", 30), geom.Vec{X: 10, Y: 3})
	g := pointdefence.NewGroup("G", pointdefence.Standard)
	g.CEF = cef
	res := withBays(0, sheet("Resolute", 30), geom.Vec{X: -20, Y: 3}, g)
	m := startSetup(t, battle.Setup{Ships: []battle.Ship{res, bf, target}})
	return atVersion(t, m, version)
}

// TestFightersCrossWake: with 6 CEF, G pays 1 CEF for its secondary move
// and 1 for the wake, and attacks Target with 4 left (its run spends
// another: 3 after the strike).
func TestFightersCrossWake(t *testing.T) {
	m := wakeBattle(t, 6, 6, "")
	dice := append([]int{4}, ones(6)...) // Backfirer's ship-wide check; G's attack run
	log := turnDice(t, m, [2]string{"G: attack Target", "Backfirer: backfire"}, dice...)
	mustLog(t, log, "G (standard, 6) launches from Resolute and moves toward Target, to (-8.0, 3.0)",
		"G (standard, 6) makes a secondary move toward Target, to (4.0, 3.0), for 1 CEF",
		"G spends a CEF crossing the grav wake of Backfirer, 4 left",
		"the strike on Target")
	if f := fighterView(t, m, "G"); f.CEF != 3 || !nearVec(f.At, geom.Vec{X: 4, Y: 3}) {
		t.Errorf("G: %+v, want 3 CEF at (4, 3)\n%s", f, log)
	}
}

// TestFightersStopAtWake: with 2 CEF, G could move but would cross the
// wake with nothing left to attack: it makes no secondary move and spends
// nothing. With 3 it crosses and attacks with its last CEF.
func TestFightersStopAtWake(t *testing.T) {
	m := wakeBattle(t, 2, 6, "")
	log := turnDice(t, m, [2]string{"G: attack Target", "Backfirer: backfire"}, 4)
	mustLog(t, log, "G (standard, 6) makes no secondary move toward Target: it would cross the grav wake of Backfirer and has 2 CEF, not the 3 it needs")
	if f := fighterView(t, m, "G"); f.CEF != 2 || !nearVec(f.At, geom.Vec{X: -8, Y: 3}) {
		t.Errorf("G: %+v, want 2 CEF at (-8, 3)\n%s", f, log)
	}
	m = wakeBattle(t, 3, 6, "")
	log = turnDice(t, m, [2]string{"G: attack Target", "Backfirer: backfire"}, append([]int{4}, ones(6)...)...)
	mustLog(t, log, "G spends a CEF crossing the grav wake of Backfirer, 1 left", "the strike on Target")
	if f := fighterView(t, m, "G"); f.CEF != 0 {
		t.Errorf("G: %+v, want 0 CEF after the wake and its run\n%s", f, log)
	}
}

// TestFightersPassWakeEnd: Backfirer moving 2 MU lays a wake from (0, 0)
// to (0, 2); G's secondary move along y = 3 passes 1 MU beyond its end,
// outside the 1 MU wide strip, and pays nothing for it.
func TestFightersPassWakeEnd(t *testing.T) {
	m := wakeBattle(t, 6, 2, "")
	log := turnDice(t, m, [2]string{"G: attack Target", "Backfirer: backfire"}, append([]int{4}, ones(6)...)...)
	mustLog(t, log, "G (standard, 6) makes a secondary move toward Target, to (4.0, 3.0), for 1 CEF")
	if f := fighterView(t, m, "G"); f.CEF != 4 {
		t.Errorf("G has %d CEF, want 4 (the move and the run)\n%s", f.CEF, log)
	}
}

// TestFightersWakeVersion2: under rules version 2 G crosses the wake for
// its secondary move's CEF alone, as version 2 played.
func TestFightersWakeVersion2(t *testing.T) {
	m := wakeBattle(t, 6, 6, "2")
	log := turnDice(t, m, [2]string{"G: attack Target", "Backfirer: backfire"}, append([]int{4}, ones(6)...)...)
	mustLog(t, log, "G (standard, 6) makes a secondary move toward Target, to (4.0, 3.0), for 1 CEF")
	if f := fighterView(t, m, "G"); f.CEF != 4 {
		t.Errorf("version 2: G has %d CEF, want 4 (the move and the run)\n%s", f.CEF, log)
	}
}

// TestInterceptorCrossesWake: an interceptor's secondary move pays for the
// wake too. Q launches on turn 1 to screen its carrier at rest at (30, 3);
// on turn 2 Backfirer, which reached the origin on turn 1, backfires and
// lays its wake from (0, 0) to (0, 6), and I, launched from Resolute at
// (-20, 3) to intercept Q, moves 12 MU to (-8, 3), then 12 more across the
// wake to (4, 3): 1 CEF for the move and 1 for the wake.
func TestInterceptorCrossesWake(t *testing.T) {
	bf := backfirer(geom.Vec{Y: -6}, 6)
	res := withBays(0, sheet("Resolute", 30), geom.Vec{X: -20, Y: 3}, pointdefence.NewGroup("I", pointdefence.Interceptor))
	m := startSetup(t, battle.Setup{Ships: []battle.Ship{res, bf, carrier(geom.Vec{X: 30, Y: 3}, "Q")}})
	turnDice(t, m, [2]string{"", "Q: screen Carrier"})
	turnDice(t, m, [2]string{"", ""})
	log := turnDice(t, m, [2]string{"I: intercept Q", "Backfirer: backfire"}, 4)
	mustLog(t, log, "I (interceptor, 6) launches from Resolute and moves to intercept Q, to (-8.0, 3.0)",
		"I (interceptor, 6) makes a secondary move toward Q, to (4.0, 3.0), for 1 CEF",
		"I spends a CEF crossing the grav wake of Backfirer, 4 left")
}
