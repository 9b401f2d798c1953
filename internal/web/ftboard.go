package web

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// The battle page draws the table in SVG, one user unit a MU, with +y of
// the table (12 o'clock) drawn upwards: a point (x, y) of the table is
// (x, -y) in the drawing. Ships are drawn pointing along their facing;
// the first side's ships are triangles, the second's chevrons and any
// further side's diamonds, each side in its own colour. The selected
// ship's fire arcs with their range bands and, for the player's own ships
// in the movement round, the fan of end positions its legal orders reach
// are drawn hidden and shown by ftboard.js when the ship is selected.
// The ships' names and crowded fighter groups' tags are placed so that
// none overlaps another (ftlabels.go).

// ftMargin is the space drawn around the table or, on an open table,
// around the ships, in MU.
const ftMargin = 6

// ftBand is the width of a beam range band, in MU (RULINGS A1).
const ftBand = 12

// ftBoard is the drawing of a battle's table.
type ftBoard struct {
	ViewBox  string
	Edge     *ftRect // the table's edge; nil for an open table
	Grid     []ftLine
	Ships    []ftShipMark
	Fighters []ftMark
	Salvos   []ftMark
	// Aims are the fire declared this turn, a line from each firing ship to
	// each target its revealed fire orders name, drawn in the reaction
	// round (reading W94), when the fire is known and not yet rolled.
	Aims   []ftLine
	Legend []ftKey
}

// ftKey is one side in the table's legend: its name and its ships' shape.
type ftKey struct {
	Name, Shape string
	Side        int
}

// ftRect is a rectangle of the drawing.
type ftRect struct{ X, Y, W, H string }

// ftLine is a line of the drawing.
type ftLine struct{ X1, Y1, X2, Y2 string }

// ftShipMark is one ship on the table with what is drawn for it.
type ftShipMark struct {
	Index    int // the ship's index in the battle (setup order)
	Name     string
	Side     int
	Class    string // CSS classes: side, own, status
	Own      bool
	X, Y     string // the ship's place in the drawing
	Rotate   string // the facing in degrees clockwise from up
	Shape    string // the hull's outline around the origin, pointing up
	Drift    ftLine // where it drifts in a turn on its course at its velocity
	Title    string
	Arcs     []ftArc
	Bands    []string // range band circles' radii, in MU
	Fan      []ftPoint
	InBattle bool
	Label    ftLabel // where its name is written (ftlabels.go)
}

// ftArc is one fire arc of a ship, drawn as a wedge of the given path.
type ftArc struct {
	Path  string
	Label string
}

// ftPoint is a point of the drawing.
type ftPoint struct{ X, Y string }

// ftMark is a fighter group or a salvo on the table.
type ftMark struct {
	X, Y  string
	Side  int
	Label string
	Title string
	Name  string // a fighter group's name, which its orders use
	Own   bool   // a fighter group of the side viewing
	// Tick is a fighter group's facing (battle reading W121: it attacks
	// only into its front 180 degrees), drawn as a short stroke out of its
	// mark; empty for a salvo and for a group the view gives no facing.
	Tick []ftPoint
	// Tag is a fighter group's name and strength, written beside its mark
	// at TagAt when its mark overlaps another's (ftlabels.go); empty, and
	// TagAt nil, when the strength is written inside the mark.
	Tag   string
	TagAt *ftLabel
}

// facingTick returns the two ends of the stroke that shows a group's
// facing, in degrees clockwise from 12 o'clock, out of its mark at at
// (MU): from the mark's edge (1.2 MU) to 2.2 MU from its centre. The
// drawing's y axis points down the table.
func facingTick(at geom.Vec, facing float64) []ftPoint {
	sin, cos := math.Sincos(facing * math.Pi / 180)
	end := func(r float64) ftPoint { return ftPoint{X: mu(at.X + r*sin), Y: mu(-(at.Y + r*cos))} }
	return []ftPoint{end(1.2), end(2.2)}
}

// degrees formats a group's facing (battle.FighterView.Facing) in whole
// degrees, or returns "" for a group without one.
func degrees(facing *float64) string {
	if facing == nil {
		return ""
	}
	return strconv.FormatFloat(*facing, 'f', 0, 64)
}

// mu formats a length in MU for the drawing.
func mu(v float64) string { return strconv.FormatFloat(math.Round(v*100)/100, 'f', -1, 64) }

// shapes are the hull outlines of the sides, pointing up, about 3 MU long.
var shapes = []string{"0,-1.8 1.2,1.2 -1.2,1.2", "0,-1.8 1.3,1.3 0,0.5 -1.3,1.3", "0,-1.8 1.1,0 0,1.6 -1.1,0"}

