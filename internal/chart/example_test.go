package chart_test

import (
	"bytes"
	"fmt"
	"image/png"
	"os"
	"path/filepath"

	"github.com/broadside/broadside/internal/chart"
)

// d6 is the distribution of one six-sided die.
func d6() chart.Distribution {
	d := chart.Distribution{Title: "One d6", XLabel: "face"}
	for face := 1; face <= 6; face++ {
		d.Points = append(d.Points, chart.Point{
			X:       float64(face),
			P:       1.0 / 6,
			AtLeast: float64(7-face) / 6,
			AtMost:  float64(face) / 6,
		})
	}
	return d
}

// Write draws a chart into a file whose extension names the format.
func ExampleWrite() {
	dir, err := os.MkdirTemp("", "chart")
	if err != nil {
		fmt.Println(err)
		return
	}
	defer os.RemoveAll(dir)
	for _, name := range []string{"d6.svg", "d6.png"} {
		if err := chart.Write(filepath.Join(dir, name), d6()); err != nil {
			fmt.Println(err)
			return
		}
		fmt.Println("wrote", name)
	}
	// Output:
	// wrote d6.svg
	// wrote d6.png
}

// FormatOf reads the format from a file name and refuses anything else.
func ExampleFormatOf() {
	for _, name := range []string{"odds.svg", "odds.PNG", "odds.gif"} {
		format, err := chart.FormatOf(name)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Println(name, "is", format)
	}
	// Output:
	// odds.svg is svg
	// odds.PNG is png
	// chart: cannot write "odds.gif": ".gif" is not a chart format; use .svg or .png
}

// Render draws to any writer, such as an HTTP response.
func ExampleRender() {
	var b bytes.Buffer
	if err := chart.Render(&b, chart.SVG, d6()); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(bytes.HasPrefix(b.Bytes(), []byte("<?xml")), bytes.Contains(b.Bytes(), []byte("One d6")))
	// Output:
	// true true
}

// A distribution whose outcomes are not numbers places its bars in the order
// given, labelled.
func ExampleDistribution() {
	sets := chart.Distribution{Title: "Sets in 3d6", XLabel: "result", Points: []chart.Point{
		{Label: "[N]", P: 120.0 / 216, AtLeast: 1, AtMost: 120.0 / 216},
		{Label: "[D]", P: 90.0 / 216, AtLeast: 96.0 / 216, AtMost: 210.0 / 216},
		{Label: "[T]", P: 6.0 / 216, AtLeast: 6.0 / 216, AtMost: 1},
	}}
	var b bytes.Buffer
	if err := chart.Render(&b, chart.SVG, sets); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(bytes.Contains(b.Bytes(), []byte("[T]")))
	// Output:
	// true
}

// Curves compares sweeps, one line per series.
func ExampleCurves() {
	c := chart.Curves{
		Title:  "Expected hits against fighter groups",
		XLabel: "fighter groups",
		YLabel: "expected hits",
		Series: []chart.Series{
			{Name: "2 PDS", Points: []chart.XY{{X: 1, Y: 1.2}, {X: 2, Y: 2.1}, {X: 3, Y: 2.7}}},
			{Name: "4 PDS", Points: []chart.XY{{X: 1, Y: 0.6}, {X: 2, Y: 1.1}, {X: 3, Y: 1.5}}},
		},
	}
	var b bytes.Buffer
	if err := chart.Render(&b, chart.PNG, c); err != nil {
		fmt.Println(err)
		return
	}
	img, err := png.Decode(&b)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(img.Bounds().Dx(), "by", img.Bounds().Dy(), "pixels")
	// Output:
	// 756 by 529 pixels
}
