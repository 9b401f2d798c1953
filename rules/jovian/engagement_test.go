package jovian

import (
	"strings"
	"testing"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
)

// testEngagement puts two capital ships and a squadron against one ship.
func testEngagement(rounds int) *Engagement {
	ship := testShip("Lancer", 3, 3, 3, 5)
	sq := testSquadron("Talons", 2, 4)
	big := testShip("Dreadnought", 5, 4, 4, 8)
	return &Engagement{
		Name:   "test",
		Rounds: rounds,
		Sides: [2]Side{
			{Name: "Blue", Units: []Unit{
				NewUnit("Lancer 1", ship, geom.Vec{X: 0, Y: 0}, 0),
				NewUnit("Lancer 2", ship, geom.Vec{X: 6, Y: 0}, 0),
				NewUnit("Talons", sq, geom.Vec{X: 3, Y: 4}, 0),
			}},
			{Name: "Red", Units: []Unit{
				NewUnit("Dreadnought", big, geom.Vec{X: 3, Y: 12}, 180),
			}},
		},
	}
}

func TestFightIsReproducible(t *testing.T) {
	e := testEngagement(6)
	if err := e.Validate(); err != nil {
		t.Fatal(err)
	}
	f, g := e.NewFight(), e.NewFight()
	for seed := range rng.Seed(50) {
		a, err := f.Run(rng.New(seed), nil)
		if err != nil {
			t.Fatal(err)
		}
		b, err := g.Run(rng.New(seed), nil)
		if err != nil || a != b {
			t.Fatalf("seed %v: %+v then %+v (%v)", seed, a, b, err)
		}
		if a.Rounds < 1 || a.Rounds > 6 || (a.Winner >= 0 && a.Active[1-a.Winner] != 0) {
			t.Fatalf("seed %v: inconsistent result %+v", seed, a)
		}
	}
	// The engagement itself is untouched.
	if e.Sides[1].Units[0].Status != e.Sides[1].Units[0].Card.Fresh() {
		t.Error("Run changed the engagement")
	}
}

func TestFightNarrates(t *testing.T) {
	e := testEngagement(2)
	var log Log
	res, err := e.NewFight().Run(rng.New(7), &log)
	if err != nil {
		t.Fatal(err)
	}
	text := log.String()
	for _, want := range []string{"Round 1: initiative die", "attack by Lancer 1 with", "on Dreadnought", "point defence"} {
		if !strings.Contains(text, want) {
			t.Errorf("log lacks %q:\n%s", want, text)
		}
	}
	if res.Rounds < 1 {
		t.Errorf("result %+v", res)
	}
}

// Models out of range never fight; the round limit ends the engagement
// with no winner.
func TestFightOutOfRange(t *testing.T) {
	e := testEngagement(3)
	e.Sides[1].Units[0].Pos = geom.Vec{X: 0, Y: 100}
	res, err := e.NewFight().Run(rng.New(1), nil)
	if err != nil {
		t.Fatal(err)
	}
	want := Result{Winner: -1, Rounds: 3, Active: [2]int{3, 1}, Alive: [2]int{3, 1}}
	if res != want {
		t.Errorf("result %+v, want %+v", res, want)
	}
}

func TestEngagementValidate(t *testing.T) {
	e := testEngagement(0)
	if err := e.Validate(); err == nil || !strings.Contains(err.Error(), "round limit") {
		t.Errorf("error %v", err)
	}
	e = testEngagement(3)
	e.Sides[1].Units = nil
	if err := e.Validate(); err == nil || !strings.Contains(err.Error(), "no models") {
		t.Errorf("error %v", err)
	}
}

func TestSupporters(t *testing.T) {
	attacker := NewUnit("A", testShip("A", 3, 3, 3, 3), geom.Vec{X: 0, Y: 0}, 0)
	c := testShip("B", 2, 2, 2, 2) // base 2": radius 1
	weak := testShip("Weak", 0, 2, 2, 2)
	friends := []Unit{
		NewUnit("target", c, geom.Vec{X: 0, Y: 20}, 0),
		NewUnit("beside the line", c, geom.Vec{X: 3.9, Y: 10}, 0), // edge 2.9" from the line
		NewUnit("too far", c, geom.Vec{X: 4.1, Y: 10}, 0),         // edge 3.1" away
		NewUnit("behind the target", c, geom.Vec{X: 0, Y: 23.5}, 0),
		NewUnit("no Defense", weak, geom.Vec{X: 1, Y: 10}, 0),
	}
	got := Supporters(&attacker, friends, 0)
	if len(got) != 1 || got[0] != 1 {
		t.Errorf("Supporters = %v, want [1]", got)
	}
	if n := countSupporters(&attacker, friends, 0); n != 1 {
		t.Errorf("countSupporters = %d", n)
	}
}

func TestArcOf(t *testing.T) {
	tests := []struct {
		facing float64
		from   geom.Vec
		want   Arc
	}{
		{0, geom.Vec{X: 0, Y: 5}, Front},
		{0, geom.Vec{X: 5, Y: 5}, Front}, // 45 degrees: on the border
		{0, geom.Vec{X: 5, Y: 0}, Sides},
		{0, geom.Vec{X: 0, Y: -5}, Aft},
		{90, geom.Vec{X: 5, Y: 0}, Front},
		{270, geom.Vec{X: 5, Y: 0}, Aft},
	}
	for _, tt := range tests {
		if got := ArcOf(geom.Vec{}, tt.facing, tt.from); got != tt.want {
			t.Errorf("ArcOf(facing %v, from %v) = %v, want %v", tt.facing, tt.from, got, tt.want)
		}
	}
}

func BenchmarkFight(b *testing.B) {
	e := testEngagement(6)
	f := e.NewFight()
	src := rng.New(1)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := f.Run(src, nil); err != nil {
			b.Fatal(err)
		}
	}
}
