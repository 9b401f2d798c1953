package fullthrust

import (
	"testing"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// TestExposureReach checks where a group can reach a ship that starts its
// move at the origin: a group 30 MU off ends its main move 6 MU from the
// origin, then reaches 18 MU further (12 of secondary move, 6 of attack
// range), 6 without a secondary move; a group 60 MU off ends 36 MU from
// the origin; a group within 6 MU may pursue and reaches every end.
func TestExposureReach(t *testing.T) {
	near := threatGroup{from: geom.Vec{Y: 30}, move: battle.FighterMove, secondary: true, damage: 6}
	spent := near
	spent.secondary = false
	far := threatGroup{from: geom.Vec{Y: 60}, move: battle.FighterMove, secondary: true, damage: 4}
	pursuer := threatGroup{from: geom.Vec{X: 5}, move: battle.FighterMove, secondary: true, damage: 3}
	for _, tc := range []struct {
		name   string
		g      threatGroup
		end    geom.Vec
		damage float64
	}{
		{"holding", near, geom.Vec{}, 6},
		{"17 MU beyond its main move", near, geom.Vec{Y: -11}, 6},
		{"19 MU beyond its main move", near, geom.Vec{Y: -13}, 0},
		{"past it, within 18 MU", near, geom.Vec{Y: 20}, 6},
		{"no secondary move, 6 MU", spent, geom.Vec{}, 6},
		{"no secondary move, 7 MU", spent, geom.Vec{Y: -1}, 0},
		{"far group, 16 MU from its main move", far, geom.Vec{Y: 20}, 4},
		{"far group, 21 MU from its main move", far, geom.Vec{Y: 15}, 0},
		{"pursuer", pursuer, geom.Vec{Y: -40}, 3},
	} {
		if got := fighterExposure([]threatGroup{tc.g}, geom.Vec{}, tc.end); got != tc.damage {
			t.Errorf("%s: exposure %v, want %v", tc.name, got, tc.damage)
		}
	}
}

// TestExposureBonus checks the planner's price of exposure on the points
// battle of carrierState with the carrier 25 MU off and its torpedo group
// in the bay: launched, it moves 12 MU toward the flagship and reaches 18
// MU more, so ending where it stands costs the flagship, ending 33 MU
// from the carrier's launch point does not, and the same end costs a
// flagship with half its boxes gone twice as much.
func TestExposureBonus(t *testing.T) {
	st := carrierState(t, 25)
	v := st.View(0).(battle.View)
	ships, idx := visible(st, 0, Doctrine{})
	bonus := exposureBonus(st, v, 0, ships, idx)
	if bonus == nil {
		t.Fatal("no exposure with a torpedo group in reach")
	}
	at := func(y float64) geom.Vec { return geom.Vec{Y: y} }
	fresh := bonus(0, at(0))
	// 6 torpedo fighters at 3.5 each, one ship in reach; a box of the
	// flagship (300 points, 12 boxes) scores 25, the raiders' 600 points
	// over 50 boxes 12 a box.
	if want := -fighterExposureWeight * 6 * 3.5 * 25 / 12; fresh > want+1e-9 || fresh < want-1e-9 {
		t.Errorf("exposure where it stands %v, want %v", fresh, want)
	}
	if got := bonus(0, at(-20)); got != 0 {
		t.Errorf("exposure 33 MU from where the group's launch ends: %v, want 0", got)
	}
	ships[0].Ship.Lost.Hull = 6
	if got := exposureBonus(st, v, 0, ships, idx)(0, at(0)); got > 2*fresh+1e-9 || got < 2*fresh-1e-9 {
		t.Errorf("exposure with half the boxes gone %v, want %v", got, 2*fresh)
	}
	v.Fighters = nil
	if exposureBonus(st, v, 0, ships, idx) != nil {
		t.Error("exposure priced with no enemy group")
	}
}
