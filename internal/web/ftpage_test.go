package web

import (
	"io/fs"
	"path"
	"testing"

	"github.com/broadside/broadside/agent"
	ftagent "github.com/broadside/broadside/agent/fullthrust"
	"github.com/broadside/broadside/examples"
	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/scenario"
)

// TestPhaseTitlesNameEveryEvent plays every Full Thrust battle example
// between random players and checks that each kind of event the battle
// writes has a phase title on the battle page, so that no phase of the
// turn is headed by its bare event kind.
func TestPhaseTitlesNameEveryEvent(t *testing.T) {
	files, err := fs.Glob(examples.FullThrust, "fullthrust/battle-*.yaml")
	if err != nil || len(files) == 0 {
		t.Fatalf("no battle examples: %v", err)
	}
	seen := map[string]string{}
	for _, name := range files {
		data, err := fs.ReadFile(examples.FullThrust, name)
		if err != nil {
			t.Fatal(err)
		}
		f, err := scenario.DecodeFTBattle(path.Base(name), data)
		if err != nil {
			t.Fatal(err)
		}
		js, err := battle.MarshalSetup(f.Setup)
		if err != nil {
			t.Fatal(err)
		}
		start, err := (battle.Rules{}).Prepare(nil, js)
		if err != nil {
			t.Fatal(err)
		}
		for seed := range rng.Seed(4) {
			kinds := make([]string, len(f.Setup.Sides))
			for i := range kinds {
				kinds[i] = "random"
			}
			emit := func(e game.Event) {
				if _, ok := seen[e.Kind]; !ok {
					seen[e.Kind] = name
				}
			}
			if _, err := agent.Play(start.New(), ftagent.BattlePlayers(kinds, seed), seed, emit); err != nil {
				t.Fatalf("%s, seed %d: %v", name, seed, err)
			}
		}
	}
	for kind, where := range seen {
		if phaseTitles[kind] == "" {
			t.Errorf("event kind %q (first in %s) has no phase title", kind, where)
		}
	}
	if len(seen) < 10 {
		t.Errorf("only %d kinds of event seen: %v", len(seen), seen)
	}
}
