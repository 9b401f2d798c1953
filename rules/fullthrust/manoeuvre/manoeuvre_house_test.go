package manoeuvre

import (
	"testing"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
)

// TestHouseRulesOffByDefault checks RULINGS E3's default: the six
// manoeuvres the text names but does not define are impossible orders
// until their option is switched on.
func TestHouseRulesOffByDefault(t *testing.T) {
	disabled := cruiser(4, 100)
	disabled.Drive.Hits = 2
	tests := []struct {
		name, order string
		ship        fullthrust.Ship
		motion      Motion
		on          ManoeuvreOptions
	}{
		{"dead rotate", "DR S1", disabled, Motion{Velocity: 5}, ManoeuvreOptions{DeadRotate: true}},
		{"emergency deceleration", "ED -6", cruiser(4, 100), Motion{Velocity: 8}, ManoeuvreOptions{EmergencyDecel: true}},
		{"flip", "FL", cruiser(4, 100), Motion{Velocity: 6}, ManoeuvreOptions{Flip: true}},
		{"post-movement", "+1 / EM1", cruiser(4, 100), Motion{Velocity: 6}, ManoeuvreOptions{PostMovement: true}},
		{"reverse thrust", "R2", cruiser(4, 100), Motion{}, ManoeuvreOptions{ReverseThrust: true}},
		{"skid", "+1 / SK P1", cruiser(4, 100), Motion{Velocity: 6}, ManoeuvreOptions{Skid: true}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o := mustOrder(t, tt.order)
			if p := PlanOrder(tt.ship, tt.motion, o, ManoeuvreOptions{}); p.Legal() {
				t.Errorf("%q legal with the house rule off", tt.order)
			}
			if p := PlanOrder(tt.ship, tt.motion, o, tt.on); !p.Legal() {
				t.Errorf("%q illegal with the house rule on: %v", tt.order, p.Problems)
			}
		})
	}
}

func TestDeadRotate(t *testing.T) {
	opt := ManoeuvreOptions{DeadRotate: true}
	s := cruiser(4, 100)
	s.Drive.Hits = 2
	m := NewMotion(geom.Vec{}, geom.Clock(12), 5)
	mv := Move(s, m, mustOrder(t, "DR S1"), opt, rng.NewScript(nil))
	if mv.Motion.Facing != geom.Clock(1) || mv.Motion.Course != geom.Clock(12) || !near(mv.Motion.Pos, geom.Vec{Y: 5}) {
		t.Fatalf("after DR: %v", mv.Motion)
	}
	if p := PlanOrder(s, m, mustOrder(t, "DR S2"), opt); p.Legal() {
		t.Error("Dead Rotate turned two points")
	}
	again := Move(s, mv.Motion, Order{}, opt, rng.NewScript(nil))
	if again.Motion.Course != geom.Clock(12) || again.Motion.Facing != geom.Clock(1) {
		t.Errorf("a disabled ship's course followed its facing: %v", again.Motion)
	}
	s.Drive.Hits = 0
	fixed := Move(s, mv.Motion, Order{}, opt, rng.NewScript(nil))
	if fixed.Motion.Course != geom.Clock(1) {
		t.Errorf("after repair the course stays %s, want the facing 1", fixed.Motion.Course)
	}
}

func TestEmergencyDeceleration(t *testing.T) {
	opt := ManoeuvreOptions{EmergencyDecel: true}
	s, m := cruiser(4, 100), NewMotion(geom.Vec{}, geom.Clock(12), 8)
	script := rng.NewScript([]int{3})
	mv := Move(s, m, mustOrder(t, "ED -6"), opt, script)
	checkScript(t, script)
	if mv.ET == nil || mv.ET.Dice != 1 || mv.Motion.Velocity != 2 || mv.Motion.ETUses != 1 {
		t.Errorf("ET %+v velocity %d uses %d", mv.ET, mv.Motion.Velocity, mv.Motion.ETUses)
	}
	if p := PlanOrder(s, m, mustOrder(t, "ED P1 -5"), opt); p.Legal() {
		t.Error("Emergency Deceleration turned")
	}
	if p := PlanOrder(s, m, mustOrder(t, "ED -7"), opt); p.Legal() {
		t.Error("Emergency Deceleration exceeded 150%")
	}
}

