package fullthrust

import (
	"reflect"
	"testing"

	ft "github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// TestReachTableKeyedByRisk checks that the planner's cached reach tables
// are told apart by what their orders' risks read: two ships with the same
// thrust and motion, one with two hull rows lost (a lower threshold level) and
// one with a drive hit on a doubled drive, each get the table Reach gives
// them, not the first ship's. The key once left both out, so a damaged ship
// planned with a fresh one's risks.
func TestReachTableKeyedByRisk(t *testing.T) {
	fresh := ft.Ship{Name: "Fresh", Mass: 60, Hull: ft.HullRows(12, 4), Drive: ft.Drive{Thrust: 6}}
	holed := fresh
	holed.Name, holed.Lost = "Holed", ft.Lost{Hull: 6}
	hit := fresh
	hit.Name, hit.Drive = "Hit", ft.Drive{Thrust: 12, Hits: 1}
	m := manoeuvre.Motion{Velocity: 4}
	modes := manoeuvre.ReachModes{HardAbout: true, Redline: true, ET: true}
	pl := NewPlanner()
	for _, s := range []ft.Ship{fresh, holed, hit} {
		got := pl.reach(s, m, modes, manoeuvre.ManoeuvreOptions{})
		want := manoeuvre.Reach(s, m, modes, manoeuvre.ManoeuvreOptions{})
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: the planner's table differs from Reach's (%d and %d end states)", s.Name, len(got), len(want))
		}
	}
	if reflect.DeepEqual(pl.reach(fresh, m, modes, manoeuvre.ManoeuvreOptions{}), pl.reach(holed, m, modes, manoeuvre.ManoeuvreOptions{})) {
		t.Error("the fresh and holed ships' tables are alike, so this test cannot tell a shared table")
	}
}
