package manoeuvre

import (
	"math"
	"strings"
	"testing"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
)

// TestEmergencyThrustExample is the worked example of "Emergency Thrust": an
// undamaged heavy cruiser with a main drive of 4 plots P3+3, using 6 thrust
// factors: one die for exceeding its rating and one for turning more than
// half of it, so 2 dice.
func TestEmergencyThrustExample(t *testing.T) {
	s, m := cruiser(4, 100), NewMotion(geom.Vec{}, geom.Clock(12), 6)
	o := mustOrder(t, "ET P3+3")
	p := PlanOrder(s, m, o, ManoeuvreOptions{})
	if !p.Legal() || p.Thrust.Used != 6 || p.Thrust.Budget != 6 || p.Thrust.ETDice != 2 {
		t.Fatalf("plan %+v, want legal, 6 of 6 used, 2 ET dice", p.Thrust)
	}
	tests := []struct {
		name         string
		dice         []int
		score, hits  int
		course, vel  int
		success      bool
		replotted    string
		wantWarnings int
	}{
		{"clean success", []int{1, 3}, 0, 0, 9, 9, true, "", 0},
		{"success with damage", []int{5, 2}, 1, 1, 9, 9, true, "", 0},
		{"failure re-plots on the halved drive", []int{4, 5}, 2, 1, 11, 7, false, "P1 +1", 1},
		{"failure twice damaged drifts", []int{6, 6}, 4, 2, 12, 6, false, "", 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			script := rng.NewScript(tt.dice)
			mv := Move(s, m, o, ManoeuvreOptions{}, script)
			checkScript(t, script)
			if mv.ET == nil || mv.ET.Dice != 2 || mv.ET.Score != tt.score || mv.ET.Success != tt.success {
				t.Fatalf("ET roll %+v", mv.ET)
			}
			if mv.Ship.Drive.Hits != tt.hits || mv.Motion.ETUses != 1 {
				t.Errorf("drive hits %d uses %d, want %d and 1", mv.Ship.Drive.Hits, mv.Motion.ETUses, tt.hits)
			}
			if mv.Motion.Course != geom.Clock(tt.course) || mv.Motion.Velocity != tt.vel {
				t.Errorf("motion %v, want course %d velocity %d", mv.Motion, tt.course, tt.vel)
			}
			if len(mv.Warnings) != tt.wantWarnings || !tt.success && mv.Plan.Order.String() != tt.replotted {
				t.Errorf("warnings %q, carried out %q, want re-plot %q", mv.Warnings, mv.Plan.Order, tt.replotted)
			}
			if s.Drive.Hits != 0 {
				t.Error("Move changed its input ship")
			}
		})
	}
}

func TestReplotKeepsTheVelocityChange(t *testing.T) {
	s := cruiser(4, 100)
	s.Drive.Hits = 1
	got := replot(s, Motion{Velocity: 6}, mustOrder(t, "ET P3 :9"), ManoeuvreOptions{})
	if got.String() != "P1 +1" {
		t.Errorf("re-plot %q, want \"P1 +1\"", got)
	}
	got = replot(s, Motion{Velocity: 6, NoAcceleration: true}, mustOrder(t, "ET P3+3"), ManoeuvreOptions{})
	if got.String() != "P1" {
		t.Errorf("re-plot after a jump %q, want \"P1\"", got)
	}
}

