package chart

import (
	"bytes"
	"math"
	"strings"
	"testing"
)

func TestScatter(t *testing.T) {
	s := Scatter{Title: "reach", XLabel: "x (MU)", YLabel: "y (MU)",
		Series: []Series{{Name: "standard", Points: []XY{{0, 1}, {1, 2}}}, {Points: []XY{{-3, 4}}}},
		Marks:  []Series{{Name: "start", Points: []XY{{0, 0}}}}}
	for _, f := range []Format{SVG, PNG} {
		var b bytes.Buffer
		if err := Render(&b, f, s); err != nil {
			t.Fatalf("%v: %v", f, err)
		}
		if b.Len() == 0 {
			t.Fatalf("%v: empty", f)
		}
	}
	var b bytes.Buffer
	if err := Render(&b, SVG, s); err != nil || !strings.Contains(b.String(), "standard") || !strings.Contains(b.String(), "series 2") {
		t.Errorf("legend missing: %v", err)
	}
	p, err := s.plot(float64(width) / float64(height))
	if err != nil {
		t.Fatal(err)
	}
	xPerCm := (p.X.Max - p.X.Min) / 20
	yPerCm := (p.Y.Max - p.Y.Min) / 14
	if d := xPerCm - yPerCm; d > 1e-9 || d < -1e-9 {
		t.Errorf("scales differ: %v and %v units per cm", xPerCm, yPerCm)
	}
}

func TestScatterInvalid(t *testing.T) {
	tests := []struct {
		name string
		s    Scatter
		want string
	}{
		{"no series", Scatter{}, "at least one series"},
		{"empty series", Scatter{Series: []Series{{Name: "a"}}}, `series "a" has no points`},
		{"not finite", Scatter{Series: []Series{{Points: []XY{{X: 1, Y: math.NaN()}}}}}, "not a finite number"},
		{"bad mark", Scatter{Series: []Series{{Points: []XY{{1, 1}}}}, Marks: []Series{{Name: "m"}}}, `series "m" has no points`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var b bytes.Buffer
			err := Render(&b, SVG, tt.s)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("got %v, want %q", err, tt.want)
			}
		})
	}
}
