package battle_test

import (
	"strings"
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// scatterBattle is Kra, a ship with a scattergun, a B1 and one fire
// control at the origin, against Alpha 5 MU ahead behind a level-2 screen,
// Charlie 5 MU to starboard and Bravo 10 MU ahead, under rules version
// version ("" for the current one).
func scatterBattle(t *testing.T, version string) *game.Match {
	t.Helper()
	kra := warship(0, fullthrust.Ship{Name: "Kra", Mass: 40, Hull: fullthrust.HullRows(12, 4), Drive: fullthrust.Drive{Thrust: 4},
		Systems: []fullthrust.System{{Kind: fullthrust.Scattergun}, {Kind: fullthrust.Beam, Class: 1}, {Kind: fullthrust.FireControl}}}, geom.Vec{})
	alpha := warship(1, fullthrust.Ship{Name: "Alpha", Mass: 40, Hull: fullthrust.HullRows(20, 4),
		Systems: []fullthrust.System{{Kind: fullthrust.Screen}, {Kind: fullthrust.Screen}}}, geom.Vec{Y: 5})
	bravo := warship(1, fullthrust.Ship{Name: "Bravo", Mass: 40, Hull: fullthrust.HullRows(20, 4)}, geom.Vec{Y: 10})
	charlie := warship(1, fullthrust.Ship{Name: "Charlie", Mass: 40, Hull: fullthrust.HullRows(20, 4)}, geom.Vec{X: 5})
	return atVersion(t, startSetup(t, battle.Setup{Ships: []battle.Ship{kra, alpha, bravo, charlie}}), version)
}

// TestScattergunAtShip checks reading W119 (RULINGS A7: a scattergun at a
// ship rolls one beam die, its re-roll included, ignoring screens; one-shot).
// Kra's scattergun rolls 6, re-rolling 4, at Alpha behind a level-2 screen:
// 2 points and 1 penetrating, as against no screen. Its B1 fires at Charlie
// through the one fire control: the scattergun needs none. The scattergun
// is then spent.
func TestScattergunAtShip(t *testing.T) {
	m := scatterBattle(t, "")
	turnDice(t, m, [2]string{"", ""})
	if n := shipViewOf(t, m, 0, "Kra").Scatterguns; n != 1 {
		t.Errorf("Kra's side sees %d scatterguns ready, want 1", n)
	}
	if n := shipViewOf(t, m, 1, "Kra").Scatterguns; n != 0 {
		t.Errorf("the other side sees %d of Kra's scatterguns ready, want none shown", n)
	}
	log := turnDice(t, m, [2]string{"Kra: Alpha [SG], Charlie [B1]", ""}, 6, 4, 1)
	mustLog(t, log, "Kra fires at Alpha at 5.0 MU: SG 1 die, no screens [6 4]: 2+1; 3 points (1 penetrating)")
	if n := shipViewOf(t, m, 0, "Kra").Scatterguns; n != 0 {
		t.Errorf("Kra's side sees %d scatterguns ready after it fired its one, want 0", n)
	}
	if h := shipView(t, m, "Alpha").Hull; h != 17 {
		t.Errorf("Alpha has %d hull boxes, want 17", h)
	}
	turnDice(t, m, [2]string{"", ""})
	if _, err := m.Submit(0, game.Orders{Text: "Kra: Alpha [SG]"}); err == nil || !strings.Contains(err.Error(), "Kra has no SG left to fire at Alpha") {
		t.Errorf("a spent scattergun: err = %v", err)
	}
}

// TestScattergunOrdersRefused checks what the fire orders refuse of
// scatterguns (W119): a target beyond 6 MU, a scattergun fired by the
// target-only form (never: it is one-shot, so Kra's B1 alone fires at
// Alpha), two targets for one fire control when the second is not given
// scatterguns alone, and any scattergun at a ship before rules version 8.
func TestScattergunOrdersRefused(t *testing.T) {
	m := scatterBattle(t, "")
	turnDice(t, m, [2]string{"", ""})
	for _, c := range []struct{ text, want string }{
		{"Kra: Bravo [SG]", "Kra's SG does not bear on Bravo within its reach"},
		{"Kra: Alpha [B1], Charlie [B1 SG]", "fires at 2 targets but has 1 working fire controls"},
	} {
		if _, err := m.Submit(0, game.Orders{Text: c.text}); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: err = %v, want %q", c.text, err, c.want)
		}
	}
	log := turnDice(t, m, [2]string{"Kra: Alpha", ""}, 1)
	mustLog(t, log, "Kra fires at Alpha at 5.0 MU: B1 1 dice [1]: 0+0; 0 points")
	old := scatterBattle(t, "7")
	turnDice(t, old, [2]string{"", ""})
	if _, err := old.Submit(0, game.Orders{Text: "Kra: Alpha [SG]"}); err == nil || !strings.Contains(err.Error(), "Kra has no SG left") {
		t.Errorf("version 7: err = %v, want no SG", err)
	}
}

// TestScattergunsLeaveBeamsForAGroup checks that a ship whose fire order
// fires only scatterguns at ships keeps its beams' one target for a
// fighter group (W119 with W21): Kra's scattergun fires at Alpha and its
// B1 at Wasp, a group of CEF 1 that flew 12 MU toward it and stopped 8 MU
// off. Its scattergun and a beam at two ships is still refused with the
// group.
func TestScattergunsLeaveBeamsForAGroup(t *testing.T) {
	kra := warship(0, fullthrust.Ship{Name: "Kra", Mass: 40, Hull: fullthrust.HullRows(12, 4), Drive: fullthrust.Drive{Thrust: 4},
		Systems: []fullthrust.System{{Kind: fullthrust.Scattergun}, {Kind: fullthrust.Beam, Class: 1}, {Kind: fullthrust.FireControl}}}, geom.Vec{})
	alpha := warship(1, fullthrust.Ship{Name: "Alpha", Mass: 40, Hull: fullthrust.HullRows(20, 4)}, geom.Vec{X: 5})
	c := carrier(geom.Vec{Y: 20}, "Wasp")
	c.Bays[0].Group.CEF = 1
	m := startSetup(t, battle.Setup{Ships: []battle.Ship{kra, alpha, c}})
	turnDice(t, m, [2]string{"", "Wasp: attack Kra"})
	if _, err := m.Submit(0, game.Orders{Text: "Kra: Alpha [SG B1]\nKra fire at: Wasp beams"}); err == nil || !strings.Contains(err.Error(), "not both") {
		t.Errorf("scattergun and beam at a ship, beams at a group: err = %v", err)
	}
	log := turnDice(t, m, [2]string{"Kra: Alpha [SG]\nKra fire at: Wasp beams", ""}, 6, 1)
	mustLog(t, log, "beam battery at Wasp", "Kra fires at Alpha at 5.0 MU: SG 1 die, no screens")
}
