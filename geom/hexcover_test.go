package geom

import (
	"slices"
	"testing"

	"pgregory.net/rapid"
)

// coverOracle finds the cells the segment between the centres of a and b
// touches by brute force on the plane: it samples the segment at points
// close enough together to land in every clipped corner (and exactly on every
// corner it passes through) and tests each sample against the six sides of
// the nearby cells' drawn outlines, within a small tolerance.
func coverOracle(a, b Hex) map[Hex]bool {
	n := a.Distance(b)
	steps := 12*n*n + 12
	pa, pb := a.Center(1), b.Center(1)
	out := map[Hex]bool{}
	for i := 0; i <= steps; i++ {
		t := float64(i) / float64(steps)
		p := pa.Add(pb.Sub(pa).Scale(t))
		c := HexAt(p, 1)
		for _, h := range append(Ring(c, 1), c) {
			if inClosedHexagon(p, h.Corners(1)) {
				out[h] = true
			}
		}
	}
	return out
}

// inClosedHexagon reports whether p lies inside the convex polygon whose
// corners run clockwise, or within 1e-9 of its outline.
func inClosedHexagon(p Vec, corners [6]Vec) bool {
	for i := range corners {
		e := corners[(i+1)%6].Sub(corners[i])
		// Clockwise corners: the inside lies to the right of each side.
		if e.Cross(p.Sub(corners[i])) > 1e-9*e.Len() {
			return false
		}
	}
	return true
}

func TestCoverAgainstOracle(t *testing.T) {
	for _, b := range WithinRange(Hex{}, 7) {
		got := Cover(Hex{}, b)
		want := coverOracle(Hex{}, b)
		if len(got) != len(want) {
			t.Errorf("Cover(0, %v) = %v, oracle %v", b, got, want)
			continue
		}
		for _, h := range got {
			if !want[h] {
				t.Errorf("Cover(0, %v) = %v holds %v, which the oracle does not", b, got, h)
			}
		}
	}
}

func TestCoverCases(t *testing.T) {
	cases := []struct {
		name string
		b    Hex
		want []Hex
	}{
		{"same cell", Hex{}, []Hex{{}}},
		{"neighbour: through the middle of the shared side", Hex{1, -1}, []Hex{{}, {1, -1}}},
		{"straight row", Hex{2, -2}, []Hex{{}, {1, -1}, {2, -2}}},
		// (2,-1) lies 30 degrees off two hex directions: the segment leaves
		// the origin through a corner, runs along the side between (1,-1) and
		// (1,0), and enters (2,-1) through the opposite corner.
		{"along a side", Hex{2, -1}, []Hex{{}, {1, -1}, {1, 0}, {2, -1}}},
		// (4,-5) is not along a side, but the segment passes exactly through
		// the corner shared by (1,-1), (1,-2) and (2,-2), a third of the way,
		// and the one shared by (2,-3), (3,-4) and (3,-3), two thirds of the
		// way, touching each.
		{"through corners", Hex{4, -5}, []Hex{{}, {1, -1}, {1, -2}, {2, -2}, {2, -3}, {3, -4}, {3, -3}, {4, -5}}},
	}
	for _, c := range cases {
		got := Cover(Hex{}, c.b)
		if !slices.Equal(got, c.want) {
			t.Errorf("%s: Cover(0, %v) = %v, want %v", c.name, c.b, got, c.want)
		}
	}
}

func cmpHex(x, y Hex) int {
	if x.Q != y.Q {
		return x.Q - y.Q
	}
	return x.R - y.R
}

func sortedKeys(m map[Hex]bool) []Hex {
	var out []Hex
	for h := range m {
		out = append(out, h)
	}
	slices.SortFunc(out, cmpHex)
	return out
}

// TestTouchesCorner checks a segment through a corner touches all three
// cells that share it, and that a segment passing 0.915 and 0.854 hex radii
// from a cell's centre (one that clips it) touches it while the traced line
// leaves it out.
func TestTouchesCorner(t *testing.T) {
	// The corner at cube (4/3, -5/3, 1/3) is shared by (1,-1), (1,-2) and
	// (2,-2); the segment from the origin to (4,-5) passes through it at t=1/3.
	for _, h := range []Hex{{1, -1}, {1, -2}, {2, -2}} {
		if !Touches(Hex{}, Hex{4, -5}, h) {
			t.Errorf("segment 0-(4,-5) does not touch %v through their shared corner", h)
		}
	}
	clipped := 0
	for _, b := range WithinRange(Hex{}, 6) {
		line := Line(Hex{}, b)
		for _, h := range Cover(Hex{}, b) {
			if !slices.Contains(line, h) {
				clipped++
			}
		}
	}
	if clipped == 0 {
		t.Fatal("no segment within 6 cells clips a cell its traced line misses")
	}
}

func TestPropCover(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a, b := hexGen(40).Draw(t, "a"), hexGen(40).Draw(t, "b")
		cov := Cover(a, b)
		if cov[0] != a || cov[len(cov)-1] != b {
			t.Fatalf("Cover(%v, %v) = %v does not run from a to b", a, b, cov)
		}
		for _, h := range Line(a, b) {
			if !slices.Contains(cov, h) {
				t.Fatalf("Cover(%v, %v) = %v misses traced cell %v", a, b, cov, h)
			}
		}
		// The same set backwards, shifted and turned.
		back := Cover(b, a)
		d, n := hexGen(100).Draw(t, "shift"), rapid.IntRange(0, 5).Draw(t, "turns")
		moved := Cover(a.Add(d).Rotate(n), b.Add(d).Rotate(n))
		if len(back) != len(cov) || len(moved) != len(cov) {
			t.Fatalf("Cover(%v, %v) has %d cells, backwards %d, moved %d", a, b, len(cov), len(back), len(moved))
		}
		for _, h := range cov {
			if !slices.Contains(back, h) || !slices.Contains(moved, h.Add(d).Rotate(n)) {
				t.Fatalf("Cover(%v, %v) = %v; backwards %v, moved %v", a, b, cov, back, moved)
			}
			if !Touches(a, b, h) || !Touches(b, a, h) {
				t.Fatalf("Touches disagrees with Cover on %v", h)
			}
		}
		// No neighbour of a covered cell is touched that Cover leaves out.
		for _, c := range cov {
			for _, h := range Ring(c, 1) {
				if Touches(a, b, h) != slices.Contains(cov, h) {
					t.Fatalf("Touches(%v, %v, %v) = %v but Cover = %v", a, b, h, Touches(a, b, h), cov)
				}
			}
		}
	})
}

func TestPropCoverOracle(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a, d := hexGen(100).Draw(t, "a"), hexGen(12).Draw(t, "d")
		b := a.Add(d)
		got, want := Cover(a, b), coverOracle(a, b)
		if len(got) != len(want) {
			t.Fatalf("Cover(%v, %v) = %v, oracle %v", a, b, got, sortedKeys(want))
		}
		for _, h := range got {
			if !want[h] {
				t.Fatalf("Cover(%v, %v) = %v, oracle %v", a, b, got, sortedKeys(want))
			}
		}
	})
}
