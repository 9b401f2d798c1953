package manoeuvre

import (
	"math"
	"strings"
	"testing"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
)

// cruiser returns a test ship: MASS mass, four hull rows of four boxes, one
// armour layer of four boxes, a standard drive of the given thrust.
func cruiser(thrust, mass int) fullthrust.Ship {
	return fullthrust.Ship{Name: "Heavy Cruiser", Mass: mass, Armour: []int{4}, Hull: fullthrust.HullRows(16, 4), Drive: fullthrust.Drive{Thrust: thrust}}
}

func mustOrder(t testing.TB, text string) Order {
	t.Helper()
	o, err := ParseOrder(text)
	if err != nil {
		t.Fatal(err)
	}
	return o
}

func near(a, b geom.Vec) bool { return math.Abs(a.X-b.X) < 1e-9 && math.Abs(a.Y-b.Y) < 1e-9 }

// checkScript fails the test when a script ran out or was left with dice.
func checkScript(t *testing.T, s *rng.Script) {
	t.Helper()
	if err := s.Err(); err != nil {
		t.Fatalf("script: %v", err)
	}
	if u := s.Unused(); len(u) > 0 {
		t.Fatalf("script left dice %v unused", u)
	}
}

func TestMoveTurnSplitsAtMidMove(t *testing.T) {
	tests := []struct {
		name, order    string
		v              int
		course1, final int // clock points
		wantVel        int
	}{
		{"straight", "+2", 8, 12, 12, 10},
		{"one point", "S1", 8, 12, 1, 8},
		{"three points", "P3", 8, 11, 9, 8},
		{"side-slip", "P1 S1", 8, 11, 12, 8},
		{"pivot at rest", "S2", 0, 1, 2, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			mv := Move(cruiser(6, 100), NewMotion(geom.Vec{}, geom.Clock(12), tt.v), mustOrder(t, tt.order), ManoeuvreOptions{}, rng.NewScript(nil))
			if !mv.Legal || len(mv.Warnings) > 0 {
				t.Fatalf("not legal: %v", mv.Warnings)
			}
			d1 := float64(tt.wantVel / 2)
			mid := geom.Clock(tt.course1).Vec().Scale(d1)
			end := mid.Add(geom.Clock(tt.final).Vec().Scale(float64(tt.wantVel) - d1))
			if !near(mv.Path[1], mid) || !near(mv.Motion.Pos, end) {
				t.Errorf("path %v, want mid %v end %v", mv.Path, mid, end)
			}
			if mv.Motion.Course != geom.Clock(tt.final) || mv.Motion.Facing != geom.Clock(tt.final) || mv.Motion.Velocity != tt.wantVel {
				t.Errorf("motion %v, want course %d velocity %d", mv.Motion, tt.final, tt.wantVel)
			}
		})
	}
}

// TestSideSlipExamples checks the two worked examples of "Sideslip".
func TestSideSlipExamples(t *testing.T) {
	t.Run("P+S+2 on thrust 4", func(t *testing.T) {
		s, m := cruiser(4, 100), NewMotion(geom.Vec{}, geom.Clock(12), 6)
		p := PlanOrder(s, m, mustOrder(t, "P+S+2"), ManoeuvreOptions{})
		if !p.Legal() || p.Thrust.Turning != 2 || p.Thrust.Used != 4 {
			t.Fatalf("plan %+v", p)
		}
		mv := Move(s, m, p.Order, ManoeuvreOptions{}, rng.NewScript(nil))
		// Port one point, 4 MU, starboard one point, 4 MU: slightly to port
		// of the old course, still heading 12.
		want := geom.Clock(11).Vec().Scale(4).Add(geom.Vec{Y: 4})
		if !near(mv.Motion.Pos, want) || mv.Motion.Course != geom.Clock(12) || mv.Motion.Velocity != 8 {
			t.Errorf("got %v, want %v course 12 velocity 8", mv.Motion, want)
		}
	})
	t.Run("S+2P on thrust 6", func(t *testing.T) {
		s, m := cruiser(6, 100), NewMotion(geom.Vec{}, geom.Clock(12), 8)
		p := PlanOrder(s, m, mustOrder(t, "S+2P"), ManoeuvreOptions{})
		if !p.Legal() || p.Thrust.Turning != 3 {
			t.Fatalf("plan %+v", p)
		}
		mv := Move(s, m, p.Order, ManoeuvreOptions{}, rng.NewScript(nil))
		want := geom.Clock(1).Vec().Scale(4).Add(geom.Clock(11).Vec().Scale(4))
		if !near(mv.Motion.Pos, want) || mv.Motion.Course != geom.Clock(11) {
			t.Errorf("got %v, want %v course 11", mv.Motion, want)
		}
		// A simple one-point turn to port ends further to port.
		simple := Move(s, m, mustOrder(t, "P1"), ManoeuvreOptions{}, rng.NewScript(nil))
		if !(simple.Motion.Pos.X < mv.Motion.Pos.X) || simple.Motion.Course != mv.Motion.Course {
			t.Errorf("simple turn %v should end to port of the side-slip %v", simple.Motion, mv.Motion)
		}
	})
	t.Run("side-slip needs the turning allowance", func(t *testing.T) {
		p := PlanOrder(cruiser(3, 100), Motion{Velocity: 4}, mustOrder(t, "P+S"), ManoeuvreOptions{})
		if p.Legal() {
			t.Error("a thrust-3 ship (allowance 1) side-slipped")
		}
	})
}

