package chart

import (
	"fmt"
	"strings"
	"testing"

	"gonum.org/v1/plot"
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
	for _, n := range []int{13, 31, 51, 120, 400} {
		d := manySets(n)
		bars, lines, err := d.plots()
		if err != nil {
			t.Fatal(err)
		}
		c := draw.NewCanvas(&recorder.Canvas{}, width, height)
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
				t.Fatalf("%d outcomes: labels %v and %v stand %.1f pt apart, less than their %.1f pt line", n, labelled[i-1], labelled[i], gap, lineHeight)
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
