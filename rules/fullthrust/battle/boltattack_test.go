package battle_test

import (
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
)

// Fighters attacking plasma bolts (Continuum §6.8; reading W63), with
// table dice, under the classic procedure (no point defence on Bison: the
// bolt rolls only its damage).

// boltBattle is Lamp (a class-2 plasma bolt launcher, 20 MU south) and
// Bison, with a group Blue of n attack fighters in its bay.
func boltBattle(t *testing.T, n int) *game.Match {
	t.Helper()
	lamp, _ := lampAndBison()
	bison := withBays(1, fullthrust.Ship{Name: "Bison", Mass: 60, Hull: fullthrust.HullRows(30, 4), Drive: fullthrust.Drive{Thrust: 2}},
		geom.Vec{Y: 10}, group("Blue", pointdefence.Attack, n))
	s := battle.Setup{Turns: 4, Sides: []string{"Red", "Blue"}, Ships: []battle.Ship{lamp, bison}}
	s.Options.Procedure = fullthrust.Classic
	return startSetup(t, s)
}

// TestFightersWeakenPlasmaBolt: two fighters roll 6 and 3, taking one class
// off the bolt, which bursts on Bison at class 1: one die of damage, 4.
// Blue, within 6 MU of the bolt, is caught in its blast (reading W113,
// rules version 8): one D6, 1, one fighter lost.
func TestFightersWeakenPlasmaBolt(t *testing.T) {
	m := boltBattle(t, 2)
	log := turnDice(t, m, [2]string{"Lamp plasma: Bison", "Blue: intercept plasma"}, 6, 3, 4, 1)
	mustLog(t, log, "Blue movement orders: Blue: intercept plasma",
		"Blue (attack, 2) launches from Bison and moves to intercept the plasma bolt of Lamp at (0.0, 10.0)",
		"Blue (attack, 2) fires at the plasma bolt of Lamp at (0.0, 10.0): 6 3 → 1 class off it",
		"the plasma bolt of Lamp at (0.0, 10.0) flies on at class 1, fighters having shot 1 off it",
		"Blue intercepted: 2 left, 5 CEF", "plasma bolt 1 (class 1)",
		"Blue (attack, 2) is caught in the blast of the plasma bolt of Lamp at (0.0, 10.0) (class 1), 1D6: 1 → loses 1 fighter")
	if f := fighterView(t, m, "Blue"); !f.Engaged {
		t.Errorf("Blue after firing at the bolt: %+v", f)
	}
}

// TestFightersDestroyPlasmaBolt: two 6s destroy a class-2 bolt, which
// bursts on nothing.
func TestFightersDestroyPlasmaBolt(t *testing.T) {
	m := boltBattle(t, 3)
	log := turnDice(t, m, [2]string{"Lamp plasma: Bison", "Blue: intercept plasma"}, 6, 1, 6)
	mustLog(t, log, "→ 2 classes off it", "the plasma bolt of Lamp at (0.0, 10.0) is shot down by fighters")
	if v := shipView(t, m, "Bison"); v.Hull != 30 {
		t.Errorf("Bison took damage from a bolt shot down: %+v", v)
	}
}

// TestNoPlasmaBoltToIntercept: with no bolt fired the group stays in its
// bay; a group with no CEF may not be ordered at a bolt.
func TestNoPlasmaBoltToIntercept(t *testing.T) {
	m := boltBattle(t, 2)
	log := turnDice(t, m, [2]string{"", "Blue: intercept plasma"})
	mustLog(t, log, "Blue (attack, 2) finds no enemy plasma bolt to intercept and stays in its bay")
	if f := fighterView(t, m, "Blue"); f.Status != "in bay" {
		t.Errorf("Blue: %+v", f)
	}
}
