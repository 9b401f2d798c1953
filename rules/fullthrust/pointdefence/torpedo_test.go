package pointdefence

import (
	"math/big"
	"testing"

	"github.com/broadside/broadside/rules/fullthrust"
)

// torpedoStrike is a classic raid of three torpedo fighters on an
// undefended ship of 100 hull boxes with the given advanced screens.
func torpedoStrike(adv int) Strike {
	var ss []fullthrust.System
	if adv > 0 {
		ss = sys(fullthrust.AdvancedScreen, adv)
	}
	target := testShip("Cruiser", 100, 0, ss...)
	return Strike{Ships: []fullthrust.Ship{target}, Defence: []Defence{{}}, Raids: []Raid{{Target: 0, Groups: []Attacker{group("T", Torpedo, 3, "")}}}}
}

// TestClassicTorpedoDieIsDamage checks RULINGS A6: a classic torpedo hits on
// 4+ and the die that hits is its damage, less the advanced screen level;
// classic-torpedo=separate rolls 1D6 for each hit instead.
func TestClassicTorpedoDieIsDamage(t *testing.T) {
	res := scripted(t, torpedoStrike(0), fullthrust.Options{Procedure: fullthrust.Classic}, 5, 3, 6)
	if got := res.Raids[0].Damage.Total(); got != 11 {
		t.Errorf("dice 5, 3, 6 did %d points, want 11\n%s", got, res.Log)
	}
	mustContain(t, res.Log, "torpedoes hit on 4+ and do the die", "2 hits, 11 points")
	res = scripted(t, torpedoStrike(1), fullthrust.Options{Procedure: fullthrust.Classic}, 4, 1, 6)
	if got := res.Raids[0].Damage.Total(); got != 8 {
		t.Errorf("dice 4, 1, 6 against level-1 advanced screens did %d points, want 8\n%s", got, res.Log)
	}
	sep := fullthrust.Options{Procedure: fullthrust.Classic, TorpedoDamageRoll: true}
	res = scripted(t, torpedoStrike(0), sep, 5, 3, 6, 2, 1)
	if got := res.Raids[0].Damage.Total(); got != 3 {
		t.Errorf("separate damage: dice 5, 3, 6 then 2, 1 did %d points, want 3\n%s", got, res.Log)
	}
	// The mean: 3 fighters, (4+5+6)/6 = 5/2 each; separately 1/2 * 7/2.
	for _, tc := range []struct {
		opt  fullthrust.Options
		want *big.Rat
	}{{fullthrust.Options{Procedure: fullthrust.Classic}, big.NewRat(15, 2)}, {sep, big.NewRat(21, 4)}} {
		odds, err := Odds(torpedoStrike(0), tc.opt)
		if err != nil {
			t.Fatal(err)
		}
		if odds[0].MeanDamage.Cmp(tc.want) != 0 {
			t.Errorf("%+v: mean damage %s, want %s", tc.opt, odds[0].MeanDamage.RatString(), tc.want.RatString())
		}
		if got, want := odds[0].Damage.P(18), big.NewRat(1, 216); tc.opt == sep {
			if got.Sign() == 0 {
				t.Errorf("separate damage: P(18) = 0, want more")
			}
		} else if got.Cmp(want) != 0 {
			t.Errorf("die is damage: P(18) = %s, want 1/216", got.RatString())
		}
	}
}
