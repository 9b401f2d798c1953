package battle_test

import (
	"strings"
	"testing"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// adsCover is a superdreadnought at (0, 10) without point defence, an
// escort with a PDS, two ADS and an ADFC at (0, escortY), and a carrier of one
// standard group at the origin.
func adsCover(t *testing.T, escortY float64) battle.Setup {
	t.Helper()
	sdn := fullthrust.Ship{Name: "Superdreadnought", Mass: 120, Hull: fullthrust.HullRows(60, 4), Drive: fullthrust.Drive{Thrust: 2}}
	esc := fullthrust.Ship{Name: "Escort", Mass: 20, Hull: fullthrust.HullRows(8, 4), Drive: fullthrust.Drive{Thrust: 8},
		Systems: append(append(systems(fullthrust.PDS, 1), systems(fullthrust.ADS, 2)...), fullthrust.System{Kind: fullthrust.ADFC})}
	return battle.Setup{Ships: []battle.Ship{warship(0, sdn, geom.Vec{Y: 10}), warship(0, esc, geom.Vec{Y: escortY}), carrier(geom.Vec{}, "A")}}
}

// TestADSCoverAtTwelveMU checks reading W35 (Continuum §7.13, RULINGS
// B2.2): an escort that ends its move 10 MU from the ship it covers lends
// only its two ADS, one PDS die each instead of two, and keeps its PDS. The
// two dice, 4 and 6 with a re-roll of 1, give a level of 3, and the
// group's six dice meet band 2-3. At 14 MU nothing reaches and the cover
// lapses; the escort lends its PDS and ADS by default (W11).
func TestADSCoverAtTwelveMU(t *testing.T) {
	m := startSetup(t, adsCover(t, 14))
	log := turnDice(t, m, [2]string{"Escort: +6; Escort cover: Superdreadnought", "A: attack Superdreadnought"},
		4, 6, 1, // the two ADS at long range: PDL 3
		1, 1, 1, 1, 5, 6, 2, // A at band 2-3: 1 + 2 and a re-roll of 2
		1, // casualties
	)
	mustLog(t, log, "Escort covers Superdreadnought through its ADFC at 10.0 MU with 2 ADS, one die each beyond 6 MU; its PDS reach 6 MU and stay with it",
		"ADS ×2 from Escort (2 PDS dice)", "PDL 3 (band 2-3)")
	if strings.Contains(log, "PDS ×1 from Escort") {
		t.Errorf("the escort's PDS reached 10 MU:\n%s", log)
	}
	m = startSetup(t, adsCover(t, 16))
	log = turnDice(t, m, [2]string{"Escort: +8; Escort cover: Superdreadnought", "A: attack Superdreadnought"}, 1, 1, 1, 1, 1, 1)
	mustLog(t, log, "Escort's cover of Superdreadnought lapses: 14.0 MU apart, beyond 6 MU, and no ADS it lends reaches 12 MU")
}
