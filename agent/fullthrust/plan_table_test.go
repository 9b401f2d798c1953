package fullthrust

import (
	"cmp"
	"math"
	"slices"
	"testing"
	"unsafe"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	ft "github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// TestETTableAsEntries checks the compact side of an ET table against the
// reach table it stands for: each entry's end, placed for ships anywhere
// on every course, is reachedEnd's to the last bit, and each entry's drive
// risk is driveHits of its order, for a fresh ship, one whose hull is
// holed (a lower threshold level) and one with a drive hit.
func TestETTableAsEntries(t *testing.T) {
	fresh := ft.Ship{Name: "Fresh", Mass: 60, Hull: ft.HullRows(12, 4), Drive: ft.Drive{Thrust: 6}}
	holed := fresh
	holed.Lost = ft.Lost{Hull: 6}
	hit := fresh
	hit.Drive = ft.Drive{Thrust: 12, Hits: 1}
	modes := manoeuvre.ReachModes{HardAbout: true, Redline: true, ET: true}
	src := rng.New(rng.Seed(3))
	for _, s := range []ft.Ship{fresh, holed, hit} {
		for _, v := range []int{0, 5, 11} {
			m := manoeuvre.Motion{Velocity: v, ETUses: 1}
			pl := NewPlanner()
			key := pl.key(s, m, modes, manoeuvre.ManoeuvreOptions{})
			table := pl.reach(s, m, modes, manoeuvre.ManoeuvreOptions{})
			et := pl.etFor(key, s, m, table)
			et.fillAll(table, s, m, manoeuvre.ManoeuvreOptions{})
			for e := range table {
				if !et.entries[e].plain {
					t.Errorf("entry %d: a reach table order with a Corkscrew or EM: %v", e, table[e].Order)
				}
				if got, want := et.entries[e].hits, driveHits(s, table[e].Order, int(et.entries[e].dice)); math.Float64bits(got) != math.Float64bits(want) {
					t.Errorf("velocity %d, entry %d: drive risk %v, want %v", v, e, got, want)
				}
				for h := range 12 {
					from := manoeuvre.Motion{Pos: geom.Vec{X: src.Float64()*200 - 100, Y: src.Float64()*200 - 100}, Course: geom.Clock(h + 1), Velocity: v, Inverted: h%2 == 0}
					from.Facing = from.Course
					got, want := et.entries[e].at(&from), reachedEnd(from, &table[e])
					if got != want || math.Float64bits(got.Pos.X) != math.Float64bits(want.Pos.X) || math.Float64bits(got.Pos.Y) != math.Float64bits(want.Pos.Y) {
						t.Fatalf("velocity %d, entry %d, course %d: end %+v, want %+v", v, e, h+1, got, want)
					}
				}
			}
		}
	}
}

// TestTopEntriesAsTopScores checks that the best entries scanCoarse keeps
// (topEntries, then table order) rank as topScores ranks every candidate:
// the same entries in the same order, ties included.
func TestTopEntriesAsTopScores(t *testing.T) {
	src := rng.New(rng.Seed(5))
	for trial := range 500 {
		size := src.IntN(60)
		cands := make([]candidate, size)
		var top []entryScore
		for e := range cands {
			v := float64(src.IntN(8)) // many ties
			if trial%2 == 1 {
				v = src.Float64()
			}
			cands[e] = candidate{order: manoeuvre.Order{Accel: e}, score: v}
			top = topEntries(top, e, v, 12)
		}
		var kept []candidate
		for e := range cands {
			for _, x := range top {
				if x.e == e {
					kept = append(kept, cands[e])
				}
			}
		}
		want, got := topScores(nil, cands, 12), topScores(nil, kept, 12)
		if len(got) != len(want) {
			t.Fatalf("trial %d: %d best, want %d", trial, len(got), len(want))
		}
		for k := range want {
			if got[k].order.Accel != want[k].order.Accel || got[k].score != want[k].score {
				t.Fatalf("trial %d: best %d is entry %d, want %d", trial, k, got[k].order.Accel, want[k].order.Accel)
			}
		}
	}
}

// TestBestRanksAsStableSort checks that the coarse pass's choice of the
// best groups (bestRanks) keeps those a stable sort by value puts first,
// in the same order, ties included.
func TestBestRanksAsStableSort(t *testing.T) {
	src := rng.New(rng.Seed(7))
	gs := make([]group, 80)
	for trial := range 1000 {
		ranks := make([]groupRank, src.IntN(len(gs)))
		for k := range ranks {
			v := float64(src.IntN(6)) // many ties
			if trial%2 == 1 {
				v = src.Float64()
			}
			ranks[k] = groupRank{&gs[k], v}
		}
		want := slices.Clone(ranks)
		slices.SortStableFunc(want, func(a, b groupRank) int { return cmp.Compare(b.v, a.v) })
		n := 1 + src.IntN(10)
		want = want[:min(n, len(want))]
		if got := bestRanks(ranks, n); !slices.Equal(got, want) {
			t.Fatalf("trial %d: best %d of %d groups differ from the stable sort's", trial, n, len(ranks))
		}
	}
}

// TestBattlePlayersShareTables checks that BattlePlayers gives its
// tactical players one store of tables, and a lone one none: the two sides
// of a battle build each table once.
func TestBattlePlayersShareTables(t *testing.T) {
	ps := BattlePlayers([]string{"tactical", "random", "tactical"}, 1)
	a, b := ps[0].(*BattlePlayer), ps[2].(*BattlePlayer)
	if a.pl.shared == nil || a.pl.shared != b.pl.shared {
		t.Errorf("the tactical players' stores are %p and %p, want one", a.pl.shared, b.pl.shared)
	}
	if lone := BattlePlayers([]string{"tactical", "random"}, 1)[0].(*BattlePlayer); lone.pl.shared != nil {
		t.Error("a lone tactical player has a store of shared tables")
	}
}

// TestETBytesBoundsGroups checks that etBytes counts at least what an ET
// table comes to hold once the groups of every coarse scan are made (a
// ship with ordnance and one without may share a table): its entries,
// two re-plots an ET entry and each scan's groups and their members at
// every pass.
func TestETBytesBoundsGroups(t *testing.T) {
	pl := NewPlanner()
	for _, c := range []struct{ thrust, v int }{{1, 0}, {2, 3}, {4, 0}, {6, 0}, {6, 4}, {6, 9}} {
		ship := ft.Ship{Name: "C", Mass: 60, Hull: ft.HullRows(18, 3), Drive: ft.Drive{Thrust: c.thrust}}
		v := c.v
		table := pl.reach(ship, manoeuvre.Motion{Velocity: v}, manoeuvre.ReachModes{HardAbout: true, ET: true}, manoeuvre.ManoeuvreOptions{})
		et := newETTable(table)
		held := int64(len(et.entries)) * int64(unsafe.Sizeof(etEntry{}))
		for e := range table {
			if o := &table[e].Order; o.ET || o.EmergencyStop {
				held += 2 * int64(unsafe.Sizeof(replotEnd{}))
			}
		}
		var groupBytes func(gs []group) int64
		groupBytes = func(gs []group) int64 {
			n := int64(len(gs)) * int64(unsafe.Sizeof(group{}))
			for _, g := range gs {
				n += int64(len(g.members))*int64(unsafe.Sizeof(0)) + groupBytes(g.sub)
			}
			return n
		}
		for scan := range coarseScans {
			held += groupBytes(et.groupsOf(table, scan))
		}
		if got := etBytes(et, table); got < held {
			t.Errorf("thrust %d, velocity %d: etBytes counts %d bytes, the table holds %d", c.thrust, v, got, held)
		}
	}
}
