package chart

import (
	"fmt"
	"strings"
	"testing"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/recorder"
)

// manySets is a distribution of n outcomes that are not numbers, with
// labels as long as a Jovian pool's pairs of sets.
func manySets(n int) Distribution {
	d := Distribution{Title: "many sets", XLabel: "result"}
	for i := range n {
		d.Points = append(d.Points, Point{Label: fmt.Sprintf("[D%d,T%d]", i%6+1, i/6+1), P: 1 / float64(n),
			AtLeast: 1 - float64(i)/float64(n), AtMost: float64(i+1) / float64(n)})
	}
	return d
}

// TestNominalLabelsDoNotOverprint lays out charts of many outcomes that are
// not numbers at the chart's size and checks that neighbouring labels of
// the x axis stand at least a line of text apart: a Jovian pool of five
// dice has 51 outcomes, whose labels once overprinted.
func TestNominalLabelsDoNotOverprint(t *testing.T) {
	for _, tc := range []struct {
		n    int
		wide vg.Length
	}{{13, width}, {31, width}, {51, width}, {120, width}, {400, width}, {13, width / 2}, {31, width / 2}, {51, width / 2}} {
		n := tc.n
		d := manySets(n)
		bars, lines, err := d.plots(tc.wide)
		if err != nil {
			t.Fatal(err)
		}
		ht := height
		if tc.wide < width { // a Compact chart is square
			ht = tc.wide
		}
		c := draw.NewCanvas(&recorder.Canvas{}, tc.wide, ht)
		canvases := plot.Align([][]*plot.Plot{{bars}, {lines}}, draw.Tiles{Rows: 2, Cols: 1}, c)
		area := lines.DataCanvas(canvases[1][0])
		perUnit := float64(area.Max.X-area.Min.X) / (lines.X.Max - lines.X.Min)
		lineHeight := float64(lines.X.Tick.Label.Height("[D2,T3]"))
		var labelled []float64
		for _, tk := range lines.X.Tick.Marker.Ticks(lines.X.Min, lines.X.Max) {
			if tk.Label != "" {
				labelled = append(labelled, tk.Value)
			}
		}
		if len(labelled) == 0 {
			t.Fatalf("%d outcomes: no labels at all", n)
		}
		for i := 1; i < len(labelled); i++ {
			if gap := (labelled[i] - labelled[i-1]) * perUnit; gap < lineHeight {
				t.Fatalf("%d outcomes, %v wide: labels %v and %v stand %.1f pt apart, less than their %.1f pt line", n, tc.wide, labelled[i-1], labelled[i], gap, lineHeight)
			}
		}
	}
}

// TestChartTextIsSans checks that a chart's text asks for a sans-serif
// face, like the pages that show it, and never for a serif one.
func TestChartTextIsSans(t *testing.T) {
	for _, c := range []Chart{threeD6(), manySets(51), sweep()} {
		var b strings.Builder
		if err := Render(&b, SVG, c); err != nil {
			t.Fatal(err)
		}
		svg := b.String()
		if strings.Contains(svg, "Serif") || !strings.Contains(svg, svgFontFamily) {
			t.Errorf("the chart's fonts are not sans-serif: %q", svg[:min(len(svg), 600)])
		}
	}
}

// TestCompactSize checks that a Compact chart is half the Standard one's
// width, and square, and that an unknown size is refused.
func TestCompactSize(t *testing.T) {
	var std, small strings.Builder
	if err := RenderSize(&std, SVG, threeD6(), Standard); err != nil {
		t.Fatal(err)
	}
	if err := RenderSize(&small, SVG, threeD6(), Compact); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(std.String(), `width="566.93pt"`) || !strings.Contains(small.String(), `width="283.46pt" height="283.46pt"`) {
		t.Errorf("sizes: %.200q / %.200q", std.String(), small.String())
	}
	if err := RenderSize(&small, SVG, threeD6(), Size(7)); err == nil {
		t.Error("an unknown size was drawn")
	}
}
