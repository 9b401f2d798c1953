package manoeuvre

import (
	"strings"
	"testing"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
)

// vectorCase is one vector order carried out on a thrust-4 drive (burn 4,
// thrusters 2) from rest at the origin facing 12, with scripted dice.
type vectorCase struct {
	order  string
	opt    ManoeuvreOptions
	hits   int      // drive hits before the move
	dice   []int    // nil: no dice at all (the order must roll none)
	legal  bool     // the order as written is possible
	end    geom.Vec // where the ship ends
	thrust int      // the drive's rating afterwards
	em     int      // EM factors in effect for fire
	ec     int      // factors dedicated to Eclipsing
	defer_ []string // the Option 1 checks left for the end of the turn
}

func runVectorCases(t *testing.T, cases []vectorCase) {
	t.Helper()
	at := NewVectorMotion(geom.Vec{}, geom.Clock(12), geom.Vec{})
	for _, c := range cases {
		o, err := ParseVectorOrder(c.order)
		if err != nil {
			t.Fatalf("%q: %v", c.order, err)
		}
		var src rng.Source
		var script *rng.Script
		if c.dice != nil {
			script = rng.NewScript(c.dice)
			src = script
		}
		mv := MoveVector(vectorShip(4, c.hits), at, o, c.opt, src)
		if script != nil && (script.Err() != nil || len(script.Unused()) > 0) {
			t.Errorf("%q dice %v: script error %v, unused %v", c.order, c.dice, script.Err(), script.Unused())
		}
		var why []string
		for _, d := range mv.Deferred {
			why = append(why, d.Why)
		}
		if mv.Legal != c.legal || !vnear(mv.Motion.Pos, c.end) || mv.Ship.Drive.Current() != c.thrust || mv.EM != c.em ||
			mv.Plan.Thrust.Eclipse != c.ec || strings.Join(why, ",") != strings.Join(c.defer_, ",") {
			t.Errorf("%q dice %v: legal %v at %v thrust %d EM %d Ec %d deferred %v, want %v %v %d %d %d %v\n%s", c.order, c.dice,
				mv.Legal, mv.Motion.Pos, mv.Ship.Drive.Current(), mv.EM, mv.Plan.Thrust.Eclipse, why,
				c.legal, c.end, c.thrust, c.em, c.ec, c.defer_, strings.Join(mv.Log, "\n"))
		}
	}
}

// TestVectorExtremeManoeuvres checks reading W87: EM factors come out of
// the main drive's budget with the burn and leave the movement alone;
// under Option 1 the check (+1 per factor after the first) waits for the
// end of the turn; under Option 2 it is rolled before moving, a failure
// halves the drive, cuts the burn in proportion and leaves the evasion
// working on a 4-6 only, and a failure on a damaged drive disables it and
// the ship drifts.
func TestVectorExtremeManoeuvres(t *testing.T) {
	two := ManoeuvreOptions{Extreme: BeforeMoving}
	runVectorCases(t, []vectorCase{
		{order: "MD2 EM2", legal: true, end: geom.Vec{Y: 2}, thrust: 4, em: 2, defer_: []string{"Extreme Manoeuvres"}},
		{order: "TS1 EM4 PP1", legal: true, end: geom.Vec{X: -0.8660254037844386, Y: 0.5}, thrust: 4, em: 4, defer_: []string{"Extreme Manoeuvres"}},
		{order: "MD3 EM2", legal: false, thrust: 4}, // 5 factors of 4
		{order: "ET MD4 EM2", dice: []int{2}, legal: true, end: geom.Vec{Y: 4}, thrust: 4, em: 2, defer_: []string{"Extreme Manoeuvres"}}, // 6 > 4: one ET die
		{order: "MD2 EM2", opt: two, dice: []int{4}, legal: true, end: geom.Vec{Y: 2}, thrust: 4, em: 2},                                  // 4+1 < 6 passes
		{order: "MD2 EM2", opt: two, dice: []int{5, 4}, legal: true, end: geom.Vec{Y: 1}, thrust: 2, em: 2},                               // fails: MD1, a 4 keeps the evasion
		{order: "MD2 EM2", opt: two, dice: []int{5, 3}, legal: true, end: geom.Vec{Y: 1}, thrust: 2},                                      // a 3 loses it
		{order: "MD1 EM1", opt: two, hits: 1, dice: []int{6}, legal: true, thrust: 0},                                                     // a damaged drive is disabled: drift
		{order: "MD2 EM2", opt: two, legal: false, thrust: 4},                                                                             // Option 2 needs a die
	})
	o, _ := ParseVectorOrder("MD3 EM2")
	if p := CheckVector(vectorShip(4, 0), Motion{}, o); len(p) != 1 || p[0] != "the main drive's 5 factors (a burn of 3 MU, 2 of Extreme Manoeuvres, 0 of Eclipsing) exceed the drive's current rating 4" {
		t.Errorf("MD3 EM2 on thrust 4: %q", p)
	}
}

