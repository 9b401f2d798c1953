package battle_test

import (
	"io/fs"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/broadside/broadside/examples"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/scenario"
)

// TestShipsAreCopies checks that State.Ships returns every ship's record
// sheet as the state holds it, and that changing or appending to the
// copies' armour, hull, losses and systems changes neither the state nor
// another copy.
func TestShipsAreCopies(t *testing.T) {
	data, err := fs.ReadFile(examples.FullThrust, "fullthrust/battle-fleet-action.yaml")
	if err != nil {
		t.Fatal(err)
	}
	f, err := scenario.DecodeFTBattle("battle-fleet-action.yaml", data)
	if err != nil {
		t.Fatal(err)
	}
	js, err := battle.MarshalSetup(f.Setup)
	if err != nil {
		t.Fatal(err)
	}
	start, err := battle.Rules{}.Prepare(nil, js)
	if err != nil {
		t.Fatal(err)
	}
	st := start.New()
	want := st.Ships()
	for i, sh := range want {
		if diff := cmp.Diff(f.Setup.Ships[i].Sheet, sh.Sheet); diff != "" {
			t.Fatalf("ship %d is not its setup's sheet:\n%s", i, diff)
		}
	}
	got := st.Ships()
	for i := range got {
		sh := &got[i].Sheet
		for k := range sh.Armour {
			sh.Armour[k] += 100
		}
		for k := range sh.Hull {
			sh.Hull[k] += 100
		}
		for k := range sh.Systems {
			sh.Systems[k].Destroyed = true
		}
		sh.Lost.Armour = append(sh.Lost.Armour, 7)
		sh.Armour = append(sh.Armour, 9)
		sh.Hull = append(sh.Hull, 9)
		sh.Systems = append(sh.Systems, fullthrust.System{Name: "appended"})
	}
	if diff := cmp.Diff(want, st.Ships()); diff != "" {
		t.Errorf("changing the copies changed the state:\n%s", diff)
	}
	for i := range got { // an append past a copy's end would have written 9 over the next slice
		g, w := got[i].Sheet, want[i].Sheet
		for k := range w.Hull {
			if g.Hull[k] != w.Hull[k]+100 {
				t.Errorf("ship %d: its hull copy was overwritten: %v", i, g.Hull)
			}
		}
		for k := range w.Armour {
			if g.Armour[k] != w.Armour[k]+100 {
				t.Errorf("ship %d: its armour copy was overwritten: %v", i, g.Armour)
			}
		}
		for k := range w.Systems {
			if g.Systems[k].Name != w.Systems[k].Name {
				t.Errorf("ship %d: its systems copy was overwritten: %+v", i, g.Systems[k])
			}
		}
	}
}
