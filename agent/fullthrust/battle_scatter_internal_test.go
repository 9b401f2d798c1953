package fullthrust

import (
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	ft "github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
)

// TestScatterFireRule checks the tactical player's rule for scatterguns at
// ships (reading W119): Kra, with a scattergun and a B1, 5 MU from Alpha,
// adds its scattergun to its fire at Alpha when the enemy has no fighters
// and no missiles; it keeps it while an enemy carrier holds a fighter
// group, except on the battle's last turn.
func TestScatterFireRule(t *testing.T) {
	ship := func(side int, name string, at geom.Vec, systems ...ft.System) battle.Ship {
		sh := ft.Ship{Name: name, Mass: 40, Hull: ft.HullRows(12, 4), Drive: ft.Drive{Thrust: 4}, Systems: systems}
		return battle.Ship{Side: side, Crew: 2, DCP: 2, Sheet: sh, Start: battle.Start{Motion: manoeuvre.NewMotion(at, geom.Clock(12), 0)}}
	}
	kra := ship(0, "Kra", geom.Vec{}, ft.System{Kind: ft.Scattergun}, ft.System{Kind: ft.Beam, Class: 1}, ft.System{Kind: ft.FireControl})
	alpha := ship(1, "Alpha", geom.Vec{Y: 5})
	carrier := ship(1, "Carrier", geom.Vec{X: 40}, ft.System{Kind: ft.Other, Name: "bay"})
	carrier.Bays = []battle.Bay{{System: 0, Group: pointdefence.NewGroup("Wasp", pointdefence.Standard)}}
	for _, c := range []struct {
		name  string
		ships []battle.Ship
		turns int
		want  string
	}{
		{"no threat", []battle.Ship{kra, alpha}, 3, "Kra: Alpha [B1 SG]"},
		{"fighters left", []battle.Ship{kra, alpha, carrier}, 3, "Kra: Alpha"},
		{"fighters left, last turn", []battle.Ship{kra, alpha, carrier}, 1, "Kra: Alpha [B1 SG]"},
	} {
		setup := battle.Setup{Turns: c.turns, Sides: []string{"Navy", "Raiders"}, Table: battle.Table{Width: 200, Depth: 200}, Ships: c.ships}
		st := stateOf(t, setup)
		if err := st.Resolve([]game.Orders{{}, {}}, rng.New(1), nil); err != nil || st.Phase() != battle.FirePhase {
			t.Fatalf("%s: movement: %v, then phase %v", c.name, err, st.Phase())
		}
		ships, idx := visible(st, game.Player(0), Doctrine{})
		line := tacticalFire(new(bearings).reset(st, idx), ships, idx, 0, nil)
		if got := scatterFire(st, st.View(0).(battle.View), 0, ships, idx, 0, line); got != c.want {
			t.Errorf("%s: fire line %q, want %q", c.name, got, c.want)
		}
	}
}
