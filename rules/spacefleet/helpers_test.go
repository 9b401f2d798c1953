package spacefleet

import (
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rng"
)

// squadron returns a squadron of n standard ships of class c in a column
// starting at (col, row), facing f.
func squadron(name string, c Class, n, col, row int, f Facing) Squadron {
	sq := Squadron{Name: name}
	for k := range n {
		sq.Ships = append(sq.Ships, ShipSetup{Design: StandardDesign(c), At: Cell{col + k, row}, Facing: f})
	}
	return sq
}

// skirmish is a small battle: three destroyers a side, 12 hexes apart.
func skirmish() Setup {
	return Setup{
		Name: "test skirmish", Width: 20, Height: 20, Turns: 12,
		Sides: []Side{
			{Name: "Red", Squadrons: []Squadron{squadron("red", Destroyer, 3, 8, 16, Facing(0))}},
			{Name: "Blue", Squadrons: []Squadron{squadron("blue", Destroyer, 3, 8, 3, Facing(3))}},
		},
	}
}

// mustNew returns a new state or fails the test.
func mustNew(t testing.TB, s Setup, o Options, seed rng.Seed) *State {
	t.Helper()
	st, err := New(s, o, seed)
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// playRandom plays the battle to the end with uniformly random legal
// actions, checking each listed action with Legal, and returns the number
// of actions played.
func playRandom(t testing.TB, st *State, seed rng.Seed, emit game.Emit) int {
	t.Helper()
	pick := rng.New(seed.Derive("pick", 0))
	dice := rng.New(0)
	var buf []game.Action
	n := 0
	for !st.Over() {
		w := st.Waiting()
		if w == 0 {
			t.Fatalf("battle not over but waits for nobody (phase %s)", st.phase)
		}
		p := w.First()
		buf = st.Actions(p, buf[:0])
		if len(buf) == 0 {
			t.Fatalf("no actions for %s in phase %s", p, st.phase)
		}
		a := buf[pick.IntN(len(buf))]
		dice.Reset(seed.Derive("action", uint64(n)))
		if err := st.Apply(a, dice, emit); err != nil {
			t.Fatalf("action %d %q: %v", n, st.FormatAction(a), err)
		}
		n++
		if n > 200000 {
			t.Fatal("battle too long")
		}
	}
	return n
}
