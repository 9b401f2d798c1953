package pointdefence

import (
	"math/big"
	"testing"

	"github.com/broadside/broadside/rules/fullthrust"
)

// TestSalvoSixHits checks that a salvo at an adjusted level of 0 can put all
// six of its missiles on target: one salvo on an undefended ship of 100
// boxes scores the die, 1 to 6, so its mean is 7/2 hits, P(6 hits) is 1/6
// and the ship cannot be destroyed. The exact odds once stopped the loop at
// 5 hits and counted the 6 as "destroyed".
func TestSalvoSixHits(t *testing.T) {
	ship := testShip("Hulk", 100, 0)
	s := Strike{Ships: []fullthrust.Ship{ship}, Defence: []Defence{{}}, Raids: []Raid{{Target: 0, Salvos: 1}}}
	odds, err := Odds(s, fullthrust.Options{})
	if err != nil {
		t.Fatal(err)
	}
	o := odds[0]
	if o.Destroyed.Sign() != 0 {
		t.Errorf("P(destroyed) = %s, want 0", o.Destroyed.RatString())
	}
	if got := o.MissileHits.P(6); got.Cmp(big.NewRat(1, 6)) != 0 {
		t.Errorf("P(6 missile hits) = %s, want 1/6", got.RatString())
	}
	if m := distMean(o.MissileHits); m.Cmp(big.NewRat(7, 2)) != 0 {
		t.Errorf("mean missile hits = %s, want 7/2", m.RatString())
	}
	// Six hits of 1 to 6 points each: 6 to 36 points, mean 3.5 * 3.5.
	if got := o.Damage.P(36); got.Cmp(new(big.Rat).SetFrac64(1, 6*46656)) != 0 {
		t.Errorf("P(36 points) = %s, want 1/279936", got.RatString())
	}
	if o.MeanDamage.Cmp(big.NewRat(49, 4)) != 0 {
		t.Errorf("mean damage = %s, want 49/4", o.MeanDamage.RatString())
	}
}
