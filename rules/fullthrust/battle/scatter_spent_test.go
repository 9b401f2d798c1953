package battle_test

import (
	"strings"
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// TestScattergunsAtGroupAndShipBothSpent checks that scatterguns fired in
// one turn at a fighter group and at a ship are all spent (RULINGS A7:
// one-shot; W119): Kra, with two, fires one at Wasp, screening its
// carrier 5 MU off, and one at Alpha. Both are then spent, so a
// scattergun at Alpha next turn is refused.
func TestScattergunsAtGroupAndShipBothSpent(t *testing.T) {
	kra := warship(0, fullthrust.Ship{Name: "Kra", Mass: 40, Hull: fullthrust.HullRows(12, 4), Drive: fullthrust.Drive{Thrust: 4},
		Systems: []fullthrust.System{{Kind: fullthrust.Scattergun}, {Kind: fullthrust.Scattergun}, {Kind: fullthrust.FireControl}}}, geom.Vec{})
	alpha := warship(1, fullthrust.Ship{Name: "Alpha", Mass: 40, Hull: fullthrust.HullRows(20, 4)}, geom.Vec{Y: 5})
	m := startSetup(t, battle.Setup{Ships: []battle.Ship{kra, alpha, carrier(geom.Vec{X: 3, Y: 4}, "Wasp")}})
	turnDice(t, m, [2]string{"", "Wasp: screen Carrier"})
	log := turnDice(t, m, [2]string{"Kra: Alpha [SG]\nKra fire at: Wasp scatterguns 1", ""}, 3, 2)
	mustLog(t, log, "Kra: 1 scattergun at Wasp (standard, 6): 3 = 3 → 3 kills", "Kra fires at Alpha at 5.0 MU: SG 1 die, no screens [2]")
	turnDice(t, m, [2]string{"", ""})
	if _, err := m.Submit(0, game.Orders{Text: "Kra: Alpha [SG]"}); err == nil || !strings.Contains(err.Error(), "no SG left") {
		t.Errorf("a third scattergun shot from two one-shot scatterguns: err = %v", err)
	}
}
