package battle_test

import (
	"strings"
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// An eclipser's PDS against the attackers of the ship it eclipses
// (ft-advanced-manoeuvres.txt "Eclipsing"; reading W64), with table dice
// under the classic procedure.

// eclipseCoverBattle is a flagship at the origin and an escort with two
// PDS and no ADFC 2 MU to its starboard, both at rest, and the enemy
// Carrier 10 MU ahead with the standard group A.
func eclipseCoverBattle(t *testing.T) *game.Match {
	t.Helper()
	sheet := func(name string, sys ...fullthrust.System) fullthrust.Ship {
		return fullthrust.Ship{Name: name, Mass: 40, Hull: fullthrust.HullRows(20, 4), Drive: fullthrust.Drive{Thrust: 4}, Systems: sys}
	}
	flag := warship(0, sheet("Flagship"), geom.Vec{})
	esc := warship(0, sheet("Escort", systems(fullthrust.PDS, 2)...), geom.Vec{X: 2})
	s := battle.Setup{Ships: []battle.Ship{flag, esc, carrier(geom.Vec{Y: 10}, "A")}}
	s.Options.Procedure = fullthrust.Classic
	return startSetup(t, s)
}

// TestEclipserLendsPDS: the escort eclipses the flagship and turns its two
// PDS on group A attacking it: 4 and 1, one fighter killed; five attack.
func TestEclipserLendsPDS(t *testing.T) {
	m := eclipseCoverBattle(t)
	log := turnDice(t, m, [2]string{"Escort: Ec1\nEscort eclipse: Flagship\nEscort cover: Flagship", "A: attack Flagship"}, 4, 1, 1, 1, 1, 1, 1)
	mustLog(t, log, "Navy movement orders: Escort: Ec1; Escort cover: Flagship pds 2 ads 0; Escort eclipse: Flagship",
		"Escort, eclipsing Flagship, turns 2 PDS on its attackers")
	if f := fighterView(t, m, "A"); f.Strength != 5 {
		t.Errorf("A after the escort's PDS: %+v\n%s", f, log)
	}
}

// TestEclipserCoverLapses: an escort that ends the move more than 3 MU
// from the flagship eclipses nothing, and its PDS stay with it.
func TestEclipserCoverLapses(t *testing.T) {
	m := eclipseCoverBattle(t)
	log := turnDice(t, m, [2]string{"Escort: +3 Ec1\nEscort eclipse: Flagship\nEscort cover: Flagship", "A: attack Flagship"}, 1, 1, 1, 1, 1, 1)
	mustLog(t, log, "Escort's cover of Flagship lapses: its eclipse of Flagship does not hold")
}

// TestEclipserCoverRefused: without an ADFC a ship lends its PDS only to
// the ship it eclipses, and no ADS.
func TestEclipserCoverRefused(t *testing.T) {
	m := eclipseCoverBattle(t)
	refused(t, m, 0, "Escort cover: Flagship", "without one a ship lends its PDS only to the ship it eclipses")
	refused(t, m, 0, "Escort: Ec1\nEscort eclipse: Flagship\nEscort cover: Flagship ads 1", "no working ADFC to lend ADS through")
	refused(t, m, 0, "Escort: Ec1\nEscort eclipse: Flagship\nEscort cover: Flagship pds 3", "lends 3 PDS but has 2 working")
}

// TestEclipserLendsPDS2015: under the 2015 procedure the lent PDS roll
// into the flagship's point defence level (seeded dice).
func TestEclipserLendsPDS2015(t *testing.T) {
	sheet := func(name string, sys ...fullthrust.System) fullthrust.Ship {
		return fullthrust.Ship{Name: name, Mass: 40, Hull: fullthrust.HullRows(20, 4), Drive: fullthrust.Drive{Thrust: 4}, Systems: sys}
	}
	m := startSetup(t, battle.Setup{Ships: []battle.Ship{warship(0, sheet("Flagship"), geom.Vec{}),
		warship(0, sheet("Escort", systems(fullthrust.PDS, 2)...), geom.Vec{X: 2}), carrier(geom.Vec{Y: 10}, "A")}})
	if _, err := m.Submit(0, game.Orders{Text: "Escort: Ec1\nEscort eclipse: Flagship\nEscort cover: Flagship"}); err != nil {
		t.Fatal(err)
	}
	ev, err := m.Submit(1, game.Orders{Text: "A: attack Flagship"})
	if err != nil {
		t.Fatal(err)
	}
	log := string(writeLog(ev))
	mustLog(t, log, "Escort, eclipsing Flagship, turns 2 PDS on its attackers", "the strike on Flagship:", "PDL")
	if strings.Contains(log, "could not be resolved") {
		t.Errorf("the strike refused the eclipser's cover:\n%s", log)
	}
}
