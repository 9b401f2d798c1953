package fullthrust

import (
	"github.com/broadside/broadside/geom"
	"math"
	"testing"

	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// TestLevelKey checks when a side closes on the weakest enemy: level on
// points with the carrier far off, no one ship decides (keyShips finds
// none) and the enemy with the fewest boxes left, the first escort (10
// boxes against the carrier's 30), is weighed; with the flagship at risk
// keyShips names the carrier and levelKey adds nothing; and an end state
// nearer that escort is worth more by levelClose a MU.
func TestLevelKey(t *testing.T) {
	for _, tc := range []struct {
		d    float64
		want string
	}{{80, "Pike"}, {20, ""}} {
		st := carrierState(t, tc.d)
		v := st.View(0).(battle.View)
		ships, _ := visible(st, 0, Doctrine{})
		level := levelKey(st, v, 0, ships, keyShips(st, v, 0, ships))
		if tc.want == "" {
			if level != nil {
				t.Errorf("d %v: level %v, want none beside the key ship", tc.d, level)
			}
			continue
		}
		if level == nil {
			t.Fatalf("d %v: none weighed, want %s", tc.d, tc.want)
		}
		for j, s := range ships {
			want := 1.0
			if s.Ship.Name == tc.want {
				want = keyWeight
			}
			if level[j] != want {
				t.Errorf("d %v: %s weighs %v, want %v", tc.d, s.Ship.Name, level[j], want)
			}
		}
		pl := NewPlanner()
		near, far := ships[0].Motion, ships[0].Motion
		near.Pos, far.Pos = geom.Vec{X: -5, Y: tc.d - 10}, geom.Vec{X: -5, Y: tc.d - 20}
		if got, want := pl.levelBonus(ships, level, 0, near)-pl.levelBonus(ships, level, 0, far), 10*levelClose; math.Abs(got-want) > 1e-9 {
			t.Errorf("d %v: 10 MU nearer the escort is worth %v, want %v", tc.d, got, want)
		}
	}
}

// TestWeakestKey checks the fallback key: the enemy with the fewest
// boxes left, ties to the first listed, none without an enemy in the
// battle, and never a ship of the side itself.
func TestWeakestKey(t *testing.T) {
	ship := func(side, hull, lost int) Duellist {
		s := fullthrust.Ship{Hull: fullthrust.HullRows(hull, 4)}
		s.Lost.Hull = lost
		return Duellist{Ship: s, Side: side}
	}
	ships := []Duellist{ship(0, 4, 0), ship(1, 12, 0), ship(1, 12, 5), ship(1, 8, 1), ship(1, 10, 10)}
	got := weakestKey(ships, 0)
	want := []float64{1, 1, keyWeight, 1, 1} // 7 boxes left on both the second and third enemy: the first of them; the last is destroyed
	for j := range want {
		if got[j] != want[j] {
			t.Fatalf("weakestKey = %v, want %v", got, want)
		}
	}
	if got := weakestKey(ships[:1], 0); got != nil {
		t.Errorf("no enemy: %v, want nil", got)
	}
}