// TestVectorRedlineAndEclipse checks reading W90's Redlined Engines (the
// burn and the thrusters half as much again, the text's check under
// either option, a failed Option 2 check cutting the order in proportion)
// and W89's Eclipsing factors out of the burn's budget.
func TestVectorRedlineAndEclipse(t *testing.T) {
	two := ManoeuvreOptions{Redline: BeforeMoving}
	runVectorCases(t, []vectorCase{
		{order: "RL MD6", legal: true, end: geom.Vec{Y: 6}, thrust: 4, defer_: []string{"Redlined Engines"}},
		{order: "RL TS6 PS2", legal: true, end: geom.Vec{X: -2}, thrust: 4, defer_: []string{"Redlined Engines"}},
		{order: "RL MD7", legal: false, thrust: 4},
		{order: "RL TS1 PP3", legal: false, thrust: 4},
		{order: "ET RL MD4", legal: false, thrust: 4},
		{order: "RL MD6", opt: two, dice: []int{5}, legal: true, end: geom.Vec{Y: 6}, thrust: 4},
		{order: "RL MD6", opt: two, dice: []int{6}, legal: true, end: geom.Vec{Y: 3}, thrust: 2}, // drive 2, redlined 3: MD3
		{order: "RL MD4", hits: 2, legal: false, thrust: 0},
		{order: "MD2 Ec2", legal: true, end: geom.Vec{Y: 2}, thrust: 4, ec: 2},
		{order: "MD3 Ec2", legal: false, thrust: 4},
		{order: "RL MD4 Ec2", legal: true, end: geom.Vec{Y: 4}, thrust: 4, ec: 2, defer_: []string{"Redlined Engines"}},
		{order: "MD2 EM1 Ec1", legal: true, end: geom.Vec{Y: 2}, thrust: 4, em: 1, ec: 1, defer_: []string{"Extreme Manoeuvres"}},
		{order: "MD1 Ec1 FTL", legal: false, thrust: 4},
	})
}

// TestVectorGravBackfire checks reading W90's Grav Backfire: the whole
// order, the ship drifting, its drive damaged and the ship-wide check
// rolled as it moves.
func TestVectorGravBackfire(t *testing.T) {
	runVectorCases(t, []vectorCase{
		{order: "backfire", dice: []int{2}, legal: true, thrust: 2},
		{order: "backfire", dice: []int{6}, legal: true, thrust: 0},
		{order: "backfire MD1", legal: false, thrust: 4},
		{order: "backfire", hits: 2, legal: false, thrust: 0},
	})
}

// TestVectorGravBackfireLeaving checks the Grav Backfire of a ship whose
// FTL drive is engaged to leave this turn (W90 with W74): as [Move] does
// for a cinematic ship, MoveVector rolls the backfire's drive damage and
// ship-wide check as the move begins, then moves the ship half its vector
// and vanishes it. Before, the vector ship vanished without either, so a
// battle's departing ship blasted its aft arc for nothing.
func TestVectorGravBackfireLeaving(t *testing.T) {
	m := NewVectorMotion(geom.Vec{}, geom.Clock(12), geom.Vec{Y: 6})
	m.FTL = FTLEngaged
	o, err := ParseVectorOrder("backfire")
	if err != nil {
		t.Fatal(err)
	}
	script := rng.NewScript([]int{2})
	mv := MoveVector(vectorShip(4, 0), m, o, ManoeuvreOptions{Vector: true}, script)
	if script.Err() != nil || len(script.Unused()) > 0 {
		t.Errorf("script error %v, unused %v", script.Err(), script.Unused())
	}
	if !mv.Legal || mv.Self == nil || mv.Ship.Drive.Current() != 2 || !mv.Vanished || !vnear(mv.Motion.Pos, geom.Vec{Y: 3}) {
		t.Errorf("legal %v, self %v, drive %d, vanished %v at %v\n%s", mv.Legal, mv.Self, mv.Ship.Drive.Current(), mv.Vanished, mv.Motion.Pos, strings.Join(mv.Log, "\n"))
	}
	if quiet := MoveVectorQuiet(vectorShip(4, 0), m, o, ManoeuvreOptions{Vector: true}, nil); quiet.Legal || quiet.Self != nil || !quiet.Vanished {
		t.Errorf("without dice: legal %v, self %v, vanished %v", quiet.Legal, quiet.Self, quiet.Vanished)
	}
	cm := NewMotion(geom.Vec{}, geom.Clock(12), 6)
	cm.FTL = FTLEngaged
	co, err := ParseOrder("backfire")
	if err != nil {
		t.Fatal(err)
	}
	if c := Move(vectorShip(4, 0), cm, co, ManoeuvreOptions{}, rng.NewScript([]int{2})); c.Self == nil || c.Ship.Drive.Current() != 2 || !c.Vanished {
		t.Errorf("the cinematic departure: self %v, drive %d, vanished %v", c.Self, c.Ship.Drive.Current(), c.Vanished)
	}
}

