package fullthrust

import (
	"slices"
	"strings"
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	ft "github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
)

// flakState is Guard, a ship with two PDS, an ADFC and a class-2 beam,
// still at (4, 41) in the fire phase of turn 2, with three enemy groups in
// space that flew past it toward Decoy, far astern, and fought no one:
// Wasp 4.1 MU from Guard, Bee 5 MU and Moth 9.8 MU, beyond its point
// defence's 6. Their carriers are 59 MU away and more, beyond the beam's
// reach.
func flakState(t *testing.T) *battle.State {
	t.Helper()
	still := func(side int, name string, at geom.Vec, sys ...ft.System) battle.Ship {
		return battle.Ship{Side: side, Crew: 2, DCP: 2, Sheet: ft.Ship{Name: name, Mass: 60, Hull: ft.HullRows(30, 4),
			Drive: ft.Drive{Thrust: 2}, Systems: sys}, Start: battle.Start{Motion: manoeuvre.NewMotion(at, geom.Clock(12), 0)}}
	}
	carrier := func(name string, at geom.Vec, group string) battle.Ship {
		s := still(1, name, at, ft.System{Kind: ft.Other, Name: "bay"})
		s.Bays = []battle.Bay{{System: 0, Group: pointdefence.NewGroup(group, pointdefence.Standard)}}
		return s
	}
	guard := still(0, "Guard", geom.Vec{X: 4, Y: 41}, ft.System{Kind: ft.PDS}, ft.System{Kind: ft.PDS}, ft.System{Kind: ft.ADFC},
		ft.System{Kind: ft.Beam, Class: 2}, ft.System{Kind: ft.FireControl})
	st := stateOf(t, battle.Setup{Turns: 5, Victory: battle.Destroy, Sides: []string{"Navy", "Raiders"},
		Ships: []battle.Ship{guard, still(0, "Decoy", geom.Vec{Y: -100}), carrier("Ark", geom.Vec{Y: 100}, "Wasp"), carrier("Bark", geom.Vec{Y: 104}, "Bee"), carrier("Cark", geom.Vec{Y: 110}, "Moth")}})
	attack := game.Orders{Text: "Wasp: attack Decoy\nBee: attack Decoy\nMoth: attack Decoy"}
	for _, o := range [][]game.Orders{{{}, attack}, {{}, {}}, {{}, attack}} {
		if err := st.Resolve(o, rng.New(1), nil); err != nil {
			t.Fatal(err)
		}
	}
	v := st.View(0).(battle.View)
	for _, f := range v.Fighters {
		if want := map[string]float64{"Wasp": 4.12, "Bee": 5, "Moth": 9.85}[f.Name]; f.Status != "in space" || f.Engaged || f.At.Dist(geom.Vec{X: 4, Y: 41}) > want+0.01 {
			t.Fatalf("%s %+v: want in space, not engaged, %.2f MU from Guard", f.Name, f, want)
		}
	}
	if st.Phase() != battle.FirePhase || st.Turn() != 2 {
		t.Fatalf("phase %v of turn %d, want the fire phase of turn 2", st.Phase(), st.Turn())
	}
	return st
}

// TestAirFireNearestFirst checks the tactical player's fire at fighters
// (airFire): Guard fires its point defence at the nearest enemy group it
// may, Wasp, then its beams at the nearest group they may fire at, Bee (a
// ship fires at a group once).
func TestAirFireNearestFirst(t *testing.T) {
	st := flakState(t)
	v := st.View(0).(battle.View)
	lines := airFire(st, 0, v, nil)
	if err := st.CheckOrders(0, game.Orders{Text: strings.Join(lines, "\n")}); err != nil {
		t.Fatalf("orders %q refused: %v", lines, err)
	}
	want := []string{"Guard fire at: Wasp pds", "Guard fire at: Bee beams"}
	if !slices.Equal(lines, want) {
		t.Errorf("fire at fighters %q, want %q", lines, want)
	}
}
