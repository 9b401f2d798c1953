package geom

import (
	"math"
	"testing"

	"pgregory.net/rapid"
)

// Property tests. The seed is fixed in TestMain.

func hexGen(limit int) *rapid.Generator[Hex] {
	return rapid.Custom(func(t *rapid.T) Hex {
		return Hex{rapid.IntRange(-limit, limit).Draw(t, "q"), rapid.IntRange(-limit, limit).Draw(t, "r")}
	})
}

func vecGen() *rapid.Generator[Vec] {
	return rapid.Custom(func(t *rapid.T) Vec {
		return Vec{rapid.Float64Range(-1000, 1000).Draw(t, "x"), rapid.Float64Range(-1000, 1000).Draw(t, "y")}
	})
}

func headingGen() *rapid.Generator[Heading] {
	return rapid.Custom(func(t *rapid.T) Heading { return Clock(rapid.IntRange(0, 11).Draw(t, "h")) })
}

func dirGen() *rapid.Generator[Dir] {
	return rapid.Custom(func(t *rapid.T) Dir { return Dir(rapid.IntRange(0, 5).Draw(t, "d")) })
}

func TestPropHexDistanceIsAMetric(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a, b, c := hexGen(1000).Draw(t, "a"), hexGen(1000).Draw(t, "b"), hexGen(1000).Draw(t, "c")
		if a.Distance(b) != b.Distance(a) {
			t.Fatalf("not symmetric: %d != %d", a.Distance(b), b.Distance(a))
		}
		if a.Distance(c) > a.Distance(b)+b.Distance(c) {
			t.Fatalf("triangle inequality: %d > %d + %d", a.Distance(c), a.Distance(b), b.Distance(c))
		}
		if (a.Distance(b) == 0) != (a == b) {
			t.Fatalf("distance 0 between different cells")
		}
		if a.Add(c).Distance(b.Add(c)) != a.Distance(b) {
			t.Fatalf("distance changes under translation")
		}
	})
}

func TestPropLine(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a, b := hexGen(60).Draw(t, "a"), hexGen(60).Draw(t, "b")
		line := Line(a, b)
		if len(line) != a.Distance(b)+1 || line[0] != a || line[len(line)-1] != b {
			t.Fatalf("Line = %v", line)
		}
		for i := 1; i < len(line); i++ {
			if line[i].Distance(line[i-1]) != 1 {
				t.Fatalf("cells %d and %d of %v are not neighbours", i-1, i, line)
			}
			if a.Distance(line[i]) != i {
				t.Fatalf("cell %d of %v is %d from the start", i, line, a.Distance(line[i]))
			}
		}
		back := Line(b, a)
		for i := range line {
			if back[len(back)-1-i] != line[i] {
				t.Fatalf("Line(b, a) is not Line(a, b) reversed: %v vs %v", back, line)
			}
		}
	})
}

func TestPropHexRotation(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		h, d := hexGen(1000).Draw(t, "h"), dirGen().Draw(t, "d")
		n := rapid.IntRange(-20, 20).Draw(t, "n")
		if h.Rotate(6) != h || h.Rotate(n+6) != h.Rotate(n) {
			t.Fatalf("six turns of %v are not the identity", h)
		}
		if h.Rotate(n).Rotate(-n) != h || h.Rotate(n).Len() != h.Len() {
			t.Fatalf("rotation of %v by %d is not an isometry", h, n)
		}
		if d.Turn(6) != d || d.Turn(n).Turn(-n) != d {
			t.Fatalf("turns of %v do not cancel", d)
		}
		// Rotating a step rotates its direction.
		if dirSteps[d].Rotate(n) != dirSteps[d.Turn(n)] {
			t.Fatalf("step %v rotated %d is not step %v", d, n, d.Turn(n))
		}
		// Rotating in the grid matches rotating in the plane.
		want := h.Center(1).Rotate(60 * float64(n))
		if got := h.Rotate(n).Center(1); math.Abs(got.X-want.X) > 1e-9 || math.Abs(got.Y-want.Y) > 1e-9 {
			t.Fatalf("%v.Rotate(%d) at %v, plane rotation gives %v", h, n, got, want)
		}
	})
}

