package fullthrust_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path"
	"strings"
	"testing"

	"github.com/broadside/broadside/agent"
	ftagent "github.com/broadside/broadside/agent/fullthrust"
	"github.com/broadside/broadside/examples"
	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// battleLog prints a battle's events, one a line, with their dice.
func battleLog(events []game.Event) []byte {
	var w bytes.Buffer
	for _, e := range events {
		fmt.Fprintf(&w, "%3d t%-2d %-9s %s", e.Action, e.Turn, e.Kind, e.Text)
		if len(e.Dice) > 0 {
			fmt.Fprintf(&w, " %v", e.Dice)
		}
		w.WriteByte('\n')
	}
	return w.Bytes()
}

// TestGoldenBattles plays every battle example between the tactical
// computer players with seed 1, compares the record and the log with golden
// files, and replays the golden record to the same log: a change to the
// rules or to the computer players that changes one of these battles shows
// here.
func TestGoldenBattles(t *testing.T) {
	names, err := fs.Glob(examples.FullThrust, "fullthrust/battle-*.yaml")
	if err != nil || len(names) == 0 {
		t.Fatalf("no battle examples: %v", err)
	}
	for _, name := range names {
		base := strings.TrimSuffix(path.Base(name), ".yaml")
		t.Run(base, func(t *testing.T) {
			m, err := game.Start(battle.Rules{}, nil, battleSetup(t, path.Base(name)), 1)
			if err != nil {
				t.Fatal(err)
			}
			var events []game.Event
			if err := agent.PlayMatch(m, ftagent.BattlePlayers([]string{"tactical", "tactical"}, 1), func(e game.Event) { events = append(events, e) }); err != nil {
				t.Fatal(err)
			}
			rec, err := json.MarshalIndent(m.Record(), "", "  ")
			if err != nil {
				t.Fatal(err)
			}
			dir := "testdata/battles/"
			golden(t, dir+base+".record.json", rec)
			golden(t, dir+base+".log", battleLog(events))
			data, err := os.ReadFile(dir + base + ".record.json")
			if err != nil {
				t.Fatal(err)
			}
			r, err := game.ParseRecord(data)
			if err != nil {
				t.Fatal(err)
			}
			var replayed []game.Event
			if _, err := game.Replay(battle.Rules{}, r, func(e game.Event) { replayed = append(replayed, e) }); err != nil {
				t.Fatal(err)
			}
			golden(t, dir+base+".log", battleLog(replayed))
		})
	}
}
