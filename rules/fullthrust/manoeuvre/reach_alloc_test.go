package manoeuvre

import (
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/broadside/broadside/geom"
)

// TestReachAllocations checks that a reachability search allocates a few
// blocks, not one slice per order tried (it tried some 1,700 orders and
// allocated 2,148 times for a thrust-6 cruiser at velocity 8 in every
// mode), and that searches sharing the pooled storage return end states
// that stay apart: a second search leaves the first's result as it was.
func TestReachAllocations(t *testing.T) {
	s, m := cruiser(6, 100), NewMotion(geom.Vec{}, geom.Clock(12), 8)
	first := Reach(s, m, AllModes, ManoeuvreOptions{})
	want := make([]Reached, len(first))
	for i, e := range first {
		want[i] = e
		want[i].Order.Legs = slices.Clone(e.Order.Legs)
	}
	other := Reach(cruiser(4, 100), NewMotion(geom.Vec{X: 5}, geom.Clock(3), 2), AllModes, ManoeuvreOptions{})
	for i := range other {
		for k := range other[i].Order.Legs {
			other[i].Order.Legs[k].Points += 100
		}
	}
	if diff := cmp.Diff(want, first); diff != "" {
		t.Errorf("a second search changed the first's end states:\n%s", diff)
	}
	if diff := cmp.Diff(want, Reach(s, m, AllModes, ManoeuvreOptions{})); diff != "" {
		t.Errorf("the same search again found other end states:\n%s", diff)
	}
	if raceEnabled {
		return // sync.Pool drops storage at random under the race detector
	}
	const most = 60
	if n := testing.AllocsPerRun(20, func() { Reach(s, m, AllModes, ManoeuvreOptions{}) }); n > most {
		t.Errorf("Reach allocates %v times a search, want at most %d", n, most)
	}
}
