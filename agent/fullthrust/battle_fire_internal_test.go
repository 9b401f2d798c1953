package fullthrust

import (
	"math"
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	ft "github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// TestTacticalFireTies checks the order of tacticalFire's targets when
// they are worth the same: the Arrow, with two fire controls, a class-3
// beam into FP and a class-2 beam into FS, faces two unarmed enemies of
// one hull, the Gnat 18 MU off in FP and the Ox 6 MU off in FS, so that
// each beam rolls two dice at its own target; the target the battle lists
// first leads the line, the Gnat or, with the two listed the other way,
// the Ox.
func TestTacticalFireTies(t *testing.T) {
	at := func(deg, r float64) geom.Vec {
		return geom.Vec{X: r * math.Sin(deg*math.Pi/180), Y: r * math.Cos(deg*math.Pi/180)}
	}
	ship := func(side int, name string, at geom.Vec, systems ...ft.System) battle.Ship {
		sh := ft.Ship{Name: name, Mass: 40, Hull: ft.HullRows(12, 4), Drive: ft.Drive{Thrust: 4}, Systems: systems}
		return battle.Ship{Side: side, Crew: 2, DCP: 2, Sheet: sh, Start: battle.Start{Motion: manoeuvre.NewMotion(at, geom.Clock(12), 0)}}
	}
	arrow := ship(0, "Arrow", geom.Vec{}, ft.System{Kind: ft.Beam, Class: 3, Arcs: geom.Arcs(geom.FP)},
		ft.System{Kind: ft.Beam, Class: 2, Arcs: geom.Arcs(geom.FS)}, ft.System{Kind: ft.FireControl}, ft.System{Kind: ft.FireControl})
	gnat, ox := ship(1, "Gnat", at(300, 18)), ship(1, "Ox", at(60, 6))
	for _, c := range []struct {
		ships []battle.Ship
		want  string
	}{
		{[]battle.Ship{arrow, gnat, ox}, "Arrow: Gnat [B3], Ox [B2]"},
		{[]battle.Ship{arrow, ox, gnat}, "Arrow: Ox [B2], Gnat [B3]"},
	} {
		setup := battle.Setup{Turns: 3, Sides: []string{"Navy", "Raiders"}, Table: battle.Table{Width: 200, Depth: 200}, Ships: c.ships}
		st := stateOf(t, setup)
		if err := st.Resolve([]game.Orders{{}, {}}, rng.New(1), nil); err != nil || st.Phase() != battle.FirePhase {
			t.Fatalf("movement: %v, then phase %v", err, st.Phase())
		}
		ships, idx := visible(st, game.Player(0), Doctrine{})
		if got := tacticalFire(new(bearings).reset(st, idx), ships, idx, 0, nil); got != c.want {
			t.Errorf("fire line %q, want %q", got, c.want)
		}
	}
}
