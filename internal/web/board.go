package web

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/spacefleet"
)

// hexSize is the distance from a drawn hex's centre to its corners, in SVG
// user units (pixels at the board's natural size).
const hexSize = 18

// maxRange is the longest range in hexes at which a ship may fire.
const maxRange = 12

// board is the SVG drawing of one player's view: only what the view holds,
// plus, for a selected ship of the player, its firing arc with the range
// bands, range rings, and a marker at every place a legal move ends.
type board struct {
	ViewBox string
	Width   float64 // natural width and height in pixels
	Height  float64
	Hexes   []boardHex // the map, with terrain
	Arc     []boardHex // the selected ship's arc, tinted by range band
	Rings   []boardRing
	Ships   []boardShip
	Marks   []boardMark // counters, dummies, salvoes and mines
	Moves   []boardMove
	Act     string     // where a move marker posts its order; "" for none
	Dests   []boardHex // the hexes where the selected ship's moves end, as targets
	Focus   int        // the ship the board's script centres on at first, −1 for the viewer's fleet
}

// boardHex is one hex polygon with its CSS class.
type boardHex struct {
	Points string
	Class  string
	Cell   string // "col,row", for the board's script; "" when unused
}

// boardRing is a range ring around the selected ship.
type boardRing struct {
	X, Y, R float64
	Label   string
}

// boardShip is a ship drawn as a wedge pointing along its facing.
type boardShip struct {
	ID       int
	X, Y     float64
	Points   string
	Class    string
	Title    string
	Label    string
	Link     string // selects the ship; "" for a ship that is not the viewer's
	Selected bool
	Cell     string // "col,row" of its hex, for the board's script
	Stack    int    // ships of the view in its hex, when more than one; else 0
	Own      bool   // the viewer's
}

// boardMark is a counter, dummy, salvo or minefield.
type boardMark struct {
	X, Y  float64
	Class string
	Title string
	Text  string
}

// boardMove is a place where a legal move of the selected ship ends, with
// the facing it ends in. A marker is a link, so it works without the
// board's script: Link opens the game page with the move chosen, where a
// form confirms it; with the script, a click posts Vals at once.
type boardMove struct {
	Points string
	Action string
	Title  string // the tooltip: the order's text and where it ends
	Label  string // the accessible name, such as "move Lance 1 to 3,4 facing NE"
	Words  string // the move step by step, for the confirmation
	Link   string // the game page with this move chosen; set by the page
	Vals   string // the fields of the order form as JSON, for htmx
	Cell   string // "col,row" of the hex it ends in
}

// centre returns the SVG position of a cell's centre (y grows downwards).
func centre(c spacefleet.Cell) (float64, float64) {
	v := c.Hex().Center(hexSize)
	return round1(v.X), round1(-v.Y)
}

// round1 rounds to a tenth, to keep the SVG short.
func round1(x float64) float64 { return math.Round(x*10) / 10 }

// points writes vertices as an SVG points list.
func points(vs ...[2]float64) string {
	var b strings.Builder
	for i, v := range vs {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(strconv.FormatFloat(round1(v[0]), 'f', -1, 64))
		b.WriteByte(',')
		b.WriteString(strconv.FormatFloat(round1(v[1]), 'f', -1, 64))
	}
	return b.String()
}

// hexPoints returns the corners of cell c, shrunk by scale.
func hexPoints(c spacefleet.Cell, scale float64) string {
	x, y := centre(c)
	var vs [6][2]float64
	for i := range 6 {
		a := float64(i) * math.Pi / 3
		vs[i] = [2]float64{x + scale*hexSize*math.Cos(a), y + scale*hexSize*math.Sin(a)}
	}
	return points(vs[:]...)
}

// wedge returns a triangle centred on (x, y) pointing along facing f, of
// the given length in hex sizes.
func wedge(x, y float64, f geom.Dir, length float64) string {
	d := f.Vec()
	dx, dy := d.X, -d.Y
	px, py := -dy, dx
	l := length * hexSize
	return points(
		[2]float64{x + dx*l*0.6, y + dy*l*0.6},
		[2]float64{x - dx*l*0.4 + px*l*0.35, y - dy*l*0.4 + py*l*0.35},
		[2]float64{x - dx*l*0.4 - px*l*0.35, y - dy*l*0.4 - py*l*0.35},
	)
}

