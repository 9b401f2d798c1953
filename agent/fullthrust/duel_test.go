package fullthrust

import (
	"errors"
	"testing"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	ft "github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// duellist returns a test cruiser: MASS 60, 3 armour, 18 hull boxes in 3
// rows, a level-1 screen, a Beam-3 forward and a Beam-2 on each side.
func duellist(name string, side int, pos geom.Vec, heading, v int) Duellist {
	return Duellist{
		Ship: ft.Ship{Name: name, Mass: 60, Armour: []int{3}, Hull: ft.HullRows(18, 3), Drive: ft.Drive{Thrust: 4},
			Systems: []ft.System{{Kind: ft.Beam, Class: 3, Arcs: geom.Arcs(geom.FP, geom.F, geom.FS)}, {Kind: ft.Beam, Class: 2, Arcs: geom.Arcs(geom.FP, geom.AP)},
				{Kind: ft.Beam, Class: 2, Arcs: geom.Arcs(geom.FS, geom.AS)}, {Kind: ft.Screen}, {Kind: ft.FireControl}}},
		Motion: manoeuvre.NewMotion(pos, geom.Clock(heading), v),
		Side:   side,
	}
}

func testDuel() Duel {
	return Duel{Ships: []Duellist{
		duellist("Red", 0, geom.Vec{Y: -20}, 12, 6),
		duellist("Blue", 1, geom.Vec{X: 10, Y: 20}, 6, 6),
	}, Sides: [2]string{"red", "blue"}}
}

func TestDuelValidate(t *testing.T) {
	d := testDuel()
	if err := d.Validate(); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		edit func(*Duel)
	}{
		{"one ship", func(d *Duel) { d.Ships = d.Ships[:1] }},
		{"one side", func(d *Duel) { d.Ships[1].Side = 0 }},
		{"bad side", func(d *Duel) { d.Ships[1].Side = 2 }},
		{"bad ship", func(d *Duel) { d.Ships[0].Ship.Hull = nil }},
		{"escort an enemy", func(d *Duel) { d.Ships[0].Doctrine.Escort = "Blue" }},
		{"negative EM", func(d *Duel) { d.Ships[0].Doctrine.EM = -1 }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := testDuel()
			d.Ships = append([]Duellist(nil), d.Ships...)
			tt.edit(&d)
			if err := d.Validate(); !errors.Is(err, ErrDuel) {
				t.Errorf("Validate = %v, want ErrDuel", err)
			}
		})
	}
}

func TestDuelFight(t *testing.T) {
	d := testDuel()
	f := d.Fight(rng.New(7), nil, true)
	if f.Turns < 1 || f.Turns > DefaultDuelTurns || len(f.Log) == 0 {
		t.Fatalf("fought %d turns, log %d lines", f.Turns, len(f.Log))
	}
	g := d.Fight(rng.New(7), NewPlanner(), false)
	if g.Winner != f.Winner || g.Turns != f.Turns || g.Dealt[0] != f.Dealt[0] || g.Taken[1] != f.Taken[1] {
		t.Errorf("the same seed fought differently: %+v vs %+v", g, f)
	}
	for i := range d.Ships {
		if d.Ships[i].Ship.Lost.Hull != 0 {
			t.Error("Fight changed the duel")
		}
	}
	dealt, taken := 0, 0
	for i := range f.Dealt {
		dealt += f.Dealt[i]
		taken += f.Taken[i]
	}
	if dealt != taken {
		t.Errorf("dealt %d, taken %d", dealt, taken)
	}
	if f.Winner >= 0 && !f.Destroyed[1-f.Winner] {
		t.Errorf("side %d won but the loser survives", f.Winner)
	}
}

// TestDuelFavoursTheStronger checks the planner plays sensibly: a ship
// with two more Beam-3s wins most duels and loses almost none.
func TestDuelFavoursTheStronger(t *testing.T) {
	d := testDuel()
	strong := d.Ships[0]
	fore := geom.Arcs(geom.FP, geom.F, geom.FS)
	strong.Ship.Systems = append(append([]ft.System(nil), strong.Ship.Systems...), ft.System{Kind: ft.Beam, Class: 3, Arcs: fore}, ft.System{Kind: ft.Beam, Class: 3, Arcs: fore})
	d.Ships = []Duellist{strong, d.Ships[1]}
	trial := d.Trial()
	out := make([]int64, len(d.Metrics()))
	wins, losses, n := 0, 0, 60
	s := rng.New(0)
	for i := range n {
		s.Reset(rng.Seed(1).Derive("trial", uint64(i)))
		trial(s, out)
		wins += int(out[0])
		losses += int(out[1])
	}
	if wins < n/2 || losses > n/10 {
		t.Errorf("the stronger ship won %d and lost %d of %d", wins, losses, n)
	}
}

func TestDuelManoeuvres(t *testing.T) {
	d := testDuel()
	d.Ships[0].Doctrine = Doctrine{ET: true, HardAbout: true, Redline: true, Corkscrew: true, Roll: true, EM: 1}
	used := map[string]bool{}
	for seed := range 20 {
		f := d.Fight(rng.New(rng.Seed(seed)), nil, true)
		for _, l := range f.Log {
			for _, code := range []string{"ET", "HA", "RL", "CO", "Roll", "EM"} {
				if containsWord(l, code) {
					used[code] = true
				}
			}
		}
	}
	if len(used) < 2 {
		t.Errorf("the planner used only %v in 20 duels", used)
	}
}

func containsWord(s, w string) bool {
	for i := 0; i+len(w) <= len(s); i++ {
		if s[i:i+len(w)] == w && (i == 0 || s[i-1] == ' ' || s[i-1] == '"') && (i+len(w) == len(s) || s[i+len(w)] == ' ' || s[i+len(w)] == '"' || s[i+len(w)] >= '0' && s[i+len(w)] <= '9') {
			return true
		}
	}
	return false
}

func TestDuelEscortEclipses(t *testing.T) {
	d := testDuel()
	escort := duellist("Shield", 1, geom.Vec{X: 10, Y: 18}, 6, 6)
	escort.Doctrine.Escort = "Blue"
	d.Ships = append(d.Ships, escort)
	if err := d.Validate(); err != nil {
		t.Fatal(err)
	}
	pl := NewPlanner()
	orders := pl.orders(d.Ships, -1, d.Options)
	if orders[2].eclipsing != 1 || orders[1].eclipsedBy != 2 || orders[2].order.Eclipse != 1 {
		t.Errorf("escort plan %+v, charge %+v", orders[2], orders[1])
	}
	f := d.Fight(rng.New(3), pl, true)
	if f.Turns == 0 {
		t.Fatal("no turns")
	}
}
