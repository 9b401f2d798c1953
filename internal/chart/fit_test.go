package chart

import (
	"encoding/xml"
	"io"
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// scaling is a curves chart with the fighter scaling study's long title and
// legend entries.
func scaling() Curves {
	c := Curves{Title: "Full Thrust fighter scaling: expected damage per fighter group", XLabel: "fighter groups", YLabel: "expected damage per fighter group"}
	for _, name := range []string{"Lone escort (2015)", "Lone escort (classic)", "Dreadnought and 3 ADFC escorts (2015)", "Dreadnought and 3 ADFC escorts (classic)"} {
		s := Series{Name: name}
		for g := 1; g <= 12; g++ {
			s.Points = append(s.Points, XY{X: float64(g), Y: 6 - 4/float64(g)})
		}
		c.Series = append(c.Series, s)
	}
	return c
}

// TestWrapText checks that a title wider than its room breaks between
// words onto lines that fit, keeping every word in order, and that one
// that fits is left alone.
func TestWrapText(t *testing.T) {
	st := plot.New().Title.TextStyle
	long := "Full Thrust fighter scaling: expected damage per fighter group"
	room := width/2 - 2*titleMargin
	got := wrapText(st, long, room)
	lines := strings.Split(got, "\n")
	if len(lines) < 2 {
		t.Fatalf("%q at %v: one line, %v wide", long, room, st.Width(long))
	}
	for _, l := range lines {
		if st.Width(l) > room {
			t.Errorf("line %q is %v wide, more than %v", l, st.Width(l), room)
		}
	}
	if strings.Join(lines, " ") != long {
		t.Errorf("the lines %q do not read %q", lines, long)
	}
	if got := wrapText(st, long, width); got != long {
		t.Errorf("a title that fits became %q", got)
	}
	// A word wider than the room on its own breaks between characters,
	// in any script, and a character wider than the room keeps a line.
	for _, word := range []string{
		"Supercalifragilisticexpialidocious_fleet_of_the_outer_rim_dreadnoughts",
		"日本語のタイトルはとても長いのでスペースがありません日本語のタイトルはとても長い",
	} {
		lines := strings.Split(wrapText(st, "Short "+word+" end", room), "\n")
		if len(lines) < 3 || lines[0] != "Short" {
			t.Errorf("%q at %v: lines %q", word, room, lines)
		}
		for _, l := range lines {
			if st.Width(l) > room {
				t.Errorf("line %q is %v wide, more than %v", l, st.Width(l), room)
			}
		}
		if got := strings.ReplaceAll(strings.Join(lines, ""), " ", ""); got != "Short"+word+"end" {
			t.Errorf("the lines %q lose characters of %q", lines, word)
		}
	}
	if got := wrapText(st, "Wide", 1); got != "W\ni\nd\ne" {
		t.Errorf("a word at 1 point wide became %q", got)
	}
}

// TestLongWordTitleStaysOnTheChart draws Compact charts whose titles hold
// a word wider than the chart (a file name, a title without spaces), and
// checks that the SVG is well formed and no text begins left of the chart
// (such a word, centred, began 48 points left of it, cut off at both
// ends).
func TestLongWordTitleStaysOnTheChart(t *testing.T) {
	d := Distribution{XLabel: "x"}
	for i := range 4 {
		d.Points = append(d.Points, Point{X: float64(i), P: 0.25, AtLeast: 1 - 0.25*float64(i), AtMost: 0.25 * float64(i+1)})
	}
	for _, title := range []string{
		"Supercalifragilisticexpialidocious_fleet_of_the_outer_rim_dreadnoughts: P(win) <&>",
		"日本語のタイトルはとても長いのでスペースがありません日本語のタイトルはとても長い",
	} {
		c, d := scaling(), d
		c.Title, d.Title = title, title
		for _, ch := range []Chart{c, d} {
			var b strings.Builder
			if err := RenderSize(&b, SVG, ch, Compact); err != nil {
				t.Fatal(err)
			}
			for dec := xml.NewDecoder(strings.NewReader(b.String())); ; {
				if _, err := dec.Token(); err == io.EOF {
					break
				} else if err != nil {
					t.Fatalf("%T %q: the SVG is not well formed: %v", ch, title, err)
				}
			}
			for _, m := range regexp.MustCompile(`<text x="([-0-9.e]+)"[^>]*>([^<]*)<`).FindAllStringSubmatch(b.String(), -1) {
				if x, err := strconv.ParseFloat(m[1], 64); err != nil || x < 0 {
					t.Errorf("%T %q: text %q at x=%s, left of the chart", ch, title, m[2], m[1])
				}
			}
		}
	}
}

// TestCompactTextStaysOnTheChart draws a Compact chart with a long title
// and checks that no text begins left of the chart (a centred title too
// wide once began 22 points left of it, cut off at both ends), and that
// the legend of long names is set small on a Compact chart only.
func TestCompactTextStaysOnTheChart(t *testing.T) {
	var b strings.Builder
	if err := RenderSize(&b, SVG, scaling(), Compact); err != nil {
		t.Fatal(err)
	}
	for _, m := range regexp.MustCompile(`<text x="([-0-9.e]+)"`).FindAllStringSubmatch(b.String(), -1) {
		if x, err := strconv.ParseFloat(m[1], 64); err != nil || x < 0 {
			t.Errorf("text at x=%s, left of the chart", m[1])
		}
	}
	if !strings.Contains(b.String(), "Full Thrust fighter scaling: expected damage per") {
		t.Errorf("the title's first line is missing")
	}

	for _, tc := range []struct {
		wide  vg.Length
		small bool
	}{{width, false}, {width / 2, true}} {
		p, _, err := scaling().plot()
		if err != nil {
			t.Fatal(err)
		}
		var names []string
		for _, s := range scaling().Series {
			names = append(names, s.Name)
		}
		before := p.Legend.TextStyle.Font.Size
		fitLegend(p, names, tc.wide)
		if small := p.Legend.TextStyle.Font.Size == smallLabelSize; small != tc.small || (!small && p.Legend.TextStyle.Font.Size != before) {
			t.Errorf("%v wide: legend at %v, want small %v", tc.wide, p.Legend.TextStyle.Font.Size, tc.small)
		}
	}
}

// TestLongNominalLabelsStandUpright checks that a few nominal labels too
// wide to stand side by side on a Compact chart (a Space Fleet shot's
// outcomes, which once ran together as "shields onlymajor damage") are
// turned upright there, and stay level on a Standard chart.
func TestLongNominalLabelsStandUpright(t *testing.T) {
	d := Distribution{Title: "Outcome", XLabel: "outcome"}
	for i, l := range []string{"miss", "shields only", "major damage", "destroyed"} {
		d.Points = append(d.Points, Point{Label: l, P: 0.25, AtLeast: 1 - 0.25*float64(i), AtMost: 0.25 * float64(i+1)})
	}
	for _, tc := range []struct {
		wide    vg.Length
		upright bool
	}{{width, false}, {width / 2, true}} {
		_, lines, err := d.plots(tc.wide)
		if err != nil {
			t.Fatal(err)
		}
		if upright := lines.X.Tick.Label.Rotation == math.Pi/2; upright != tc.upright {
			t.Errorf("%v wide: labels upright %v, want %v", tc.wide, upright, tc.upright)
		}
	}
}

// TestLongNominalLabelIsShortened draws a distribution one of whose
// outcomes is named at length, on a Standard and a Compact chart, and
// checks that its label is cut to maxLabelLength, ending in "…", the short
// ones left whole, and that the lower panel keeps room for its data (the
// whole label, upright, took more than the chart's height, and the panel
// was drawn inside out).
func TestLongNominalLabelIsShortened(t *testing.T) {
	long := strings.Repeat("very long outcome name ", 8)
	d := Distribution{Title: "Outcome", XLabel: "outcome"}
	for i, l := range []string{long, "miss", "hit", "destroyed"} {
		d.Points = append(d.Points, Point{Label: l, P: 0.25, AtLeast: 1 - 0.25*float64(i), AtMost: 0.25 * float64(i+1)})
	}
	for _, size := range []struct{ wide, tall vg.Length }{{width, height}, {width / 2, width / 2}} {
		bars, lines, err := d.plots(size.wide)
		if err != nil {
			t.Fatal(err)
		}
		ticks := lines.X.Tick.Marker.Ticks(lines.X.Min, lines.X.Max)
		var labels []string
		for _, tk := range ticks {
			if tk.Label != "" {
				labels = append(labels, tk.Label)
			}
		}
		if len(labels) != 4 || !strings.HasSuffix(labels[0], "…") || !strings.HasPrefix(long, strings.TrimSuffix(labels[0], "…")) || labels[1] != "miss" || labels[3] != "destroyed" {
			t.Fatalf("%v wide: labels %q", size.wide, labels)
		}
		if w := lines.X.Tick.Label.Width(labels[0]); w > maxLabelLength {
			t.Errorf("%v wide: the long label is %v wide, more than %v", size.wide, w, maxLabelLength)
		}
		canvas, err := draw.NewFormattedCanvas(size.wide, size.tall, "svg")
		if err != nil {
			t.Fatal(err)
		}
		tiles := plot.Align([][]*plot.Plot{{bars}, {lines}}, draw.Tiles{Rows: 2, Cols: 1, PadY: vg.Points(4)}, draw.New(canvas))
		tile := tiles[1][0]
		data := lines.DataCanvas(tile)
		tileTall, tall := tile.Max.Y-tile.Min.Y, data.Max.Y-data.Min.Y
		if tileTall <= 0 || data.Min.Y < tile.Min.Y-1e-6 || data.Max.Y > tile.Max.Y+1e-6 || tall < tileTall/4 {
			t.Errorf("%v wide: the lower panel's data take %v of its tile %v", size.wide, data.Rectangle, tile.Rectangle)
		}
	}
}

// TestShorten checks shorten on text that fits, text cut between
// characters of any script, and a room too narrow for any of it.
func TestShorten(t *testing.T) {
	st := plot.New().X.Tick.Label
	for _, tc := range []struct {
		s    string
		most vg.Length
		want string
	}{
		{"", 10, ""},
		{"miss", maxLabelLength, "miss"},
		{"Überprüfung der Flotte", st.Width("Überprüfung…"), "Überprüfung…"},
		{"abc def", st.Width("abc …"), "abc…"},
		{"abcdef", 1, "…"},
	} {
		if got := shorten(st, tc.s, tc.most); got != tc.want {
			t.Errorf("shorten(%q, %v) = %q, want %q", tc.s, tc.most, got, tc.want)
		}
	}
}
