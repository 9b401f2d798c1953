package battle_test

import (
	"strings"
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// TestBlastCatchesEveryGroupInside checks reading W113 (RULINGS A7: every
// fighter group inside a plasma bolt's blast loses a D6 per class): Lamp's
// class-2 bolt bursts on Bison, which Hawk, just launched from the
// Raiders' carrier, screens; Kite stays in the carrier's bay, inside the
// blast too; the Navy's Wasp attacks Bison from inside the blast. From
// rules version 8 Hawk, the screen, loses its 2D6 fighters; Wasp is caught
// once, as a group of Bison's raid, in the strike; Kite, in its bay, is
// not caught (a group in a bay keeps its last position in space, here
// none, outside the blast, so TestBlastSparesGroupsInBays checks the bay).
// The dice are the seed's. Under rules version 7 Hawk was spared.
func TestBlastCatchesEveryGroupInside(t *testing.T) {
	for _, version := range []string{"", "7"} {
		t.Run("version "+version, func(t *testing.T) {
			lamp, bison := lampAndBison()
			raiders := carrier(geom.Vec{X: 5, Y: 10}, "Hawk", "Kite")
			navy := carrier(geom.Vec{X: -5, Y: -5}, "Wasp")
			navy.Side, navy.Sheet.Name = 0, "Tender"
			m := atVersion(t, startSetup(t, battle.Setup{Ships: []battle.Ship{lamp, bison, raiders, navy}}), version)
			if _, err := m.Submit(0, game.Orders{Text: "Lamp plasma: Bison\nWasp: attack Bison"}); err != nil {
				t.Fatal(err)
			}
			ev, err := m.Submit(1, game.Orders{Text: "Hawk: screen Bison"})
			if err != nil {
				t.Fatal(err)
			}
			log := string(writeLog(ev))
			caught := func(name string) int {
				n := 0
				for _, l := range strings.Split(log, "\n") {
					if strings.Contains(l, name+" (") && strings.Contains(l, "caught in the blast") {
						n++
					}
				}
				return n
			}
			want := map[string]int{"Hawk": 1, "Wasp": 1, "Kite": 0}
			if version == "7" {
				want["Hawk"] = 0
			}
			if version == "" {
				mustLog(t, log, "Hawk (standard, 6) is caught in the blast of the plasma bolt of Lamp at (0.0, 10.0) (class 2), 2D6: 2 2 → loses 4 fighters")
			}
			for name, n := range want {
				if got := caught(name); got != n {
					t.Errorf("%s is caught %d times, want %d:\n%s", name, got, n, log)
				}
			}
		})
	}
}

// TestBlastSparesGroupsInBays checks reading W113's bays: Lamp's bolt
// bursts 2 MU from the Raiders' carrier, which Hawk, just launched,
// screens; Kite stays in its bay. Hawk is caught in the blast; Kite, inside
// its carrier, is not, wherever its last position in space was. The dice
// are the seed's.
func TestBlastSparesGroupsInBays(t *testing.T) {
	lamp, _ := lampAndBison()
	m := startSetup(t, battle.Setup{Ships: []battle.Ship{lamp, carrier(geom.Vec{}, "Hawk", "Kite")}})
	if _, err := m.Submit(0, game.Orders{Text: "Lamp plasma: 0 2"}); err != nil {
		t.Fatal(err)
	}
	ev, err := m.Submit(1, game.Orders{Text: "Hawk: screen Carrier"})
	if err != nil {
		t.Fatal(err)
	}
	log := string(writeLog(ev))
	mustLog(t, log, "Hawk (standard, 6) is caught in the blast")
	if strings.Contains(log, "Kite (standard, 6) is caught") {
		t.Errorf("Kite, in its bay, is caught in the blast:\n%s", log)
	}
}
