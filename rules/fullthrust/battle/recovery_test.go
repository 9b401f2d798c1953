package battle_test

import (
	"strings"
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
)

// Fighter recovery and re-arming (Continuum §8.1, §8.16; reading W37),
// with table dice.

// recoveryBattle is Resolute, with the standard group Blue in its bay, at
// the origin, and an enemy carrier without fighters 10 MU ahead; Blue is
// launched on turn 1 at the carrier and attacks it (six 1s: no damage, 1
// CEF spent).
func recoveryBattle(t *testing.T) *game.Match {
	t.Helper()
	g := pointdefence.NewGroup("Blue", pointdefence.Standard)
	m := startSetup(t, battle.Setup{Turns: 6, Ships: []battle.Ship{withBays(0, sheet("Resolute", 30), geom.Vec{}, g), carrier(geom.Vec{Y: 10})}})
	turnDice(t, m, [2]string{"Blue: attack Carrier", ""}, 1, 1, 1, 1, 1, 1)
	turnDice(t, m, [2]string{"", ""})
	return m
}

// TestLandAndRearm: Blue, 10 MU from Resolute, lands in the fighters'
// main move; its re-arming die is 4, so it is patched up over turn 3 and
// may launch on turn 4, with its CEF back to 6. The carrier may not be
// ordered to change course or speed that turn, and the group may only hold
// while it re-arms.
func TestLandAndRearm(t *testing.T) {
	m := recoveryBattle(t)
	if f := fighterView(t, m, "Blue"); f.CEF != 5 || f.Status != "in space" {
		t.Fatalf("Blue after its attack: %+v", f)
	}
	refused(t, m, 0, "Resolute: +1\nBlue: land", "must then keep its course and velocity")
	log := turnDice(t, m, [2]string{"Blue: land", ""}, 4)
	mustLog(t, log, "Navy movement orders: Blue: land", "Blue (standard, 6) lands on Resolute", "Blue re-arming: 4, re-armed after a full turn: it may launch on turn 4")
	if f := fighterView(t, m, "Blue"); f.Status != "in bay" || f.CEF != 6 || f.Ready != 4 || f.At != shipView(t, m, "Resolute").At {
		t.Errorf("Blue after landing: %+v", f)
	}
	refused(t, m, 0, "Blue: land", "re-arming")
	turnDice(t, m, [2]string{"", ""})
	refused(t, m, 0, "Blue: attack Carrier", "Blue is re-arming and may launch on turn 4")
	turnDice(t, m, [2]string{"Blue: hold", ""})
	turnDice(t, m, [2]string{"", ""})
	log = turnDice(t, m, [2]string{"Blue: attack Carrier", ""}, 1, 1, 1, 1, 1, 1)
	mustLog(t, log, "Blue (standard, 6) launches from Resolute")
	if s := m.State().(*battle.State).Spent(0); s.Launched != 1 {
		t.Errorf("Spent counts %d groups launched, want 1 (the same group twice)", s.Launched)
	}
}

// TestRearmingDice: a 6 is a crash turnaround (launch the next turn), a 1
// grounds the group for the rest of the battle.
func TestRearmingDice(t *testing.T) {
	m := recoveryBattle(t)
	turnDice(t, m, [2]string{"Blue: land", ""}, 6)
	if f := fighterView(t, m, "Blue"); f.Ready != 3 {
		t.Errorf("after a 6: %+v", f)
	}
	turnDice(t, m, [2]string{"", ""})
	if _, err := m.Submit(0, game.Orders{Text: "Blue: attack Carrier"}); err != nil {
		t.Errorf("turn 3 after a crash turnaround: %v", err)
	}

	m = recoveryBattle(t)
	log := turnDice(t, m, [2]string{"Blue: land", ""}, 1)
	mustLog(t, log, "Blue re-arming: 1, it may not be launched again in this battle")
	if f := fighterView(t, m, "Blue"); !f.Grounded {
		t.Errorf("after a 1: %+v", f)
	}
	turnDice(t, m, [2]string{"", ""})
	refused(t, m, 0, "Blue: screen Resolute", "may not be launched again")
}

// TestLandTooFar: a group farther from its carrier than its move flies its
// whole move toward it and may land on a later turn. Resolute runs south at
// 12 MU a turn while Blue attacks the carrier 20 MU north of its start
// (launched to 12 MU, a secondary move to 14); on turn 2 Resolute is 26 MU
// from Blue, which flies 24 MU and is 2 MU short.
func TestLandTooFar(t *testing.T) {
	res := withBays(0, sheet("Resolute", 30), geom.Vec{}, pointdefence.NewGroup("Blue", pointdefence.Standard))
	res.Start.Motion = manoeuvre.NewMotion(geom.Vec{}, geom.Clock(6), 12)
	m := startSetup(t, battle.Setup{Turns: 6, Table: battle.Table{Width: 200, Depth: 200}, Ships: []battle.Ship{res, carrier(geom.Vec{Y: 20})}})
	refused(t, m, 0, "Blue: land", "in its bay")
	turnDice(t, m, [2]string{"Blue: attack Carrier", ""}, 1, 1, 1, 1, 1, 1)
	turnDice(t, m, [2]string{"", ""})
	log := turnDice(t, m, [2]string{"Blue: land", ""})
	mustLog(t, log, "Blue (standard, 6) flies toward Resolute to land, to (0.0, -10.0), 2.0 MU short")
	if f := fighterView(t, m, "Blue"); f.Status != "in space" || f.CEF != 4 {
		t.Errorf("Blue after flying home: %+v", f)
	}
}

// TestLandUnderVectorMovement: under vector movement too the carrier must
// drift, its order empty, while its group lands.
func TestLandUnderVectorMovement(t *testing.T) {
	s := battle.Setup{Turns: 6, Ships: []battle.Ship{withBays(0, sheet("Resolute", 30), geom.Vec{}, pointdefence.NewGroup("Blue", pointdefence.Standard)), carrier(geom.Vec{Y: 10})}}
	s.Options.Vector = true
	m := startSetup(t, s)
	turnDice(t, m, [2]string{"Blue: attack Carrier", ""}, 1, 1, 1, 1, 1, 1)
	turnDice(t, m, [2]string{"", ""})
	refused(t, m, 0, "Resolute: MD2\nBlue: land", "must then keep its course and velocity")
	log := turnDice(t, m, [2]string{"Resolute: \nBlue: land", ""}, 5)
	mustLog(t, log, "Blue (standard, 6) lands on Resolute", "Blue re-arming: 5")
}

// TestLandedGroupNotIntercepted: a group that lands is in its bay, and an
// enemy interceptor sent at it that turn finds no dogfight.
func TestLandedGroupNotIntercepted(t *testing.T) {
	res := withBays(0, sheet("Resolute", 30), geom.Vec{}, pointdefence.NewGroup("Blue", pointdefence.Standard))
	m := startSetup(t, battle.Setup{Turns: 6, Ships: []battle.Ship{res, carrier(geom.Vec{Y: 10}, "X")}})
	turnDice(t, m, [2]string{"Blue: screen Resolute", "X: hold"})
	turnDice(t, m, [2]string{"", ""})
	log := turnDice(t, m, [2]string{"Blue: land", "X: intercept Blue"}, 4) // only the re-arming die
	mustLog(t, log, "Blue (standard, 6) lands on Resolute", "X (standard, 6) launches from Carrier and moves to intercept Blue")
	if strings.Contains(log, "in the dogfight") {
		t.Errorf("a landed group was dogfought:\n%s", log)
	}
}
