package fullthrust

import (
	"slices"
	"testing"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	ft "github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// mapSplit is splitBands as it was written first, the groups' keys in a
// map and each group's members appended one by one: the reference
// TestGroupsOfAsMapped holds splitBands to.
func mapSplit(table []manoeuvre.Reached, members []int, width, fold int) [][]int {
	type key struct {
		course geom.Heading
		band   int
		et     bool
	}
	at := map[key]int{}
	var out [][]int
	for _, e := range members {
		r := &table[e]
		band := r.Velocity / width
		if r.Velocity < 0 && r.Velocity%width != 0 {
			band--
		}
		k := key{r.Course / geom.Heading(fold), band, r.Order.ET || r.Order.EmergencyStop}
		g, ok := at[k]
		if !ok {
			g = len(out)
			at[k] = g
			out = append(out, nil)
		}
		out[g] = append(out[g], e)
	}
	return out
}

// TestGroupsOfAsMapped checks splitBands against the map it replaced, at
// every coarse pass's band width, on reach tables of a ship at several
// speeds (astern too, under reverse thrust) and on made-up tables of
// every course, speeds either side of zero and Emergency Thrust or an
// emergency stop at random, some members left out; it fails when a
// band's floor for negative speeds is lost.
func TestGroupsOfAsMapped(t *testing.T) {
	ship := ft.Ship{Name: "C", Mass: 60, Hull: ft.HullRows(18, 3), Drive: ft.Drive{Thrust: 6}}
	pl := NewPlanner()
	check := func(name string, table []manoeuvre.Reached, members []int) {
		t.Helper()
		for _, passes := range coarseScans {
			for _, p := range passes {
				got, want := splitBands(table, members, p.band, p.fold), mapSplit(table, members, p.band, p.fold)
				if !slices.EqualFunc(got, want, func(g group, w []int) bool { return slices.Equal(g.members, w) }) {
					t.Errorf("%s, bands of %d, courses by %d: %d groups, want %d, or their members differ", name, p.band, p.fold, len(got), len(want))
				}
			}
		}
	}
	for _, v := range []int{-3, 0, 4, 9} {
		opt := manoeuvre.ManoeuvreOptions{ReverseThrust: true}
		table := pl.reach(ship, manoeuvre.Motion{Velocity: v}, manoeuvre.ReachModes{HardAbout: true, ET: true}, opt)
		all := make([]int, len(table))
		for e := range all {
			all[e] = e
		}
		check("reach table", table, all)
	}
	s := rng.New(7)
	for trial := range 200 {
		table := make([]manoeuvre.Reached, 1+s.IntN(80))
		var members []int
		for e := range table {
			r := &table[e]
			r.Velocity = s.IntN(41) - 20
			r.Course = geom.Heading(s.IntN(12))
			r.Order.ET = s.IntN(3) == 0
			r.Order.EmergencyStop = !r.Order.ET && s.IntN(5) == 0
			r.Pos = geom.Vec{X: float64(s.IntN(200)) / 7, Y: float64(s.IntN(200)) / 3}
			if s.IntN(4) != 0 {
				members = append(members, e)
			}
		}
		check("made-up table "+string(rune('A'+trial%26)), table, members)
	}
	check("empty", nil, nil)
}

// BenchmarkGroupsOf groups the reach tables of a ship at four speeds, as
// the coarse pass does once for every table the planners build.
func BenchmarkGroupsOf(b *testing.B) {
	ship := ft.Ship{Name: "C", Mass: 60, Hull: ft.HullRows(18, 3), Drive: ft.Drive{Thrust: 6}}
	pl := NewPlanner()
	var tables [][]manoeuvre.Reached
	for _, v := range []int{-3, 0, 4, 9} {
		opt := manoeuvre.ManoeuvreOptions{ReverseThrust: true}
		tables = append(tables, pl.reach(ship, manoeuvre.Motion{Velocity: v}, manoeuvre.ReachModes{HardAbout: true, ET: true}, opt))
	}
	b.ReportAllocs()
	for b.Loop() {
		for _, t := range tables {
			tableGroups(t, coarseScans[0])
		}
	}
}
