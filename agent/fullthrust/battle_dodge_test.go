package fullthrust

import (
	"encoding/json"
	"os"
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// TestDodgeValue checks the share of dodging an end state earns: none at
// the ship's place or where holding course takes it, all beyond the 6 MU a
// salvo homes from, and a share in between.
func TestDodgeValue(t *testing.T) {
	m := manoeuvre.Motion{Pos: geom.Vec{X: 0, Y: 0}, Course: 12, Facing: 12, Velocity: 8}
	at := func(x, y float64) manoeuvre.Motion { e := m; e.Pos = geom.Vec{X: x, Y: y}; return e }
	for _, c := range []struct {
		end  manoeuvre.Motion
		want float64
	}{
		{at(0, 0), 0}, {at(0, 8), 0}, {at(1, 8), 0}, {at(4, 8), 0.5}, {at(7, 4), 1}, {at(0, 20), 1},
	} {
		if got := dodgeValue(m, c.end); got < c.want-1e-9 || got > c.want+1e-9 {
			t.Errorf("dodgeValue to %v = %v, want %v", c.end.Pos, got, c.want)
		}
	}
}

// TestDodgeWeights checks, on the missile-boat battle as each side sees
// it, that the convoy's ships dodge once for each raider within the 42 MU
// its ordnance reaches and not for the others, and that the raiders,
// facing no ordnance, never dodge. At the start the raiders stand 47-53
// MU from the convoy; moved 9 MU nearer, to (-12, 21), (0, 23) and
// (12, 21), all three are within reach of the escorts at (-5, -17) and
// (5, -17) (38.6-41.6 MU) and none of the transport at (0, -20)
// (42.7-43 MU).
func TestDodgeWeights(t *testing.T) {
	data, err := os.ReadFile("testdata/battles/battle-missile-boats.record.json")
	if err != nil {
		t.Fatal(err)
	}
	var rec struct{ Setup json.RawMessage }
	if err := json.Unmarshal(data, &rec); err != nil {
		t.Fatal(err)
	}
	setup, err := battle.UnmarshalSetup(rec.Setup)
	if err != nil {
		t.Fatal(err)
	}
	for k := range setup.Ships {
		if setup.Ships[k].Side == 0 {
			setup.Ships[k].Start.Motion.Pos.Y -= 9
		}
	}
	near, err := battle.MarshalSetup(setup)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		setup json.RawMessage
		want  map[string]float64 // convoy ships' weights; every other is 0
	}{
		{rec.Setup, nil},
		{near, map[string]float64{"Picket": 3 * dodgeWeight, "Bulwark": 3 * dodgeWeight}},
	} {
		st, err := battle.Rules{}.New(nil, c.setup, 1)
		if err != nil {
			t.Fatal(err)
		}
		bs := st.(*battle.State)
		for p := range game.Player(2) {
			ships, _ := visible(bs, p, Doctrine{})
			w := dodgeWeights(bs.View(p).(battle.View), p, ships)
			for i, s := range ships {
				got := 0.0
				if w != nil {
					got = w[i]
				}
				want := 0.0
				if s.Side == 1 && p == 1 {
					want = c.want[s.Ship.Name]
				}
				if got != want {
					t.Errorf("side %d, %s: dodge weight %v, want %v", p, s.Ship.Name, got, want)
				}
			}
		}
	}
}
