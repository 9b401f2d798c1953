package fullthrust

import (
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// TestOpeningsKeepFew checks that openings finds what it was given, keeps
// at most openingsKept entries and replaces the oldest first.
func TestOpeningsKeepFew(t *testing.T) {
	var o openings
	key := func(i int) openingKey { return openingKey{ahead: float64(i)} }
	for i := range openingsKept + 2 {
		if _, ok := o.find(key(i)); ok {
			t.Fatalf("opening %d found before it was added", i)
		}
		o.add(key(i), string(rune('a'+i)))
	}
	if o.n != openingsKept {
		t.Errorf("%d openings kept, want %d", o.n, openingsKept)
	}
	for i := range openingsKept + 2 {
		text, ok := o.find(key(i))
		if want := i >= 2; ok != want {
			t.Errorf("opening %d found: %v, want %v", i, ok, want)
		}
		if ok && text != string(rune('a'+i)) {
			t.Errorf("opening %d: %q, want %q", i, text, string(rune('a'+i)))
		}
	}
}

// TestWriteReusesFirstOrders checks that a battle player writes the first
// orders it kept for a battle of the same prepared setup, side and
// doctrine, and plans afresh for another side, doctrine or preparation of
// the setup, and after the first turn's orders; and that, writing the kept
// orders, it forgets what it remembered of an earlier battle, as it does
// when it plans them.
func TestWriteReusesFirstOrders(t *testing.T) {
	start, other := fourShips(t), fourShips(t)
	b := NewBattlePlayer()
	write := func(st *battle.State, p game.Player) string {
		o, err := b.Write(st, p)
		if err != nil {
			t.Fatal(err)
		}
		return o.Text
	}
	first := write(start.New(), 0)
	if b.first.n != 1 || b.first.texts[0] != first {
		t.Fatalf("after one first turn the player keeps %d orders, want the one written", b.first.n)
	}
	const marker = "kept"
	b.first.texts[0] = marker
	if got := write(start.New(), 0); got != marker {
		t.Errorf("a new battle of the same start: %q, want the kept orders", got)
	}
	if got := write(start.New(), 1); got == marker {
		t.Error("the other side was given side 0's kept orders")
	}
	if got := write(other.New(), 0); got != first {
		t.Errorf("another preparation of the setup: %q, want %q planned afresh", got, first)
	}
	b.Doctrine.ET = !b.Doctrine.ET
	if got := write(start.New(), 0); got == marker {
		t.Error("another doctrine was given the kept orders")
	}
	b.Doctrine.ET = !b.Doctrine.ET
	b.first = openings{}
	st := start.New()
	orders := []game.Orders{{Text: write(st, 0)}, {Text: write(st, 1)}}
	if err := st.Resolve(orders, rng.New(1), nil); err != nil {
		t.Fatal(err)
	}
	if _, ok := st.Opening(); ok {
		t.Error("a battle past its first orders still has an opening")
	}
}
