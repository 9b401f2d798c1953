package manoeuvre

import (
	"strings"
	"testing"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
)

// heldOptions enables both forms of held Extreme Manoeuvres (readings W57,
// W58, W100), the check at timing.
func heldOptions(timing CheckTiming) ManoeuvreOptions {
	return ManoeuvreOptions{EMDiscretionary: true, EMAfterMovement: true, Extreme: timing}
}

// moveHeld carries out order on a thrust-4 ship with hits drive hits from
// rest at the origin facing 12, with scripted dice (nil for none), and
// fails the test if the script is not used up exactly.
func moveHeld(t *testing.T, order string, hits int, opt ManoeuvreOptions, dice []int) Moved {
	t.Helper()
	o, err := ParseVectorOrder(order)
	if err != nil {
		t.Fatalf("%q: %v", order, err)
	}
	var src rng.Source
	var script *rng.Script
	if dice != nil {
		script = rng.NewScript(dice)
		src = script
	}
	mv := MoveVector(vectorShip(4, hits), NewVectorMotion(geom.Vec{}, geom.Clock(12), geom.Vec{}), o, opt, src)
	if script != nil && (script.Err() != nil || len(script.Unused()) > 0) {
		t.Errorf("%q dice %v: script error %v, unused %v", order, dice, script.Err(), script.Unused())
	}
	return mv
}

