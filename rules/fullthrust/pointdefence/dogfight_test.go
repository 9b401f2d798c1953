package pointdefence

import (
	"strings"
	"testing"

	"github.com/broadside/broadside/rng"
)

// TestDogfightFireWorkedExample is Continuum's dogfight example (§8.10):
// five standard fighters roll 2 2 6 4 1 and re-roll 3 for three kills; four
// roll 3 1 5 5 for two, all at once.
func TestDogfightFireWorkedExample(t *testing.T) {
	a := Group{Name: "A", Type: Standard, Strength: 5, CEF: 6}
	b := Group{Name: "B", Type: Standard, Strength: 4, CEF: 6}
	src := rng.NewScript([]int{2, 2, 6, 4, 1, 3, 3, 1, 5, 5})
	ka, ea := DogfightFire(a, b.Type, src)
	kb, eb := DogfightFire(b, a.Type, src)
	if err := src.Err(); err != nil {
		t.Fatal(err)
	}
	if ka != 3 || kb != 2 {
		t.Fatalf("kills %d and %d, want 3 and 2", ka, kb)
	}
	if !strings.Contains(ea.Text, "2 2 6 4 1 = 3, re-roll 3 = 0 → 3 kills") || eb.Step != StepDogfight {
		t.Fatalf("entries %q, %q", ea.Text, eb.Text)
	}
}

// TestDogfightFireModifiers checks the type modifiers and an exhausted
// group's fire: an interceptor's 3 kills one (+1), an attack fighter's 5
// kills none (-2), a die against heavy fighters takes 1 off, and a group
// with no CEF kills one on a 6 and never re-rolls.
func TestDogfightFireModifiers(t *testing.T) {
	for _, c := range []struct {
		name  string
		g     Group
		at    FighterType
		faces []int
		want  int
	}{
		{"interceptor", Group{Name: "I", Type: Interceptor, Strength: 2, CEF: 6}, Standard, []int{3, 2}, 1},
		{"attack", Group{Name: "X", Type: Attack, Strength: 2, CEF: 6}, Standard, []int{5, 4}, 0},
		{"at heavy", Group{Name: "S", Type: Standard, Strength: 2, CEF: 6}, Heavy, []int{4, 5}, 1},
		{"exhausted", Group{Name: "E", Type: Interceptor, Strength: 3, CEF: 0}, Standard, []int{6, 5, 4}, 1},
	} {
		src := rng.NewScript(c.faces)
		k, _ := DogfightFire(c.g, c.at, src)
		if err := src.Err(); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if k != c.want {
			t.Errorf("%s: %d kills, want %d", c.name, k, c.want)
		}
	}
}

// TestFireAtGroup rolls each kind of system at a group: Continuum's ship
// fire example (§8.6, two beam batteries rolling 4 and 6 kill one), PDS
// and grapeshot dice as PDS dice, a scattergun's D6 kills, and kills
// capped at the group's strength.
func TestFireAtGroup(t *testing.T) {
	g := Group{Name: "Red", Type: Standard, Strength: 6, CEF: 5}
	src := rng.NewScript([]int{4, 6})
	k, log := FireAtGroup(g, Flak{Beams: 2}, src)
	if src.Err() != nil || k != 1 || len(log) != 1 || !strings.Contains(log[0].Text, "2 beam batteries") {
		t.Fatalf("beams: %d kills, %v, %v", k, log, src.Err())
	}
	// Scattergun 3; grapeshot 4 5 1 6 + re-roll 2 = 4; PDS 6 + re-roll 6 + re-roll 1 = 4: 11, capped at 6.
	src = rng.NewScript([]int{3, 4, 5, 1, 6, 2, 6, 6, 1})
	k, log = FireAtGroup(g, Flak{PDS: 1, Grapeshot: 1, Scatterguns: 1}, src)
	if err := src.Err(); err != nil {
		t.Fatal(err)
	}
	if k != 6 || len(log) != 3 || log[0].Value != 3 || log[1].Value != 4 || log[2].Value != 4 {
		t.Fatalf("%d kills, log %v", k, log)
	}
	// Against heavy fighters a PDS's 4 kills none and a scattergun's 6 kills 3.
	h := Group{Name: "Hv", Type: Heavy, Strength: 6, CEF: 6}
	src = rng.NewScript([]int{6, 4})
	k, _ = FireAtGroup(h, Flak{PDS: 1, Scatterguns: 1}, src)
	if src.Err() != nil || k != 3 {
		t.Fatalf("heavy: %d kills, want 3 (%v)", k, src.Err())
	}
}

// TestDogfightKillsAsFire checks that DogfightKills rolls the same dice as
// DogfightFire and counts the same kills: every pair of fighter types,
// groups with and without CEF, many seeds, from a stream (whose quiet
// throw takes a shorter path) and from a script.
func TestDogfightKillsAsFire(t *testing.T) {
	kills := 0
	for ty := Standard; ty <= Kinetic; ty++ {
		for at := Standard; at <= Kinetic; at++ {
			for cef := range 2 {
				g := Group{Name: "G", Type: ty, Strength: 6, CEF: cef}
				for seed := range rng.Seed(40) {
					loud, quiet := rng.New(seed), rng.New(seed)
					want, _ := DogfightFire(g, at, loud)
					got := DogfightKills(g, at, quiet)
					if got != want || loud.Uint64() != quiet.Uint64() {
						t.Fatalf("%v (CEF %d) at %v, seed %d: %d kills quiet, %d logged, or the streams part", ty, cef, at, seed, got, want)
					}
					kills += got
				}
			}
		}
	}
	faces := []int{6, 6, 5, 4, 1, 2, 6, 3, 3}
	a, b := rng.NewScript(faces), rng.NewScript(faces)
	g := Group{Name: "G", Type: Interceptor, Strength: 6, CEF: 3}
	want, _ := DogfightFire(g, Heavy, a)
	if got := DogfightKills(g, Heavy, b); got != want || a.Err() != nil || b.Err() != nil || len(a.Unused()) != len(b.Unused()) {
		t.Errorf("scripted: %d kills quiet, %d logged (%v, %v)", got, want, a.Err(), b.Err())
	}
	if kills == 0 {
		t.Fatal("no kills: the comparison tests nothing")
	}
}
