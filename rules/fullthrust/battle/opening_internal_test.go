package battle

import (
	"testing"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// TestOpeningVersion checks that two battles of one setup played under
// different rules versions have different openings. Through the package's
// API such battles never share their setup (Rules.NewAt prepares its own),
// so only here can the version's part of an Opening fail a test.
func TestOpeningVersion(t *testing.T) {
	ship := func(side int, name string, y float64) Ship {
		return Ship{Side: side, Crew: 2, DCP: 2, Sheet: fullthrust.Ship{Name: name, Mass: 20, Hull: fullthrust.HullRows(6, 4),
			Drive: fullthrust.Drive{Thrust: 4}}, Start: Start{Motion: manoeuvre.NewMotion(geom.Vec{Y: y}, geom.Clock(12), 2)}}
	}
	s := Setup{Turns: 3, Sides: []string{"Navy", "Raiders"}, Ships: []Ship{ship(0, "Ajax", 0), ship(1, "Hector", 30)}}
	if err := s.Validate(); err != nil {
		t.Fatal(err)
	}
	now, old := newState(&s), newState(&s)
	old.version = 3
	a, okA := now.Opening()
	b, okB := old.Opening()
	if !okA || !okB {
		t.Fatal("a battle at its start has no opening")
	}
	if a == b {
		t.Errorf("version %d and version 3 share an opening", currentVersion)
	}
	if c, _ := newState(&s).Opening(); c != a {
		t.Error("two battles of one setup under one version have different openings")
	}
}