// TestVectorHeldFactors checks reading W100 on the move itself: "EM n?"
// and "/ EM n" draw on the main drive's budget with the burn, roll nothing
// as the ship moves, even under Option 2, and leave their factors held
// (EMHeld, Plan.Order.Post) and counted as used for a reaction (W95, W97);
// the factors held for after movement are the normal rating's only.
func TestVectorHeldFactors(t *testing.T) {
	for _, c := range []struct {
		order      string
		opt        ManoeuvreOptions
		dice       []int
		legal      bool
		end        geom.Vec
		held, post int // EMHeld, Plan.Order.Post.EM
		em, used   int // EM in effect, Plan.Thrust.Used
		deferred   int
	}{
		{order: "MD2 EM2?", opt: heldOptions(AtEndOfTurn), legal: true, end: geom.Vec{Y: 2}, held: 2, used: 4},
		{order: "MD2 EM2?", opt: heldOptions(BeforeMoving), legal: true, end: geom.Vec{Y: 2}, held: 2, used: 4}, // no Option 2 die
		{order: "MD2 / EM1", opt: heldOptions(AtEndOfTurn), legal: true, end: geom.Vec{Y: 2}, post: 1, used: 3},
		{order: "MD1 EM1? / EM2", opt: heldOptions(BeforeMoving), legal: true, end: geom.Vec{Y: 1}, held: 1, post: 2, used: 4},
		{order: "MD1 EM1 / EM1", opt: heldOptions(AtEndOfTurn), legal: true, end: geom.Vec{Y: 1}, post: 1, em: 1, used: 3, deferred: 1},
		{order: "TS1 PP1 / EM4", opt: heldOptions(AtEndOfTurn), legal: true, end: geom.Vec{X: -0.8660254037844386, Y: 0.5}, post: 4, used: 4}, // thrusters apart (W71)
		{order: "ET MD3 EM2?", opt: heldOptions(AtEndOfTurn), dice: []int{2}, legal: true, end: geom.Vec{Y: 3}, held: 2, used: 5},             // 5 > 4: the ET die
		{order: "MD2 EM2?", opt: ManoeuvreOptions{EMAfterMovement: true}, legal: false},                                                       // without em-discretionary
		{order: "MD2 / EM1", opt: ManoeuvreOptions{EMDiscretionary: true}, legal: false},                                                      // without em-after-movement
		{order: "MD2 / EM1", opt: ManoeuvreOptions{PostMovement: true}, legal: false},                                                         // the house rule stays cinematic (W73)
		{order: "MD3 EM2?", opt: heldOptions(AtEndOfTurn), legal: false},                                                                      // 5 of 4
		{order: "MD3 / EM2", opt: heldOptions(AtEndOfTurn), legal: false},                                                                     // 5 of 4
		{order: "ET MD4 / EM1", opt: heldOptions(AtEndOfTurn), legal: false},                                                                  // held from the normal rating only
		{order: "RL MD3 / EM2", opt: heldOptions(AtEndOfTurn), legal: false},                                                                  // likewise under Redlined Engines
		{order: "TP1 FTL / EM1", opt: heldOptions(AtEndOfTurn), legal: false},                                                                 // no thrust in the warm-up
		{order: "EM1? FTL", opt: heldOptions(AtEndOfTurn), legal: false},
		{order: "TP1 SRJ EM1?", opt: heldOptions(AtEndOfTurn), legal: false},
		{order: "backfire / EM1", opt: heldOptions(AtEndOfTurn), legal: false}, // the whole order
	} {
		mv := moveHeld(t, c.order, 0, c.opt, c.dice)
		if mv.Legal != c.legal || !vnear(mv.Motion.Pos, c.end) || mv.EMHeld != c.held || mv.Plan.Order.Post.EM != c.post ||
			mv.EM != c.em || mv.Plan.Thrust.Used != c.used || len(mv.Deferred) != c.deferred ||
			mv.Plan.Thrust.EM != c.held+c.post+c.em { // as a cinematic plan's, before and after movement
			t.Errorf("%q: legal %v at %v held %d post %d EM %d used %d deferred %v, want %v %v %d %d %d %d %d\n%s", c.order,
				mv.Legal, mv.Motion.Pos, mv.EMHeld, mv.Plan.Order.Post.EM, mv.EM, mv.Plan.Thrust.Used, mv.Deferred,
				c.legal, c.end, c.held, c.post, c.em, c.used, c.deferred, strings.Join(mv.Log, "\n"))
		}
	}
	for order, want := range map[string]string{
		"MD2 EM2?":       "discretionary Extreme Manoeuvres (EM n?) need the option em-discretionary",
		"MD2 / EM1":      "Extreme Manoeuvres held for after movement (/ EM n) need the option em-after-movement",
		"MD3 / EM2":      "the main drive's 5 factors (a burn of 3 MU, 0 of Extreme Manoeuvres, 0 of Eclipsing, 2 held for after movement) exceed the drive's current rating 4",
		"ET MD4 / EM1":   "1 factors held for after movement, but the drive's current rating 4 leaves 0 after the rest of the order's 4",
		"backfire / EM1": "a Grav Backfire is the ship's whole order",
		"TP1 SRJ / EM1":  "may rotate but not burn, push or use other thrust",
		"TP1 FTL / EM1":  "a ship engaging its FTL drive may not use thrust",
	} {
		mv := moveHeld(t, order, 0, ManoeuvreOptions{}, nil)
		if len(mv.Warnings) == 0 || !strings.Contains(mv.Warnings[0], want) {
			t.Errorf("%q: warnings %q, want one saying %q", order, mv.Warnings, want)
		}
	}
}

