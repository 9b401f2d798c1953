package fullthrust

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// aimScene returns the duellists and view of an enemy target (side 1) of
// thrust 4 at the origin, heading and moving 12 at velocity 8, with
// other enemy ships at others, standing still.
func aimScene(others ...geom.Vec) ([]Duellist, battle.View) {
	target := Duellist{Ship: battleShipOfThrust(4), Motion: manoeuvre.NewMotion(geom.Vec{}, 12, 8), Side: 1}
	target.Ship.Name = "Target"
	ships := []Duellist{target}
	v := battle.View{Ships: []battle.ShipView{{Name: "Target", Side: 1, Status: "in battle", Course: 12, Facing: 12, Velocity: 8}}}
	for k, at := range others {
		o := Duellist{Ship: battleShipOfThrust(4), Motion: manoeuvre.NewMotion(at, 12, 0), Side: 1}
		o.Ship.Name = "Other" + string(rune('A'+k))
		ships = append(ships, o)
		v.Ships = append(v.Ships, battle.ShipView{Name: o.Ship.Name, Side: 1, Status: "in battle", At: at, Course: 12, Facing: 12})
	}
	return ships, v
}

// aimHeld returns how many of the target's standard end states end
// within aimRadius of at (as the aim counts them) and nearer to it than
// every one of others.
func aimHeld(pl *Planner, s Duellist, at geom.Vec, others []geom.Vec) int {
	n := 0
	for _, r := range pl.reach(s.Ship, s.Motion, manoeuvre.ReachModes{}, manoeuvre.ManoeuvreOptions{}) {
		d := reachedEnd(s.Motion, &r).Pos.Dist(at)
		if d <= aimRadius && !slices.ContainsFunc(others, func(o geom.Vec) bool { return o.Dist(at) < d }) {
			n++
		}
	}
	return n
}

// TestAimCoversMost checks that the first placement at a lone target
// holds at least as many of its end states as any of its reachable end
// positions and more than where it would be holding course (8 MU ahead),
// which a thrust-4 ship at velocity 8 can leave by over 6 MU (braking
// and turning), and that
// the placements end with the course-held place and the ship's place.
func TestAimCoversMost(t *testing.T) {
	ships, v := aimScene()
	pl := NewPlanner()
	got := newAimer(pl, 0, ships, manoeuvre.ManoeuvreOptions{}, nil).aims(v, &v.Ships[0])
	if len(got) < 3 || len(got) > aimTop+2 {
		t.Fatalf("%d placements, want 3 to %d: %v", len(got), aimTop+2, got)
	}
	ahead := geom.Vec{Y: 8}
	if got[len(got)-2].Dist(ahead) > 1e-9 || got[len(got)-1] != (geom.Vec{}) {
		t.Errorf("last placements %v, want %v then the origin", got[len(got)-2:], ahead)
	}
	best := aimHeld(pl, ships[0], got[0], nil)
	for _, r := range pl.reach(ships[0].Ship, ships[0].Motion, manoeuvre.ReachModes{}, manoeuvre.ManoeuvreOptions{}) {
		at := reachedEnd(ships[0].Motion, &r).Pos
		if n := aimHeld(pl, ships[0], at, nil); n > best {
			t.Fatalf("placement %v holds %d end states, %v holds %d", got[0], best, at, n)
		}
	}
	if held := aimHeld(pl, ships[0], ahead, nil); best <= held {
		t.Errorf("best placement %v holds %d end states, the course-held place %d", got[0], best, held)
	}
	for k := 1; k < len(got)-2; k++ {
		if n := aimHeld(pl, ships[0], got[k], nil); n > aimHeld(pl, ships[0], got[k-1], nil) {
			t.Errorf("placement %d (%v) holds %d, more than the one before it", k, got[k], n)
		}
	}
}

// TestAimAvoidsOtherShips checks that an enemy ship standing inside the
// target's reach draws the placement away: at the first placement the
// target ends nearer than that ship in some of its end states, and the
// placement holds more of them than the lone target's best placement
// would with that ship there.
func TestAimAvoidsOtherShips(t *testing.T) {
	lone, lv := aimScene()
	pl := NewPlanner()
	alone := newAimer(pl, 0, lone, manoeuvre.ManoeuvreOptions{}, nil).aims(lv, &lv.Ships[0])[0]
	other := alone.Add(geom.Vec{X: 1})
	ships, v := aimScene(other)
	got := newAimer(pl, 0, ships, manoeuvre.ManoeuvreOptions{}, nil).aims(v, &v.Ships[0])[0]
	with := aimHeld(pl, ships[0], got, []geom.Vec{other})
	if with == 0 {
		t.Fatalf("placement %v holds no end state with a ship at %v", got, other)
	}
	if before := aimHeld(pl, ships[0], alone, []geom.Vec{other}); with <= before {
		t.Errorf("placement %v holds %d end states, the lone target's best %v holds %d", got, with, alone, before)
	}
}

