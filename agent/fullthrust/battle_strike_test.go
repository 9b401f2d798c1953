package fullthrust_test

import (
	"strings"
	"testing"

	ftagent "github.com/broadside/broadside/agent/fullthrust"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
)

// strikeState is a 30-box battleship at the origin and a 9-box escort 3 MU
// abreast of it, and an enemy carrier 25 MU ahead with a standard group
// in its bay: the battleship is the nearer, both are within the group's
// reach on launch. victory and the points of the two ships set the stakes.
func strikeState(t *testing.T, victory battle.Victory, big, small int) *battle.State {
	t.Helper()
	ship := func(side int, name string, hull, points int, at geom.Vec, sys ...fullthrust.System) battle.Ship {
		return battle.Ship{Side: side, Crew: 2, DCP: 2, Points: points, Sheet: fullthrust.Ship{Name: name, Mass: 50, Hull: fullthrust.HullRows(hull, 4),
			Drive: fullthrust.Drive{Thrust: 2}, Systems: sys}, Start: battle.Start{Motion: manoeuvre.NewMotion(at, geom.Clock(12), 0)}}
	}
	cv := ship(1, "Hornet", 24, 100, geom.Vec{Y: 25}, fullthrust.System{Kind: fullthrust.Other, Name: "bay"})
	cv.Bays = []battle.Bay{{System: 0, Group: pointdefence.NewGroup("Stinger", pointdefence.Standard)}}
	return startedState(t, battle.Setup{Turns: 3, Victory: victory, Sides: []string{"Navy", "Raiders"},
		Ships: []battle.Ship{ship(0, "Monarch", 30, big, geom.Vec{}), ship(0, "Picket", 9, small, geom.Vec{X: 3}), cv}})
}

// TestBattlePlayerStrikeTarget checks where the tactical player sends its
// fighters: at the ship within reach where a point of damage is worth most
// (what destroying it scores, under points victory, over its boxes left),
// not simply the nearest: the 9-box escort under destroy victory, the
// 300-point battleship under points victory, and the escort again when it
// is worth more a box.
func TestBattlePlayerStrikeTarget(t *testing.T) {
	for _, tc := range []struct {
		name       string
		victory    battle.Victory
		big, small int
		want       string
	}{
		{"destroy", battle.Destroy, 0, 0, "Stinger: attack Picket"},
		{"points, the battleship worth more a box", battle.Points, 300, 50, "Stinger: attack Monarch"},
		{"points, the escort worth more a box", battle.Points, 300, 120, "Stinger: attack Picket"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			o, err := ftagent.NewBattlePlayer().Write(strikeState(t, tc.victory, tc.big, tc.small), 1)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(o.Text, tc.want) {
				t.Errorf("orders %q, want %q", o.Text, tc.want)
			}
		})
	}
}
