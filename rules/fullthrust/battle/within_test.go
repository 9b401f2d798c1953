package battle

import (
	"testing"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
)

// TestSecondaryMoveEndsWithinReach checks that a group that makes a
// secondary move to 6 MU of its target is within reach of it: toward's
// end point is computed in floats and may lie a bit past 6 MU, which once
// cost a group 1 CEF for a move after which it did not attack (the cruiser
// action's golden battle, turn 3). Some of the pairs tried must land past
// 6 MU by the raw distance, or the test could not tell.
func TestSecondaryMoveEndsWithinReach(t *testing.T) {
	r := rng.New(1)
	past := 0
	for range 10_000 {
		from := geom.Vec{X: r.Float64()*40 - 20, Y: r.Float64()*40 - 20}
		at := geom.Vec{X: r.Float64()*40 - 20, Y: r.Float64()*40 - 20}
		if from.Dist(at) <= AttackRange || from.Dist(at) > AttackRange+SecondaryMove {
			continue
		}
		end := toward(from, at, SecondaryMove, AttackRange)
		if !(&State{version: currentVersion}).within(end, at, AttackRange) {
			t.Fatalf("from %v toward %v: ended %v MU away, out of reach", from, at, end.Dist(at))
		}
		if end.Dist(at) > AttackRange {
			past++
		}
	}
	if past == 0 {
		t.Error("no move ended past 6 MU by its raw distance: the test cannot tell a missing allowance")
	}
	t.Logf("%d moves ended past 6 MU by the last bits of their distance", past)
}