func TestEmergencyThrustDice(t *testing.T) {
	tests := []struct {
		name, order string
		thrust      int
		uses        int
		adv         bool
		dice        int
	}{
		{"within the normal limits", "ET P1+1", 4, 3, false, 0},
		{"thrust only", "ET +6", 4, 0, false, 1},
		{"turn only", "ET S3+1", 4, 0, false, 1},
		{"Continuum's second use", "ET S3+1", 4, 1, false, 2},
		{"both and two uses", "ET P4+2", 4, 2, false, 4},
		{"advanced drive turning its rating", "ET P4+2", 4, 0, true, 1},
		{"advanced drive turning beyond it", "ET P5+1", 4, 0, true, 2},
		// Hard About points are turning too (HA5): the same three-point
		// turn rolls the same dice whether or not part of it is a Hard About.
		{"ET three points", "ET P3 +2", 4, 0, false, 2},
		{"ET with a Hard About point", "ET 2P HA1P +2", 4, 0, false, 2},
		{"ET with a Hard About within the allowance", "ET HA1P +2", 4, 0, false, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := cruiser(tt.thrust, 100)
			s.Drive.Advanced = tt.adv
			p := PlanOrder(s, Motion{Velocity: 6, ETUses: tt.uses}, mustOrder(t, tt.order), ManoeuvreOptions{})
			if !p.Legal() || p.Thrust.ETDice != tt.dice {
				t.Errorf("%q: legal %v %v, %d dice, want %d", tt.order, p.Legal(), p.Problems, p.Thrust.ETDice, tt.dice)
			}
		})
	}
	if p := PlanOrder(cruiser(4, 100), Motion{Velocity: 6}, mustOrder(t, "ET P3+4"), ManoeuvreOptions{}); p.Legal() {
		t.Error("ET allowed 7 factors on a drive of 4")
	}
	success, clean := etChances(2)
	if math.Abs(success-7.0/12) > 1e-12 || math.Abs(clean-0.25) > 1e-12 {
		t.Errorf("ETChances(2) = %v, %v, want 7/12 and 1/4", success, clean)
	}
}

func TestETOutcomeTable(t *testing.T) {
	tests := []struct {
		score   int
		success bool
		damage  int
	}{{0, true, 0}, {1, true, 1}, {2, false, 1}, {3, false, 1}, {4, false, 2}, {9, false, 2}}
	for _, tt := range tests {
		if s, d := ETOutcome(tt.score); s != tt.success || d != tt.damage {
			t.Errorf("ETOutcome(%d) = %v, %d, want %v, %d", tt.score, s, d, tt.success, tt.damage)
		}
	}
}

// TestHardAboutExample is the worked example of "Hard About": a drive of 4
// writes "2P + HA1P", two factors for the two-point turn and two more for
// the one-point Hard About, then one main-drive check at the current level.
// Under Option 1 the turn happens whatever the check; under Option 2 a
// failed check cancels the Hard About and the rest stands as written.
func TestHardAboutExample(t *testing.T) {
	s, m := cruiser(4, 100), NewMotion(geom.Vec{}, geom.Clock(12), 6)
	o := mustOrder(t, "2P + HA1P")
	p := PlanOrder(s, m, o, ManoeuvreOptions{})
	if !p.Legal() || p.Thrust.Turning != 2 || p.Thrust.Hard != 2 || p.Thrust.Used != 4 {
		t.Fatalf("plan %+v %v", p.Thrust, p.Problems)
	}
	if p := PlanOrder(s, m, mustOrder(t, "P3"), ManoeuvreOptions{}); p.Legal() {
		t.Fatal("a drive of 4 turned three points without a Hard About")
	}
	tests := []struct {
		name   string
		timing CheckTiming
		dice   []int
		course int
		hits   int
	}{
		{"option 1 passes", AtEndOfTurn, []int{5}, 9, 0},
		{"option 1 fails but turns", AtEndOfTurn, []int{6}, 9, 1},
		{"option 2 passes", BeforeMoving, []int{3}, 9, 0},
		{"option 2 fails: no Hard About", BeforeMoving, []int{6}, 10, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			opt := ManoeuvreOptions{HardAbout: tt.timing}
			script := rng.NewScript(tt.dice)
			mv := Move(s, m, o, opt, script)
			end := EndTurn(mv.Ship, mv.Motion, mv.Deferred, mv.Corkscrew, script)
			checkScript(t, script)
			if mv.Motion.Course != geom.Clock(tt.course) {
				t.Errorf("course %s, want %d", mv.Motion.Course, tt.course)
			}
			checks := append(mv.Checks, end.Checks...)
			if len(checks) != 1 || checks[0].DRM != 0 || checks[0].Target != 6 {
				t.Errorf("checks %+v, want one at 6+ with no modifier", checks)
			}
			if end.Ship.Drive.Hits != tt.hits {
				t.Errorf("drive hits %d, want %d", end.Ship.Drive.Hits, tt.hits)
			}
		})
	}
	t.Run("two points of Hard About add 1", func(t *testing.T) {
		mv := Move(cruiser(6, 100), m, mustOrder(t, "P2 HA2P"), ManoeuvreOptions{}, rng.NewScript(nil))
		if len(mv.Deferred) != 1 || mv.Deferred[0].DRM != 1 {
			t.Errorf("deferred %+v, want one check at +1", mv.Deferred)
		}
	})
}

