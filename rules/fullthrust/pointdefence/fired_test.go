package pointdefence

import (
	"slices"
	"testing"

	"github.com/broadside/broadside/rules/fullthrust"
)

// TestFiredGroups checks RaidResult.Fired: a group that rolls its own
// attack dice fired; one that only assists (2015 text, "Fighter
// assistance") or dogfights a screen (classic, RULINGS A6) did not.
func TestFiredGroups(t *testing.T) {
	target := testShip("Hulk", 40, 0)
	// 2015, declared assistance, no point defence: T2 assists T1, which
	// rolls two dice at band 0 (never lowered below it): 1 1, no hit.
	s := Strike{Ships: []fullthrust.Ship{target}, Defence: []Defence{{}},
		Raids: []Raid{{Target: 0, Groups: []Attacker{group("T1", Torpedo, 2, ""), group("T2", Torpedo, 2, "T1")}}}}
	res := scripted(t, s, fullthrust.Options{DeclaredAssists: true}, 1, 1)
	if got := res.Raids[0].Fired; !slices.Equal(got, []bool{true, false}) {
		t.Errorf("2015: fired = %v, want [true false]\n%s", got, res.Log)
	}
	// Classic: a screen of one standard fighter; the attacker engages it
	// with the torpedo group that would do the least damage, here T2 (one
	// fighter). Dogfight: the screen rolls 1 (miss), T2 rolls 1 (miss).
	// T1's two torpedoes roll 1 1: both miss.
	scr := NewGroup("S", Standard)
	scr.Strength = 1
	s = Strike{Ships: []fullthrust.Ship{target}, Defence: []Defence{{Screen: []Group{scr}}},
		Raids: []Raid{{Target: 0, Groups: []Attacker{group("T1", Torpedo, 2, ""), group("T2", Torpedo, 1, "")}}}}
	res = scripted(t, s, fullthrust.Options{Procedure: fullthrust.Classic}, 1, 1, 1, 1)
	if got := res.Raids[0].Fired; !slices.Equal(got, []bool{true, false}) {
		t.Errorf("classic: fired = %v, want [true false]\n%s", got, res.Log)
	}
}
