package geom

import (
	"math"
	"testing"
)

const tol = 1e-12

func near(a, b float64) bool { return math.Abs(a-b) <= tol*math.Max(1, math.Abs(b)) }

func nearVec(a, b Vec) bool { return near(a.X, b.X) && near(a.Y, b.Y) }

func TestVecArithmetic(t *testing.T) {
	v, w := Vec{3, 4}, Vec{-1, 2}
	tests := []struct {
		name      string
		got, want Vec
	}{
		{"add", v.Add(w), Vec{2, 6}},
		{"sub", v.Sub(w), Vec{4, 2}},
		{"scale", v.Scale(-0.5), Vec{-1.5, -2}},
		{"unit", v.Unit(), Vec{0.6, 0.8}},
		{"unit of zero", Vec{}.Unit(), Vec{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if !nearVec(tt.got, tt.want) {
				t.Errorf("got %v, want %v", tt.got, tt.want)
			}
		})
	}
	scalars := []struct {
		name      string
		got, want float64
	}{
		{"len", v.Len(), 5},
		{"dot", v.Dot(w), 5},
		{"cross", v.Cross(w), 10},
		{"dist", v.Dist(w), math.Sqrt(20)},
	}
	for _, tt := range scalars {
		t.Run(tt.name, func(t *testing.T) {
			if !near(tt.got, tt.want) {
				t.Errorf("got %v, want %v", tt.got, tt.want)
			}
		})
	}
}

func TestCrossSign(t *testing.T) {
	ahead := Vec{0, 1}
	if c := ahead.Cross(Vec{-1, 0}); c <= 0 {
		t.Errorf("port side cross = %v, want positive", c)
	}
	if c := ahead.Cross(Vec{1, 0}); c >= 0 {
		t.Errorf("starboard side cross = %v, want negative", c)
	}
}

func TestRotate(t *testing.T) {
	tests := []struct {
		name string
		v    Vec
		deg  float64
		want Vec
	}{
		{"quarter turn clockwise", Vec{0, 1}, 90, Vec{1, 0}},
		{"quarter turn anticlockwise", Vec{0, 1}, -90, Vec{-1, 0}},
		{"half turn", Vec{2, 3}, 180, Vec{-2, -3}},
		{"full turn", Vec{2, 3}, 360, Vec{2, 3}},
		{"one clock point", Vec{0, 1}, 30, Vec{0.5, sqrt3by2}},
		{"minus eleven points", Vec{0, 1}, -330, Vec{0.5, sqrt3by2}},
		{"45 degrees", Vec{0, 2}, 45, Vec{math.Sqrt2, math.Sqrt2}},
		{"quarter turn is exact", Vec{0.1, 0.7}, 270, Vec{-0.7, 0.1}},
		{"zero vector", Vec{}, 123, Vec{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.v.Rotate(tt.deg); !nearVec(got, tt.want) {
				t.Errorf("%v.Rotate(%v) = %v, want %v", tt.v, tt.deg, got, tt.want)
			}
		})
	}
}

func TestRotateByClockPoints(t *testing.T) {
	for n := range 12 {
		for k := -13; k <= 13; k++ {
			got := Clock(n).Vec().Rotate(float64(30 * k))
			if want := Clock(n + k).Vec(); math.Abs(got.X-want.X) > 2e-16 || math.Abs(got.Y-want.Y) > 2e-16 {
				t.Fatalf("clock %d rotated %d points = %v, want %v", n, k, got, want)
			}
		}
	}
}

func TestAngleAndBearing(t *testing.T) {
	tests := []struct {
		name     string
		from, to Vec
		want     float64
	}{
		{"straight up", Vec{1, 1}, Vec{1, 5}, 0},
		{"right", Vec{0, 0}, Vec{2, 0}, 90},
		{"down", Vec{0, 0}, Vec{0, -7}, 180},
		{"left", Vec{0, 0}, Vec{-1, 0}, 270},
		{"up and right", Vec{0, 0}, Vec{1, 1}, 45},
		{"up and left", Vec{0, 0}, Vec{-1, 1}, 315},
		{"same point", Vec{3, 3}, Vec{3, 3}, 0},
		{"just left of up", Vec{0, 0}, Vec{-1e-300, 1}, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Bearing(tt.from, tt.to)
			if !near(got, tt.want) {
				t.Errorf("Bearing(%v, %v) = %v, want %v", tt.from, tt.to, got, tt.want)
			}
			if got < 0 || got >= 360 || math.Signbit(got) {
				t.Errorf("Bearing(%v, %v) = %v, outside [0, 360)", tt.from, tt.to, got)
			}
		})
	}
}

func TestNormDeg(t *testing.T) {
	tests := []struct {
		name    string
		in, out float64
	}{
		{"zero", 0, 0},
		{"negative zero", math.Copysign(0, -1), 0},
		{"full turn", 360, 0},
		{"negative", -30, 330},
		{"tiny negative", -1e-15, 0},
		{"many turns", 725, 5},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := normDeg(tt.in)
			if got != tt.out || math.Signbit(got) {
				t.Errorf("normDeg(%v) = %v, want %v", tt.in, got, tt.out)
			}
		})
	}
}

func TestOffsetDeg(t *testing.T) {
	tests := []struct {
		name       string
		a, b, want float64
	}{
		{"clockwise", 350, 10, 20},
		{"anticlockwise", 10, 350, -20},
		{"opposite", 0, 180, 180},
		{"same", 42, 42, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := offsetDeg(tt.a, tt.b); !near(got, tt.want) {
				t.Errorf("offsetDeg(%v, %v) = %v, want %v", tt.a, tt.b, got, tt.want)
			}
		})
	}
}
