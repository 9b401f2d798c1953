package manoeuvre

import (
	"testing"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust"
	"pgregory.net/rapid"
)

// ones is a Source whose every die shows 1: Emergency Thrust succeeds and
// every check passes.
type ones struct{}

func (ones) Roll(int, string) int { return 1 }

// genOrder draws a random written order, legal or not.
func genOrder(t *rapid.T) Order {
	var o Order
	for i := range rapid.IntRange(0, 2).Draw(t, "legs") {
		p := rapid.IntRange(1, 4).Draw(t, "points")
		if rapid.Bool().Draw(t, "port") {
			p = -p
		}
		o.Legs = append(o.Legs, Leg{Points: p, Hard: i > 0 && rapid.IntRange(0, 3).Draw(t, "hard") == 0})
	}
	o.Accel = rapid.IntRange(-4, 6).Draw(t, "accel")
	flags := rapid.IntRange(0, 63).Draw(t, "flags") & rapid.IntRange(0, 63).Draw(t, "mask")
	o.Roll, o.Corkscrew, o.ET, o.Redline = flags&1 != 0, flags&2 != 0, flags&4 != 0 && flags&8 == 0, flags&8 != 0 && flags&16 == 0
	o.EM = rapid.IntRange(0, 4).Draw(t, "em") / 3
	o.Eclipse = rapid.IntRange(0, 4).Draw(t, "eclipse") / 4
	if rapid.IntRange(0, 9).Draw(t, "special") == 0 {
		o = Order{Backfire: true}
	}
	return o
}

func genShip(t *rapid.T) (fullthrust.Ship, Motion) {
	s := cruiser(rapid.IntRange(0, 8).Draw(t, "thrust"), 100)
	s.Drive.Advanced = rapid.IntRange(0, 3).Draw(t, "advanced") == 0
	s.Drive.Hits = rapid.IntRange(0, 2).Draw(t, "hits")
	m := NewMotion(geom.Vec{X: 3, Y: -2}, geom.Clock(rapid.IntRange(1, 12).Draw(t, "heading")), rapid.IntRange(0, 14).Draw(t, "velocity"))
	m.ETUses = rapid.IntRange(0, 2).Draw(t, "uses")
	m.TurnedLast = rapid.Bool().Draw(t, "turned")
	return s, m
}

// TestLegalOrderWithinThrust checks that an order PlanOrder accepts never
// spends more than the drive gives, never turns more than the allowance
// holds, and that moving it keeps to the plan.
func TestLegalOrderWithinThrust(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s, m := genShip(t)
		o := genOrder(t)
		p := PlanOrder(s, m, o, ManoeuvreOptions{})
		if !p.Legal() {
			return
		}
		th := p.Thrust
		limit := th.Rating
		if o.ET || o.Redline {
			limit = boosted(th.Rating)
		}
		if th.Used > th.Budget || th.Budget > limit || th.Turning > th.TurnCap || th.TurnCap > th.Budget {
			t.Fatalf("%q on %+v: thrust %+v", o, s.Drive, th)
		}
		if !o.ET && !o.Redline && th.Turning > turnCap(th.Rating, s.Drive.Advanced, m, ManoeuvreOptions{}) {
			t.Fatalf("%q turns %d beyond the standard allowance", o, th.Turning)
		}
		mv := Move(s, m, o, ManoeuvreOptions{}, ones{})
		if !mv.Legal || mv.Plan.Thrust.Used > th.Budget || abs(mv.Motion.Velocity-m.Velocity) > th.Budget {
			t.Fatalf("%q moved off plan: %+v", o, mv.Plan.Thrust)
		}
	})
}

// TestReachContainsEveryLegalOrder checks that the reachability search,
// with every mode, lists the end of every legal order.
func TestReachContainsEveryLegalOrder(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s, m := genShip(t)
		o := genOrder(t)
		if !PlanOrder(s, m, o, ManoeuvreOptions{}).Legal() {
			return
		}
		mv := Move(s, m, o, ManoeuvreOptions{}, ones{})
		ends := Reach(s, m, AllModes, ManoeuvreOptions{})
		if !contains(ends, mv.Motion) {
			t.Fatalf("%q from %v ends at %v, which Reach (%d ends) misses", o, m, mv.Motion, len(ends))
		}
	})
}

func TestReachModes(t *testing.T) {
	s, m := cruiser(4, 100), NewMotion(geom.Vec{}, geom.Clock(12), 4)
	std := Reach(s, m, ReachModes{}, ManoeuvreOptions{})
	all := Reach(s, m, AllModes, ManoeuvreOptions{})
	if len(std) == 0 || len(all) <= len(std) {
		t.Fatalf("standard %d, all %d", len(std), len(all))
	}
	for i, e := range std {
		if e.Mode != ReachStandard || all[i].Pos != e.Pos || all[i].Mode != e.Mode {
			t.Fatalf("end %d: %+v vs %+v", i, e, all[i])
		}
		if p := PlanOrder(s, m, e.Order, ManoeuvreOptions{}); !p.Legal() {
			t.Fatalf("reached by an illegal order %q", e.Order)
		}
	}
	count := map[ReachMode]int{}
	for _, e := range all {
		count[e.Mode]++
	}
	if count[ReachHardAbout] == 0 || count[ReachRedline] == 0 || count[ReachET] == 0 {
		t.Errorf("modes %v", count)
	}
	// Three points of turn need a Hard About, Redline or ET on a drive of 4.
	for _, e := range all {
		if e.Course == geom.Clock(9) && e.Mode == ReachStandard {
			t.Errorf("standard limits reached course 9: %q", e.Order)
		}
	}
}
