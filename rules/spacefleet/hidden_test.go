package spacefleet

import (
	"encoding/json"
	"slices"
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rng"
)

// viewJSON returns player p's view as JSON, without the players waited for
// (which tell whose move it is, not what anyone sees).
func viewJSON(t *testing.T, st *State, p game.Player) string {
	t.Helper()
	v := st.View(p).(View)
	v.Waiting = nil
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// ewStandoff returns a battle in the heavy cruisers' fire step: Red's EW
// cruiser (ship 0) 11 hexes from Blue's cruiser (ship 2), beyond the 9
// hexes at which Blue sees a squadron with EW, and a second Red cruiser
// (ship 1) that Blue sees and may fire at. Red sees Blue's cruiser.
func ewStandoff(t *testing.T, version int) *State {
	t.Helper()
	ew := Design{Class: HeavyCruiser, Speed: 3, Beams: 2, Shields: 6, EW: true}
	hc := StandardDesign(HeavyCruiser)
	s := Setup{Width: 14, Height: 30, Sides: []Side{
		{Name: "Red", Squadrons: []Squadron{
			{Name: "Shadow", Ships: []ShipSetup{{Design: ew, At: Cell{5, 20}}}},
			{Name: "Line", Ships: []ShipSetup{{Design: hc, At: Cell{8, 19}}}},
		}},
		{Name: "Blue", Squadrons: []Squadron{{Ships: []ShipSetup{{Design: hc, At: Cell{5, 9}, Facing: 3}}}}},
	}}
	st := mustNew(t, s, Options{Sensors: true, EW: true, LoneShips: true}, 1)
	st.g.version = version
	for st.Phase() != PhaseFire {
		switch st.Phase() {
		case PhaseMove:
			stayAll(t, st)
		default:
			apply(t, st, DoneAction(st.Waiting().First()))
		}
	}
	if st.Step() != HeavyCruiser || st.Waiting() != game.Players(0, 1) {
		t.Fatalf("step %s, waiting %v; want heavy cruisers, both sides", st.Step(), st.Waiting())
	}
	if st.Detected(1, 0) == Full || st.Detected(1, 1) != Full || st.Detected(0, 2) != Full {
		t.Fatalf("detection: Blue sees ships 0 and 1 at %s and %s, Red sees ship 2 at %s", st.Detected(1, 0), st.Detected(1, 1), st.Detected(0, 2))
	}
	return st
}

// TestDeclarationRevealsNothing checks that Red's fire declaration changes
// neither Blue's view nor Blue's legal actions before the step resolves
// (firing reveals a ship at 12 hexes instead of 9 with EW, but only once
// the step's fire is resolved), that Red's own view records it, and that
// the fire, once resolved, reveals the ship for the next steps. Under rules
// version 2 the declaration revealed Red's cruiser at once.
func TestDeclarationRevealsNothing(t *testing.T) {
	for _, version := range []int{currentVersion, 2} {
		st := ewStandoff(t, version)
		blueView, redView := viewJSON(t, st, 1), viewJSON(t, st, 0)
		blueActs := st.Actions(1, nil)
		apply(t, st, FireAction(0, 0, 2, Beam, 1))
		leaked := viewJSON(t, st, 1) != blueView || !slices.Equal(st.Actions(1, nil), blueActs)
		if version == 2 {
			if !leaked {
				t.Error("version 2: the declaration did not reveal the firer: the test cannot fail")
			}
			continue
		}
		if leaked {
			t.Errorf("Red's declaration changed Blue's view or actions:\n%s\n%s", blueView, viewJSON(t, st, 1))
		}
		if viewJSON(t, st, 0) == redView {
			t.Error("Red's view does not record its declaration")
		}
		if st.Detected(1, 0) == Full {
			t.Error("Blue fully detects Red's EW cruiser before the step resolves")
		}
		// Both declare nothing more; the step resolves, the turn ends, and
		// Red's cruiser, having fired, is revealed to Blue at 11 hexes.
		apply(t, st, DoneAction(0))
		if err := st.Apply(DoneAction(1), rng.New(1), nil); err != nil {
			t.Fatal(err)
		}
		if st.Detected(1, 0) != Full {
			t.Errorf("after the step Blue sees Red's EW cruiser at %s, want full", st.Detected(1, 0))
		}
	}
}
