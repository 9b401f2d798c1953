package fullthrust

import (
	"math"
	"reflect"
	"testing"

	"github.com/broadside/broadside/geom"
	ft "github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// TestBearingsAsState checks that bearings answers as State.Bearing for
// every pair of ships, out-of-range indices included, asked twice, and
// after a reset for fewer ships.
func TestBearingsAsState(t *testing.T) {
	var b bearings
	for _, far := range []bool{false, true} {
		st, _, idx := focusState(t, far)
		for _, ids := range [][]int{idx, idx[:2]} {
			bs := b.reset(st, ids)
			bearing := 0
			for round := 0; round < 2; round++ {
				for i := -1; i <= len(idx); i++ {
					for j := -1; j <= len(idx); j++ {
						got, want := bs.Bearing(i, j), st.Bearing(i, j)
						if !reflect.DeepEqual(got, want) {
							t.Fatalf("far %v, ships %v: Bearing(%d, %d) = %v, the state says %v", far, ids, i, j, got, want)
						}
						if len(got) > 0 {
							bearing++
						}
					}
				}
			}
			if bearing == 0 {
				t.Fatalf("far %v: no ship bears on another", far)
			}
		}
	}
}

// TestBearingsThreat checks the threats a bearings remembers against
// enemyThreat, asked twice for every ship, and that ships other than the
// write's are worked out afresh.
func TestBearingsThreat(t *testing.T) {
	var b bearings
	for _, far := range []bool{false, true} {
		st, ships, idx := focusState(t, far)
		bs := b.reset(st, idx)
		threatened := 0
		for round := 0; round < 2; round++ {
			for j := range ships {
				got, want := bs.threat(ships, j), enemyThreat(ships, j)
				if math.Float64bits(got) != math.Float64bits(want) {
					t.Fatalf("far %v, round %d: threat of ship %d %v, enemyThreat %v", far, round, j, got, want)
				}
				if want > 0 {
					threatened++
				}
			}
		}
		if threatened == 0 {
			t.Fatalf("far %v: no ship threatens another", far)
		}
		if got, want := bs.threat(ships[:2], 0), enemyThreat(ships[:2], 0); got != want {
			t.Errorf("far %v: threat among two ships %v, enemyThreat %v", far, got, want)
		}
	}
}

// TestBearingsListAfresh checks that a bearings reset for another state
// lists each ship's weapons afresh: the same ships armed otherwise (a
// beam's class, a K-gun added) bear as that state says, not as the
// weapons remembered from the first state would.
func TestBearingsListAfresh(t *testing.T) {
	armed := func(systems ...ft.System) *battle.State {
		ship := func(side int, name string, at geom.Vec) battle.Ship {
			sh := ft.Ship{Name: name, Mass: 40, Hull: ft.HullRows(12, 4), Drive: ft.Drive{Thrust: 4},
				Systems: append([]ft.System{{Kind: ft.FireControl}}, systems...)}
			return battle.Ship{Side: side, Crew: 2, DCP: 2, Sheet: sh, Start: battle.Start{Motion: manoeuvre.NewMotion(at, geom.Clock(12), 0)}}
		}
		return stateOf(t, battle.Setup{Turns: 3, Sides: []string{"Navy", "Raiders"}, Table: battle.Table{Width: 200, Depth: 200},
			Ships: []battle.Ship{ship(0, "Arrow", geom.Vec{}), ship(1, "Gnat", geom.Vec{Y: 8})}})
	}
	var b bearings
	for _, st := range []*battle.State{
		armed(ft.System{Kind: ft.Beam, Class: 3}),
		armed(ft.System{Kind: ft.Beam, Class: 1}, ft.System{Kind: ft.KGun, Class: 2}),
	} {
		bs := b.reset(st, []int{0, 1})
		for _, ij := range [][2]int{{0, 1}, {1, 0}} {
			got, want := bs.Bearing(ij[0], ij[1]), st.Bearing(ij[0], ij[1])
			if len(want) == 0 || !reflect.DeepEqual(got, want) {
				t.Fatalf("Bearing(%d, %d) = %v, the state says %v (wanted some)", ij[0], ij[1], got, want)
			}
		}
	}
}
