package fullthrust

import (
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
)

// carrierState is a points battle: Navy's flagship Monarch (300 points,
// 12 boxes, four B2) against Raiders' carrier Hornet (400 points) with a
// torpedo group in its bay, d MU away, and two escorts of 100 points.
func carrierState(t *testing.T, d float64) *battle.State {
	t.Helper()
	ship := func(side int, name string, points, hull int, at geom.Vec, sys ...fullthrust.System) battle.Ship {
		return battle.Ship{Side: side, Crew: 2, DCP: 2, Points: points, Sheet: fullthrust.Ship{Name: name, Mass: 60, Hull: fullthrust.HullRows(hull, 4),
			Drive: fullthrust.Drive{Thrust: 4}, Systems: sys}, Start: battle.Start{Motion: manoeuvre.NewMotion(at, geom.Clock(12), 0)}}
	}
	b2 := fullthrust.System{Kind: fullthrust.Beam, Class: 2} // all arcs
	monarch := ship(0, "Monarch", 300, 12, geom.Vec{}, b2, b2, b2, b2)
	cv := ship(1, "Hornet", 400, 30, geom.Vec{Y: d}, fullthrust.System{Kind: fullthrust.Other, Name: "bay"})
	cv.Bays = []battle.Bay{{System: 0, Group: pointdefence.NewGroup("Stinger", pointdefence.Torpedo)}}
	pike := ship(1, "Pike", 100, 10, geom.Vec{X: -5, Y: d})
	spear := ship(1, "Spear", 100, 10, geom.Vec{X: 5, Y: d})
	js, err := battle.MarshalSetup(battle.Setup{Turns: 6, Victory: battle.Points, Sides: []string{"Navy", "Raiders"}, Ships: []battle.Ship{monarch, cv, pike, spear}})
	if err != nil {
		t.Fatal(err)
	}
	m, err := game.Start(battle.Rules{}, nil, js, 1)
	if err != nil {
		t.Fatal(err)
	}
	return m.State().(*battle.State)
}

// TestKeyShips checks the points plan: with the torpedo group able to
// reach the flagship this turn, the flagship counts as lost, both escorts
// together (200) score less than it (300), so the carrier is the key ship
// and the escorts are not; with the carrier far off, no ship is key.
func TestKeyShips(t *testing.T) {
	for _, tc := range []struct {
		d   float64
		key bool
	}{{20, true}, {80, false}} {
		st := carrierState(t, tc.d)
		v := st.View(0).(battle.View)
		ships, _ := visible(st, 0, Doctrine{})
		key := keyShips(st, v, 0, ships)
		if !tc.key {
			if key != nil {
				t.Errorf("d %v: key ships %v, want none", tc.d, key)
			}
			continue
		}
		if key == nil {
			t.Fatalf("d %v: no key ship, want the carrier", tc.d)
		}
		for j, s := range ships {
			want := 1.0
			if s.Ship.Name == "Hornet" {
				want = keyWeight
			}
			if key[j] != want {
				t.Errorf("d %v: %s weighs %v, want %v", tc.d, s.Ship.Name, key[j], want)
			}
		}
		if _, theirs, _ := score(st, v, 0); theirs != 0 {
			t.Errorf("score before any loss: theirs %d, want 0", theirs)
		}
	}
}

// TestFlakChoiceWeighsTorpedoes checks that a torpedo group in space
// within reach of the flagship is worth more to its beams than long-range
// fire at an escort, and that the line is one the rules accept.
func TestFlakChoiceWeighsTorpedoes(t *testing.T) {
	st := carrierState(t, 20)
	v := st.View(0).(battle.View)
	ships, idx := visible(st, 0, Doctrine{})
	k := 0
	g := battle.FighterView{Name: "Stinger", Type: "torpedo", Side: 1, Strength: 6, CEF: 6, Status: "in space", At: geom.Vec{Y: 10}}
	if n := flakBeamsAt(ships[k], g); n != 4 {
		t.Fatalf("%d batteries bear on a group 10 MU ahead, want 4", n)
	}
	v.Fighters = []battle.FighterView{g}
	// The group is still in its bay in the battle, so the rules refuse
	// fire at it: flakChoice offers no line, whatever its worth.
	if line := flakChoice(st, v, 0, ships, idx, k, 0); line != "" {
		t.Errorf("fire at a group in its bay offered: %q", line)
	}
	runs := flakRuns(g, v.Turns-v.Turn)
	want := 4.0 / 6 * fighterRunDamage("torpedo") * runs * boxWorth(ships[k], 300)
	if want <= shipFireValue(new(bearings).reset(st, idx), ships, idx, k, nil) {
		t.Errorf("torpedo group worth %.1f, no more than fire at a ship", want)
	}
	if fighterRunDamage(interceptorTypeName) != 0 {
		t.Error("interceptors are weighed as attacking ships")
	}
}
