package geom

import (
	"math"
	"strings"
	"testing"
)

func TestArcsAtBorders(t *testing.T) {
	tests := []struct {
		name string
		rel  float64
		want ArcSet
		one  Arc
	}{
		{"dead ahead", 0, Arcs(F), F},
		{"inside fore", 20, Arcs(F), F},
		{"one o'clock border", 30, Arcs(F, FS), F},
		{"eleven o'clock border", 330, Arcs(F, FP), F},
		{"two o'clock", 60, Arcs(FS), FS},
		{"three o'clock border", 90, Arcs(FS, AS), FS},
		{"nine o'clock border", 270, Arcs(AP, FP), FP},
		{"five o'clock border", 150, Arcs(AS, A), AS},
		{"seven o'clock border", 210, Arcs(A, AP), AP},
		{"dead astern", 180, Arcs(A), A},
		{"negative bearing", -45, Arcs(FP), FP},
		{"within tolerance of border", 30 + 1e-10, Arcs(F, FS), F},
		{"just past tolerance", 30 + 1e-8, Arcs(FS), FS},
		{"full turn", 360, Arcs(F), F},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := ArcsAt(tt.rel); got != tt.want {
				t.Errorf("ArcsAt(%v) = %v, want %v", tt.rel, got, tt.want)
			}
			if got := ArcAt(tt.rel); got != tt.one {
				t.Errorf("ArcAt(%v) = %v, want %v", tt.rel, got, tt.one)
			}
		})
	}
}

func TestArcsCoverCircle(t *testing.T) {
	for tenth := range 3600 {
		rel := float64(tenth) / 10
		n := ArcsAt(rel).Len()
		onBorder := tenth%300 == 0 && (tenth/300)%2 == 1
		if (onBorder && n != 2) || (!onBorder && n != 1) {
			t.Fatalf("ArcsAt(%v) = %v", rel, ArcsAt(rel))
		}
	}
}

func TestArcOf(t *testing.T) {
	origin := Vec{}
	tests := []struct {
		name   string
		facing int
		to     Vec
		want   Arc
		all    ArcSet
	}{
		{"ahead facing twelve", 12, Vec{0, 10}, F, Arcs(F)},
		{"right facing twelve is a border", 12, Vec{5, 0}, FS, Arcs(FS, AS)},
		{"right facing three is ahead", 3, Vec{5, 0}, F, Arcs(F)},
		{"up facing three is the nine o'clock border", 3, Vec{0, 5}, FP, Arcs(AP, FP)},
		{"up and right facing three is fore port", 3, Vec{1, 2}, FP, Arcs(FP)},
		{"behind facing six", 6, Vec{0, 5}, A, Arcs(A)},
		{"down-left facing twelve", 12, Vec{-1, -1}, AP, Arcs(AP)},
		{"own position", 4, origin, F, Arcs(F)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			facing := Clock(tt.facing)
			if got := ArcOf(facing, origin, tt.to); got != tt.want {
				t.Errorf("ArcOf = %v, want %v", got, tt.want)
			}
			if got := ArcsOf(facing, origin, tt.to); got != tt.all {
				t.Errorf("ArcsOf = %v, want %v", got, tt.all)
			}
		})
	}
}

// TestArcOfBorderFromTrigonometry puts targets on arc borders computed with
// sines and cosines, which are off by rounding, and checks that they still
// count as on the border.
func TestArcOfBorderFromTrigonometry(t *testing.T) {
	from := Vec{12.5, -3.25}
	for f := range 12 {
		facing := Clock(f)
		for _, border := range []int{1, 3, 5, 7, 9, 11} {
			to := from.Add(facing.Turn(border).Vec().Scale(17.3))
			if got := ArcsOf(facing, from, to).Len(); got != 2 {
				t.Errorf("facing %v, border at %d: ArcsOf = %v", facing, border, ArcsOf(facing, from, to))
			}
		}
	}
}

func TestRelativeBearing(t *testing.T) {
	got := RelativeBearing(Clock(3), Vec{1, 1}, Vec{1, 2})
	if !near(got, 270) {
		t.Errorf("RelativeBearing = %v, want 270", got)
	}
}

func TestInArc(t *testing.T) {
	ship, facing := Vec{0, 0}, Clock(12)
	tests := []struct {
		name string
		c    Coverage
		to   Vec
		want bool
	}{
		{"arc hit", FS, Vec{3, 3}, true},
		{"arc miss", FP, Vec{3, 3}, false},
		{"three-arc mount", Arcs(FP, F, FS), Vec{-5, 0.1}, true},
		{"three-arc mount misses aft", Arcs(FP, F, FS), Vec{-5, -0.1}, false},
		{"empty set", ArcSet(0), Vec{0, 1}, false},
		{"front 180 includes the beam", Sector{Width: 6}, Vec{4, 0}, true},
		{"front 180 excludes behind", Sector{Width: 6}, Vec{4, -0.01}, false},
		{"rear 90 border", Sector{Center: Clock(6), Width: 3}, Vec{-1, -1}, true},
		{"rear 90 outside", Sector{Center: Clock(6), Width: 3}, Vec{-1, -0.99}, false},
		{"all round", Sector{Width: 12}, Vec{0, -1}, true},
		{"over-wide reads as all round", Sector{Width: 40}, Vec{0, -1}, true},
		{"zero width dead ahead", Sector{}, Vec{0, 3}, true},
		{"zero width off the line", Sector{}, Vec{0.001, 3}, false},
		{"negative width reads as zero", Sector{Width: -2}, Vec{0, 3}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := InArc(facing, tt.c, ship, tt.to); got != tt.want {
				t.Errorf("InArc(%v, %v) = %v, want %v", tt.c, tt.to, got, tt.want)
			}
		})
	}
}