// TestCorkscrewOnThrustSix is the Corkscrew example: it costs 3 factors of
// the turning allowance, so a thrust-6 ship may corkscrew and change speed
// but make no other turn.
func TestCorkscrewOnThrustSix(t *testing.T) {
	s, m := cruiser(6, 100), NewMotion(geom.Vec{}, geom.Clock(12), 6)
	if p := PlanOrder(s, m, mustOrder(t, "CO +3"), ManoeuvreOptions{}); !p.Legal() || p.Thrust.Turning != 3 || p.Thrust.Used != 6 {
		t.Errorf("CO+3 on thrust 6: %+v %v", p.Thrust, p.Problems)
	}
	if p := PlanOrder(s, m, mustOrder(t, "CO P1"), ManoeuvreOptions{}); p.Legal() {
		t.Error("a thrust-6 ship corkscrewed and turned")
	}
	for _, tt := range []struct {
		die      int
		inverted bool
	}{{1, true}, {3, true}, {2, false}, {6, false}} {
		script := rng.NewScript([]int{tt.die})
		mv := Move(s, m, mustOrder(t, "CO"), ManoeuvreOptions{}, script)
		end := EndTurn(mv.Ship, mv.Motion, mv.Deferred, mv.Corkscrew, script)
		checkScript(t, script)
		if !mv.Corkscrew || end.CorkscrewDie != tt.die || end.Motion.Inverted != tt.inverted {
			t.Errorf("die %d: inverted %v, want %v", tt.die, end.Motion.Inverted, tt.inverted)
		}
	}
}

func TestCorkscrewHullStress(t *testing.T) {
	s := cruiser(8, 100)
	if got := StressDice(100, 1); got != 5 {
		t.Errorf("StressDice(100, 1) = %d, want 5", got)
	}
	if got := StressDice(41, 2); got != 6 {
		t.Errorf("StressDice(41, 2) = %d, want 6 (3 per point)", got)
	}
	// Five beam dice: 6 (2, re-roll 4: 1 penetrating), 1, 5 (1), 3, 2.
	script := rng.NewScript([]int{6, 4, 1, 5, 3, 2, 2})
	mv := Move(s, NewMotion(geom.Vec{}, geom.Clock(12), 6), mustOrder(t, "CO P1"), ManoeuvreOptions{}, script)
	end := EndTurn(mv.Ship, mv.Motion, mv.Deferred, mv.Corkscrew, script)
	checkScript(t, script)
	if mv.Stress == nil || mv.Stress.Dice != 5 || mv.Stress.Damage != (fullthrust.Damage{Normal: 3, Penetrating: 1}) {
		t.Fatalf("stress %+v", mv.Stress)
	}
	if end.Ship.Lost.Hull != 1 || end.Ship.ArmourLeft()[0] != 1 {
		t.Errorf("lost hull %d armour left %v, want 1 and [1]", end.Ship.Lost.Hull, end.Ship.ArmourLeft())
	}
}

// TestCorkscrewStressThresholdLogged checks that the threshold check hull
// stress causes is in the move's log with its die: five dice of 6 with
// re-rolls 5, 5, 5, 5, 4 score 10 normal and 5 penetrating points, 11 of
// them on the hull, crossing rows 1 and 2; the drive's die is a 6.
func TestCorkscrewStressThresholdLogged(t *testing.T) {
	s := cruiser(8, 100)
	script := rng.NewScript([]int{6, 5, 6, 5, 6, 5, 6, 5, 6, 4, 6})
	mv := Move(s, NewMotion(geom.Vec{}, geom.Clock(12), 6), mustOrder(t, "CO P1"), ManoeuvreOptions{}, script)
	checkScript(t, script)
	if mv.Ship.Drive.Hits != 1 {
		t.Fatalf("drive hits %d, want 1", mv.Ship.Drive.Hits)
	}
	log := strings.Join(mv.Log, "\n")
	if want := "threshold row 2 check (5+, +1 for 1 more rows): main drive 6 lost"; !strings.Contains(log, want) {
		t.Errorf("log lacks %q:\n%s", want, log)
	}
}