// shipShape returns the outline of a ship of the given side at (x, y)
// pointing along f, one shape per side (of four), so that sides differ by
// shape as well as colour: a wedge, a notched dart, a diamond and a
// blunt-nosed pentagon.
func shipShape(side int, x, y float64, f geom.Dir, length float64) string {
	d := f.Vec()
	dx, dy := d.X, -d.Y
	px, py := -dy, dx
	l := length * hexSize
	at := func(a, b float64) [2]float64 { return [2]float64{x + dx*l*a + px*l*b, y + dy*l*a + py*l*b} }
	switch side % 4 {
	case 1:
		return points(at(0.6, 0), at(-0.4, 0.38), at(-0.15, 0), at(-0.4, -0.38))
	case 2:
		return points(at(0.6, 0), at(0.05, 0.32), at(-0.45, 0), at(0.05, -0.32))
	case 3:
		return points(at(0.6, 0), at(0.2, 0.32), at(-0.4, 0.32), at(-0.4, -0.32), at(0.2, -0.32))
	}
	return wedge(x, y, f, length)
}

// cellKey writes a cell as the board's script names it, "col,row".
func cellKey(c spacefleet.Cell) string { return strconv.Itoa(c.Col) + "," + strconv.Itoa(c.Row) }

// newBoard draws view v of state st for viewer p, with ship sel of the
// viewer selected (−1 for none); link(i) is the address that selects ship
// i. Only v's contents are drawn; st is consulted for the legal moves of
// the viewer's own selected ship alone.
func newBoard(st *spacefleet.State, v spacefleet.View, p game.Player, sel int, link func(int) string) board {
	b := board{Focus: -1}
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	terrain := map[spacefleet.Cell]string{}
	for _, c := range v.Debris {
		terrain[c] = "debris"
	}
	for _, r := range v.Rocks {
		terrain[r.At] = r.Kind.String()
	}
	for row := range v.Height {
		for col := range v.Width {
			c := spacefleet.Cell{Col: col, Row: row}
			x, y := centre(c)
			minX, minY, maxX, maxY = min(minX, x), min(minY, y), max(maxX, x), max(maxY, y)
			b.Hexes = append(b.Hexes, boardHex{Points: hexPoints(c, 1), Class: "hex " + terrain[c]})
		}
	}
	pad := float64(hexSize) * 1.2
	b.Width, b.Height = round1(maxX-minX+2*pad), round1(maxY-minY+2*pad)
	b.ViewBox = fmt.Sprintf("%g %g %g %g", round1(minX-pad), round1(minY-pad), b.Width, b.Height)

	stack := map[spacefleet.Cell]int{}
	for _, s := range v.Ships {
		if s.Status == spacefleet.Active {
			stack[s.At]++
		}
	}
	for _, s := range v.Ships {
		if s.Status != spacefleet.Active {
			continue
		}
		x, y := centre(s.At)
		own := game.Player(s.Side) == p
		bs := boardShip{
			ID: s.ID, X: x, Y: y, Points: shipShape(s.Side, x, y, s.Facing.Dir(), 1.1), Cell: cellKey(s.At), Own: own && p >= 0,
			Class: fmt.Sprintf("ship side%d", s.Side%4), Label: s.Class.Abbrev(),
			Title: fmt.Sprintf("%s (%s %s) at %s facing %s: shields %d/%d, damage %d/%d", s.Name, s.Class, s.Design, s.At, facingText(s.Facing), s.Shields, s.MaxShields, s.Damage, s.Capacity),
		}
		if n := stack[s.At]; n > 1 {
			bs.Stack = n
			bs.Title += fmt.Sprintf(" (one of %d ships in this hex)", n)
		}
		if own && p >= 0 {
			bs.Link = link(s.ID)
			bs.Selected = s.ID == sel
		}
		if s.Moved {
			bs.Class += " moved"
		}
		b.Ships = append(b.Ships, bs)
		if bs.Selected {
			b.addArc(st, s, v)
		}
	}
	for _, c := range v.Counters {
		x, y := centre(c.At)
		b.Marks = append(b.Marks, boardMark{X: x, Y: y, Class: fmt.Sprintf("counter side%d", c.Side%4), Title: "an unidentified " + c.Kind + " counter", Text: "?"})
	}
	for _, d := range v.Dummies {
		x, y := centre(d.At)
		b.Marks = append(b.Marks, boardMark{X: x, Y: y, Class: "dummy", Title: fmt.Sprintf("your dummy counter %d", d.Label), Text: "d"})
	}
	for _, s := range v.Salvos {
		x, y := centre(s.At)
		b.Marks = append(b.Marks, boardMark{X: x, Y: y, Class: fmt.Sprintf("salvo side%d", s.Side%4), Title: fmt.Sprintf("missile salvo %d", s.ID), Text: "m"})
	}
	for _, m := range v.Mines {
		x, y := centre(m)
		b.Marks = append(b.Marks, boardMark{X: x, Y: y, Class: "mine", Title: "a known minefield", Text: "×"})
	}
	if sel >= 0 && p >= 0 {
		b.addMoves(st, p, sel)
	}
	return b
}

