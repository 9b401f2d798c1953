package battle_test

import (
	"strings"
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// missileDuel is a missile boat 20 MU from a stationary target with one PDS.
func missileDuel(t *testing.T) *game.Match {
	t.Helper()
	boat, target := missileShips()
	return startSeeded(t, battle.Setup{Turns: 4, Sides: []string{"Red", "Blue"}, Ships: []battle.Ship{boat, target}}, 12)
}

// missileShips returns the ships of missileDuel: Archer, with a salvo
// launcher, at rest at (0, -10) facing 12, and Bison, at rest at (0, 10)
// with one PDS.
func missileShips() (boat, target battle.Ship) {
	boat = battle.Ship{Side: 0, Crew: 2, DCP: 2,
		Sheet: fullthrust.Ship{Name: "Archer", Mass: 30, Hull: fullthrust.HullRows(10, 4), Drive: fullthrust.Drive{Thrust: 4},
			Systems: []fullthrust.System{{Kind: fullthrust.Other, Name: "SML", Arcs: geom.Arcs(geom.F)}, {Kind: fullthrust.FireControl}}},
		Mounts: []battle.Mount{{Kind: battle.SalvoLauncher, System: 0, Arcs: geom.Arcs(geom.F), Ammo: 2}},
		Start:  battle.Start{Motion: manoeuvre.NewMotion(geom.Vec{Y: -10}, geom.Clock(12), 0)}}
	target = battle.Ship{Side: 1, Crew: 2, DCP: 2,
		Sheet: fullthrust.Ship{Name: "Bison", Mass: 40, Hull: fullthrust.HullRows(12, 4), Drive: fullthrust.Drive{Thrust: 2},
			Systems: []fullthrust.System{{Kind: fullthrust.PDS}}},
		Start: battle.Start{Motion: manoeuvre.NewMotion(geom.Vec{Y: 10}, geom.Clock(6), 0)}}
	return boat, target
}

func TestSalvoHomesAndStrikes(t *testing.T) {
	m := missileDuel(t)
	salvosLeft := func(p game.Player, name string) int {
		for _, s := range m.View(p).(battle.View).Ships {
			if s.Name == name {
				return s.Salvos
			}
		}
		return -1
	}
	if n := salvosLeft(0, "Archer"); n != 2 {
		t.Fatalf("Archer shows %d salvos to its side, want 2", n)
	}
	if n := salvosLeft(1, "Archer"); n != 0 {
		t.Errorf("Archer's magazine shows %d salvos to the enemy", n)
	}
	for _, tc := range []struct{ text, want string }{
		{"Archer salvo: 0 30", "40.0 MU away, beyond 24 MU"},
		{"Archer salvo: -12 -14", "no salvo mount's arcs hold the point"},
		{"Archer salvo: Bison\nArcher salvo: Bison", "every salvo mount that could fire has its order"},
		{"Archer salvo: nowhere", `neither a point "X Y" in MU nor a ship`},
		{"Archer salvo: NaN 3", "finite"},
	} {
		if _, err := m.Submit(0, game.Orders{Text: tc.text}); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: err = %v, want %q", tc.text, err, tc.want)
		}
	}
	if _, err := m.Submit(1, game.Orders{Text: "Archer salvo: Bison"}); err == nil || !strings.Contains(err.Error(), "Archer is not a ship of Blue") {
		t.Errorf("an enemy's salvo: %v", err)
	}
	var events []game.Event
	for _, o := range []struct {
		p    game.Player
		text string
	}{{0, "Archer salvo: Bison"}, {1, ""}} {
		ev, err := m.Submit(o.p, game.Orders{Text: o.text})
		if err != nil {
			t.Fatal(err)
		}
		events = append(events, ev...)
	}
	log := string(writeLog(events))
	for _, want := range []string{"Red movement orders: Archer salvo: 0.0 10.0", "Archer places a salvo at (0.0, 10.0)", "homes on Bison, 0.0 MU away", " strike "} {
		if !strings.Contains(log, want) {
			t.Errorf("the log has no %q:\n%s", want, log)
		}
	}
	if n := salvosLeft(0, "Archer"); n != 1 {
		t.Errorf("Archer has %d salvos left, want 1", n)
	}
}