// TestRedlinedTable is the rule text's table of redlined ratings, restored
// as one and a half times the rating rounded down (RULINGS E4 #4).
func TestRedlinedTable(t *testing.T) {
	for normal, redlined := range map[int]int{2: 3, 3: 4, 4: 6, 5: 7, 6: 9} {
		if got := redlinedRating(normal); got != redlined {
			t.Errorf("RedlinedRating(%d) = %d, want %d", normal, got, redlined)
		}
		p := PlanOrder(cruiser(normal, 100), Motion{Velocity: 2}, Order{Redline: true, Accel: redlined}, ManoeuvreOptions{})
		if !p.Legal() || p.Thrust.Budget != redlined {
			t.Errorf("RL +%d on a drive of %d: %v", redlined, normal, p.Problems)
		}
	}
	s := cruiser(4, 100)
	if p := PlanOrder(s, Motion{Velocity: 2}, mustOrder(t, "RL P3+3"), ManoeuvreOptions{}); !p.Legal() {
		t.Errorf("RL P3+3 on 4: %v", p.Problems)
	}
	if p := PlanOrder(s, Motion{Velocity: 2}, mustOrder(t, "RL P4"), ManoeuvreOptions{}); p.Legal() {
		t.Error("a redlined standard drive turned more than half its redlined thrust")
	}
	s.Drive.Advanced = true
	if p := PlanOrder(s, Motion{Velocity: 2}, mustOrder(t, "RL P6"), ManoeuvreOptions{}); !p.Legal() {
		t.Errorf("a redlined advanced drive could not turn with all of it: %v", p.Problems)
	}
}

func TestRedlineChecks(t *testing.T) {
	s, m := cruiser(4, 100), NewMotion(geom.Vec{}, geom.Clock(12), 2)
	mv := Move(s, m, mustOrder(t, "RL +6"), ManoeuvreOptions{}, rng.NewScript(nil))
	if len(mv.Deferred) != 1 || mv.Deferred[0].Why != "Redlined Engines" || mv.Motion.Velocity != 8 {
		t.Errorf("option 1: deferred %+v velocity %d", mv.Deferred, mv.Motion.Velocity)
	}
	script := rng.NewScript([]int{6})
	mv = Move(s, m, mustOrder(t, "RL +6"), ManoeuvreOptions{Redline: BeforeMoving}, script)
	checkScript(t, script)
	// The drive halves to 2 before moving; +6 becomes +3, within RL's 3.
	if mv.Motion.Velocity != 5 || mv.Ship.Drive.Current() != 2 || len(mv.Warnings) != 1 {
		t.Errorf("option 2 failure: velocity %d drive %d warnings %q", mv.Motion.Velocity, mv.Ship.Drive.Current(), mv.Warnings)
	}
}

