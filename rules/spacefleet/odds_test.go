package spacefleet

import (
	"math/big"
	"testing"

	"github.com/broadside/broadside/rng"
)

// TestShotOddsExact checks the odds against hand computation: a beam at a
// destroyer at short range hits on 4-6 (1/2); on a destroyer the die is
// −2, so faces 1-4 destroy (score ≤ 2), 5 is major damage and 6 is
// major damage too (6−2 = 4).
func TestShotOddsExact(t *testing.T) {
	odds, err := ShotOdds(Shot{Range: 3, Firer: HeavyCruiser, Target: Destroyer}, 0, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if odds.Need != 4 || odds.Hit.Cmp(big.NewRat(1, 2)) != 0 {
		t.Errorf("need %d, P(hit) %s", odds.Need, odds.Hit)
	}
	if got := odds.PerHit.P(Wrecked); got.Cmp(big.NewRat(4, 6)) != 0 {
		t.Errorf("P(destroyed | hit) = %s, want 2/3", got)
	}
	if got := odds.Outcome.P(OutcomeOf(Wrecked)); got.Cmp(big.NewRat(1, 3)) != 0 {
		t.Errorf("P(destroyed) = %s, want 1/3", got)
	}
	if got := odds.Outcome.P(Missed); got.Cmp(big.NewRat(1, 2)) != 0 {
		t.Errorf("P(miss) = %s, want 1/2", got)
	}
	shielded, _ := ShotOdds(Shot{Range: 3, Firer: HeavyCruiser, Target: Destroyer}, 2, Options{})
	if got := shielded.Outcome.P(Absorbed); got.Cmp(big.NewRat(1, 2)) != 0 {
		t.Errorf("P(shields only) = %s, want 1/2", got)
	}
}

// TestShotOddsMonteCarlo checks the exact outcome of a missile salvo at a
// light cruiser with one shield against resolving the same shot many
// times: one shield absorbs the first hit, every other hit rolls on the
// damage table with the missile modifier.
func TestShotOddsMonteCarlo(t *testing.T) {
	shot := Shot{Weapon: Missile, Range: 2, Firer: Destroyer, Target: LightCruiser}
	odds, err := ShotOdds(shot, 1, Options{})
	if err != nil {
		t.Fatal(err)
	}
	const n = 60000
	counts := map[Outcome]int{}
	src := rng.New(5)
	for range n {
		face := src.Roll(6, "")
		if !Hits(face, odds.Need, Options{}) {
			counts[Missed]++
			continue
		}
		h := src.Roll(6, "")
		worst := Outcome(0)
		if h <= 1 {
			counts[Absorbed]++
			continue
		}
		// Roll h−1 damage results and keep the worst.
		for range h - 1 {
			r := DamageResult(src.Roll(6, "")+DamageModifier(LightCruiser, true), Options{})
			worst = max(worst, OutcomeOf(r))
		}
		counts[worst]++
	}
	for _, it := range odds.Outcome.Items() {
		p, _ := it.P.Float64()
		got := float64(counts[it.Value]) / n
		if d := got - p; d > 0.01 || d < -0.01 {
			t.Errorf("%s: exact %.4f, sampled %.4f", it.Value, p, got)
		}
	}
}
