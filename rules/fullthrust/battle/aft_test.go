package battle_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// TestK1NotIntoAftArc checks RULINGS A7 in a battle (reading W115): a K-1
// committed to point defence may not engage a threat in its ship's aft
// arc. Gunner, at the origin facing 12 o'clock with one K-1, writes "pd:
// k1"; Boat's salvo is placed 4 MU from it, dead astern or dead ahead.
// Under the classic procedure the K-1 fires at the salvo ahead but not at
// the one astern; under the 2015 procedure it adds to the level against the
// salvo ahead only; the same under vector movement. Under rules version 7
// it engaged the salvo astern too.
// The dice are the seed's.
func TestK1NotIntoAftArc(t *testing.T) {
	for _, tc := range []struct {
		name    string
		at      string
		classic bool
		version string
		fires   bool
		vector  bool
	}{
		{"classic, astern", "0 -4", true, "", false, false},
		{"classic, ahead", "0 4", true, "", true, false},
		{"2015, astern", "0 -4", false, "", false, false},
		{"2015, ahead", "0 4", false, "", true, false},
		{"classic, astern, rules version 7", "0 -4", true, "7", true, false},
		{"vector, classic, astern", "0 -4", true, "", false, true},
		{"vector, 2015, ahead", "0 4", false, "", true, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := warship(0, fullthrust.Ship{Name: "Gunner", Mass: 40, Hull: fullthrust.HullRows(20, 4), Drive: fullthrust.Drive{Thrust: 4},
				Systems: []fullthrust.System{{Kind: fullthrust.KGun, Class: 1}}}, geom.Vec{})
			s := battle.Setup{Ships: []battle.Ship{g, salvoBoat(geom.Vec{Y: -20})}}
			s.Options.Vector = tc.vector
			if tc.classic {
				s.Options.Procedure = fullthrust.Classic
			}
			m := atVersion(t, startSetup(t, s), tc.version)
			if _, err := m.Submit(0, game.Orders{Text: "Gunner pd: k1"}); err != nil {
				t.Fatal(err)
			}
			ev, err := m.Submit(1, game.Orders{Text: "Boat salvo: " + tc.at})
			if err != nil {
				t.Fatal(err)
			}
			log := string(writeLog(ev))
			mustLog(t, log, "homes on Gunner")
			if fires := strings.Contains(log, "K-1"); fires != tc.fires {
				t.Errorf("the K-1 fires: %v, want %v\n%s", fires, tc.fires, log)
			}
		})
	}
}

// TestK1NotIntoAftArcGroupsAndMissiles checks reading W115's marks of the
// other attackers: a fighter group where it stands (Kite, launched from a
// carrier 30 MU astern or ahead of Gunner and attacking it) and a heavy
// missile from the point where it was placed (4 MU astern or ahead). The
// K-1 engages, or under the 2015 procedure adds to the level, only against
// the attacker ahead. The dice are the seed's.
func TestK1NotIntoAftArcGroupsAndMissiles(t *testing.T) {
	for _, tc := range []struct {
		name    string
		ahead   bool
		group   bool
		classic bool
	}{
		{"classic, group astern", false, true, true},
		{"classic, group ahead", true, true, true},
		{"2015, group astern", false, true, false},
		{"2015, group ahead", true, true, false},
		{"classic, heavy missile astern", false, false, true},
		{"classic, heavy missile ahead", true, false, true},
		{"2015, heavy missile astern", false, false, false},
		{"2015, heavy missile ahead", true, false, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := warship(0, fullthrust.Ship{Name: "Gunner", Mass: 40, Hull: fullthrust.HullRows(20, 4), Drive: fullthrust.Drive{Thrust: 4},
				Systems: []fullthrust.System{{Kind: fullthrust.KGun, Class: 1}}}, geom.Vec{})
			side := 1.0
			if !tc.ahead {
				side = -1
			}
			attacker, order := carrier(geom.Vec{Y: 30 * side}, "Kite"), "Kite: attack Gunner"
			if !tc.group {
				attacker = warship(1, fullthrust.Ship{Name: "Boat", Mass: 40, Hull: fullthrust.HullRows(12, 4), Drive: fullthrust.Drive{Thrust: 4},
					Systems: []fullthrust.System{{Kind: fullthrust.Other, Name: "HM"}}}, geom.Vec{Y: -20})
				attacker.Mounts = []battle.Mount{{Kind: battle.HeavyMissile, System: 0, Ammo: 1}}
				order = fmt.Sprintf("Boat missile: 0 %g", 4*side)
			}
			s := battle.Setup{Ships: []battle.Ship{g, attacker}}
			if tc.classic {
				s.Options.Procedure = fullthrust.Classic
			}
			m := startSetup(t, s)
			if _, err := m.Submit(0, game.Orders{Text: "Gunner pd: k1"}); err != nil {
				t.Fatal(err)
			}
			ev, err := m.Submit(1, game.Orders{Text: order})
			if err != nil {
				t.Fatal(err)
			}
			log := string(writeLog(ev))
			mustLog(t, log, "the strike on Gunner")
			if fires := strings.Contains(log, "K-1"); fires != tc.ahead {
				t.Errorf("the K-1 fires: %v, want %v\n%s", fires, tc.ahead, log)
			}
		})
	}
}
