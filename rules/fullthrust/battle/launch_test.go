package battle_test

import (
	"math"
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// TestLaunchReachSides checks what State.LaunchReach tells a side: the
// reach of its own ships' salvo mounts, nothing (+Inf) of an enemy ship's
// or of an unknown kind, and 0 in the fire phase, when the rules refuse
// every ordnance line.
func TestLaunchReachSides(t *testing.T) {
	st := preparedStart(t, "battle-fleet-action.yaml")
	own, enemy := 0, 0
	for p := range game.Player(2) {
		v := st.View(p).(battle.View)
		for _, s := range v.Ships {
			r := st.LaunchReach(p, nil, s.Name, "salvo")
			switch {
			case s.Side != int(p):
				enemy++
				if !math.IsInf(r, 1) {
					t.Errorf("side %d is told %s's salvo reach, %g MU", p, s.Name, r)
				}
			case s.Salvos > 0:
				own++
				if r != battle.SalvoRange && r != battle.ExtendedSalvoRange {
					t.Errorf("%s with %d salvos: reach %g MU, want %d or %d", s.Name, s.Salvos, r, battle.SalvoRange, battle.ExtendedSalvoRange)
				}
			}
			if r := st.LaunchReach(p, nil, s.Name, "torpedo"); !math.IsInf(r, 1) {
				t.Errorf("%s torpedo: reach %g MU, want +Inf for a kind LaunchReach does not know", s.Name, r)
			}
		}
	}
	if own == 0 || enemy == 0 {
		t.Fatalf("the fleet action shows %d own ships with salvos and %d enemies", own, enemy)
	}
	if err := st.Resolve([]game.Orders{{}, {}}, rng.New(1), nil); err != nil {
		t.Fatal(err)
	}
	v := st.View(0).(battle.View)
	for _, s := range v.Ships {
		if s.Side == 0 && s.Salvos > 0 {
			if r := st.LaunchReach(0, nil, s.Name, "salvo"); r != 0 {
				t.Errorf("fire phase: %s's salvo reach %g MU, want 0", s.Name, r)
			}
		}
	}
}

// TestBoltClassAt checks the class State.BoltClassAt tells side 0 of the
// bolt its plasma frigate Krait (one class-2 launcher, arcs FP, F, FS,
// at (12, 30) heading 6 o'clock) would fire at a point: 2 ahead within
// 30 MU; 0 once a line uses the launcher, beyond 30 MU, astern, for the
// convoy's ship, and for a ship of the other side.
func TestBoltClassAt(t *testing.T) {
	st := preparedStart(t, "battle-missile-boats.yaml")
	ahead := geom.Vec{X: 12, Y: 10}
	for _, tc := range []struct {
		name  string
		p     game.Player
		ship  string
		lines []string
		at    geom.Vec
		want  int
	}{
		{"ahead", 0, "Krait", nil, ahead, 2},
		{"launcher used", 0, "Krait", []string{"Krait plasma: 12 15"}, ahead, 0},
		{"beyond 30 MU", 0, "Krait", nil, geom.Vec{X: 12, Y: -1}, 0},
		{"astern", 0, "Krait", nil, geom.Vec{X: 12, Y: 40}, 0},
		{"no launcher", 1, "Providence", nil, ahead, 0},
		{"another side's ship", 1, "Krait", nil, ahead, 0},
	} {
		if got := st.BoltClassAt(tc.p, tc.lines, tc.ship, tc.at); got != tc.want {
			t.Errorf("%s: class %d, want %d", tc.name, got, tc.want)
		}
	}
}