func TestFlip(t *testing.T) {
	opt := ManoeuvreOptions{Flip: true}
	s, m := cruiser(4, 100), NewMotion(geom.Vec{}, geom.Clock(12), 6)
	for _, tt := range []struct {
		die  int
		hits int
	}{{4, 0}, {5, 1}} {
		script := rng.NewScript([]int{tt.die})
		mv := Move(s, m, mustOrder(t, "FL"), opt, script)
		checkScript(t, script)
		if !near(mv.Motion.Pos, geom.Vec{}) || mv.Motion.Course != geom.Clock(6) || !mv.Motion.Inverted || mv.Plan.Thrust.Used != 4 {
			t.Errorf("after a flip: %v used %d", mv.Motion, mv.Plan.Thrust.Used)
		}
		if len(mv.Checks) != 1 || mv.Checks[0].DRM != 1 || mv.Ship.Drive.Hits != tt.hits {
			t.Errorf("die %d: checks %+v hits %d", tt.die, mv.Checks, mv.Ship.Drive.Hits)
		}
	}
	if p := PlanOrder(s, m, mustOrder(t, "FL +1"), opt); p.Legal() {
		t.Error("a Flip changed velocity")
	}
	if p := PlanOrder(cruiser(1, 100), m, mustOrder(t, "FL"), opt); p.Legal() {
		t.Error("a thrust-1 ship flipped")
	}
}

func TestReverseThrust(t *testing.T) {
	opt := ManoeuvreOptions{ReverseThrust: true}
	s := cruiser(4, 100)
	mv := Move(s, NewMotion(geom.Vec{}, geom.Clock(12), 0), mustOrder(t, "R2"), opt, rng.NewScript(nil))
	if !mv.Legal || mv.Motion.Velocity != -2 || !near(mv.Motion.Pos, geom.Vec{Y: -2}) || mv.Motion.Course != geom.Clock(12) {
		t.Fatalf("after R2: %v %v", mv.Motion, mv.Warnings)
	}
	for _, tt := range []struct {
		name, order string
		v           int
	}{{"beyond the thrusters", "R3", 0}, {"moving ahead", "R1", 2}, {"turning astern", "R1 P1", 0}, {"turning while astern", "P1", -1}} {
		if p := PlanOrder(s, Motion{Velocity: tt.v}, mustOrder(t, tt.order), opt); p.Legal() {
			t.Errorf("%s: %q legal", tt.name, tt.order)
		}
	}
	if p := PlanOrder(s, Motion{Velocity: -2}, mustOrder(t, "+2"), opt); !p.Legal() {
		t.Errorf("a ship astern could not stop: %v", p.Problems)
	}
	if p := PlanOrder(s, Motion{Velocity: -2}, Order{}, opt); !p.Legal() {
		t.Errorf("a ship astern could not keep drifting: %v", p.Problems)
	}
}

func TestSkid(t *testing.T) {
	opt := ManoeuvreOptions{Skid: true}
	s, m := cruiser(4, 100), NewMotion(geom.Vec{}, geom.Clock(12), 4)
	script := rng.NewScript([]int{2})
	mv := Move(s, m, mustOrder(t, "+1 / SK P1"), opt, script)
	if mv.Motion.Facing != geom.Clock(12) {
		t.Fatalf("skid happened during movement")
	}
	after := mv.AfterMovement(opt, script)
	checkScript(t, script)
	if after.Motion.Facing != geom.Clock(11) || after.Motion.Course != geom.Clock(11) || !near(after.Motion.Pos, geom.Vec{Y: 5}) {
		t.Errorf("after the skid: %v", after.Motion)
	}
	if len(after.Checks) != 1 || after.Checks[0].DRM != 0 || len(mv.Checks) != 0 {
		t.Errorf("checks %+v (before: %+v)", after.Checks, mv.Checks)
	}
	if p := PlanOrder(s, m, mustOrder(t, "P2 / SK P1"), opt); p.Legal() {
		t.Error("a skid went beyond the turning allowance")
	}
}
