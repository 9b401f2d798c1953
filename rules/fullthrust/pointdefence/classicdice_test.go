package pointdefence

import (
	"testing"

	"github.com/broadside/broadside/rules/fullthrust"
)

// TestClassicKillDice pins the classic point-defence dice of RULINGS A7 one
// system against one attacker at a time: against a heavy missile a PDS
// destroys it on 5-6 and a B1 on 6; against a salvo a B1 kills one on 5,
// one and a re-roll on 6; against a plasma bolt a PDS takes a class off on
// a 6 only and a B1 may not engage; a K-1 is a PDS at -1 against fighters
// (a 4 is a 3: nothing; a 5 is a 4: one kill).
func TestClassicKillDice(t *testing.T) {
	classic := fullthrust.Options{Procedure: fullthrust.Classic}
	pds := testShip("P", 30, 0, sys(fullthrust.PDS, 1)...)
	b1 := testShip("B", 30, 0, sys(fullthrust.Beam, 1)...)
	k1 := testShip("K", 30, 0, sys(fullthrust.KGun, 1)...)
	for _, tc := range []struct {
		name   string
		ship   fullthrust.Ship
		raid   Raid
		faces  []int
		damage int // points on the ship
		losses int // fighters lost
	}{
		{"PDS at a heavy missile, 4", pds, Raid{Heavy: 1}, []int{4, 1, 1, 1}, 3, 0},
		{"PDS at a heavy missile, 5", pds, Raid{Heavy: 1}, []int{5}, 0, 0},
		{"B1 at a heavy missile, 5", b1, Raid{Heavy: 1}, []int{5, 1, 1, 1}, 3, 0},
		{"B1 at a heavy missile, 6", b1, Raid{Heavy: 1}, []int{6}, 0, 0},
		// lock-on 3 less the kills; each hit 1D6 (here 1)
		{"B1 at a salvo, 4", b1, Raid{Salvos: 1}, []int{4, 3, 1, 1, 1}, 3, 0},
		{"B1 at a salvo, 5", b1, Raid{Salvos: 1}, []int{5, 3, 1, 1}, 2, 0},
		{"B1 at a salvo, 6 and 5", b1, Raid{Salvos: 1}, []int{6, 5, 3, 1}, 1, 0},
		// a class-2 bolt: 2D6 (here 1 each) less what the PDS took off
		{"PDS at a plasma bolt, 5", pds, Raid{Plasma: []Bolt{{Class: 2}}}, []int{5, 1, 1}, 2, 0},
		{"PDS at a plasma bolt, 6", pds, Raid{Plasma: []Bolt{{Class: 2}}}, []int{6, 1}, 1, 0},
		{"B1 and a plasma bolt", b1, Raid{Plasma: []Bolt{{Class: 1}}}, []int{1}, 1, 0},
		// a group of one standard fighter attacking with a B1 die: 1 scores nothing
		{"K-1 at a fighter, 4", k1, Raid{Groups: []Attacker{group("X", Standard, 1, "")}}, []int{4, 1}, 0, 0},
		{"K-1 at a fighter, 5", k1, Raid{Groups: []Attacker{group("X", Standard, 1, "")}}, []int{5}, 0, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := one(tc.ship, tc.raid)
			s.Defence[0] = DefaultDefence(tc.ship)
			res := scripted(t, s, classic, tc.faces...)
			r := res.Raids[0]
			if r.Damage.Total() != tc.damage || r.Losses != tc.losses {
				t.Errorf("damage %d, losses %d; want %d, %d\n%s", r.Damage.Total(), r.Losses, tc.damage, tc.losses, res.Log)
			}
		})
	}
}
