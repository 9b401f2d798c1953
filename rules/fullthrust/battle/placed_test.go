package battle_test

import (
	"reflect"
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// TestViewsShowOrdnancePlaced checks the views' ordnance: in the fire
// round every side and a spectator see the salvo Boat placed, and nothing
// in the next movement round; a salvo line of a ship warming up its FTL
// drive is read and not fired (RULINGS A8, W109), and no view shows it
// placed, though the revealed orders carry the line.
func TestViewsShowOrdnancePlaced(t *testing.T) {
	for _, c := range []struct {
		orders string
		want   []battle.Placed
	}{
		{"Boat salvo: 0 5", []battle.Placed{{Ship: "Boat", Kind: "salvo", At: geom.Vec{Y: 5}}}},
		{"Boat: FTL\nBoat salvo: 0 5", nil},
	} {
		target := warship(0, fullthrust.Ship{Name: "Target", Mass: 40, Hull: fullthrust.HullRows(20, 4)}, geom.Vec{Y: 40})
		boat := salvoBoat(geom.Vec{})
		boat.FTL = battle.StandardFTL
		m := startSetup(t, battle.Setup{Ships: []battle.Ship{target, boat}})
		turnDice(t, m, [2]string{"", c.orders})
		for _, p := range []game.Player{0, 1, game.Spectator} {
			v := m.View(p).(battle.View)
			if v.Phase != "fire" || !reflect.DeepEqual(v.Ordnance, c.want) {
				t.Errorf("%q: %d's view in the %s round shows %+v, want %+v", c.orders, p, v.Phase, v.Ordnance, c.want)
			}
		}
		turnDice(t, m, [2]string{"", ""})
		if v := m.View(0).(battle.View); v.Ordnance != nil {
			t.Errorf("%q: the next movement round's view shows %+v", c.orders, v.Ordnance)
		}
		// The count of what it placed stays, for every side (battle.Fired).
		want := battle.Fired{Salvos: len(c.want)}
		for _, p := range []game.Player{0, 1, game.Spectator} {
			if got := shipViewOf(t, m, p, "Boat").Fired; got != want {
				t.Errorf("%q: %d's view counts Boat's ordnance %+v, want %+v", c.orders, p, got, want)
			}
		}
	}
}

// TestFiredCountsBolts checks the bolt count of battle.Fired: the turn a
// ship last fired plasma bolts and how many it fired then, with the
// heavy missiles alongside.
func TestFiredCountsBolts(t *testing.T) {
	var f battle.Fired
	battle.CountFired(&f, battle.PlasmaBolt, 2)
	battle.CountFired(&f, battle.PlasmaBolt, 2)
	battle.CountFired(&f, battle.HeavyMissile, 2)
	if want := (battle.Fired{Missiles: 1, BoltTurn: 2, Bolts: 2}); f != want {
		t.Errorf("turn 2: %+v, want %+v", f, want)
	}
	battle.CountFired(&f, battle.PlasmaBolt, 4)
	battle.CountFired(&f, battle.SalvoRack, 4)
	if want := (battle.Fired{Salvos: 1, Missiles: 1, BoltTurn: 4, Bolts: 1}); f != want {
		t.Errorf("turn 4: %+v, want %+v", f, want)
	}
}

// shipViewOf returns ship name as side p's view shows it.
func shipViewOf(t *testing.T, m *game.Match, p game.Player, name string) battle.ShipView {
	t.Helper()
	for _, s := range m.View(p).(battle.View).Ships {
		if s.Name == name {
			return s
		}
	}
	t.Fatalf("no ship %q in %d's view", name, p)
	return battle.ShipView{}
}
