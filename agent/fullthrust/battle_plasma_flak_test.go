package fullthrust_test

import (
	"strings"
	"testing"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
)

// clumpState is side 0's Lamp, a class-2 plasma bolt launcher at the
// origin, standing still, with side 0's other ships others, against side
// 1's carrier Ark standing still 46 MU ahead, out of the bolt's 30 MU,
// whose three standard groups of one CEF launched at Lamp in turn 1 and
// flew their half move, 12 MU: on turn 2 they stand together 34 MU ahead
// of Lamp, beyond the 30 MU of a main move and an attack (one CEF makes
// no secondary move), so the player takes them to fly their 24 MU main
// move at Lamp, to 10 MU ahead of it.
func clumpState(t *testing.T, others ...battle.Ship) *battle.State {
	t.Helper()
	lamp := airShip(0, "Lamp", geom.Vec{}, nil, battle.Mount{Kind: battle.PlasmaBolt, Class: 2})
	ark := airShip(1, "Ark", geom.Vec{Y: 46}, []pointdefence.Group{groupWith("Wasp", pointdefence.Standard, 1),
		groupWith("Hornet", pointdefence.Standard, 1), groupWith("Bee", pointdefence.Standard, 1)})
	lamp.Start.Motion.Velocity, ark.Start.Motion.Velocity = 0, 0
	ships := append([]battle.Ship{lamp, ark}, others...)
	st := startedState(t, battle.Setup{Turns: 5, Victory: battle.Destroy, Sides: []string{"Navy", "Raiders"}, Ships: ships})
	resolveTurn(t, st, []string{"", "Wasp: attack Lamp\nHornet: attack Lamp\nBee: attack Lamp"}, []string{"", ""})
	for _, f := range st.View(0).(battle.View).Fighters {
		if f.Status != "in space" || f.At.Dist(geom.Vec{Y: 34}) > 0.01 {
			t.Fatalf("after turn 1, %s %+v; want in space at (0, 34)", f.Name, f)
		}
	}
	return st
}

// boltLine returns the line of lines that fires Lamp's plasma bolt, ""
// for none.
func boltLine(lines []string) string {
	for _, l := range lines {
		if strings.HasPrefix(l, "Lamp plasma:") {
			return l
		}
	}
	return ""
}

// TestBattlePlayerBoltsAClump checks that the tactical player fires its
// plasma bolt where the enemy's massed fighter groups will be when no
// enemy ship is in its range (reading W113: a class-2 bolt costs each
// group in the blast 2D6 fighters).
func TestBattlePlayerBoltsAClump(t *testing.T) {
	lines := writeOrders(t, clumpState(t), 0)
	if got, want := boltLine(lines), "Lamp plasma: 0.0 10.0"; got != want {
		t.Errorf("bolt %q, want %q: %q", got, want, lines)
	}
}

// TestBattlePlayerSparesOwnShipAtAClump checks that the tactical player
// does not fire its bolt where the enemy's clump will be when its own
// ship Buoy, 2 MU astern of Lamp on turn 2 and 36 MU from the groups,
// will be inside the blast there holding its course and speed (8 MU
// ahead): the blast hits every ship in it, of either side (W15).
func TestBattlePlayerSparesOwnShipAtAClump(t *testing.T) {
	buoy := airShip(0, "Buoy", geom.Vec{Y: -10}, nil)
	buoy.Start.Motion.Velocity = 8
	lines := writeOrders(t, clumpState(t, buoy), 0)
	if got := boltLine(lines); got != "" {
		t.Errorf("bolt %q over Buoy, want none: %q", got, lines)
	}
}
