package pointdefence

import (
	"context"
	"math"
	"testing"

	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
)

// TestLightFighterType pins the light fighter's numbers (Continuum §8.15,
// Light; W118): groups of up to 8, 4 CEF, and the limits of the other types
// unchanged.
func TestLightFighterType(t *testing.T) {
	lt, err := ParseFighterType("Light")
	if err != nil || lt != Light {
		t.Fatalf("ParseFighterType(Light) = %v, %v", lt, err)
	}
	if g := NewGroup("L", Light); g.Strength != 8 || g.CEF != 4 {
		t.Errorf("NewGroup(light) = %+v, want 8 fighters, 4 CEF", g)
	}
	if g := NewGroup("S", Standard); g.Strength != 6 || g.CEF != 6 {
		t.Errorf("NewGroup(standard) = %+v, want 6 fighters, 6 CEF", g)
	}
	for _, c := range []struct {
		typ      FighterType
		strength int
		ok       bool
	}{
		{Light, 8, true}, {Light, 9, false}, {Standard, 6, true}, {Standard, 7, false}, {Heavy, 8, false},
	} {
		err := Group{Name: "G", Type: c.typ, Strength: c.strength, CEF: 1}.validate()
		if (err == nil) != c.ok {
			t.Errorf("%s group of %d: validate = %v, want ok %v", c.typ, c.strength, err, c.ok)
		}
	}
}

// TestDiceAtLightFighters checks the +1 on every die rolled at light
// fighters and the scattergun's 1D6+1 (Continuum §8.15, Light; W118).
func TestDiceAtLightFighters(t *testing.T) {
	l := Group{Name: "Lt", Type: Light, Strength: 8, CEF: 4}
	for _, c := range []struct {
		name  string
		f     Flak
		faces []int
		want  int
	}{
		{"PDS 3 kills one", Flak{PDS: 1}, []int{3}, 1},
		{"PDS 5 kills two, no re-roll", Flak{PDS: 1}, []int{5}, 2},
		{"scattergun 1 kills two", Flak{Scatterguns: 1}, []int{1}, 2},
		{"scattergun 6 kills seven", Flak{Scatterguns: 1}, []int{6}, 7},
		{"beam 5 kills one", Flak{Beams: 1}, []int{5}, 1},
		{"beam 4 kills none", Flak{Beams: 1}, []int{4}, 0},
	} {
		src := rng.NewScript(c.faces)
		k, _ := FireAtGroup(l, c.f, src)
		if err := src.Err(); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if k != c.want {
			t.Errorf("%s: %d kills, want %d", c.name, k, c.want)
		}
	}
	// In a dogfight a standard fighter's 3 kills a light fighter, an
	// interceptor's 2 does (+2).
	for _, c := range []struct {
		typ  FighterType
		face int
	}{{Standard, 3}, {Interceptor, 2}} {
		src := rng.NewScript([]int{c.face})
		k, _ := DogfightFire(Group{Name: "D", Type: c.typ, Strength: 1, CEF: 6}, Light, src)
		if src.Err() != nil || k != 1 {
			t.Errorf("%s rolling %d at light: %d kills (%v), want 1", c.typ, c.face, k, src.Err())
		}
	}
}

// TestLightGroupOddsAgreeWithMonteCarlo checks that the exact odds of a raid
// of two full light groups (8 fighters each) agree with sampled strikes
// under both procedures, the classic one against PDS and a scattergun.
func TestLightGroupOddsAgreeWithMonteCarlo(t *testing.T) {
	ship := testShip("Cruiser", 24, 0, systems(sys(fullthrust.PDS, 2), sys(fullthrust.Scattergun, 1), sys(fullthrust.Screen, 1))...)
	for _, c := range []struct {
		name string
		def  Defence
		opt  fullthrust.Options
	}{
		{"2015", DefaultDefence(ship), fullthrust.Options{}},
		{"classic PDS", DefaultDefence(ship), fullthrust.Options{Procedure: fullthrust.Classic}},
		{"classic scattergun", Defence{Scatterguns: 1}, fullthrust.Options{Procedure: fullthrust.Classic}},
	} {
		t.Run(c.name, func(t *testing.T) {
			raid := Raid{Target: 0, Groups: []Attacker{group("L1", Light, 8, ""), group("L2", Light, 8, "")}}
			s := Strike{Ships: []fullthrust.Ship{ship}, Defence: []Defence{c.def}, Raids: []Raid{raid}}
			odds, err := totals(context.Background(), s, c.opt)
			if err != nil {
				t.Fatal(err)
			}
			m, err := NewSampler(s, c.opt)
			if err != nil {
				t.Fatal(err)
			}
			const n = 30000
			stream := rng.New(0x1197)
			var tl tally
			for range n {
				tl.add(m.Sample(stream)[0], odds[0].Boxes)
			}
			tl.check(t, odds[0], 5, "")
			mean, _ := odds[0].MeanDamage.Float64()
			if d := tl.mean() - mean; math.Abs(d) > 0.05*mean+0.2 {
				t.Errorf("mean damage %.3f sampled, %.3f exact", tl.mean(), mean)
			}
			if mean <= 0 {
				t.Errorf("mean damage %.3f: the raid did nothing", mean)
			}
		})
	}
}