func TestImpossibleOrderMovesStraightAhead(t *testing.T) {
	tests := []struct {
		name, order, problem string
		ship                 fullthrust.Ship
		motion               Motion
		opt                  ManoeuvreOptions
	}{
		{"too much turn", "P3", "turning allowance is 2", cruiser(4, 100), Motion{Velocity: 6}, ManoeuvreOptions{}},
		{"too much thrust", "P2+3", "uses 5 thrust factors but the drive gives 4", cruiser(4, 100), Motion{Velocity: 6}, ManoeuvreOptions{}},
		{"emergency thrust not written", "P3+3", "turning allowance", cruiser(4, 100), Motion{Velocity: 6}, ManoeuvreOptions{}},
		{"wrong starting velocity", "8P1", "written for velocity 8", cruiser(4, 100), Motion{Velocity: 6}, ManoeuvreOptions{}},
		{"below zero", "-7", "below 0", cruiser(8, 100), Motion{Velocity: 6}, ManoeuvreOptions{}},
		{"three turns", "P1 S1 P1", "3 turns", cruiser(8, 100), Motion{Velocity: 6}, ManoeuvreOptions{}},
		{"house rule off", "FL", "not in use", cruiser(4, 100), Motion{Velocity: 6}, ManoeuvreOptions{}},
		{"disabled drive", "+1", "disabled", fullthrust.Ship{Hull: []int{4}, Drive: fullthrust.Drive{Thrust: 4, Hits: 2}}, Motion{Velocity: 6}, ManoeuvreOptions{}},
		{"hard about on advanced", "P2 HA1P", "standard drives", fullthrust.Ship{Hull: []int{4}, Drive: fullthrust.Drive{Thrust: 4, Advanced: true}}, Motion{Velocity: 6}, ManoeuvreOptions{}},
		{"et with redline", "ET RL +6", "cannot be combined", cruiser(4, 100), Motion{Velocity: 6}, ManoeuvreOptions{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			mv := Move(tt.ship, tt.motion, mustOrder(t, tt.order), tt.opt, rng.NewScript(nil))
			if mv.Legal {
				t.Fatal("impossible order reported legal")
			}
			if len(mv.Warnings) == 0 || !strings.Contains(mv.Warnings[0], tt.problem) || !strings.Contains(mv.Warnings[0], "straight ahead") {
				t.Errorf("warnings %q, want one naming %q", mv.Warnings, tt.problem)
			}
			want := tt.motion.Pos.Add(tt.motion.Course.Vec().Scale(float64(tt.motion.Velocity)))
			if !near(mv.Motion.Pos, want) || mv.Motion.Velocity != tt.motion.Velocity || mv.Motion.Course != tt.motion.Course {
				t.Errorf("moved to %v, want straight ahead to %v", mv.Motion, want)
			}
			if mv.ET != nil || len(mv.Checks) > 0 || len(mv.Deferred) > 0 {
				t.Errorf("an impossible order rolled or deferred dice: %+v", mv)
			}
		})
	}
}

func TestRollInvertsAndCostsTurning(t *testing.T) {
	s := cruiser(4, 100)
	p := PlanOrder(s, Motion{Velocity: 4}, mustOrder(t, "Roll P1 +2"), ManoeuvreOptions{})
	if !p.Legal() || p.Thrust.Turning != 2 || p.Thrust.Used != 4 {
		t.Fatalf("plan %+v", p)
	}
	if p := PlanOrder(s, Motion{Velocity: 4}, mustOrder(t, "Roll P2"), ManoeuvreOptions{}); p.Legal() {
		t.Error("a thrust-4 ship rolled and turned two points")
	}
	mv := Move(s, Motion{Velocity: 4}, p.Order, ManoeuvreOptions{}, rng.NewScript(nil))
	if !mv.Motion.Inverted {
		t.Error("the Roll did not invert the ship")
	}
	back := Move(mv.Ship, mv.Motion, mustOrder(t, "Roll"), ManoeuvreOptions{}, rng.NewScript(nil))
	if back.Motion.Inverted {
		t.Error("a second Roll did not right the ship")
	}
}

func TestThrustOneTurnsEveryOtherTurn(t *testing.T) {
	s := cruiser(1, 100)
	first := Move(s, Motion{Velocity: 2}, mustOrder(t, "S1"), ManoeuvreOptions{}, rng.NewScript(nil))
	if !first.Legal || !first.Motion.TurnedLast {
		t.Fatalf("thrust-1 could not turn: %v", first.Warnings)
	}
	if second := Move(s, first.Motion, mustOrder(t, "S1"), ManoeuvreOptions{}, rng.NewScript(nil)); second.Legal {
		t.Error("thrust-1 turned on consecutive turns")
	}
	if p := PlanOrder(s, Motion{}, mustOrder(t, "S1"), ManoeuvreOptions{NoThrustOneTurn: true}); p.Legal() {
		t.Error("NoThrustOneTurn still let thrust-1 turn")
	}
}

func TestThresholdLevel(t *testing.T) {
	tests := []struct {
		lost, want int
	}{{0, 6}, {3, 6}, {4, 6}, {8, 5}, {12, 4}, {15, 4}}
	for _, tt := range tests {
		s := cruiser(4, 100)
		s.Lost.Hull = tt.lost
		if got := fullthrust.ThresholdLevel(s); got != tt.want {
			t.Errorf("%d hull boxes lost: level %d, want %d", tt.lost, got, tt.want)
		}
	}
}

func TestDriveMass(t *testing.T) {
	if got := DriveMass(cruiser(4, 100)); got != 20 {
		t.Errorf("DriveMass = %d, want 20", got)
	}
	if got := DriveMass(cruiser(3, 30)); got != 5 {
		t.Errorf("DriveMass(thrust 3, MASS 30) = %d, want 5 (4.5 rounded up)", got)
	}
}
