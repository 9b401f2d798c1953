package spacefleet

import (
	"maps"
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
// light cruiser with one shield and 1 damage point against resolving the
// same shot many times: one shield absorbs the first hit, every other hit
// rolls on the damage table with the missile modifier, and the ship is
// destroyed by a wreck or by its damage points passing 4.
func TestShotOddsMonteCarlo(t *testing.T) {
	shot := Shot{Weapon: Missile, Range: 2, Firer: Destroyer, Target: LightCruiser}
	odds, err := TargetOdds(shot, Target{Shields: 1, Damage: 1}, Options{})
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
		// Roll h−1 damage results and keep the worst, or destroyed.
		points := 1
		for range h - 1 {
			r := DamageResult(src.Roll(6, "")+DamageModifier(LightCruiser, true), Options{})
			worst = max(worst, OutcomeOf(r))
			points += r.Points()
			if points > 4 {
				worst = OutcomeOf(Wrecked)
			}
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

// TestOutcomeIsFate checks that the outcome is what happens to the ship,
// not the worst damage-table line: a beam at a destroyer rolls d6−2, a
// wreck on 1-4 and major damage (3 points) on 5-6, so a destroyer that
// already has 2 damage points is destroyed by every hit, and one with
// none survives major damage; two majors from a plasma hit destroy a light
// cruiser (d6−1: major damage on 4-5).
func TestOutcomeIsFate(t *testing.T) {
	beam := Shot{Weapon: Beam, Range: 2, Firer: HeavyCruiser, Target: Destroyer}
	for _, tc := range []struct {
		shot   Shot
		target Target
		want   map[Outcome]string
	}{
		{beam, Target{}, map[Outcome]string{Missed: "1/2", OutcomeOf(Wrecked): "1/3", OutcomeOf(Major): "1/6"}},
		{beam, Target{Damage: 2}, map[Outcome]string{Missed: "1/2", OutcomeOf(Wrecked): "1/2"}},
		{beam, Target{Damage: 2, Capacity: 5}, map[Outcome]string{Missed: "1/2", OutcomeOf(Wrecked): "1/3", OutcomeOf(Major): "1/6"}},
	} {
		odds, err := TargetOdds(tc.shot, tc.target, Options{})
		if err != nil {
			t.Fatal(err)
		}
		got := map[Outcome]string{}
		for _, it := range odds.Outcome.Items() {
			got[it.Value] = it.P.RatString()
		}
		if !maps.Equal(got, tc.want) {
			t.Errorf("%+v: outcome %v, want %v", tc.target, got, tc.want)
		}
	}
	plasma := Shot{Weapon: Plasma, Range: 2, Firer: HeavyCruiser, Target: LightCruiser}
	odds, err := ShotOdds(plasma, 0, Options{})
	if err != nil {
		t.Fatal(err)
	}
	// A hit (1/3) rolls d6−1 twice: a wreck on 1-3, major damage on 4-5,
	// half speed on 6. Two majors (1/9) are 6 points: destroyed, so the
	// ship survives only major + half speed (1/9) or two half speeds
	// (1/36): P(destroyed) = 1/3 · 31/36.
	if p := odds.Outcome.P(OutcomeOf(Wrecked)); p.Cmp(big.NewRat(31, 108)) != 0 {
		t.Errorf("plasma at a light cruiser: P(destroyed) %s, want 31/108", p.RatString())
	}
	r, err := RollShot(plasma, 0, Options{}, rng.NewScript([]int{6, 5, 4}))
	if err != nil {
		t.Fatal(err)
	}
	if r.Outcome != OutcomeOf(Wrecked) || len(r.Results) != 2 || r.Results[0] != Major || r.Results[1] != Major {
		t.Errorf("two majors on a light cruiser: %+v", r)
	}
}
