package manoeuvre

import (
	"strings"
	"testing"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
)

func TestShortRangeJump(t *testing.T) {
	s, m := cruiser(4, 100), NewMotion(geom.Vec{}, geom.Clock(12), 6)
	if p := PlanOrder(s, m, mustOrder(t, "SRJ +1"), ManoeuvreOptions{}); p.Legal() {
		t.Error("a ship engaging its FTL drive accelerated")
	}
	if p := PlanOrder(s, m, mustOrder(t, "SRJ 30"), ManoeuvreOptions{}); p.Legal() {
		t.Error("a ship jumped without engaging its FTL drive first")
	}
	engage := Move(s, m, mustOrder(t, "SRJ P1"), ManoeuvreOptions{}, rng.NewScript(nil))
	if !engage.Legal || engage.Motion.FTL != FTLEngagedJump || !engage.NoFire || engage.Motion.Course != geom.Clock(11) {
		t.Fatalf("engaging: %+v %v", engage.Motion, engage.Warnings)
	}
	m1 := engage.Motion
	if p := PlanOrder(s, m1, mustOrder(t, "SRJ 41"), ManoeuvreOptions{}); p.Legal() {
		t.Error("a drive of 4 jumped 41 MU")
	}
	// D12 = 3, two scatter dice (30 MU) 2+3 = 5 MU, FTL check 6, drive check 2.
	script := rng.NewScript([]int{3, 2, 3, 6, 2})
	mv := Move(s, m1, mustOrder(t, "SRJ 30"), ManoeuvreOptions{}, script)
	checkScript(t, script)
	aim := m1.Pos.Add(geom.Clock(11).Vec().Scale(30))
	j := mv.Jump
	if j == nil || !near(j.Aim, aim) || j.Scatter != 5 || !near(mv.Motion.Pos, aim.Add(geom.Vec{X: 5})) {
		t.Fatalf("jump %+v to %v", j, mv.Motion.Pos)
	}
	if mv.Motion.Velocity != 6 || mv.Motion.Course != geom.Clock(11) || mv.Motion.FTL != FTLOffline || !mv.Motion.NoAcceleration || !mv.NoFire {
		t.Errorf("after the jump: %+v", mv.Motion)
	}
	if !j.FTLCheck.Failed || j.DriveCheck.Failed || mv.Ship.Drive.Hits != 0 {
		t.Errorf("checks %+v %+v", j.FTLCheck, j.DriveCheck)
	}
	// Each check is logged under the drive it checks.
	log := strings.Join(mv.Log, "\n")
	for _, want := range []string{"Short-Range Jump: FTL drive check 6+, rolled 6: failed", "Short-Range Jump: main drive check 6+, rolled 2: passed"} {
		if !strings.Contains(log, want) {
			t.Errorf("log lacks %q:\n%s", want, log)
		}
	}
	if p := PlanOrder(s, mv.Motion, mustOrder(t, "+1"), ManoeuvreOptions{}); p.Legal() {
		t.Error("the ship accelerated on the turn after a jump")
	}
	next := Move(s, mv.Motion, mustOrder(t, "S1"), ManoeuvreOptions{}, rng.NewScript(nil))
	if !next.Legal || next.Motion.NoAcceleration {
		t.Errorf("turn after the jump: %v %+v", next.Warnings, next.Motion)
	}
	t.Run("superior sensors", func(t *testing.T) {
		eyes := s
		eyes.Systems = []fullthrust.System{{Kind: fullthrust.Sensors, Class: 2}}
		script := rng.NewScript([]int{12, 2, 3, 1, 1})
		mv := Move(eyes, m1, mustOrder(t, "SRJ 30"), ManoeuvreOptions{}, script)
		checkScript(t, script)
		if mv.Jump.Scatter != 1 {
			t.Errorf("scatter %d, want 5-4 = 1", mv.Jump.Scatter)
		}
	})
}

