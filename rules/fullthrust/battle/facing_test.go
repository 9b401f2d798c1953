package battle_test

import (
	"strings"
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
)

// runnerPast is a carrier at the origin whose group Wasp (cef CEF) is
// ordered at Runner, a hulk 10 MU ahead steaming toward the carrier at 4
// MU a turn: Wasp launches, flies its 12 MU to Runner's place and faces 12
// o'clock; Runner then moves 4 MU south and ends 4 MU behind it.
func runnerPast(t *testing.T, cef int, version string) *game.Match {
	t.Helper()
	runner := warship(0, fullthrust.Ship{Name: "Runner", Mass: 80, Hull: fullthrust.HullRows(60, 4), Drive: fullthrust.Drive{Thrust: 2}}, geom.Vec{Y: 10})
	runner.Start.Motion = manoeuvre.NewMotion(geom.Vec{Y: 10}, geom.Clock(6), 4)
	c := carrier(geom.Vec{X: -1}, "Wasp")
	c.Bays[0].Group = pointdefence.Group{Name: "Wasp", Type: pointdefence.Standard, Strength: 6, CEF: cef}
	return atVersion(t, startSetup(t, battle.Setup{Turns: 5, Ships: []battle.Ship{runner, c}}), version)
}

// waspView returns group Wasp as the spectator sees it.
func waspView(t *testing.T, m *game.Match) battle.FighterView {
	t.Helper()
	for _, g := range m.View(game.Spectator).(battle.View).Fighters {
		if g.Name == "Wasp" {
			return g
		}
	}
	t.Fatal("no group Wasp in the view")
	return battle.FighterView{}
}

// TestGroupTurnsToFaceItsTarget checks reading W121 (RULINGS A6: the target
// must be in the group's front 180 degrees). Runner ends behind Wasp,
// within 6 MU: Wasp turns to face it for 1 CEF, as a secondary move, then
// makes its attack run (six dice, all 1s) for another; 4 CEF left, and the
// view shows it facing Runner. Under rules version 7 groups had no facing:
// Wasp attacked without turning and kept 5.
func TestGroupTurnsToFaceItsTarget(t *testing.T) {
	m := runnerPast(t, 6, "")
	log := turnDice(t, m, [2]string{"", "Wasp: attack Runner"}, 1, 1, 1, 1, 1, 1)
	mustLog(t, log, "Wasp (standard, 6) turns to face Runner, behind it, as a secondary move for 1 CEF")
	w := waspView(t, m)
	if w.CEF != 4 {
		t.Errorf("Wasp has %d CEF, want 4", w.CEF)
	}
	if w.Facing == nil || *w.Facing < 170 || *w.Facing > 190 { // Runner is due south, a little to starboard
		t.Errorf("Wasp faces %v degrees, want about 180", facingOf(w))
	}
	m = runnerPast(t, 6, "7")
	log = turnDice(t, m, [2]string{"", "Wasp: attack Runner"}, 1, 1, 1, 1, 1, 1)
	if strings.Contains(log, "turns to face") || waspView(t, m).CEF != 5 {
		t.Errorf("version 7: Wasp turned or spent %d CEF:\n%s", 6-waspView(t, m).CEF, log)
	}
}

// TestGroupFacingAwayMakesNoRun checks the rest of W121: with 1 CEF left,
// Wasp cannot pay for the turn and makes no attack run on the ship behind
// it (no die is rolled), keeping its CEF.
func TestGroupFacingAwayMakesNoRun(t *testing.T) {
	m := runnerPast(t, 1, "")
	log := turnDice(t, m, [2]string{"", "Wasp: attack Runner"})
	mustLog(t, log, "Wasp (standard, 6) is within 6 MU of Runner but faces away from it, with too little CEF to turn")
	if w := waspView(t, m); w.CEF != 1 {
		t.Errorf("Wasp has %d CEF, want 1", w.CEF)
	}
}

// TestGroupFlyingToScreenFacesItsFlight checks W121's "a group faces the
// way it last moved" for a flight to screen a ship too far to reach this
// turn: Wasp launches from a carrier facing 12 o'clock and flies 12 MU
// east toward Mate, 40 MU off; it then faces east (90 degrees), not its
// carrier's way.
func TestGroupFlyingToScreenFacesItsFlight(t *testing.T) {
	mate := warship(1, fullthrust.Ship{Name: "Mate", Mass: 40, Hull: fullthrust.HullRows(12, 4)}, geom.Vec{X: 40})
	c := carrier(geom.Vec{}, "Wasp")
	foe := warship(0, fullthrust.Ship{Name: "Foe", Mass: 40, Hull: fullthrust.HullRows(12, 4)}, geom.Vec{Y: -60})
	m := startSetup(t, battle.Setup{Ships: []battle.Ship{foe, c, mate}})
	log := turnDice(t, m, [2]string{"", "Wasp: screen Mate"})
	mustLog(t, log, "too far to screen it this turn")
	if w := waspView(t, m); w.Facing == nil || *w.Facing < 89 || *w.Facing > 91 {
		t.Errorf("Wasp faces %v degrees, want 90", facingOf(w))
	}
}

// TestNoScrambleAgainstAGroupFacingAway checks that a group facing away
// from its target that cannot pay to turn (W121) does not count as
// attacking it: Runner, now a carrier with Gnat in its bay, orders a
// scramble, but Wasp, with 1 CEF, makes no attack run on it, so Runner
// rolls no scramble die (a 1 would cost it the bay).
func TestNoScrambleAgainstAGroupFacingAway(t *testing.T) {
	runner := warship(0, fullthrust.Ship{Name: "Runner", Mass: 80, Hull: fullthrust.HullRows(60, 4), Drive: fullthrust.Drive{Thrust: 2},
		Systems: []fullthrust.System{{Kind: fullthrust.Other, Name: "bay"}}}, geom.Vec{Y: 10})
	runner.Start.Motion = manoeuvre.NewMotion(geom.Vec{Y: 10}, geom.Clock(6), 4)
	runner.Bays = []battle.Bay{{System: 0, Group: pointdefence.NewGroup("Gnat", pointdefence.Standard)}}
	c := carrier(geom.Vec{X: -1}, "Wasp")
	c.Bays[0].Group.CEF = 1
	m := startSetup(t, battle.Setup{Turns: 5, Ships: []battle.Ship{runner, c}})
	log := turnDice(t, m, [2]string{"Runner scramble: Gnat", "Wasp: attack Runner"})
	mustLog(t, log, "faces away from it, with too little CEF to turn")
	if strings.Contains(log, "scrambles") {
		t.Errorf("Runner scrambled against a group that makes no attack run:\n%s", log)
	}
}
