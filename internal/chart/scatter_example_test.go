package chart_test

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/broadside/broadside/internal/chart"
)

func ExampleScatter() {
	c := chart.Scatter{
		Title:  "Where a thrust-2 ship can end its move",
		XLabel: "x (MU)",
		YLabel: "y (MU)",
		Series: []chart.Series{{Name: "standard", Points: []chart.XY{{X: 0, Y: 2}, {X: -0.5, Y: 1.87}, {X: 0.5, Y: 1.87}}}},
		Marks:  []chart.Series{{Name: "start", Points: []chart.XY{{X: 0, Y: 0}}}},
	}
	var b bytes.Buffer
	fmt.Println(chart.Render(&b, chart.SVG, c), strings.Contains(b.String(), "<svg"))
	// Output: <nil> true
}
