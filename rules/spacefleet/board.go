package spacefleet

import (
	"encoding/json"
	"fmt"

	"github.com/broadside/broadside/geom"
)

// Cell is a hex of the map in offset coordinates: Col counts columns from
// the west edge and Row rows from the north edge, both from 0. Columns are
// vertical; odd columns sit half a hex lower than even ones ("odd-q"). The
// zero value is the north-west corner. Cells marshal to JSON as [col, row].
type Cell struct {
	Col, Row int
}

// String prints the cell as "col,row", the form action text uses.
func (c Cell) String() string { return fmt.Sprintf("%d,%d", c.Col, c.Row) }

// MarshalJSON writes [col, row].
func (c Cell) MarshalJSON() ([]byte, error) { return json.Marshal([2]int{c.Col, c.Row}) }

// UnmarshalJSON reads [col, row].
func (c *Cell) UnmarshalJSON(b []byte) error {
	var v [2]int
	if err := json.Unmarshal(b, &v); err != nil {
		return fmt.Errorf("spacefleet: a cell is [col, row]: %w", err)
	}
	*c = Cell{v[0], v[1]}
	return nil
}

// Hex returns the cell's axial coordinates.
func (c Cell) Hex() geom.Hex {
	return geom.Hex{Q: c.Col, R: c.Row - (c.Col-(c.Col&1))/2}
}

// CellOf returns the offset coordinates of an axial hex.
func CellOf(h geom.Hex) Cell {
	return Cell{Col: h.Q, Row: h.R + (h.Q-(h.Q&1))/2}
}

// Board is the rectangular map: Width columns by Height rows of hexes.
// The zero value is an empty map that contains no hex.
type Board struct {
	Width, Height int
}

// MaxBoard is the largest width or height of a map, in hexes.
const MaxBoard = 200

// Contains reports whether the hex lies on the map.
func (b Board) Contains(h geom.Hex) bool { return b.Index(h) >= 0 }

// Index returns a number from 0 to Width·Height−1 for a hex on the map
// (row by row), or −1 for a hex off it.
func (b Board) Index(h geom.Hex) int {
	col := h.Q
	row := h.R + (h.Q-(h.Q&1))/2
	if col < 0 || row < 0 || col >= b.Width || row >= b.Height {
		return -1
	}
	return row*b.Width + col
}

// Cells returns the number of hexes on the map.
func (b Board) Cells() int { return b.Width * b.Height }

// Edge is a side of the map, where a side's ships withdraw. The zero value
// is NoEdge, which lets the engine pick the edge nearest the side's ships.
type Edge uint8

const (
	NoEdge    Edge = iota // not set: the nearest edge to the side's starting positions
	NorthEdge             // row 0
	EastEdge              // the last column
	SouthEdge             // the last row
	WestEdge              // column 0
)

var edgeNames = [...]string{"", "north", "east", "south", "west"}

// String returns "north", "east", "south", "west", or "" for NoEdge.
func (e Edge) String() string {
	if int(e) < len(edgeNames) {
		return edgeNames[e]
	}
	return fmt.Sprintf("edge(%d)", uint8(e))
}

// MarshalText writes [Edge.String].
func (e Edge) MarshalText() ([]byte, error) { return []byte(e.String()), nil }

// UnmarshalText reads an edge's name.
func (e *Edge) UnmarshalText(b []byte) error {
	for i, n := range edgeNames {
		if string(b) == n {
			*e = Edge(i)
			return nil
		}
	}
	return fmt.Errorf("spacefleet: unknown edge %q (want north, east, south or west)", b)
}

// edgeDistance returns how many hexes a cell lies from an edge of the map:
// 0 on the edge's outermost row or column.
func (b Board) edgeDistance(e Edge, h geom.Hex) int {
	c := CellOf(h)
	switch e {
	case NorthEdge:
		return c.Row
	case SouthEdge:
		return b.Height - 1 - c.Row
	case WestEdge:
		return c.Col
	case EastEdge:
		return b.Width - 1 - c.Col
	}
	return 0
}

// nearestEdge returns the edge closest to the mean position of cells.
func (b Board) nearestEdge(cells []Cell) Edge {
	if len(cells) == 0 {
		return SouthEdge
	}
	var sc, sr int
	for _, c := range cells {
		sc += c.Col
		sr += c.Row
	}
	mc, mr := sc/len(cells), sr/len(cells)
	best, bestD := NorthEdge, mr
	for _, cand := range []struct {
		e Edge
		d int
	}{{SouthEdge, b.Height - 1 - mr}, {WestEdge, mc}, {EastEdge, b.Width - 1 - mc}} {
		if cand.d < bestD {
			best, bestD = cand.e, cand.d
		}
	}
	return best
}

// Facing is a ship's facing as it appears in setups and views: a hex side,
// written "N", "NE", "SE", "S", "SW" or "NW". The zero value is North.
type Facing geom.Dir

// Dir returns the facing as a geom.Dir.
func (f Facing) Dir() geom.Dir { return geom.Dir(f) }

// MarshalText writes the compass abbreviation.
func (f Facing) MarshalText() ([]byte, error) { return []byte(geom.Dir(f).String()), nil }

// UnmarshalText reads a compass abbreviation with geom.ParseDir.
func (f *Facing) UnmarshalText(b []byte) error {
	d, err := geom.ParseDir(string(b))
	if err != nil {
		return err
	}
	*f = Facing(d)
	return nil
}
