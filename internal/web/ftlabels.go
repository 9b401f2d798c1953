package web

import (
	"math"
	"strings"
	"unicode"
)

// The names on the battle board are placed so that no two overlap, however
// close the ships stand: a label goes below its ship when there is room,
// else above it, to its right or to its left, else one row further out in
// the same order, and so on; a label one row out or more gets a leader
// line to its ship. Ships are placed in the view's order, each label
// avoiding the labels placed before it and every ship's, fighter group's
// and placed ordnance's mark (the marks where the rings allow), so the
// same view gives the same drawing. A fighter group's strength is written
// inside its mark unless the mark overlaps another group's or a ship's; it
// is then written beside it, with the group's name, as a ship's label is.
// All lengths are in MU, in the drawing's coordinates (y down the screen).

// Sizes of the board's marks and labels, in MU (ftboard.css and
// ftgame.html draw them at these sizes).
const (
	shipFont     = 1.6 // a ship's name
	fighterFont  = 1.4 // a fighter group's strength
	shipRadius   = 1.9 // a ship's hull outline reaches 1.8 from its place
	fighterMark  = 1.2 // a fighter group's circle
	fighterReach = 2.2 // the end of its facing stroke
	labelGap     = 0.3 // between a mark and its label
	rowGap       = 0.2 // between two rows of labels
	leaderFrom   = 1   // the ring from which a label gets a leader line
	ordnanceMark = 1.5 // a placed salvo's, missile's or bolt's square (2 MU a side) and its letter
	ordnanceDrop = 2.6 // the letter's centre below the square's (ftgame.html: dy 3.2)
)

// A label's box reaches above and below its baseline as a browser lays
// out a sans-serif line (DejaVu Sans: 0.93 and 0.24), in ems.
const (
	labelAscent  = 0.95
	labelDescent = 0.25
)

// labelBox is a label's rectangle in the drawing.
type labelBox struct{ x0, y0, x1, y1 float64 }

// overlaps reports whether two boxes share more than an edge.
func (a labelBox) overlaps(b labelBox) bool {
	return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1
}

// covers reports whether the box overlaps the disc of radius r about c.
func (a labelBox) covers(c ftVec, r float64) bool {
	dx := c.x - math.Max(a.x0, math.Min(c.x, a.x1))
	dy := c.y - math.Max(a.y0, math.Min(c.y, a.y1))
	return dx*dx+dy*dy < r*r
}

// ftVec is a point of the drawing as numbers (ftPoint holds it formatted).
type ftVec struct{ x, y float64 }

// markDisc is a mark on the board that labels keep off: its centre and
// radius.
type markDisc struct {
	at ftVec
	r  float64
}

// ftLabel is where a label is drawn: its anchor (the middle of its
// baseline), its length, to which the text is fitted (textLength), and the
// leader line to its mark when it stands a row or more away; Leader is nil
// otherwise.
type ftLabel struct {
	X, Y, Length string
	Leader       *ftLine
}

// labelWidth estimates the length of text at font size size, from the
// advance widths of a common sans-serif face (in ems); the board fits the
// text to this length, so a face that differs squeezes or stretches it a
// little and never overruns its box.
func labelWidth(text string, size float64) float64 {
	em := 0.0
	for _, r := range text {
		switch {
		case strings.ContainsRune(" iljI.,:;!|'", r):
			em += 0.28
		case strings.ContainsRune("frt()[]-", r):
			em += 0.34
		case strings.ContainsRune("MWmw", r):
			em += 0.86
		case unicode.IsUpper(r):
			em += 0.68
		case unicode.IsDigit(r):
			em += 0.56
		case r < 128:
			em += 0.54
		default:
			em += 0.62
		}
	}
	return em * size
}

// labelPlacer places labels one after another, each clear of those placed
// before it and, when it can be, of every mark.
type labelPlacer struct {
	marks  []markDisc
	placed []labelBox
}

// place returns where the label text of font size size goes beside the
// mark of radius r at at, and records its box. It tries the rings of
// places around the mark from the nearest out, first clear of every label
// and mark, then, when no ring within reach is, clear of labels only
// (a label may then cover a mark, never another label).
func (p *labelPlacer) place(text string, size float64, at ftVec, r float64) ftLabel {
	w, h := labelWidth(text, size), (labelAscent+labelDescent)*size
	rings := 2*len(p.placed) + 4
	for _, strict := range []bool{true, false} {
		for k := 0; k <= rings; k++ {
			for _, b := range ringBoxes(at, r, w, h, k) {
				if p.clear(b, strict) {
					return p.keep(b, at, r, size, k)
				}
			}
		}
	}
	// Unreachable: a ring far enough out clears every label, since each
	// blocks a bounded stretch of the rows. Below everything, to be safe.
	low := at.y + r
	for _, q := range p.placed {
		low = math.Max(low, q.y1)
	}
	b := labelBox{at.x - w/2, low + labelGap, at.x + w/2, low + labelGap + h}
	return p.keep(b, at, r, size, rings+1)
}

