package spacefleet

import (
	"testing"

	"github.com/broadside/broadside/geom"
)

// TestInRearMatchesGeom checks the integer rear-arc test against
// geom.InRearArc, which measures angles in floating point.
func TestInRearMatchesGeom(t *testing.T) {
	from := geom.Hex{Q: 1, R: 2}
	for _, h := range geom.Spiral(from, 12) {
		for f := range geom.Dir(6) {
			if got, want := InRear(from, f, h), geom.InRearArc(from, f, h, 90); got != want {
				t.Errorf("InRear(%s, %s, %s) = %v, geom says %v", from, f, h, got, want)
			}
		}
	}
}

// TestInPlasmaArcMatchesGeom checks the plasma arc against geom.InHexArc
// with a 60-degree sector centred on each hex side.
func TestInPlasmaArcMatchesGeom(t *testing.T) {
	from := geom.Hex{Q: -2, R: 1}
	for _, h := range geom.Spiral(from, 10) {
		if h == from {
			continue
		}
		for f := range geom.Dir(6) {
			for side := range 6 {
				sector := geom.Sector{Center: geom.Clock(2 * side), Width: 2}
				if got, want := InPlasmaArc(from, f, side, h), geom.InHexArc(from, f, sector, h); got != want {
					t.Errorf("InPlasmaArc(%s, %s, side %d, %s) = %v, geom says %v", from, f, side, h, got, want)
				}
			}
		}
	}
}

// TestRearArcExamples spells out the rear arc of a ship facing north: the
// hexes straight behind and the next ones out are blind, the hexes beside
// the stern are not.
func TestRearArcExamples(t *testing.T) {
	o := geom.Hex{}
	for _, tc := range []struct {
		h    geom.Hex
		rear bool
	}{
		{o.Step(geom.South, 1), true},
		{o.Step(geom.South, 5), true},
		{o.Neighbor(geom.SouthEast), false},
		{o.Neighbor(geom.SouthWest), false},
		{o.Step(geom.South, 2).Neighbor(geom.SouthEast), true},
		{o.Neighbor(geom.North), false},
		{o, false},
	} {
		if got := InRear(o, geom.North, tc.h); got != tc.rear {
			t.Errorf("InRear(north, %s) = %v, want %v", tc.h, got, tc.rear)
		}
	}
}
