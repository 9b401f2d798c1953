package battle_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// TestVersion1RecordsReplayAsPlayed replays a record of rules version 1
// (the tactical players' cruiser action as it was played before version 2)
// and checks that it plays as version 1 did: on turn 3 League Red's
// secondary move ends a hair past 6 MU of Resolute and, under version 1,
// it does not attack. The same orders read as version 2 make that attack,
// which is why version 2 was raised. An unknown version is refused naming
// the versions the engine plays.
func TestVersion1RecordsReplayAsPlayed(t *testing.T) {
	rec := versionRecord(t, "testdata/v1/cruiser-action-tactical.record.json", "1")
	struck := func(events []game.Event) bool {
		return slices.ContainsFunc(events, func(e game.Event) bool {
			return e.Turn == 3 && e.Kind == "strike" && strings.HasPrefix(e.Text, "the strike on Resolute")
		})
	}
	events, m := replayAll(t, rec)
	if !m.Outcome().Over {
		t.Error("the version-1 record does not play to its end")
	}
	if struck(events) {
		t.Error("version 1: League Red attacks Resolute on turn 3, which version 1 did not")
	}
	rec.Version = "2"
	var now []game.Event
	if _, err := game.Replay(battle.Rules{}, rec, func(e game.Event) { now = append(now, e) }); err != nil && !errors.Is(err, game.ErrBadRecord) {
		t.Fatal(err)
	}
	if !struck(now) {
		t.Error("version 2: League Red does not attack Resolute on turn 3 from 6 MU")
	}
	rec.Version = "0"
	if _, err := game.Replay(battle.Rules{}, rec, nil); err == nil || !strings.Contains(err.Error(), `version "0"`) {
		t.Errorf("version 0: err = %v, want a refusal naming the version", err)
	}
}
