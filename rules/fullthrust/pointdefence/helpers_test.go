package pointdefence

import (
	"strings"
	"testing"

	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
)

// testShip builds a ship with the given hull, armour and systems.
func testShip(name string, hull, armour int, systems ...fullthrust.System) fullthrust.Ship {
	s := fullthrust.Ship{Name: name, Hull: fullthrust.HullRows(hull, 4), Systems: systems}
	if armour > 0 {
		s.Armour = []int{armour}
	}
	return s
}

// sys returns n systems of a kind (class 1 for beams).
func sys(k fullthrust.SystemKind, n int) []fullthrust.System {
	out := make([]fullthrust.System, n)
	for i := range out {
		out[i] = fullthrust.System{Kind: k}
		if k == fullthrust.Beam || k == fullthrust.KGun {
			out[i].Class = 1
		}
	}
	return out
}

// systems concatenates system lists.
func systems(lists ...[]fullthrust.System) []fullthrust.System {
	var out []fullthrust.System
	for _, l := range lists {
		out = append(out, l...)
	}
	return out
}

// group returns a raid attacker.
func group(name string, t FighterType, strength int, assists string) Attacker {
	g := NewGroup(name, t)
	g.Strength = strength
	return Attacker{Group: g, Assists: assists}
}

// scripted resolves a strike from scripted dice and fails the test if the
// script did not fit exactly.
func scripted(t *testing.T, s Strike, opt fullthrust.Options, faces ...int) Result {
	t.Helper()
	script := rng.NewScript(faces)
	res, err := Resolve(s, opt, script)
	if err != nil {
		t.Fatalf("resolve: %v", err)
	}
	if u := script.Unused(); len(u) > 0 {
		t.Fatalf("dice not used: %v\n%s", u, res.Log)
	}
	return res
}

// entries returns the log entries of a step.
func entries(l Log, step Step) []Entry {
	var out []Entry
	for _, e := range l {
		if e.Step == step {
			out = append(out, e)
		}
	}
	return out
}

// mustContain fails unless the log text contains every fragment.
func mustContain(t *testing.T, l Log, fragments ...string) {
	t.Helper()
	text := l.String()
	for _, f := range fragments {
		if !strings.Contains(text, f) {
			t.Errorf("log lacks %q:\n%s", f, text)
		}
	}
}
