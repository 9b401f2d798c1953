package fullthrust

import (
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// arcTolerance is geom's tolerance on an arc's border, in degrees: a
// bearing this close to a border lies in both arcs.
const arcTolerance = 1e-9

// arcsAt is geom.ArcsAt for a relative bearing in [0, 360), as
// geom.RelativeBearing returns it: the arc the bearing falls in, found by
// division rather than by testing all six, and the neighbouring arc when
// the bearing lies on the border between them. The planner asks it for
// every end state it weighs.
func arcsAt(rel float64) geom.ArcSet {
	k := int((rel + 30) / 60)
	s := geom.ArcSet(1) << (k % 6)
	if off := rel - 60*float64(k+1); off >= -30-arcTolerance {
		s |= 1 << ((k + 1) % 6)
	}
	if off := rel - 60*float64(k-1); off <= 30+arcTolerance {
		s |= 1 << ((k + 5) % 6)
	}
	return s
}

// arcsIn is manoeuvre.Shot.ArcsIn by arcsAt: the firing ship's arcs the
// target lies in.
func arcsIn(sh manoeuvre.Shot) geom.ArcSet {
	return arcsAt(geom.RelativeBearing(sh.From.Facing, sh.From.Pos, sh.To.Pos))
}
