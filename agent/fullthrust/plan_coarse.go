package fullthrust

import (
	"math"
	"slices"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// Coarse to fine. A reach table lists every end state a ship can reach, 40
// to 600 of them, and most differ from their neighbours by a MU or two of
// position: the same course, nearly the same speed, a turn made a little
// earlier or later. Such neighbours are worth nearly the same. So the
// battle player weighs a table coarse to fine: first one end state of each
// wide group of neighbours (two neighbouring courses, the end speed within
// a band of 16 MU, all with Emergency Thrust or all without), then one of
// each narrower group (one course, a band of 8 MU) inside the 4 wide
// groups whose representative was worth most, then every end state of the
// 3 narrow groups worth most. A ship with ordnance to launch is weighed
// from the narrow groups instead (ordnanceScan, coarseScans[2]: one end
// state of every narrow group, as the single pass of sessions 19-25 did,
// then one of each half of the best 8 by 4 MU bands, then every end state
// of the best 6 halves; ordnanceShips says why). Every end state weighed
// is weighed exactly (scoreEntry with the bonus), its ET dice and re-plots
// worked out only then (etTable.fill); the end states of the groups
// that were beaten are left out. The planner then looks ahead from the
// best twelve as before (plan_ahead.go). The two passes weigh 30-45 end
// states of a table where the single pass weighed 63-95
// (docs/performance.md, "Session 26"): a cruiser action between tactical
// players cost about 40% fewer instructions, the fleet-action example,
// whose missile ships then kept the single pass, about 13% fewer, and
// about 5% fewer again with ordnanceScan (session 27). Over the battle examples the two passes'
// choice is the exact scan's for 61-82% of ship plans (84-99% with the
// single pass for every ship; TestCoarsePassChoosesAsExactScan); head to
// head against the single pass, 200 battles a side of each cinematic
// example (BenchmarkScanAB), the battle player wins about as often on the
// whole: more in the cruiser action, as often in the fleet action, less on
// one side of the carrier-gunline and the kinetic raid.

// coarsePass is one pass of the coarse scan: it groups the end states
// the pass before kept (at first the whole table) by course (fold
// neighbouring courses of the twelve together), end speed within a band of
// band MU a turn, and Emergency Thrust, weighs one end state of each group
// and keeps the keep best groups; the end states of the groups the last
// pass keeps are all weighed.
type coarsePass struct{ band, fold, keep int }

// coarseScans are the coarse scans a planner may use, by Planner.scan,
// each a list of passes, coarsest first. Scan 0 is the battle player's;
// scan 1 is the single pass of sessions 19-25, which the head-to-head
// benchmark pits against it (plan_scan_ab_test.go); scan 2 is the battle
// player's for its ships with ordnance (Planner.fine, ordnanceScan): the
// single pass's eight groups, each split by 4 MU bands, the members of the
// best six of those weighed (session 27).
var coarseScans = [...][]coarsePass{
	{{16, 2, 4}, {8, 1, 3}},
	{{8, 1, 8}},
	{{8, 1, 8}, {4, 1, 6}},
}

// ordnanceScan is the coarse scan of a battle player's ships with
// ordnance (Planner.fine) unless Planner.ordnance names another. Head to
// head in the fleet study's missile pairings it played the missile fleet
// as strongly as the single pass of sessions 19-25 (scan 1), which every
// cheaper scan of session 26 did not, for about 6% fewer instructions in
// the fleet-action example (docs/performance.md, "Session 27").
const ordnanceScan = 2

// ordnanceShips returns, in buf's storage, whether each of ships (as
// visible lists them) has ordnance to launch in v, the view of the side
// planning: salvos in its racks, a heavy missile mount or a plasma bolt
// launcher; empty when none has. A heavy missile mount stays in the view
// once its missile is fired (the view shows no magazine of it), so a ship
// that has fired its heavy missiles stays among these ships, as it did in
// the head-to-head measured below. A ship's entry in v is found by its
// name: v lists the ships in battle order but leaves out the other sides'
// ships yet to arrive, so that its entries are not by battle index. The
// coarse scan weighs those ships' tables by their own scan, ordnanceScan
// (Planner.fine). Head to head in the fleet study's missile pairings the
// missile fleet played by the two passes lost 0.27-0.46 more often than by
// the single pass (docs/performance.md, "Session 26"), likely because a
// missile ship's value is mostly the damage it takes and the pull towards
// the enemy, so that its best ends lie in a narrow band just beyond the
// enemy's reach, which a wide group's representative misses; ordnanceScan
// keeps the single pass's narrow groups and splits them finer still. Only the
// side's own ships are planned, so what the view shows of the enemy's
// ordnance does not matter.
func ordnanceShips(v battle.View, ships []Duellist, buf []bool) []bool {
	buf = buf[:0]
	some := false
	j := 0 // the view's entry of the ship before, or where to look from
	for k := range ships {
		name := ships[k].Ship.Name
		at := -1
		for n := range len(v.Ships) {
			if e := (j + n) % len(v.Ships); v.Ships[e].Name == name {
				at = e
				break
			}
		}
		f := false
		if at >= 0 {
			j = at
			s := &v.Ships[at]
			f = s.Salvos > 0 || count(s.Systems, battle.HeavyMissile.Label()) > 0 || count(s.Systems, battle.PlasmaBolt.Label()) > 0
		}
		buf = append(buf, f)
		some = some || f
	}
	if !some {
		return buf[:0]
	}
	return buf
}

// group is a set of a reach table's entries that end on the same course
// (or, in a pass that folds courses, on the same few neighbouring ones)
// with speeds in the same band, either all needing Emergency Thrust or
// none.
type group struct {
	members []int   // entries of the table, in table order
	rep     int     // the member whose end lies nearest the members' mean
	sub     []group // the members grouped by the next pass, if any
}

// groupsOf returns the groups of members (entries of table, in table
// order) by pass k of passes and the passes after it, in the order of
// their first members.
func groupsOf(table []manoeuvre.Reached, members []int, passes []coarsePass, k int) []group {
	out := splitBands(table, members, passes[k].band, passes[k].fold)
	for g := range out {
		var mean geom.Vec
		for _, e := range out[g].members {
			mean = mean.Add(table[e].Pos)
		}
		mean = mean.Scale(1 / float64(len(out[g].members)))
		out[g].rep = nearestTo(table, out[g].members, mean)
		if k+1 < len(passes) {
			out[g].sub = groupsOf(table, out[g].members, passes, k+1)
		}
	}
	return out
}

// nearestTo returns the first of members (entries of table) whose end lies
// nearest to at by geom.Vec.Dist: as plan_dist.go's helpers do, only the
// members whose squared distance lies within lenBand of the least have
// their distances worked out, every other one lying farther to the last
// bit; where the squares cannot decide (a least square zero, tiny, huge
// or NaN) it works out every distance.
func nearestTo(table []manoeuvre.Reached, members []int, at geom.Vec) int {
	least := math.Inf(1)
	for _, e := range members {
		d := table[e].Pos.Sub(at)
		least = min(least, d.X*d.X+d.Y*d.Y)
	}
	bound := math.Inf(1) // every member is a candidate
	if squareSafe(least) {
		bound = least * (1 + lenBand)
	}
	best, bd := -1, 0.0
	for _, e := range members {
		if d := table[e].Pos.Sub(at); d.X*d.X+d.Y*d.Y > bound {
			continue
		}
		if d := table[e].Pos.Dist(at); best < 0 || d < bd {
			best, bd = e, d
		}
	}
	return best
}

// splitBands returns the groups of members (entries of table, in table
// order) by course (courses 0-11 divided by fold, so that fold 2 puts
// courses 0 and 1, 2 and 3 and so on together), by speed band of width MU
// per turn (floored, so that a band holds speeds b*width to
// b*width+width-1, astern too) and by whether they need Emergency Thrust
// or an emergency stop, in the order of their first members; only the
// groups' members are set. The keys index a table over the courses and
// bands the members span, and the members of all groups share one array,
// sized by a first count: a reach table is grouped once, but every table
// the planners build is.
func splitBands(table []manoeuvre.Reached, members []int, width, fold int) []group {
	keys := make([]int32, len(members)) // each member's band, then its key
	lo, hi, courses := 0, -1, 0         // the bands and the courses the members span
	for n, e := range members {
		v := table[e].Velocity
		b := v / width
		if v < 0 && v%width != 0 {
			b-- // floor, for ships moving astern (RULINGS E3)
		}
		keys[n] = int32(b)
		if n == 0 || b < lo {
			lo = b
		}
		hi = max(hi, b)
		courses = max(courses, int(table[e].Course)/fold+1)
	}
	bands := hi - lo + 1
	at := make([]int32, 2*bands*courses) // by key: 1 + the group's index, 0 for none yet
	var sizes []int                      // by group, in the order of their first members
	for n, e := range members {
		r := &table[e]
		key := (int(keys[n])-lo)*courses + int(r.Course)/fold
		if r.Order.ET || r.Order.EmergencyStop {
			key += bands * courses
		}
		keys[n] = int32(key)
		if at[key] == 0 {
			sizes = append(sizes, 0)
			at[key] = int32(len(sizes))
		}
		sizes[at[key]-1]++
	}
	out, all, from := make([]group, len(sizes)), make([]int, len(members)), 0
	for g, n := range sizes {
		out[g].members, from = all[from:from:from+n], from+n
	}
	for n, e := range members {
		g := &out[at[keys[n]]-1]
		g.members = append(g.members, e)
	}
	return out
}

// tableGroups returns the groups of every entry of table by the first of
// passes and the passes after it (groupsOf).
func tableGroups(table []manoeuvre.Reached, passes []coarsePass) []group {
	all := make([]int, len(table))
	for e := range all {
		all[e] = e
	}
	return groupsOf(table, all, passes, 0)
}

// groupRank is a group and the value of its representative.
type groupRank struct {
	g *group
	v float64
}

// scanCoarse returns the n best candidates of ship i from its reach table,
// in table order, weighed coarse to fine as described above; inside and
// bonus apply as in best. A group whose representative is off the table
// (or cannot stay on it) is represented by its first member that is on
// it. Every end state is weighed from the table's compact entries (etEntry);
// only the n best are made into candidates, which topScores ranks as it
// would rank every end state weighed: the best n of all, best first and
// the earlier first among equals, are the best n of these.
func (pl *Planner) scanCoarse(ships []Duellist, i int, table []manoeuvre.Reached, et *etTable, cands []candidate, n int, opt manoeuvre.ManoeuvreOptions) []candidate {
	s := &ships[i]
	thrust := s.Ship.Drive.Current()
	seen, vals := slices.Grow(pl.prune.in[:0], len(table))[:len(table)], slices.Grow(pl.prune.vals[:0], len(table))[:len(table)]
	clear(seen)
	weighed := pl.prune.weighed[:0] // the entries weighed, in the order weighed
	weigh := func(e int) float64 {
		if seen[e] {
			return vals[e]
		}
		seen[e] = true
		weighed = append(weighed, e)
		end := et.entries[e].at(&s.Motion)
		if pl.edged && !insideTable(pl.edge, thrust, &end) || !pl.edged && pl.inside != nil && !pl.inside(thrust, end) {
			vals[e] = math.NaN()
			return vals[e]
		}
		if !et.entries[e].isKnown() { // fill takes the ship by value: not for every end state weighed
			et.fill(e, table, s.Ship, s.Motion, opt)
		}
		v := pl.scoreEntry(ships, i, table, &end, et, e)
		if pl.termsSet { // pl.bonus, called directly
			v += pl.bonusOf(i, &end)
		} else if pl.bonus != nil {
			v += pl.bonus(i, end)
		}
		vals[e] = v
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
		return bestRanks(ranks, n)
	}
	scan := pl.scan
	if scan == 0 && i < len(pl.fine) && pl.fine[i] {
		scan = ordnanceScan
		if pl.ordnance != 0 {
			scan = pl.ordnance
		}
	}
	passes := coarseScans[scan]
	ranks := best(rank(et.groupsOf(table, scan), pl.ranks[:0]), passes[0].keep)
	for k := 1; k < len(passes); k++ {
		next := pl.ranks2[:0]
		for _, gr := range ranks {
			next = rank(gr.g.sub, next)
		}
		pl.ranks2 = ranks[:0]
		ranks = best(next, passes[k].keep)
	}
	for _, gr := range ranks {
		for _, e := range gr.g.members {
			weigh(e)
		}
	}
	// The best n of the entries weighed, best first and the earlier first
	// among equals (bestEntries), then in table order.
	top := pl.prune.top[:0]
	for _, e := range weighed {
		if v := vals[e]; !math.IsNaN(v) {
			top = bestEntries(top, e, v, n)
		}
	}
	for k := 1; k < len(top); k++ { // by insertion: a dozen entries at most
		for j := k; j > 0 && top[j].e < top[j-1].e; j-- {
			top[j], top[j-1] = top[j-1], top[j]
		}
	}
	for _, x := range top {
		cands = append(cands, candidate{})
		c := &cands[len(cands)-1] // written in place: a candidate is a few hundred bytes
		c.order, c.end, c.score = table[x.e].Order, et.entries[x.e].at(&s.Motion), x.v
	}
	pl.prune.in, pl.prune.vals, pl.ranks, pl.prune.top, pl.prune.weighed = seen[:0], vals[:0], ranks[:0], top[:0], weighed[:0]
	return cands
}

// bestEntries adds entry e of value v to top, the best n so far of the
// entries offered in any order, best first and the earlier entry first
// among equals: the n that topEntries keeps of the same entries offered
// in table order, and in its order (TestBestEntriesAsTopEntries). The
// coarse scan offers the few dozen entries it weighed, in the order it
// weighed them, where a pass over the whole table would find them.
func bestEntries(top []entryScore, e int, v float64, n int) []entryScore {
	k := len(top)
	for k > 0 && (v > top[k-1].v || v == top[k-1].v && e < top[k-1].e) {
		k--
	}
	if k >= n {
		return top
	}
	if len(top) < n { // else the last falls out
		top = append(top, entryScore{})
	}
	copy(top[k+1:], top[k:len(top)-1]) // what slices.Insert does, without its checks
	top[k] = entryScore{e, v}
	return top
}

// bestRanks returns the n best of ranks, best first and the earlier first
// among equals, as a stable sort by value would put them first, in ranks'
// storage: an insertion into the best n, where a sort would order the
// thirty-odd groups of a table to keep eight.
func bestRanks(ranks []groupRank, n int) []groupRank {
	top := 0 // ranks[:top] are the best so far, in order
	for _, r := range ranks {
		k := top
		for k > 0 && r.v > ranks[k-1].v {
			k--
		}
		if k >= n {
			continue
		}
		if top < n {
			top++
		}
		copy(ranks[k+1:top], ranks[k:top-1])
		ranks[k] = r
	}
	return ranks[:top]
}

// entryScore is a reach table entry and its value.
type entryScore struct {
	e int
	v float64
}
