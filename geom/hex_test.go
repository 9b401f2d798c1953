package geom

import (
	"slices"
	"strings"
	"testing"
)

func TestHexDistance(t *testing.T) {
	tests := []struct {
		name string
		a, b Hex
		want int
	}{
		{"same", Hex{2, -1}, Hex{2, -1}, 0},
		{"neighbour", Hex{0, 0}, Hex{1, -1}, 1},
		{"straight north", Hex{0, 0}, Hex{0, -4}, 4},
		{"diagonal", Hex{0, 0}, Hex{1, -2}, 2},
		{"along q", Hex{-3, 0}, Hex{3, 0}, 6},
		{"mixed", Hex{-2, 3}, Hex{4, -1}, 6},
		{"far", Hex{100, -250}, Hex{-40, 30}, 280},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.a.Distance(tt.b); got != tt.want {
				t.Errorf("%v.Distance(%v) = %d, want %d", tt.a, tt.b, got, tt.want)
			}
			if got := tt.b.Sub(tt.a).Len(); got != tt.want {
				t.Errorf("Len of the difference = %d, want %d", got, tt.want)
			}
		})
	}
}

func TestHexNeighborsAndSteps(t *testing.T) {
	c := Hex{3, -2}
	for d := North; d <= NorthWest; d++ {
		n := c.Neighbor(d)
		if c.Distance(n) != 1 {
			t.Errorf("neighbour %v of %v = %v at distance %d", d, c, n, c.Distance(n))
		}
		if n.Neighbor(d.Opposite()) != c {
			t.Errorf("going %v then %v does not return", d, d.Opposite())
		}
		if got := c.Step(d, 4); c.Distance(got) != 4 || got != c.Step(d.Opposite(), -4) {
			t.Errorf("Step(%v, 4) = %v", d, got)
		}
		if got := c.DirTo(n); got != d {
			t.Errorf("DirTo(neighbour %v) = %v", d, got)
		}
		if got := n.Sub(c).Center(1); !near(got.Len(), 1.7320508075688772) || !near(got.Angle(), d.Degrees()) {
			t.Errorf("step %v lies at %v (bearing %v)", d, got, got.Angle())
		}
	}
	if got := c.S(); got != -1 {
		t.Errorf("S() = %d, want -1", got)
	}
	if got := (Hex{1, -2}).Scale(-3); got != (Hex{-3, 6}) {
		t.Errorf("Scale = %v", got)
	}
}

func TestHexRotate(t *testing.T) {
	tests := []struct {
		name string
		h    Hex
		n    int
		want Hex
	}{
		{"north to north-east", Hex{0, -1}, 1, Hex{1, -1}},
		{"north-east to south-east", Hex{1, -1}, 1, Hex{1, 0}},
		{"north back to north-west", Hex{0, -1}, -1, Hex{-1, 0}},
		{"half turn", Hex{2, -3}, 3, Hex{-2, 3}},
		{"full turn", Hex{2, -3}, 6, Hex{2, -3}},
		{"minus seven", Hex{0, -2}, -7, Hex{-2, 0}},
		{"origin", Hex{}, 2, Hex{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.h.Rotate(tt.n); got != tt.want {
				t.Errorf("%v.Rotate(%d) = %v, want %v", tt.h, tt.n, got, tt.want)
			}
		})
	}
}

func TestRing(t *testing.T) {
	c := Hex{1, 1}
	tests := []struct {
		name   string
		radius int
		want   []Hex
	}{
		{"negative", -1, nil},
		{"zero", 0, []Hex{c}},
		{"one", 1, []Hex{{1, 0}, {2, 0}, {2, 1}, {1, 2}, {0, 2}, {0, 1}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Ring(c, tt.radius); !slices.Equal(got, tt.want) {
				t.Errorf("Ring(%v, %d) = %v, want %v", c, tt.radius, got, tt.want)
			}
		})
	}
	for radius := 1; radius <= 5; radius++ {
		ring := Ring(c, radius)
		if len(ring) != 6*radius || ring[0] != c.Step(North, radius) {
			t.Fatalf("Ring radius %d = %v", radius, ring)
		}
		for i, h := range ring {
			if c.Distance(h) != radius {
				t.Errorf("ring %d cell %v at distance %d", radius, h, c.Distance(h))
			}
			if next := ring[(i+1)%len(ring)]; h.Distance(next) != 1 {
				t.Errorf("ring %d cells %v and %v not adjacent", radius, h, next)
			}
			// Clockwise: bearings from the centre never go backwards.
			if i > 0 && c.Bearing(h) <= c.Bearing(ring[i-1]) {
				t.Errorf("ring %d not clockwise at %v", radius, h)
			}
		}
	}
}

