package fullthrust

import (
	"strings"
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	ft "github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
)

// TestCoverAtPlannedEnds checks that the escort's ADFC cover is written
// for where the ships will be after movement, where the rules judge it
// (reading W11): an escort now 20 MU from the battleship covers it when
// its planned end is 3 MU from the battleship's, and an escort now 3 MU
// away does not when its planned end is 20 MU away (the cover would
// lapse). An enemy carrier's group 25 MU ahead threatens both.
func TestCoverAtPlannedEnds(t *testing.T) {
	for _, c := range []struct {
		name   string
		now    geom.Vec // the escort's place
		ends   map[string]geom.Vec
		covers bool
	}{
		{"far now, near at the end", geom.Vec{X: 20}, map[string]geom.Vec{"Monarch": {}, "Picket": {X: 3}}, true},
		{"far now, no plan", geom.Vec{X: 20}, nil, false},
		{"near now, far at the end", geom.Vec{X: 3}, map[string]geom.Vec{"Monarch": {}, "Picket": {X: 20}}, false},
		{"near now, no plan", geom.Vec{X: 3}, nil, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			ship := func(side int, name string, hull int, at geom.Vec, sys ...ft.System) battle.Ship {
				return battle.Ship{Side: side, Crew: 2, DCP: 2, Sheet: ft.Ship{Name: name, Mass: 50, Hull: ft.HullRows(hull, 4),
					Drive: ft.Drive{Thrust: 2}, Systems: sys}, Start: battle.Start{Motion: manoeuvre.NewMotion(at, geom.Clock(12), 0)}}
			}
			big := ship(0, "Monarch", 30, geom.Vec{})
			esc := ship(0, "Picket", 9, c.now, ft.System{Kind: ft.PDS}, ft.System{Kind: ft.PDS}, ft.System{Kind: ft.ADFC})
			cv := ship(1, "Hornet", 24, geom.Vec{Y: 25}, ft.System{Kind: ft.Other, Name: "bay"})
			cv.Bays = []battle.Bay{{System: 0, Group: pointdefence.NewGroup("Stinger", pointdefence.Standard)}}
			js, err := battle.MarshalSetup(battle.Setup{Turns: 3, Sides: []string{"Navy", "Raiders"}, Ships: []battle.Ship{big, esc, cv}})
			if err != nil {
				t.Fatal(err)
			}
			gs, err := battle.Rules{}.New(nil, js, 1)
			if err != nil {
				t.Fatal(err)
			}
			st := gs.(*battle.State)
			lines := defenceOrdersAt(st, 0, st.View(0).(battle.View), nil, c.ends)
			text := strings.Join(lines, "\n")
			if err := st.CheckOrders(0, game.Orders{Text: text}); err != nil {
				t.Fatalf("orders %q refused: %v", text, err)
			}
			if got := strings.Contains(text, "Picket cover: Monarch"); got != c.covers {
				t.Errorf("cover %v, want %v: %q", got, c.covers, text)
			}
		})
	}
}
