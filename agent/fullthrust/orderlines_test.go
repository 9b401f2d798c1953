package fullthrust

import (
	"fmt"
	"math"
	"testing"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
)

// TestPointLineAsSprintf checks that pointLine writes what fmt.Sprintf
// with "%s %s: %.1f %.1f" writes, on points drawn over the table and far
// off it, halfway cases, negative zero, tiny, huge, infinite and NaN
// coordinates, and a long name.
func TestPointLineAsSprintf(t *testing.T) {
	src := rng.New(rng.Seed(1))
	special := []float64{0, math.Copysign(0, -1), -0.04, 0.05, 0.15, 0.25, -0.25, 2.45, 1e-300, 1e300, -1e21,
		math.Inf(1), math.Inf(-1), math.NaN(), math.MaxFloat64, math.SmallestNonzeroFloat64}
	var ps []geom.Vec
	for _, x := range special {
		for _, y := range special {
			ps = append(ps, geom.Vec{X: x, Y: y})
		}
	}
	for range 20000 {
		ps = append(ps, geom.Vec{X: (src.Float64() - 0.5) * 400, Y: (src.Float64() - 0.5) * 400})
		ps = append(ps, geom.Vec{X: float64(src.IntN(4000)-2000) / 20, Y: float64(src.IntN(4000)-2000) / 40})
	}
	for _, name := range []string{"Hood", "Admiral Kuznetsov of the Northern Fleet, the longest name a sheet may carry in a battle setup"} {
		for _, word := range []string{"salvo", "missile", "plasma"} {
			for _, p := range ps {
				if got, want := pointLine(name, word, p), fmt.Sprintf("%s %s: %.1f %.1f", name, word, p.X, p.Y); got != want {
					t.Fatalf("pointLine(%q, %q, %v) = %q, Sprintf gives %q", name, word, p, got, want)
				}
			}
		}
	}
}
