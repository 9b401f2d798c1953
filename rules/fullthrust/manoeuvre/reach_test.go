package manoeuvre

import (
	"math"
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

// TestReachLeastRisky checks that Reach lists each end with its least risky
// order: at thrust 8 and velocity 6 the half-turn to course 6 ending at
// (-3, -3) is "P4 HA2P" (the check is +1: 5-6 damages the drive) or "RL P6"
// (a 6 does), and Redlined Engines is the lesser risk.
func TestReachLeastRisky(t *testing.T) {
	s, m := cruiser(8, 100), NewMotion(geom.Vec{}, geom.Clock(12), 6)
	var found bool
	for _, e := range Reach(s, m, AllModes, ManoeuvreOptions{}) {
		if e.Course != geom.Clock(6) || e.Velocity != 6 || e.Pos.Dist(geom.Vec{X: -3, Y: -3}) > 1e-6 {
			continue
		}
		found = true
		if e.Mode != ReachRedline || e.Order.String() != "RL P6" || e.Risk != (Risk{Damage: 1.0 / 6, DriveHits: 1.0 / 6}) {
			t.Errorf("course 6 at (-3, -3): %s %q risk %+v, want redline \"RL P6\" risk 1/6", e.Mode, e.Order, e.Risk)
		}
	}
	if !found {
		t.Fatal("course 6 at (-3, -3) not reached")
	}
	ha := PlanOrder(s, m, mustOrder(t, "P4 HA2P"), ManoeuvreOptions{})
	if r := OrderRisk(s, ha, ManoeuvreOptions{}); r != (Risk{Damage: 2.0 / 6, DriveHits: 2.0 / 6}) {
		t.Errorf("P4 HA2P risk %+v, want 1/3", r)
	}
}

// TestReachRiskIsLeast checks on random ships that no legal order reaches an
// end at less risk than the one Reach lists for it.
func TestReachRiskIsLeast(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s, m := genShip(t)
		o := genOrder(t)
		o.Roll, o.Corkscrew, o.EM, o.Eclipse = false, false, 0, 0
		p := PlanOrder(s, m, o, ManoeuvreOptions{})
		if !p.Legal() || o.Backfire {
			return
		}
		mv := Move(s, m, o, ManoeuvreOptions{}, ones{})
		risk := OrderRisk(s, p, ManoeuvreOptions{})
		for _, e := range Reach(s, m, AllModes, ManoeuvreOptions{}) {
			if e.Course == mv.Motion.Course && e.Velocity == mv.Motion.Velocity && e.Pos.Dist(mv.Motion.Pos) < 1e-6 {
				if risk.Less(e.Risk) {
					t.Fatalf("%q risks %+v, less than the listed %q's %+v", o, risk, e.Order, e.Risk)
				}
				return
			}
		}
		t.Fatalf("%q's end not reached", o)
	})
}

// TestOrderRiskET checks the Emergency Thrust table in the risk: one die
// fails on a 6 and damages the drive on 4-6; two dice fail on a total of 2
// or more (1 - 9/36 - 12/36 = 15/36).
func TestOrderRiskET(t *testing.T) {
	s, m := cruiser(4, 100), NewMotion(geom.Vec{}, geom.Clock(12), 6)
	for _, tc := range []struct {
		order string
		want  Risk
	}{
		{"ET +6", Risk{Fail: 1.0 / 6, Damage: 0.5, DriveHits: 0.5}},
		{"ET P3 +2", Risk{Fail: 15.0 / 36, Damage: 27.0 / 36, DriveHits: 28.0 / 36}},
		{"P1 +1", Risk{}},
	} {
		p := PlanOrder(s, m, mustOrder(t, tc.order), ManoeuvreOptions{})
		if got := OrderRisk(s, p, ManoeuvreOptions{}); math.Abs(got.Fail-tc.want.Fail) > 1e-12 || math.Abs(got.Damage-tc.want.Damage) > 1e-12 || math.Abs(got.DriveHits-tc.want.DriveHits) > 1e-12 {
			t.Errorf("%q: risk %+v, want %+v", tc.order, got, tc.want)
		}
	}
}

// TestAppendReachMatchesReach checks that AppendReach appends exactly the
// end states Reach returns, in order, after what dst holds.
func TestAppendReachMatchesReach(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s, m := genShip(t)
		modes := ReachModes{HardAbout: rapid.Bool().Draw(t, "hard"), Redline: rapid.Bool().Draw(t, "redline"), ET: rapid.Bool().Draw(t, "et")}
		want := Reach(s, m, modes, ManoeuvreOptions{})
		head := Reached{Velocity: -1}
		got := AppendReach([]Reached{head}, s, m, modes, ManoeuvreOptions{})
		if len(got) != len(want)+1 || got[0].Velocity != -1 {
			t.Fatalf("AppendReach gave %d end states after dst, Reach %d", len(got)-1, len(want))
		}
		for i, w := range want {
			if g := got[i+1]; g.Pos != w.Pos || g.Course != w.Course || g.Velocity != w.Velocity || g.Mode != w.Mode || g.Risk != w.Risk || g.Order.String() != w.Order.String() {
				t.Fatalf("end state %d: AppendReach %+v, Reach %+v", i, g, w)
			}
		}
	})
}

// TestReachRiskIsOrderRisk checks that each end state Reach lists carries
// its order's risk as OrderRisk works it out, though a search works out
// the risk once for the orders alike in what it depends on.
func TestReachRiskIsOrderRisk(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s, m := genShip(t)
		opt := ManoeuvreOptions{Flip: rapid.Bool().Draw(t, "flip"), ReverseThrust: rapid.Bool().Draw(t, "reverse")}
		if rapid.Bool().Draw(t, "before") {
			opt.Redline, opt.HardAbout = BeforeMoving, BeforeMoving
		}
		for _, e := range Reach(s, m, AllModes, opt) {
			p := PlanOrder(s, m, e.Order, opt)
			if want := OrderRisk(s, p, opt); e.Risk != want || !p.Legal() {
				t.Fatalf("%q: listed risk %+v, OrderRisk %+v (problems %q)", e.Order, e.Risk, want, p.Problems)
			}
		}
	})
}
