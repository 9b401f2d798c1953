// Package chart draws Broadside's charts as SVG or PNG files: the
// distribution of a roll or a battle ([Distribution]: bars of P(= x) with
// at-least and at-most lines) and curves from parameter sweeps ([Curves]:
// several named series with a legend).
//
// Charts take plain numbers, not prob or sim values, so this package depends
// on nothing else in Broadside; commands convert their results. Chart values
// are plain data; drawing one neither changes nor retains it, so a chart may
// be written several times and from several goroutines.
package chart

import (
	"bytes"
	"errors"
	"fmt"
	"image/color"
	"io"
	"math"
	"os"
	"path/filepath"
	"strings"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// Chart is a chart that [Write] and [Render] can draw: a [Distribution] or a
// [Curves]. Other packages cannot add their own kinds.
type Chart interface {
	// draw checks the data and draws the chart on c; on invalid data it
	// returns an error before drawing anything.
	draw(c draw.Canvas) error
}

// Format is an image file format. The zero value is SVG.
type Format int

// The formats charts are drawn in.
const (
	SVG Format = iota // Scalable Vector Graphics, the zero value
	PNG               // Portable Network Graphics at 96 dots per inch
)

// String returns the format's usual file extension without the dot: "svg" or
// "png".
func (f Format) String() string {
	switch f {
	case SVG:
		return "svg"
	case PNG:
		return "png"
	}
	return fmt.Sprintf("Format(%d)", int(f))
}

// FormatOf returns the format that a file name's extension asks for: ".svg"
// or ".png", in any case. Any other extension is an error.
func FormatOf(path string) (Format, error) {
	switch ext := strings.ToLower(filepath.Ext(path)); ext {
	case ".svg":
		return SVG, nil
	case ".png":
		return PNG, nil
	case "":
		return 0, fmt.Errorf("chart: %q has no file extension; use .svg or .png", path)
	default:
		return 0, fmt.Errorf("chart: cannot write %q: %q is not a chart format; use .svg or .png", path, ext)
	}
}

// Size of a Standard chart: 20 cm by 14 cm, which is 756 by 529 pixels in
// PNG; a Compact one is half as wide, and square.
const (
	width  = 20 * vg.Centimeter
	height = 14 * vg.Centimeter
)

// Write draws c into the file at path, in the format its extension names
// (see [FormatOf]), replacing any file there. It draws the whole chart before
// creating the file, so invalid data or an unknown extension leaves no file
// behind.
func Write(path string, c Chart) error {
	format, err := FormatOf(path)
	if err != nil {
		return err
	}
	var b bytes.Buffer
	if err := Render(&b, format, c); err != nil {
		return err
	}
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		return fmt.Errorf("chart: %w", err)
	}
	return nil
}

// Size is the size a chart is drawn at. The zero value is Standard.
type Size int

// The sizes charts are drawn at: the text is the same size in both, so a
// Compact chart shown on a phone's narrow screen stays readable.
const (
	Standard Size = iota // 20 cm by 14 cm, 756 by 529 pixels
	Compact              // 10 cm by 10 cm, 378 by 378 pixels, for narrow screens
)

// Render draws c to w in the given format at the Standard size. It reports
// invalid data (see the chart types) and write errors.
func Render(w io.Writer, format Format, c Chart) error {
	return RenderSize(w, format, c, Standard)
}

// RenderSize draws c to w in the given format at size, as [Render] does.
func RenderSize(w io.Writer, format Format, c Chart, size Size) error {
	wd, ht := width, height
	switch size {
	case Standard:
	case Compact:
		wd, ht = width/2, width/2
	default:
		return fmt.Errorf("chart: unknown size %d", size)
	}
	if c == nil {
		return errors.New("chart: no chart to draw")
	}
	if format != SVG && format != PNG {
		return fmt.Errorf("chart: unknown format %v", format)
	}
	canvas, err := draw.NewFormattedCanvas(wd, ht, format.String())
	if err != nil {
		return fmt.Errorf("chart: %w", err)
	}
	dc := draw.New(canvas)
	dc.SetColor(color.White)
	dc.Fill(dc.Rectangle.Path())
	if err := c.draw(dc); err != nil {
		return err
	}
	var out bytes.Buffer
	if _, err := canvas.WriteTo(&out); err != nil {
		return fmt.Errorf("chart: writing %v: %w", format, err)
	}
	b := out.Bytes()
	if format == SVG {
		b = bytes.ReplaceAll(b, []byte("font-family:Liberation Sans;"), []byte(svgFontFamily))
	}
	if _, err := w.Write(b); err != nil {
		return fmt.Errorf("chart: writing %v: %w", format, err)
	}
	return nil
}

// palette holds the colours of series and lines, in order: the Okabe-Ito
// colours, which stay distinct for readers with colour blindness (yellow is
// left out: it does not show on white). It is never modified.
var palette = []color.Color{
	color.RGBA{0x00, 0x72, 0xb2, 0xff}, // blue
	color.RGBA{0xd5, 0x5e, 0x00, 0xff}, // vermilion
	color.RGBA{0x00, 0x9e, 0x73, 0xff}, // bluish green
	color.RGBA{0xcc, 0x79, 0xa7, 0xff}, // reddish purple
	color.RGBA{0xe6, 0x9f, 0x00, 0xff}, // orange
	color.RGBA{0x56, 0xb4, 0xe9, 0xff}, // sky blue
	color.RGBA{0x00, 0x00, 0x00, 0xff}, // black
}

// sansVariant is the variant of the Liberation fonts every chart's text is
// set in: a sans-serif face, like the web pages', whose metrics match Arial
// and Helvetica.
const sansVariant = "Sans"

// svgFontFamily is what an SVG's text asks for: Liberation Sans, with the
// faces of the same width after it, so that a reader without Liberation
// fonts still sees a sans-serif face that fits the space laid out for it.
const svgFontFamily = "font-family:Liberation Sans,Arial,Helvetica,sans-serif;"

// newPlot returns a plot with the title and axis labels set and a light grid
// behind the data.
func newPlot(title, xLabel, yLabel string) *plot.Plot {
	p := plot.New()
	p.Title.Text = title
	p.Title.Padding = vg.Points(6)
	p.X.Label.Text = xLabel
	p.Y.Label.Text = yLabel
	for _, st := range []*text.Style{&p.Title.TextStyle, &p.X.Label.TextStyle, &p.Y.Label.TextStyle,
		&p.X.Tick.Label, &p.Y.Tick.Label, &p.Legend.TextStyle} {
		st.Font.Variant = sansVariant
	}
	grid := plotter.NewGrid()
	grid.Horizontal.Color = color.Gray{Y: 0xdd}
	grid.Vertical.Color = nil
	p.Add(grid)
	return p
}

// finite reports whether every value is a finite number.
func finite(values ...float64) bool {
	for _, v := range values {
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return false
		}
	}
	return true
}
