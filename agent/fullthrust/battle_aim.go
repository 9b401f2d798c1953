package fullthrust

import (
	"cmp"
	"math"
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
// orders are. An end position counts only within aimRadius, a little
// short of the homing radius, as the order line rounds the placement to
// 0.1 MU, and only when the target would be the nearest enemy to the
// placement, against the other enemy ships (of every side but the
// firer's, as the rules home) where they would be holding course, so
// that the salvo does not home on some other ship the firer did not
// choose. Among placements holding as much, the one holding them deeper
// inside the radius comes first, then the one nearer the course-held
// place.

// aimRadius is the homing radius in MU the aim counts end positions
// within: battle.SalvoHoming less aimSlack, so that every end it counts
// at a placement is within the homing radius of the placement as its
// order line writes it.
const aimRadius = battle.SalvoHoming - aimSlack

// aimSlack is how far in MU a placement as written can be from the one
// ranked: order lines write a point to 0.1 MU (pointLine), each
// coordinate rounded by up to 0.05 MU, 0.0707 MU in all, and the turn
// into the table's frame adds rounding errors far below the margin left.
const aimSlack = 0.071

// aimTop is how many of the best placements for a target the player
// tries, best first, before where the target would be holding course and
// where it is (a firer may have some out of its range or arcs).
const aimTop = 8

// aimer ranks the placements of the tactical player's salvos and heavy
// missiles at each enemy ship, for one call of the player's Write. It is
// not safe for concurrent use.
type aimer struct {
	pl     *Planner
	side   int        // the firing side: every other side's ships are enemies
	ships  []Duellist // the visible duellists of the call (visibleIn)
	opt    manoeuvre.ManoeuvreOptions
	ranked map[string][]geom.Vec  // placements by target name, best first
	kept   map[reachKey][]aimCand // rankings in a reach table's frame (aims); nil keeps none
	ends   []geom.Vec             // buffer: the target's end positions
	cands  []aimCand              // buffer: the best placements, best first
	placed []aimCand              // buffer: placements not kept (best)
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

// newAimer returns an aimer for side's ordnance and the ships of one call
// of Write, whose reach tables pl keeps; kept holds the rankings that depend on nothing
// but a reach table (see aims), from one call to the next.
func newAimer(pl *Planner, side int, ships []Duellist, opt manoeuvre.ManoeuvreOptions, kept map[reachKey][]aimCand) *aimer {
	return &aimer{pl: pl, side: side, ships: ships, opt: opt, ranked: map[string][]geom.Vec{}, kept: kept}
}

// aims returns the placements to try for ordnance at enemy ship t in view
// v, best first: up to aimTop of the target's end positions as the file
// comment ranks them, then where it would be holding course and where it
// is. Under vector movement, or for a ship not among the aimer's ships,
// it returns only the last two. The ranking is worked out in the reach
// table's frame (the ship at the origin heading 12); when every end is
// on the table, the ranking with no other ship near depends on the table
// alone, and a.kept keeps it.
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
	rel := s.Motion
	rel.Pos, rel.Course, rel.Facing = geom.Vec{}, 0, 0
	ahead := predicted(rel).Pos // duel_ai.go
	a.ends = a.ends[:0]
	all := true // every end on the table
	table := a.pl.reach(s.Ship, s.Motion, manoeuvre.ReachModes{}, a.opt)
	thrust := s.Ship.Drive.Current()
	for i := range table { // by index: an entry, with its order, is large to copy
		r := &table[i]
		if a.pl.inside != nil && !a.pl.inside(thrust, reachedEnd(s.Motion, r)) { // duel_ai_jump.go
			all = false
			continue
		}
		a.ends = append(a.ends, r.Pos)
	}
	span := farthest(a.ends, ahead) // how far from the course-held place the target can end
	// The other enemy ships, of any side but the firer's (a missile homes
	// on the nearest of them, rules/fullthrust/battle homing.go), holding
	// course, that can be nearer to a placement within the homing radius
	// of one of the ends, in the table's frame.
	var others []geom.Vec
	for _, o := range v.Ships {
		if o.Side != a.side && o.Name != t.Name && o.Status == "in battle" {
			if at := unturned(aheadOf(o).Sub(s.Motion.Pos), s.Motion.Course); at.Dist(ahead) <= span+2*battle.SalvoHoming {
				others = append(others, at)
			}
		}
	}
	var base []aimCand
	if all && a.kept != nil {
		key := a.pl.key(s.Ship, s.Motion, manoeuvre.ReachModes{}, a.opt)
		if base = a.kept[key]; base == nil {
			base = a.placements(nil, ahead)
			a.kept[key] = base
		}
	}
	ranked := a.best(ahead, others, base)
	out := make([]geom.Vec, 0, len(ranked)+len(fallback))
	for _, at := range ranked {
		out = append(out, s.Motion.Pos.Add(turned(at, s.Motion.Course))) // plan_arcs.go
	}
	out = append(out, fallback...)
	a.ranked[t.Name] = out
	return out
}

// unturned is turned undone: v turned anticlockwise by heading h.
func unturned(v geom.Vec, h geom.Heading) geom.Vec {
	u := h.Vec() // (sin, cos) of the heading
	return geom.Vec{X: v.X*u.Y - v.Y*u.X, Y: v.X*u.X + v.Y*u.Y}
}

// best returns up to aimTop distinct end positions of a.ends ranked as
// placements (see the file comment), none holding no end position;
// ahead is where the target would be holding course, others where the
// other enemy ships would be; base, when not nil, is what placements
// would return with no others (a.kept's). Another ship only takes end
// positions from a placement, so best weighs the others' pull on the
// placements in base's order only until a placement holds fewer end
// positions with none than the aimTop-th best holds with them.
func (a *aimer) best(ahead geom.Vec, others []geom.Vec, base []aimCand) []geom.Vec {
	if base == nil {
		a.placed = a.placements(a.placed[:0], ahead)
		base = a.placed
	}
	ranked := base
	if len(others) > 0 {
		a.cands = a.cands[:0]
		least := 0 // the aimTop-th best holding so far
		for _, c := range base {
			if len(a.cands) >= aimTop && c.n < least {
				break
			}
			if near := nearest2(c.at, others); near < aimRadius*aimRadius {
				c = a.score(c.at, ahead, c.original, near)
			}
			if c.n == 0 {
				continue
			}
			k, _ := slices.BinarySearchFunc(a.cands, c, aimOrder)
			if k >= aimTop {
				continue
			}
			if len(a.cands) < aimTop { // else the last falls out
				a.cands = append(a.cands, aimCand{})
			}
			copy(a.cands[k+1:], a.cands[k:len(a.cands)-1]) // slices.Insert, without growing past aimTop
			a.cands[k] = c
			if len(a.cands) >= aimTop {
				a.cands = a.cands[:aimTop]
				least = a.cands[aimTop-1].n
			}
		}
		ranked = a.cands
	}
	out := make([]geom.Vec, 0, aimTop+2)
	for _, c := range ranked[:min(aimTop, len(ranked))] {
		out = append(out, c.at)
	}
	return out
}

// placements returns every distinct end position of a.ends that holds
// one, scored with no other ship near and ranked best first, in the
// storage of out, an empty slice (nil: a new one).
func (a *aimer) placements(out []aimCand, ahead geom.Vec) []aimCand {
	for i, x := range a.ends {
		if slices.Contains(a.ends[:i], x) {
			continue
		}
		if c := a.score(x, ahead, i, math.Inf(1)); c.n > 0 {
			out = append(out, c)
		}
	}
	slices.SortFunc(out, aimOrder)
	return out
}

// score scores a placement at x, end position original of a.ends, whose
// nearest other enemy ship is at the root of near MU: a target's end
// farther than that homes the ordnance on the other ship.
func (a *aimer) score(x, ahead geom.Vec, original int, near float64) aimCand {
	const r = aimRadius
	c := aimCand{at: x, off: x.Dist(ahead), original: original}
	for _, e := range a.ends {
		d := e.Sub(x)
		d2 := d.X*d.X + d.Y*d.Y
		if d2 > r*r || near < d2 {
			continue
		}
		c.n++
		c.depth += r - math.Sqrt(d2)
	}
	return c
}

// aimOrder ranks placements best first: most end positions held, then
// deepest, then nearest the course-held place, then first found.
func aimOrder(p, q aimCand) int {
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
}

// nearest2 returns the least squared distance in MU² from x to others,
// +Inf when there are none: ordnance placed at x homes on a ship there
// rather than on a target ending d MU away when it is less than d².
func nearest2(x geom.Vec, others []geom.Vec) float64 {
	least := math.Inf(1)
	for _, o := range others {
		d := o.Sub(x)
		least = min(least, d.X*d.X+d.Y*d.Y)
	}
	return least
}