func TestFTLLeave(t *testing.T) {
	s, m := cruiser(4, 100), NewMotion(geom.Vec{}, geom.Clock(3), 6)
	if p := PlanOrder(s, m, mustOrder(t, "FTL +1"), ManoeuvreOptions{}); p.Legal() {
		t.Error("a ship engaging FTL used thrust")
	}
	warm := Move(s, m, mustOrder(t, "FTL"), ManoeuvreOptions{}, rng.NewScript(nil))
	if warm.Motion.FTL != FTLEngaged || !warm.NoFire || !near(warm.Motion.Pos, geom.Vec{X: 6}) {
		t.Fatalf("warm-up: %+v", warm.Motion)
	}
	gone := Move(s, warm.Motion, Order{}, ManoeuvreOptions{}, rng.NewScript(nil))
	if !gone.Vanished || gone.Motion.FTL != FTLGone || !near(gone.Motion.Pos, geom.Vec{X: 9}) {
		t.Errorf("leaving: %+v", gone.Motion)
	}
}

func TestFTLExitProximity(t *testing.T) {
	self := cruiser(4, 100)
	big := fullthrust.Ship{Name: "Big", Armour: []int{10}, Hull: fullthrust.HullRows(40, 4), Drive: fullthrust.Drive{Thrust: 4}}
	tests := []struct {
		name        string
		opt         ManoeuvreOptions
		dice        []int
		stays, dead bool
		selfHull    int
		armour      int // armour lost by the bystander
		hull        int
	}{
		{"fails to engage", ManoeuvreOptions{}, []int{1}, true, false, 0, 0, 0},
		{"damaged", ManoeuvreOptions{}, []int{3, 4, 2}, false, false, 4, 0, 0},
		// A quarter of 100 is 25: 13 on armour (10, 3 flowing on) and 12 on
		// the hull completes row 1 (one drive die, 3).
		{"explodes", ManoeuvreOptions{}, []int{5, 3}, false, true, 0, 10, 15},
		{"explodes, Continuum", ManoeuvreOptions{Bystanders: BystandersTwoD6}, []int{6, 4, 5}, false, true, 0, 0, 9},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			script := rng.NewScript(tt.dice)
			e := FTLExit(self, []fullthrust.Ship{big}, []int{0}, tt.opt, script)
			checkScript(t, script)
			if e.Stays != tt.stays || e.Destroyed != tt.dead || e.Self.Lost.Hull != tt.selfHull && !tt.dead {
				t.Errorf("exit %+v", e)
			}
			if tt.dead != e.Self.Destroyed() {
				t.Errorf("self destroyed %v", e.Self.Destroyed())
			}
			got := e.Others[0]
			if sumLost(got.Lost.Armour) != tt.armour || got.Lost.Hull != tt.hull {
				t.Errorf("bystander lost armour %v hull %d, want %d and %d", got.Lost.Armour, got.Lost.Hull, tt.armour, tt.hull)
			}
		})
	}
	if e := FTLExit(self, []fullthrust.Ship{big}, nil, ManoeuvreOptions{}, rng.NewScript(nil)); e.Face != 0 {
		t.Error("an exit with nobody near rolled")
	}
}

func sumLost(a []int) int {
	t := 0
	for _, x := range a {
		t += x
	}
	return t
}

func TestFTLEntry(t *testing.T) {
	self := cruiser(4, 100)
	other := fullthrust.Ship{Name: "Other", Armour: []int{4}, Hull: fullthrust.HullRows(40, 4)}
	script := rng.NewScript([]int{3, 6, 2, 1, 3, 4}) // the self hit completes three rows: one drive die
	a := FTLEntry(geom.Vec{}, self, []fullthrust.Ship{other}, []geom.Vec{{X: 14}}, ManoeuvreOptions{}, script)
	checkScript(t, script)
	if a.Distance != 12 || !near(a.At, geom.Vec{X: 12}) || a.SelfHit != 12 || a.Self.Lost.Hull != 12 {
		t.Errorf("arrival %+v", a)
	}
	if a.Others[0].Lost.Hull != 7 || len(a.Blasts) != 1 {
		t.Errorf("bystander %+v", a.Others[0].Lost)
	}
	plain := rng.NewScript([]int{3, 6})
	b := FTLEntry(geom.Vec{}, self, []fullthrust.Ship{other}, []geom.Vec{{X: 30}}, ManoeuvreOptions{PlainEntryScatter: true}, plain)
	checkScript(t, plain)
	if b.Distance != 6 || b.SelfHit != 0 {
		t.Errorf("plain scatter %+v", b)
	}
}
