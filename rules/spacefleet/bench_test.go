package spacefleet

import (
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rng"
)

// fleet is a larger battle: six squadrons of standard ships a side.
func fleet() Setup {
	side := func(name string, row int, f Facing) Side {
		return Side{Name: name, Squadrons: []Squadron{
			squadron("dn", Dreadnought, 1, 16, row, f), squadron("bb", Battleship, 2, 13, row, f),
			squadron("hc", HeavyCruiser, 3, 8, row, f), squadron("hc2", HeavyCruiser, 3, 18, row, f),
			squadron("lc", LightCruiser, 3, 3, row, f), squadron("dd", Destroyer, 4, 22, row, f),
		}}
	}
	return Setup{Width: 32, Height: 30, Sides: []Side{side("Red", 25, 0), side("Blue", 4, 3)}}
}

func BenchmarkCopyInto(b *testing.B) {
	st := mustNew(b, fleet(), Options{}, 1)
	dst := st.Copy()
	b.ReportAllocs()
	for b.Loop() {
		st.CopyInto(dst)
	}
}

func BenchmarkClone(b *testing.B) {
	st := mustNew(b, fleet(), Options{}, 1)
	b.ReportAllocs()
	for b.Loop() {
		_ = st.Clone()
	}
}

// BenchmarkActionsMove lists every legal move of the ship to move.
func BenchmarkActionsMove(b *testing.B) {
	st := mustNew(b, fleet(), Options{}, 1)
	p := st.Waiting().First()
	buf := st.Actions(p, nil)
	b.ReportAllocs()
	for b.Loop() {
		buf = st.Actions(p, buf[:0])
	}
	b.ReportMetric(float64(len(buf)), "actions")
}

// BenchmarkApplyMove applies one move to a fresh copy each time.
func BenchmarkApplyMove(b *testing.B) {
	st := mustNew(b, fleet(), Options{}, 1)
	p := st.Waiting().First()
	all := st.Actions(p, nil)
	a := all[len(all)-1]
	work := st.Copy()
	dice := rng.New(1)
	b.ReportAllocs()
	for b.Loop() {
		st.CopyInto(work)
		if err := work.Apply(a, dice, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkRandomBattle plays whole fleet battles with random legal
// actions, the baseline's cost.
func BenchmarkRandomBattle(b *testing.B) {
	start := mustNew(b, fleet(), Options{}, 1)
	st := start.Copy()
	pick, dice := rng.New(1), rng.New(2)
	var buf []game.Action
	b.ReportAllocs()
	n := 0
	for b.Loop() {
		start.CopyInto(st)
		for !st.Over() {
			p := st.Waiting().First()
			buf = st.Actions(p, buf[:0])
			if err := st.Apply(buf[pick.IntN(len(buf))], dice, nil); err != nil {
				b.Fatal(err)
			}
			n++
		}
	}
	b.ReportMetric(float64(n)/float64(b.N), "actions/battle")
}
