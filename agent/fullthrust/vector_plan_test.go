package fullthrust

import (
	"testing"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	ft "github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// vectorDuellist is a ship under vector movement with a main drive of
// thrust, damaged hits times.
func vectorDuellist(thrust, hits, side int, at geom.Vec, facing int) Duellist {
	s := ft.Ship{Name: "V", Mass: 40, Hull: ft.HullRows(12, 4), Drive: ft.Drive{Thrust: thrust, Hits: hits},
		Systems: []ft.System{{Kind: ft.Beam, Class: 2, Arcs: geom.Arcs(geom.F)}}}
	return Duellist{Ship: s, Motion: manoeuvre.NewVectorMotion(at, geom.Clock(facing), geom.Vec{}), Side: side}
}

// TestRandomVectorLegal checks that the random player's vector orders are
// always within the ship's limits, damaged drives included, with the FTL
// drive engaged for a jump or on the turn after one, and parse back from
// their text; every other order is drawn with the options of held Extreme
// Manoeuvres on (reading W100), which its forms must need no more than.
func TestRandomVectorLegal(t *testing.T) {
	src := rng.New(rng.Seed(5))
	held := manoeuvre.ManoeuvreOptions{EMDiscretionary: true, EMAfterMovement: true}
	for n := range 3000 {
		var opt manoeuvre.ManoeuvreOptions
		if n%2 == 1 {
			opt = held
		}
		d := vectorDuellist(n%9, n%3, 0, geom.Vec{}, n%12)
		switch n % 7 {
		case 0:
			d.Motion.FTL = manoeuvre.FTLEngagedJump
		case 1:
			d.Motion.FTL, d.Motion.NoAcceleration = manoeuvre.FTLOffline, true
		}
		o := randomVector(d, opt, src)
		if p := manoeuvre.VectorOptionProblems(o, opt); len(p) > 0 {
			t.Fatalf("%q without the options: %v", o, p)
		}
		if p := manoeuvre.CheckVector(d.Ship, d.Motion, o); len(p) > 0 && (d.Motion.FTL != manoeuvre.FTLEngagedJump || d.Ship.Drive.Current() > 0) { // a jump needs a drive: nothing is legal
			t.Fatalf("%q on thrust %d hits %d: %v", o, n%9, n%3, p)
		}
		if back, err := manoeuvre.ParseVectorOrder(o.String()); err != nil || back.String() != o.String() {
			t.Fatalf("%q: %v", o, err)
		}
	}
}

// TestVectorCandidates checks the tactical player's candidate set: drift
// first, every candidate within the limits, and its size for a thrust-4
// ship (burns 0-4; no rotation, twelve rotations before the burn, twelve
// after a burn; pushes of 1 MU three ways when the thrusters have a point left).
func TestVectorCandidates(t *testing.T) {
	d := vectorDuellist(4, 0, 0, geom.Vec{}, 12)
	cs := vectorCandidates(d)
	if len(cs) == 0 || cs[0].String() != "" {
		t.Fatalf("first candidate %q", cs[0])
	}
	for _, o := range cs {
		if p := manoeuvre.CheckVector(d.Ship, d.Motion, o); len(p) > 0 {
			t.Fatalf("%q: %v", o, p)
		}
	}
	// Bodies: burn 0: 1 + 12; burns 1-4: 1 + 24 each. Each body has 3 pushes (2 thrusters).
	if want := (13 + 4*25) * 4; len(cs) != want {
		t.Errorf("%d candidates, want %d", len(cs), want)
	}
	if n := len(vectorCandidates(vectorDuellist(4, 2, 0, geom.Vec{}, 12))); n != 1 {
		t.Errorf("a disabled drive has %d candidates, want drift only", n)
	}
}

// TestBestVectorTurnsToBear checks that the planner turns a ship at rest
// to bring its forward gun to bear on an enemy abeam, rather than drift
// with the enemy out of arc.
func TestBestVectorTurnsToBear(t *testing.T) {
	ships := []Duellist{vectorDuellist(4, 0, 0, geom.Vec{}, 12), vectorDuellist(4, 0, 1, geom.Vec{X: 15}, 9)}
	pl := NewPlanner()
	pl.sc = newScene(ships)
	o, end := pl.bestVector(ships, 0)
	if !(manoeuvre.Shot{From: end, To: ships[1].Motion}).Bears(geom.Arcs(geom.F)) {
		t.Fatalf("%q leaves the enemy out of the forward arc: end %v", o, end)
	}
}
