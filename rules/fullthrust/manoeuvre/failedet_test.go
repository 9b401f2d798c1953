package manoeuvre

import (
	"math"
	"testing"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
)

// TestFailedETMatchesMove checks that FailedET, worked out without dice,
// ends where Move carries a failed Emergency Thrust order: the same re-plot
// and the same position, course, facing and velocity, for one and for two
// drive hits.
func TestFailedETMatchesMove(t *testing.T) {
	s := cruiser(4, 100)
	m := Motion{Pos: geom.Vec{X: 3, Y: -2}, Course: 12, Facing: 12, Velocity: 6}
	o := mustOrder(t, "ET P3 +2")
	opt := ManoeuvreOptions{}
	if n := PlanOrder(s, m, o, opt).Thrust.ETDice; n != 2 {
		t.Fatalf("%q rolls %d ET dice, want 2", o, n)
	}
	for hits, faces := range map[int][]int{1: {6, 1}, 2: {6, 6}} {
		script := rng.NewScript(faces)
		mv := Move(s, m, o, opt, script)
		checkScript(t, script)
		if mv.ET == nil || mv.ET.Success || mv.ET.DriveDamage != hits {
			t.Fatalf("dice %v: ET %+v, want a failure with %d drive hits", faces, mv.ET, hits)
		}
		re, end := FailedET(s, m, o, hits, opt)
		if got, want := re.String(), mv.Plan.Order.String(); got != want {
			t.Errorf("%d hits: re-plot %q, Move carried out %q", hits, got, want)
		}
		if !near(end.Pos, mv.Motion.Pos) || end.Course != mv.Motion.Course || end.Facing != mv.Motion.Facing ||
			end.Velocity != mv.Motion.Velocity || end.ETUses != mv.Motion.ETUses {
			t.Errorf("%d hits: FailedET ends %+v, Move %+v", hits, end, mv.Motion)
		}
	}
}

// TestETChances checks the exact chances of Emergency Thrust against the
// score distribution of the dice (RULINGS E2: 0-1 succeed, 2-3 fail with
// one drive hit, 4 or more with two), and one die by hand: faces 1-5
// succeed, a 6 scores 2 and fails with one hit.
func TestETChances(t *testing.T) {
	if ok, once, twice := ETChances(1); math.Abs(ok-5.0/6) > 1e-15 || math.Abs(once-1.0/6) > 1e-15 || twice != 0 {
		t.Errorf("ETChances(1) = %g, %g, %g; want 5/6, 1/6, 0", ok, once, twice)
	}
	for n := 1; n <= 15; n++ {
		d := ETScores(n)
		ok, once, twice := ETChances(n)
		if math.Abs(ok-d.AtMost(1)) > 1e-12 || math.Abs(once-(d.AtMost(3)-d.AtMost(1))) > 1e-12 || math.Abs(twice-(1-d.AtMost(3))) > 1e-12 {
			t.Errorf("ETChances(%d) = %g, %g, %g; scores give %g, %g, %g", n, ok, once, twice, d.AtMost(1), d.AtMost(3)-d.AtMost(1), 1-d.AtMost(3))
		}
	}
	if ok, once, twice := ETChances(0); ok != 1 || once != 0 || twice != 0 {
		t.Errorf("ETChances(0) = %g, %g, %g; want 1, 0, 0", ok, once, twice)
	}
}
