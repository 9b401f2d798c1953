package fullthrust

import (
	"sync"
	"sync/atomic"

	"github.com/broadside/broadside/geom"
	ft "github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// The Emergency Thrust side of a reach table. How many ET dice an order
// rolls and what the engine re-plots when they fail depend on the drive,
// the velocity and the earlier ET attempts, never on where the ship is
// or which way it points, so the planner works them out once per table
// for a ship at the origin heading 12, as it does the table itself, and
// moves the re-plots' ends to the ship when it weighs them.

// etKey names an ET table: the reach table's key, the drive's rating and
// damage, and the earlier ET attempts.
type etKey struct {
	reach  reachKey
	drive  ft.Drive
	etUses int
}

// etTable holds, parallel to a reach table, each entry as the planner
// weighs it (etEntry: its end, its order's ET dice, drive risk and the
// re-plots of its failures), and the distinct re-plots. Entries are worked
// out when first asked for (fill, fillAll): the coarse pass
// (plan_coarse.go) weighs a fraction of them. Planners sharing a store of
// tables (plan_shared.go) work out entries of one table at once, so an
// entry is published by its known flag, written last and read atomically,
// the re-plots are read and added under mu, and the groups made once.
type etTable struct {
	entries []etEntry
	mu      sync.Mutex                  // guards replots and seen, and the writing of entries
	replots []replotEnd                 // the distinct re-plots, read through replot
	seen    map[replotKey]int           // replots' indices by drive hits and order (duel_ai_et.go)
	all     atomic.Bool                 // every entry is worked out
	grouped [len(coarseScans)]sync.Once // groups are made (groupsOf), by coarse scan
	groups  [len(coarseScans)][]group   // the entries' groups for each coarse scan (plan_coarse.go), read through groupsOf
}

// etEntry is a reach table entry as the planner weighs it, for a ship at
// the origin heading 12: its end, and once worked out (fill) its order's
// ET dice, drive risk and re-plots. It is a quarter of the entry's size and
// holds all the planner reads of an entry it weighs, so that the entries
// weighed, scattered over the table, are read from a cache line or two
// rather than from the table with its orders and from arrays beside it.
type etEntry struct {
	pos      geom.Vec
	hits     float64  // the drive hits the order risks on average (driveHits)
	replot   [2]int32 // the re-plot after 1 and 2 drive hits: an index in replots, or -1
	velocity int32
	dice     int32 // ET dice of the order (0 for an order without ET)
	course   geom.Heading
	plain    bool   // the order has no Corkscrew and no Extreme Manoeuvres (position reads no more of it)
	known    uint32 // 1 once dice, hits and replot are worked out; read and written atomically (isKnown)
}

// isKnown reports whether x's dice, hits and re-plots are worked out, and
// if so they may be read.
func (x *etEntry) isKnown() bool { return atomic.LoadUint32(&x.known) != 0 }

// replotEnd is a failed ET order's re-plot and its end for a ship at the
// origin heading 12.
type replotEnd struct {
	order manoeuvre.Order
	end   manoeuvre.Motion
}

// etFor returns the ET table of a ship's reach table, from the planner's
// store of shared tables if it has one with room (plan_shared.go), its
// entries not yet worked out unless the table has been filled before.
func (pl *Planner) etFor(k reachKey, s ft.Ship, m manoeuvre.Motion, table []manoeuvre.Reached) *etTable {
	key := etKey{k, s.Drive, m.ETUses}
	if t, ok := pl.ets[key]; ok {
		return t
	}
	var t *etTable
	if pl.shared != nil {
		t = pl.shared.etTable(key, table) // plan_shared.go
	}
	if t == nil {
		t = newETTable(table)
	}
	if pl.ets == nil {
		pl.ets = map[etKey]*etTable{}
	}
	pl.ets[key] = t
	return t
}

// fill works out entry e of t, the ET table of reach table table, for ship
// s in motion m: its ET dice, its drive risk and its re-plots. The drive
// risk (driveHits) reads the ship's threshold level and whether its drive
// gives thrust, both part of the table's key. The entry is worked out
// outside the table's lock and written under it, by the first planner to
// finish when two sharing the table work it out at once.
func (t *etTable) fill(e int, table []manoeuvre.Reached, s ft.Ship, m manoeuvre.Motion, opt manoeuvre.ManoeuvreOptions) {
	x := &t.entries[e]
	if x.isKnown() {
		return
	}
	r := &table[e]
	n := 0 // the order's ET dice
	var res [2]replotEnd
	if r.Order.ET || r.Order.EmergencyStop {
		rel := m
		rel.Pos, rel.Course, rel.Facing = manoeuvre.Motion{}.Pos, 0, 0
		n = manoeuvre.PlanOrder(s, rel, r.Order, opt).Thrust.ETDice
		for h := range res {
			if n > 0 {
				res[h].order, res[h].end = manoeuvre.FailedET(s, rel, r.Order, h+1, opt)
			}
		}
	}
	hits := driveHits(s, r.Order, n)
	t.mu.Lock()
	defer t.mu.Unlock()
	if x.isKnown() {
		return
	}
	x.replot = [2]int32{-1, -1}
	x.dice, x.hits = int32(n), hits
	for h := range res {
		if n == 0 {
			break
		}
		name := replotKey{h + 1, res[h].order.String()}
		k, ok := t.seen[name]
		if !ok {
			k = len(t.replots)
			t.seen[name] = k
			t.replots = append(t.replots, res[h])
		}
		x.replot[h] = int32(k)
	}
	atomic.StoreUint32(&x.known, 1)
}

// replot returns re-plot k of t, whose index an entry worked out gives.
func (t *etTable) replot(k int) replotEnd {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.replots[k]
}

// groupsOf returns the groups of t's entries for the coarse pass
// scan (coarseScans, tableGroups), made when first asked for.
func (t *etTable) groupsOf(table []manoeuvre.Reached, scan int) []group {
	t.grouped[scan].Do(func() { t.groups[scan] = tableGroups(table, coarseScans[scan]) })
	return t.groups[scan]
}

// fillAll works out every entry of t, as fill does.
func (t *etTable) fillAll(table []manoeuvre.Reached, s ft.Ship, m manoeuvre.Motion, opt manoeuvre.ManoeuvreOptions) {
	if t.all.Load() {
		return
	}
	for e := range table {
		t.fill(e, table, s, m, opt)
	}
	t.all.Store(true)
}

// etEntries returns the entries of table as the planner weighs them, not
// yet worked out.
func etEntries(table []manoeuvre.Reached) []etEntry {
	out := make([]etEntry, len(table))
	for k := range table {
		r := &table[k]
		out[k] = etEntry{pos: r.Pos, course: r.Course, plain: !r.Order.Corkscrew && r.Order.EM == 0, velocity: int32(r.Velocity)}
	}
	return out
}

// at returns the motion at the end of x for a ship starting at m: the
// same to the last bit as reachedEnd of the entry.
func (x *etEntry) at(m *manoeuvre.Motion) manoeuvre.Motion {
	end := *m
	end.Pos = m.Pos.Add(turned(x.pos, m.Course)) // plan_arcs.go
	end.Course = m.Course.Turn(int(x.course))
	end.Facing, end.Velocity = end.Course, int(x.velocity)
	return end
}

// placed returns a motion worked out for a ship at the origin heading 12
// as it is for a ship in motion m.
func placed(m, rel manoeuvre.Motion) manoeuvre.Motion {
	out := rel
	out.Pos = m.Pos.Add(turned(rel.Pos, m.Course)) // plan_arcs.go
	out.Course = m.Course.Turn(int(rel.Course))
	out.Facing = m.Course.Turn(int(rel.Facing))
	return out
}

// driveHits returns the drive hits order o risks on average, as
// expectedDriveHits does, with the order's ET dice known.
func driveHits(s ft.Ship, o manoeuvre.Order, etDice int) float64 {
	level, known := 0, false // ft.ThresholdLevel(s), worked out when a check needs it
	fail := func(drm int) float64 {
		if !known {
			level, known = ft.ThresholdLevel(s), true
		}
		return float64(min(6, max(0, 7-(level-drm)))) / 6
	}
	h := 0.0
	if o.ET {
		h += etHits[min(etDice, len(etHits)-1)]
	}
	if _, hard := o.PointsOf(); hard > 0 {
		h += fail(hard - 1)
	}
	if o.Redline {
		h += fail(0)
	}
	if o.EM > 0 {
		h += fail(o.EM - 1)
	}
	if o.Backfire && s.Drive.Current() > 0 {
		h += 1 + fail(0)
	}
	return h
}

// etOdds[n] holds manoeuvre.ETChances(n) for n ET dice, 0-15 (the most
// the engine counts): the chances of success, of one drive hit and of
// two, worked out once rather than for every end state weighed.
var etOdds = func() (t [16][3]float64) {
	for n := range t {
		t[n][0], t[n][1], t[n][2] = manoeuvre.ETChances(n)
	}
	return t
}()

// etChances is manoeuvre.ETChances from etOdds.
func etChances(n int) (ok, once, twice float64) {
	if n < 0 || n >= len(etOdds) {
		return manoeuvre.ETChances(n)
	}
	c := etOdds[n]
	return c[0], c[1], c[2]
}
