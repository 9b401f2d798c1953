package fullthrust

import (
	"testing"

	"github.com/broadside/broadside/geom"
)

// TestAheadValueFavoursArcs checks the lookahead's exchange: a cruiser
// that will still have its enemy in its forward arcs after holding course
// for a turn is worth more than one that will have passed it.
func TestAheadValueFavoursArcs(t *testing.T) {
	d := testDuel()
	ships := d.Ships
	pl := NewPlanner()
	sc := newScene(ships)
	me := ships[0].Motion
	toward, away := me, me
	enemy := sc.pred2[1].Pos
	toward.Pos = enemy.Add(geom.Vec{Y: -30})
	toward.Course, toward.Facing, toward.Velocity = 12, 12, 6
	away.Pos = enemy.Add(geom.Vec{Y: -6})
	away.Course, away.Facing, away.Velocity = 12, 12, 12
	a, b := pl.aheadValue(ships, 0, toward, sc), pl.aheadValue(ships, 0, away, sc)
	if a <= b {
		t.Fatalf("ahead value closing %v, overshooting %v: want closing higher", a, b)
	}
}