// newFTBoard draws view as side you sees it; ships are the battle's ships
// as the engine knows them, of which only those in the view are drawn, and
// reach says whether to draw the fans of own ships (the movement round).
func newFTBoard(v battle.View, ships []battle.ShipState, names map[string]int, opt manoeuvre.ManoeuvreOptions, reach bool) ftBoard {
	var b ftBoard
	var shipAt, fighterAt, ordnanceAt []ftVec // the marks' places in the drawing
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	grow := func(p geom.Vec) {
		minX, maxX = math.Min(minX, p.X), math.Max(maxX, p.X)
		minY, maxY = math.Min(minY, p.Y), math.Max(maxY, p.Y)
	}
	if !v.Table.Open() {
		w, d := v.Table.Width, v.Table.Depth
		b.Edge = &ftRect{X: mu(-w / 2), Y: mu(-d / 2), W: mu(w), H: mu(d)}
		grow(geom.Vec{X: -w / 2, Y: -d / 2})
		grow(geom.Vec{X: w / 2, Y: d / 2})
		for x := -math.Floor(w/2/ftBand) * ftBand; x <= w/2; x += ftBand {
			b.Grid = append(b.Grid, ftLine{X1: mu(x), Y1: mu(-d / 2), X2: mu(x), Y2: mu(d / 2)})
		}
		for y := -math.Floor(d/2/ftBand) * ftBand; y <= d/2; y += ftBand {
			b.Grid = append(b.Grid, ftLine{X1: mu(-w / 2), Y1: mu(y), X2: mu(w / 2), Y2: mu(y)})
		}
	}
	for _, sv := range v.Ships {
		i, ok := names[sv.Name]
		if !ok || sv.Status == "arriving" || sv.Status == "gone" {
			continue
		}
		grow(sv.At)
		m := ftShipMark{Index: i, Name: sv.Name, Side: sv.Side, Own: sv.Side == v.You, X: mu(sv.At.X), Y: mu(-sv.At.Y),
			Rotate: strconv.Itoa(sv.Facing % 12 * 30), Shape: shapes[min(sv.Side, len(shapes)-1)],
			InBattle: sv.Status == "in battle"}
		m.Class = fmt.Sprintf("ftship side%d", min(sv.Side, 2))
		if m.Own {
			m.Class += " own"
		}
		if !m.InBattle {
			m.Class += " " + strings.ReplaceAll(sv.Status, " ", "-")
		}
		end := sv.At.Add(geom.Clock(sv.Course).Vec().Scale(float64(sv.Velocity)))
		m.Drift = ftLine{X1: m.X, Y1: m.Y, X2: mu(end.X), Y2: mu(-end.Y)}
		m.Title = fmt.Sprintf("%s (%s, %s): facing %d, course %d, velocity %d, hull %d", sv.Name, sideName(v, sv.Side), sv.Class, sv.Facing, sv.Course, sv.Velocity, sv.Hull)
		if !m.InBattle {
			m.Title += ", " + sv.Status
		}
		if m.InBattle && i < len(ships) {
			m.Arcs, m.Bands = arcsOf(ships[i])
			if reach && m.Own {
				m.Fan = fanOf(ships[i], opt)
			}
		}
		b.Ships = append(b.Ships, m)
		shipAt = append(shipAt, ftVec{sv.At.X, -sv.At.Y})
	}
	for _, f := range v.Fighters {
		if f.Status != "in space" {
			continue
		}
		grow(f.At)
		g := ftMark{X: mu(f.At.X), Y: mu(-f.At.Y), Side: min(f.Side, 2), Label: strconv.Itoa(f.Strength), Name: f.Name, Own: f.Side == v.You,
			Title: fmt.Sprintf("%s (%s fighters of %s): %d left, CEF %d", f.Name, f.Type, sideName(v, f.Side), f.Strength, f.CEF)}
		if f.Facing != nil { // none before rules version 8, nor for one scrambled on its first flight under version 8 and yet to move (W121, W122)
			g.Tick = facingTick(f.At, *f.Facing)
			g.Title += ", facing " + degrees(f.Facing) + "°"
		}
		b.Fighters = append(b.Fighters, g)
		fighterAt = append(fighterAt, ftVec{f.At.X, -f.At.Y})
	}
	b.Aims = declaredFire(v)
	side := make(map[string]int, len(v.Ships))
	for _, sv := range v.Ships {
		side[sv.Name] = sv.Side
	}
	for _, o := range v.Ordnance { // placed this turn, in the fire and reaction rounds
		grow(o.At)
		b.Salvos = append(b.Salvos, ftMark{X: mu(o.At.X), Y: mu(-o.At.Y), Side: min(side[o.Ship], 2), Label: o.Kind[:1],
			Title: fmt.Sprintf("%s %s placed at %.1f %.1f this turn", o.Ship, o.Kind, o.At.X, o.At.Y)})
		ordnanceAt = append(ordnanceAt, ftVec{o.At.X, -o.At.Y})
	}
	for i, name := range v.Sides {
		k := min(i, len(shapes)-1)
		b.Legend = append(b.Legend, ftKey{Name: name, Shape: shapes[k], Side: k})
	}
	labels := labelBoard(&b, shipAt, fighterAt, ordnanceAt)
	if math.IsInf(minX, 1) {
		minX, minY, maxX, maxY = -24, -24, 24, 24
	}
	// The drawing's bounds, y down, with the margin, stretched to take in
	// every label with half a MU to spare.
	x0, y0, x1, y1 := minX-ftMargin, -maxY-ftMargin, maxX+ftMargin, -minY+ftMargin
	for _, l := range labels {
		x0, y0 = math.Min(x0, l.x0-0.5), math.Min(y0, l.y0-0.5)
		x1, y1 = math.Max(x1, l.x1+0.5), math.Max(y1, l.y1+0.5)
	}
	b.ViewBox = fmt.Sprintf("%s %s %s %s", mu(x0), mu(y0), mu(x1-x0), mu(y1-y0))
	return b
}