// TestNearest2 checks the least squared distance to other ships, and
// that with none it is infinite (nothing draws the ordnance away).
func TestNearest2(t *testing.T) {
	if got := nearest2(geom.Vec{X: 1}, []geom.Vec{{X: 4}, {X: 1, Y: -2}}); got != 4 {
		t.Errorf("nearest2 = %v, want 4", got)
	}
	if got := nearest2(geom.Vec{}, nil); !math.IsInf(got, 1) {
		t.Errorf("nearest2 of none = %v, want +Inf", got)
	}
}

// TestAimVector checks that under vector movement the placements are
// where the target drifts and where it is.
func TestAimVector(t *testing.T) {
	ships, v := aimScene()
	vec := geom.Vec{X: 2, Y: 5}
	v.Ships[0].Vector = &vec
	got := newAimer(NewPlanner(), 0, ships, manoeuvre.ManoeuvreOptions{Vector: true}, nil).aims(v, &v.Ships[0])
	if len(got) != 2 || got[0] != vec || got[1] != (geom.Vec{}) {
		t.Errorf("vector placements %v, want %v and the origin", got, vec)
	}
}

// TestAimKept checks that a ranking kept from one target serves another
// with the same reach table elsewhere on the table and on another course:
// the placements are those worked out afresh, to the last bit, and the
// ranking is kept only once; with another ship near, the placements are
// again those worked out afresh.
func TestAimKept(t *testing.T) {
	ships, v := aimScene()
	pl := NewPlanner()
	kept := map[reachKey][]aimCand{}
	newAimer(pl, 0, ships, manoeuvre.ManoeuvreOptions{}, kept).aims(v, &v.Ships[0])
	if len(kept) != 1 {
		t.Fatalf("%d rankings kept, want 1", len(kept))
	}
	ships[0].Motion = manoeuvre.NewMotion(geom.Vec{X: 17.5, Y: -3}, 4, 8)
	v.Ships[0].At, v.Ships[0].Course, v.Ships[0].Facing = geom.Vec{X: 17.5, Y: -3}, 4, 4
	got := newAimer(pl, 0, ships, manoeuvre.ManoeuvreOptions{}, kept).aims(v, &v.Ships[0])
	want := newAimer(pl, 0, ships, manoeuvre.ManoeuvreOptions{}, nil).aims(v, &v.Ships[0])
	if !slices.Equal(got, want) {
		t.Errorf("kept placements %v, afresh %v", got, want)
	}
	if len(kept) != 1 {
		t.Errorf("%d rankings kept, want 1", len(kept))
	}
	for _, at := range []geom.Vec{{X: 3, Y: 8}, {X: -1, Y: 6}, {Y: 11}, {X: 12}} {
		crowd, cv := aimScene(at)
		got := newAimer(pl, 0, crowd, manoeuvre.ManoeuvreOptions{}, kept).aims(cv, &cv.Ships[0])
		want := newAimer(pl, 0, crowd, manoeuvre.ManoeuvreOptions{}, nil).aims(cv, &cv.Ships[0])
		if !slices.Equal(got, want) {
			t.Errorf("another ship at %v: kept placements %v, afresh %v", at, got, want)
		}
	}
	if len(kept) != 1 {
		t.Errorf("%d rankings kept, want 1", len(kept))
	}
}

// TestAimOtherSides checks that in a battle of three sides a ship of the
// third side draws the placement away as a ship of the target's side
// does: a salvo homes on the nearest ship of any side but the firer's
// (battle homing.go, W14), so the placements at the target with a
// third-side ship standing by its lone best placement are those with a
// ship of its own side there. A ship of the firer's side (0) draws
// nothing: the placements are the lone target's.
func TestAimOtherSides(t *testing.T) {
	lone, lv := aimScene()
	pl := NewPlanner()
	alone := newAimer(pl, 0, lone, manoeuvre.ManoeuvreOptions{}, nil).aims(lv, &lv.Ships[0])
	other := alone[0].Add(geom.Vec{X: 1})
	ships, v := aimScene(other)
	same := newAimer(pl, 0, ships, manoeuvre.ManoeuvreOptions{}, nil).aims(v, &v.Ships[0])
	if slices.Equal(same, alone) {
		t.Fatalf("a ship of the target's side at %v draws nothing: %v", other, same)
	}
	ships[1].Side, v.Ships[1].Side = 2, 2
	if got := newAimer(pl, 0, ships, manoeuvre.ManoeuvreOptions{}, nil).aims(v, &v.Ships[0]); !slices.Equal(got, same) {
		t.Errorf("a ship of a third side at %v: placements %v, want %v", other, got, same)
	}
	ships[1].Side, v.Ships[1].Side = 0, 0
	if got := newAimer(pl, 0, ships, manoeuvre.ManoeuvreOptions{}, nil).aims(v, &v.Ships[0]); !slices.Equal(got, alone) {
		t.Errorf("a ship of the firer's side at %v: placements %v, want the lone target's %v", other, got, alone)
	}
}