func TestPropHeading(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a, b := headingGen().Draw(t, "a"), headingGen().Draw(t, "b")
		n := rapid.IntRange(-100, 100).Draw(t, "n")
		d := a.Diff(b)
		if d < -5 || d > 6 {
			t.Fatalf("Diff = %d out of range", d)
		}
		if e := b.Diff(a); d != 6 && d != -e {
			t.Fatalf("Diff not antisymmetric: %d and %d", d, e)
		}
		if a.Turn(d) != b {
			t.Fatalf("%v turned %d is %v, not %v", a, d, a.Turn(d), b)
		}
		if a.Turn(n).Turn(-n) != a || a.Turn(12) != a {
			t.Fatalf("turns of %v do not cancel", a)
		}
		if HeadingOf(a.Degrees()+rapid.Float64Range(-14.9, 14.9).Draw(t, "wobble")) != a {
			t.Fatalf("HeadingOf does not round to the nearest point")
		}
	})
}

func TestPropVec(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		v, w := vecGen().Draw(t, "v"), vecGen().Draw(t, "w")
		deg := rapid.Float64Range(-720, 720).Draw(t, "deg")
		r := v.Rotate(deg)
		if math.Abs(r.Len()-v.Len()) > 1e-9 {
			t.Fatalf("rotation changes length: %v -> %v", v, r)
		}
		if v.Len() > 1e-6 {
			if off := math.Abs(offsetDeg(v.Angle()+deg, r.Angle())); off > 1e-6 {
				t.Fatalf("rotating %v by %v turns it by %v", v, deg, r.Angle()-v.Angle())
			}
		}
		b := Bearing(v, w)
		if b < 0 || b >= 360 {
			t.Fatalf("Bearing = %v", b)
		}
		if v != w {
			if back := Bearing(w, v); math.Abs(offsetDeg(b+180, back)) > 1e-9 {
				t.Fatalf("reverse bearing %v is not %v + 180", back, b)
			}
		}
	})
}

func TestPropSegmentDist(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p, a, b := vecGen().Draw(t, "p"), vecGen().Draw(t, "a"), vecGen().Draw(t, "b")
		d := SegmentDist(p, a, b)
		if d > p.Dist(a)+1e-9 || d > p.Dist(b)+1e-9 {
			t.Fatalf("distance %v exceeds a distance to an end", d)
		}
		// Brute force: sample the segment.
		best := math.Inf(1)
		for i := 0; i <= 1000; i++ {
			q := a.Add(b.Sub(a).Scale(float64(i) / 1000))
			best = math.Min(best, p.Dist(q))
		}
		if d > best+1e-9 || best-d > a.Dist(b)/1000+1e-9 {
			t.Fatalf("SegmentDist = %v, sampling gives %v", d, best)
		}
	})
}

func TestPropArcsPartitionTheCircle(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		rel := rapid.Float64Range(-1000, 1000).Draw(t, "rel")
		s := ArcsAt(rel)
		if n := s.Len(); n < 1 || n > 2 {
			t.Fatalf("ArcsAt(%v) = %v", rel, s)
		}
		if !s.Has(ArcAt(rel)) {
			t.Fatalf("ArcAt(%v) = %v not in %v", rel, ArcAt(rel), s)
		}
		if got := ArcsAt(-rel); got != s.Mirror() {
			t.Fatalf("ArcsAt(-%v) = %v, want the mirror of %v", rel, got, s)
		}
	})
}

func TestPropHexAtInvertsCenter(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		h := hexGen(10000).Draw(t, "h")
		size := rapid.Float64Range(0.01, 100).Draw(t, "size")
		if got := HexAt(h.Center(size), size); got != h {
			t.Fatalf("HexAt(%v.Center(%v)) = %v", h, size, got)
		}
	})
}
