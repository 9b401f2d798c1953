package fullthrust

import (
	"math"
	"testing"

	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// TestPlannerWeighsETFailure checks that the planner values an Emergency
// Thrust order by its outcomes. With many earlier uses an ET order rolls
// so many dice that it almost always fails and is re-plotted; weighing
// the drive as nearly free, the old planner, which scored the ET end as
// certain, still chose ET. The score of an ET order is the mixture of the
// success and re-plot ends, less the drive risk.
func TestPlannerWeighsETFailure(t *testing.T) {
	d := testDuel()
	d.Ships[0].Doctrine = Doctrine{ET: true, DriveRisk: 1e-9}
	var uses0 manoeuvre.Order
	for _, uses := range []int{0, 6} {
		ships := append([]Duellist(nil), d.Ships...)
		ships[0].Motion.ETUses = uses
		pl := NewPlanner()
		c := pl.best(ships, 0, d.Options, nil)
		if uses == 0 {
			uses0 = c.order
			continue
		}
		if c.order.ET {
			n := manoeuvre.PlanOrder(ships[0].Ship, ships[0].Motion, c.order, d.Options).Thrust.ETDice
			t.Errorf("with %d earlier uses the planner orders %q (%d dice)", uses, c.order, n)
		}
		// The ET order's score is its outcomes' mixture.
		for _, r := range pl.reach(ships[0].Ship, ships[0].Motion, manoeuvre.ReachModes{ET: true}, d.Options) {
			if !r.Order.ET {
				continue
			}
			end := reachedEnd(ships[0].Motion, &r)
			n := manoeuvre.PlanOrder(ships[0].Ship, ships[0].Motion, r.Order, d.Options).Thrust.ETDice
			if n == 0 {
				continue
			}
			dist := manoeuvre.ETScores(n)
			ok := dist.AtMost(1)
			want := ok*pl.position(ships, 0, r.Order, end) - 1e-9*expectedDriveHits(ships[0].Ship, ships[0].Motion, r.Order, d.Options)
			if a, b, c := manoeuvre.ETChances(n); math.Abs(a-ok) > 1e-12 || math.Abs(b-(dist.AtMost(3)-ok)) > 1e-12 || math.Abs(c-(1-dist.AtMost(3))) > 1e-12 {
				t.Fatalf("ETChances(%d) = %g, %g, %g", n, a, b, c)
			}
			for k, p := range []float64{dist.AtMost(3) - ok, 1 - dist.AtMost(3)} {
				re, e := manoeuvre.FailedET(ships[0].Ship, ships[0].Motion, r.Order, k+1, d.Options)
				want += p * pl.position(ships, 0, re, e)
			}
			if got := pl.scoreOrder(ships, 0, r.Order, end, d.Options); math.Abs(got-want) > 1e-9 {
				t.Fatalf("%q: score %g, want %g", r.Order, got, want)
			}
			break
		}
	}
	if !uses0.ET {
		t.Logf("without earlier uses the planner orders %q", uses0)
	}
}