// ordnanceDuel is a ship with a heavy missile and a class-2 plasma bolt
// launcher 20 MU from a stationary target with one PDS.
func ordnanceDuel(t *testing.T) *game.Match {
	t.Helper()
	boat, target := lampAndBison()
	return startSeeded(t, battle.Setup{Turns: 4, Sides: []string{"Red", "Blue"}, Ships: []battle.Ship{boat, target}}, 5)
}

// lampAndBison returns the ships of ordnanceDuel.
func lampAndBison() (boat, target battle.Ship) {
	boat = battle.Ship{Side: 0, Crew: 2, DCP: 2,
		Sheet: fullthrust.Ship{Name: "Lamp", Mass: 40, Hull: fullthrust.HullRows(12, 4), Drive: fullthrust.Drive{Thrust: 4},
			Systems: []fullthrust.System{{Kind: fullthrust.Other, Name: "HM", Arcs: geom.Arcs(geom.F)}, {Kind: fullthrust.Other, Name: "PBL", Arcs: geom.Arcs(geom.F)}}},
		Mounts: []battle.Mount{{Kind: battle.HeavyMissile, System: 0, Arcs: geom.Arcs(geom.F), Ammo: 1},
			{Kind: battle.PlasmaBolt, System: 1, Arcs: geom.Arcs(geom.F), Class: 2}},
		Start: battle.Start{Motion: manoeuvre.NewMotion(geom.Vec{Y: -10}, geom.Clock(12), 0)}}
	target = battle.Ship{Side: 1, Crew: 2, DCP: 2,
		Sheet: fullthrust.Ship{Name: "Bison", Mass: 60, Hull: fullthrust.HullRows(30, 4), Drive: fullthrust.Drive{Thrust: 2},
			Systems: []fullthrust.System{{Kind: fullthrust.PDS}}},
		Start: battle.Start{Motion: manoeuvre.NewMotion(geom.Vec{Y: 10}, geom.Clock(6), 0)}}
	return boat, target
}

// TestHeavyMissileAndPlasmaBoltStrike checks that a heavy missile and a
// plasma bolt ordered in writing are launched, home or burst after
// movement, and attack in the strike through point defence; that the
// missile is spent and the launcher fires every other turn. They are fired
// on turns 1 and 2: a bolt fired with the missile would destroy it (W36).
func TestHeavyMissileAndPlasmaBoltStrike(t *testing.T) {
	m := ordnanceDuel(t)
	for _, tc := range []struct{ text, want string }{
		{"Lamp missile: 0 30", "40.0 MU away, beyond 24 MU"},
		{"Lamp plasma: 0 25", "35.0 MU away, beyond 30 MU"},
		{"Lamp plasma: -20 -12", "no plasma mount's arcs hold the point"},
		{"Lamp salvo: Bison", "it has no salvo rack or launcher"},
		{"Lamp missile: Bison\nLamp missile: Bison", "every missile mount that could fire has its order"},
	} {
		if _, err := m.Submit(0, game.Orders{Text: tc.text}); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: err = %v, want %q", tc.text, err, tc.want)
		}
	}
	var events []game.Event
	submit := func(red string) {
		t.Helper()
		for _, o := range []struct {
			p    game.Player
			text string
		}{{0, red}, {1, ""}} {
			ev, err := m.Submit(o.p, game.Orders{Text: o.text})
			if err != nil {
				t.Fatal(err)
			}
			events = append(events, ev...)
		}
	}
	submit("Lamp missile: Bison")
	submit("") // the fire phase
	submit("Lamp plasma: Bison")
	log := string(writeLog(events))
	for _, want := range []string{"Red movement orders: Lamp missile: 0.0 10.0", "Red movement orders: Lamp plasma: 0.0 10.0",
		"Lamp places a heavy missile at (0.0, 10.0)", "Lamp places a class-2 plasma bolt at (0.0, 10.0)",
		"the heavy missile of Lamp at (0.0, 10.0) homes on Bison", "the plasma bolt of Lamp bursts at (0.0, 10.0) and catches Bison",
		"heavy missile damage, 3D6", "plasma bolt 1 (class 2) needs", "Bison takes"} {
		if !strings.Contains(log, want) {
			t.Errorf("the log has no %q:\n%s", want, log)
		}
	}
	submit("") // the fire phase
	for _, tc := range []struct{ text, want string }{
		{"Lamp missile: Bison", "its missile mounts are empty"},
		{"Lamp plasma: Bison", "fired last turn and are ready on turn 4"},
	} {
		if _, err := m.Submit(0, game.Orders{Text: tc.text}); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("turn 3 %q: err = %v, want %q", tc.text, err, tc.want)
		}
	}
	submit("")
	submit("")
	if _, err := m.Submit(0, game.Orders{Text: "Lamp plasma: Bison"}); err != nil {
		t.Errorf("turn 4: the launcher is not ready again: %v", err)
	}
}

