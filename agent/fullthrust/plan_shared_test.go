package fullthrust_test

import (
	"encoding/json"
	"io/fs"
	"path"
	"sync"
	"testing"

	"github.com/broadside/broadside/agent"
	ftagent "github.com/broadside/broadside/agent/fullthrust"
	"github.com/broadside/broadside/examples"
	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// sharedGame is one battle of TestSharedTablesPlayAsOwn: an example and a
// seed.
type sharedGame struct {
	name string
	seed rng.Seed
}

// playShared plays g between tactical players that keep their tables in
// ts (nil: their own) and returns the record as JSON.
func playShared(t *testing.T, setups map[string]json.RawMessage, g sharedGame, ts *ftagent.Tables) string {
	m, err := game.Start(battle.Rules{}, nil, setups[g.name], g.seed)
	if err != nil {
		t.Error(err)
		return ""
	}
	players := ftagent.BattlePlayers([]string{"tactical", "tactical"}, g.seed)
	for _, p := range players {
		p.(*ftagent.BattlePlayer).Share(ts)
	}
	if err := agent.PlayMatch(m, players, nil); err != nil {
		t.Error(err)
		return ""
	}
	rec, err := json.Marshal(m.Record())
	if err != nil {
		t.Error(err)
	}
	return string(rec)
}

// TestSharedTablesPlayAsOwn plays every battle example at two seeds (the
// fleet action at one) three ways: by players with their own tables, by
// two goroutines of players sharing one store (one playing the battles in
// order, the other in reverse, so that either may build a table the other
// reads), and sharing a store too small for more than a table or two. The
// records must be the same: a shared table changes no choice. Under -race
// it also checks that the players share the store safely.
func TestSharedTablesPlayAsOwn(t *testing.T) {
	names, err := fs.Glob(examples.FullThrust, "fullthrust/battle-*.yaml")
	if err != nil || len(names) == 0 {
		t.Fatalf("no battle examples: %v", err)
	}
	setups := map[string]json.RawMessage{}
	var games []sharedGame
	for _, name := range names {
		base := path.Base(name)
		setups[base] = battleSetup(t, base)
		seeds := 2
		if base == "battle-fleet-action.yaml" || testing.Short() {
			seeds = 1
		}
		for s := range seeds {
			games = append(games, sharedGame{base, rng.Seed(s + 1)})
		}
	}
	want := make([]string, len(games))
	for k, g := range games {
		want[k] = playShared(t, setups, g, nil)
	}
	for _, limit := range []int64{0, 1} {
		ts := ftagent.NewTables(limit)
		got := [2][]string{make([]string, len(games)), make([]string, len(games))}
		var wg sync.WaitGroup
		for w := range 2 {
			wg.Go(func() {
				for k := range games {
					if w == 1 {
						k = len(games) - 1 - k
					}
					got[w][k] = playShared(t, setups, games[k], ts)
				}
			})
		}
		wg.Wait()
		for w := range 2 {
			for k, g := range games {
				if got[w][k] != want[k] {
					t.Errorf("limit %d, goroutine %d: %s seed %d played otherwise with shared tables", limit, w, g.name, g.seed)
				}
			}
		}
		// Past the limit nothing is added: a store of 1 byte holds only the
		// tables the two goroutines began before the first was counted.
		if limit == 1 && ts.Bytes() > 2<<20 {
			t.Errorf("a store limited to 1 byte holds %d bytes", ts.Bytes())
		}
		t.Logf("limit %d: the store holds %d kB", limit, ts.Bytes()>>10)
	}
}
