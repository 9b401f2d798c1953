package fullthrust

import (
	"math"
	"testing"
)

// TestBlastKills checks the mean fighters a group loses to a bolt: the
// least of its strength and the class's D6s.
func TestBlastKills(t *testing.T) {
	for _, tc := range []struct {
		strength, class int
		want            float64
	}{
		{6, 1, 3.5},        // one D6 never exceeds six
		{1, 2, 1},          // two dice always kill the one fighter
		{6, 2, 196.0 / 36}, // 2D6 capped at 6: 6 less the shortfall of sums 2-5, 20/36
		{3, 1, 15.0 / 6},   // 1, 2, 3, 3, 3, 3
		{6, 0, 0},
	} {
		if got := blastKills(tc.strength, tc.class); math.Abs(got-tc.want) > 1e-9 {
			t.Errorf("blastKills(%d, %d) = %v, want %v", tc.strength, tc.class, got, tc.want)
		}
	}
}

// TestLens checks the shared area of two discs, which gives the chance a
// group moving anywhere within its main move ends inside a blast.
func TestLens(t *testing.T) {
	if got := lens(0, 6, 12) / (math.Pi * 144); math.Abs(got-0.25) > 1e-9 {
		t.Errorf("blast over the group's place: chance %v, want 1/4", got)
	}
	if got := lens(18, 6, 12); got != 0 {
		t.Errorf("discs touching: area %v, want 0", got)
	}
	if got := lens(5.99, 6, 12); math.Abs(got-math.Pi*36) > 1e-9 {
		t.Errorf("blast inside the move: area %v, want 36π", got)
	}
	// Just past containment and just short of touching, the area is
	// continuous.
	if got := lens(6.01, 6, 12); math.Abs(got-math.Pi*36) > 0.5 {
		t.Errorf("blast crossing the move's edge: area %v, want near 36π", got)
	}
	if got := lens(17.99, 6, 12); got > 0.01 {
		t.Errorf("discs almost apart: area %v, want near 0", got)
	}
	if a, b := lens(10, 6, 12), lens(12, 6, 12); !(a > b && b > 0) {
		t.Errorf("area at 10 MU %v, at 12 MU %v: want it shrinking, above 0", a, b)
	}
}
