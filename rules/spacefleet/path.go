package spacefleet

import (
	"fmt"
	"strings"

	"github.com/broadside/broadside/geom"
)

// Path is one movement order for a ship or a missile salvo ("Movement"):
// Hexes steps straight ahead, each optionally followed by a turn of one hex
// side, or, when Hexes is 0, a pivot in place to face Pivot. The zero value
// is "stay put facing north".
//
// The turn after step k (counted from 0) is stored in two bits of Turns:
// 0 none, 1 to starboard (clockwise), 2 to port. The first hex is always
// straight ahead of the starting facing, because turns come after steps.
type Path struct {
	Hexes int      // hexes moved, 0 to MaxPath
	Turns uint16   // two bits a step: the turn made after that step
	Pivot geom.Dir // the facing after a move of 0 hexes
}

// MaxPath is the longest path: a missile salvo's 6 hexes.
const MaxPath = 6

// Turn returns the turn after step k: −1 to port, 0 none, +1 to starboard.
func (p Path) Turn(k int) int {
	switch (p.Turns >> (2 * k)) & 3 {
	case 1:
		return 1
	case 2:
		return -1
	}
	return 0
}

// WithTurn returns the path with the turn after step k set to t (−1, 0 or
// +1).
func (p Path) WithTurn(k, t int) Path {
	p.Turns &^= 3 << (2 * k)
	switch t {
	case 1:
		p.Turns |= 1 << (2 * k)
	case -1:
		p.Turns |= 2 << (2 * k)
	}
	return p
}

// lastTurn reports whether the path turns after its last step.
func (p Path) lastTurn() bool { return p.Hexes > 0 && p.Turn(p.Hexes-1) != 0 }

// String writes the path as "F" for each hex and "R" or "L" for each turn,
// such as "FFRF"; a pivot is "pivot SE" and staying put facing the same
// way is "stay" only when the facing is known, so a bare Path writes the
// pivot.
func (p Path) String() string {
	if p.Hexes == 0 {
		return "pivot " + p.Pivot.String()
	}
	var b strings.Builder
	for k := range p.Hexes {
		b.WriteByte('F')
		switch p.Turn(k) {
		case 1:
			b.WriteByte('R')
		case -1:
			b.WriteByte('L')
		}
	}
	return b.String()
}

// ParsePath reads a path written as by [Path.String]: letters F, R and L
// (any case, spaces ignored; R and L only after an F) or "pivot DIR".
// facing is the unit's current facing, which "stay" keeps.
func ParsePath(text string, facing geom.Dir) (Path, error) {
	t := strings.TrimSpace(text)
	low := strings.ToLower(t)
	switch {
	case low == "stay" || low == "-":
		return Path{Pivot: facing}, nil
	case strings.HasPrefix(low, "pivot"):
		d, err := geom.ParseDir(strings.TrimSpace(t[len("pivot"):]))
		if err != nil {
			return Path{}, fmt.Errorf("spacefleet: path %q: %w", text, err)
		}
		return Path{Pivot: d}, nil
	}
	var p Path
	col := 0 // of r in t, counting characters from 1
	for _, r := range strings.ToUpper(t) {
		col++
		switch r {
		case ' ', '.', ',':
		case 'F':
			if p.Hexes == MaxPath {
				return Path{}, fmt.Errorf("spacefleet: path %q is longer than %d hexes", text, MaxPath)
			}
			p.Hexes++
		case 'R', 'L':
			if p.Hexes == 0 {
				return Path{}, fmt.Errorf("spacefleet: path %q turns before its first hex; the first hex is straight ahead", text)
			}
			if p.Turn(p.Hexes-1) != 0 {
				return Path{}, fmt.Errorf("spacefleet: path %q turns twice in one hex", text)
			}
			t := 1
			if r == 'L' {
				t = -1
			}
			p = p.WithTurn(p.Hexes-1, t)
		default:
			return Path{}, fmt.Errorf("spacefleet: path %q: column %d: unexpected %q (want F, R, L, stay or pivot DIR)", text, col, r)
		}
	}
	if p.Hexes == 0 {
		return Path{}, fmt.Errorf("spacefleet: empty path")
	}
	return p, nil
}

// CheckPath reports whether a path obeys the turning rules for a unit of
// the given speed (RULINGS D2#9): no more hexes than the speed, at most
// one turn per hex, and no turn after the last hex unless the move is
// shorter than the speed or mayTurnLast (a dreadnought) is set. A pivot in
// place is always allowed.
func CheckPath(p Path, speed int, mayTurnLast bool) error {
	switch {
	case p.Hexes < 0 || p.Hexes > MaxPath:
		return fmt.Errorf("spacefleet: a path of %d hexes", p.Hexes)
	case p.Hexes > speed:
		return fmt.Errorf("spacefleet: %d hexes is more than the speed of %d", p.Hexes, speed)
	case p.Hexes == 0:
		if p.Pivot > 5 {
			return fmt.Errorf("spacefleet: pivot to invalid facing %d", p.Pivot)
		}
		return nil
	case p.Turns>>(2*p.Hexes) != 0:
		return fmt.Errorf("spacefleet: turns recorded beyond the path's %d hexes", p.Hexes)
	}
	for k := range p.Hexes {
		if (p.Turns>>(2*k))&3 == 3 {
			return fmt.Errorf("spacefleet: invalid turn code after hex %d", k+1)
		}
	}
	if p.lastTurn() && p.Hexes == speed && !mayTurnLast {
		return fmt.Errorf("spacefleet: a ship making its full move may not turn after its last hex (only a dreadnought may)")
	}
	return nil
}

// Walk follows the path from a position and facing and calls visit for each
// hex entered, with the facing the unit has on entering it; visit returns
// false to stop. Walk returns where the path ends and the final facing.
func (p Path) Walk(from geom.Hex, facing geom.Dir, visit func(h geom.Hex, f geom.Dir) bool) (geom.Hex, geom.Dir) {
	if p.Hexes == 0 {
		return from, p.Pivot
	}
	pos := from
	for k := range p.Hexes {
		pos = pos.Neighbor(facing)
		if visit != nil && !visit(pos, facing) {
			return pos, facing
		}
		facing = facing.Turn(p.Turn(k))
	}
	return pos, facing
}

// End returns where the path ends and the final facing, ignoring terrain.
func (p Path) End(from geom.Hex, facing geom.Dir) (geom.Hex, geom.Dir) {
	return p.Walk(from, facing, nil)
}

// AppendPaths appends to dst every path the turning rules allow a unit of
// the given speed (see [CheckPath]): the six pivots in place first, then
// each length from 1 to speed with every combination of turns, and returns
// the extended slice.
func AppendPaths(dst []Path, speed int, mayTurnLast bool) []Path {
	for d := range geom.Dir(6) {
		dst = append(dst, Path{Pivot: d})
	}
	speed = min(speed, MaxPath)
	for n := 1; n <= speed; n++ {
		turnsAt := n - 1 // steps after which a turn may follow
		if n < speed || mayTurnLast {
			turnsAt = n
		}
		combos := 1
		for range turnsAt {
			combos *= 3
		}
		for c := range combos {
			p := Path{Hexes: n}
			x := c
			for k := range turnsAt {
				p = p.WithTurn(k, x%3-1)
				x /= 3
			}
			dst = append(dst, p)
		}
	}
	return dst
}
