package fullthrust

import (
	"testing"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// TestInsideVector checks the table test of a vector ship's end state on
// the 72 x 48 MU table (edges at y = ±24): braking against the vector, not
// one more turn of drift, decides.
func TestInsideVector(t *testing.T) {
	in := NewPlanner().insideOf(battle.Table{Width: 72, Depth: 48})
	for _, c := range []struct {
		name  string
		drive int
		at, v geom.Vec
		want  bool
	}{
		// One more drift ends at y = 23, but braking by 4 a turn takes
		// 9 + 5 + 1 = 15 MU: it stops at y = 25, off the table.
		{"fast toward the edge", 4, geom.Vec{Y: 10}, geom.Vec{Y: 13}, false},
		{"the same, further back", 4, geom.Vec{Y: 8}, geom.Vec{Y: 13}, true},
		// One more drift leaves the table (y = 25), but braking takes 3 MU.
		{"slow near the edge", 4, geom.Vec{Y: 18}, geom.Vec{Y: 7}, true},
		// A drive of 1 has no thrusters to turn about: drift decides.
		{"no thrusters", 1, geom.Vec{Y: 18}, geom.Vec{Y: 7}, false},
		{"off the table", 4, geom.Vec{Y: 25}, geom.Vec{Y: -7}, false},
		{"at rest", 0, geom.Vec{X: 30}, geom.Vec{}, true},
	} {
		m := manoeuvre.NewVectorMotion(c.at, geom.Clock(12), c.v)
		if got := in(c.drive, m); got != c.want {
			t.Errorf("%s: inside %v, want %v", c.name, got, c.want)
		}
	}
}

// TestBestVectorBrakesForEdge checks that the planner turns a vector ship
// that holding its course would carry off the table two turns on about and
// brakes, though the enemy lies beyond it toward the edge.
func TestBestVectorBrakesForEdge(t *testing.T) {
	ships := []Duellist{vectorDuellist(4, 0, 0, geom.Vec{Y: -2}, 12), vectorDuellist(4, 0, 1, geom.Vec{Y: 22}, 6)}
	ships[0].Motion = manoeuvre.NewVectorMotion(geom.Vec{Y: -2}, geom.Clock(12), geom.Vec{Y: 13})
	pl := NewPlanner()
	pl.inside = pl.insideOf(battle.Table{Width: 72, Depth: 48})
	pl.sc = newScene(ships)
	o, end := pl.bestVector(ships, 0)
	if !insideVector(battle.Table{Width: 72, Depth: 48}, 4, end) {
		t.Fatalf("%q ends at %v with vector %v: it cannot stop on the table", o, end.Pos, end.Vector)
	}
}
