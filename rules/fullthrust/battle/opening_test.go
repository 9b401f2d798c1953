package battle_test

import (
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// TestOpening checks that the battles of one prepared setup, and their
// clones, share an opening until their first orders are resolved, and
// that another preparation of the setup or a battle under another rules
// version (which Rules.NewAt prepares afresh) has another; the version's
// own part is checked in opening_internal_test.go.
func TestOpening(t *testing.T) {
	js := setupOf(t, "battle-cruiser-action.yaml")
	prepare := func() battle.Prepared {
		start, err := battle.Rules{}.Prepare(nil, js)
		if err != nil {
			t.Fatal(err)
		}
		return start
	}
	start := prepare()
	opening := func(st *battle.State) battle.Opening {
		o, ok := st.Opening()
		if !ok {
			t.Fatal("a battle at its start has no opening")
		}
		return o
	}
	st := start.New()
	first := opening(st)
	if opening(start.New()) != first || opening(st.Clone().(*battle.State)) != first {
		t.Error("battles of one prepared setup have different openings")
	}
	if opening(prepare().New()) == first {
		t.Error("two preparations of a setup share an opening")
	}
	old, err := battle.Rules{}.NewAt("3", nil, js, 1)
	if err != nil {
		t.Fatal(err)
	}
	if o := opening(old.(*battle.State)); o == first {
		t.Error("a battle under rules version 3 has the current version's opening")
	}
	if err := st.Resolve([]game.Orders{{Text: "Vigilant: +4"}, {Text: ""}}, rng.New(1), nil); err == nil {
		t.Fatal("a refused order was resolved")
	}
	if opening(st) != first {
		t.Error("refused orders changed the opening")
	}
	if err := st.Resolve([]game.Orders{{}, {}}, rng.New(1), nil); err != nil {
		t.Fatal(err)
	}
	if _, ok := st.Opening(); ok {
		t.Error("a battle past its first orders still has an opening")
	}
}
