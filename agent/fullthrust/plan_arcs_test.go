package fullthrust

import (
	"math"
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

// TestRelBearingAgreesWithGeom checks relBearing and turned against geom's
// RelativeBearing and Rotate to the last bit, on clock-point offsets and
// random ones, for every facing.
func TestRelBearingAgreesWithGeom(t *testing.T) {
	src := rng.New(rng.Seed(2))
	var ds []geom.Vec
	for h := range 12 {
		u := geom.Heading(h).Vec()
		for _, k := range []float64{0, 1, 6, 12.5} {
			ds = append(ds, u.Scale(k), geom.Vec{X: -u.X * k, Y: u.Y * k})
		}
	}
	for range 20000 {
		ds = append(ds, geom.Vec{X: (src.Float64() - 0.5) * 100, Y: (src.Float64() - 0.5) * 100})
	}
	from := geom.Vec{X: 3.25, Y: -7.5}
	for _, d := range ds {
		to := from.Add(d)
		for h := range 12 {
			f := geom.Heading(h)
			if got, want := relBearing(to.Sub(from), f), geom.RelativeBearing(f, from, to); got != want {
				t.Fatalf("relBearing(%v, %d) = %v, geom says %v", d, h, got, want)
			}
			if got, want := turned(d, f), d.Rotate(f.Degrees()); got != want {
				t.Fatalf("turned(%v, %d) = %v, Rotate says %v", d, h, got, want)
			}
		}
	}
}

// TestRelBearings checks that relBearings gives, to the last bit, the two
// bearings relBearing gives for d and -d: on the axes, on clock-point
// offsets, at tiny and huge offsets, on ties of the arctangent's sign, and
// on random offsets, for every pair of facings.
func TestRelBearings(t *testing.T) {
	src := rng.New(rng.Seed(3))
	var ds []geom.Vec
	for h := range 12 {
		u := geom.Heading(h).Vec()
		for _, k := range []float64{0, 1e-300, 1e-9, 1, 6, 12.5, 1e300} {
			ds = append(ds, u.Scale(k), geom.Vec{X: -u.X * k, Y: u.Y * k})
		}
	}
	for _, x := range []float64{0, math.Copysign(0, -1), 1, -1, 5e-324, -5e-324, math.Inf(1), math.Inf(-1), math.NaN()} {
		for _, y := range []float64{0, math.Copysign(0, -1), 1, -1, 5e-324, -5e-324, math.Inf(1), math.Inf(-1), math.NaN()} {
			ds = append(ds, geom.Vec{X: x, Y: y})
		}
	}
	for range 20000 {
		ds = append(ds, geom.Vec{X: (src.Float64() - 0.5) * 100, Y: (src.Float64() - 0.5) * 100})
	}
	same := func(a, b float64) bool {
		return math.Float64bits(a) == math.Float64bits(b) || math.IsNaN(a) && math.IsNaN(b)
	}
	for _, d := range ds {
		for h := range 12 {
			for k := range 12 {
				f, b := geom.Heading(h), geom.Heading(k)
				fwd, rev := relBearings(d, f, b)
				if want := relBearing(d, f); !same(fwd, want) {
					t.Fatalf("relBearings(%v, %d, %d) forward %v, relBearing says %v", d, h, k, fwd, want)
				}
				if want := relBearing(geom.Vec{X: -d.X, Y: -d.Y}, b); !same(rev, want) {
					t.Fatalf("relBearings(%v, %d, %d) back %v, relBearing says %v", d, h, k, rev, want)
				}
			}
		}
	}
}
