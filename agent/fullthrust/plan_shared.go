package fullthrust

import (
	"sync"
	"unsafe"

	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// Tables shared between planners. A planner keeps each reach table and its
// ET side (plan_table.go) for the rest of its life, and a fresh planner
// costs about 100 ms of building them before it plans at full speed. A
// Monte Carlo run gives each worker its own players, so on two workers
// every table is built twice, and each side's planner builds its own. A
// Tables store holds the tables once for every planner given it (Share):
// the first to need a table builds it, the others wait for it and read
// it. A reach table is a pure function of its key (the drive, the motion's
// velocity and state, the modes and options, never the ship's place), and
// so is its ET side, so which planner builds a table changes no choice.
//
// An ET table is worked out entry by entry as the planners weigh them,
// shared or not: an entry is written once, under the table's lock, and
// read only once it is known (plan_table.go), so planners sharing it may
// work out its entries at once. The store holds at most its limit of
// bytes (as the tables' entries count them, an ET table at the most it
// can come to): past it, a planner builds the tables it lacks for itself
// alone, as one without a store does. Its lifetime is its owner's: the lab
// makes one for each run (lab.FTBattles).

// DefaultTablesLimit is the bytes a store of shared tables holds by default
// (NewTables with a limit of 0): 64 MiB. The cruiser action's planners
// count about 4 MB of tables in one battle and 41 MB in 1,000 (measured
// before etBytes counted the groups of both coarse scans, which adds about
// a fifth: 27.3 to 32.6 MB over TestSharedTablesPlayAsOwn's battles).
const DefaultTablesLimit = 64 << 20

// Tables is a store of reach tables and their ET sides shared by planners
// (see [BattlePlayer.Share]); it is safe for concurrent use.
type Tables struct {
	mu    sync.Mutex
	reach map[reachKey]*sharedReach
	ets   map[etKey]*sharedET
	bytes int64 // the tables held, as tableBytes and etBytes count them
	limit int64
}

// sharedReach is a reach table in a store, built once.
type sharedReach struct {
	once  sync.Once
	table []manoeuvre.Reached
}

// sharedET is an ET table in a store, made once; its entries are worked
// out as the planners weigh them (etTable.fill).
type sharedET struct {
	once sync.Once
	t    *etTable
}

// NewTables returns an empty store holding at most limit bytes of tables
// (0 or less: [DefaultTablesLimit]).
func NewTables(limit int64) *Tables {
	if limit <= 0 {
		limit = DefaultTablesLimit
	}
	return &Tables{reach: map[reachKey]*sharedReach{}, ets: map[etKey]*sharedET{}, limit: limit}
}

// Bytes returns the bytes of tables the store holds, as it counts them
// against its limit.
func (ts *Tables) Bytes() int64 {
	ts.mu.Lock()
	defer ts.mu.Unlock()
	return ts.bytes
}

// Share makes b's planner read and add its tables to ts (nil: its own
// tables only, the default). Call it before the player's first Write:
// the tables it has built before stay its own.
func (b *BattlePlayer) Share(ts *Tables) { b.pl.share(ts) }

// share makes pl read and add its tables to ts.
func (pl *Planner) share(ts *Tables) { pl.shared = ts }

// reachTable returns the table of key k from the store, built by build
// if no planner has built it yet; past the limit it returns build's table
// without keeping it.
func (ts *Tables) reachTable(k reachKey, build func() []manoeuvre.Reached) []manoeuvre.Reached {
	ts.mu.Lock()
	e, ok := ts.reach[k]
	if !ok {
		if ts.bytes >= ts.limit {
			ts.mu.Unlock()
			return build()
		}
		e = &sharedReach{}
		ts.reach[k] = e
	}
	ts.mu.Unlock()
	e.once.Do(func() {
		e.table = build()
		ts.add(tableBytes(e.table))
	})
	return e.table
}

// etTable returns the ET table of key k of reach table table from the
// store, made if no planner has made it yet; past the limit it returns
// nil, and the planner keeps a table of its own.
func (ts *Tables) etTable(k etKey, table []manoeuvre.Reached) *etTable {
	ts.mu.Lock()
	e, ok := ts.ets[k]
	if !ok {
		if ts.bytes >= ts.limit {
			ts.mu.Unlock()
			return nil
		}
		e = &sharedET{}
		ts.ets[k] = e
	}
	ts.mu.Unlock()
	e.once.Do(func() {
		e.t = newETTable(table)
		ts.add(etBytes(e.t, table))
	})
	return e.t
}

// add counts n more bytes held.
func (ts *Tables) add(n int64) {
	ts.mu.Lock()
	ts.bytes += n
	ts.mu.Unlock()
}

// tableBytes returns the bytes of a reach table's entries.
func tableBytes(t []manoeuvre.Reached) int64 {
	return int64(cap(t)) * int64(unsafe.Sizeof(manoeuvre.Reached{}))
}

// etBytes returns the most bytes ET table t of reach table table can
// come to hold: its entries, two re-plots for each ET entry, and the
// groups of every coarse scan (coarseScans), at each pass a member and a
// group an entry at most.
func etBytes(t *etTable, table []manoeuvre.Reached) int64 {
	passes := 0
	for _, s := range coarseScans {
		passes += len(s)
	}
	n := int64(len(t.entries)) * int64(unsafe.Sizeof(etEntry{})+uintptr(passes)*(unsafe.Sizeof(0)+unsafe.Sizeof(group{})))
	for e := range table {
		if o := &table[e].Order; o.ET || o.EmergencyStop {
			n += 2 * int64(unsafe.Sizeof(replotEnd{}))
		}
	}
	return n
}

// newETTable returns the ET table of reach table table, its entries not
// yet worked out.
func newETTable(table []manoeuvre.Reached) *etTable {
	return &etTable{entries: etEntries(table), seen: map[replotKey]int{}}
}
