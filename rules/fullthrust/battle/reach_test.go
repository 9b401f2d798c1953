package battle_test

import (
	"strings"
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
)

// groupAt returns where the named group is and its CEF, as the spectator
// sees it.
func groupAt(t *testing.T, m *game.Match, name string) (geom.Vec, int) {
	t.Helper()
	for _, g := range m.View(game.Spectator).(battle.View).Fighters {
		if g.Name == name {
			return g.At, g.CEF
		}
	}
	t.Fatalf("no group %q in the view", name)
	return geom.Vec{}, 0
}

// TestFighterMoveDistances pins the distances of RULINGS A6 in a battle:
// a main move of 24 MU (36 for fast fighters), half that on the turn a
// group launches, then a secondary move of up to 12 MU (fast fighters
// too) for 1 CEF when the group is still more than 6 MU from its target
// and has 2 CEF or more, stopping 6 MU short of it.
func TestFighterMoveDistances(t *testing.T) {
	far := warship(0, fullthrust.Ship{Name: "Far", Mass: 40, Hull: fullthrust.HullRows(12, 4)}, geom.Vec{Y: 200})
	near := warship(0, fullthrust.Ship{Name: "Near", Mass: 40, Hull: fullthrust.HullRows(12, 4)}, geom.Vec{X: 40, Y: 20})
	c := carrier(geom.Vec{}, "Kite", "Dart", "Tired")
	c.Bays[1].Group = pointdefence.NewGroup("Dart", pointdefence.Fast)
	c.Bays[2].Group.CEF = 1
	c2 := carrier(geom.Vec{X: 40}, "Lunge")
	c2.Sheet.Name = "Tender"
	m := startSetup(t, battle.Setup{Ships: []battle.Ship{far, near, c, c2}})
	// Lunge launches 12 MU toward Near, 20 MU off, then moves 2 MU to 6 MU
	// short and attacks: six attack dice of 1, no hit.
	turnDice(t, m, [2]string{"", "Kite: attack Far\nDart: attack Far\nTired: attack Far\nLunge: attack Near"}, 1, 1, 1, 1, 1, 1)
	for _, w := range []struct {
		name string
		at   geom.Vec
		cef  int
	}{
		{"Kite", geom.Vec{Y: 24}, 5},         // 12 launching, 12 secondary
		{"Dart", geom.Vec{Y: 30}, 5},         // 18 launching, 12 secondary
		{"Tired", geom.Vec{Y: 12}, 1},        // 12 launching, no CEF for a secondary move
		{"Lunge", geom.Vec{X: 40, Y: 14}, 4}, // 12 launching, 2 secondary to 6 MU short; 1 CEF to attack
	} {
		at, cef := groupAt(t, m, w.name)
		if at.Dist(w.at) > 1e-6 || cef != w.cef {
			t.Errorf("turn 1: %s at %v with %d CEF, want %v with %d", w.name, at, cef, w.at, w.cef)
		}
	}
	turnDice(t, m, [2]string{"", ""})
	turnDice(t, m, [2]string{"", "Kite: attack Far\nDart: attack Far"})
	for _, w := range []struct {
		name string
		at   geom.Vec
		cef  int
	}{
		{"Kite", geom.Vec{Y: 60}, 4}, // 24 and 12
		{"Dart", geom.Vec{Y: 78}, 4}, // 36 and 12
	} {
		at, cef := groupAt(t, m, w.name)
		if at.Dist(w.at) > 1e-6 || cef != w.cef {
			t.Errorf("turn 2: %s at %v with %d CEF, want %v with %d", w.name, at, cef, w.at, w.cef)
		}
	}
}

// TestOrdnanceRanges pins the placing distances of RULINGS A7 at
// submission: salvos and heavy missiles to 24 MU, extended-range salvos to
// 36 MU and plasma bolts to 30 MU, a point at exactly the range accepted.
func TestOrdnanceRanges(t *testing.T) {
	boat := battle.Ship{Side: 0, Crew: 2, DCP: 2,
		Sheet: fullthrust.Ship{Name: "Boat", Mass: 60, Hull: fullthrust.HullRows(20, 4), Drive: fullthrust.Drive{Thrust: 4},
			Systems: []fullthrust.System{{Kind: fullthrust.Other, Name: "SMR"}, {Kind: fullthrust.Other, Name: "SMR"},
				{Kind: fullthrust.Other, Name: "HM"}, {Kind: fullthrust.Other, Name: "PBL"}, {Kind: fullthrust.FireControl}, {Kind: fullthrust.FireControl}}},
		Mounts: []battle.Mount{{Kind: battle.SalvoRack, System: 0, Ammo: 1}, {Kind: battle.SalvoRack, System: 1, Ammo: 1, Extended: true},
			{Kind: battle.HeavyMissile, System: 2, Ammo: 1}, {Kind: battle.PlasmaBolt, System: 3, Class: 2}},
		Start: battle.Start{Motion: manoeuvre.NewMotion(geom.Vec{}, geom.Clock(12), 0)}}
	enemy := warship(1, fullthrust.Ship{Name: "Enemy", Mass: 40, Hull: fullthrust.HullRows(12, 4)}, geom.Vec{X: 100})
	for _, tc := range []struct {
		line string
		ok   bool
	}{
		{"Boat salvo: 0 24", true},
		{"Boat salvo: 0 36", true}, // the extended-range rack
		{"Boat salvo: 0 36.5", false},
		{"Boat missile: 0 24", true},
		{"Boat missile: 0 24.5", false},
		{"Boat plasma: 0 30", true},
		{"Boat plasma: 0 30.5", false},
	} {
		m := startSetup(t, battle.Setup{Ships: []battle.Ship{boat, enemy}})
		_, err := m.Submit(0, game.Orders{Text: tc.line})
		if tc.ok && err != nil {
			t.Errorf("%q refused: %v", tc.line, err)
		}
		if !tc.ok && (err == nil || !strings.Contains(err.Error(), "beyond")) {
			t.Errorf("%q: err = %v, want it beyond reach", tc.line, err)
		}
	}
}
