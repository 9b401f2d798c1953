package chart

import (
	"bytes"
	"encoding/xml"
	"errors"
	"image/png"
	"io"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// threeD6 is the distribution of the sum of three six-sided dice.
func threeD6() Distribution {
	var ways [19]float64
	for a := 1; a <= 6; a++ {
		for b := 1; b <= 6; b++ {
			for c := 1; c <= 6; c++ {
				ways[a+b+c]++
			}
		}
	}
	d := Distribution{Title: "Sum of 3d6", XLabel: "sum"}
	below := 0.0
	for v := 3; v <= 18; v++ {
		p := ways[v] / 216
		d.Points = append(d.Points, Point{X: float64(v), P: p, AtLeast: 1 - below, AtMost: below + p})
		below += p
	}
	return d
}

// jovianSets is a small distribution of results that are not numbers.
func jovianSets() Distribution {
	return Distribution{Title: "Jovian sets", XLabel: "result", Points: []Point{
		{Label: "[N]", P: 0.5, AtLeast: 1, AtMost: 0.5},
		{Label: "[D2]", P: 0.3, AtLeast: 0.5, AtMost: 0.8},
		{Label: "[D2,T3]", P: 0.2, AtLeast: 0.2, AtMost: 1},
	}}
}

// sweep is a curves chart with two series.
func sweep() Curves {
	return Curves{Title: "Damage against fighter groups", XLabel: "fighter groups", YLabel: "expected damage",
		Series: []Series{
			{Name: "2 PDS", Points: []XY{{0, 0}, {1, 1.5}, {2, 2.6}, {3, 3.2}}},
			{Name: "4 PDS", Points: []XY{{0, 0}, {1, 0.8}, {2, 1.4}, {3, 1.9}}},
		}}
}

func TestWrite(t *testing.T) {
	tests := []struct {
		name  string
		file  string
		chart Chart
		title string
	}{
		{"distribution svg", "odds.svg", threeD6(), "Sum of 3d6"},
		{"distribution png", "odds.png", threeD6(), ""},
		{"labelled distribution svg", "sets.SVG", jovianSets(), "Jovian sets"},
		{"labelled distribution png", "sets.png", jovianSets(), ""},
		{"curves svg", "sweep.svg", sweep(), "Damage against fighter groups"},
		{"curves png", "sweep.Png", sweep(), ""},
		{"curves with bars and named x", "bars.svg", barred(), "Chance to win by design"},
		{"heatmap svg", "grid.svg", heatmap(), "P(win) by designs"},
		{"heatmap png", "grid.png", heatmap(), ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), tt.file)
			if err := Write(path, tt.chart); err != nil {
				t.Fatal(err)
			}
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			format, err := FormatOf(path)
			if err != nil {
				t.Fatal(err)
			}
			switch format {
			case SVG:
				checkSVG(t, data, tt.title)
			case PNG:
				checkPNG(t, data)
			}
		})
	}
}

// checkSVG fails unless data is well-formed XML with an svg root element and
// contains title.
func checkSVG(t *testing.T, data []byte, title string) {
	t.Helper()
	if !bytes.HasPrefix(data, []byte("<?xml")) && !bytes.HasPrefix(data, []byte("<svg")) {
		t.Errorf("SVG starts with %q", data[:min(len(data), 20)])
	}
	if !bytes.Contains(data, []byte(title)) {
		t.Errorf("SVG does not contain the title %q", title)
	}
	dec := xml.NewDecoder(bytes.NewReader(data))
	root := ""
	for {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatalf("SVG is not well-formed XML: %v", err)
		}
		if el, ok := tok.(xml.StartElement); ok && root == "" {
			root = el.Name.Local
		}
	}
	if root != "svg" {
		t.Errorf("root element %q, want svg", root)
	}
}

// checkPNG fails unless data decodes as a PNG image of the chart's size.
func checkPNG(t *testing.T, data []byte) {
	t.Helper()
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("not a PNG: %v", err)
	}
	if b := img.Bounds(); b.Dx() < 700 || b.Dy() < 500 {
		t.Errorf("image is %dx%d pixels, want about 756x529", b.Dx(), b.Dy())
	}
}

