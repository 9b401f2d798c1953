package manoeuvre

import (
	"reflect"
	"testing"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	"pgregory.net/rapid"
)

// TestMoveQuietAsMove checks that MoveQuiet moves a ship as Move does, from
// the same dice, with nothing in the log: random ships and orders, legal or
// not, on random dice, and what AfterMovement and CallEM then make of it.
func TestMoveQuietAsMove(t *testing.T) {
	logged := 0
	rapid.Check(t, func(t *rapid.T) {
		s, m := genShip(t)
		o := genOrder(t)
		seed := rng.Seed(rapid.Uint64().Draw(t, "seed"))
		timing := rapid.SampledFrom([]CheckTiming{AtEndOfTurn, BeforeMoving})
		opt := ManoeuvreOptions{HardAbout: timing.Draw(t, "hard about"), Redline: timing.Draw(t, "redline"), Extreme: timing.Draw(t, "extreme"),
			EMAfterMovement: rapid.Bool().Draw(t, "em after"), EMDiscretionary: rapid.Bool().Draw(t, "em discretionary")}
		loud := Move(s, m, o, opt, rng.New(seed.Derive("move", 0)))
		quiet := MoveQuiet(s, m, o, opt, rng.New(seed.Derive("move", 0)))
		if len(quiet.Log) > 0 {
			t.Fatalf("%q: MoveQuiet logged %q", o, quiet.Log)
		}
		if len(loud.Log) > 0 {
			logged++
		}
		same := func(what string, a, b Moved) {
			a.Log, b.Log, b.quiet = nil, nil, false
			if !reflect.DeepEqual(a, b) {
				t.Fatalf("%q, %s: Move gave %+v, MoveQuiet %+v", o, what, a, b)
			}
		}
		same("the move", loud, quiet)
		same("after movement", loud.AfterMovement(opt, rng.New(seed.Derive("after", 0))), quiet.AfterMovement(opt, rng.New(seed.Derive("after", 0))))
		same("EM called", loud.CallEM(opt, rng.New(seed.Derive("em", 0))), quiet.CallEM(opt, rng.New(seed.Derive("em", 0))))
	})
	if logged == 0 {
		t.Fatal("no move logged anything")
	}
}

// TestMoveVectorQuietAsMoveVector checks that MoveVectorQuiet moves a ship
// as MoveVector does, from the same dice, with nothing in the log: random
// ships, vectors and vector orders, within the limits or not, with
// Emergency Thrust or an engaged FTL drive, and with the advanced
// manoeuvres' vector forms (readings W87-W90: Redlined Engines, Extreme
// Manoeuvres, Eclipsing, the Short-Range Jump, the Grav Backfire) under
// either check timing.
func TestMoveVectorQuietAsMoveVector(t *testing.T) {
	logged := 0
	rapid.Check(t, func(t *rapid.T) {
		s, c := genShip(t)
		v := geom.Vec{X: rapid.Float64Range(-12, 12).Draw(t, "vx"), Y: rapid.Float64Range(-12, 12).Draw(t, "vy")}
		m := NewVectorMotion(c.Pos, c.Facing, v)
		m.ETUses = c.ETUses
		m.FTL = rapid.SampledFrom([]FTLState{FTLReady, FTLReady, FTLEngaged, FTLGone, FTLEngagedJump}).Draw(t, "ftl")
		m.NoAcceleration = rapid.IntRange(0, 4).Draw(t, "after a jump") == 0
		var o VectorOrder
		if n := rapid.IntRange(0, 10).Draw(t, "burn"); n > 0 {
			o.Steps = append(o.Steps, VectorStep{Kind: VectorDrive, N: n})
		}
		if r := rapid.IntRange(-6, 6).Draw(t, "rotate"); r != 0 {
			o.Steps = append(o.Steps, VectorStep{Kind: VectorRotate, N: r})
		}
		if n := rapid.IntRange(0, 4).Draw(t, "push"); n > 0 {
			o.Steps = append(o.Steps, VectorStep{Kind: VectorPush, N: n, Side: PushSide(rapid.IntRange(0, 2).Draw(t, "side"))})
		}
		o.ET, o.FTL = rapid.Bool().Draw(t, "et"), rapid.IntRange(0, 4).Draw(t, "engage") == 0
		o.Redline = rapid.IntRange(0, 3).Draw(t, "redline") == 0
		o.EM, o.Eclipse = rapid.IntRange(0, 3).Draw(t, "em"), rapid.IntRange(0, 2).Draw(t, "ec")
		o.Backfire = rapid.IntRange(0, 5).Draw(t, "backfire") == 0
		if o.Jump = rapid.IntRange(0, 3).Draw(t, "jump") == 0; o.Jump {
			o.JumpDist = rapid.IntRange(0, 50).Draw(t, "jump distance")
		}
		timing := rapid.SampledFrom([]CheckTiming{AtEndOfTurn, BeforeMoving})
		opt := ManoeuvreOptions{Vector: true, Redline: timing.Draw(t, "redline timing"), Extreme: timing.Draw(t, "extreme timing")}
		seed := rng.Seed(rapid.Uint64().Draw(t, "seed"))
		loud := MoveVector(s, m, o, opt, rng.New(seed))
		quiet := MoveVectorQuiet(s, m, o, opt, rng.New(seed))
		if len(quiet.Log) > 0 {
			t.Fatalf("%q: MoveVectorQuiet logged %q", o, quiet.Log)
		}
		if len(loud.Log) > 0 {
			logged++
		}
		loud.Log, quiet.Log, quiet.quiet = nil, nil, false
		if !reflect.DeepEqual(loud, quiet) {
			t.Fatalf("%q: MoveVector gave %+v, MoveVectorQuiet %+v", o, loud, quiet)
		}
	})
	if logged == 0 {
		t.Fatal("no move logged anything")
	}
}
