package spacefleet

import (
	"math"
	"testing"

	"github.com/broadside/broadside/rng"
)

// TestRollShotAgreesWithShotOdds checks that sampled outcomes of RollShot
// match the exact outcome table of ShotOdds.
func TestRollShotAgreesWithShotOdds(t *testing.T) {
	for _, tc := range []struct {
		name    string
		shot    Shot
		shields int
	}{
		{"beam at a destroyer", Shot{Weapon: Beam, Range: 3, Firer: Battleship, Target: Destroyer}, 0},
		{"missile at a light cruiser with a shield", Shot{Weapon: Missile, Range: 3, Firer: Battleship, Target: LightCruiser}, 1},
		{"plasma with shields", Shot{Weapon: Plasma, Range: 1, Firer: Battleship, Target: Battleship}, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			odds, err := ShotOdds(tc.shot, tc.shields, Options{})
			if err != nil {
				t.Fatal(err)
			}
			const n = 60000
			counts := map[Outcome]int{}
			src := rng.New(7)
			for range n {
				r, err := RollShot(tc.shot, tc.shields, Options{}, src)
				if err != nil {
					t.Fatal(err)
				}
				counts[r.Outcome]++
			}
			for _, it := range odds.Outcome.Items() {
				p, _ := it.P.Float64()
				got := float64(counts[it.Value]) / n
				if se := math.Sqrt(p * (1 - p) / n); math.Abs(got-p) > 5*se+1e-9 {
					t.Errorf("%s: sampled %.4f, exact %.4f", it.Value, got, p)
				}
			}
		})
	}
}

func TestRollShotScripted(t *testing.T) {
	s := Shot{Weapon: Missile, Range: 3, Firer: Battleship, Target: Destroyer}
	t.Run("a die missing", func(t *testing.T) {
		// 6 hits, 2 missile hits, one takes the shield: one damage die is missing.
		script := rng.NewScript([]int{6, 2})
		if _, err := RollShot(s, 1, Options{}, script); err != nil {
			t.Fatal(err)
		}
		if script.Err() == nil {
			t.Fatal("want a missing damage die")
		}
	})
	t.Run("every die", func(t *testing.T) {
		script := rng.NewScript([]int{6, 2, 1})
		r, err := RollShot(s, 1, Options{}, script)
		if err != nil || script.Err() != nil {
			t.Fatal(err, script.Err())
		}
		if r.Hits != 2 || r.Shields != 1 || len(r.Damage) != 1 || r.Outcome != OutcomeOf(r.Results[0]) {
			t.Fatalf("got %+v", r)
		}
	})
}
