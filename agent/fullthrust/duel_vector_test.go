package fullthrust

import (
	"errors"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// vectorDuel is testDuel under vector movement, Blue drifting by a course
// vector across Red's bow.
func vectorDuel() Duel {
	d := testDuel()
	d.Options.Vector = true
	d.Ships[1].Motion.Velocity = 0
	d.Ships[1].Motion.Vector = geom.Vec{X: -3, Y: -2}
	return d
}

// TestVectorDuelFirstTurn fights one turn of a vector duel and checks each
// ship against the rules code by hand: it starts drifting at its velocity
// along its heading or by its course vector (W75), its logged order is a
// vector order within its limits, and it ends where manoeuvre.MoveVector
// takes that order from that start.
func TestVectorDuelFirstTurn(t *testing.T) {
	d := vectorDuel()
	d.Turns = 1
	f := d.Fight(rng.New(4), nil, true)
	for i, s := range d.Ships {
		start := manoeuvre.VectorStart(s.Motion)
		want := map[int]geom.Vec{0: {Y: 6}, 1: {X: -3, Y: -2}}[i]
		if start.Vector != want || start.Facing != s.Motion.Facing {
			t.Fatalf("%s starts with %v, want vector %v", s.Ship.Name, start, want)
		}
		prefix := "turn 1: " + s.Ship.Name + " orders "
		k := slices.IndexFunc(f.Log, func(l string) bool { return strings.HasPrefix(l, prefix) })
		if k < 0 {
			t.Fatalf("no order for %s in\n%s", s.Ship.Name, strings.Join(f.Log, "\n"))
		}
		text := strings.Trim(strings.TrimPrefix(f.Log[k], prefix), `"`)
		if text == "(drift)" {
			text = ""
		}
		o, err := manoeuvre.ParseVectorOrder(text)
		if err != nil {
			t.Fatalf("%s: order %q: %v", s.Ship.Name, text, err)
		}
		if p := manoeuvre.CheckVector(s.Ship, start, o); len(p) > 0 {
			t.Errorf("%s: order %q is beyond its limits: %v", s.Ship.Name, text, p)
		}
		mv := manoeuvre.MoveVector(s.Ship, start, o, manoeuvre.ManoeuvreOptions{Vector: true}, nil)
		if got := f.Ships[i].Motion; got.Pos != mv.Motion.Pos || got.Vector != mv.Motion.Vector || got.Facing != mv.Motion.Facing {
			t.Errorf("%s ends at %v, MoveVector of %q says %v", s.Ship.Name, got, text, mv.Motion)
		}
	}
}

// TestVectorDuelReproducible fights a vector duel twice with each seed,
// once with a fresh planner and once with one reused from other duels, and
// wants the same log and outcome: the planner rolls no dice and keeps
// nothing between duels that changes a choice.
func TestVectorDuelReproducible(t *testing.T) {
	d := vectorDuel()
	d.Turns = 8
	pl := NewPlanner()
	d.Fight(rng.New(99), pl, false)
	for _, seed := range []rng.Seed{1, 2, 3} {
		a := d.Fight(rng.New(seed), nil, true)
		b := d.Fight(rng.New(seed), pl, true)
		if strings.Join(a.Log, "\n") != strings.Join(b.Log, "\n") || a.Winner != b.Winner || a.Turns != b.Turns ||
			!slices.Equal(a.Dealt, b.Dealt) || !slices.Equal(a.Taken, b.Taken) {
			t.Fatalf("seed %d: two fights differ:\n%s\n---\n%s", seed, strings.Join(a.Log, "\n"), strings.Join(b.Log, "\n"))
		}
		for _, l := range a.Log {
			if strings.Contains(l, "impossible order") {
				t.Errorf("seed %d: %s", seed, l)
			}
		}
		if a.Dealt[0]+a.Dealt[1] == 0 {
			t.Errorf("seed %d: no ship dealt any damage in %d turns:\n%s", seed, a.Turns, strings.Join(a.Log, "\n"))
		}
	}
}

// TestVectorDuelValidate checks what a vector duel refuses (readings W73,
// W75, W93) and what it accepts: Emergency Thrust, a vector course.
func TestVectorDuelValidate(t *testing.T) {
	if err := vectorDuel().Validate(); err != nil {
		t.Fatalf("the vector duel: %v", err)
	}
	et := vectorDuel()
	et.Ships[0].Doctrine.ET = true
	if err := et.Validate(); err != nil {
		t.Errorf("ET under vector movement (W56): %v", err)
	}
	for _, tc := range []struct {
		name string
		edit func(d *Duel)
		want string
	}{
		{"hard about", func(d *Duel) { d.Ships[0].Doctrine.HardAbout = true }, "allows Hard About, cinematic manoeuvres not available under vector movement (W73)"},
		{"several", func(d *Duel) {
			d.Ships[1].Doctrine.Roll, d.Ships[1].Doctrine.EM, d.Ships[1].Doctrine.Jump = true, 2, true
		},
			"Blue: the doctrine allows Roll, cinematic manoeuvres not available under vector movement (W73); and Extreme Manoeuvres, Short-Range Jump, which the vector planner does not order (W93)"},
		{"backfire", func(d *Duel) { d.Ships[0].Doctrine.Backfire = true }, "Grav Backfire"},
		{"course without vector", func(d *Duel) { d.Options.Vector = false }, "Blue: a course vector needs vector movement"},
		{"course and velocity", func(d *Duel) { d.Ships[1].Motion.Velocity = 3 }, "not both"},
		{"course too long", func(d *Duel) { d.Ships[1].Motion.Vector = geom.Vec{Y: 101} }, "at most 100 MU long"},
		{"course not finite", func(d *Duel) { d.Ships[1].Motion.Vector = geom.Vec{X: math.NaN()} }, "must be finite"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := vectorDuel()
			tc.edit(&d)
			err := d.Validate()
			if !errors.Is(err, ErrDuel) || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got %v, want ErrDuel containing %q", err, tc.want)
			}
		})
	}
}
