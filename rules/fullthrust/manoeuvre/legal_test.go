package manoeuvre

import (
	"slices"
	"testing"

	"pgregory.net/rapid"
)

// TestLegalAgreesWithPlanOrder checks that Legal, which plans quietly,
// accepts exactly the orders PlanOrder finds no problem with, and that a
// quiet plan differs from the full one only in the reasons it gives.
func TestLegalAgreesWithPlanOrder(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s, m := genShip(t)
		o := genOrder(t)
		switch rapid.IntRange(0, 5).Draw(t, "house") {
		case 0:
			o.Flip = true
		case 1:
			o.Reverse = rapid.IntRange(1, 3).Draw(t, "reverse")
		case 2:
			o.Post.EM = rapid.IntRange(1, 2).Draw(t, "post")
		}
		opt := ManoeuvreOptions{
			Flip:            rapid.Bool().Draw(t, "flip"),
			ReverseThrust:   rapid.Bool().Draw(t, "reverse thrust"),
			PostMovement:    rapid.Bool().Draw(t, "post movement"),
			EMDiscretionary: rapid.Bool().Draw(t, "discretionary"),
		}
		full := PlanOrder(s, m, o, opt)
		if got := Legal(s, m, o, opt); got != full.Legal() {
			t.Fatalf("Legal(%q) = %v, PlanOrder finds %q", o, got, full.Problems)
		}
		quiet := planOrder(&s, &m, &o, opt, nil, true)
		if full.Legal() != quiet.Legal() || full.Thrust != quiet.Thrust || full.NewVel != quiet.NewVel ||
			full.Delta != quiet.Delta || !slices.Equal(full.Turns, quiet.Turns) {
			t.Fatalf("order %q: quiet plan %+v, full plan %+v", o, quiet, full)
		}
		if !full.Legal() && !slices.Equal(quiet.Problems, unexplained) {
			t.Fatalf("order %q: quiet problems %q", o, quiet.Problems)
		}
	})
}
