package geom

import (
	"math"
	"testing"
)

// TestNormDegAsMod checks that normDeg, which skips math.Mod for angles
// already within a turn either way, gives to the bit what reducing every
// angle with math.Mod gives, on the borders, just inside and outside them,
// and on angles spread over many turns.
func TestNormDegAsMod(t *testing.T) {
	byMod := func(deg float64) float64 {
		deg = math.Mod(deg, 360)
		if deg < 0 {
			deg += 360
		}
		if deg >= 360 {
			deg = 0
		}
		return deg + 0
	}
	angles := []float64{0, math.Copysign(0, -1), 1e-300, -1e-300, 1e-17, -1e-17, 180, -180, 359.99999999999994,
		-359.99999999999994, 360, -360, 720, -720, 1e20, -1e20, math.Inf(1), math.Inf(-1), math.NaN()}
	for k := -20000; k <= 20000; k++ {
		angles = append(angles, float64(k)*0.0731, float64(k)*30, math.Nextafter(float64(k)*30, math.Inf(1)), math.Nextafter(float64(k)*30, math.Inf(-1)))
	}
	for _, a := range angles {
		got, want := normDeg(a), byMod(a)
		if math.Float64bits(got) != math.Float64bits(want) && !(math.IsNaN(got) && math.IsNaN(want)) {
			t.Fatalf("normDeg(%v) = %v, reduced by math.Mod %v", a, got, want)
		}
	}
}