// addArc tints the hexes ship s may fire into, by range band, and draws
// range rings at the ends of the bands.
func (b *board) addArc(st *spacefleet.State, s spacefleet.ShipView, v spacefleet.View) {
	from := s.At.Hex()
	allRound := st.Options().AllRoundFire
	for row := range v.Height {
		for col := range v.Width {
			c := spacefleet.Cell{Col: col, Row: row}
			r := from.Distance(c.Hex())
			if r == 0 || r > maxRange || (!allRound && spacefleet.InRear(from, s.Facing.Dir(), c.Hex())) {
				continue
			}
			b.Arc = append(b.Arc, boardHex{Points: hexPoints(c, 0.92), Class: "arc " + spacefleet.BandOf(r).String()})
		}
	}
	x, y := centre(s.At)
	for _, r := range []int{4, 8, 12} {
		b.Rings = append(b.Rings, boardRing{X: x, Y: y, R: round1((float64(r) + 0.5) * hexSize * math.Sqrt(3)), Label: strconv.Itoa(r)})
	}
}

// addMoves marks where the legal moves of ship sel end, one marker per end
// hex and facing.
func (b *board) addMoves(st *spacefleet.State, p game.Player, sel int) {
	seen := map[[3]int]bool{}
	dest := map[spacefleet.Cell]bool{}
	for _, a := range st.Actions(p, nil) {
		if a.Kind != spacefleet.KindMove || int(a.Unit) != sel || a.Args[3] != 0 {
			continue
		}
		path := spacefleet.Path{Hexes: int(a.Args[0]), Turns: uint16(a.Args[1]), Pivot: geom.Dir(a.Args[2])}
		end, f := path.End(st.Pos(sel), st.Facing(sel))
		key := [3]int{end.Q, end.R, int(f)}
		if seen[key] {
			continue
		}
		seen[key] = true
		c := spacefleet.CellOf(end)
		if !dest[c] {
			dest[c] = true
			b.Dests = append(b.Dests, boardHex{Points: hexPoints(c, 0.95), Class: "dest", Cell: cellKey(c)})
		}
		x, y := centre(c)
		d := f.Vec()
		x, y = x+d.X*hexSize*0.5, y-d.Y*hexSize*0.5
		text := st.FormatAction(a)
		b.Moves = append(b.Moves, boardMove{
			Points: wedge(x, y, f, 0.5), Action: text, Cell: cellKey(c),
			Title: fmt.Sprintf("%s: end at %s facing %s", text, c, f),
			Label: fmt.Sprintf("move %s to %s facing %s", st.Name(sel), c, f),
			Words: moveWords(st.Name(sel), path, spacefleet.CellOf(st.Pos(sel)), st.Facing(sel), c, f),
		})
	}
}

// facingText writes a facing as its compass letters.
func facingText(f spacefleet.Facing) string {
	t, err := f.MarshalText()
	if err != nil {
		return "?"
	}
	return string(t)
}
