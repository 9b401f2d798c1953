package fullthrust

import (
	"slices"
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
			st := stateOf(t, battle.Setup{Turns: 3, Sides: []string{"Navy", "Raiders"}, Ships: []battle.Ship{big, esc, cv}})
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

// TestB1AtPlannedEnds checks that the B1 is committed to point defence
// by where the ship ends its move: a battleship now 15 MU from an enemy
// carrier (near enough for its B1 to fire) that plans to end 30 MU from
// it keeps its B1 for the strike its fighters will make, and one now 30
// MU away that plans to end 10 MU from the carrier keeps them for ship
// fire. The carrier's group in its bay threatens both ends.
func TestB1AtPlannedEnds(t *testing.T) {
	for _, c := range []struct {
		name string
		now  geom.Vec // the battleship's place; the carrier is at the origin
		end  geom.Vec
		pd   bool
	}{
		{"near now, far at the end", geom.Vec{Y: -15}, geom.Vec{Y: -30}, true},
		{"far now, near at the end", geom.Vec{Y: -30}, geom.Vec{Y: -10}, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			big := battle.Ship{Side: 0, Crew: 2, DCP: 2, Sheet: ft.Ship{Name: "Monarch", Mass: 100, Hull: ft.HullRows(30, 4),
				Drive: ft.Drive{Thrust: 4}, Systems: []ft.System{{Kind: ft.Beam, Class: 1}, {Kind: ft.Beam, Class: 1}}},
				Start: battle.Start{Motion: manoeuvre.NewMotion(c.now, geom.Clock(6), 0)}}
			cv := battle.Ship{Side: 1, Crew: 2, DCP: 2, Sheet: ft.Ship{Name: "Hornet", Mass: 80, Hull: ft.HullRows(24, 4),
				Drive: ft.Drive{Thrust: 2}, Systems: []ft.System{{Kind: ft.Other, Name: "bay"}}},
				Start: battle.Start{Motion: manoeuvre.NewMotion(geom.Vec{}, geom.Clock(12), 0)}}
			cv.Bays = []battle.Bay{{System: 0, Group: pointdefence.NewGroup("Stinger", pointdefence.Standard)}}
			st := stateOf(t, battle.Setup{Turns: 3, Sides: []string{"Navy", "Raiders"}, Ships: []battle.Ship{big, cv}})
			lines := defenceOrdersAt(st, 0, st.View(0).(battle.View), nil, map[string]geom.Vec{"Monarch": c.end})
			text := strings.Join(lines, "\n")
			if err := st.CheckOrders(0, game.Orders{Text: text}); err != nil {
				t.Fatalf("orders %q refused: %v", text, err)
			}
			if got := strings.Contains(text, "Monarch pd: b1"); got != c.pd {
				t.Errorf("B1 committed %v, want %v: %q", got, c.pd, text)
			}
		})
	}
}

// TestCoverChoosesAmongAllies checks which ally the escort covers when
// several are within 6 MU of its end (defenceOrdersAt): the threatened
// ally with the most hull, of those with more hull than its own. Monarch
// (30 hull) and Reliant (18) have more hull than Picket (9), Tug (6)
// less; Hornet's group in its bay threatens every end within 30 MU of it
// (launchThreat), and Picket ends at the origin, 28 MU from Hornet.
func TestCoverChoosesAmongAllies(t *testing.T) {
	threatened, safe := geom.Vec{X: 3, Y: 2}, geom.Vec{X: -2, Y: -5} // 26.2 and 33.1 MU from Hornet
	for _, c := range []struct {
		name string
		ends map[string]geom.Vec
		want string // the ally covered; "" for none
	}{
		{"both threatened", map[string]geom.Vec{"Monarch": threatened, "Reliant": {X: -3, Y: 2}, "Tug": {X: 2}}, "Monarch"},
		{"the biggest safe", map[string]geom.Vec{"Monarch": safe, "Reliant": threatened, "Tug": {X: 2}}, "Reliant"},
		{"only a smaller ally threatened", map[string]geom.Vec{"Monarch": safe, "Reliant": {X: 2, Y: -5}, "Tug": threatened}, ""},
		{"the biggest beyond 6 MU", map[string]geom.Vec{"Monarch": {X: 7}, "Reliant": threatened, "Tug": {X: 2}}, "Reliant"},
	} {
		t.Run(c.name, func(t *testing.T) {
			ship := func(side int, name string, hull int, sys ...ft.System) battle.Ship {
				return battle.Ship{Side: side, Crew: 2, DCP: 2, Sheet: ft.Ship{Name: name, Mass: 50, Hull: ft.HullRows(hull, 4),
					Drive: ft.Drive{Thrust: 2}, Systems: sys}, Start: battle.Start{Motion: manoeuvre.NewMotion(geom.Vec{X: float64(hull)}, geom.Clock(12), 0)}}
			}
			cv := ship(1, "Hornet", 24, ft.System{Kind: ft.Other, Name: "bay"})
			cv.Start.Motion.Pos = geom.Vec{Y: 28}
			cv.Bays = []battle.Bay{{System: 0, Group: pointdefence.NewGroup("Stinger", pointdefence.Standard)}}
			ships := []battle.Ship{ship(0, "Tug", 6), ship(0, "Reliant", 18), ship(0, "Monarch", 30),
				ship(0, "Picket", 9, ft.System{Kind: ft.PDS}, ft.System{Kind: ft.PDS}, ft.System{Kind: ft.ADFC}), cv}
			st := stateOf(t, battle.Setup{Turns: 3, Sides: []string{"Navy", "Raiders"}, Ships: ships})
			ends := map[string]geom.Vec{"Picket": {}}
			for name, at := range c.ends {
				ends[name] = at
			}
			lines := defenceOrdersAt(st, 0, st.View(0).(battle.View), nil, ends)
			text := strings.Join(lines, "\n")
			if err := st.CheckOrders(0, game.Orders{Text: text}); err != nil {
				t.Fatalf("orders %q refused: %v", text, err)
			}
			var covers []string
			for _, l := range lines {
				if _, ally, ok := strings.Cut(l, "Picket cover: "); ok {
					covers = append(covers, ally)
				}
			}
			want := []string{c.want}
			if c.want == "" {
				want = nil
			}
			if !slices.Equal(covers, want) {
				t.Errorf("Picket covers %q, want %q: %q", covers, want, text)
			}
		})
	}
}
