package battle_test

import (
	"strings"
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// damagedBattle is a cruiser (4 damage-control parties) that starts the
// battle with its B2 and fire control knocked out and one hit on its
// drive, far from an enemy that does nothing.
func damagedBattle(t *testing.T) *game.Match {
	t.Helper()
	cr := warship(0, fullthrust.Ship{Name: "Cruiser", Mass: 80, Hull: fullthrust.HullRows(20, 4), Drive: fullthrust.Drive{Thrust: 4, Hits: 1},
		Systems: []fullthrust.System{{Kind: fullthrust.Beam, Class: 2, Destroyed: true}, {Kind: fullthrust.FireControl, Destroyed: true}, {Kind: fullthrust.PDS}}}, geom.Vec{})
	foe := warship(1, fullthrust.Ship{Name: "Hulk", Mass: 40, Hull: fullthrust.HullRows(12, 4), Drive: fullthrust.Drive{Thrust: 2}}, geom.Vec{X: 200})
	return startSetup(t, battle.Setup{Ships: []battle.Ship{cr, foe}})
}

// TestDamageControlWritten checks RULINGS A2 through a written repair
// order: two parties on the B2 repair it on a 5, one party on the drive
// needs a 6 and fails on a 5, and the log shows every die.
func TestDamageControlWritten(t *testing.T) {
	m := damagedBattle(t)
	turnDice(t, m, [2]string{"", ""})
	log := turnDice(t, m, [2]string{"Cruiser repair: B2 2, drive 1", ""}, 5, 5)
	mustLog(t, log, "Navy fire orders: Cruiser repair: B2 2, drive 1",
		"Cruiser damage control: 2 parties on B2 (5+): 5, repaired [5]",
		"Cruiser damage control: 1 parties on drive (6+): 5, not repaired [5]")
	v := shipView(t, m, "Cruiser")
	if strings.Join(v.Lost, " ") != "firecon" || v.Thrust != 2 {
		t.Errorf("after repairs: lost %v, thrust %d; want only the fire control lost and thrust 2", v.Lost, v.Thrust)
	}
}

// TestDamageControlDefault checks the default of reading W32: with no
// repair order the drive gets three parties (4+) and the fire control the
// fourth (6).
func TestDamageControlDefault(t *testing.T) {
	m := damagedBattle(t)
	turnDice(t, m, [2]string{"", ""})
	log := turnDice(t, m, [2]string{"", ""}, 4, 6)
	mustLog(t, log, "Cruiser damage control: 3 parties on drive (4+): 4, repaired [4]",
		"Cruiser damage control: 1 parties on firecon (6+): 6, repaired [6]")
	v := shipView(t, m, "Cruiser")
	if strings.Join(v.Lost, " ") != "B2" || v.Thrust != 4 {
		t.Errorf("after repairs: lost %v, thrust %d; want only the B2 lost and thrust 4", v.Lost, v.Thrust)
	}
}

// TestRepairOrdersRefused checks the refusals of repair orders, each
// naming the ship and what is wrong.
func TestRepairOrdersRefused(t *testing.T) {
	m := damagedBattle(t)
	if _, err := m.Submit(0, game.Orders{Text: "Cruiser repair: B2"}); err == nil || !strings.Contains(err.Error(), "with the fire orders") {
		t.Errorf("a repair order in the movement orders: %v", err)
	}
	turnDice(t, m, [2]string{"", ""})
	for _, c := range []struct{ text, want string }{
		{"Cruiser repair: PDS", "Cruiser repair: it has no PDS knocked out"},
		{"Cruiser repair: B2 4", "4 parties on B2; a job takes 1-3"},
		{"Cruiser repair: B2 3, drive 3", "6 parties ordered; it has 4"},
		{"Cruiser repair: B2, B2", "no B2 knocked out left"},
		{"Cruiser repair: drive 1, drive 1", "main drive is not damaged, or named twice"},
		{"Cruiser repair: none; Cruiser repair: B2", "Cruiser has two repair orders"},
		{"Cruiser repair: ,", "write a lost system"},
	} {
		if _, err := m.Submit(0, game.Orders{Text: c.text}); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: %v, want an error with %q", c.text, err, c.want)
		}
	}
}
