package fullthrust

import (
	"testing"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
)

// TestArcsAtAgreesWithGeom checks the planner's arcsAt against geom.ArcsAt
// on every border and near it, and on random bearings.
func TestArcsAtAgreesWithGeom(t *testing.T) {
	var rels []float64
	for b := 0.0; b < 360; b += 30 {
		for _, d := range []float64{0, 1e-12, -1e-12, 5e-10, -5e-10, 2e-9, -2e-9, 1e-6, -1e-6, 0.5, -0.5} {
			if r := b + d; r >= 0 && r < 360 {
				rels = append(rels, r)
			}
		}
	}
	src := rng.New(rng.Seed(1)) // randomness through rng, as everywhere
	for range 100000 {
		rels = append(rels, src.Float64()*360)
	}
	for _, r := range rels {
		if got, want := arcsAt(r), geom.ArcsAt(r); got != want {
			t.Fatalf("arcsAt(%v) = %v, geom.ArcsAt says %v", r, got, want)
		}
	}
}
