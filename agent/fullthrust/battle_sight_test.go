package fullthrust

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// TestVisibleInReusesItsBuffer checks that visibleIn with a buffer used
// before finds what visible finds and allocates nothing: the battle
// players ask for the ships at every call of Write.
func TestVisibleInReusesItsBuffer(t *testing.T) {
	st := fourShips(t).New()
	var buf sight
	visibleIn(st, 1, Doctrine{ET: true}, &buf)
	if n := testing.AllocsPerRun(20, func() { visibleIn(st, 1, Doctrine{ET: true}, &buf) }); n != 0 {
		t.Errorf("visibleIn with a used buffer allocates %v times a call, want 0", n)
	}
	got, idx := visibleIn(st, 1, Doctrine{ET: true}, &buf)
	want, wantIdx := visible(st, 1, Doctrine{ET: true})
	if len(want) != 4 {
		t.Fatalf("visible finds %d ships, want 4", len(want))
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("visibleIn differs from visible:\n%s", diff)
	}
	if diff := cmp.Diff(wantIdx, idx); diff != "" {
		t.Errorf("visibleIn's indices differ from visible's:\n%s", diff)
	}
}

// fourShips returns a battle of two ships a side, each of two B2
// batteries, 10 MU apart along the table and the sides 30 MU apart,
// prepared.
func fourShips(t *testing.T) battle.Prepared {
	t.Helper()
	b2 := fullthrust.System{Kind: fullthrust.Beam, Class: 2}
	var ships []battle.Ship
	for k, name := range []string{"Ajax", "Hector", "Paris", "Priam"} {
		ships = append(ships, battle.Ship{Side: k % 2, Crew: 2, DCP: 2, Sheet: fullthrust.Ship{Name: name, Mass: 60,
			Armour: []int{4}, Hull: fullthrust.HullRows(12, 4), Drive: fullthrust.Drive{Thrust: 4}, Systems: []fullthrust.System{b2, b2}},
			Start: battle.Start{Motion: manoeuvre.NewMotion(geom.Vec{X: float64(10 * k), Y: float64(30 * (k % 2))}, geom.Clock(12), 2)}})
	}
	js, err := battle.MarshalSetup(battle.Setup{Turns: 6, Sides: []string{"Greeks", "Trojans"}, Ships: ships})
	if err != nil {
		t.Fatal(err)
	}
	start, err := battle.Rules{}.Prepare(nil, js)
	if err != nil {
		t.Fatal(err)
	}
	return start
}
