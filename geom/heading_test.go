package geom

import (
	"strings"
	"testing"
)

func TestClock(t *testing.T) {
	tests := []struct {
		name string
		n    int
		hour int
	}{
		{"twelve", 12, 12},
		{"zero is twelve", 0, 12},
		{"three", 3, 3},
		{"thirteen wraps", 13, 1},
		{"minus one", -1, 11},
		{"minus twenty-four", -24, 12},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Clock(tt.n).Hour(); got != tt.hour {
				t.Errorf("Clock(%d).Hour() = %d, want %d", tt.n, got, tt.hour)
			}
		})
	}
	var zero Heading
	if zero != Clock(12) || zero.String() != "12" {
		t.Errorf("zero heading = %v, want 12 o'clock", zero)
	}
}

func TestHeadingOf(t *testing.T) {
	tests := []struct {
		name string
		deg  float64
		want int
	}{
		{"dead ahead", 0, 12},
		{"just under half a point", 14.9, 12},
		{"half a point goes clockwise", 15, 1},
		{"three o'clock", 90, 3},
		{"just below twelve", 359, 12},
		{"half a point before twelve", 345, 12},
		{"negative", -30, 11},
		{"beyond a turn", 390, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := HeadingOf(tt.deg).Hour(); got != tt.want {
				t.Errorf("HeadingOf(%v) = %d, want %d", tt.deg, got, tt.want)
			}
		})
	}
}

func TestHeadingTurn(t *testing.T) {
	tests := []struct {
		name string
		from int
		n    int
		want int
	}{
		{"starboard two", 12, 2, 2},
		{"port one from twelve", 12, -1, 11},
		{"port three from two", 2, -3, 11},
		{"starboard past twelve", 11, 3, 2},
		{"about face", 3, 6, 9},
		{"full circle", 5, 12, 5},
		{"huge port turn", 5, -1201, 4},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Clock(tt.from).Turn(tt.n).Hour(); got != tt.want {
				t.Errorf("Clock(%d).Turn(%d) = %d, want %d", tt.from, tt.n, got, tt.want)
			}
		})
	}
}

func TestHeadingOppositeDegreesVec(t *testing.T) {
	for n := 1; n <= 12; n++ {
		h := Clock(n)
		if h.Opposite().Opposite() != h || h.Diff(h.Opposite()) != 6 {
			t.Errorf("opposite of %v = %v", h, h.Opposite())
		}
		if got, want := h.Degrees(), float64(30*(n%12)); got != want {
			t.Errorf("%v.Degrees() = %v, want %v", h, got, want)
		}
		if got := h.Vec(); !near(got.Len(), 1) || !near(got.Angle(), h.Degrees()) {
			t.Errorf("%v.Vec() = %v, bearing %v", h, got, got.Angle())
		}
		if got := HeadingOf(h.Degrees()); got != h {
			t.Errorf("HeadingOf(%v.Degrees()) = %v", h, got)
		}
	}
}

func TestHeadingDiff(t *testing.T) {
	tests := []struct {
		name     string
		from, to int
		want     int
	}{
		{"same", 4, 4, 0},
		{"one starboard", 12, 1, 1},
		{"one port across twelve", 1, 12, -1},
		{"five port", 12, 7, -5},
		{"reversal is plus six", 12, 6, 6},
		{"reversal the other way is plus six too", 6, 12, 6},
		{"five starboard", 9, 2, 5},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Clock(tt.from).Diff(Clock(tt.to)); got != tt.want {
				t.Errorf("Clock(%d).Diff(Clock(%d)) = %d, want %d", tt.from, tt.to, got, tt.want)
			}
		})
	}
}

func TestParseHeading(t *testing.T) {
	tests := []struct {
		name, text string
		want       int
		err        bool
	}{
		{"one", "1", 1, false},
		{"twelve", "12", 12, false},
		{"spaces", " 7\t", 7, false},
		{"leading zero", "03", 3, false},
		{"zero", "0", 0, true},
		{"thirteen", "13", 0, true},
		{"negative", "-1", 0, true},
		{"plus sign", "+3", 0, true},
		{"empty", "", 0, true},
		{"word", "noon", 0, true},
		{"fraction", "1.5", 0, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ParseHeading(tt.text)
			if tt.err {
				if err == nil || !strings.HasPrefix(err.Error(), "geom: heading ") {
					t.Fatalf("ParseHeading(%q) = %v, %v; want a geom error", tt.text, got, err)
				}
				return
			}
			if err != nil || got.Hour() != tt.want {
				t.Fatalf("ParseHeading(%q) = %v, %v; want %d", tt.text, got, err, tt.want)
			}
		})
	}
}

func FuzzParseHeading(f *testing.F) {
	for _, s := range []string{"1", "12", " 7 ", "0", "13", "+3", "-0", "0012", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		h, err := ParseHeading(text)
		if err != nil {
			return
		}
		if h > 11 {
			t.Fatalf("ParseHeading(%q) = invalid heading %d", text, uint8(h))
		}
		back, err := ParseHeading(h.String())
		if err != nil || back != h {
			t.Fatalf("round trip of %q: %v -> %q -> %v, %v", text, h, h.String(), back, err)
		}
	})
}
