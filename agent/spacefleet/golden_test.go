package spacefleet

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/broadside/broadside/agent"
	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/internal/goldenfile"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/spacefleet"
	"github.com/broadside/broadside/scenario"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// TestGoldenBattles has two tactical players fight example battles with
// fixed seeds and compares the logs with golden files, so that a change to
// the tactical player (or to the rules it plays) shows in review; go test
// -update rewrites them. The rules' own golden replays use random players.
func TestGoldenBattles(t *testing.T) {
	for _, tc := range []struct {
		file string
		seed rng.Seed
	}{
		{"destroyer-skirmish.yaml", 1},
		{"destroyer-skirmish.yaml", 2},
		{"sensors-ambush.yaml", 1},
	} {
		name := fmt.Sprintf("%s-seed-%d", strings.TrimSuffix(tc.file, ".yaml"), uint64(tc.seed))
		t.Run(name, func(t *testing.T) {
			path := filepath.Join("..", "..", "examples", "spacefleet", tc.file)
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			sc, err := scenario.DecodeSpaceFleet(path, data)
			if err != nil {
				t.Fatal(err)
			}
			m, err := spacefleet.Start(sc.Setup, sc.Options, tc.seed)
			if err != nil {
				t.Fatal(err)
			}
			var log bytes.Buffer
			players := Players([]string{KindTactical, KindTactical}, tc.seed)
			err = agent.PlayMatch(m, players, func(e game.Event) {
				fmt.Fprintf(&log, "%3d t%-2d %-10s %s", e.Action, e.Turn, e.Kind, e.Text)
				if e.Only != 0 {
					fmt.Fprintf(&log, " [only %s]", e.Only)
				}
				log.WriteByte('\n')
			})
			if err != nil {
				t.Fatal(err)
			}
			fmt.Fprintf(&log, "outcome: %+v\n", m.Outcome())
			golden(t, filepath.Join("testdata", "battle", name+".log"), log.Bytes())
		})
	}
}

// golden compares got with the file, or rewrites it under -update.
func golden(t *testing.T, path string, got []byte) {
	t.Helper()
	goldenfile.Check(t, path, got, *update)
}
