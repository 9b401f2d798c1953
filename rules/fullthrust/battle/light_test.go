package battle_test

import (
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
)

// TestLightGroupAttacks checks a bay of light fighters in the battle
// (Continuum §8.15, Light; reading W118): the group launches with 8
// fighters and 4 CEF, rolls eight attack dice at a hulk without point
// defence, and spends 1 CEF on the run.
func TestLightGroupAttacks(t *testing.T) {
	hulk := warship(0, fullthrust.Ship{Name: "Hulk", Mass: 80, Hull: fullthrust.HullRows(60, 4)}, geom.Vec{Y: 10})
	c := carrier(geom.Vec{}, "Gnat")
	c.Bays[0].Group = pointdefence.NewGroup("Gnat", pointdefence.Light)
	m := startSetup(t, battle.Setup{Turns: 5, Ships: []battle.Ship{hulk, c}})
	log := turnDice(t, m, [2]string{"", "Gnat: attack Hulk"}, 1, 1, 1, 1, 1, 1, 1, 1)
	mustLog(t, log, "Gnat (light, 8) launches from Carrier")
	for _, g := range m.View(game.Spectator).(battle.View).Fighters {
		if g.Name == "Gnat" && (g.Strength != 8 || g.CEF != 3 || g.Type != "light") {
			t.Errorf("Gnat after its run: %+v, want light, 8 fighters, 3 CEF", g)
		}
	}
}
