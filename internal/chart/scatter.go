package chart

import (
	"errors"
	"fmt"
	"math"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/plotutil"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// Scatter is a chart of points without lines: several named series, each in
// its own colour and marker shape, with a legend at the top left. Both axes
// use the same scale, so distances on the chart are true (the chart is a
// map: the end positions a ship can reach, say). Marks are extra points
// drawn larger in black, such as the ship's starting position, each with
// its own legend entry.
//
// The zero value has no series and cannot be drawn.
type Scatter struct {
	Title  string   // heading above the chart
	XLabel string   // x axis label, such as "x (MU)"
	YLabel string   // y axis label
	Series []Series // the point sets, at least one; their points are not joined
	Marks  []Series // points drawn large in black, such as a starting position
}

// draw implements [Chart].
func (s Scatter) draw(dc draw.Canvas) error {
	p, err := s.plot(float64(dc.Max.X-dc.Min.X) / float64(dc.Max.Y-dc.Min.Y))
	if err != nil {
		return err
	}
	fitTitle(p, dc.Max.X-dc.Min.X)
	p.Draw(dc)
	return nil
}

// plot checks the series and builds the plot for a chart whose width is
// aspect times its height.
func (s Scatter) plot(aspect float64) (*plot.Plot, error) {
	if len(s.Series) == 0 {
		return nil, errors.New("chart: a scatter chart needs at least one series")
	}
	p := newPlot(s.Title, s.XLabel, s.YLabel)
	p.Add(plotter.NewGrid())
	lo, hi := plotter.XY{X: math.Inf(1), Y: math.Inf(1)}, plotter.XY{X: math.Inf(-1), Y: math.Inf(-1)}
	add := func(i int, ser Series, mark bool) error {
		name := ser.Name
		if name == "" {
			name = fmt.Sprintf("series %d", i+1)
		}
		if len(ser.Points) == 0 {
			return fmt.Errorf("chart: series %q has no points", name)
		}
		xys := make(plotter.XYs, len(ser.Points))
		for j, pt := range ser.Points {
			if !finite(pt.X, pt.Y) {
				return fmt.Errorf("chart: point %d of series %q is not a finite number", j, name)
			}
			xys[j] = plotter.XY(pt)
			lo.X, lo.Y = min(lo.X, pt.X), min(lo.Y, pt.Y)
			hi.X, hi.Y = max(hi.X, pt.X), max(hi.Y, pt.Y)
		}
		sc, err := plotter.NewScatter(xys)
		if err != nil {
			return fmt.Errorf("chart: series %q: %w", name, err)
		}
		if mark {
			sc.Color = palette[len(palette)-1]
			sc.Shape = draw.PyramidGlyph{}
			sc.Radius = vg.Points(5)
		} else {
			sc.Color = palette[i%(len(palette)-1)]
			sc.Shape = plotutil.Shape(i)
			sc.Radius = vg.Points(2)
		}
		p.Add(sc)
		p.Legend.Add(name, sc)
		return nil
	}
	for i, ser := range s.Series {
		if err := add(i, ser, false); err != nil {
			return nil, err
		}
	}
	for i, ser := range s.Marks {
		if err := add(i, ser, true); err != nil {
			return nil, err
		}
	}
	equalScale(p, lo, hi, aspect)
	p.Legend.Top = true
	p.Legend.Left = true
	p.Legend.XOffs = vg.Points(8)
	return p, nil
}

// equalScale sets the axis ranges so that one unit is as long on both axes,
// for a chart whose width is aspect times its height, with a margin round
// the data.
func equalScale(p *plot.Plot, lo, hi plotter.XY, aspect float64) {
	const margin = 1.0
	cx, cy := (lo.X+hi.X)/2, (lo.Y+hi.Y)/2
	w, h := hi.X-lo.X+2*margin, hi.Y-lo.Y+2*margin
	if w/h < aspect {
		w = h * aspect
	} else {
		h = w / aspect
	}
	p.X.Min, p.X.Max = cx-w/2, cx+w/2
	p.Y.Min, p.Y.Max = cy-h/2, cy+h/2
}
