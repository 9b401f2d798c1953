package web

import (
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// TestTargetsOfOffersScatterguns checks that the fire choices of a ship
// with a scattergun offer it by name (reading W119: a scattergun fires at a
// ship only when the order names it, "TARGET [SG]"), where the page offered
// only the beams' "fire at TARGET": Kra, with a scattergun (6 MU) and a B1
// (12 MU), faces Alpha 5 MU ahead and Bravo 10 MU ahead, out of the
// scattergun's reach.
func TestTargetsOfOffersScatterguns(t *testing.T) {
	ship := func(side int, sheet fullthrust.Ship, at geom.Vec) battle.Ship {
		return battle.Ship{Side: side, Sheet: sheet, Crew: battle.DefaultCrew(sheet.Mass), DCP: battle.DefaultCrew(sheet.Mass),
			Start: battle.Start{Motion: manoeuvre.NewMotion(at, geom.Clock(12), 0)}}
	}
	kra := ship(0, fullthrust.Ship{Name: "Kra", Mass: 40, Hull: fullthrust.HullRows(12, 4), Drive: fullthrust.Drive{Thrust: 4},
		Systems: []fullthrust.System{{Kind: fullthrust.Scattergun}, {Kind: fullthrust.Beam, Class: 1}, {Kind: fullthrust.FireControl}}}, geom.Vec{})
	alpha := ship(1, fullthrust.Ship{Name: "Alpha", Mass: 40, Hull: fullthrust.HullRows(20, 4)}, geom.Vec{Y: 5})
	bravo := ship(1, fullthrust.Ship{Name: "Bravo", Mass: 40, Hull: fullthrust.HullRows(20, 4)}, geom.Vec{Y: 10})
	js, err := battle.MarshalSetup(battle.Setup{Turns: 3, Sides: []string{"Navy", "Raiders"}, Ships: []battle.Ship{kra, alpha, bravo}})
	if err != nil {
		t.Fatal(err)
	}
	m, err := game.Start(battle.Rules{}, nil, js, 1)
	if err != nil {
		t.Fatal(err)
	}
	for p := range 2 { // movement: everyone straight on, at rest
		if _, err := m.Submit(game.Player(p), game.Orders{}); err != nil {
			t.Fatal(err)
		}
	}
	st := m.State().(*battle.State)
	var got []string
	for _, tg := range targetsOf(st, 0, st.Ships(), 0) {
		got = append(got, tg.Value+" | "+tg.What+" | "+tg.Range)
	}
	want := []string{"Alpha | fire at Alpha | 5.0", "Alpha [SG] | fire the scatterguns (one-shot) at Alpha | 5.0", "Bravo | fire at Bravo | 10.0"}
	if len(got) != len(want) {
		t.Fatalf("choices %q, want %q", got, want)
	}
	for k := range want {
		if got[k] != want[k] {
			t.Errorf("choice %d: %q, want %q", k, got[k], want[k])
		}
	}
}
