package fullthrust

import (
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	ft "github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// focusState is two Navy ships with a class-3 beam each, at (0, 0) and
// (0, -10), against a Raider of 4 boxes left at (0, 8), within reach of
// both, and a fresh Raider of 20 boxes at (0, 30), within reach of the
// first only (out of both when far is true: at (0, 80)).
func focusState(t *testing.T, far bool) (*battle.State, []Duellist, []int) {
	t.Helper()
	ship := func(side int, name string, hull, lost int, at geom.Vec) battle.Ship {
		sh := ft.Ship{Name: name, Mass: 40, Hull: ft.HullRows(hull, 4), Drive: ft.Drive{Thrust: 4},
			Systems: []ft.System{{Kind: ft.Beam, Class: 3}, {Kind: ft.FireControl}}}
		sh.Lost.Hull = lost
		return battle.Ship{Side: side, Crew: 2, DCP: 2, Sheet: sh, Start: battle.Start{Motion: manoeuvre.NewMotion(at, geom.Clock(12), 0)}}
	}
	e2 := geom.Vec{Y: 30}
	if far {
		e2 = geom.Vec{Y: 80}
	}
	setup := battle.Setup{Turns: 3, Sides: []string{"Navy", "Raiders"}, Table: battle.Table{Width: 200, Depth: 200}, Ships: []battle.Ship{
		ship(0, "Arrow", 12, 0, geom.Vec{}), ship(0, "Bolt", 12, 0, geom.Vec{Y: -10}),
		ship(1, "Gnat", 12, 8, geom.Vec{Y: 8}), ship(1, "Ox", 20, 0, e2)}}
	st := stateOf(t, setup)
	ships, idx := visible(st, game.Player(0), Doctrine{})
	return st, ships, idx
}

// TestFocusWeights checks the side's fire control weights: an enemy the
// side's fire bearing on it now could mostly destroy this turn (the
// 4-box Gnat, within reach of both ships) weighs 1 + 2 × (mean damage /
// boxes left, at most 1), far more than a fresh 20-box enemy only one
// ship reaches; own ships and an enemy out of reach weigh 1; key
// multipliers carry through withFocus.
func TestFocusWeights(t *testing.T) {
	st, ships, idx := focusState(t, false)
	w := focusWeights(new(bearings).reset(st, idx), ships, idx, 0)
	if w == nil {
		t.Fatal("no weights")
	}
	mean := func(j int) float64 {
		d := 0.0
		for k := range 2 {
			for _, s := range st.Bearing(idx[k], idx[j]) {
				d += s.Mean
			}
		}
		return d
	}
	for j, want := range []float64{1, 1, 1 + focusGain*min(1, mean(2)/4), 1 + focusGain*min(1, mean(3)/20)} {
		if d := w[j] - want; d < -1e-9 || d > 1e-9 {
			t.Errorf("%s: weight %v, want %v", ships[j].Ship.Name, w[j], want)
		}
	}
	if mean(2) == 0 || mean(3) == 0 || w[2] < 2 || w[3] > 1.2 {
		t.Errorf("weights %v: the 4-box Gnat should weigh at least 2, the fresh Ox at most 1.2", w)
	}
	if got := withFocus([]float64{1, 1, 3, 1}, w); got[2] != 3*w[2] || got[3] != w[3] {
		t.Errorf("withFocus = %v", got)
	}
	if got := withFocus(nil, nil); got != nil {
		t.Errorf("withFocus(nil, nil) = %v", got)
	}
	st, ships, idx = focusState(t, true)
	if w := focusWeights(new(bearings).reset(st, idx), ships, idx, 0); w == nil || w[3] != 1 {
		t.Errorf("the Ox is out of reach, weights %v", w)
	}
}
