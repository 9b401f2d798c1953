package spacefleet

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/internal/goldenfile"
	"github.com/broadside/broadside/rng"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// playMatch plays a recorded battle to the end with random legal actions
// drawn from a stream of its own, and returns the match.
func playMatch(t *testing.T, s Setup, o Options, seed rng.Seed) *game.Match {
	t.Helper()
	m, err := Start(s, o, seed)
	if err != nil {
		t.Fatal(err)
	}
	pick := rng.New(seed.Derive("pick", 0))
	var buf []game.Action
	for !m.Outcome().Over {
		st := m.State()
		p := st.Waiting().First()
		buf = st.Actions(p, buf[:0])
		if _, err := m.Play(buf[pick.IntN(len(buf))]); err != nil {
			t.Fatal(err)
		}
	}
	return m
}

// writeLog prints events one a line, with the turn and the dice.
func writeLog(w *bytes.Buffer, events []game.Event) {
	for _, e := range events {
		fmt.Fprintf(w, "%3d t%-2d %-10s %s", e.Action, e.Turn, e.Kind, e.Text)
		if e.Only != 0 {
			fmt.Fprintf(w, " [only %s]", e.Only)
		}
		w.WriteByte('\n')
	}
}

// golden compares got with the file, or rewrites it under -update.
func golden(t *testing.T, path string, got []byte) {
	t.Helper()
	goldenfile.Check(t, path, got, *update)
}

// TestGoldenReplays plays recorded battles, compares their records with
// golden files, and replays the golden records to compare their logs:
// a change to the rules that changes any recorded game shows here.
func TestGoldenReplays(t *testing.T) {
	for _, tc := range []struct {
		name  string
		setup Setup
		opts  Options
		seed  rng.Seed
	}{
		{"skirmish", skirmish(), Options{}, 11},
		{"squadrons", skirmish(), Options{Initiative: SquadronInitiative}, 12},
		{"everything", everything(), allRules(), 13},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := playMatch(t, tc.setup, tc.opts, tc.seed)
			rec, err := json.MarshalIndent(m.Record(), "", "  ")
			if err != nil {
				t.Fatal(err)
			}
			recPath := filepath.Join("testdata", "replay", tc.name+".record.json")
			golden(t, recPath, append(rec, '\n'))

			data, err := os.ReadFile(recPath)
			if err != nil {
				t.Fatal(err)
			}
			r, err := game.ParseRecord(data)
			if err != nil {
				t.Fatal(err)
			}
			var events []game.Event
			replayed, err := game.Replay(Rules{}, r, func(e game.Event) { events = append(events, e) })
			if err != nil {
				t.Fatal(err)
			}
			var log bytes.Buffer
			writeLog(&log, events)
			fmt.Fprintf(&log, "outcome: %+v\n", replayed.Outcome())
			golden(t, filepath.Join("testdata", "replay", tc.name+".log"), log.Bytes())
		})
	}
}

// TestOldRecordsReplay replays records made by earlier engines and
// compares their logs with the logs those engines wrote; these golden files
// are never rewritten. everything-v1 was recorded when every beam-armed
// ship that stayed put in a minefield swept it: its options do not mention
// auto_sweep, so it replays with AutoSweep on, sweep included. The -v2
// records were played before lines of fire met every hex they touch.
func TestOldRecordsReplay(t *testing.T) {
	for _, tc := range []struct {
		name string
		must string // a line of the log that shows the old rule at work
	}{
		{"everything-v1", " sweeps the minefield"},
		{"everything-v2", ""},
		{"squadrons-v2", ""},
	} {
		name := tc.name
		t.Run(name, func(t *testing.T) {
			data, err := os.ReadFile(filepath.Join("testdata", "replay", name+".record.json"))
			if err != nil {
				t.Fatal(err)
			}
			r, err := game.ParseRecord(data)
			if err != nil {
				t.Fatal(err)
			}
			var events []game.Event
			m, err := game.Replay(Rules{}, r, func(e game.Event) { events = append(events, e) })
			if err != nil {
				t.Fatal(err)
			}
			if r.Version == "1" && !m.State().(*State).Options().AutoSweep {
				t.Error("the old record replays without AutoSweep")
			}
			var log bytes.Buffer
			writeLog(&log, events)
			fmt.Fprintf(&log, "outcome: %+v\n", m.Outcome())
			want, err := os.ReadFile(filepath.Join("testdata", "replay", name+".log"))
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(log.Bytes(), want) {
				t.Errorf("the replay of %s differs from the log it was played with", name)
			}
			if tc.must != "" && !bytes.Contains(want, []byte(tc.must)) {
				t.Errorf("%s.log holds no %q: the test checks nothing", name, tc.must)
			}
		})
	}
}
