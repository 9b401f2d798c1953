package manoeuvre

import (
	"strings"
	"testing"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
)

// TestVectorEmergencyThrust checks reading W56 on a thrust-4 drive at rest
// (burn 4, thrusters 2; under ET burn 6, thrusters 3): the dice one for a
// burn beyond 4 and one for thrusters beyond 2, plus earlier uses; a clean
// roll carries the order out, a failure damages the drive and re-plots on
// the standard limits of the damaged drive; an ET order beyond its own
// limits, or needing dice without any, is impossible.
func TestVectorEmergencyThrust(t *testing.T) {
	at := NewVectorMotion(geom.Vec{}, geom.Clock(12), geom.Vec{})
	for _, c := range []struct {
		order  string
		uses   int
		dice   []int
		n      int
		end    geom.Vec
		facing int
		thrust int
		legal  bool
	}{
		{"ET MD4 PS1 TS1", 0, nil, 0, geom.Vec{X: 1, Y: 4}, 1, 4, true},   // within the normal limits: no dice
		{"ET MD6", 0, []int{3}, 1, geom.Vec{Y: 6}, 12, 4, true},           // burn 6 > 4: one die, 3 scores 0
		{"ET MD6", 2, []int{1, 2, 4}, 3, geom.Vec{Y: 6}, 12, 2, true},     // two earlier uses: 3 dice, score 1, success but the drive is hit
		{"ET MD5 TS1 PP2", 0, []int{4, 5}, 2, geom.Vec{Y: 2}, 1, 2, true}, // score 2 fails: drive 2, re-plot MD2 TS1 (no push left)
		{"ET MD5 TS1 PP2", 0, []int{6, 6}, 2, geom.Vec{}, 12, 0, true},    // score 4: two hits, the drive is disabled: drift
		{"ET MD7", 0, nil, 0, geom.Vec{}, 12, 4, false},                   // beyond 6
		{"ET TS1 PP3", 0, nil, 0, geom.Vec{}, 12, 4, false},               // 4 thruster points, beyond 3
	} {
		o, err := ParseVectorOrder(c.order)
		if err != nil {
			t.Fatal(err)
		}
		m := at
		m.ETUses = c.uses
		s := vectorShip(4, 0)
		if n := VectorETDice(s, m, o); n != c.n && c.legal {
			t.Errorf("%q with %d uses: %d dice, want %d", c.order, c.uses, n, c.n)
		}
		script := rng.NewScript(c.dice)
		mv := MoveVector(s, m, o, ManoeuvreOptions{}, script)
		checkScript(t, script)
		if mv.Legal != c.legal || !vnear(mv.Motion.Pos, c.end) || mv.Motion.Facing.Hour() != c.facing || mv.Ship.Drive.Current() != c.thrust {
			t.Errorf("%q dice %v: legal %v at %v facing %d thrust %d, want %v %v %d %d\n%s", c.order, c.dice, mv.Legal, mv.Motion.Pos,
				mv.Motion.Facing.Hour(), mv.Ship.Drive.Current(), c.legal, c.end, c.facing, c.thrust, strings.Join(mv.Log, "\n"))
		}
		if c.n > 0 && (mv.ET == nil || mv.Motion.ETUses != c.uses+1) {
			t.Errorf("%q: ET roll %v, uses %d", c.order, mv.ET, mv.Motion.ETUses)
		}
	}
	// An ET order that needs dice and is given none is impossible.
	o, _ := ParseVectorOrder("ET MD6")
	if mv := MoveVector(vectorShip(4, 0), at, o, ManoeuvreOptions{}, nil); mv.Legal || !strings.Contains(strings.Join(mv.Warnings, ""), "needs 1 dice") {
		t.Errorf("ET without dice: legal %v, %q", mv.Legal, mv.Warnings)
	}
}

// TestReplotVector checks the re-plot of a failed vector Emergency Thrust:
// the burn cut to the rating, the rotation kept while a thruster point is
// left, the push shortened first.
func TestReplotVector(t *testing.T) {
	for _, c := range []struct {
		order  string
		thrust int
		want   string
	}{
		{"ET MD6 TS2 PP2", 4, "MD4 TS2 PP1"},
		{"ET MD6 PP3", 4, "MD4 PP2"},
		{"ET TP1 MD6", 2, "TP1 MD2"},
		{"ET PR3 MD3", 1, "MD1"},
		{"ET MD3 FTL", 0, "MD0 FTL"},
	} {
		o, err := ParseVectorOrder(c.order)
		if err != nil {
			t.Fatal(err)
		}
		if got := ReplotVector(vectorShip(c.thrust, 0), o).String(); got != c.want {
			t.Errorf("ReplotVector(%q) on thrust %d = %q, want %q", c.order, c.thrust, got, c.want)
		}
	}
}
