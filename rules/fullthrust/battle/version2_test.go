package battle_test

import (
	"errors"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// TestVersion2RecordsReplayAsPlayed replays a record of rules version 2
// (the tactical players' carrier-against-gunline battle as it was played
// before version 3) and checks that it plays to its end as version 2 did:
// on turn 5 Falcon 1 lands on Indomitable, though a threshold check had
// knocked out Falcon 1's bay. Read as version 3, the same record is
// refused at that turn's orders, the landing naming the group and its bay
// (reading W80), which is why version 3 was raised.
func TestVersion2RecordsReplayAsPlayed(t *testing.T) {
	rec := versionRecord(t, "testdata/v2/carrier-gunline-tactical.record.json", "2")
	events, m := replayAll(t, rec)
	if !m.Outcome().Over {
		t.Error("the version-2 record does not play to its end")
	}
	if !slices.ContainsFunc(events, func(e game.Event) bool {
		return e.Turn == 5 && e.Text == "Falcon 1 (standard, 3) lands on Indomitable"
	}) {
		t.Error("version 2: Falcon 1 does not land on Indomitable on turn 5")
	}
	rec.Version = "3"
	_, err := game.Replay(battle.Rules{}, rec, nil)
	if !errors.Is(err, game.ErrBadRecord) || !strings.Contains(err.Error(), "Falcon 1 may not land: Falcon 1's bay on Indomitable is knocked out by a threshold check") {
		t.Errorf("version 3: err = %v, want the landing refused", err)
	}
}

// versionRecord reads the record at path, which must be of rules version
// want.
func versionRecord(t *testing.T, path, want string) game.Record {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := game.ParseRecord(data)
	if err != nil {
		t.Fatal(err)
	}
	if rec.Version != want {
		t.Fatalf("%s is of version %q, want %s", path, rec.Version, want)
	}
	return rec
}
