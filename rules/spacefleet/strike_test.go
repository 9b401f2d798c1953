package spacefleet

import (
	"testing"

	"github.com/broadside/broadside/rng"
)

// TestStrikeTargetFollowsCounters checks that a directed-energy salvo
// attacks what its side sees in the hex ("Long range missile salvoes"): a
// randomly selected ship of a squadron counter, wherever in the squadron it
// is; a dummy, wasting the salvo; nothing at a hex where a hidden ship sits
// without a counter; a ship counter as that ship.
func TestStrikeTargetFollowsCounters(t *testing.T) {
	for _, tc := range []struct {
		name  string
		row   int // the Blue ships' row: 5 is squadron counter range, 19 ship counters
		at    Cell
		dice  []int
		want  int
		dummy bool
	}{
		{"squadron counter, first ship", 5, Cell{5, 5}, []int{1}, 1, false},
		{"squadron counter, the other ship", 5, Cell{5, 5}, []int{2}, 2, false},
		{"no counter on the second ship", 5, Cell{6, 5}, nil, -1, false},
		{"dummy", 5, Cell{1, 5}, nil, -1, true},
		{"ship counter", 19, Cell{6, 19}, nil, 2, false},
		{"empty hex", 5, Cell{3, 3}, nil, -1, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st := hidden(t, false)
			placeBlue(st, tc.row)
			src := rng.NewScript(tc.dice)
			got, dummy := st.strikeTarget(tc.at.Hex(), 0, src)
			if err := src.Err(); err != nil {
				t.Fatal(err)
			}
			if unused := src.Unused(); len(unused) > 0 {
				t.Fatalf("dice %v not used", unused)
			}
			if got != tc.want || dummy != tc.dummy {
				t.Errorf("strikeTarget(%s) = %d, %v; want %d, %v", tc.at, got, dummy, tc.want, tc.dummy)
			}
		})
	}
}

// TestStrikeTargetWithoutSensors checks that without limited sensors every
// enemy ship in the hex may be struck, one die choosing among them.
func TestStrikeTargetWithoutSensors(t *testing.T) {
	st := hidden(t, false)
	st.g.opts.Sensors = false
	st.ships[2].pos = st.ships[1].pos
	for face, want := range map[int]int{1: 1, 2: 2} {
		got, dummy := st.strikeTarget(st.ships[1].pos, 0, rng.NewScript([]int{face}))
		if got != want || dummy {
			t.Errorf("die %d: struck %d (dummy %v), want %d", face, got, dummy, want)
		}
	}
}
