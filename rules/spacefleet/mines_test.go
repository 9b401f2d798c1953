package spacefleet

import (
	"testing"
)

// TestMinelayerStaysPut checks a beam-armed minelayer that lays a pattern
// and keeps to its hex ("Mines"): the new field does not attack the ship
// that laid it (mines attack ships moving into them) and is not swept at
// once; a field that was already there is swept as before, attacking once
// more.
func TestMinelayerStaysPut(t *testing.T) {
	layer := Design{Class: Destroyer, Speed: 4, Beams: 1, Shields: 2, Mines: 2}
	for _, tc := range []struct {
		name      string
		old       bool  // a field already lies in the hex
		dice      []int // mine attack dice of the old field
		wantMines int   // fields left in the hex
	}{
		{"new field stays", false, nil, 1},
		{"old field swept, new field stays", true, []int{2}, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st := duel(t, layer, StandardDesign(Destroyer), 4, Options{Mines: true})
			if tc.old {
				st.mines = append(st.mines, mine{pos: st.ships[0].pos, side: 1})
			}
			p := st.Waiting().First()
			i := 0
			if p != 0 {
				i = 1
				apply(t, st, MoveAction(p, i, Path{Pivot: st.Facing(i)}, false))
				p = st.Waiting().First()
			}
			apply(t, st, MoveAction(p, 0, Path{Pivot: st.Facing(0)}, true), tc.dice...)
			n := 0
			for _, m := range st.mines {
				if !m.gone && m.pos == st.ships[0].pos {
					n++
				}
			}
			if n != tc.wantMines {
				t.Errorf("%d fields in the hex, want %d", n, tc.wantMines)
			}
			if st.MinesLeft(0) != 1 {
				t.Errorf("MinesLeft = %d, want 1", st.MinesLeft(0))
			}
		})
	}
}