func TestArcMirrorAndCenter(t *testing.T) {
	want := map[Arc]Arc{F: F, FS: FP, AS: AP, A: A, AP: AS, FP: FS}
	for a, m := range want {
		if got := a.Mirror(); got != m {
			t.Errorf("%v.Mirror() = %v, want %v", a, got, m)
		}
		if got := a.Center().Degrees(); got != float64(60*int(a)) {
			t.Errorf("%v.Center() = %v", a, a.Center())
		}
	}
	if got := Arcs(F, FS, AS).Mirror(); got != Arcs(F, FP, AP) {
		t.Errorf("set mirror = %v", got)
	}
}

func TestArcSet(t *testing.T) {
	tests := []struct {
		name string
		set  ArcSet
		str  string
		n    int
	}{
		{"empty", Arcs(), "none", 0},
		{"one", Arcs(AP), "AP", 1},
		{"ordered clockwise", Arcs(FP, F, FS), "F|FS|FP", 3},
		{"duplicates", Arcs(A, A), "A", 1},
		{"invalid ignored", Arcs(Arc(9), AS), "AS", 1},
		{"all", Arcs(F, FS, AS, A, AP, FP), "F|FS|AS|A|AP|FP", 6},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.set.String(); got != tt.str {
				t.Errorf("String() = %q, want %q", got, tt.str)
			}
			if got := tt.set.Len(); got != tt.n {
				t.Errorf("Len() = %d, want %d", got, tt.n)
			}
		})
	}
	if Arcs(F).Has(Arc(200)) {
		t.Error("Has accepted an invalid arc")
	}
}

func TestParseArc(t *testing.T) {
	tests := []struct {
		name, text string
		want       Arc
		err        bool
	}{
		{"fore", "F", F, false},
		{"lower case", "fp", FP, false},
		{"spaces", " as ", AS, false},
		{"aft", "A", A, false},
		{"unknown", "FA", 0, true},
		{"empty", "", 0, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ParseArc(tt.text)
			if tt.err {
				if err == nil || !strings.HasPrefix(err.Error(), "geom: arc ") {
					t.Fatalf("ParseArc(%q) = %v, %v; want a geom error", tt.text, got, err)
				}
				return
			}
			if err != nil || got != tt.want {
				t.Fatalf("ParseArc(%q) = %v, %v; want %v", tt.text, got, err, tt.want)
			}
		})
	}
	if got := Arc(7).String(); got != "Arc(7)" {
		t.Errorf("invalid arc prints as %q", got)
	}
}

func FuzzParseArc(f *testing.F) {
	for _, s := range []string{"F", "fs", " AP ", "X", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		a, err := ParseArc(text)
		if err != nil {
			return
		}
		back, err := ParseArc(a.String())
		if err != nil || back != a {
			t.Fatalf("round trip of %q: %v -> %v, %v", text, a, back, err)
		}
	})
}

func TestSectorString(t *testing.T) {
	tests := []struct {
		name string
		s    Sector
		want string
	}{
		{"fore arc", F.Sector(), "60° on 12"},
		{"rear 90", Sector{Center: Clock(6), Width: 3}, "90° on 6"},
		{"clamped", Sector{Center: Clock(3), Width: 99}, "360° on 3"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.s.String(); got != tt.want {
				t.Errorf("String() = %q, want %q", got, tt.want)
			}
		})
	}
}

// TestArcsAtFastAsSectors checks ArcsAt against the six sectors' own tests
// (arcsBySector): on every border and at offsets either side of it from
// an ulp to 1e-5 degrees (across the tolerance and across arcClear), on a
// grid of a thousandth of a degree round the circle, next to 0 and 360,
// and outside [0, 360), where it tests the sectors itself: either sign at
// every magnitude, and the infinities. It fails if
// arcClear shrinks to the border tolerance.
func TestArcsAtFastAsSectors(t *testing.T) {
	var rels []float64
	for b := 30.0; b <= 390; b += 60 {
		for _, d := range []float64{0, 1e-13, 1e-12, 1e-10, 1e-9, 1.0000001e-9, 2e-9, 1e-8, 1e-7, 9.99999e-7, 1e-6, 1.000001e-6, 2e-6, 1e-5} {
			rels = append(rels, b+d, b-d)
		}
		rels = append(rels, math.Nextafter(b, 0), math.Nextafter(b, 400))
	}
	for k := range 360_000 {
		rels = append(rels, float64(k)/1000)
	}
	rels = append(rels, math.Nextafter(360, 0), math.Nextafter(0, 1), math.Copysign(0, -1), 360, -30, -1e-12, 725.5, -1e300, math.Inf(1), math.Inf(-1), math.NaN())
	for e := -3; e <= 300; e++ { // either sign, every magnitude, where the division would round
		for _, m := range []float64{1, 1.2345, 7.654321} {
			v := m * math.Pow(10, float64(e))
			rels = append(rels, v, -v, v+17, -v-17, v+30, -v-30)
		}
	}
	fast := 0
	for _, r := range rels {
		if got, want := ArcsAt(r), arcsBySector(r); got != want {
			t.Fatalf("ArcsAt(%v) = %v, the sectors say %v", r, got, want)
		}
		if r >= 0 && r < 360 && ArcsAt(r).Len() == 1 {
			fast++
		}
	}
	if fast < 350_000 {
		t.Errorf("only %d bearings in one arc", fast)
	}
}
