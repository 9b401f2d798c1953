package fullthrust

import (
	"testing"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// TestFiredTorpedoesThreatenNothing checks that the player's reckoning of
// the enemy fighters leaves out a torpedo group that has fired its
// one-shot torpedoes (reading W111: it may not attack until it re-arms),
// as the attack orders and the threat to the ships already do (armed):
// the ship it could reach is not at risk of being destroyed by fighters
// (atRisk), and an enemy missile boat still threatens it with ordnance no
// group of the enemy's can strike first (missileThreat). With the
// torpedoes not fired, both answers turn.
func TestFiredTorpedoesThreatenNothing(t *testing.T) {
	for _, fired := range []bool{true, false} {
		ship := battle.ShipView{Name: "Frail", Side: 0, Status: "in battle", At: geom.Vec{}, Hull: 3}
		boat := battle.ShipView{Name: "Boat", Side: 1, Status: "in battle", At: geom.Vec{Y: 20}, Systems: []string{salvoRackLabel}}
		eel := battle.FighterView{Name: "Eel", Type: "torpedo", Side: 1, Strength: 6, CEF: 5, At: geom.Vec{Y: 10}, Status: "in space", Fired: fired}
		v := battle.View{Ships: []battle.ShipView{ship, boat}, Fighters: []battle.FighterView{eel}}
		worth := map[string]int{"Frail": 100, "Boat": 100}
		wantRisk, wantMissiles := 100, false
		if fired {
			wantRisk, wantMissiles = 0, true
		}
		if got := atRisk(v, 0, worth); got != wantRisk {
			t.Errorf("torpedoes fired %v: atRisk = %d, want %d", fired, got, wantRisk)
		}
		if got := missileThreat(v, 0, ship); got != wantMissiles {
			t.Errorf("torpedoes fired %v: missileThreat = %v, want %v", fired, got, wantMissiles)
		}
	}
}
