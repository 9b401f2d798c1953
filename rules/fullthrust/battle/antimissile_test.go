package battle_test

import (
	"strings"
	"testing"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
)

// Fighters intercepting missiles in space (Continuum §8.12; reading W34),
// each with table dice.

// launcherShip is a ship of side 0 at (0, -10), facing 12 o'clock, with a
// salvo launcher (two salvos) and a heavy missile, both in the fore arc.
func launcherShip() battle.Ship {
	return battle.Ship{Side: 0, Crew: 2, DCP: 2,
		Sheet: fullthrust.Ship{Name: "Archer", Mass: 40, Hull: fullthrust.HullRows(12, 4), Drive: fullthrust.Drive{Thrust: 4},
			Systems: []fullthrust.System{{Kind: fullthrust.Other, Name: "SML", Arcs: geom.Arcs(geom.F)}, {Kind: fullthrust.Other, Name: "HM", Arcs: geom.Arcs(geom.F)}, {Kind: fullthrust.FireControl}}},
		Mounts: []battle.Mount{{Kind: battle.SalvoLauncher, System: 0, Arcs: geom.Arcs(geom.F), Ammo: 2},
			{Kind: battle.HeavyMissile, System: 1, Arcs: geom.Arcs(geom.F), Ammo: 1}},
		Start: battle.Start{Motion: manoeuvre.NewMotion(geom.Vec{Y: -10}, geom.Clock(12), 0)}}
}

// group returns a group of the type and strength.
func group(name string, t pointdefence.FighterType, strength int) pointdefence.Group {
	g := pointdefence.NewGroup(name, t)
	g.Strength = strength
	return g
}

// TestFightersInterceptSalvoClassic is Continuum §6.5's worked example
// with a fighter group in space in place of the two Beam-1 batteries ("each
// Beam-1 or fighter rolls a D6", §6.4, §8.12): two standard fighters
// launched from Bison reach the salvo placed on it and roll 4 and 6, re-roll
// 2: one missile shot down; the loss die for that kill is 3, no loss. The
// salvo homes on Bison with five missiles on target, one shot down: four
// hit for 3, 1, 3 and 6, 13 points of SAP damage, 4 on the four armour
// boxes and 9 on the hull.
func TestFightersInterceptSalvoClassic(t *testing.T) {
	bison := withBays(1, fullthrust.Ship{Name: "Bison", Mass: 60, Armour: []int{4}, Hull: fullthrust.HullRows(60, 4), Drive: fullthrust.Drive{Thrust: 2}},
		geom.Vec{Y: 10}, group("Blue", pointdefence.Standard, 2))
	s := battle.Setup{Ships: []battle.Ship{launcherShip(), bison}}
	s.Options.Procedure = fullthrust.Classic
	s.Options.SAPOrdnance = true
	m := startSetup(t, s)
	log := turnDice(t, m, [2]string{"Archer salvo: Bison", "Blue: intercept missiles"},
		4, 6, 2, // Blue's interception: one kill
		3,          // the loss die for that kill
		5,          // lock-on: five missiles on target
		3, 1, 3, 6, // the four that hit
	)
	mustLog(t, log, "Raiders movement orders: Blue: intercept missiles",
		"Blue (standard, 2) launches from Bison and moves to intercept the salvo of Archer at (0.0, 10.0), to (0.0, 10.0)",
		"Blue (standard, 2) intercepts a salvo: 4 6 = 1, re-roll 2 = 0 → 1 kill (the salvo of Archer at (0.0, 10.0))",
		"Blue rolls for each missile it killed, a 6 losing a fighter: 3 = 0 → loses 0 fighters",
		"Blue intercepted: 2 left, 5 CEF",
		"the salvo of Archer at (0.0, 10.0) flies on with 1 of its missiles shot down by fighters",
		"5 missiles on target, 1 shot down → 4 missiles hit",
		"Bison takes 4 armour and 9 hull boxes")
	if f := fighterView(t, m, "Blue"); !f.Engaged || f.CEF != 5 {
		t.Errorf("the interceptors after the turn: %+v", f)
	}
	refused(t, m, 0, "Archer fire at: Blue pds", "fought this turn")
}

