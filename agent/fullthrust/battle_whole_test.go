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

// TestTacticalPlayerKeepsToTheTubes: a carrier with one launch tube (with
// a catapult, so that it launches under thrust) and three groups ready, an
// enemy in reach. Each group's attack line is accepted alone, but the three
// launches together are more than the tube takes (reading W59), and the
// battle refused the tactical player's orders. Now the player launches one
// group and keeps the others in the bays; the random player's orders are
// accepted too.
func TestTacticalPlayerKeepsToTheTubes(t *testing.T) {
	ship := func(side int, name string, at geom.Vec, sys ...fullthrust.System) battle.Ship {
		return battle.Ship{Side: side, Crew: 2, DCP: 2, Sheet: fullthrust.Ship{Name: name, Mass: 80, Hull: fullthrust.HullRows(24, 4),
			Drive: fullthrust.Drive{Thrust: 4}, Systems: sys}, Start: battle.Start{Motion: manoeuvre.NewMotion(at, geom.Clock(12), 0)}}
	}
	bay := fullthrust.System{Kind: fullthrust.Other, Name: "bay"}
	cv := ship(0, "Hornet", geom.Vec{}, bay, bay, bay, fullthrust.System{Kind: fullthrust.Other, Name: "catapult"})
	cv.Bays = []battle.Bay{{System: 0, Group: pointdefence.NewGroup("A", pointdefence.Standard)},
		{System: 1, Group: pointdefence.NewGroup("B", pointdefence.Standard)}, {System: 2, Group: pointdefence.NewGroup("C", pointdefence.Torpedo)}}
	cv.Tubes = []int{3}
	en := ship(1, "Target", geom.Vec{Y: 20}, fullthrust.System{Kind: fullthrust.Beam, Class: 2, Arcs: geom.Arcs(geom.F, geom.FP, geom.FS, geom.A, geom.AP, geom.AS)})
	st := startedState(t, battle.Setup{Turns: 5, Sides: []string{"Navy", "Raiders"}, Ships: []battle.Ship{cv, en}})
	o, err := ftagent.NewBattlePlayer().Write(st, 0)
	if err != nil {
		t.Fatal(err)
	}
	if err := st.CheckOrders(0, o); err != nil {
		t.Fatalf("the tactical player's orders are refused: %v\n%s", err, o.Text)
	}
	launched := 0
	for _, g := range []string{"A", "B", "C"} {
		if strings.Contains(o.Text, g+": ") && !strings.Contains(o.Text, g+": hold") {
			launched++
		}
	}
	if launched != 1 {
		t.Errorf("%d groups launched through the one tube, want 1:\n%s", launched, o.Text)
	}
	for seed := range uint64(20) {
		ro, err := ftagent.NewRandomBattlePlayer(rng.Seed(seed)).Write(st, 0)
		if err != nil {
			t.Fatal(err)
		}
		if err := st.CheckOrders(0, ro); err != nil {
			t.Errorf("random player %d: its orders are refused: %v", seed, err)
		}
	}
}
