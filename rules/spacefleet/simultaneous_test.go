package spacefleet

import (
	"slices"
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rng"
)

// TestFireSimultaneousWithSensors checks that fire within a class is
// simultaneous under limited sensors too ("Firing"; RULINGS D2#10): Blue's
// heavy cruiser B2 declares fire at Red's R0, whose squadron's EW hides it
// from B2 at 11 hexes but not from Blue's B1 at 8. Red's R1 fires first in
// ship order and destroys B1; B2's declared shot is still resolved, as the
// declarations of a class all stand, rather than lost because Blue no longer
// sees R0.
func TestFireSimultaneousWithSensors(t *testing.T) {
	hc := StandardDesign(HeavyCruiser)
	ew := Design{Class: HeavyCruiser, Speed: 2, Beams: 3, Shields: 6, EW: true} // 2 + 3 + 3 + 1 = 9
	s := Setup{Width: 12, Height: 24, Sides: []Side{
		{Name: "Red", Squadrons: []Squadron{
			{Name: "ew", Ships: []ShipSetup{{Name: "R0", Design: ew, At: Cell{5, 20}, Facing: 0}}},
			{Name: "guns", Ships: []ShipSetup{{Name: "R1", Design: hc, At: Cell{5, 19}, Facing: 0}}},
		}},
		{Name: "Blue", Squadrons: []Squadron{{Name: "blue", Ships: []ShipSetup{
			{Name: "B1", Design: hc, At: Cell{5, 12}, Facing: 3},
			{Name: "B2", Design: hc, At: Cell{5, 9}, Facing: 3},
		}}}},
	}}
	// R0 and R1 are squadrons of one, so that R0's EW does not cover R1.
	st := mustNew(t, s, Options{Sensors: true, EW: true, LoneShips: true}, 1)
	// B1 has lost its shields and its damage capacity: one more damaging
	// hit destroys it.
	st.ships[2].shields, st.ships[2].damage = 0, 4
	for st.Phase() != PhaseFire {
		if st.Phase() == PhaseMove {
			stayAll(t, st)
			continue
		}
		apply(t, st, DoneAction(st.Waiting().First()))
	}
	if st.Step() != HeavyCruiser {
		t.Fatalf("fire step %s, want heavy cruisers", st.Step())
	}
	if d := st.Detected(1, 0); d != Full {
		t.Fatalf("Blue sees R0 as %s, want full", d)
	}
	apply(t, st, FireAction(0, 1, 2, Beam, 1))
	apply(t, st, FireAction(1, 3, 0, Beam, 1))
	apply(t, st, DoneAction(0))
	// R1 at B1, range 7, needs 5: 5 hits; damage roll 5: half speed, the
	// fifth damage point, destroyed. B2 at R0, range 11, needs 6: 6 hits.
	// Then the turn ends and the next turn's initiative is rolled: 1, 2.
	script := rng.NewScript([]int{5, 5, 6, 1, 2})
	var fired []string
	if err := st.Apply(DoneAction(1), script, func(e game.Event) {
		if e.Kind == "fire" {
			fired = append(fired, e.Text)
		}
	}); err != nil {
		t.Fatal(err)
	}
	if err := script.Err(); err != nil {
		t.Fatal(err)
	}
	if u := script.Unused(); len(u) > 0 {
		t.Fatalf("dice %v not used; fire: %q", u, fired)
	}
	if st.Status(2) != Destroyed {
		t.Errorf("B1 is %s, want destroyed", st.Status(2))
	}
	want := []string{
		"Red R1 (#1) fires 1 beam at Blue B1 (#2) (range 7, needs 5): 5, 1 hit",
		"Blue B2 (#3) fires 1 beam at Red R0 (#0) (range 11, needs 6): 6, 1 hit",
	}
	if !slices.Equal(fired, want) {
		t.Errorf("fire events %q, want %q", fired, want)
	}
}