// TestAimBestAsAll checks best's early stop against scoring every end
// position with the other ships near: for one and two other ships on a
// grid around the target's reach, the placements best ranks are the
// first aimTop of every distinct end position holding one, each scored
// with its nearest other ship and ranked by aimOrder.
func TestAimBestAsAll(t *testing.T) {
	ships, v := aimScene()
	pl := NewPlanner()
	a := newAimer(pl, 0, ships, manoeuvre.ManoeuvreOptions{}, nil)
	a.aims(v, &v.Ships[0]) // fills a.ends with the target's end positions
	ahead := geom.Vec{Y: 8}
	base := a.placements(nil, ahead)
	checked := 0
	for x := -12.0; x <= 12; x += 3 {
		for y := -4.0; y <= 20; y += 3 {
			for _, others := range [][]geom.Vec{{{X: x, Y: y}}, {{X: x, Y: y}, {X: -y / 2, Y: x + 8}}} {
				var all []aimCand
				for i, e := range a.ends {
					if slices.Contains(a.ends[:i], e) {
						continue
					}
					if c := a.score(e, ahead, i, nearest2(e, others)); c.n > 0 {
						all = append(all, c)
					}
				}
				slices.SortFunc(all, aimOrder)
				var want []geom.Vec
				for _, c := range all[:min(aimTop, len(all))] {
					want = append(want, c.at)
				}
				if got := a.best(ahead, others, base); !slices.Equal(got, want) {
					t.Fatalf("others %v: best %v, every end scored %v", others, got, want)
				}
				checked++
			}
		}
	}
	if checked < 100 {
		t.Fatalf("%d scenes checked", checked)
	}
}

// TestAimTurned checks that the placements do not depend on where the
// target is or which way it moves: with the whole scene, target and
// other ship, moved and turned to course 4, they are the course-12
// scene's moved and turned alike (to 1e-9 MU), the other ship still
// drawing them away.
func TestAimTurned(t *testing.T) {
	other := geom.Vec{X: 1, Y: 7}
	ships, v := aimScene(other)
	pl := NewPlanner()
	want := newAimer(pl, 0, ships, manoeuvre.ManoeuvreOptions{}, nil).aims(v, &v.Ships[0])
	lone, lv := aimScene()
	if alone := newAimer(pl, 0, lone, manoeuvre.ManoeuvreOptions{}, nil).aims(lv, &lv.Ships[0]); slices.Equal(alone, want) {
		t.Fatalf("the ship at %v draws nothing: %v", other, want)
	}
	at, h := geom.Vec{X: 17.5, Y: -3}, geom.Heading(4)
	ships[0].Motion = manoeuvre.NewMotion(at, h, 8)
	v.Ships[0].At, v.Ships[0].Course, v.Ships[0].Facing = at, 4, 4
	moved := at.Add(turned(other, h))
	ships[1].Motion.Pos, v.Ships[1].At = moved, moved
	got := newAimer(pl, 0, ships, manoeuvre.ManoeuvreOptions{}, nil).aims(v, &v.Ships[0])
	if len(got) != len(want) {
		t.Fatalf("turned placements %v, want %d", got, len(want))
	}
	for k := range got {
		if w := at.Add(turned(want[k], h)); got[k].Dist(w) > 1e-9 {
			t.Errorf("placement %d: %v, want %v", k, got[k], w)
		}
	}
}

