package manoeuvre

import (
	"fmt"
	"math"
	"testing"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
)

// TestMovedLineAsSprintf checks a move's log line, built without fmt,
// against the format it stands for: velocities from -20 to 40, every pair
// of courses, and ends at random, halfway between hundredths, negative,
// zero of either sign, huge, infinite and NaN.
func TestMovedLineAsSprintf(t *testing.T) {
	src := rng.New(rng.Seed(21))
	ends := []float64{0, math.Copysign(0, -1), 0.005, -0.005, 0.015, 1.125, -2.675, 1e300, -1e-300, math.Inf(1), math.Inf(-1), math.NaN(), 123456.785}
	for range 5000 {
		ends = append(ends, (src.Float64()-0.5)*400, float64(src.IntN(80000)-40000)/200)
	}
	for n, x := range ends {
		y := ends[(n*7+3)%len(ends)]
		v := n%61 - 20
		c1, c2 := geom.Clock(1+n%12), geom.Clock(1+(n/12)%12)
		want := fmt.Sprintf("moved %d MU: course %s before moving, %s at mid-move; now at (%.2f, %.2f) velocity %d", v, c1, c2, x, y, v)
		if got := movedLine(v, c1, c2, geom.Vec{X: x, Y: y}); got != want {
			t.Fatalf("got %q, want %q", got, want)
		}
	}
}
