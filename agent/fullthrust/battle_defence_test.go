package fullthrust_test

import (
	"strings"
	"testing"

	ftagent "github.com/broadside/broadside/agent/fullthrust"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
)

// escortedState is a battleship with 2 B1 and an escort with 2 PDS and an
// ADFC 3 MU from it, and an enemy carrier with one group in its bay, d MU
// away.
func escortedState(t *testing.T, d float64) *battle.State {
	t.Helper()
	ship := func(side int, name string, mass, hull int, at geom.Vec, sys ...fullthrust.System) battle.Ship {
		return battle.Ship{Side: side, Crew: 2, DCP: 2, Sheet: fullthrust.Ship{Name: name, Mass: mass, Hull: fullthrust.HullRows(hull, 4),
			Drive: fullthrust.Drive{Thrust: 2}, Systems: sys}, Start: battle.Start{Motion: manoeuvre.NewMotion(at, geom.Clock(12), 0)}}
	}
	big := ship(0, "Monarch", 100, 30, geom.Vec{}, fullthrust.System{Kind: fullthrust.Beam, Class: 1}, fullthrust.System{Kind: fullthrust.Beam, Class: 1})
	esc := ship(0, "Picket", 30, 9, geom.Vec{X: 3}, fullthrust.System{Kind: fullthrust.PDS}, fullthrust.System{Kind: fullthrust.PDS}, fullthrust.System{Kind: fullthrust.ADFC})
	cv := ship(1, "Hornet", 80, 24, geom.Vec{Y: d}, fullthrust.System{Kind: fullthrust.Other, Name: "bay"})
	cv.Bays = []battle.Bay{{System: 0, Group: pointdefence.NewGroup("Stinger", pointdefence.Standard)}}
	return startedState(t, battle.Setup{Turns: 3, Sides: []string{"Navy", "Raiders"}, Ships: []battle.Ship{big, esc, cv}})
}

// TestBattlePlayerPointDefenceOrders checks the tactical player's point
// defence: with enemy fighters in reach it commits its B1 when no enemy
// ship is near enough for them to fire, and the escort lends its PDS
// through its ADFC to the bigger ship; with no threat it orders neither.
func TestBattlePlayerPointDefenceOrders(t *testing.T) {
	for _, tc := range []struct {
		name      string
		d         float64
		pd, cover bool
	}{
		{"fighters in reach", 25, true, true},
		{"an enemy ship within B1 reach", 15, false, true},
		{"no threat", 60, false, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st := escortedState(t, tc.d)
			o, err := ftagent.NewBattlePlayer().Write(st, 0)
			if err != nil {
				t.Fatal(err)
			}
			if err := st.CheckOrders(0, o); err != nil {
				t.Fatalf("orders %q refused: %v", o.Text, err)
			}
			if got := strings.Contains(o.Text, "Monarch pd: b1"); got != tc.pd {
				t.Errorf("B1 committed %v, want %v: %q", got, tc.pd, o.Text)
			}
			if got := strings.Contains(o.Text, "Picket cover: Monarch"); got != tc.cover {
				t.Errorf("cover %v, want %v: %q", got, tc.cover, o.Text)
			}
		})
	}
	// The random player's orders, point defence included, are always
	// accepted.
	st := escortedState(t, 25)
	r := ftagent.NewRandomBattlePlayer(rng.Seed(3))
	seen := map[string]bool{}
	for range 40 {
		o, err := r.Write(st, 0)
		if err != nil {
			t.Fatal(err)
		}
		if err := st.CheckOrders(0, o); err != nil {
			t.Fatalf("random orders %q refused: %v", o.Text, err)
		}
		seen["pd"] = seen["pd"] || strings.Contains(o.Text, " pd: b1")
		seen["cover"] = seen["cover"] || strings.Contains(o.Text, " cover: ")
	}
	if !seen["pd"] || !seen["cover"] {
		t.Errorf("the random player never wrote %v in 40 orders", seen)
	}
}
