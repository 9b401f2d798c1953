package battle_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// eclipseBattle is a flagship at the origin facing 12, an escort of the
// same size 2 MU to its starboard facing escortHeading, both at rest, and
// an enemy gunboat 8 MU to starboard facing them with four Beam-1
// batteries, and a missile boat at boatAt with a salvo rack.
func eclipseBattle(t *testing.T, escortHeading int, boatAt geom.Vec) *game.Match {
	t.Helper()
	return startSetup(t, eclipseSetup(escortHeading, boatAt))
}

// eclipseSetup is eclipseBattle's setup.
func eclipseSetup(escortHeading int, boatAt geom.Vec) battle.Setup {
	sheet := func(name string) fullthrust.Ship {
		return fullthrust.Ship{Name: name, Mass: 40, Hull: fullthrust.HullRows(20, 4), Drive: fullthrust.Drive{Thrust: 4},
			Systems: append(systems(fullthrust.Beam, 2), fullthrust.System{Kind: fullthrust.FireControl})}
	}
	flag := warship(0, sheet("Flagship"), geom.Vec{})
	esc := warship(0, sheet("Escort"), geom.Vec{X: 2})
	esc.Start.Motion = manoeuvre.NewMotion(geom.Vec{X: 2}, geom.Clock(escortHeading), 0)
	gun := warship(1, fullthrust.Ship{Name: "Gunboat", Mass: 40, Hull: fullthrust.HullRows(20, 4), Drive: fullthrust.Drive{Thrust: 4},
		Systems: append(systems(fullthrust.Beam, 4), fullthrust.System{Kind: fullthrust.FireControl})}, geom.Vec{X: 8})
	gun.Start.Motion = manoeuvre.NewMotion(geom.Vec{X: 8}, geom.Clock(9), 0)
	boat := warship(1, fullthrust.Ship{Name: "Boat", Mass: 40, Hull: fullthrust.HullRows(12, 4), Drive: fullthrust.Drive{Thrust: 4},
		Systems: []fullthrust.System{{Kind: fullthrust.FireControl}, {Kind: fullthrust.Other, Name: "SMR"}}}, boatAt)
	boat.Mounts = []battle.Mount{{Kind: battle.SalvoRack, System: 1, Ammo: 1}}
	return battle.Setup{Ships: []battle.Ship{flag, esc, gun, boat}}
}

// TestEclipsingInBattle is "Eclipsing" of ft-advanced-manoeuvres.txt
// between battle ships (readings W53-W55). The escort, 2 MU from the
// flagship and closer to the gunboat, dedicates 1 thrust ("Ec1") and
// eclipses it. The ships have equal boxes, so its BDI is 50 + 10 = 60%
// on a parallel course, and 60 - 120 = 0 head-on (the text's example: -20
// per clock point of heading difference, -120 head-on). The gunboat's four
// B1 score 5, 5, 5, 5 = 4 points at the flagship: the escort intercepts 2
// on a parallel course and none head-on. The flagship may not fire into
// the arcs about the escort, which hold the gunboat.
func TestEclipsingInBattle(t *testing.T) {
	for _, tc := range []struct {
		name              string
		heading           int
		bdi, escort, flag int // the BDI, and the hull boxes the escort and flagship lose
	}{
		{"parallel", 12, 60, 2, 2},
		{"head-on", 6, 0, 0, 4},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := eclipseBattle(t, tc.heading, geom.Vec{X: 10, Y: 1})
			log := turnDice(t, m, [2]string{"Escort: Ec1\nEscort eclipse: Flagship", ""})
			mustLog(t, log, "Navy movement orders: Escort: Ec1; Escort eclipse: Flagship")
			if _, err := m.Submit(0, game.Orders{Text: "Flagship: Gunboat"}); err == nil {
				t.Error("the eclipsed flagship fired through the arcs its escort blocks")
			}
			if err := m.State().(*battle.State).CheckOrders(0, game.Orders{Text: "Escort: Gunboat"}); err != nil && tc.heading == 12 {
				t.Errorf("the escort cannot fire away from the flagship: %v", err)
			}
			log = turnDice(t, m, [2]string{"", "Gunboat: Flagship"}, 5, 5, 5, 5)
			mustLog(t, log, "Escort, eclipsing Flagship (BDI "+strconv.Itoa(tc.bdi)+"%), intercepts "+strconv.Itoa(tc.escort)+" of the 4 points from Gunboat")
			if got := 20 - shipView(t, m, "Escort").Hull; got != tc.escort {
				t.Errorf("the escort lost %d boxes, want %d\n%s", got, tc.escort, log)
			}
			if got := 20 - shipView(t, m, "Flagship").Hull; got != tc.flag {
				t.Errorf("the flagship lost %d boxes, want %d\n%s", got, tc.flag, log)
			}
		})
	}
}

