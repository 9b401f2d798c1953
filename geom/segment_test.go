package geom

import (
	"math"
	"testing"
)

func TestSegmentDist(t *testing.T) {
	a, b := Vec{0, 0}, Vec{10, 0}
	tests := []struct {
		name    string
		p, a, b Vec
		want    float64
		closest Vec
	}{
		{"above the middle", Vec{4, 3}, a, b, 3, Vec{4, 0}},
		{"on the segment", Vec{7, 0}, a, b, 0, Vec{7, 0}},
		{"beyond the far end", Vec{13, 4}, a, b, 5, b},
		{"before the near end", Vec{-3, -4}, a, b, 5, a},
		{"on the line but outside", Vec{12, 0}, a, b, 2, b},
		{"level with an end", Vec{10, -2}, a, b, 2, b},
		{"degenerate segment", Vec{3, 4}, Vec{0, 0}, Vec{0, 0}, 5, Vec{0, 0}},
		{"slanted segment", Vec{0, 2}, Vec{0, 0}, Vec{2, 2}, math.Sqrt2, Vec{1, 1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := SegmentDist(tt.p, tt.a, tt.b); !near(got, tt.want) {
				t.Errorf("SegmentDist = %v, want %v", got, tt.want)
			}
			if got := SegmentDist(tt.p, tt.b, tt.a); !near(got, tt.want) {
				t.Errorf("SegmentDist with ends swapped = %v, want %v", got, tt.want)
			}
			if got := ClosestOnSegment(tt.p, tt.a, tt.b); !nearVec(got, tt.closest) {
				t.Errorf("ClosestOnSegment = %v, want %v", got, tt.closest)
			}
		})
	}
}

func TestCircleSegmentDist(t *testing.T) {
	a, b := Vec{0, 0}, Vec{10, 0}
	tests := []struct {
		name string
		p    Vec
		r    float64
		want float64
	}{
		{"clear of the line", Vec{5, 4}, 1, 3},
		{"touching", Vec{5, 1}, 1, 0},
		{"over the line", Vec{5, 0.5}, 1, 0},
		{"past the end", Vec{13, 4}, 2, 3},
		{"negative radius is a point", Vec{5, 4}, -1, 4},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := CircleSegmentDist(tt.p, tt.r, a, b); !near(got, tt.want) {
				t.Errorf("CircleSegmentDist = %v, want %v", got, tt.want)
			}
		})
	}
}

func TestClosestPoints(t *testing.T) {
	tests := []struct {
		name   string
		c1     Vec
		r1     float64
		c2     Vec
		r2     float64
		p1, p2 Vec
		gap    float64
	}{
		{"apart", Vec{0, 0}, 1, Vec{10, 0}, 2, Vec{1, 0}, Vec{8, 0}, 7},
		{"apart diagonally", Vec{0, 0}, 5, Vec{6, 8}, 0, Vec{3, 4}, Vec{6, 8}, 5},
		{"touching", Vec{0, 0}, 1, Vec{3, 0}, 2, Vec{1, 0}, Vec{1, 0}, 0},
		{"overlapping", Vec{0, 0}, 2, Vec{3, 0}, 2, Vec{1.5, 0}, Vec{1.5, 0}, 0},
		{"same centre", Vec{1, 1}, 1, Vec{1, 1}, 3, Vec{1, 1}, Vec{1, 1}, 0},
		{"points", Vec{0, 0}, 0, Vec{0, 4}, 0, Vec{0, 0}, Vec{0, 4}, 4},
		{"negative radius", Vec{0, 0}, -3, Vec{0, 4}, 1, Vec{0, 0}, Vec{0, 3}, 3},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p1, p2 := ClosestPoints(tt.c1, tt.r1, tt.c2, tt.r2)
			if !nearVec(p1, tt.p1) || !nearVec(p2, tt.p2) {
				t.Errorf("ClosestPoints = %v, %v; want %v, %v", p1, p2, tt.p1, tt.p2)
			}
			if got := CircleDist(tt.c1, tt.r1, tt.c2, tt.r2); !near(got, tt.gap) {
				t.Errorf("CircleDist = %v, want %v", got, tt.gap)
			}
			if got := p1.Dist(p2); !near(got, tt.gap) {
				t.Errorf("distance between the closest points = %v, want %v", got, tt.gap)
			}
		})
	}
}

// TestJovianSupportLine measures supporters against the line between the
// closest points of an attacker's and a target's bases, the way the Jovian
// Wars point-defence rule counts friendly models near the line of attack.
func TestJovianSupportLine(t *testing.T) {
	const baseRadius = 1.0 // inches
	attacker, target := Vec{0, 0}, Vec{20, 0}
	p1, p2 := ClosestPoints(attacker, baseRadius, target, baseRadius)
	tests := []struct {
		name   string
		at     Vec
		within bool
	}{
		{"alongside the line", Vec{10, 3.5}, true},
		{"exactly three inches from the edge", Vec{10, 4}, true},
		{"too far", Vec{10, 4.01}, false},
		{"beside the target, near the end of the line", Vec{21.5, 1}, true},
		{"behind the target, beyond the line's end", Vec{24.5, 0}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := CircleSegmentDist(tt.at, baseRadius, p1, p2) <= 3
			if got != tt.within {
				t.Errorf("supporter at %v within 3 inches = %v, want %v", tt.at, got, tt.within)
			}
		})
	}
}
