package fullthrust

import (
	"math"
	"reflect"
	"testing"
)

// TestBearingsAsState checks that bearings answers as State.Bearing for
// every pair of ships, out-of-range indices included, asked twice, and
// after a reset for fewer ships.
func TestBearingsAsState(t *testing.T) {
	var b bearings
	for _, far := range []bool{false, true} {
		st, _, idx := focusState(t, far)
		for _, ids := range [][]int{idx, idx[:2]} {
			bs := b.reset(st, ids)
			bearing := 0
			for round := 0; round < 2; round++ {
				for i := -1; i <= len(idx); i++ {
					for j := -1; j <= len(idx); j++ {
						got, want := bs.Bearing(i, j), st.Bearing(i, j)
						if !reflect.DeepEqual(got, want) {
							t.Fatalf("far %v, ships %v: Bearing(%d, %d) = %v, the state says %v", far, ids, i, j, got, want)
						}
						if len(got) > 0 {
							bearing++
						}
					}
				}
			}
			if bearing == 0 {
				t.Fatalf("far %v: no ship bears on another", far)
			}
		}
	}
}

// TestBearingsThreat checks the threats a bearings remembers against
// enemyThreat, asked twice for every ship, and that ships other than the
// write's are worked out afresh.
func TestBearingsThreat(t *testing.T) {
	var b bearings
	for _, far := range []bool{false, true} {
		st, ships, idx := focusState(t, far)
		bs := b.reset(st, idx)
		threatened := 0
		for round := 0; round < 2; round++ {
			for j := range ships {
				got, want := bs.threat(ships, j), enemyThreat(ships, j)
				if math.Float64bits(got) != math.Float64bits(want) {
					t.Fatalf("far %v, round %d: threat of ship %d %v, enemyThreat %v", far, round, j, got, want)
				}
				if want > 0 {
					threatened++
				}
			}
		}
		if threatened == 0 {
			t.Fatalf("far %v: no ship threatens another", far)
		}
		if got, want := bs.threat(ships[:2], 0), enemyThreat(ships[:2], 0); got != want {
			t.Errorf("far %v: threat among two ships %v, enemyThreat %v", far, got, want)
		}
	}
}
