package fullthrust

import (
	"cmp"
	"slices"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// Aiming salvos and heavy missiles. Both are placed before ships move and
// attack the nearest enemy ship within battle.SalvoHoming (6 MU) of their
// place after movement (ft-new-point-defence.txt; RULINGS A7; W14, W15),
// so the firer, who cannot see the target's orders, places them where the
// target is likely to end its move. The place where it would be holding its
// course and speed is the one a target can dodge most surely: the
// target's own side knows it too (battle_dodge.go). The tactical player
// therefore lists the end positions the target's standard orders can
// reach this turn (its reach table, the planner's [Planner.reach], without
// Hard About, Redline or Emergency Thrust, and kept on the table when the
// table has edges), each end state weighing the same, and places the
// ordnance at the one of those positions whose homing radius holds the
// most of them: a salvo there attacks the target whatever most of its
// orders are. An end position counts only when the target would be the
// nearest enemy to the placement, against the other enemy ships where they
// would be holding course, so that the salvo does not home on some other
// ship the firer did not choose. Among placements holding as much, the one
// holding them deeper inside the radius comes first, then the one nearer
// the course-held place.

// aimTop is how many of the best placements for a target the player
// tries, best first, before where the target would be holding course and
// where it is (a firer may have some out of its range or arcs).
const aimTop = 8

// aimer ranks the placements of the tactical player's salvos and heavy
// missiles at each enemy ship, for one call of the player's Write. It is
// not safe for concurrent use.
type aimer struct {
	pl     *Planner
	ships  []Duellist // the visible duellists of the call (visibleIn)
	opt    manoeuvre.ManoeuvreOptions
	ranked map[string][]geom.Vec // placements by target name, best first
	ends   []geom.Vec            // buffer: the target's end positions
	cands  []aimCand             // buffer: the scored placements
}

// aimCand is a placement scored by how many end positions it holds (n),
// how deep inside the homing radius (depth, MU summed) and how far from
// where the target would be holding course (off, MU).
type aimCand struct {
	at       geom.Vec
	n        int
	depth    float64
	off      float64
	original int // index among the end positions, for a stable order
}

// newAimer returns an aimer for the ships of one call of Write, whose
// reach tables pl keeps.
func newAimer(pl *Planner, ships []Duellist, opt manoeuvre.ManoeuvreOptions) *aimer {
	return &aimer{pl: pl, ships: ships, opt: opt, ranked: map[string][]geom.Vec{}}
}

// aims returns the placements to try for ordnance at enemy ship t in view
// v, best first: up to aimTop of the target's end positions as the file
// comment ranks them, then where it would be holding course and where it
// is. Under vector movement, or for a ship not among the aimer's ships,
// it returns only the last two.
func (a *aimer) aims(v battle.View, t *battle.ShipView) []geom.Vec {
	if r, ok := a.ranked[t.Name]; ok {
		return r
	}
	fallback := []geom.Vec{aheadOf(*t), t.At} // vector_plan.go
	k := slices.IndexFunc(a.ships, func(s Duellist) bool { return s.Ship.Name == t.Name })
	if k < 0 || a.opt.Vector || vectorMotion(a.ships[k].Motion) {
		a.ranked[t.Name] = fallback
		return fallback
	}
	s := a.ships[k]
	a.ends = a.ends[:0]
	for _, r := range a.pl.reach(s.Ship, s.Motion, manoeuvre.ReachModes{}, a.opt) {
		end := reachedEnd(s.Motion, &r) // duel_ai_jump.go
		if a.pl.inside != nil && !a.pl.inside(s.Ship.Drive.Current(), end) {
			continue
		}
		a.ends = append(a.ends, end.Pos)
	}
	var others []geom.Vec // the other enemy ships, holding course
	for _, o := range v.Ships {
		if o.Side == t.Side && o.Name != t.Name && o.Status == "in battle" {
			others = append(others, aheadOf(o))
		}
	}
	out := append(a.best(fallback[0], others), fallback...)
	a.ranked[t.Name] = out
	return out
}

// best returns up to aimTop distinct end positions of a.ends ranked as
// placements (see the file comment), none holding no end position;
// ahead is where the target would be holding course, others where the
// other enemy ships would be.
func (a *aimer) best(ahead geom.Vec, others []geom.Vec) []geom.Vec {
	const r = battle.SalvoHoming
	a.cands = a.cands[:0]
	for i, x := range a.ends {
		if slices.Contains(a.ends[:i], x) {
			continue
		}
		c := aimCand{at: x, off: x.Dist(ahead), original: i}
		for _, e := range a.ends {
			d := e.Dist(x)
			if d > r || blocked(x, d, others) {
				continue
			}
			c.n++
			c.depth += r - d
		}
		if c.n > 0 {
			a.cands = append(a.cands, c)
		}
	}
	slices.SortFunc(a.cands, func(p, q aimCand) int {
		if p.n != q.n {
			return cmp.Compare(q.n, p.n)
		}
		if p.depth != q.depth {
			return cmp.Compare(q.depth, p.depth)
		}
		if p.off != q.off {
			return cmp.Compare(p.off, q.off)
		}
		return cmp.Compare(p.original, q.original)
	})
	out := make([]geom.Vec, 0, aimTop+2)
	for _, c := range a.cands[:min(aimTop, len(a.cands))] {
		out = append(out, c.at)
	}
	return out
}

// blocked reports whether an enemy ship at one of others is nearer to a
// placement at x than d MU, so that ordnance there homes on it instead.
func blocked(x geom.Vec, d float64, others []geom.Vec) bool {
	for _, o := range others {
		if o.Dist(x) < d {
			return true
		}
	}
	return false
}
