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
)

// TestBoltSparesOwnShipsEnds checks that the tactical player keeps its
// plasma bolt off where its own ship ends its move under its order, not
// only off where the ship is and where it would be holding its course and
// speed. Lamp, standing still at the origin with a class-2 launcher, is
// ordered to end its move at (0, 12), 3 MU from Hulk at (0, 15): the bolt
// is held with Hulk alone and aimed at Barge, 17 MU from that end, when
// there is one; with no end known (the random player's case) it goes at
// Hulk.
func TestBoltSparesOwnShipsEnds(t *testing.T) {
	ship := func(side int, name string, at geom.Vec, systems ...ft.System) battle.Ship {
		sh := ft.Ship{Name: name, Mass: 40, Hull: ft.HullRows(12, 4), Drive: ft.Drive{Thrust: 4}, Systems: systems}
		return battle.Ship{Side: side, Crew: 2, DCP: 2, Sheet: sh, Start: battle.Start{Motion: manoeuvre.NewMotion(at, geom.Clock(12), 0)}}
	}
	lamp := ship(0, "Lamp", geom.Vec{}, ft.System{Kind: ft.FireControl}, ft.System{Kind: ft.Other, Name: battle.PlasmaBolt.Label()})
	lamp.Mounts = []battle.Mount{{Kind: battle.PlasmaBolt, System: 1, Class: 2}}
	hulk, barge := ship(1, "Hulk", geom.Vec{Y: 15}), ship(1, "Barge", geom.Vec{X: 12, Y: 24})
	end := map[string]geom.Vec{"Lamp": {Y: 12}}
	for _, c := range []struct {
		name  string
		ships []battle.Ship
		ends  map[string]geom.Vec
		want  string // the bolt's line, "" for none
	}{
		{"Hulk alone, Lamp's end next to it", []battle.Ship{lamp, hulk}, end, ""},
		{"Barge beyond the blast of Lamp's end", []battle.Ship{lamp, hulk, barge}, end, "Lamp plasma: 12.0 24.0"},
		{"no end known", []battle.Ship{lamp, hulk}, nil, "Lamp plasma: 0.0 15.0"},
	} {
		t.Run(c.name, func(t *testing.T) {
			st := stateOf(t, battle.Setup{Turns: 3, Sides: []string{"Navy", "Raiders"}, Ships: c.ships})
			lines := salvoOrders(st, game.Player(0), st.View(0).(battle.View), nil, nil, nil, c.ends, false)
			got := ""
			if k := slices.IndexFunc(lines, func(l string) bool { return strings.HasPrefix(l, "Lamp plasma:") }); k >= 0 {
				got = lines[k]
			}
			if got != c.want {
				t.Errorf("bolt %q, want %q (lines %q)", got, c.want, lines)
			}
		})
	}
}
