package battle_test

import (
	"strings"
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
)

// torpedoRaid is a hulk without point defence 10 MU ahead of a carrier
// whose one bay holds the torpedo group Eel.
func torpedoRaid(t *testing.T, version string) *game.Match {
	t.Helper()
	hulk := warship(0, fullthrust.Ship{Name: "Hulk", Mass: 80, Hull: fullthrust.HullRows(60, 4)}, geom.Vec{Y: 10})
	c := carrier(geom.Vec{}, "Eel")
	c.Bays[0].Group = pointdefence.NewGroup("Eel", pointdefence.Torpedo)
	return atVersion(t, startSetup(t, battle.Setup{Turns: 5, Ships: []battle.Ship{hulk, c}}), version)
}

// eelView returns the torpedo group as the spectator sees it.
func eelView(t *testing.T, m *game.Match) battle.FighterView {
	t.Helper()
	for _, g := range m.View(game.Spectator).(battle.View).Fighters {
		if g.Name == "Eel" {
			return g
		}
	}
	t.Fatal("no group Eel in the view")
	return battle.FighterView{}
}

// TestTorpedoesAreOneShot checks RULINGS A6 (reading W111): a torpedo
// group that made its attack run has fired its torpedoes; it may neither
// attack nor assist until it has landed on its carrier to re-arm, and then
// may attack again. Its six attack dice are 1s (no hit, no damage die);
// its re-arming die is a 6 (it may launch the next turn).
func TestTorpedoesAreOneShot(t *testing.T) {
	m := torpedoRaid(t, "")
	log := turnDice(t, m, [2]string{"", "Eel: attack Hulk"}, 1, 1, 1, 1, 1, 1)
	mustLog(t, log, "Eel has fired its torpedoes: it must land and re-arm before it attacks again")
	if !eelView(t, m).Fired {
		t.Error("the view does not show Eel's torpedoes fired")
	}
	turnDice(t, m, [2]string{"", ""})
	for _, order := range []string{"Eel: attack Hulk", "Eel: attack Hulk press"} {
		if _, err := m.Submit(1, game.Orders{Text: order}); err == nil || !strings.Contains(err.Error(), "Eel has fired its torpedoes") {
			t.Errorf("%q: err = %v, want the torpedoes fired", order, err)
		}
	}
	log = turnDice(t, m, [2]string{"", "Eel: land"}, 6)
	mustLog(t, log, "Eel re-arming: 6")
	if eelView(t, m).Fired {
		t.Error("Eel landed and still shows its torpedoes fired")
	}
	turnDice(t, m, [2]string{"", ""})
	log = turnDice(t, m, [2]string{"", "Eel: attack Hulk"}, 1, 1, 1, 1, 1, 1)
	mustLog(t, log, "Eel (torpedo, 6) launches from Carrier", "Eel has fired its torpedoes")
}

// TestTorpedoesVersion6 checks that records of rules version 6 replay with
// torpedo groups attacking turn after turn.
func TestTorpedoesVersion6(t *testing.T) {
	m := torpedoRaid(t, "6")
	log := turnDice(t, m, [2]string{"", "Eel: attack Hulk"}, 1, 1, 1, 1, 1, 1)
	if strings.Contains(log, "has fired its torpedoes") {
		t.Errorf("version 6 marks the torpedoes fired:\n%s", log)
	}
	turnDice(t, m, [2]string{"", ""})
	turnDice(t, m, [2]string{"", "Eel: attack Hulk"}, 1, 1, 1, 1, 1, 1)
}
