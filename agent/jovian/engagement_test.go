package jovian

import (
	"strings"
	"testing"

	"github.com/broadside/broadside/rules/jovian"

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
			{Name: "Blue", Units: []jovian.Unit{
				jovian.NewUnit("Lancer 1", ship, geom.Vec{X: 0, Y: 0}, 0),
				jovian.NewUnit("Lancer 2", ship, geom.Vec{X: 6, Y: 0}, 0),
				jovian.NewUnit("Talons", sq, geom.Vec{X: 3, Y: 4}, 0),
			}},
			{Name: "Red", Units: []jovian.Unit{
				jovian.NewUnit("Dreadnought", big, geom.Vec{X: 3, Y: 12}, 180),
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
	var log jovian.Log
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

// A weapon whose System is damaged stays silent in an engagement, unless
// the option says Systems do not stop weapons.
func TestFightSystemsOption(t *testing.T) {
	for _, tt := range []struct {
		opt   jovian.Options
		fires bool
	}{{jovian.Options{}, false}, {jovian.Options{Systems: jovian.SystemsIgnore}, true}} {
		e := testEngagement(1)
		e.Options = tt.opt
		a := &e.Sides[0].Units[0]
		a.Status.Damaged = 1 << a.Card.SystemIndex("Missile Rack")
		e.Sides[0].Units = e.Sides[0].Units[:1]
		var log jovian.Log
		if _, err := e.NewFight().Run(rng.New(3), &log); err != nil {
			t.Fatal(err)
		}
		if got := strings.Contains(log.String(), "Lancer 1 with Heavy Missiles"); got != tt.fires {
			t.Errorf("option %v: missiles fired %v\n%s", tt.opt, got, &log)
		}
	}
}

// A side's modifiers apply to every attack it makes: a side whose
// modifier takes 40 macro dice from every attack breaks every set, so it
// never damages anything; and fights still allocate nothing.
func TestEngagementSideModifiers(t *testing.T) {
	ship := testShip("Ship", 3, 3, 3, 5)
	ship.Weapons = ship.Weapons[:1]
	e := &Engagement{Name: "modifiers", Rounds: 3, Sides: [2]Side{
		{Name: "A", Units: []jovian.Unit{jovian.NewUnit("A1", ship, geom.Vec{}, 90)}, Modifiers: jovian.Modifiers{{Name: "jammed", Macro: -jovian.MaxDice}}},
		{Name: "B", Units: []jovian.Unit{jovian.NewUnit("B1", ship, geom.Vec{X: 4}, 270)}},
	}}
	if err := e.Validate(); err != nil {
		t.Fatal(err)
	}
	f := e.NewFight()
	var src rng.Stream
	for i := range 200 {
		src.Reset(rng.Seed(i))
		if _, err := f.Run(&src, nil); err != nil {
			t.Fatal(err)
		}
		if st := f.Units(1)[0].Status; st.Structure.Marked() != 0 || st.Ratings != ship.Fresh().Ratings {
			t.Fatalf("seed %d: the side with %d macro dice damaged its enemy: %s", i, -jovian.MaxDice, st.Describe(ship))
		}
	}
	if allocs := testing.AllocsPerRun(20, func() { _, _ = f.Run(&src, nil) }); allocs != 0 {
		t.Errorf("a fight with modifiers allocates %v times", allocs)
	}
	var log jovian.Log
	e.Sides[0].Modifiers = jovian.Modifiers{jovian.Bonus, jovian.Bonus}
	if _, err := e.NewFight().Run(rng.New(1), &log); err != nil {
		t.Fatal(err)
	}
	if text := log.String(); !strings.Contains(text, "modifiers: bonus, bonus, short-range: net +2 (+1 base +1 flex), +1 flex") ||
		!strings.Contains(text, "attack pool: 3d6 +2 flex") {
		t.Errorf("the log does not show the side's modifiers with the short-range bonus:\n%s", text)
	}
	e.Sides[1].Modifiers = jovian.Modifiers{{Net: jovian.MaxNet}, jovian.Bonus}
	if err := e.Validate(); err == nil {
		t.Error("a net modifier beyond the bound was accepted")
	}
}
