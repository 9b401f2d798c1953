package chart

import (
	"gonum.org/v1/plot"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// key is one entry of a chart's legend: a series' name and the marks that
// draw it.
type key struct {
	name   string
	thumbs []plot.Thumbnailer
}

// legendGap is the space between a legend's columns and above its first
// row.
const legendGap = 12 * vg.Inch / 72

// drawLegendBelow draws p on c with a legend of keys under the x axis, in
// p.Legend's style, so that however many keys there are, none covers the
// data. The keys go row by row, in as many columns as fit across c (at most
// one per key), each column as wide as the widest key.
func drawLegendBelow(c draw.Canvas, p *plot.Plot, keys []key) {
	if len(keys) == 0 {
		p.Draw(c)
		return
	}
	st, thumb := p.Legend.TextStyle, p.Legend.ThumbnailWidth
	column := vg.Length(0)
	for _, k := range keys {
		column = max(column, thumb+st.Width(" "+k.name)+legendGap)
	}
	across := c.Max.X - c.Min.X - titleMargin
	cols := max(1, min(len(keys), int(across/column)))
	rows := (len(keys) + cols - 1) / cols
	row := st.Height("Xg")
	tall := vg.Length(rows)*row + legendGap
	// The right margin keeps the last point's marker and interval, drawn
	// on the plot's edge, whole.
	p.Draw(draw.Crop(c, 0, -titleMargin, tall, 0))
	for i, k := range keys {
		lg := plot.NewLegend()
		lg.TextStyle, lg.ThumbnailWidth = st, thumb
		lg.Top, lg.Left = true, true
		lg.Add(k.name, k.thumbs...)
		x := c.Min.X + titleMargin + vg.Length(i%cols)*column
		top := c.Min.Y + tall - legendGap - vg.Length(i/cols)*row
		lg.Draw(draw.Canvas{Canvas: c.Canvas, Rectangle: vg.Rectangle{
			Min: vg.Point{X: x, Y: top - row},
			Max: vg.Point{X: x + column, Y: top},
		}})
	}
}
