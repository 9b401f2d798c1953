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

// TestReachTableKeyedByETUses checks that the planner's cached reach
// tables are told apart by the ship's earlier Emergency Thrust attempts,
// which add a die to each ET order's risk (RULINGS E2) and so can change
// which order a table lists for an end state: a damaged ship that has
// used Emergency Thrust gets the table Reach gives it, not the one built
// before it had. The key once left them out, so the table depended on
// which ship, or which planner sharing a store, asked first.
func TestReachTableKeyedByETUses(t *testing.T) {
	s := ft.Ship{Name: "Holed", Mass: 60, Hull: ft.HullRows(12, 4), Drive: ft.Drive{Thrust: 6}, Lost: ft.Lost{Hull: 6}}
	modes := manoeuvre.ReachModes{HardAbout: true, Redline: true, ET: true}
	pl := NewPlanner()
	var tables [][]manoeuvre.Reached
	for uses := range 3 {
		m := manoeuvre.Motion{Velocity: 4, ETUses: uses}
		got := pl.reach(s, m, modes, manoeuvre.ManoeuvreOptions{})
		want := manoeuvre.Reach(s, m, modes, manoeuvre.ManoeuvreOptions{})
		if !reflect.DeepEqual(got, want) {
			t.Errorf("after %d ET attempts: the planner's table differs from Reach's", uses)
		}
		tables = append(tables, want)
	}
	orders := 0 // end states whose order changes with the attempts
	for k := 1; k < len(tables); k++ {
		for e := range min(len(tables[0]), len(tables[k])) {
			if tables[0][e].Order.String() != tables[k][e].Order.String() {
				orders++
			}
		}
	}
	if orders == 0 {
		t.Error("the tables list the same orders whatever the ET attempts, so this test cannot tell a shared table")
	}
}