// TestVectorHeldCalled checks that held factors of a vector move are
// carried out as a cinematic move's are (readings W57, W58, W100): "EM2?"
// called on rolls its check at +1 then and works from then on (under
// Option 2 a failure leaves it working on a 4-6 only); "/ EM1" after
// movement checks at +1 and works only if it passes. The ship stays
// where its move left it.
func TestVectorHeldCalled(t *testing.T) {
	for _, c := range []struct {
		timing      CheckTiming
		dice        []int
		em, drive   int
		description string
	}{
		{AtEndOfTurn, []int{4}, 2, 4, "4+1 passes"},
		{AtEndOfTurn, []int{5}, 2, 2, "a failure under Option 1 keeps the evasion"},
		{BeforeMoving, []int{5, 4}, 2, 2, "under Option 2 a 4 keeps it"},
		{BeforeMoving, []int{5, 3}, 0, 2, "under Option 2 a 3 loses it"},
	} {
		mv := moveHeld(t, "MD2 EM2?", 0, heldOptions(c.timing), nil)
		script := rng.NewScript(c.dice)
		got := mv.CallEM(heldOptions(c.timing), script)
		if script.Err() != nil || len(script.Unused()) > 0 {
			t.Errorf("%s: script error %v, unused %v", c.description, script.Err(), script.Unused())
		}
		if got.EM != c.em || got.EMHeld != 0 || got.Ship.Drive.Current() != c.drive || len(got.Checks) != 1 || got.Checks[0].DRM != 1 || got.Motion != mv.Motion {
			t.Errorf("%s: EM %d held %d drive %d checks %+v, want EM %d drive %d after one check at +1", c.description, got.EM, got.EMHeld, got.Ship.Drive.Current(), got.Checks, c.em, c.drive)
		}
	}
	mv := moveHeld(t, "MD2 / EM1", 0, heldOptions(AtEndOfTurn), nil)
	for _, c := range []struct{ die, em, drive int }{{4, 1, 4}, {5, 0, 2}} {
		got := mv.AfterMovement(heldOptions(AtEndOfTurn), rng.NewScript([]int{c.die}))
		if got.EM != c.em || got.Ship.Drive.Current() != c.drive || len(got.Checks) != 1 || got.Checks[0].DRM != 1 || got.Motion != mv.Motion {
			t.Errorf("/ EM1, die %d: EM %d drive %d checks %+v, want EM %d drive %d after one check at +1", c.die, got.EM, got.Ship.Drive.Current(), got.Checks, c.em, c.drive)
		}
	}
}

// TestVectorHeldCut checks what happens to held factors when the drive
// fails before they are used (reading W100): a failed Option 2 check of
// Redlined Engines halves the discretionary factors with the burn, as a
// cinematic order's are; a failed Emergency Thrust re-plots them within
// the standard limits, the discretionary ones staying discretionary.
func TestVectorHeldCut(t *testing.T) {
	opt := heldOptions(AtEndOfTurn)
	opt.Redline = BeforeMoving
	mv := moveHeld(t, "RL MD4 EM2?", 0, opt, []int{6})
	if mv.Ship.Drive.Current() != 2 || mv.EMHeld != 1 || !vnear(mv.Motion.Pos, geom.Vec{Y: 2}) {
		t.Errorf("RL MD4 EM2? after a failed check: drive %d held %d at %v, want 2, 1 at (0, 2)\n%s", mv.Ship.Drive.Current(), mv.EMHeld, mv.Motion.Pos, strings.Join(mv.Log, "\n"))
	}
	// A thrust-6 ship redlines "MD2 TP1 PS3 / EM4" (thrusters 4 of the
	// redlined 9); the failure halves the drive to 3 (redlined 4,
	// thrusters 2) and cuts the burn and push to 1 each; the held factors
	// keep what the rating of 3 leaves after the burn, 2, and the push
	// stays within the halved drive's redlined thrusters (W90, W101).
	o, err := ParseVectorOrder("RL MD2 TP1 PS3 / EM4")
	if err != nil {
		t.Fatal(err)
	}
	mv = MoveVector(vectorShip(6, 0), NewVectorMotion(geom.Vec{}, geom.Clock(12), geom.Vec{}), o, opt, rng.NewScript([]int{6}))
	if !mv.Legal || mv.Ship.Drive.Current() != 3 || mv.Plan.Order.Post.EM != 2 || !vnear(mv.Motion.Pos, geom.Vec{X: 0.8660254037844386, Y: 1.5}) {
		t.Errorf("RL MD2 TP1 PS3 / EM4 after a failed check: legal %v drive %d post %d at %v, want true, 3, 2 at (0.87, 1.5)\n%s",
			mv.Legal, mv.Ship.Drive.Current(), mv.Plan.Order.Post.EM, mv.Motion.Pos, strings.Join(mv.Log, "\n"))
	}
	for order, want := range map[string]string{
		"ET MD3 EM2?":           "MD3 EM1?",
		"ET MD5 EM1?":           "MD4",
		"ET MD2 TS1 EM1? / EM1": "MD2 TS1 EM1? / EM1",
	} {
		o, err := ParseVectorOrder(order)
		if err != nil {
			t.Fatal(err)
		}
		if got := ReplotVector(vectorShip(4, 0), o).String(); got != want {
			t.Errorf("ReplotVector(%q) = %q, want %q", order, got, want)
		}
	}
}
