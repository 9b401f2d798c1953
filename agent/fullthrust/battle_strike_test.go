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

// TestBattlePlayerStrikeDefences checks that the tactical player weighs a
// target by the damage its group can do there: a 9-box escort with two
// screen generators and four PDS, which the standard group's run would
// barely scratch, is passed over for the undefended 30-box battleship
// beside it under destroy victory; torpedo fighters, which standard
// screens do not stop, still pick the escort with screens alone.
func TestBattlePlayerStrikeDefences(t *testing.T) {
	for _, tc := range []struct {
		name  string
		typ   pointdefence.FighterType
		picks []fullthrust.System
		want  string
	}{
		{"standard, screens and PDS", pointdefence.Standard, []fullthrust.System{{Kind: fullthrust.Screen}, {Kind: fullthrust.Screen},
			{Kind: fullthrust.PDS}, {Kind: fullthrust.PDS}, {Kind: fullthrust.PDS}, {Kind: fullthrust.PDS}}, "Stinger: attack Monarch"},
		{"torpedo, screens", pointdefence.Torpedo, []fullthrust.System{{Kind: fullthrust.Screen}, {Kind: fullthrust.Screen}}, "Stinger: attack Picket"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ship := func(side int, name string, hull int, at geom.Vec, sys ...fullthrust.System) battle.Ship {
				return battle.Ship{Side: side, Crew: 2, DCP: 2, Sheet: fullthrust.Ship{Name: name, Mass: 50, Hull: fullthrust.HullRows(hull, 4),
					Drive: fullthrust.Drive{Thrust: 2}, Systems: sys}, Start: battle.Start{Motion: manoeuvre.NewMotion(at, geom.Clock(12), 0)}}
			}
			cv := ship(1, "Hornet", 24, geom.Vec{Y: 25}, fullthrust.System{Kind: fullthrust.Other, Name: "bay"})
			cv.Bays = []battle.Bay{{System: 0, Group: pointdefence.NewGroup("Stinger", tc.typ)}}
			st := startedState(t, battle.Setup{Turns: 3, Victory: battle.Destroy, Sides: []string{"Navy", "Raiders"},
				Ships: []battle.Ship{ship(0, "Monarch", 30, geom.Vec{}), ship(0, "Picket", 9, geom.Vec{X: 3}, tc.picks...), cv}})
			o, err := ftagent.NewBattlePlayer().Write(st, 1)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(o.Text, tc.want) {
				t.Errorf("orders %q, want %q", o.Text, tc.want)
			}
		})
	}
}

// TestBattlePlayerInterceptorWaits checks that an interceptor group with
// no enemy group in reach screens its carrier while the enemy has fighters
// left, rather than fly an attack run at -2 (RULINGS A6) at the nearest
// ship, and attacks once the enemy has none.
func TestBattlePlayerInterceptorWaits(t *testing.T) {
	for _, tc := range []struct {
		name        string
		enemyGroups bool
		want        string
	}{
		{"enemy fighters left", true, "Guard: screen Hornet"},
		{"no enemy fighters", false, "Guard: attack Monarch"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ship := func(side int, name string, hull int, at geom.Vec, sys ...fullthrust.System) battle.Ship {
				return battle.Ship{Side: side, Crew: 2, DCP: 2, Sheet: fullthrust.Ship{Name: name, Mass: 50, Hull: fullthrust.HullRows(hull, 4),
					Drive: fullthrust.Drive{Thrust: 2}, Systems: sys}, Start: battle.Start{Motion: manoeuvre.NewMotion(at, geom.Clock(12), 0)}}
			}
			// The enemy's carrier is 45 MU from Hornet: its group in the bay
			// threatens nothing of Hornet's this turn (30 MU on launch).
			big := ship(0, "Monarch", 30, geom.Vec{}, fullthrust.System{Kind: fullthrust.Other, Name: "bay"})
			if tc.enemyGroups {
				big.Bays = []battle.Bay{{System: 0, Group: pointdefence.NewGroup("Stinger", pointdefence.Standard)}}
			}
			cv := ship(1, "Hornet", 24, geom.Vec{Y: 45}, fullthrust.System{Kind: fullthrust.Other, Name: "bay"})
			cv.Bays = []battle.Bay{{System: 0, Group: pointdefence.NewGroup("Guard", pointdefence.Interceptor)}}
			st := startedState(t, battle.Setup{Turns: 3, Victory: battle.Destroy, Sides: []string{"Navy", "Raiders"},
				Ships: []battle.Ship{big, cv}})
			o, err := ftagent.NewBattlePlayer().Write(st, 1)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(o.Text, tc.want) {
				t.Errorf("orders %q, want %q", o.Text, tc.want)
			}
		})
	}
}
