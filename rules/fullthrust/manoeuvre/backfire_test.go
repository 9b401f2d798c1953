package manoeuvre

import (
	"testing"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
)

func TestBackfireZones(t *testing.T) {
	s := cruiser(4, 100) // drive MASS 20
	if h, m, l := BackfireRadii(s); h != 4 || m != 8 || l != 12 {
		t.Errorf("radii %d %d %d, want 4 8 12", h, m, l)
	}
	if h, m, l := BackfireDice(s); h != 8 || m != 4 || l != 2 {
		t.Errorf("dice %d %d %d, want 8 4 2", h, m, l)
	}
	damaged := s
	damaged.Drive.Hits = 1
	if h, m, l := BackfireRadii(damaged); h != 2 || m != 4 || l != 6 {
		t.Errorf("damaged radii %d %d %d, want 2 4 6", h, m, l)
	}
	if h, m, l := BackfireDice(damaged); h != 4 || m != 2 || l != 1 {
		t.Errorf("damaged dice %d %d %d, want 4 2 1", h, m, l)
	}
	m := NewMotion(geom.Vec{}, geom.Clock(12), 6)
	tests := []struct {
		name string
		at   geom.Vec
		want Zone
	}{
		{"high", geom.Vec{Y: -3}, ZoneHigh},
		{"high edge", geom.Vec{Y: -4}, ZoneHigh},
		{"medium", geom.Vec{Y: -6}, ZoneMedium},
		{"low", geom.Vec{X: 2, Y: -10}, ZoneLow},
		{"too far", geom.Vec{Y: -13}, ZoneNone},
		{"not astern", geom.Vec{X: 3}, ZoneNone},
		{"ahead", geom.Vec{Y: 3}, ZoneNone},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := BackfireZone(s, m, tt.at); got != tt.want {
				t.Errorf("zone %s, want %s", got, tt.want)
			}
		})
	}
}

func TestGravBackfire(t *testing.T) {
	s, m := cruiser(4, 100), NewMotion(geom.Vec{}, geom.Clock(12), 6)
	target := cruiser(4, 100)
	target.Systems = []fullthrust.System{{Kind: fullthrust.Screen}}
	// Medium zone: 4 dice 6 5 1 2 less screen 1 = 5+4+0+1 = 10, armour
	// first: 4 armour, 6 hull (row 1 done: the screen and the drive check).
	script := rng.NewScript([]int{6, 5, 1, 2, 1, 1})
	out, hits := GravBackfire(s, m, []fullthrust.Ship{target, target}, []geom.Vec{{Y: -6}, {Y: 20}}, ManoeuvreOptions{}, script)
	checkScript(t, script)
	if len(hits) != 1 || hits[0].Zone != ZoneMedium || hits[0].Points != 10 {
		t.Fatalf("hits %+v", hits)
	}
	if out[0].Lost.Hull != 6 || out[1].Lost.Hull != 0 || target.Lost.Hull != 0 {
		t.Errorf("hull lost %d %d (input %d)", out[0].Lost.Hull, out[1].Lost.Hull, target.Lost.Hull)
	}
}

func TestBackfireSelf(t *testing.T) {
	m := NewMotion(geom.Vec{}, geom.Clock(12), 6)
	t.Run("intact drive", func(t *testing.T) {
		script := rng.NewScript([]int{6})
		mv := Move(cruiser(4, 100), m, mustOrder(t, "backfire"), ManoeuvreOptions{}, script)
		checkScript(t, script)
		if mv.Self == nil || mv.Self.HalfEffect || !mv.Self.DriveFailed || mv.Self.Destroyed || mv.Ship.Drive.Hits != 2 {
			t.Errorf("self %+v hits %d", mv.Self, mv.Ship.Drive.Hits)
		}
		if !near(mv.Motion.Pos, geom.Vec{Y: 6}) {
			t.Errorf("the backfiring ship did not drift: %v", mv.Motion)
		}
	})
	t.Run("damaged drive overloads", func(t *testing.T) {
		s := cruiser(4, 100)
		s.Drive.Hits = 1
		script := rng.NewScript([]int{6})
		mv := Move(s, m, mustOrder(t, "backfire"), ManoeuvreOptions{}, script)
		checkScript(t, script)
		if !mv.Self.HalfEffect || !mv.Self.Destroyed || !mv.Ship.Destroyed() {
			t.Errorf("self %+v", mv.Self)
		}
	})
	t.Run("advanced drives cannot", func(t *testing.T) {
		s := cruiser(4, 100)
		s.Drive.Advanced = true
		if p := PlanOrder(s, m, mustOrder(t, "backfire"), ManoeuvreOptions{}); p.Legal() {
			t.Error("an advanced drive backfired")
		}
	})
}

func TestGravWake(t *testing.T) {
	s := cruiser(4, 100)
	mv := Move(s, NewMotion(geom.Vec{}, geom.Clock(12), 6), mustOrder(t, "backfire"), ManoeuvreOptions{}, rng.NewScript([]int{1}))
	w := WakeOf(mv.Ship, mv)
	if w.Dice != 1 {
		t.Errorf("wake dice %d, want 1 (the damaged drive counts half)", w.Dice)
	}
	w = WakeOf(s, mv)
	tests := []struct {
		name  string
		path  []geom.Vec
		cross bool
	}{
		{"across", []geom.Vec{{X: -2, Y: 4}, {X: 2, Y: 4}}, true},
		{"beyond the end", []geom.Vec{{X: -2, Y: 8}, {X: 2, Y: 8}}, false},
		{"alongside within half a MU", []geom.Vec{{X: 0.4, Y: 1}, {X: 0.4, Y: 5}}, true},
		{"alongside further", []geom.Vec{{X: 0.6, Y: 1}, {X: 0.6, Y: 5}}, false},
	}
	for _, tt := range tests {
		if got := w.Crosses(tt.path); got != tt.cross {
			t.Errorf("%s: crosses %v, want %v", tt.name, got, tt.cross)
		}
	}
	script := rng.NewScript([]int{4, 3})
	hit, h := WakeHit(w, cruiser(4, 100), ManoeuvreOptions{}, script)
	checkScript(t, script)
	if h.Points != 7 || hit.ArmourLeft()[0] != 0 || hit.Lost.Hull != 3 {
		t.Errorf("wake hit %+v", h)
	}
}
