package geom

import (
	"slices"
	"testing"
)

func TestLine(t *testing.T) {
	tests := []struct {
		name string
		a, b Hex
		want []Hex
	}{
		{"same cell", Hex{2, 2}, Hex{2, 2}, []Hex{{2, 2}}},
		{"neighbours", Hex{0, 0}, Hex{1, 0}, []Hex{{0, 0}, {1, 0}}},
		{"straight north", Hex{0, 0}, Hex{0, -3}, []Hex{{0, 0}, {0, -1}, {0, -2}, {0, -3}}},
		// 30 degrees off North and NorthEast: the line runs along the side
		// between (0,-1) and (1,-1), and the nudge takes (1,-1).
		{"along a side", Hex{0, 0}, Hex{1, -2}, []Hex{{0, 0}, {1, -1}, {1, -2}}},
		{"along a side, reversed", Hex{1, -2}, Hex{0, 0}, []Hex{{1, -2}, {1, -1}, {0, 0}}},
		// Due east and west run along sides too; the nudge, a little east of
		// south, takes the southern cell.
		{"due east", Hex{0, 0}, Hex{2, -1}, []Hex{{0, 0}, {1, 0}, {2, -1}}},
		{"due west", Hex{0, 0}, Hex{-2, 1}, []Hex{{0, 0}, {-1, 1}, {-2, 1}}},
		{"long slant", Hex{0, 0}, Hex{3, -5}, []Hex{{0, 0}, {1, -1}, {1, -2}, {2, -3}, {2, -4}, {3, -5}}},
		{"off any side", Hex{0, 0}, Hex{3, -1}, []Hex{{0, 0}, {1, 0}, {2, -1}, {3, -1}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Line(tt.a, tt.b); !slices.Equal(got, tt.want) {
				t.Errorf("Line(%v, %v) = %v, want %v", tt.a, tt.b, got, tt.want)
			}
		})
	}
}

// TestLineAgainstGeometry checks every line between cells of a patch of the
// grid against the plane: the line has Distance+1 cells, each next to the
// one before, and the segment between the centres passes within a corner's
// reach of every cell's centre.
func TestLineAgainstGeometry(t *testing.T) {
	cells := Spiral(Hex{}, 4)
	var buf []Hex
	for _, a := range cells {
		for _, b := range cells {
			buf = LineAppend(buf[:0], a, b)
			if len(buf) != a.Distance(b)+1 || buf[0] != a || buf[len(buf)-1] != b {
				t.Fatalf("Line(%v, %v) = %v", a, b, buf)
			}
			pa, pb := a.Center(1), b.Center(1)
			for i, h := range buf {
				if i > 0 && h.Distance(buf[i-1]) != 1 {
					t.Fatalf("Line(%v, %v) = %v: gap at %v", a, b, buf, h)
				}
				if d := SegmentDist(h.Center(1), pa, pb); d > 1+1e-9 {
					t.Fatalf("Line(%v, %v) = %v: %v is %v from the segment", a, b, buf, h, d)
				}
			}
			back := Line(b, a)
			slices.Reverse(back)
			if !slices.Equal(back, buf) {
				t.Fatalf("Line(%v, %v) reversed = %v, want %v", b, a, back, buf)
			}
		}
	}
}

func TestLineAppendReusesBuffer(t *testing.T) {
	buf := make([]Hex, 0, 16)
	allocs := testing.AllocsPerRun(100, func() {
		buf = LineAppend(buf[:0], Hex{0, 0}, Hex{7, -3})
	})
	if allocs != 0 {
		t.Errorf("LineAppend allocated %v times", allocs)
	}
	prefix := []Hex{{9, 9}}
	if got := LineAppend(prefix, Hex{0, 0}, Hex{0, 1}); !slices.Equal(got, []Hex{{9, 9}, {0, 0}, {0, 1}}) {
		t.Errorf("LineAppend = %v", got)
	}
}

func TestRoundCube(t *testing.T) {
	tests := []struct {
		name    string
		q, r, s float64
		want    Hex
	}{
		{"centre", 2, -1, -1, Hex{2, -1}},
		{"near a centre", 1.9, -0.8, -1.1, Hex{2, -1}},
		{"q furthest", 0.4, 0.3, -0.7, Hex{1, 0}},
		{"r furthest", 0.3, 0.4, -0.7, Hex{0, 1}},
		{"s furthest", 0.7, -0.3, -0.4, Hex{1, 0}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := roundCube(tt.q, tt.r, tt.s); got != tt.want {
				t.Errorf("roundCube(%v, %v, %v) = %v, want %v", tt.q, tt.r, tt.s, got, tt.want)
			}
		})
	}
}
