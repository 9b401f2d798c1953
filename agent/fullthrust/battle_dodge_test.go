package fullthrust

import (
	"encoding/json"
	"os"
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	ft "github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// TestDodgeValue checks the share of dodging an end state earns: none
// within 2.5 MU of the ship's place or of where holding course takes it,
// all only half a MU beyond the 6 MU a salvo homes from (6 MU away is
// still homed on), and a share in between.
func TestDodgeValue(t *testing.T) {
	m := manoeuvre.Motion{Pos: geom.Vec{X: 0, Y: 0}, Course: 12, Facing: 12, Velocity: 8}
	at := func(x, y float64) manoeuvre.Motion { e := m; e.Pos = geom.Vec{X: x, Y: y}; return e }
	for _, c := range []struct {
		end  manoeuvre.Motion
		want float64
	}{
		{at(0, 0), 0}, {at(0, 8), 0}, {at(2, 8), 0}, {at(4, 8), 0.375}, {at(6, 8), 0.875},
		{at(6.5, 8), 1}, {at(7, 4), 1}, {at(0, 20), 1},
	} {
		if got := dodgeValue(m, c.end); got < c.want-1e-9 || got > c.want+1e-9 {
			t.Errorf("dodgeValue to %v = %v, want %v", c.end.Pos, got, c.want)
		}
	}
}

// TestDodgeAlliesPlacements checks that a ship earns no dodging for ending
// at an ally's likely placement (where the ally will be holding course),
// whose salvos home on it when it is the nearest, though it is far from
// its own; an ally no enemy ordnance can reach marks none.
func TestDodgeAlliesPlacements(t *testing.T) {
	ships := []Duellist{
		{Ship: battleShipOfThrust(6), Motion: manoeuvre.NewMotion(geom.Vec{}, 12, 6), Side: 0},
		{Ship: battleShipOfThrust(6), Motion: manoeuvre.NewMotion(geom.Vec{X: 20}, 12, 6), Side: 0},
	}
	end := manoeuvre.NewMotion(geom.Vec{X: 20, Y: 6}, 12, 6) // the ally's place holding course, 20.9 MU from ship 0's
	for _, c := range []struct {
		weights []float64
		want    float64
	}{
		{[]float64{4, 4}, 0},
		{[]float64{4, 0}, 4},
	} {
		if got := dodgeBonus(ships, c.weights)(0, end.Pos); got != c.want {
			t.Errorf("weights %v: dodging %v, want %v", c.weights, got, c.want)
		}
	}
}

// battleShipOfThrust is a 40-mass ship with a drive of thrust and nothing
// else.
func battleShipOfThrust(thrust int) ft.Ship {
	return ft.Ship{Name: "Test", Mass: 40, Hull: ft.HullRows(12, 4), Drive: ft.Drive{Thrust: thrust}}
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
