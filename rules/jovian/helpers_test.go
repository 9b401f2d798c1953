package jovian

import (
	"math/big"
	"testing"

	"github.com/broadside/broadside/dice"
	"github.com/broadside/broadside/rng"
)

// Test cards: stats of our own invention.

// testShip returns a capital ship with the given ratings and Structure and
// two Systems.
func testShip(name string, def, sen, thr, str int) *Card {
	return &Card{
		Name: name, Kind: Capital, Models: 1, Base: 2,
		Defense: NewTrack(def), Sensors: NewTrack(sen), Thrusters: NewTrack(thr), Structure: NewTrack(str),
		FireControl: 3,
		Systems:     []string{"Hangar", "Missile Rack"},
		Weapons: []Weapon{
			{Name: "Mass Driver", AC: 2, AS: 1},
			{Name: "Heavy Missiles", AC: 5, AS: 6, Traits: Traits{Missile: true}, System: "Missile Rack"},
			{Name: "Beam Projector", AC: 3, AS: 0, Traits: Traits{Beam: true, Macro: 1}},
		},
	}
}

// testSquadron returns a squadron of three models.
func testSquadron(name string, def, str int) *Card {
	return &Card{
		Name: name, Kind: Squadron, Models: 3, Base: 1,
		Defense: NewTrack(def), Sensors: NewTrack(2), Structure: NewTrack(str),
		FireControl: 2,
		Weapons:     []Weapon{{Name: "Rifles", AC: 2, AS: 3}},
	}
}

// damaged returns the card's fresh status with boxes marked on each rating
// until it reads the given values.
func damaged(c *Card, def, sen, thr int) Status {
	st := c.Fresh()
	want := [3]int{def, sen, thr}
	for i := range st.Ratings {
		for st.Ratings[i].Value() > want[i] {
			st.Ratings[i], _ = st.Ratings[i].Mark()
		}
	}
	return st
}

// code parses a Result such as "[D2,T3]".
func code(t testing.TB, text string) dice.Code {
	t.Helper()
	r, err := dice.ParseResult(text)
	if err != nil {
		t.Fatal(err)
	}
	c, err := r.Code()
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// hits parses hits such as "[D5,D6]".
func hits(t testing.TB, text string) Hits {
	t.Helper()
	h, err := ParseHits(text)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// resolveScripted resolves a shot on scripted dice and fails the test if the
// script did not fit exactly.
func resolveScripted(t *testing.T, s *Shot, opt Options, faces ...int) (Report, *Log) {
	t.Helper()
	src := rng.NewScript(faces)
	var log Log
	r, err := Resolve(s, opt, src, &log)
	if err != nil {
		t.Fatalf("Resolve: %v\n%s", err, &log)
	}
	if err := src.Err(); err != nil {
		t.Fatalf("script: %v\n%s", err, &log)
	}
	if u := src.Unused(); len(u) > 0 {
		t.Fatalf("unused dice %v\n%s", u, &log)
	}
	return r, &log
}

// enumerate calls run for every dice sequence and returns the exact
// probability of each result. run must consume at most maxUsed dice.
func enumerate[K comparable](t *testing.T, maxUsed int, run func(src rng.Source) K) map[K]*big.Rat {
	t.Helper()
	dist, cut := rng.Enumerate(maxUsed, run)
	if cut.Sign() != 0 {
		t.Fatalf("runs with probability %v used more than %d dice", cut, maxUsed)
	}
	return dist
}
