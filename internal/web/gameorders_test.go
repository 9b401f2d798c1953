package web

import (
	"strings"
	"testing"

	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/spacefleet"
)

// TestOrdersOfferSweep checks that a ship in a minefield its side knows is
// offered the sweep as a button, which no board marker offers, even when
// its plain moves are too many for buttons.
func TestOrdersOfferSweep(t *testing.T) {
	s := spacefleet.Setup{Width: 10, Height: 12, Sides: []spacefleet.Side{
		{Name: "Red", Squadrons: []spacefleet.Squadron{{Ships: []spacefleet.ShipSetup{
			{Design: spacefleet.StandardDesign(spacefleet.HeavyCruiser), At: spacefleet.Cell{Col: 4, Row: 9}}}}},
			Mines: []spacefleet.Cell{{Col: 4, Row: 9}}},
		{Name: "Blue", Squadrons: []spacefleet.Squadron{{Ships: []spacefleet.ShipSetup{
			{Design: spacefleet.StandardDesign(spacefleet.Destroyer), At: spacefleet.Cell{Col: 4, Row: 3}, Facing: 3}}}}},
	}}
	st, err := spacefleet.New(s, spacefleet.Options{Mines: true}, 1)
	if err != nil {
		t.Fatal(err)
	}
	if st.Waits(1) {
		if err := st.Apply(spacefleet.MoveAction(1, 1, spacefleet.Path{Pivot: st.Facing(1)}, false), rng.New(1), nil); err != nil {
			t.Fatal(err)
		}
	}
	buttons, all := orders(st, 0, 0)
	if len(all) <= 12 {
		t.Fatalf("only %d orders: the test needs more than buttons hold", len(all))
	}
	var sweeps, moves int
	for _, o := range buttons {
		switch {
		case strings.Contains(o.Label, "stays and sweeps the minefield"):
			sweeps++
			if !strings.HasSuffix(o.Action, "sweep") {
				t.Errorf("sweep button %q posts %q", o.Label, o.Action)
			}
		case strings.HasPrefix(o.Action, "move"):
			moves++
		}
	}
	if sweeps == 0 || moves != 0 {
		t.Errorf("buttons offer %d sweeps and %d plain moves, want sweeps and no plain move: %+v", sweeps, moves, buttons)
	}
}
