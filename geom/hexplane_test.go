package geom

import (
	"math"
	"testing"
)

func TestHexCenterAndHexAt(t *testing.T) {
	const size = 2.0
	tests := []struct {
		name string
		h    Hex
		want Vec
	}{
		{"origin", Hex{0, 0}, Vec{0, 0}},
		{"north", Hex{0, -1}, Vec{0, 2 * math.Sqrt(3)}},
		{"south-east", Hex{1, 0}, Vec{3, -math.Sqrt(3)}},
		{"north-west", Hex{-1, 0}, Vec{-3, math.Sqrt(3)}},
		{"due east, two columns over", Hex{2, -1}, Vec{6, 0}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.h.Center(size); !nearVec(got, tt.want) {
				t.Errorf("%v.Center(%v) = %v, want %v", tt.h, size, got, tt.want)
			}
			if got := HexAt(tt.want, size); got != tt.h {
				t.Errorf("HexAt(%v, %v) = %v, want %v", tt.want, size, got, tt.h)
			}
		})
	}
}

func TestHexAtInsideCells(t *testing.T) {
	const size = 1.5
	for _, h := range Spiral(Hex{3, -7}, 3) {
		c := h.Center(size)
		for i, corner := range h.Corners(size) {
			// A point most of the way to each corner, and one most of the way
			// to the middle of each side, are still inside the cell.
			next := h.Corners(size)[(i+1)%6]
			mid := corner.Add(next).Scale(0.5)
			for _, p := range []Vec{c.Add(corner.Sub(c).Scale(0.99)), c.Add(mid.Sub(c).Scale(0.99))} {
				if got := HexAt(p, size); got != h {
					t.Fatalf("HexAt(%v) = %v, want %v", p, got, h)
				}
			}
			if d := corner.Dist(c); !near(d, size) {
				t.Errorf("corner %d of %v is %v from the centre", i, h, d)
			}
		}
	}
}

func TestHexAtPanicsOnBadSize(t *testing.T) {
	for _, size := range []float64{0, -1, math.NaN()} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("HexAt with size %v did not panic", size)
				}
			}()
			HexAt(Vec{1, 1}, size)
		}()
	}
}

func TestCorners(t *testing.T) {
	got := Hex{}.Corners(1)
	want := [6]Vec{{0.5, sqrt3by2}, {1, 0}, {0.5, -sqrt3by2}, {-0.5, -sqrt3by2}, {-1, 0}, {-0.5, sqrt3by2}}
	if got != want {
		t.Errorf("Corners = %v, want %v", got, want)
	}
}

func TestDirTo(t *testing.T) {
	tests := []struct {
		name string
		to   Hex
		want Dir
	}{
		{"same cell", Hex{0, 0}, North},
		{"straight north", Hex{0, -3}, North},
		{"slightly east of north", Hex{1, -3}, North},
		{"between N and NE goes clockwise", Hex{1, -2}, NorthEast},
		{"due east between NE and SE", Hex{2, -1}, SouthEast},
		{"between SE and S", Hex{1, 1}, South},
		{"between S and SW", Hex{-1, 2}, SouthWest},
		{"due west between SW and NW", Hex{-2, 1}, NorthWest},
		{"between NW and N goes to N", Hex{-1, -1}, North},
		{"far south-west", Hex{-5, 4}, SouthWest},
	}
	from := Hex{4, 4}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := from.DirTo(from.Add(tt.to)); got != tt.want {
				t.Errorf("DirTo(%v) = %v, want %v", tt.to, got, tt.want)
			}
		})
	}
}

// TestDirToMatchesBearing compares the integer DirTo with the nearest
// direction by bearing for every cell off a tie.
func TestDirToMatchesBearing(t *testing.T) {
	for _, h := range Spiral(Hex{}, 8)[1:] {
		b := Hex{}.Bearing(h)
		k := b / 60
		if off := math.Abs(k - math.Round(k)); math.Abs(off-0.5) < 1e-9 {
			continue // a tie, covered by TestDirTo
		}
		if want := Dir(int(math.Round(k)) % 6); (Hex{}).DirTo(h) != want {
			t.Errorf("DirTo(%v) = %v, bearing %v says %v", h, Hex{}.DirTo(h), b, want)
		}
	}
}

