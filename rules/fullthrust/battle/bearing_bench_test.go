package battle_test

import (
	"testing"

	"github.com/broadside/broadside/internal/benchcpu"
)

// BenchmarkBearing measures State.Bearing, which the battle players ask of
// every pair of ships several times a fire phase, over every ordered pair
// of the fleet-action example's ships at its start; one op is every pair
// once.
func BenchmarkBearing(b *testing.B) {
	st := preparedStart(b, "battle-fleet-action.yaml")
	n := len(st.Ships())
	shots := 0
	for i := range n {
		for j := range n {
			shots += len(st.Bearing(i, j))
		}
	}
	b.ReportAllocs()
	defer benchcpu.Clock(b)()
	for b.Loop() {
		for i := range n {
			for j := range n {
				st.Bearing(i, j)
			}
		}
	}
	b.ReportMetric(float64(shots), "shots")
}
