package spacefleet

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rng"
)

// hidden returns a sensors battle: a Red destroyer at (5,35) and a Blue
// squadron of two ships (with or without EW) far to the north, plus a Blue
// dummy.
func hidden(t *testing.T, ew bool) *State {
	t.Helper()
	dd := StandardDesign(Destroyer)
	blue := StandardDesign(LightCruiser)
	if ew {
		blue = Design{Class: LightCruiser, Speed: 4, Beams: 1, Shields: 4, EW: true}
	}
	s := Setup{Width: 12, Height: 40, Sides: []Side{
		{Name: "Red", Squadrons: []Squadron{{Ships: []ShipSetup{{Design: dd, At: Cell{5, 35}}}}}},
		{Name: "Blue", Squadrons: []Squadron{{Name: "secret", Ships: []ShipSetup{{Design: blue, At: Cell{5, 5}, Facing: 3}, {Design: blue, At: Cell{6, 5}, Facing: 3}}}},
			Dummies: []Cell{{1, 5}}},
	}}
	return mustNew(t, s, Options{Sensors: true, EW: ew}, 1)
}

// placeBlue moves the Blue ships to row r.
func placeBlue(st *State, row int) {
	st.ships[1].pos = Cell{5, row}.Hex()
	st.ships[2].pos = Cell{6, row}.Hex()
	st.detect()
}

// TestSensorLevels checks the limited sensors rule: beyond 18 hexes a
// squadron counter, from 18 to 13 anonymous ship counters, within 12 the
// ships themselves; a squadron with EW only within 9.
func TestSensorLevels(t *testing.T) {
	for _, tc := range []struct {
		name     string
		ew       bool
		row      int
		ships    int
		counters string
	}{
		{"far", false, 5, 0, "squadron squadron"},
		{"counters", false, 19, 0, "ship ship squadron"},
		{"near", false, 24, 2, "squadron"}, // the dummy, still far off
		// EW suites put out a dummy squadron counter each.
		{"ew at 11", true, 24, 0, "ship ship squadron squadron squadron"},
		{"ew at 8", true, 27, 2, "squadron squadron squadron"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st := hidden(t, tc.ew)
			placeBlue(st, tc.row)
			v := st.ViewOf(0)
			blue := 0
			for _, s := range v.Ships {
				if s.Side == 1 {
					blue++
				}
			}
			var kinds []string
			for _, c := range v.Counters {
				kinds = append(kinds, c.Kind)
			}
			if blue != tc.ships || strings.Join(kinds, " ") != tc.counters {
				t.Errorf("Red sees %d Blue ships and counters %v; want %d and %q", blue, kinds, tc.ships, tc.counters)
			}
			for _, c := range v.Counters {
				if tc.ew && c.Kind == "ship" && !c.EW {
					t.Error("a ship of the EW squadron did not declare EW")
				}
			}
		})
	}
}

// TestFiringRevealsAt18 checks that a ship that fired beams is fully
// detected at 18 hexes.
func TestFiringRevealsAt18(t *testing.T) {
	st := hidden(t, false)
	placeBlue(st, 19)
	st.ships[1].flags |= fRevealed
	if got := st.Detected(0, 1); got != Full {
		t.Errorf("a ship that fired at 16 hexes is %s, want full", got)
	}
	if got := st.Detected(0, 2); got != ShipCounter {
		t.Errorf("its squadron mate is %s, want a ship counter", got)
	}
}

// TestDummyRemoved checks that a dummy counter is removed once an enemy
// ship comes within 12 hexes, and that dummies cannot detect.
func TestDummyRemoved(t *testing.T) {
	st := hidden(t, false)
	st.ships[0].pos = Cell{1, 16}.Hex()
	st.detect()
	if !st.dummies[0].gone {
		t.Error("the dummy survived full detection")
	}
}

// TestViewHidesSecrets checks that a player's view holds no seed, no
// enemy minefield and no enemy declarations.
func TestViewHidesSecrets(t *testing.T) {
	st := hidden(t, false)
	b, err := json.Marshal(st.View(0))
	if err != nil {
		t.Fatal(err)
	}
	text := string(b)
	for _, secret := range []string{"seed", "secret", "\"dummies\""} {
		if strings.Contains(text, secret) {
			t.Errorf("Red's view mentions %q: %s", secret, text)
		}
	}
	// Nobody has detected anybody: a spectator sees only counters.
	if v := st.ViewOf(game.Spectator); len(v.Ships) != 0 || len(v.Counters) != 3 {
		t.Errorf("a spectator sees %d ships and %d counters, want 0 and 3", len(v.Ships), len(v.Counters))
	}
}

// TestLogHidesHiddenShips checks that under limited sensors the events
// about a ship go only to the players who see it: an enemy ship moving far
// away is not in a player's log.
func TestLogHidesHiddenShips(t *testing.T) {
	st := hidden(t, false)
	var events []game.Event
	emit := func(e game.Event) { events = append(events, e) }
	for st.Phase() == PhaseMove {
		p := st.Waiting().First()
		for i := range st.NumShips() {
			if st.MayMove(i) {
				if err := st.Apply(MoveAction(p, i, Path{Hexes: 1}, false), rng.New(1), emit); err != nil {
					t.Fatal(err)
				}
				break
			}
		}
	}
	for _, e := range game.Filter(events, 0) {
		if strings.Contains(e.Text, "Blue") && e.Kind == "move" {
			t.Errorf("Red's log shows a hidden Blue ship: %s", e.Text)
		}
	}
	moves := 0
	for _, e := range game.Filter(events, 1) {
		if e.Kind == "move" && strings.Contains(e.Text, "Blue") {
			moves++
		}
	}
	if moves != 2 {
		t.Errorf("Blue's log shows %d of its own moves, want 2", moves)
	}
}