// TestEclipseAgainstMissiles checks reading W55: a salvo homing on the
// eclipsed flagship, launched by a boat the escort stands between, meets
// the eclipse in the strike: its die 3 is read at +1 for the eclipsing
// ship (4 hits), and the escort takes 60% of them, 2, rounded down. A boat
// on the far side launches a salvo the eclipse does not stop.
func TestEclipseAgainstMissiles(t *testing.T) {
	m := eclipseBattle(t, 12, geom.Vec{X: 10, Y: 1})
	log := turnDice(t, m, [2]string{"Escort: Ec1\nEscort eclipse: Flagship", "Boat salvo: Flagship"}, 3, 1, 1, 1, 1)
	mustLog(t, log, "Escort eclipses Flagship against the missiles (BDI 60%)", "D6 + 1 for eclipsing - 0): 3 → 4 → 4 missiles hit [3]",
		"Escort, eclipsing (BDI 60%), takes 2 of the 4 hits")
	if got := shipView(t, m, "Escort").Hull; got != 18 {
		t.Errorf("the escort has %d hull boxes, want 18\n%s", got, log)
	}
	m = eclipseBattle(t, 12, geom.Vec{X: -10, Y: 1})
	log = turnDice(t, m, [2]string{"Escort: Ec1\nEscort eclipse: Flagship", "Boat salvo: Flagship"}, 3, 1, 1, 1)
	mustLog(t, log, "Escort's eclipse of Flagship does not work against the missiles", "D6 - 0): 3 → 3 → 3 missiles hit [3]")
}

// TestEclipseOrdersRefused checks the eclipse lines' refusals.
func TestEclipseOrdersRefused(t *testing.T) {
	m := eclipseBattle(t, 12, geom.Vec{X: 10, Y: 1})
	for _, tc := range []struct{ text, want string }{
		{"Escort eclipse: Flagship", "neither dedicates thrust"},
		{"Escort: Ec1\nEscort eclipse: Escort", "cannot eclipse itself"},
		{"Escort: Ec1\nEscort eclipse: Gunboat", "Gunboat is not a ship of Navy"},
		{"Escort: Ec1\nEscort eclipse: Nobody", `no ship is named "Nobody"`},
		{"Escort: Ec1\nFlagship: EM1\nEscort eclipse: Flagship", "may not make Extreme Manoeuvres"},
		{"Escort: Ec1\nFlagship: Ec1\nEscort eclipse: Flagship\nFlagship eclipse: Escort", "both eclipses and is eclipsed"},
	} {
		if _, err := m.Submit(0, game.Orders{Text: tc.text}); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: err = %v, want %q", tc.text, err, tc.want)
		}
	}
}

// TestEclipsedHoldsNoEM checks reading W53 for thrust held for after
// movement under cinematic movement: from rules version 6 the eclipsed
// Flagship's "/ EM1" is refused with the eclipse line, as "EM1" is; under
// version 5 it was accepted.
func TestEclipsedHoldsNoEM(t *testing.T) {
	setup := eclipseSetup(12, geom.Vec{X: 10, Y: 1})
	setup.Options.EMAfterMovement = true
	m := startSetup(t, setup)
	orders := "Escort: Ec1\nFlagship: / EM1\nEscort eclipse: Flagship"
	refused(t, m, 0, orders, "Flagship, eclipsed by Escort, may not make Extreme Manoeuvres")
	if _, err := atVersion(t, m, "5").Submit(0, game.Orders{Text: orders}); err != nil {
		t.Errorf("version 5 refused the eclipsed ship's / EM1: %v", err)
	}
}