func TestFormatOf(t *testing.T) {
	tests := []struct {
		path    string
		want    Format
		wantErr string
	}{
		{"a.svg", SVG, ""},
		{"dir.v2/a.SVG", SVG, ""},
		{"a.png", PNG, ""},
		{"a.pdf", 0, `chart: cannot write "a.pdf": ".pdf" is not a chart format; use .svg or .png`},
		{"a.svg.txt", 0, `chart: cannot write "a.svg.txt": ".txt" is not a chart format; use .svg or .png`},
		{"chart", 0, `chart: "chart" has no file extension; use .svg or .png`},
	}
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			got, err := FormatOf(tt.path)
			if tt.wantErr != "" {
				if err == nil || err.Error() != tt.wantErr {
					t.Errorf("error %v, want %q", err, tt.wantErr)
				}
				return
			}
			if err != nil || got != tt.want {
				t.Errorf("FormatOf = %v, %v; want %v", got, err, tt.want)
			}
		})
	}
}

func TestFormatString(t *testing.T) {
	for _, tt := range []struct {
		f    Format
		want string
	}{{SVG, "svg"}, {PNG, "png"}, {Format(7), "Format(7)"}} {
		t.Run(tt.want, func(t *testing.T) {
			if got := tt.f.String(); got != tt.want {
				t.Errorf("String() = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestWriteErrors(t *testing.T) {
	nan := threeD6()
	nan.Points[2].AtLeast = math.NaN()
	above := threeD6()
	above.Points[0].P = 1.5
	twice := threeD6()
	twice.Points[1].X = twice.Points[0].X
	tests := []struct {
		name  string
		file  string
		chart Chart
		want  string
	}{
		{"bad extension", "odds.jpg", threeD6(), `".jpg" is not a chart format; use .svg or .png`},
		{"no chart", "odds.svg", nil, "chart: no chart to draw"},
		{"no points", "odds.svg", Distribution{}, "chart: a distribution needs at least one point"},
		{"not a number", "odds.svg", nan, "chart: point 2 (x = 5) has a value that is not a finite number"},
		{"probability above 1", "odds.png", above, "chart: point 0 (x = 3) has probability 1.5, outside 0 to 1"},
		{"negative probability", "odds.svg", Distribution{Points: []Point{{Label: "[N]", P: -0.1}}},
			`chart: point 0 ("[N]") has probability -0.1, outside 0 to 1`},
		{"same x twice", "odds.svg", twice, "chart: two points at x = 3"},
		{"no series", "sweep.svg", Curves{}, "chart: a curves chart needs at least one series"},
		{"empty series", "sweep.svg", Curves{Series: []Series{{Name: "a", Points: []XY{{1, 1}}}, {}}},
			`chart: series "series 2" has no points`},
		{"bars for other points", "bars.svg", Curves{Series: []Series{{Name: "a", Points: []XY{{0, 0.5}}, Bars: []Bar{}}}},
			`chart: series "a": 0 bars for 1 points`},
		{"bar beside its point", "bars.svg", Curves{Series: []Series{{Name: "a", Points: []XY{{0, 0.5}}, Bars: []Bar{{0.6, 0.7}}}}},
			`chart: series "a": bar 0 does not surround its point`},
		{"empty heatmap", "grid.svg", Heatmap{}, "chart: a heatmap needs at least one column and one row"},
		{"short heatmap row", "grid.svg", Heatmap{X: []string{"a", "b"}, Y: []string{"c"}, Z: [][]float64{{1}}},
			"chart: row 0 of the heatmap has 1 values for 2 columns"},
		{"heatmap rows", "grid.svg", Heatmap{X: []string{"a"}, Y: []string{"c"}, Z: nil},
			"chart: a heatmap of 1 rows has 0 rows of values"},
		{"infinite cell", "grid.svg", Heatmap{X: []string{"a"}, Y: []string{"c"}, Z: [][]float64{{math.Inf(-1)}}},
			"chart: row 0 of the heatmap has an infinite value"},
		{"infinite point", "sweep.svg", Curves{Series: []Series{{Name: "a", Points: []XY{{1, math.Inf(1)}}}}},
			`chart: point 0 of series "a" is not a finite number`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), tt.file)
			err := Write(path, tt.chart)
			if err == nil || !strings.HasSuffix(err.Error(), tt.want) {
				t.Fatalf("error %v, want one ending %q", err, tt.want)
			}
			if _, err := os.Stat(path); !errors.Is(err, os.ErrNotExist) {
				t.Errorf("a failed Write left a file behind (%v)", err)
			}
		})
	}
}

func TestWriteToMissingDirectory(t *testing.T) {
	path := filepath.Join(t.TempDir(), "no", "such", "odds.svg")
	err := Write(path, threeD6())
	if !errors.Is(err, os.ErrNotExist) || !strings.HasPrefix(err.Error(), "chart: ") {
		t.Errorf("error %v, want a chart: error wrapping os.ErrNotExist", err)
	}
}

func TestRenderErrors(t *testing.T) {
	if err := Render(io.Discard, Format(9), sweep()); err == nil || err.Error() != "chart: unknown format Format(9)" {
		t.Errorf("error %v for an unknown format", err)
	}
	broken := errors.New("disk full")
	if err := Render(failingWriter{broken}, PNG, sweep()); !errors.Is(err, broken) {
		t.Errorf("error %v, want one wrapping %v", err, broken)
	}
}

// failingWriter fails every write with its error.
type failingWriter struct{ err error }

func (w failingWriter) Write([]byte) (int, error) { return 0, w.err }

// TestRenderRepeatable checks that drawing a chart twice gives the same
// bytes and leaves the chart unchanged.
func TestRenderRepeatable(t *testing.T) {
	d := threeD6()
	d.Points[0], d.Points[5] = d.Points[5], d.Points[0] // out of order on purpose
	before := d.Points[0]
	var a, b bytes.Buffer
	if err := Render(&a, SVG, d); err != nil {
		t.Fatal(err)
	}
	if err := Render(&b, SVG, d); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a.Bytes(), b.Bytes()) {
		t.Error("two renderings of the same chart differ")
	}
	if d.Points[0] != before {
		t.Error("Render reordered the caller's points")
	}
}

func TestWholeTicks(t *testing.T) {
	tests := []struct {
		name       string
		lo, hi     float64
		wantLabels string
		wantMarks  int
	}{
		{"small range labels every number", 2.4, 6.6, "3 4 5 6", 4},
		{"fifty numbers, every fifth labelled", -0.6, 50.6, "0 5 10 15 20 25 30 35 40 45 50", 51},
		{"wide range, labels only", 0, 1000, "0 50 100 150 200 250 300 350 400 450 500 550 600 650 700 750 800 850 900 950 1000", 21},
		{"no whole number inside", 0.2, 0.8, "", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ticks := wholeTicks{}.Ticks(tt.lo, tt.hi)
			var labels []string
			for _, tk := range ticks {
				if tk.Label != "" {
					labels = append(labels, tk.Label)
				}
			}
			if got := strings.Join(labels, " "); got != tt.wantLabels {
				t.Errorf("labels %q, want %q", got, tt.wantLabels)
			}
			if len(ticks) != tt.wantMarks {
				t.Errorf("%d marks, want %d", len(ticks), tt.wantMarks)
			}
		})
	}
}

func BenchmarkRenderDistribution(b *testing.B) {
	d := threeD6()
	b.ReportAllocs()
	for b.Loop() {
		if err := Render(io.Discard, SVG, d); err != nil {
			b.Fatal(err)
		}
	}
}

// barred is a sweep over designs named on the x axis, with intervals.
func barred() Curves {
	return Curves{Title: "Chance to win by design", XLabel: "design", YLabel: "chance", XNames: []string{"5-2-2", "4-2-4", "2-3-6"},
		Series: []Series{{Name: "Red", Points: []XY{{0, 0.5}, {1, 0.2}, {2, 0.9}}, Bars: []Bar{{0.45, 0.55}, {0.18, 0.23}, {0.85, 0.93}}}}}
}

// heatmap is a grid of chances with a cell left blank.
func heatmap() Heatmap {
	return Heatmap{Title: "P(win) by designs", XLabel: "Red", YLabel: "Blue", X: []string{"fast", "slow"}, Y: []string{"fast", "slow"},
		Z: [][]float64{{0.5, 0.9}, {0.1, math.NaN()}}, Digits: 2}
}