// TestVectorShortRangeJump checks reading W88 through the three turns of
// a jump: engaging the FTL drive with a rotation only; jumping along the
// vector (not the facing), keeping the vector, with the scatter and the
// two checks; then rotating but neither burning nor pushing.
func TestVectorShortRangeJump(t *testing.T) {
	s := vectorShip(4, 0)
	m := NewVectorMotion(geom.Vec{}, geom.Clock(12), geom.Vec{X: 3, Y: 4})
	parse := func(text string) VectorOrder {
		o, err := ParseVectorOrder(text)
		if err != nil {
			t.Fatal(err)
		}
		return o
	}
	for _, bad := range []string{"MD1 SRJ", "PS1 SRJ", "EM1 SRJ", "SRJ 20", "SRJ FTL"} {
		if p := CheckVector(s, m, parse(bad)); len(p) == 0 {
			t.Errorf("%q accepted before engaging", bad)
		}
	}
	mv := MoveVector(s, m, parse("TS2 SRJ"), ManoeuvreOptions{}, nil)
	if !mv.Legal || mv.Motion.FTL != FTLEngagedJump || !mv.NoFire || !vnear(mv.Motion.Pos, geom.Vec{X: 3, Y: 4}) || mv.Motion.Facing.Hour() != 2 {
		t.Fatalf("engaging: %+v\n%s", mv.Motion, strings.Join(mv.Log, "\n"))
	}
	m = mv.Motion
	for _, bad := range []string{"", "MD2", "SRJ", "SRJ 41", "SRJ 20 TS1"} {
		if p := CheckVector(s, m, parse(bad)); len(p) == 0 {
			t.Errorf("%q accepted with the drive engaged for a jump", bad)
		}
	}
	// 30 MU along (0.6, 0.8) from (3, 4): aim (21, 28); two scatter dice
	// (30 MU), 1 and 2, toward 3 o'clock: (24, 28); the FTL and main-drive
	// checks 6 (the drive halved) and 2.
	script := rng.NewScript([]int{3, 1, 2, 6, 6})
	mv = MoveVector(s, m, parse("SRJ 30"), ManoeuvreOptions{}, script)
	checkScript(t, script)
	if mv.Jump == nil || !vnear(mv.Jump.Aim, geom.Vec{X: 21, Y: 28}) || !vnear(mv.Motion.Pos, geom.Vec{X: 24, Y: 28}) ||
		!vnear(mv.Motion.Vector, geom.Vec{X: 3, Y: 4}) || mv.Motion.FTL != FTLOffline || !mv.Motion.NoAcceleration || !mv.NoFire ||
		mv.Ship.Drive.Current() != 2 || !mv.Jump.FTLCheck.Failed {
		t.Fatalf("jump: %+v %+v\n%s", mv.Jump, mv.Motion, strings.Join(mv.Log, "\n"))
	}
	m, s = mv.Motion, mv.Ship
	for _, bad := range []string{"MD1", "PR1", "TS1 PP1"} {
		if p := CheckVector(s, m, parse(bad)); len(p) == 0 {
			t.Errorf("%q accepted on the turn after the jump", bad)
		}
	}
	mv = MoveVector(s, m, parse("TP1"), ManoeuvreOptions{}, nil)
	if !mv.Legal || mv.Motion.NoAcceleration || !vnear(mv.Motion.Pos, geom.Vec{X: 27, Y: 32}) {
		t.Fatalf("after the jump: legal %v %+v", mv.Legal, mv.Motion)
	}
	if p := CheckVector(mv.Ship, mv.Motion, parse("MD1")); len(p) > 0 {
		t.Errorf("the turn after: %v", p)
	}
	// A ship at rest jumps along its facing.
	rest := NewVectorMotion(geom.Vec{}, geom.Clock(3), geom.Vec{})
	rest.FTL = FTLEngagedJump
	script = rng.NewScript([]int{12, 1, 1, 1})
	mv = MoveVector(vectorShip(4, 0), rest, parse("SRJ 10"), ManoeuvreOptions{}, script)
	checkScript(t, script)
	if !vnear(mv.Motion.Pos, geom.Vec{X: 10, Y: 1}) || mv.Motion.Vector != (geom.Vec{}) {
		t.Errorf("jump from rest: %+v", mv.Motion)
	}
}