// TestBlastDestroysMissiles checks reading W36 (RULINGS A7: missiles in a
// plasma bolt's blast are destroyed): the heavy missile and the salvo
// homing on Bison are moved next to it, inside the blast of the bolt that
// bursts on it, and are destroyed before they attack, whoever fired them;
// only the bolt attacks. Bison's PDS rolls 1 (level 0), the bolt hits on
// 2+ with a 4 and does 2D6, 3 and 5.
func TestBlastDestroysMissiles(t *testing.T) {
	lamp, bison := lampAndBison()
	archer := launcherShip()
	archer.Start.Motion.Pos = geom.Vec{X: 10, Y: -10}
	m := startSetup(t, battle.Setup{Ships: []battle.Ship{lamp, bison, archer}})
	log := turnDice(t, m, [2]string{"Lamp missile: Bison; Lamp plasma: Bison; Archer salvo: Bison", ""},
		1,    // Bison's PDS: PDL 0
		4,    // the bolt hits
		3, 5, // its 2D6
		5, 4, // the threshold check of the first hull row: PDS and drive hold
	)
	mustLog(t, log, "the heavy missile of Lamp at (0.0, 10.0) homes on Bison", "the salvo of Archer at (0.0, 10.0) homes on Bison",
		"the blast of plasma bolt 1 (class 2) destroys 1 salvo and 1 heavy missile before they attack",
		"Bison takes 0 armour and 8 hull boxes")
}

// TestAdvancedHeavyMissile checks reading W39 (ft-new-point-defence.txt,
// "Heavy missiles and plasma bolts": advanced heavy missiles roll one band
// lower, never below band 1 from a level above 0, docs/rulings/fullthrust.md).
// Bison's PDS rolls 6 and re-rolls 4, a level of 3, where a heavy missile
// needs 4+; the advanced one, a band lower, needs 3+ and hits with a 3 for
// 3D6 (1, 1, 1). Under the classic procedure it is an ordinary heavy
// missile: the PDS die of 4 does not kill it (5-6), and it does 3D6.
func TestAdvancedHeavyMissile(t *testing.T) {
	for _, classic := range []bool{false, true} {
		lamp, bison := lampAndBison()
		lamp.Mounts[0].Advanced = true
		s := battle.Setup{Ships: []battle.Ship{lamp, bison}}
		want := []string{"Lamp places an advanced heavy missile at (0.0, 10.0)", "the advanced heavy missile of Lamp at (0.0, 10.0) homes on Bison",
			"advanced heavy missile", "Bison takes 0 armour and 3 hull boxes"}
		dice := []int{6, 4, 3, 1, 1, 1}
		if classic {
			s.Options.Procedure = fullthrust.Classic
			dice = []int{4, 1, 1, 1}
		} else {
			want = append(want, "need 3+ (band 1)")
		}
		m := startSetup(t, s)
		log := turnDice(t, m, [2]string{"Lamp missile: Bison", ""}, dice...)
		mustLog(t, log, want...)
	}
}
