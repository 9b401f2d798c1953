package fullthrust

import (
	"math"
	"testing"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// TestStopping checks the braking distance: thrust 4 from 10 stops in 6 +
// 2 MU, from 4 at once; a ship without thrust stops only if it is still.
func TestStopping(t *testing.T) {
	for _, c := range []struct {
		v, thrust int
		d         float64
		ok        bool
	}{{10, 4, 8, true}, {4, 4, 0, true}, {14, 4, 10 + 6 + 2, true}, {10, 2, 8 + 6 + 4 + 2, true}, {3, 0, 0, false}, {0, 0, 0, true}} {
		if d, ok := stopping(c.v, c.thrust); d != c.d || ok != c.ok {
			t.Errorf("stopping(%d, %d) = %v, %v; want %v, %v", c.v, c.thrust, d, ok, c.d, c.ok)
		}
	}
}

// TestInsideOf checks the planner's table test on a 72 × 48 MU table: a
// ship 9 MU from the edge heading for it at 10 MU a turn is inside if its
// drive can brake it in time (thrust 4: 6 + 2 MU), not with thrust 2 (8 +
// 6 + 4 + 2 MU); one that holds its course on the table is inside whatever
// its drive; one off the table never is.
func TestInsideOf(t *testing.T) {
	in := (&Planner{}).insideOf(battle.Table{Width: 72, Depth: 48})
	south := manoeuvre.Motion{Pos: geom.Vec{Y: -15}, Facing: 6, Course: 6, Velocity: 10}
	if !in(4, south) {
		t.Error("thrust 4 at 9 MU from the edge: not inside, want inside (it brakes in 8 MU)")
	}
	if in(2, south) {
		t.Error("thrust 2 at 9 MU from the edge: inside, want not (it needs 20 MU to stop)")
	}
	slow := south
	slow.Velocity = 4
	if !in(0, slow) {
		t.Error("holding course at 4 MU a turn stays on the table: not inside")
	}
	off := south
	off.Pos.Y = -25
	if in(6, off) {
		t.Error("a ship off the table is inside")
	}
}

// TestPaceBonus checks the pace penalty: nothing at or under the distance
// to the nearest enemy (where it will be), paceWeight a MU over it, and
// nothing with no enemy left.
func TestPaceBonus(t *testing.T) {
	ships := []Duellist{
		{Side: 0, Motion: manoeuvre.NewMotion(geom.Vec{}, 12, 0)},
		{Side: 1, Motion: manoeuvre.NewMotion(geom.Vec{Y: 10}, 12, 0)},
	}
	ships[0].Ship.Hull = []int{5}
	ships[1].Ship.Hull = []int{5}
	sc := newScene(ships)
	end := manoeuvre.NewMotion(geom.Vec{Y: 4}, 12, 6)
	if b := paceBonus(sc, 0, &end); b != 0 {
		t.Errorf("6 MU a turn, 6 MU from the enemy: %v, want 0", b)
	}
	end.Velocity = 9
	if b, want := paceBonus(sc, 0, &end), -3*paceWeight; math.Abs(b-want) > 1e-12 {
		t.Errorf("9 MU a turn, 6 MU from the enemy: %v, want %v", b, want)
	}
	sc.alive[1] = false
	sc.listFoes(ships) // the enemy is out of the battle: no foe left
	if b := paceBonus(sc, 0, &end); b != 0 {
		t.Errorf("no enemy left: %v, want 0", b)
	}
}