// clear reports whether box b overlaps no placed label and, when strict,
// no mark (the ring boxes of a mark never reach into it).
func (p *labelPlacer) clear(b labelBox, strict bool) bool {
	for _, q := range p.placed {
		if b.overlaps(q) {
			return false
		}
	}
	if !strict {
		return true
	}
	for _, m := range p.marks {
		if b.covers(m.at, m.r) {
			return false
		}
	}
	return true
}

// keep records box b as placed for the mark at at of radius r, found in
// ring k, and returns its label: the text's baseline sits the descent
// above the box's foot.
func (p *labelPlacer) keep(b labelBox, at ftVec, r, size float64, k int) ftLabel {
	p.placed = append(p.placed, b)
	l := ftLabel{X: mu((b.x0 + b.x1) / 2), Y: mu(b.y1 - labelDescent*size), Length: mu(b.x1 - b.x0)}
	if k >= leaderFrom {
		// From the mark's edge to the nearest point of the box.
		to := ftVec{math.Max(b.x0, math.Min(at.x, b.x1)), math.Max(b.y0, math.Min(at.y, b.y1))}
		d := math.Hypot(to.x-at.x, to.y-at.y)
		from := ftVec{at.x + (to.x-at.x)*r/d, at.y + (to.y-at.y)*r/d}
		l.Leader = &ftLine{X1: mu(from.x), Y1: mu(from.y), X2: mu(to.x), Y2: mu(to.y)}
	}
	return l
}

// ringBoxes returns the places of ring k for a label w by h beside a mark
// of radius r at at, in the order they are tried: below, above, right and
// left of the mark in ring 0, and k rows further out from there in ring
// k (beside the mark, k rows lower, then k rows higher).
func ringBoxes(at ftVec, r, w, h float64, k int) []labelBox {
	box := func(cx, cy float64) labelBox { return labelBox{cx - w/2, cy - h/2, cx + w/2, cy + h/2} }
	out := float64(k) * (h + rowGap)
	near := r + labelGap + h/2
	side := r + labelGap + w/2
	boxes := []labelBox{box(at.x, at.y+near+out), box(at.x, at.y-near-out)}
	if k == 0 {
		return append(boxes, box(at.x+side, at.y), box(at.x-side, at.y))
	}
	return append(boxes, box(at.x+side, at.y+out), box(at.x+side, at.y-out), box(at.x-side, at.y+out), box(at.x-side, at.y-out))
}

// labelBoard places the labels of b's ships and fighter groups, whose
// places in the drawing are shipAt and fighterAt (in the order of b.Ships
// and b.Fighters), clear of the ordnance placed at ordnanceAt where they
// can be, and returns the boxes of the labels placed beside their marks,
// which the drawing's bounds take in.
func labelBoard(b *ftBoard, shipAt, fighterAt, ordnanceAt []ftVec) []labelBox {
	var p labelPlacer
	for _, at := range shipAt {
		p.marks = append(p.marks, markDisc{at, shipRadius})
	}
	for i, at := range fighterAt {
		r := fighterMark
		if b.Fighters[i].Tick != nil {
			r = fighterReach
		}
		p.marks = append(p.marks, markDisc{at, r})
	}
	for _, at := range ordnanceAt { // after the groups: fighter tags find their mark's radius by index
		p.marks = append(p.marks, markDisc{at, ordnanceMark}, markDisc{ftVec{at.x, at.y + ordnanceDrop}, ordnanceMark})
	}
	for i := range b.Ships {
		b.Ships[i].Label = p.place(b.Ships[i].Name, shipFont, shipAt[i], shipRadius)
	}
	for i := range b.Fighters {
		if !markCrowded(fighterAt[i], i, shipAt, fighterAt) {
			continue
		}
		f := &b.Fighters[i]
		f.Tag = f.Name + " " + f.Label
		l := p.place(f.Tag, fighterFont, fighterAt[i], p.marks[len(shipAt)+i].r)
		f.TagAt = &l
	}
	return p.placed
}

// markCrowded reports whether fighter group i's mark at at overlaps
// another group's mark or a ship's outline, which would hide or cross the
// strength written inside it.
func markCrowded(at ftVec, i int, shipAt, fighterAt []ftVec) bool {
	for _, s := range shipAt {
		if math.Hypot(s.x-at.x, s.y-at.y) < shipRadius+fighterMark {
			return true
		}
	}
	for j, g := range fighterAt {
		if j != i && math.Hypot(g.x-at.x, g.y-at.y) < 2*fighterMark {
			return true
		}
	}
	return false
}
