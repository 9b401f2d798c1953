package pointdefence

import (
	"testing"

	"github.com/broadside/broadside/rules/fullthrust"
)

// TestK1NotIntoAftArc checks RULINGS A7 (a K-1 acts as a PDS at -1 but not
// into the aft arc; battle reading W115): a ship with one K-1 and nothing
// else is attacked by a salvo and a fighter group. Under the classic
// procedure its K-1 engages an attacker when neither is marked aft,
// engages the group when only the salvo is, and engages nothing when both
// are. Under the 2015 procedure its K-1 adds its die to the level only when
// no attacker is marked. With no bearings (the zero Aft, as strike files
// give) every attacker is engageable.
func TestK1NotIntoAftArc(t *testing.T) {
	for _, tc := range []struct {
		name    string
		aft     Aft
		engages threatKind // the classic K-1's target; 255 for none
		level   bool       // the 2015 K-1 in the level
	}{
		{"no bearings", Aft{}, threatSalvo, true},
		{"salvo aft", Aft{Salvos: []bool{true}}, threatGroup, false},
		{"both aft", Aft{Salvos: []bool{true}, Groups: []bool{true}}, 255, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			sh := testShip("Cruiser", 40, 0)
			sh.Systems = append(sh.Systems, fullthrust.System{Kind: fullthrust.KGun, Class: 1})
			raid := Raid{Salvos: 1, Groups: []Attacker{{Group: NewGroup("Red", Standard)}}, Aft: tc.aft}
			s := Strike{Ships: []fullthrust.Ship{sh}, Defence: []Defence{{K1: 1}}, Raids: []Raid{raid}}
			cp := compile(&s, classicOpt)[0].classic
			got := threatKind(255)
			for u, un := range cp.units {
				if un.kind == unitK1 && cp.target[u] >= 0 {
					got = cp.threats[cp.target[u]].kind
				}
			}
			if got != tc.engages {
				t.Errorf("classic: the K-1 engages %v, want %v", got, tc.engages)
			}
			p := compile(&s, fullthrust.Options{})[0]
			in := false
			for _, b := range p.pdl {
				in = in || b.purpose == "K-1"
			}
			if in != tc.level {
				t.Errorf("2015: the K-1 in the level: %v, want %v", in, tc.level)
			}
		})
	}
}

// TestAftMarksAfterPartialBlast checks that the aft marks of the heavy
// missiles follow the missiles a plasma blast leaves in a raid
// (caughtMissiles: the caught ones are the last of each kind). The raid has
// two heavy missiles and an advanced heavy missile, and a bolt whose blast
// catches one heavy missile. Marked "the advanced one is aft", the classic
// K-1 may not engage the advanced heavy missile left; marked "the second
// heavy missile is aft", the mark went with the caught missile and the 2015
// K-1 adds to the level.
func TestAftMarksAfterPartialBlast(t *testing.T) {
	sh := testShip("Cruiser", 40, 0, fullthrust.System{Kind: fullthrust.KGun, Class: 1})
	strike := func(heavy ...bool) Strike {
		raid := Raid{Heavy: 2, AdvancedHeavy: 1, Plasma: []Bolt{{Class: 1, ID: "p1", Heavy: 1}}, Aft: Aft{Heavy: heavy}}
		return Strike{Ships: []fullthrust.Ship{sh}, Defence: []Defence{{K1: 1}}, Raids: []Raid{raid}}
	}
	s := strike(false, false, true)
	cp := compile(&s, classicOpt)[0].classic
	for _, th := range cp.threats {
		if th.adv && !th.aft {
			t.Errorf("classic: the advanced heavy missile, marked aft, is not aft after the blast: %+v", th)
		}
		if th.kind == threatHeavy && !th.adv && th.aft {
			t.Errorf("classic: the heavy missile left, not marked, is aft after the blast: %+v", th)
		}
	}
	s = strike(false, true, false)
	in := false
	for _, b := range compile(&s, fullthrust.Options{})[0].pdl {
		in = in || b.purpose == "K-1"
	}
	if !in {
		t.Error("2015: the K-1 is left out of the level for the mark of a heavy missile the blast caught")
	}
}