func TestExtremeManoeuvres(t *testing.T) {
	s, m := cruiser(4, 100), NewMotion(geom.Vec{}, geom.Clock(12), 4)
	o := mustOrder(t, "EM2 +2")
	t.Run("option 1", func(t *testing.T) {
		mv := Move(s, m, o, ManoeuvreOptions{}, rng.NewScript(nil))
		if mv.EM != 2 || len(mv.Deferred) != 1 || mv.Deferred[0].DRM != 1 || mv.Motion.Velocity != 6 {
			t.Errorf("EM %d deferred %+v velocity %d", mv.EM, mv.Deferred, mv.Motion.Velocity)
		}
	})
	t.Run("option 2 failure, evasion lost", func(t *testing.T) {
		script := rng.NewScript([]int{5, 2})
		mv := Move(s, m, o, ManoeuvreOptions{Extreme: BeforeMoving}, script)
		checkScript(t, script)
		if mv.EM != 0 || mv.Ship.Drive.Current() != 2 || mv.Motion.Velocity != 5 {
			t.Errorf("EM %d drive %d velocity %d, want 0, 2, 5 (order halved)", mv.EM, mv.Ship.Drive.Current(), mv.Motion.Velocity)
		}
	})
	t.Run("option 2 failure, evasion works in full", func(t *testing.T) {
		// The failure halves the drive and the normal manoeuvres (+2 becomes
		// +1); the text says nothing of halving the EM factors, which on a
		// 4-6 keep their full effect.
		script := rng.NewScript([]int{5, 5})
		mv := Move(s, m, o, ManoeuvreOptions{Extreme: BeforeMoving}, script)
		checkScript(t, script)
		if mv.EM != 2 || mv.Ship.Drive.Current() != 2 || mv.Motion.Velocity != 5 {
			t.Errorf("EM %d drive %d velocity %d, want 2, 2, 5 (normal manoeuvres halved, EM whole)", mv.EM, mv.Ship.Drive.Current(), mv.Motion.Velocity)
		}
	})
	t.Run("option 2 failure on a damaged drive", func(t *testing.T) {
		d := s
		d.Drive.Hits = 1
		script := rng.NewScript([]int{6})
		mv := Move(d, m, mustOrder(t, "EM1 +1"), ManoeuvreOptions{Extreme: BeforeMoving}, script)
		checkScript(t, script)
		if mv.Ship.Drive.Current() != 0 || mv.Motion.Velocity != 4 || mv.EM != 0 {
			t.Errorf("drive %d velocity %d EM %d, want disabled and drifting", mv.Ship.Drive.Current(), mv.Motion.Velocity, mv.EM)
		}
	})
	t.Run("discretionary", func(t *testing.T) {
		opt := ManoeuvreOptions{EMDiscretionary: true}
		mv := Move(s, m, mustOrder(t, "EM2?"), opt, rng.NewScript(nil))
		if mv.EM != 0 || mv.EMHeld != 2 || len(mv.Deferred) != 0 {
			t.Fatalf("EM %d held %d deferred %v", mv.EM, mv.EMHeld, mv.Deferred)
		}
		script := rng.NewScript([]int{3})
		called := mv.CallEM(opt, script)
		checkScript(t, script)
		if called.EM != 2 || called.EMHeld != 0 || len(called.Checks) != 1 || called.Checks[0].DRM != 1 || len(mv.Checks) != 0 {
			t.Errorf("called %+v", called)
		}
		if p := PlanOrder(s, m, mustOrder(t, "EM2?"), ManoeuvreOptions{}); p.Legal() {
			t.Error("discretionary EM allowed without its option")
		}
	})
	t.Run("after movement", func(t *testing.T) {
		opt := ManoeuvreOptions{EMAfterMovement: true}
		o := mustOrder(t, "+1 / EM2")
		if p := PlanOrder(s, m, o, ManoeuvreOptions{}); p.Legal() {
			t.Error("post-movement EM allowed without its option")
		}
		if p := PlanOrder(s, m, mustOrder(t, "+3 / EM2"), opt); p.Legal() {
			t.Error("post-movement EM spent more than the held thrust")
		}
		script := rng.NewScript([]int{3})
		mv := Move(s, m, o, opt, script).AfterMovement(opt, script)
		checkScript(t, script)
		// +1 for after movement and +1 for the second factor: 3+2 = 5 passes.
		if mv.EM != 2 || mv.Checks[0].DRM != 2 {
			t.Errorf("EM %d checks %+v", mv.EM, mv.Checks)
		}
	})
	t.Run("in reaction to fire", func(t *testing.T) {
		// Held factors: +1 for the second factor and +1 for the reaction;
		// a 4 fails, and the evasion then does not happen, with no 50% die
		// whatever the option (ReactEM takes none; W96); a 3 passes.
		held := Moved{Ship: s, Motion: m, EMHeld: 2}
		for _, c := range []struct{ face, em int }{{4, 0}, {3, 2}} {
			script := rng.NewScript([]int{c.face})
			got := held.ReactEM(0, script)
			checkScript(t, script)
			if got.EM != c.em || got.EMHeld != 0 || got.Checks[0].DRM != 2 || held.EMHeld != 2 {
				t.Errorf("rolled %d: EM %d held %d checks %+v, want EM %d", c.face, got.EM, got.EMHeld, got.Checks, c.em)
			}
		}
		// Unallocated thrust, three factors: +3, works only if it passes.
		free := Moved{Ship: s, Motion: m, EM: 1}
		for _, c := range []struct{ face, em int }{{2, 4}, {3, 1}} {
			script := rng.NewScript([]int{c.face})
			got := free.ReactEM(3, script)
			checkScript(t, script)
			if got.EM != c.em || got.Checks[0].DRM != 3 {
				t.Errorf("rolled %d: EM %d checks %+v, want %d", c.face, got.EM, got.Checks, c.em)
			}
		}
	})
	if got := LockOnRadius(6, 2); got != 4 {
		t.Errorf("LockOnRadius(6, 2) = %v, want 4", got)
	}
}
