package fullthrust

import (
	"cmp"
	"math"
	"slices"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// Coarse to fine. A reach table lists every end state a ship can reach,
// 40 to 600 of them, and most differ from their neighbours by a MU or two
// of position: the same course, nearly the same speed, a turn made a
// little earlier or later. Such neighbours are worth nearly the same. So
// the battle player weighs a table coarse to fine: first one end state of
// each group of neighbours (the same course, the end speed within a band,
// all with Emergency Thrust or all without), then every end state of the
// groups whose representative was worth most. Every end state weighed is
// weighed exactly (scoreEntry with the bonus), its ET dice and re-plots
// worked out only then (etTable.fill); the end states of the groups that
// were beaten are left out. The planner then looks ahead from the best
// twelve as before (plan_ahead.go). Over the battle examples the choice is
// the exact scan's for 89-99% of ship plans (TestCoarsePassChoosesAsExactScan)
// and the tactical player's win rates against the random player stay
// within their intervals (docs/performance.md, "Planner speed, session 19").

// coarsePasses are the passes, coarsest first: each groups the end states
// the pass before kept (at first the whole table) by course, end speed
// within a band of band MU a turn, and Emergency Thrust, weighs one end
// state of each group and keeps the keep best groups, whose end states
// are all weighed after the last pass. One pass of 8 MU bands keeping 8
// groups weighs a fifth to a third of a table; a second pass of 2 MU bands
// keeping 6 weighed a little less but agreed with the exact scan less
// often (83-95% of ship plans) for no measurable gain in time.
var coarsePasses = []struct{ band, keep int }{{8, 8}}

// group is a set of a reach table's entries that end on the same course
// with speeds in the same band, either all needing Emergency Thrust or
// none.
type group struct {
	members []int   // entries of the table, in table order
	rep     int     // the member whose end lies nearest the members' mean
	sub     []group // the members grouped by the next pass's band, if any
}

// groupsOf returns the groups of members (entries of table, in table
// order) by the band of pass k and the passes after it, in the order of
// their first members.
func groupsOf(table []manoeuvre.Reached, members []int, k int) []group {
	type key struct {
		course geom.Heading
		band   int
		et     bool
	}
	width := coarsePasses[k].band
	at := map[key]int{}
	var out []group
	for _, e := range members {
		r := &table[e]
		band := r.Velocity / width
		if r.Velocity < 0 && r.Velocity%width != 0 {
			band-- // floor, for ships moving astern (RULINGS E3)
		}
		k := key{r.Course, band, r.Order.ET || r.Order.EmergencyStop}
		g, ok := at[k]
		if !ok {
			g = len(out)
			at[k] = g
			out = append(out, group{})
		}
		out[g].members = append(out[g].members, e)
	}
	for g := range out {
		var mean geom.Vec
		for _, e := range out[g].members {
			mean = mean.Add(table[e].Pos)
		}
		mean = mean.Scale(1 / float64(len(out[g].members)))
		best, bd := -1, 0.0
		for _, e := range out[g].members {
			if d := table[e].Pos.Dist(mean); best < 0 || d < bd {
				best, bd = e, d
			}
		}
		out[g].rep = best
		if k+1 < len(coarsePasses) {
			out[g].sub = groupsOf(table, out[g].members, k+1)
		}
	}
	return out
}

// groupRank is a group and the value of its representative.
type groupRank struct {
	g *group
	v float64
}

// scanCoarse returns the candidates of ship i from its reach table, in
// table order, weighed coarse to fine as described above; inside and bonus
// apply as in best. A group whose representative is off the table (or
// cannot stay on it) is represented by its first member that is on it.
func (pl *Planner) scanCoarse(ships []Duellist, i int, table []manoeuvre.Reached, et *etTable, cands []candidate, opt manoeuvre.ManoeuvreOptions) []candidate {
	s := &ships[i]
	thrust := s.Ship.Drive.Current()
	if et.groups == nil {
		all := make([]int, len(table))
		for e := range all {
			all[e] = e
		}
		et.groups = groupsOf(table, all, 0)
	}
	seen, vals, ends := pl.prune.in[:0], pl.prune.vals[:0], pl.prune.ends[:0]
	for range table {
		seen, vals, ends = append(seen, false), append(vals, math.NaN()), append(ends, manoeuvre.Motion{})
	}
	weigh := func(e int) float64 {
		if seen[e] {
			return vals[e]
		}
		seen[e] = true
		r := &table[e]
		end := reachedEnd(s.Motion, r)
		if pl.inside != nil && !pl.inside(thrust, end) {
			return math.NaN()
		}
		et.fill(e, table, s.Ship, s.Motion, opt)
		v := pl.scoreEntry(ships, i, r.Order, end, et, e)
		if pl.bonus != nil {
			v += pl.bonus(i, end)
		}
		vals[e], ends[e] = v, end
		return v
	}
	// rank weighs the representative of each group of gs and adds the
	// groups to ranks.
	rank := func(gs []group, ranks []groupRank) []groupRank {
		for g := range gs {
			if v := weigh(gs[g].rep); !math.IsNaN(v) {
				ranks = append(ranks, groupRank{&gs[g], v})
				continue
			}
			for _, e := range gs[g].members {
				if v := weigh(e); !math.IsNaN(v) {
					ranks = append(ranks, groupRank{&gs[g], v})
					break
				}
			}
		}
		return ranks
	}
	best := func(ranks []groupRank, n int) []groupRank {
		slices.SortStableFunc(ranks, func(a, b groupRank) int { return cmp.Compare(b.v, a.v) })
		return ranks[:min(n, len(ranks))]
	}
	ranks := best(rank(et.groups, pl.ranks[:0]), coarsePasses[0].keep)
	for k := 1; k < len(coarsePasses); k++ {
		next := pl.ranks2[:0]
		for _, gr := range ranks {
			next = rank(gr.g.sub, next)
		}
		pl.ranks2 = ranks[:0]
		ranks = best(next, coarsePasses[k].keep)
	}
	for _, gr := range ranks {
		for _, e := range gr.g.members {
			weigh(e)
		}
	}
	for e, v := range vals {
		if !math.IsNaN(v) {
			cands = append(cands, candidate{order: table[e].Order, end: ends[e], score: v})
		}
	}
	pl.prune.in, pl.prune.vals, pl.prune.ends, pl.ranks = seen[:0], vals[:0], ends[:0], ranks[:0]
	return cands
}
