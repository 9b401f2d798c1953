package jovian

import (
	"testing"

	"github.com/broadside/broadside/geom"
)

func TestSupporters(t *testing.T) {
	attacker := NewUnit("A", testShip("A", 3, 3, 3, 3), geom.Vec{X: 0, Y: 0}, 0)
	c := testShip("B", 2, 2, 2, 2) // base 2": radius 1
	weak := testShip("Weak", 0, 2, 2, 2)
	friends := []Unit{
		NewUnit("target", c, geom.Vec{X: 0, Y: 20}, 0),
		NewUnit("beside the line", c, geom.Vec{X: 3.9, Y: 10}, 0), // edge 2.9" from the line
		NewUnit("too far", c, geom.Vec{X: 4.1, Y: 10}, 0),         // edge 3.1" away
		NewUnit("behind the target", c, geom.Vec{X: 0, Y: 23.5}, 0),
		NewUnit("no Defense", weak, geom.Vec{X: 1, Y: 10}, 0),
	}
	got := Supporters(&attacker, friends, 0)
	if len(got) != 1 || got[0] != 1 {
		t.Errorf("Supporters = %v, want [1]", got)
	}
	if n := CountSupporters(&attacker, friends, 0); n != 1 {
		t.Errorf("CountSupporters = %d", n)
	}
}

func TestArcOf(t *testing.T) {
	tests := []struct {
		facing float64
		from   geom.Vec
		want   Arc
	}{
		{0, geom.Vec{X: 0, Y: 5}, Front},
		{0, geom.Vec{X: 5, Y: 5}, Front}, // 45 degrees: on the border
		{0, geom.Vec{X: 5, Y: 0}, Sides},
		{0, geom.Vec{X: 0, Y: -5}, Aft},
		{90, geom.Vec{X: 5, Y: 0}, Front},
		{270, geom.Vec{X: 5, Y: 0}, Aft},
	}
	for _, tt := range tests {
		if got := ArcOf(geom.Vec{}, tt.facing, tt.from); got != tt.want {
			t.Errorf("ArcOf(facing %v, from %v) = %v, want %v", tt.facing, tt.from, got, tt.want)
		}
	}
}
