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

// TestStrikeThatCannotHit checks that a directed-energy strike that cannot
// hit is refused, as ship fire that cannot hit is (RULINGS D2#2): at 5
// hexes the doubled range is 10, long, where a beam needs 6 and 7 at a
// destroyer. A strike at a counter whose class its side does not know, or
// under the natural-six reading, stays legal, and records of rules version
// 2 replay the old, permissive check.
func TestStrikeThatCannotHit(t *testing.T) {
	de := Design{Class: HeavyCruiser, Speed: 3, Beams: 1, LRM: 2, LRMAmmo: 2, Warhead: DirectedEnergy, Shields: 6}
	for _, tc := range []struct {
		name   string
		target Class
		dist   int
		opts   Options
		legal  bool
	}{
		{"destroyer at long range", Destroyer, 5, Options{LRM: true}, false},
		{"destroyer at medium range", Destroyer, 3, Options{LRM: true}, true},
		{"cruiser at long range", HeavyCruiser, 5, Options{LRM: true}, true},
		{"destroyer, natural six", Destroyer, 5, Options{LRM: true, NaturalSix: true}, true},
		{"destroyer seen only as a counter", Destroyer, 5, Options{LRM: true, Sensors: true}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			// The Red launcher sits 20 hexes from the target, so under
			// limited sensors the target shows only as a squadron counter.
			s := Setup{Width: 12, Height: 30, Sides: []Side{
				{Name: "Red", Squadrons: []Squadron{{Ships: []ShipSetup{{Design: de, At: Cell{5, 25}}}}}},
				{Name: "Blue", Squadrons: []Squadron{{Ships: []ShipSetup{{Design: StandardDesign(tc.target), At: Cell{5, 5}, Facing: 3}}}}},
			}}
			st := mustNew(t, s, tc.opts, 1)
			blue := st.ships[1].pos
			st.salvos = append(st.salvos, salvo{pos: blue.Step(3, tc.dist), side: 0, warhead: DirectedEnergy, facing: 0})
			err := st.checkStrike(0, 0, blue)
			if (err == nil) != tc.legal {
				t.Errorf("checkStrike = %v, want legal %v", err, tc.legal)
			}
			st.g.version = 2
			if err := st.checkStrike(0, 0, blue); err != nil {
				t.Errorf("version 2 refuses: %v", err)
			}
		})
	}
}
