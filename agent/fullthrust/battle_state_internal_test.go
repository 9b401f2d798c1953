package fullthrust

import (
	"testing"

	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// stateOf returns the state at the start of setup, as battle.Rules.New
// begins it (the seed draws nothing).
func stateOf(t *testing.T, setup battle.Setup) *battle.State {
	t.Helper()
	js, err := battle.MarshalSetup(setup)
	if err != nil {
		t.Fatal(err)
	}
	gs, err := battle.Rules{}.New(nil, js, 1)
	if err != nil {
		t.Fatal(err)
	}
	return gs.(*battle.State)
}