// TestVectorUnallocated checks reading W97's measure of what a vector
// order leaves unallocated for a reaction to fire: Plan.Thrust.Used is the
// main drive's factors the order as carried out used (burn, Extreme
// Manoeuvres, Eclipsing), never the thruster points; an impossible order
// drifts and uses none; a failed Option 2 check counts the cut burn and
// the EM factors spent even when their die left them without effect.
func TestVectorUnallocated(t *testing.T) {
	two := ManoeuvreOptions{Extreme: BeforeMoving}
	at := NewVectorMotion(geom.Vec{}, geom.Clock(12), geom.Vec{})
	for _, c := range []struct {
		order string
		opt   ManoeuvreOptions
		dice  []int
		used  int
	}{
		{order: "", used: 0},
		{order: "TP1 PS2", used: 0},                                             // thrusters only (W71)
		{order: "MD2 EM1", used: 3},                                             // burn 2 and EM 1
		{order: "MD1 Ec1 EM1", used: 3},                                         // with Eclipsing (W89)
		{order: "ET MD4 EM2", dice: []int{2}, used: 6},                          // Emergency Thrust beyond the rating
		{order: "MD3 EM2", used: 0},                                             // impossible: drifts (W72)
		{order: "MD2 EM2", opt: two, dice: []int{5, 3}, used: 3},                // cut to MD1, EM lost but spent
		{order: "MD2 EM2", opt: two, dice: []int{5, 4}, used: 3},                // cut to MD1, EM kept
		{order: "RL MD6", opt: ManoeuvreOptions{Redline: AtEndOfTurn}, used: 6}, // redlined
	} {
		o, err := ParseVectorOrder(c.order)
		if err != nil {
			t.Fatalf("%q: %v", c.order, err)
		}
		var src rng.Source
		if c.dice != nil {
			src = rng.NewScript(c.dice)
		}
		if mv := MoveVector(vectorShip(4, 0), at, o, c.opt, src); mv.Plan.Thrust.Used != c.used {
			t.Errorf("%q dice %v: used %d, want %d\n%s", c.order, c.dice, mv.Plan.Thrust.Used, c.used, strings.Join(mv.Log, "\n"))
		}
	}
}

// TestVectorReactEM checks that a reaction to fire (ReactEM, readings W94,
// W96, W97) works on a vector ship's move as on a cinematic one: after
// "MD2 EM1" under Option 1 a thrust-4 ship reacting with one factor checks
// at +1 (its own factor, then the further +1; the EM1 keeps its deferred
// check): a 4 passes and two factors are in effect; a 5 fails, halves the
// drive and leaves the EM1 alone, with no further die.
func TestVectorReactEM(t *testing.T) {
	o, err := ParseVectorOrder("MD2 EM1")
	if err != nil {
		t.Fatal(err)
	}
	mv := MoveVector(vectorShip(4, 0), NewVectorMotion(geom.Vec{}, geom.Clock(12), geom.Vec{}), o, ManoeuvreOptions{}, nil)
	for _, c := range []struct {
		die, em, drive int
	}{{4, 2, 4}, {5, 1, 2}} {
		script := rng.NewScript([]int{c.die})
		got := mv.ReactEM(1, script)
		if script.Err() != nil || len(script.Unused()) > 0 {
			t.Errorf("die %d: script error %v, unused %v", c.die, script.Err(), script.Unused())
		}
		last := got.Checks[len(got.Checks)-1]
		if got.EM != c.em || got.Ship.Drive.Current() != c.drive || len(got.Checks) != 1 || last.DRM != 1 || last.Face != c.die {
			t.Errorf("die %d: EM %d drive %d checks %+v, want EM %d drive %d and one check at +1", c.die, got.EM, got.Ship.Drive.Current(), got.Checks, c.em, c.drive)
		}
		if got.Motion != mv.Motion || len(got.Deferred) != 1 {
			t.Errorf("die %d: the reaction moved the ship or changed its deferred checks: %+v", c.die, got)
		}
	}
	if mv.EM != 1 || len(mv.Checks) != 0 {
		t.Errorf("ReactEM changed its receiver: EM %d, checks %v", mv.EM, mv.Checks)
	}
}