// TestFightersInterceptSalvo2015: two groups intercept one salvo, one of
// them from 30 MU away with a secondary move for 1 CEF; their kills (3 and
// 2) add up on the salvo, which flies on with five missiles shot down, and
// each group rolls a loss die per kill. Under the 2015 procedure the salvo
// then scores its die less the band's modifier less the five: Bison's PDS
// rolls 1 (PDL 0), the salvo 6, one missile hits for 4. A group with no
// enemy missile to fly at stays in its bay; attack fighters may not
// intercept missiles.
func TestFightersInterceptSalvo2015(t *testing.T) {
	bison := withBays(1, fullthrust.Ship{Name: "Bison", Mass: 60, Hull: fullthrust.HullRows(60, 4), Drive: fullthrust.Drive{Thrust: 2},
		Systems: []fullthrust.System{{Kind: fullthrust.PDS}}}, geom.Vec{Y: 10},
		group("Blue", pointdefence.Standard, 6), group("Axe", pointdefence.Attack, 6))
	tender := withBays(1, sheet("Tender", 30), geom.Vec{X: 30, Y: 10}, group("Green", pointdefence.Standard, 6))
	archer := launcherShip()
	archer.Bays = nil
	rival := withBays(0, sheet("Rival", 30), geom.Vec{X: -30, Y: -10}, group("Red", pointdefence.Interceptor, 6))
	m := startSetup(t, battle.Setup{Ships: []battle.Ship{archer, bison, tender, rival}})
	refused(t, m, 1, "Axe: intercept missiles", "attack fighters cannot intercept missiles")
	log := turnDice(t, m, [2]string{"Archer salvo: Bison; Red: intercept missiles", "Blue: intercept missiles; Green: intercept missiles"},
		5, 6, 1, 1, 1, 1, 5, // Blue: 3 kills (the 6 kills one and re-rolls a 5)
		5, 5, 1, 1, 1, 1, // Green: 2 kills
		1, 1, 1, // Blue's loss dice
		6, 2, // Green's: one fighter lost
		1, // Bison's PDS: PDL 0
		6, // the salvo: 6 - 0 - 5 = 1 hit
		4, // its damage
	)
	mustLog(t, log, "Red (interceptor, 6) finds no enemy missile to intercept and stays in its bay",
		"Green (standard, 6) launches from Tender and moves to intercept the salvo of Archer at (0.0, 10.0), to (18.0, 10.0)",
		"Green (standard, 6) makes a secondary move toward the salvo of Archer at (0.0, 10.0), to (6.0, 10.0), for 1 CEF",
		"→ 3 kills (the salvo of Archer", "→ 2 kills (the salvo of Archer",
		"Green intercepted: 5 left, 4 CEF",
		"flies on with 5 of its missiles shot down by fighters",
		"6 → 6 - 5 intercepted = 1",
		"Bison takes 0 armour and 4 hull boxes")
	if f := fighterView(t, m, "Red"); f.Status != "in bay" {
		t.Errorf("Red left its bay with no missile to intercept: %+v", f)
	}
}

// TestFightersShootDownHeavyMissile: one kill destroys a heavy missile
// before it homes, so it never attacks; a 6 on the loss die costs the
// group a fighter. Interceptors kill a heavy missile on 5-6.
func TestFightersShootDownHeavyMissile(t *testing.T) {
	bison := withBays(1, fullthrust.Ship{Name: "Bison", Mass: 60, Hull: fullthrust.HullRows(60, 4), Drive: fullthrust.Drive{Thrust: 2}},
		geom.Vec{Y: 10}, group("Blue", pointdefence.Interceptor, 3))
	m := startSetup(t, battle.Setup{Ships: []battle.Ship{launcherShip(), bison}})
	log := turnDice(t, m, [2]string{"Archer missile: 0 8", "Blue: intercept missiles"},
		5, 1, 1, // one kill
		6, // its loss die
	)
	mustLog(t, log, "Blue (interceptor, 3) intercepts a heavy missile, +1 as interceptors: 5 1 1 = 1 → 1 kill",
		"loses 1 fighter", "Blue intercepted: 2 left, 5 CEF",
		"the heavy missile of Archer at (0.0, 8.0) is shot down by fighters")
	for _, no := range []string{"homes on", "Bison takes"} {
		if strings.Contains(log, no) {
			t.Errorf("the log has %q after the missile was shot down:\n%s", no, log)
		}
	}
}
