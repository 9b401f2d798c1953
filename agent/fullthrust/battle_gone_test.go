package fullthrust

import (
	"testing"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// TestMergedGroupIsNoThreat: an enemy group whose fighters joined another
// in the bays (status "merged", no fighters, its CEF still full) is no
// threat to a ship 20 MU from its carrier, while the same group alive is:
// the player's filters once skipped only destroyed groups, so a merged
// group read as a fighter threat for the rest of the battle.
func TestMergedGroupIsNoThreat(t *testing.T) {
	for _, tc := range []struct {
		status   string
		strength int
		want     bool
	}{{"merged", 0, false}, {"in bay", 6, true}} {
		v := battle.View{Turn: 2, You: 0,
			Fighters: []battle.FighterView{{Name: "M", Type: "standard", Side: 1, Strength: tc.strength, CEF: 6, Status: tc.status, Carrier: "Hornet", At: geom.Vec{Y: 20}}},
			Ships:    []battle.ShipView{{Name: "Monarch", Side: 0, Status: "in battle"}}}
		if got := threatened(v, 0, geom.Vec{}); got != tc.want {
			t.Errorf("%s group: threatened = %v, want %v", tc.status, got, tc.want)
		}
		if got := interceptable(v, 0, geom.Vec{}, 0); got != tc.want {
			t.Errorf("%s group: interceptable = %v, want %v", tc.status, got, tc.want)
		}
	}
}