// sideName returns the name of side i of the view.
func sideName(v battle.View, i int) string {
	if i >= 0 && i < len(v.Sides) {
		return v.Sides[i]
	}
	return "side " + strconv.Itoa(i+1)
}

// arcsOf returns the wedges of a ship's working beam batteries, one per
// arc, as far as the longest battery in it reaches, and the radii of the
// range bands (every 12 MU up to the longest reach). A ship inverted by a
// Roll has its port and starboard arcs swapped (RULINGS A3).
func arcsOf(s battle.ShipState) ([]ftArc, []string) {
	var reach [6]float64
	longest := 0.0
	for _, g := range manoeuvre.Guns(s.Sheet) {
		if g.System >= 0 && g.System < len(s.Sheet.Systems) && s.Sheet.Systems[g.System].Destroyed {
			continue
		}
		arcs := g.Arcs
		if s.Motion.Inverted {
			arcs = arcs.Mirror()
		}
		r := manoeuvre.BeamReach(g.Class)
		for a := geom.Arc(0); a < 6; a++ {
			if arcs.Has(a) {
				reach[a] = math.Max(reach[a], r)
			}
		}
		longest = math.Max(longest, r)
	}
	var out []ftArc
	for a := geom.Arc(0); a < 6; a++ {
		if reach[a] == 0 {
			continue
		}
		// The arc's centre is a clock point relative to the facing; the
		// drawing is rotated by the facing, so only the arc's own angle
		// counts here. Angles run clockwise from up.
		c := float64(a) * 60
		out = append(out, ftArc{Path: sector(reach[a], c-30, c+30), Label: a.String()})
	}
	var bands []string
	for r := float64(ftBand); r <= longest; r += ftBand {
		bands = append(bands, mu(r))
	}
	return out, bands
}

// sector returns the SVG path of a circle's sector of radius r from angle
// from to angle to, in degrees clockwise from up.
func sector(r, from, to float64) string {
	pt := func(deg float64) string {
		rad := deg * math.Pi / 180
		return mu(r*math.Sin(rad)) + " " + mu(-r*math.Cos(rad))
	}
	return "M0 0 L" + pt(from) + " A" + mu(r) + " " + mu(r) + " 0 0 1 " + pt(to) + " Z"
}

// maxFan bounds the end positions drawn for one ship.
const maxFan = 600

// fanOf returns the end positions a ship's legal orders reach this turn
// within the drive's standard limits (manoeuvre.Reach), in the drawing.
func fanOf(s battle.ShipState, opt manoeuvre.ManoeuvreOptions) []ftPoint {
	ends := manoeuvre.Reach(s.Sheet, s.Motion, manoeuvre.ReachModes{}, opt)
	seen := map[ftPoint]bool{}
	var out []ftPoint
	for _, e := range ends {
		p := ftPoint{X: mu(math.Round(e.Pos.X*2) / 2), Y: mu(-math.Round(e.Pos.Y*2) / 2)}
		if seen[p] {
			continue
		}
		seen[p] = true
		out = append(out, p)
		if len(out) == maxFan {
			break
		}
	}
	return out
}

// declaredFire returns a line from each ship to each target the sides'
// revealed fire orders name ("SHIP: TARGET [WEAPONS], OTHER"), in the
// reaction round only: the fire is declared and not yet rolled.
func declaredFire(v battle.View) []ftLine {
	if v.Phase != battle.ReactPhase.String() {
		return nil
	}
	at := make(map[string]geom.Vec, len(v.Ships))
	for _, sv := range v.Ships {
		if sv.Status == "in battle" {
			at[sv.Name] = sv.At
		}
	}
	var out []ftLine
	for _, text := range v.Revealed {
		for _, line := range strings.Split(text, ";") {
			name, rest, ok := strings.Cut(line, ":")
			from, known := at[strings.TrimSpace(name)]
			if !ok || !known {
				continue
			}
			for _, t := range strings.Split(rest, ",") {
				t, _, _ = strings.Cut(t, "[")
				if to, ok := at[strings.TrimSpace(t)]; ok {
					out = append(out, ftLine{X1: mu(from.X), Y1: mu(-from.Y), X2: mu(to.X), Y2: mu(-to.Y)})
				}
			}
		}
	}
	return out
}
