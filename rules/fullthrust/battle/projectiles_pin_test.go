package battle_test

import (
	"encoding/json"
	"reflect"
	"testing"

	"pgregory.net/rapid"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// TestProjectilesAsFromWeapons plays random battles of the examples with
// K-guns and pulse torpedoes and checks at every phase that Projectiles
// lists every ship's exactly as filtering its whole weapon list does, in
// the same order, with the same arcs and bands.
func TestProjectilesAsFromWeapons(t *testing.T) {
	files := map[string]json.RawMessage{}
	names := []string{"battle-kinetic-raid.yaml", "battle-fleet-action.yaml", "battle-carrier-gunline.yaml"}
	for _, f := range names {
		files[f] = setupOf(t, f)
	}
	listed := 0
	rapid.Check(t, func(t *rapid.T) {
		file := rapid.SampledFrom(names).Draw(t, "file")
		m, err := game.Start(battle.Rules{}, nil, files[file], rng.Seed(rapid.Uint64().Draw(t, "seed")))
		if err != nil {
			t.Fatal(err)
		}
		for step := 0; !m.Outcome().Over; step++ {
			st := m.State().(*battle.State)
			for i := -1; i <= len(st.Ships()); i++ {
				got, want := st.Projectiles(i), st.ProjectilesFromWeapons(i)
				if !reflect.DeepEqual(got, want) {
					t.Fatalf("%s step %d: Projectiles(%d) = %+v, from the weapons %+v", file, step, i, got, want)
				}
				listed += len(got)
			}
			for p := game.Player(0); p < game.Player(st.Players()); p++ {
				if _, err := m.Submit(p, eventOrders(t, st, p, "step")); err != nil {
					t.Fatalf("step %d: %v", step, err)
				}
			}
		}
	})
	if listed == 0 {
		t.Error("no ship had a K-gun or torpedo")
	}
}