func TestHexRelativeBearing(t *testing.T) {
	tests := []struct {
		name   string
		facing Dir
		to     Hex
		want   float64
	}{
		{"dead ahead", North, Hex{0, -2}, 0},
		{"dead astern", North, Hex{0, 2}, 180},
		{"neighbour to starboard", North, Hex{1, -1}, 60},
		{"facing south-east, target north", SouthEast, Hex{0, -1}, 240},
		{"facing south-west, target due east", SouthWest, Hex{2, -1}, 210},
		{"same cell", South, Hex{0, 0}, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := (Hex{}).RelativeBearing(tt.facing, tt.to); !near(got, tt.want) {
				t.Errorf("RelativeBearing = %v, want %v", got, tt.want)
			}
		})
	}
}

func TestInRearArc(t *testing.T) {
	ship := Hex{2, 3}
	tests := []struct {
		name   string
		facing Dir
		to     Hex // relative to the ship
		width  float64
		want   bool
	}{
		{"dead astern", North, Hex{0, 3}, 90, true},
		{"dead ahead", North, Hex{0, -3}, 90, false},
		{"astern neighbour's neighbour, 30 off", North, Hex{-1, 2}, 90, true},
		{"rear quarter, 60 off", North, Hex{-1, 1}, 90, false},
		{"14 degrees off", North, Hex{1, 3}, 90, true},
		{"41 degrees off", North, Hex{2, 1}, 90, true},
		{"46 degrees off", North, Hex{3, 1}, 90, false},
		{"46 degrees off, to port", North, Hex{-3, 4}, 90, false},
		{"60 wide, exactly 30 off is inside", North, Hex{1, 1}, 60, true},
		{"60 wide, exactly 30 off the other side", North, Hex{-1, 2}, 60, true},
		{"120 wide, exactly 60 off is inside", North, Hex{1, 0}, 120, true},
		{"120 wide, a far cell exactly 60 off", SouthEast, Hex{0, -5}, 120, true},
		{"facing south-east, astern is north-west", SouthEast, Hex{-2, 0}, 90, true},
		{"facing south-east, north is outside", SouthEast, Hex{0, -2}, 90, false},
		{"own cell", North, Hex{0, 0}, 360, false},
		{"zero width only dead astern", South, Hex{0, -4}, 0, true},
		{"zero width off the line", South, Hex{1, -4}, 0, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := InRearArc(ship, tt.facing, ship.Add(tt.to), tt.width); got != tt.want {
				t.Errorf("InRearArc(facing %v, offset %v, width %v) = %v, want %v", tt.facing, tt.to, tt.width, got, tt.want)
			}
		})
	}
}

// TestInRearArcAgreesWithSector checks the angle test against the rear
// sector of three clock points for every facing and every nearby cell, and
// that both agree with a brute-force bearing comparison.
func TestInRearArcAgreesWithSector(t *testing.T) {
	rear := Sector{Center: Clock(6), Width: 3}
	ship := Hex{-1, 2}
	for facing := North; facing <= NorthWest; facing++ {
		for _, h := range Spiral(ship, 6)[1:] {
			got := InRearArc(ship, facing, h, 90)
			if sec := InHexArc(ship, facing, rear, h); got != sec {
				t.Errorf("facing %v, target %v: InRearArc %v, sector %v", facing, h, got, sec)
			}
			off := math.Abs(offsetDeg(facing.Opposite().Degrees(), ship.Bearing(h)))
			if want := off <= 45; got != want {
				t.Errorf("facing %v, target %v: InRearArc %v, bearing %v off astern", facing, h, got, off)
			}
		}
	}
}

func TestInHexArc(t *testing.T) {
	fwd := Sector{Width: 2} // Space Fleet plasma: a fixed 60-degree forward arc
	tests := []struct {
		name   string
		facing Dir
		to     Hex
		want   bool
	}{
		{"ahead", North, Hex{0, -4}, true},
		{"on the right border", North, Hex{1, -2}, true},
		{"on the left border", North, Hex{-1, -1}, true},
		{"just outside", North, Hex{2, -3}, false},
		{"facing south", South, Hex{0, 3}, true},
		{"own cell counts as ahead", South, Hex{0, 0}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := InHexArc(Hex{}, tt.facing, fwd, tt.to); got != tt.want {
				t.Errorf("InHexArc(facing %v, %v) = %v, want %v", tt.facing, tt.to, got, tt.want)
			}
		})
	}
}