func TestSpiralAndWithinRange(t *testing.T) {
	c := Hex{-2, 5}
	for radius := -1; radius <= 6; radius++ {
		sp, wr := Spiral(c, radius), WithinRange(c, radius)
		if radius < 0 {
			if sp != nil || wr != nil {
				t.Errorf("radius %d: %v, %v", radius, sp, wr)
			}
			continue
		}
		want := 1 + 3*radius*(radius+1)
		if len(sp) != want || len(wr) != want {
			t.Fatalf("radius %d: %d and %d cells, want %d", radius, len(sp), len(wr), want)
		}
		for i, h := range sp {
			if i > 0 && c.Distance(h) < c.Distance(sp[i-1]) {
				t.Errorf("spiral goes inwards at %v", h)
			}
		}
		sorted := slices.Clone(sp)
		slices.SortFunc(sorted, func(a, b Hex) int {
			if a.Q != b.Q {
				return a.Q - b.Q
			}
			return a.R - b.R
		})
		if !slices.Equal(sorted, wr) {
			t.Errorf("radius %d: WithinRange is not the sorted spiral", radius)
		}
		// Brute force: every cell of a bounding box within range is listed.
		n := 0
		for q := c.Q - radius - 1; q <= c.Q+radius+1; q++ {
			for r := c.R - radius - 1; r <= c.R+radius+1; r++ {
				if c.Distance(Hex{q, r}) <= radius {
					n++
				}
			}
		}
		if n != want {
			t.Errorf("radius %d: brute force counts %d cells", radius, n)
		}
	}
}

func TestDir(t *testing.T) {
	tests := []struct {
		name string
		d    Dir
		n    int
		want Dir
	}{
		{"starboard", North, 1, NorthEast},
		{"port", North, -1, NorthWest},
		{"two to port", SouthEast, -2, North},
		{"six", SouthWest, 6, SouthWest},
		{"minus thirteen", South, -13, SouthEast},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.d.Turn(tt.n); got != tt.want {
				t.Errorf("%v.Turn(%d) = %v, want %v", tt.d, tt.n, got, tt.want)
			}
		})
	}
	for d := North; d <= NorthWest; d++ {
		if got := d.Heading().Hour(); got != []int{12, 2, 4, 6, 8, 10}[d] {
			t.Errorf("%v.Heading() = %d", d, got)
		}
		if d.Vec() != d.Heading().Vec() || d.Degrees() != d.Heading().Degrees() {
			t.Errorf("%v: vector or degrees disagree with its heading", d)
		}
		if d.Diff(d.Opposite()) != 3 || d.Diff(d.Turn(-2)) != -2 || d.Diff(d) != 0 {
			t.Errorf("%v.Diff wrong", d)
		}
	}
}

func TestParseDir(t *testing.T) {
	tests := []struct {
		name, text string
		want       Dir
		err        bool
	}{
		{"north", "N", North, false},
		{"lower case", "sw", SouthWest, false},
		{"spaces", " NE ", NorthEast, false},
		{"east does not exist", "E", 0, true},
		{"empty", "", 0, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ParseDir(tt.text)
			if tt.err {
				if err == nil || !strings.HasPrefix(err.Error(), "geom: direction ") {
					t.Fatalf("ParseDir(%q) = %v, %v; want a geom error", tt.text, got, err)
				}
				return
			}
			if err != nil || got != tt.want {
				t.Fatalf("ParseDir(%q) = %v, %v; want %v", tt.text, got, err, tt.want)
			}
		})
	}
	if got := Dir(6).String(); got != "Dir(6)" {
		t.Errorf("invalid direction prints as %q", got)
	}
}

func FuzzParseDir(f *testing.F) {
	for _, s := range []string{"N", "se", " NW ", "E", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		d, err := ParseDir(text)
		if err != nil {
			return
		}
		back, err := ParseDir(d.String())
		if err != nil || back != d {
			t.Fatalf("round trip of %q: %v -> %v, %v", text, d, back, err)
		}
	})
}
