package fullthrust_test

import (
	"encoding/json"
	"io/fs"
	"path"
	"testing"

	"github.com/broadside/broadside/agent"
	ftagent "github.com/broadside/broadside/agent/fullthrust"
	"github.com/broadside/broadside/examples"
	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// playLog plays st between players from seed and returns every event of
// the battle as JSON.
func playLog(t *testing.T, st *battle.State, players []agent.Agent, seed rng.Seed) string {
	t.Helper()
	var events []game.Event
	if _, err := agent.Play(st, players, seed, func(e game.Event) { events = append(events, e) }); err != nil {
		t.Fatal(err)
	}
	js, err := json.Marshal(events)
	if err != nil {
		t.Fatal(err)
	}
	return string(js)
}

// TestOpeningsPlayAsFresh plays every battle example at three seeds, each
// battle from the example prepared once as lab.FTBattles plays them, by one
// pair of tactical players kept from battle to battle (which write the
// first orders of a setup they have seen again without planning) and by
// fresh players; then the first two examples once more, after the others
// have taken their place among the openings kept, and the cruiser action
// with a bolder doctrine given to both (it changes the first orders of
// its second seed). Every battle's events must be
// the same both ways.
func TestOpeningsPlayAsFresh(t *testing.T) {
	names, err := fs.Glob(examples.FullThrust, "fullthrust/battle-*.yaml")
	if err != nil || len(names) < 2 {
		t.Fatalf("battle examples: %v, %v", names, err)
	}
	starts := map[string]battle.Prepared{}
	for _, name := range names {
		start, err := battle.Rules{}.Prepare(nil, battleSetup(t, path.Base(name)))
		if err != nil {
			t.Fatal(err)
		}
		starts[name] = start
	}
	kinds := []string{"tactical", "tactical"}
	kept := ftagent.BattlePlayers(kinds, 0)
	play := func(name string, seed rng.Seed, doc ftagent.Doctrine) {
		fresh := ftagent.BattlePlayers(kinds, 0)
		for p := range kinds {
			fresh[p].(*ftagent.BattlePlayer).Doctrine = doc
			kept[p].(*ftagent.BattlePlayer).Doctrine = doc
		}
		want := playLog(t, starts[name].New(), fresh, seed)
		if got := playLog(t, starts[name].New(), kept, seed); got != want {
			t.Errorf("%s seed %d, doctrine %v: the kept players played otherwise than fresh ones", name, seed, doc)
		}
	}
	def := ftagent.NewBattlePlayer().Doctrine
	for _, name := range names {
		for seed := range 3 {
			play(name, rng.Seed(seed+1), def)
		}
	}
	for _, name := range names[:2] {
		play(name, 4, def)
	}
	cruiser := "fullthrust/battle-cruiser-action.yaml"
	play(cruiser, 1, def)
	bold := ftagent.Doctrine{ET: true, HardAbout: true, Caution: 0.25}
	play(cruiser, 1, bold)
	play(cruiser, 2, bold)
}
