package battle_test

import (
	"strings"
	"testing"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// warmupShips returns a frigate with an FTL drive, a salvo rack with one
// salvo, a fire control, an ADFC and a PDS at the origin; an ally 3 MU to
// its right; and an enemy missile boat 20 MU ahead with one salvo.
func warmupShips() []battle.Ship {
	fr := warship(0, fullthrust.Ship{Name: "Frigate", Mass: 30, Hull: fullthrust.HullRows(10, 4), Drive: fullthrust.Drive{Thrust: 4},
		Systems: []fullthrust.System{{Kind: fullthrust.Other, Name: "SMR"}, {Kind: fullthrust.FireControl}, {Kind: fullthrust.ADFC}, {Kind: fullthrust.PDS}}}, geom.Vec{})
	fr.FTL = battle.StandardFTL
	fr.Mounts = []battle.Mount{{Kind: battle.SalvoRack, System: 0, Ammo: 1}}
	ally := warship(0, fullthrust.Ship{Name: "Ally", Mass: 40, Hull: fullthrust.HullRows(12, 4)}, geom.Vec{X: 3})
	boat := salvoBoat(geom.Vec{Y: 20})
	return []battle.Ship{fr, ally, boat}
}

// TestFTLWarmUpNoOrdnanceNoADFC checks RULINGS A8 (reading W109): in the
// turn a ship engages its FTL drive, to leave or for a Short-Range Jump,
// it fires no ordnance (its salvo is not placed and its magazine keeps it)
// and its ADFC lends nothing (the cover lapses, its PDS stay with it),
// under cinematic and vector movement. The same orders without the FTL,
// or with it under rules version 6, place the salvo and the cover holds. The enemy salvo on the ally rolls
// its lock-on die (3) and three damage dice (3 each).
func TestFTLWarmUpNoOrdnanceNoADFC(t *testing.T) {
	for _, tc := range []struct {
		name, order  string
		vector, warm bool
	}{
		{"cinematic FTL", "Frigate: FTL", false, true},
		{"cinematic SRJ", "Frigate: SRJ", false, true},
		{"vector FTL", "Frigate: FTL", true, true},
		{"vector SRJ", "Frigate: SRJ", true, true},
		{"cinematic, no FTL", "Frigate: 1S", false, false},
		{"vector, no FTL", "Frigate: TS1", true, false},
		{"cinematic FTL, rules version 6", "Frigate: FTL", false, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			setup := battle.Setup{Ships: warmupShips()}
			setup.Options.Vector = tc.vector
			m := startSetup(t, setup)
			if strings.HasSuffix(tc.name, "version 6") {
				m = atVersion(t, m, "6") // records of version 6 replay with the salvo fired and the cover held
			}
			orders := tc.order + "\nFrigate salvo: Boat\nFrigate cover: Ally"
			var log string
			if tc.warm {
				// the enemy salvo: lock-on 3, damage 3 3 3
				log = turnDice(t, m, [2]string{orders, "Boat salvo: Ally"}, 3, 3, 3, 3)
				mustLog(t, log, "Frigate's salvo rack is not fired: its FTL drive is engaged this turn",
					"Frigate's cover of Ally lapses: its FTL drive is engaged this turn")
				for _, bad := range []string{"Frigate places a salvo", "PDS from Frigate", "the strike on Boat"} {
					if strings.Contains(log, bad) {
						t.Errorf("the log has %q:\n%s", bad, log)
					}
				}
				if v := shipView(t, m, "Boat"); v.Hull != 12 {
					t.Errorf("Boat has %d hull boxes, want 12", v.Hull)
				}
				return
			}
			// the PDS lent (1, a miss), the enemy salvo (3; 3 3 3), the Frigate's salvo (3; 3 3 3) and Boat's threshold check (3 3 3)
			log = turnDice(t, m, [2]string{orders, "Boat salvo: Ally"}, 1, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3)
			mustLog(t, log, "Frigate places a salvo", "Frigate covers Ally through its ADFC with 1 PDS", "PDS ×1 from Frigate")
		})
	}
}
