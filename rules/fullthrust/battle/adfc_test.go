package battle_test

import (
	"strings"
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
)

// TestNoADFCFireAfterLaunchOrRecovery checks RULINGS A7 (reading W110): a
// ship that launched or recovered fighters this turn may not use its ADFC,
// so its PDS are not fired at an enemy group in the fire phase. Keeper
// (ADFC, PDS, a bay holding Hawk) is 4 MU from the enemy group Kite, in
// space and not engaged, when the fire orders are written. Under rules
// version 6 the launching carrier fired.
func TestNoADFCFireAfterLaunchOrRecovery(t *testing.T) {
	for _, tc := range []struct {
		name    string
		turns   [][2]string // movement orders; the fire orders between them are empty
		dice    []int       // the table dice of the second turn's movement
		version string
		refused bool
	}{
		{"launched", [][2]string{{"Hawk: screen Keeper", "Kite: attack Far"}}, nil, "", true},
		{"recovered", [][2]string{{"Hawk: screen Keeper", "Kite: attack Far"}, {"Hawk: land", "Kite: hold"}}, []int{3}, "", true}, // Hawk re-arms: 3
		{"neither", [][2]string{{"", "Kite: attack Far"}}, nil, "", false},
		{"launched, rules version 6", [][2]string{{"Hawk: screen Keeper", "Kite: attack Far"}}, nil, "6", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			keeper := warship(0, fullthrust.Ship{Name: "Keeper", Mass: 80, Hull: fullthrust.HullRows(24, 4), Drive: fullthrust.Drive{Thrust: 4},
				Systems: []fullthrust.System{{Kind: fullthrust.Other, Name: "bay"}, {Kind: fullthrust.ADFC}, {Kind: fullthrust.PDS}, {Kind: fullthrust.FireControl}}}, geom.Vec{Y: 20})
			keeper.Bays = []battle.Bay{{System: 0, Group: pointdefence.NewGroup("Hawk", pointdefence.Standard)}}
			far := warship(0, fullthrust.Ship{Name: "Far", Mass: 40, Hull: fullthrust.HullRows(12, 4)}, geom.Vec{Y: 100})
			m := atVersion(t, startSetup(t, battle.Setup{Ships: []battle.Ship{keeper, far, carrier(geom.Vec{}, "Kite")}}), tc.version)
			for n, orders := range tc.turns {
				if n > 0 {
					turnDice(t, m, [2]string{"", ""})
				}
				if n == 0 {
					turnDice(t, m, orders)
					continue
				}
				turnDice(t, m, orders, tc.dice...)
			}
			err := pdsAtKite(t, m)
			if !tc.refused {
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
				// the PDS die: 6 kills two and re-rolls, 1
				log := string(writeLog(mustEvents(t, m, 1, 6, 1)))
				mustLog(t, log, "Keeper: 1 PDS at Kite (standard, 6): 6 = 2, re-roll 1 = 0 → 2 kills", "Kite loses 2 to ship fire, 4 left")
				return
			}
			if err == nil || !strings.Contains(err.Error(), "may not use its ADFC this turn") {
				t.Errorf("err = %v, want the ADFC refused", err)
			}
		})
	}
}

// pdsAtKite submits Keeper's fire orders, its PDS at the group Kite,
// after checking that Kite is within 6 MU of Keeper at (0, 20), and
// returns the rules' answer.
func pdsAtKite(t *testing.T, m *game.Match) error {
	t.Helper()
	if g := kiteAt(t, m); g.Dist(geom.Vec{Y: 20}) > 6 {
		t.Fatalf("Kite is at %v, beyond 6 MU of Keeper", g)
	}
	_, err := m.Submit(0, game.Orders{Text: "Keeper fire at: Kite pds"})
	return err
}

// kiteAt returns where the group Kite is, as the spectator sees it.
func kiteAt(t *testing.T, m *game.Match) geom.Vec {
	t.Helper()
	for _, g := range m.View(game.Spectator).(battle.View).Fighters {
		if g.Name == "Kite" {
			return g.At
		}
	}
	t.Fatal("no group Kite in the view")
	return geom.Vec{}
}

// mustEvents submits empty orders for side p with the table dice and
// returns the events.
func mustEvents(t *testing.T, m *game.Match, p game.Player, dice ...int) []game.Event {
	t.Helper()
	ev, err := m.SubmitDice(p, game.Orders{}, dice)
	if err != nil {
		t.Fatal(err)
	}
	return ev
}

