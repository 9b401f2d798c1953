package fullthrust

import (
	"context"
	"math"
	"slices"
	"testing"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	ft "github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
	"github.com/broadside/broadside/sim"
	"github.com/google/go-cmp/cmp"
)

// recorder is a scripted dice source that also notes each die's purpose.
type recorder struct {
	*rng.Script
	purposes []string
}

func (r *recorder) Roll(sides int, purpose string) int {
	r.purposes = append(r.purposes, purpose)
	return r.Script.Roll(sides, purpose)
}

// hulk returns a ship of MASS 80 with a drive of thrust, 10 armour boxes
// and 20 hull boxes in 4 rows, a level-1 screen and the given systems.
func hulk(name string, side, thrust int, pos geom.Vec, heading, v int, systems ...ft.System) Duellist {
	return Duellist{
		Ship: ft.Ship{Name: name, Mass: 80, Armour: []int{10}, Hull: ft.HullRows(20, 4), Drive: ft.Drive{Thrust: thrust},
			Systems: append([]ft.System{{Kind: ft.Screen}}, systems...)},
		Motion: manoeuvre.NewMotion(pos, geom.Clock(heading), v),
		Side:   side,
	}
}

func TestDuelBackfireTurn(t *testing.T) {
	// Furnace (drive MASS 20: high zone 4 MU, 8D6) has Anvil 3.5 MU dead
	// astern; its only beam faces forward, so the blast is its best order.
	// Anvil, with a drive of 1 and no guns, cannot reach the wake.
	furnace := hulk("Furnace", 0, 5, geom.Vec{}, 12, 4, ft.System{Kind: ft.Beam, Class: 2, Arcs: geom.Arcs(geom.F)})
	furnace.Doctrine.Backfire = true
	anvil := hulk("Anvil", 1, 1, geom.Vec{Y: -3.5}, 12, 0)
	d := Duel{Ships: []Duellist{furnace, anvil}, Turns: 1}
	if err := d.Validate(); err != nil {
		t.Fatal(err)
	}
	// 8 blast dice of 3 (2 each through the screen): 10 on armour and 6 on
	// the hull cross a row, so Anvil checks its screen and drive; then
	// Furnace's ship-wide check: screen, beam, then the drive.
	faces := []int{3, 3, 3, 3, 3, 3, 3, 3, 1, 1, 1, 1, 1}
	src := &recorder{Script: rng.NewScript(faces)}
	f := d.Fight(src, nil, true)
	if err := src.Err(); err != nil {
		t.Fatalf("dice: %v\nlog: %q", err, f.Log)
	}
	want := append(slices.Repeat([]string{manoeuvre.BackfirePurpose}, 8), slices.Repeat([]string{ft.ThresholdPurpose}, 5)...)
	if diff := cmp.Diff(want, src.purposes); diff != "" {
		t.Errorf("dice purposes (-want +got):\n%s\nlog: %q", diff, f.Log)
	}
	if f.Backfires[0] != 1 || f.Dealt[0] != 16 || f.Taken[1] != 16 || f.Drive[0] != 1 {
		t.Errorf("backfires %v dealt %v taken %v drive %v", f.Backfires, f.Dealt, f.Taken, f.Drive)
	}
	if got := f.Ships[1].Ship.BoxesLeft(); got != 30-16 {
		t.Errorf("Anvil has %d boxes left, want 14", got)
	}
	if m := f.Ships[0].Motion; m.Pos.Dist(geom.Vec{Y: 4}) > 1e-9 || m.Velocity != 4 {
		t.Errorf("Furnace drifted to %v, want (0, 4) at velocity 4", m)
	}
}

func TestDuelJumpTurn(t *testing.T) {
	// Leaper's FTL drive is engaged for a jump: with a drive of 2 it jumps at
	// most 20 MU (one scatter die) towards Target, 40 MU ahead, which has no
	// guns and cannot come within 6 MU.
	leaper := hulk("Leaper", 0, 2, geom.Vec{}, 12, 4, ft.System{Kind: ft.Beam, Class: 3, Arcs: geom.Arcs(geom.FP, geom.F, geom.FS)})
	leaper.Doctrine.Jump = true
	leaper.Motion.FTL = manoeuvre.FTLEngagedJump
	target := hulk("Target", 1, 1, geom.Vec{Y: 40}, 6, 0)
	d := Duel{Ships: []Duellist{leaper, target}, Turns: 1}
	// Scatter towards 3 o'clock, 4 MU; the FTL drive and main drive pass.
	src := &recorder{Script: rng.NewScript([]int{3, 4, 1, 1})}
	f := d.Fight(src, nil, true)
	if err := src.Err(); err != nil {
		t.Fatalf("dice: %v\nlog: %q", err, f.Log)
	}
	want := []string{"jump scatter direction", "jump scatter distance", "FTL drive threshold check", manoeuvre.DriveCheckPurpose}
	if diff := cmp.Diff(want, src.purposes); diff != "" {
		t.Errorf("dice purposes (-want +got):\n%s\nlog: %q", diff, f.Log)
	}
	m := f.Ships[0].Motion
	if f.Jumps[0] != 1 || m.FTL != manoeuvre.FTLOffline || !m.NoAcceleration || m.Velocity != 4 || m.Course != geom.Clock(12) {
		t.Errorf("jumps %v, motion %+v", f.Jumps, m)
	}
	if m.Pos.X != 4 || m.Pos.Y < 1 || m.Pos.Y > 20 || m.Pos.Y != math.Trunc(m.Pos.Y) {
		t.Errorf("Leaper arrived at %v, want (4, jump distance)", m.Pos)
	}
	if f.Dealt[0] != 0 || f.Taken[0] != 0 {
		t.Errorf("dealt %v taken %v: nobody may fire", f.Dealt, f.Taken)
	}
}

