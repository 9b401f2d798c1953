package fullthrust

import (
	"math"
	"testing"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// TestPursuit checks the pull toward the nearest enemy ship where it will
// be: pursuitWeight a MU on the last turn, a tenth of it on turn 1 of 10,
// and none without a turn limit or an enemy.
func TestPursuit(t *testing.T) {
	v := battle.View{Turn: 1, Turns: 10, You: 0, Ships: []battle.ShipView{
		{Name: "V", Side: 0, Status: "in battle"},
		{Name: "E", Side: 1, Status: "in battle", At: geom.Vec{Y: 30}, Vector: &geom.Vec{Y: -10}},
		{Name: "F", Side: 1, Status: "destroyed", At: geom.Vec{Y: 1}},
	}}
	end := manoeuvre.NewVectorMotion(geom.Vec{}, geom.Clock(12), geom.Vec{})
	for _, c := range []struct {
		turn int
		want float64
	}{{1, -0.1 * pursuitWeight * 20}, {5, -0.5 * pursuitWeight * 20}, {10, -pursuitWeight * 20}} {
		v.Turn = c.turn
		if got := pursuit(v, 0)(0, end); math.Abs(got-c.want) > 1e-9 {
			t.Errorf("turn %d: pull %v, want %v (20 MU from the enemy's drift point)", c.turn, got, c.want)
		}
	}
	v.Turns = 0
	if pursuit(v, 0) != nil {
		t.Error("a pull without a turn limit")
	}
	v.Turns, v.Ships[1].Status = 10, "gone"
	if pursuit(v, 0) != nil {
		t.Error("a pull without an enemy in the battle")
	}
}
