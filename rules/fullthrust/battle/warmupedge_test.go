package battle_test

import (
	"strings"
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// TestWarmUpLostDriveStaysWarmUp checks reading W114 (RULINGS A8): the
// frigate writes "FTL" and a salvo; before it moves, the jumper's
// Short-Range Jump lands within 6 MU of it and the 2D6 of the arrival
// complete its first hull row, whose threshold check knocks out its FTL
// box. Its order is then impossible and it moves straight on (W49), but
// the turn stays its warm-up from rules version 8: its salvo was not
// fired, its ADFC lends nothing and its fire orders are refused. Under
// version 7 it fired in the fire phase.
func TestWarmUpLostDriveStaysWarmUp(t *testing.T) {
	for _, version := range []string{"", "7"} {
		t.Run("version "+version, func(t *testing.T) {
			fr := warship(0, fullthrust.Ship{Name: "Frigate", Mass: 30, Hull: fullthrust.HullRows(12, 4), Drive: fullthrust.Drive{Thrust: 4},
				Systems: []fullthrust.System{{Kind: fullthrust.Other, Name: "SMR"}, {Kind: fullthrust.FireControl}, {Kind: fullthrust.FireControl}, {Kind: fullthrust.Beam, Class: 1}, {Kind: fullthrust.Other, Name: "FTL"}}}, geom.Vec{Y: 22})
			fr.FTL = battle.StandardFTL
			fr.Mounts = []battle.Mount{{Kind: battle.SalvoRack, System: 0, Ammo: 1}}
			j := warship(1, fullthrust.Ship{Name: "Jumper", Mass: 40, Hull: fullthrust.HullRows(40, 4), Drive: fullthrust.Drive{Thrust: 4}}, geom.Vec{})
			j.FTL = battle.StandardFTL
			m := atVersion(t, startSetup(t, battle.Setup{Turns: 5, Ships: []battle.Ship{fr, j}}), version)
			turnDice(t, m, [2]string{"", "Jumper: SRJ"})
			turnDice(t, m, [2]string{"", ""})
			log := turnDice(t, m, [2]string{"Frigate: FTL\nFrigate salvo: Jumper", "Jumper: SRJ 20"}, warmDice...)
			mustLog(t, log, "Frigate's salvo rack is not fired", "FTL 6 lost", `Frigate: warning: impossible order "FTL"`)
			_, err := m.Submit(0, game.Orders{Text: "Frigate: Jumper"})
			refused := err != nil && strings.Contains(err.Error(), "may not fire this turn")
			if refused != (version == "") {
				t.Errorf("the frigate's fire: err = %v", err)
			}
		})
	}
}

// warmDice are the jump's: direction 12, scatter 1, its FTL and drive
// checks 1 1; the arrival: 1 to the jumper, 1 2 to the frigate, whose
// first row's threshold check (a die a system) loses the FTL box on a 6.
var warmDice = []int{12, 1, 1, 1, 1, 1, 2, 1, 1, 1, 1, 6, 1}

// TestWarmUpLostDriveKeepsADFCIdle checks the ADFC half of reading W114:
// as in TestWarmUpLostDriveStaysWarmUp, the jumper's arrival knocks out the
// frigate's FTL box before it moves, and the frigate, which also carries an
// ADFC and a PDS, writes PDS fire at Kite, an enemy group 5.5 MU from it
// (and 6.5 MU from the arrival, outside its reach). From rules version 8
// the line is refused, naming the drive lost in the warm-up; under version
// 7 it was accepted.
func TestWarmUpLostDriveKeepsADFCIdle(t *testing.T) {
	for _, version := range []string{"", "7"} {
		t.Run("version "+version, func(t *testing.T) {
			fr := warship(0, fullthrust.Ship{Name: "Frigate", Mass: 30, Hull: fullthrust.HullRows(12, 4), Drive: fullthrust.Drive{Thrust: 4},
				Systems: []fullthrust.System{{Kind: fullthrust.Other, Name: "SMR"}, {Kind: fullthrust.FireControl}, {Kind: fullthrust.FireControl}, {Kind: fullthrust.Beam, Class: 1},
					{Kind: fullthrust.Other, Name: "FTL"}, {Kind: fullthrust.ADFC}, {Kind: fullthrust.PDS}}}, geom.Vec{Y: 22})
			fr.FTL = battle.StandardFTL
			j := warship(1, fullthrust.Ship{Name: "Jumper", Mass: 40, Hull: fullthrust.HullRows(40, 4), Drive: fullthrust.Drive{Thrust: 4}}, geom.Vec{})
			j.FTL = battle.StandardFTL
			far := warship(0, fullthrust.Ship{Name: "Far", Mass: 40, Hull: fullthrust.HullRows(12, 4)}, geom.Vec{Y: -100})
			m := atVersion(t, startSetup(t, battle.Setup{Turns: 5, Ships: []battle.Ship{fr, j, far, carrier(geom.Vec{Y: 51.5}, "Kite")}}), version)
			turnDice(t, m, [2]string{"", "Jumper: SRJ"})
			turnDice(t, m, [2]string{"", ""})
			// warmDice, then the threshold checks of the ADFC and the PDS
			log := turnDice(t, m, [2]string{"Frigate: FTL", "Jumper: SRJ 20\nKite: attack Far"}, append(warmDice[:len(warmDice):len(warmDice)], 1, 1)...)
			mustLog(t, log, "FTL 6 lost", `Frigate: warning: impossible order "FTL"`)
			if g := kiteAt(t, m); g.Dist(geom.Vec{Y: 22}) > 6 {
				t.Fatalf("Kite is at %v, beyond 6 MU of the frigate\n%s", g, log)
			}
			_, err := m.Submit(0, game.Orders{Text: "Frigate fire at: Kite pds"})
			refused := err != nil && strings.Contains(err.Error(), "knocked out in its warm-up")
			if refused != (version == "") || version == "7" && err != nil {
				t.Errorf("the frigate's PDS at Kite: err = %v", err)
			}
		})
	}
}
