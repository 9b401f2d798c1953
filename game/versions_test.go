package game_test

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rng"
)

// race2 is version 2 of the race, which still replays version 1 records:
// its new games need twice the target.
type race2 struct{ race }

func (race2) Version() string             { return "2" }
func (race2) Replays(version string) bool { return version == "1" }

func (r race2) New(options, setup json.RawMessage, seed rng.Seed) (game.State, error) {
	return r.NewAt("2", options, setup, seed)
}

func (r race2) NewAt(version string, options, setup json.RawMessage, seed rng.Seed) (game.State, error) {
	if version == "2" {
		var s map[string]int
		if err := json.Unmarshal(setup, &s); err != nil {
			return nil, err
		}
		s["target"] *= 2
		setup, _ = json.Marshal(s)
	}
	return r.race.New(options, setup, seed)
}

// TestReplayEarlierVersion checks that a versioned ruleset replays a record
// of an earlier version under that version's rules, and keeps the match on
// it, while new games and unknown versions go as before.
func TestReplayEarlierVersion(t *testing.T) {
	old := start(t, 1)
	playOut(t, old)
	rec := old.Record()
	m, err := game.Replay(race2{}, rec, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := m.Record(); got.Version != "1" || len(got.Steps) != len(rec.Steps) || !m.Outcome().Over {
		t.Errorf("replayed version %q, %d steps, over %v; want version 1, %d steps, over", got.Version, len(got.Steps), m.Outcome().Over, len(rec.Steps))
	}
	fresh, err := game.Start(race2{}, rec.Options, rec.Setup, rec.Seed)
	if err != nil {
		t.Fatal(err)
	}
	if fresh.Record().Version != "2" {
		t.Errorf("a new game is version %q, want 2", fresh.Record().Version)
	}
	rec.Version = "0"
	if _, err := game.Replay(race2{}, rec, nil); !errors.Is(err, game.ErrBadRecord) {
		t.Errorf("version 0: %v", err)
	}
}
