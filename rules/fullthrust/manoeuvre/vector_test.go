package manoeuvre

import (
	"math"
	"strings"
	"testing"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
)

// vectorShip is a ship with a main drive of thrust, so thrusters of half.
func vectorShip(thrust, hits int) fullthrust.Ship {
	return fullthrust.Ship{Name: "Vector", Mass: 40, Armour: []int{2}, Hull: fullthrust.HullRows(12, 4), Drive: fullthrust.Drive{Thrust: thrust, Hits: hits}}
}

func vnear(a, b geom.Vec) bool { return a.Dist(b) < 1e-9 }

// TestMoveVectorArithmetic walks RULINGS A4 by hand: the drift along the
// old vector first, then the parts in the order written, the new vector
// from the start to the end.
func TestMoveVectorArithmetic(t *testing.T) {
	start := NewVectorMotion(geom.Vec{X: 1, Y: 2}, geom.Clock(12), geom.Vec{Y: 6})
	for _, c := range []struct {
		order  string
		end    geom.Vec
		facing int
	}{
		{"", geom.Vec{X: 1, Y: 8}, 12},                          // drift only
		{"MD4", geom.Vec{X: 1, Y: 12}, 12},                      // burn along the facing
		{"TS3 MD4 PP1", geom.Vec{X: 5, Y: 9}, 3},                // rotate, burn toward 3, push to port (toward 12)
		{"MD4 TS3", geom.Vec{X: 1, Y: 12}, 3},                   // the burn comes before the rotation as written
		{"PR2", geom.Vec{X: 1, Y: 6}, 12},                       // a push astern slows the ship
		{"TP6 MD4", geom.Vec{X: 1, Y: 4}, 6},                    // turn about, then brake with the main drive
		{"PS2", geom.Vec{X: 3, Y: 8}, 12},                       // push to starboard
		{"TP1 MD0", geom.Vec{X: 1, Y: 8}, 11},                   // a rotation of one point
		{"MD4 FTL", geom.Vec{X: 1, Y: 12}, 12},                  // FTL engaged after moving
		{"TS2 PS1", geom.Vec{X: 1.5, Y: 8 - math.Sqrt(3)/2}, 2}, // starboard of 2 o'clock is 5 o'clock
	} {
		o, err := ParseVectorOrder(c.order)
		if err != nil {
			t.Fatalf("%q: %v", c.order, err)
		}
		mv := MoveVector(vectorShip(4, 0), start, o, ManoeuvreOptions{}, nil)
		if !mv.Legal || !vnear(mv.Motion.Pos, c.end) || mv.Motion.Facing.Hour() != c.facing {
			t.Errorf("%q: legal %v at %v facing %s; want %v facing %d (%v)", c.order, mv.Legal, mv.Motion.Pos, mv.Motion.Facing, c.end, c.facing, mv.Log)
		}
		if !vnear(mv.Motion.Vector, c.end.Sub(start.Pos)) {
			t.Errorf("%q: vector %v, want %v", c.order, mv.Motion.Vector, c.end.Sub(start.Pos))
		}
		if o.FTL != (mv.Motion.FTL == FTLEngaged) || o.FTL != mv.NoFire {
			t.Errorf("%q: FTL %s, no fire %v", c.order, mv.Motion.FTL, mv.NoFire)
		}
	}
}

// TestCheckVectorLimits checks the thrust limits: the whole current rating
// for the main drive and half of it, rounded down, for the thrusters, so
// that drive damage halves or zeroes both (RULINGS A4).
func TestCheckVectorLimits(t *testing.T) {
	m := NewVectorMotion(geom.Vec{}, geom.Clock(12), geom.Vec{})
	for _, c := range []struct {
		thrust, hits int
		order        string
		want         string // a part of the problem, "" for a legal order
	}{
		{4, 0, "MD4 TS6 PP1", ""},
		{4, 0, "MD5", "burn of 5 MU exceeds the drive's current rating 4"},
		{4, 0, "TS1 PS2", "uses 3 thruster points; the thrusters give 2"},
		{5, 0, "TS1 PS1", ""},
		{5, 0, "PS3", "uses 3 thruster points; the thrusters give 2"},
		{6, 0, "TS1 PS2", ""}, // a thrust-6 drive has 3 thruster points (the FB1 errata for p.3: 3, not 6)
		{6, 0, "TS1 PS3", "uses 4 thruster points; the thrusters give 3"},
		{4, 1, "MD2 TP1", ""},
		{4, 1, "MD3", "exceeds the drive's current rating 2"},
		{4, 1, "TP1 PP1", "thrusters give 1"},
		{4, 2, "TP1", "thrusters give 0"},
		{4, 2, "", ""},
		{1, 0, "TP1", "thrusters give 0"},
	} {
		o, err := ParseVectorOrder(c.order)
		if err != nil {
			t.Fatalf("%q: %v", c.order, err)
		}
		got := strings.Join(CheckVector(vectorShip(c.thrust, c.hits), m, o), "; ")
		if c.want == "" && got != "" || !strings.Contains(got, c.want) {
			t.Errorf("thrust %d hits %d %q: %q, want %q", c.thrust, c.hits, c.order, got, c.want)
		}
		mv := MoveVector(vectorShip(c.thrust, c.hits), m, o, ManoeuvreOptions{}, nil)
		if mv.Legal != (c.want == "") {
			t.Errorf("thrust %d hits %d %q: legal %v", c.thrust, c.hits, c.order, mv.Legal)
		}
		if !mv.Legal && (!vnear(mv.Motion.Pos, m.Pos) || mv.Motion.Facing != m.Facing || len(mv.Warnings) != 1) {
			t.Errorf("%q: an impossible order must drift: %v %v", c.order, mv.Motion, mv.Warnings)
		}
	}
}

