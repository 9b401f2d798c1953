package fullthrust

import (
	"math"
	"testing"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
)

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

// TestPairArcs checks pairArcs against the arcs of the two bearings it
// stands for (relBearing, geom.ArcsAt), for every pair of facings: offsets at
// random, on every clock direction and every arc border, a hair either
// side of the borders (from 1e-15 to 1e-5 radians, about the margin where
// it stops working the bearings out), tiny and huge, and zero and
// infinite parts; and arcOf, each side alone, against pairArcs.
func TestPairArcs(t *testing.T) {
	src := rng.New(rng.Seed(17))
	var ds []geom.Vec
	for h := range 12 {
		phi := float64(h) * math.Pi / 6
		for _, eps := range []float64{0, 1e-15, 1e-12, 1e-10, 1.7e-11, 3.5e-11, 1e-8, 9e-8, 1e-7, 1.1e-7, 2e-7, 1e-6, 1e-5} {
			for _, sgn := range []float64{-1, 1} {
				for _, r := range []float64{1e-300, 0.3, 7, 45.5, 1e300} {
					a := phi + sgn*eps
					ds = append(ds, geom.Vec{X: r * math.Sin(a), Y: r * math.Cos(a)})
				}
			}
		}
	}
	for _, x := range []float64{0, math.Copysign(0, -1), 1, -1, 5e-324, math.Inf(1), math.Inf(-1)} { // geom.ArcsAt has no arc for a NaN bearing
		for _, y := range []float64{0, math.Copysign(0, -1), 1, -1, 5e-324, math.Inf(1), math.Inf(-1)} {
			ds = append(ds, geom.Vec{X: x, Y: y})
		}
	}
	for range 20000 {
		ds = append(ds, geom.Vec{X: (src.Float64() - 0.5) * 100, Y: (src.Float64() - 0.5) * 100})
	}
	fast := 0
	for _, d := range ds {
		r := d.Len()
		for h := range 12 {
			for k := range 12 {
				f, b := geom.Heading(h), geom.Heading(k)
				fwd, rev := pairArcs(d, r, f, b)
				if want := geom.ArcsAt(relBearing(d, f)); fwd != want {
					t.Fatalf("pairArcs(%v, %d, %d) forward %v, the bearing's arcs %v", d, h, k, fwd, want)
				}
				if want := geom.ArcsAt(relBearing(geom.Vec{X: -d.X, Y: -d.Y}, b)); rev != want {
					t.Fatalf("pairArcs(%v, %d, %d) back %v, the bearing's arcs %v", d, h, k, rev, want)
				}
				if got, want := arcOf(d, r, f), fwd; got != want {
					t.Fatalf("arcOf(%v, %d) %v, pairArcs forward %v", d, h, got, want)
				}
				if got, want := arcOf(geom.Vec{X: -d.X, Y: -d.Y}, r, b), rev; got != want {
					t.Fatalf("arcOf(%v, %d) %v, pairArcs back %v", geom.Vec{X: -d.X, Y: -d.Y}, k, got, want)
				}
				if sectorOf(d, r, f) >= 0 {
					fast++
				}
			}
		}
	}
	if fast < len(ds)*144/2 {
		t.Errorf("only %d of %d placed without a bearing", fast, len(ds)*144)
	}
}

// BenchmarkPairArcs measures the arcs two ships find each other in, by
// the sides of the border lines (pairArcs) and by the two bearings
// (relBearings, geom.ArcsAt), over offsets at random.
func BenchmarkPairArcs(b *testing.B) {
	src := rng.New(rng.Seed(19))
	ds := make([]geom.Vec, 1024)
	rs := make([]float64, len(ds))
	for k := range ds {
		ds[k] = geom.Vec{X: (src.Float64() - 0.5) * 100, Y: (src.Float64() - 0.5) * 100}
		rs[k] = ds[k].Len()
	}
	var sink geom.ArcSet
	b.Run("sides", func(b *testing.B) {
		for b.Loop() {
			for k, d := range ds {
				f, r := pairArcs(d, rs[k], geom.Heading(k%12), geom.Heading(k/12%12))
				sink |= f | r
			}
		}
	})
	b.Run("bearings", func(b *testing.B) {
		for b.Loop() {
			for k, d := range ds {
				f, r := relBearings(d, geom.Heading(k%12), geom.Heading(k/12%12))
				sink |= geom.ArcsAt(f) | geom.ArcsAt(r)
			}
		}
	})
	if sink == 0 {
		b.Fatal("no arcs")
	}
}
