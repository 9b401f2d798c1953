package spacefleet

import (
	"testing"

	"github.com/broadside/broadside/rng"
)

// TestRepairSkipsMajorDamage checks that the end-of-turn repair rolls only
// for what a repair could restore ("Effect of hits": major damage is not
// repairable; RULINGS D2#15): a ship with major damage has lost its weapons
// and half its speed for good, so an older knock-out or engine hit asks
// the table for no die.
func TestRepairSkipsMajorDamage(t *testing.T) {
	for _, tc := range []struct {
		name  string
		flags shipFlags
		dice  []int
		want  shipFlags
	}{
		{"engines and weapons", fHalfSpeed | fWeaponsKO, []int{5, 6}, 0},
		{"failed rolls", fHalfSpeed | fWeaponsKO, []int{4, 1}, fHalfSpeed | fWeaponsKO},
		{"major damage", fMajor | fHalfSpeed | fWeaponsKO, nil, fMajor | fHalfSpeed | fWeaponsKO},
		{"major damage only", fMajor, nil, fMajor},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st := duel(t, StandardDesign(Battleship), StandardDesign(Battleship), 10, Options{})
			st.ships[0].flags |= tc.flags
			s := rng.NewScript(tc.dice)
			st.repair(s, nil)
			if err := s.Err(); err != nil {
				t.Fatal(err)
			}
			if u := s.Unused(); len(u) > 0 {
				t.Fatalf("dice %v not used", u)
			}
			if got := st.ships[0].flags & (fMajor | fHalfSpeed | fWeaponsKO); got != tc.want {
				t.Errorf("flags = %b, want %b", got, tc.want)
			}
		})
	}
}