// TestAimWritten checks the first placement as its order line writes it
// (to 0.1 MU, pointLine), which is where the rules home the ordnance
// from: for targets of thrust 2-8 at velocities 0-20 on every course, at
// places off the 0.1 MU grid, every end state the aim counts at the
// placement it ranked (within aimRadius) is within battle.SalvoHoming of
// the written one.
func TestAimWritten(t *testing.T) {
	pl := NewPlanner()
	cases := 0
	for thrust := 2; thrust <= 8; thrust += 3 {
		for vel := 0; vel <= 20; vel += 4 {
			for h := 1; h <= 12; h++ {
				at := geom.Vec{X: 3.3 * float64(h), Y: -2.1 * float64(vel)}
				s := Duellist{Ship: battleShipOfThrust(thrust), Motion: manoeuvre.NewMotion(at, geom.Heading(h%12), vel), Side: 1}
				s.Ship.Name = "Target"
				v := battle.View{Ships: []battle.ShipView{{Name: "Target", Side: 1, Status: "in battle", At: at, Course: h, Facing: h, Velocity: vel}}}
				p := newAimer(pl, 0, []Duellist{s}, manoeuvre.ManoeuvreOptions{}, nil).aims(v, &v.Ships[0])[0]
				var q geom.Vec
				if _, err := fmt.Sscanf(strings.TrimPrefix(pointLine("Firer", "salvo", p), "Firer salvo: "), "%g %g", &q.X, &q.Y); err != nil {
					t.Fatal(err)
				}
				for _, r := range pl.reach(s.Ship, s.Motion, manoeuvre.ReachModes{}, manoeuvre.ManoeuvreOptions{}) {
					e := reachedEnd(s.Motion, &r).Pos
					if e.Dist(p) <= aimRadius && e.Dist(q) > battle.SalvoHoming {
						t.Fatalf("thrust %d, velocity %d, course %d: the end %v is %.4f MU from placement %v, %.4f MU from %v as written",
							thrust, vel, h, e, e.Dist(p), p, e.Dist(q), q)
					}
				}
				cases++
			}
		}
	}
	if cases != 3*6*12 {
		t.Fatalf("%d cases", cases)
	}
}

// TestAimKeptByTable checks that a kept ranking serves only targets
// with the same reach table: after the thrust-4 target at velocity 8 is
// ranked, a target whose drive was hit (thrust 2), an advanced drive, a
// lower velocity, one that turned last turn at thrust 1, and one under
// other manoeuvre options, each aimed at with the kept rankings, get the
// placements worked out afresh, and the lone target's ranking does not
// serve them.
func TestAimKeptByTable(t *testing.T) {
	pl := NewPlanner()
	kept := map[reachKey][]aimCand{}
	ships, v := aimScene()
	first := newAimer(pl, 0, ships, manoeuvre.ManoeuvreOptions{}, kept).aims(v, &v.Ships[0])
	for _, c := range []struct {
		name string
		edit func(*Duellist, *battle.ShipView, *manoeuvre.ManoeuvreOptions)
	}{
		{"drive hit", func(d *Duellist, _ *battle.ShipView, _ *manoeuvre.ManoeuvreOptions) { d.Ship.Drive.Hits = 1 }},
		{"advanced drive", func(d *Duellist, _ *battle.ShipView, _ *manoeuvre.ManoeuvreOptions) { d.Ship.Drive.Advanced = true }},
		{"velocity 5", func(d *Duellist, sv *battle.ShipView, _ *manoeuvre.ManoeuvreOptions) {
			d.Motion.Velocity, sv.Velocity = 5, 5
		}},
		{"thrust 1, turned last", func(d *Duellist, _ *battle.ShipView, _ *manoeuvre.ManoeuvreOptions) {
			d.Ship.Drive.Thrust, d.Motion.TurnedLast = 1, true
		}},
		{"thrust 1", func(d *Duellist, _ *battle.ShipView, _ *manoeuvre.ManoeuvreOptions) { d.Ship.Drive.Thrust = 1 }},
		{"no thrust-1 turn rule", func(d *Duellist, _ *battle.ShipView, o *manoeuvre.ManoeuvreOptions) {
			d.Ship.Drive.Thrust, d.Motion.TurnedLast, o.NoThrustOneTurn = 1, true, true
		}},
	} {
		ships, v := aimScene()
		var opt manoeuvre.ManoeuvreOptions
		c.edit(&ships[0], &v.Ships[0], &opt)
		got := newAimer(pl, 0, ships, opt, kept).aims(v, &v.Ships[0])
		want := newAimer(pl, 0, ships, opt, nil).aims(v, &v.Ships[0])
		if !slices.Equal(got, want) {
			t.Errorf("%s: kept placements %v, afresh %v", c.name, got, want)
		}
		if slices.Equal(got[:len(got)-2], first[:len(first)-2]) {
			t.Errorf("%s: the placements %v are the first target's, whose reach differs", c.name, got)
		}
	}
	if len(kept) != 7 {
		t.Errorf("%d rankings kept, want 7", len(kept))
	}
}
