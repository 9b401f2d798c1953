package fullthrust

import (
	"fmt"
	"math"
	"strconv"

	"github.com/broadside/broadside/geom"
)

// pointLine returns the ordnance line "NAME WORD: X Y" placing ordnance
// of the ship named name at p, each coordinate in MU to one decimal: the
// text fmt.Sprintf("%s %s: %.1f %.1f", ...) writes, built in one
// allocation (the writers try many placements a turn).
func pointLine(name, word string, p geom.Vec) string {
	if math.IsInf(p.X, 0) || math.IsInf(p.Y, 0) || math.IsNaN(p.X) || math.IsNaN(p.Y) {
		return fmt.Sprintf("%s %s: %.1f %.1f", name, word, p.X, p.Y) // fmt writes these its own way
	}
	var buf [96]byte
	b := append(buf[:0], name...)
	b = append(b, ' ')
	b = append(b, word...)
	b = append(b, ": "...)
	b = strconv.AppendFloat(b, p.X, 'f', 1, 64)
	b = append(b, ' ')
	b = strconv.AppendFloat(b, p.Y, 'f', 1, 64)
	return string(b)
}
