package fullthrust

import (
	"testing"

	"github.com/broadside/broadside/geom"
	ft "github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// TestBayOutGroupIsNoThreat: an enemy group in a bay knocked out (battle
// reading W80) can neither launch to attack a ship nor to intercept a
// group this turn, as one grounded or re-arming cannot, while the same
// group in space, its bay out, still can: the exposure and the escorts'
// check read it as a threat only then.
func TestBayOutGroupIsNoThreat(t *testing.T) {
	own := Duellist{Ship: ft.Ship{Name: "Monarch", Mass: 40, Hull: ft.HullRows(12, 4)}, Side: 0, Motion: manoeuvre.Motion{Pos: geom.Vec{}}}
	for _, tc := range []struct {
		status string
		want   bool
	}{{"in bay", false}, {"in space", true}} {
		v := battle.View{Turn: 2, You: 0,
			Fighters: []battle.FighterView{{Name: "M", Type: "standard", Side: 1, Strength: 6, CEF: 6, Status: tc.status, Carrier: "Hornet", At: geom.Vec{Y: 10}, BayOut: true}},
			Ships:    []battle.ShipView{{Name: "Monarch", Side: 0, Status: "in battle"}}}
		if got := len(threatGroups(v, 0, []Duellist{own})) > 0; got != tc.want {
			t.Errorf("%s, bay out: a threat group = %v, want %v", tc.status, got, tc.want)
		}
		if got := interceptable(v, 0, geom.Vec{}, 0); got != tc.want {
			t.Errorf("%s, bay out: interceptable = %v, want %v", tc.status, got, tc.want)
		}
	}
}
