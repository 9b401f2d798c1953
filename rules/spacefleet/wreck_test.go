package spacefleet

import (
	"testing"

	"github.com/broadside/broadside/game"
)

// TestWrecksShownOnlyToWitnesses checks that a ship that leaves the battle
// unseen (destroyed by a mine or a rock far from every enemy, or
// withdrawing out of sensor range) is not revealed by the views of the
// enemy, while one destroyed in sight is, and that without limited sensors
// everyone sees every wreck.
func TestWrecksShownOnlyToWitnesses(t *testing.T) {
	has := func(v View, id int) bool {
		for _, s := range v.Ships {
			if s.ID == id {
				return true
			}
		}
		return false
	}
	for _, tc := range []struct {
		name    string
		sensors bool
		row     int // the Blue ships' row when ship 1 is destroyed
		red     bool
		spec    bool
	}{
		{"unseen", true, 5, false, false},
		{"as a counter only", true, 19, false, false},
		{"in sight", true, 26, true, true},
		{"no sensors", false, 5, true, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st := hidden(t, false)
			st.g.opts.Sensors = tc.sensors
			placeBlue(st, tc.row)
			st.leave(1, Destroyed)
			placeBlue(st, 26) // the Red ship now sees where the wreck was
			if got := has(st.ViewOf(0), 1); got != tc.red {
				t.Errorf("Red's view shows the wreck: %v, want %v", got, tc.red)
			}
			if got := has(st.ViewOf(game.Spectator), 1); got != tc.spec {
				t.Errorf("the spectator's view shows the wreck: %v, want %v", got, tc.spec)
			}
			if !has(st.ViewOf(1), 1) {
				t.Error("Blue's view does not show its own wreck")
			}
		})
	}
}
