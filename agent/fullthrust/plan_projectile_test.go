package fullthrust

import (
	"math"
	"testing"

	ft "github.com/broadside/broadside/rules/fullthrust"
)

// TestShellMeanAgreesWithDice checks the planner's closed-form projectile
// means against the exact means of the dice the battle rolls, for every
// K-gun class and the torpedo, every need and the Corkscrew's modifier.
func TestShellMeanAgreesWithDice(t *testing.T) {
	for class := 0; class <= 6; class++ {
		for _, need := range []int{0, 2, 3, 4, 5, 6} { // ProjectileNeed never returns 1
			for _, mod := range []int{0, -1} {
				d := ft.TorpedoDie(need, mod, 0)
				if class > 0 {
					d = ft.KGunDie(class, need, mod, 0)
				}
				want, _ := d.Mean().Float64()
				if got := shellMean(class, need, mod); math.Abs(got-want) > 1e-12 {
					t.Errorf("class %d need %d mod %d: shellMean %v, dice mean %v", class, need, mod, got, want)
				}
			}
		}
	}
}

// TestShellBoundBoundsVolley checks that a projectile's bound at a range
// is at least what it deals there and never rises with range.
func TestShellBoundBoundsVolley(t *testing.T) {
	ps := []shell{{class: 3, band: ft.StandardBand}, {band: ft.LongBand}}
	prev := math.Inf(1)
	for d := 0.0; d <= 50; d += 0.5 {
		b := shellBound(ps, d)
		if b > prev+1e-12 {
			t.Fatalf("bound rises from %v to %v at %v MU", prev, b, d)
		}
		prev = b
	}
	if shellBound(ps, 46) != 0 {
		t.Errorf("bound beyond the long table's reach is %v, want 0", shellBound(ps, 46))
	}
}