func TestDuelJumpNearAShip(t *testing.T) {
	// Leaving within 6 MU of another ship: a 1 on the proximity die keeps
	// Leaper in place, drifting on, its FTL drive ready again.
	leaper := hulk("Leaper", 0, 2, geom.Vec{}, 12, 4)
	leaper.Doctrine.Jump = true
	leaper.Motion.FTL = manoeuvre.FTLEngagedJump
	d := Duel{Ships: []Duellist{leaper, hulk("Close", 1, 1, geom.Vec{X: 5}, 12, 0)}, Turns: 1}
	src := &recorder{Script: rng.NewScript([]int{1})}
	f := d.Fight(src, nil, true)
	if err := src.Err(); err != nil {
		t.Fatalf("dice: %v\nlog: %q", err, f.Log)
	}
	if m := f.Ships[0].Motion; f.Jumps[0] != 0 || m.FTL != manoeuvre.FTLReady || m.Pos.Dist(geom.Vec{Y: 4}) > 1e-9 {
		t.Errorf("jumps %v, motion %+v, log %q", f.Jumps, m, f.Log)
	}
}

// manoeuvreDuel is a duel in which one ship may backfire and another jump.
func manoeuvreDuel() Duel {
	d := testDuel()
	d.Ships = append([]Duellist(nil), d.Ships...)
	d.Ships[0].Doctrine = Doctrine{Backfire: true, Jump: true}
	d.Ships = append(d.Ships, duellist("Green", 0, geom.Vec{X: -10, Y: -30}, 12, 6))
	d.Ships[2].Doctrine = Doctrine{Jump: true}
	return d
}

func TestDuelWorkersAgree(t *testing.T) {
	d := manoeuvreDuel()
	run := func(workers int) sim.Result {
		cfg := sim.Config{Trials: 60, Workers: workers, Seed: 11}
		r, err := sim.Run(context.Background(), cfg, d.Metrics(), func() sim.Trial { return sim.Trial(d.Trial()) })
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	one, two := run(1), run(2)
	if diff := cmp.Diff(one, two); diff != "" {
		t.Errorf("1 and 2 workers differ (-1 +2):\n%s", diff)
	}
	jumps, _ := one.Metric("jumps:Green")
	if jumps.Estimate().Value == 0 {
		t.Errorf("Green never jumped in 60 duels")
	}
}

func TestTargetByThreat(t *testing.T) {
	// Raider has two enemies in its forward arc at the same range: a fresh
	// ship with no guns and a damaged gunship. It shoots the gunship, and
	// without guns on either, the nearer ship is its target.
	raider := duellist("Raider", 0, geom.Vec{}, 12, 0)
	gunship := duellist("Gunship", 1, geom.Vec{X: 3, Y: 10}, 6, 0)
	gunship.Ship, _ = gunship.Ship.Take(ft.Damage{Normal: 6})
	hulkShip := hulk("Hulk", 1, 2, geom.Vec{X: -3, Y: 10}, 6, 0)
	ships := []Duellist{raider, hulkShip, gunship}
	at := func(j int) manoeuvre.Motion { return ships[j].Motion }
	shot := func(j int, to manoeuvre.Motion) (manoeuvre.Shot, int) {
		return manoeuvre.Shot{From: ships[0].Motion, To: to}, 0
	}
	if got := chooseTarget(ships, 0, raider.Motion, at, shot); got.ship != 2 || got.hit <= 0 {
		t.Errorf("target %+v, want the gunship (2)", got)
	}
	unarmed := []Duellist{hulk("Raider", 0, 2, geom.Vec{}, 12, 0), hulk("Far", 1, 2, geom.Vec{Y: 30}, 6, 0), hulk("Near", 1, 2, geom.Vec{Y: 20}, 6, 0)}
	at = func(j int) manoeuvre.Motion { return unarmed[j].Motion }
	if got := chooseTarget(unarmed, 0, unarmed[0].Motion, at, shot); got.ship != 2 || got.hit != 0 {
		t.Errorf("target %+v, want the nearest (2)", got)
	}
}