// TestADFCCoversOneShipAADFCAny checks RULINGS A7 at submission: each ADFC
// covers one allied ship, an advanced ADFC (AADFC) any number.
func TestADFCCoversOneShipAADFCAny(t *testing.T) {
	for _, advanced := range []bool{false, true} {
		guard := warship(0, fullthrust.Ship{Name: "Guard", Mass: 60, Hull: fullthrust.HullRows(20, 4),
			Systems: []fullthrust.System{{Kind: fullthrust.ADFC}, {Kind: fullthrust.PDS}, {Kind: fullthrust.PDS}}}, geom.Vec{})
		guard.AADFC = advanced
		a := warship(0, fullthrust.Ship{Name: "A", Mass: 40, Hull: fullthrust.HullRows(12, 4)}, geom.Vec{X: 3})
		b := warship(0, fullthrust.Ship{Name: "B", Mass: 40, Hull: fullthrust.HullRows(12, 4)}, geom.Vec{X: -3})
		enemy := warship(1, fullthrust.Ship{Name: "Enemy", Mass: 40, Hull: fullthrust.HullRows(12, 4)}, geom.Vec{Y: 50})
		m := startSetup(t, battle.Setup{Ships: []battle.Ship{guard, a, b, enemy}})
		_, err := m.Submit(0, game.Orders{Text: "Guard cover: A pds 1\nGuard cover: B pds 1"})
		switch {
		case advanced && err != nil:
			t.Errorf("AADFC covering two ships refused: %v", err)
		case !advanced && (err == nil || !strings.Contains(err.Error(), "covers 2 ships but has 1 working ADFC")):
			t.Errorf("one ADFC covering two ships: err = %v", err)
		}
	}
}

// TestCoverLapsesWhenRecovering checks RULINGS A7 for covers: a ship that
// recovers fighters this turn may not use its ADFC, so its cover of an ally
// lapses and its PDS stay with it. Keeper recovers Hawk (re-arming die 3)
// while an enemy salvo attacks Ally: lock-on 3, damage 3 3 3.
func TestCoverLapsesWhenRecovering(t *testing.T) {
	keeper := warship(0, fullthrust.Ship{Name: "Keeper", Mass: 80, Hull: fullthrust.HullRows(24, 4), Drive: fullthrust.Drive{Thrust: 4},
		Systems: []fullthrust.System{{Kind: fullthrust.Other, Name: "bay"}, {Kind: fullthrust.ADFC}, {Kind: fullthrust.PDS}}}, geom.Vec{})
	keeper.Bays = []battle.Bay{{System: 0, Group: pointdefence.NewGroup("Hawk", pointdefence.Standard)}}
	ally := warship(0, fullthrust.Ship{Name: "Ally", Mass: 40, Hull: fullthrust.HullRows(40, 4)}, geom.Vec{X: 3})
	boat := salvoBoat(geom.Vec{Y: 20})
	m := startSetup(t, battle.Setup{Ships: []battle.Ship{keeper, ally, boat}})
	turnDice(t, m, [2]string{"Hawk: screen Keeper", ""})
	turnDice(t, m, [2]string{"", ""})
	log := turnDice(t, m, [2]string{"Hawk: land\nKeeper cover: Ally", "Boat salvo: Ally"}, 3, 3, 3, 3, 3)
	mustLog(t, log, "Hawk (standard, 6) lands on Keeper", "Keeper's cover of Ally lapses: it recovered fighters this turn")
	if strings.Contains(log, "PDS from Keeper") {
		t.Errorf("Keeper's PDS defended Ally:\n%s", log)
	}
}

// TestNoADFCFireInFTLWarmUp checks RULINGS A8 (reading W109) for fire at
// fighter groups: in the turn a ship engages its FTL drive it uses no
// ADFC, so its fire orders may not send its PDS at a group; the same ship
// holding its course may, and so may it under rules version 6.
func TestNoADFCFireInFTLWarmUp(t *testing.T) {
	for _, tc := range []struct {
		name, order, version string
		refused              bool
	}{
		{"FTL", "Keeper: FTL", "", true},
		{"SRJ", "Keeper: SRJ", "", true},
		{"no FTL", "Keeper: ", "", false},
		{"FTL, rules version 6", "Keeper: FTL", "6", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			keeper := warship(0, fullthrust.Ship{Name: "Keeper", Mass: 80, Hull: fullthrust.HullRows(24, 4), Drive: fullthrust.Drive{Thrust: 4},
				Systems: []fullthrust.System{{Kind: fullthrust.ADFC}, {Kind: fullthrust.PDS}, {Kind: fullthrust.FireControl}}}, geom.Vec{Y: 20})
			keeper.FTL = battle.StandardFTL
			far := warship(0, fullthrust.Ship{Name: "Far", Mass: 40, Hull: fullthrust.HullRows(12, 4)}, geom.Vec{Y: 100})
			m := atVersion(t, startSetup(t, battle.Setup{Ships: []battle.Ship{keeper, far, carrier(geom.Vec{}, "Kite")}}), tc.version)
			turnDice(t, m, [2]string{tc.order, "Kite: attack Far"})
			err := pdsAtKite(t, m)
			if !tc.refused {
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), "FTL drive is engaged") {
				t.Errorf("err = %v, want the ADFC refused for the FTL warm-up", err)
			}
		})
	}
}
