package fullthrust

import (
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
// within battle.SalvoHoming of at and nearer to it than every one of
// others.
func aimHeld(pl *Planner, s Duellist, at geom.Vec, others []geom.Vec) int {
	n := 0
	for _, r := range pl.reach(s.Ship, s.Motion, manoeuvre.ReachModes{}, manoeuvre.ManoeuvreOptions{}) {
		d := reachedEnd(s.Motion, &r).Pos.Dist(at)
		if d <= battle.SalvoHoming && !blocked(at, d, others) {
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
	got := newAimer(pl, ships, manoeuvre.ManoeuvreOptions{}).aims(v, &v.Ships[0])
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
	alone := newAimer(pl, lone, manoeuvre.ManoeuvreOptions{}).aims(lv, &lv.Ships[0])[0]
	other := alone.Add(geom.Vec{X: 1})
	ships, v := aimScene(other)
	got := newAimer(pl, ships, manoeuvre.ManoeuvreOptions{}).aims(v, &v.Ships[0])[0]
	with := aimHeld(pl, ships[0], got, []geom.Vec{other})
	if with == 0 {
		t.Fatalf("placement %v holds no end state with a ship at %v", got, other)
	}
	if before := aimHeld(pl, ships[0], alone, []geom.Vec{other}); with <= before {
		t.Errorf("placement %v holds %d end states, the lone target's best %v holds %d", got, with, alone, before)
	}
}

// TestBlocked checks that a placement is blocked only by a ship strictly
// nearer than the target's end.
func TestBlocked(t *testing.T) {
	others := []geom.Vec{{X: 3}}
	for _, c := range []struct {
		d    float64
		want bool
	}{{2, false}, {3, false}, {3.5, true}} {
		if got := blocked(geom.Vec{}, c.d, others); got != c.want {
			t.Errorf("blocked at %v MU = %v, want %v", c.d, got, c.want)
		}
	}
}

// TestAimVector checks that under vector movement the placements are
// where the target drifts and where it is.
func TestAimVector(t *testing.T) {
	ships, v := aimScene()
	vec := geom.Vec{X: 2, Y: 5}
	v.Ships[0].Vector = &vec
	got := newAimer(NewPlanner(), ships, manoeuvre.ManoeuvreOptions{Vector: true}).aims(v, &v.Ships[0])
	if len(got) != 2 || got[0] != vec || got[1] != (geom.Vec{}) {
		t.Errorf("vector placements %v, want %v and the origin", got, vec)
	}
}