// TestMoveVectorFTL checks that an engaged ship moves half its vector and
// vanishes, and that a ship gone does not move.
func TestMoveVectorFTL(t *testing.T) {
	m := NewVectorMotion(geom.Vec{}, geom.Clock(3), geom.Vec{X: 8, Y: -2})
	m.FTL = FTLEngaged
	mv := MoveVector(vectorShip(4, 0), m, VectorOrder{Steps: []VectorStep{{Kind: VectorDrive, N: 4}}}, ManoeuvreOptions{}, nil)
	if !mv.Vanished || !vnear(mv.Motion.Pos, geom.Vec{X: 4, Y: -1}) || mv.Motion.FTL != FTLGone {
		t.Fatalf("%+v", mv)
	}
	again := MoveVector(vectorShip(4, 0), mv.Motion, VectorOrder{}, ManoeuvreOptions{}, nil)
	if again.Legal || again.Motion.Pos != mv.Motion.Pos {
		t.Fatalf("a ship gone moved: %+v", again)
	}
	m.FTL = FTLOffline
	if p := CheckVector(vectorShip(4, 0), m, VectorOrder{FTL: true}); len(p) != 1 {
		t.Fatalf("FTL with the drive offline: %v", p)
	}
}

// TestMoveVectorProperty checks over random orders that the end is the
// start plus the old vector plus the order's thrust, that a legal order
// never spends beyond the limits, and that the new vector is the move.
func TestMoveVectorProperty(t *testing.T) {
	src := rng.New(rng.Seed(0x7ec7))
	for n := 0; n < 2000; n++ {
		thrust, hits := intn(src, 9), intn(src, 3)
		s := vectorShip(thrust, hits)
		m := NewVectorMotion(geom.Vec{X: float64(intn(src, 41) - 20), Y: float64(intn(src, 41) - 20)},
			geom.Clock(intn(src, 12)), geom.Vec{X: float64(intn(src, 21) - 10), Y: float64(intn(src, 21) - 10)})
		o := randomVectorOrder(src)
		mv := MoveVector(s, m, o, ManoeuvreOptions{}, nil)
		drive, thr := VectorLimits(s)
		used, pts := o.Spend()
		if mv.Legal != (used <= drive && pts <= thr) {
			t.Fatalf("%q on thrust %d hits %d: legal %v, spends %d/%d of %d/%d", o, thrust, hits, mv.Legal, used, pts, drive, thr)
		}
		if !mv.Legal {
			o = VectorOrder{}
		}
		d, f := ThrustOf(m.Facing, o)
		if want := m.Pos.Add(m.Vector).Add(d); mv.Motion.Pos.Dist(want) > 1e-9 || mv.Motion.Facing != f {
			t.Fatalf("%q: at %v facing %s, want %v facing %s", o, mv.Motion.Pos, mv.Motion.Facing, want, f)
		}
		if !vnear(mv.Motion.Vector, mv.Motion.Pos.Sub(m.Pos)) {
			t.Fatalf("%q: vector %v is not the move", o, mv.Motion.Vector)
		}
		if d.Len() > float64(drive+thr)+1e-9 && mv.Legal {
			t.Fatalf("%q: thrust %v beyond %d+%d MU", o, d, drive, thr)
		}
	}
}

// randomVectorOrder returns an order of up to one part of each kind, in a
// random order, often beyond a small drive's limits.
func randomVectorOrder(src rng.Source) VectorOrder {
	var o VectorOrder
	for _, k := range [3][]int{{0, 1, 2}, {1, 0, 2}, {2, 1, 0}}[intn(src, 3)] {
		if intn(src, 3) == 0 {
			continue
		}
		st := VectorStep{Kind: VectorKind(k)}
		switch st.Kind {
		case VectorDrive:
			st.N = intn(src, 9)
		case VectorRotate:
			st.N = 1 + intn(src, MaxRotation)
			if intn(src, 2) == 0 {
				st.N = -st.N
			}
		case VectorPush:
			st.N, st.Side = 1+intn(src, 4), PushSide(intn(src, 3))
		}
		o.Steps = append(o.Steps, st)
	}
	o.FTL = intn(src, 8) == 0
	return o
}

// intn returns a number in 0..n-1 from src.
func intn(src rng.Source, n int) int { return src.Roll(n, "test") - 1 }
