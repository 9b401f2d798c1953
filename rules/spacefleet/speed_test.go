package spacefleet

import (
	"testing"

	"github.com/broadside/broadside/rng"
)

// TestHalfSpeed checks a damaged ship's speed (RULINGS D2#14): half speed
// rounds down with a minimum of 1 and does not stack, so engine damage on
// top of major damage changes nothing; HalfSpeedRoundUp rounds up, and
// HalfSpeedStacks halves again for each of the two (engine damage not yet
// repaired, major damage).
func TestHalfSpeed(t *testing.T) {
	dd := StandardDesign(Destroyer) // speed 5
	for _, tc := range []struct {
		name  string
		o     Options
		flags shipFlags
		want  int
	}{
		{"undamaged", Options{}, 0, 5},
		{"engine damage", Options{}, fHalfSpeed, 2},
		{"major damage", Options{}, fMajor, 2},
		{"both do not stack", Options{}, fHalfSpeed | fMajor, 2},
		{"round up", Options{HalfSpeedRoundUp: true}, fHalfSpeed, 3},
		{"stacking, one", Options{HalfSpeedStacks: true}, fMajor, 2},
		{"stacking, both", Options{HalfSpeedStacks: true}, fHalfSpeed | fMajor, 1},
		{"stacking, both, round up", Options{HalfSpeedStacks: true, HalfSpeedRoundUp: true}, fHalfSpeed | fMajor, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st := duel(t, dd, dd, 10, tc.o)
			st.ships[0].flags |= tc.flags
			if got := st.speed(0); got != tc.want {
				t.Errorf("speed = %d, want %d", got, tc.want)
			}
		})
	}
}

// TestHalfSpeedStacksRepair checks that under HalfSpeedStacks a ship with
// major damage still rolls to repair its engines, since the repair takes it
// from a quarter back to half speed, but not its destroyed weapons.
func TestHalfSpeedStacksRepair(t *testing.T) {
	dd := StandardDesign(Destroyer)
	st := duel(t, dd, dd, 10, Options{HalfSpeedStacks: true})
	st.ships[0].flags |= fMajor | fHalfSpeed | fWeaponsKO
	s := rng.NewScript([]int{6})
	st.repair(s, nil)
	if err := s.Err(); err != nil {
		t.Fatal(err)
	}
	if st.ships[0].has(fHalfSpeed) || st.speed(0) != 2 {
		t.Errorf("after repair: flags %b, speed %d; want engines repaired, speed 2", st.ships[0].flags, st.speed(0))
	}
}
