package chart

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// TestLegendBelowTheData draws curves with many long names at both sizes
// and checks that every legend entry is set below the x axis's label, so
// that none covers the data (a legend in the plot's corner once hid the
// top of a Compact chart's curves), inside the chart, and that a Standard
// chart lays them out in more than one column.
func TestLegendBelowTheData(t *testing.T) {
	c := scaling()
	for i := range 3 {
		s := Series{Name: fmt.Sprintf("Cruiser and %d escorts (2015)", i+1)}
		for g := 1; g <= 12; g++ {
			s.Points = append(s.Points, XY{X: float64(g), Y: float64(g * i)})
		}
		c.Series = append(c.Series, s)
	}
	text := regexp.MustCompile(`<text x="([-0-9.e]+)" y="([-0-9.e]+)"[^>]*>([^<]*)<`)
	for _, size := range []Size{Standard, Compact} {
		var b strings.Builder
		if err := RenderSize(&b, SVG, c, size); err != nil {
			t.Fatal(err)
		}
		at := map[string][2]float64{} // each text's baseline: x, and height above the bottom
		for _, m := range text.FindAllStringSubmatch(b.String(), -1) {
			x, _ := strconv.ParseFloat(m[1], 64)
			y, _ := strconv.ParseFloat(m[2], 64)
			at[m[3]] = [2]float64{x, -y} // height from the bottom: text is drawn flipped, scale(1, -1)
		}
		label, ok := at[c.XLabel]
		if !ok {
			t.Fatalf("size %d: no x axis label in the SVG", size)
		}
		columns := map[float64]bool{}
		for _, s := range c.Series {
			p, ok := at[s.Name]
			switch {
			case !ok:
				t.Errorf("size %d: no legend entry %q", size, s.Name)
			case p[1] >= label[1]:
				t.Errorf("size %d: legend entry %q %.1f pt up, not below the x label's %.1f", size, s.Name, p[1], label[1])
			case p[0] < 0:
				t.Errorf("size %d: legend entry %q starts left of the chart", size, s.Name)
			}
			columns[p[0]] = true
		}
		if size == Standard && len(columns) < 2 {
			t.Errorf("a Standard chart set its %d legend entries in one column", len(c.Series))
		}
	}
}
