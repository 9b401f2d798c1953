package fullthrust_test

import (
	"bytes"
	"flag"
	"fmt"
	"io/fs"
	"path"
	"path/filepath"
	"strings"
	"testing"

	ftagent "github.com/broadside/broadside/agent/fullthrust"
	"github.com/broadside/broadside/examples"
	"github.com/broadside/broadside/internal/goldenfile"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/scenario"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// golden compares got with the file, or rewrites it under -update.
func golden(t *testing.T, path string, got []byte) {
	t.Helper()
	goldenfile.Check(t, path, got, *update)
}

// writeFought prints a duel's log, then what each ship did and came to.
func writeFought(w *bytes.Buffer, d ftagent.Duel, f ftagent.Fought) {
	for _, l := range f.Log {
		fmt.Fprintln(w, l)
	}
	fmt.Fprintf(w, "winner %d after %d turns\n", f.Winner, f.Turns)
	for i, s := range f.Ships {
		fmt.Fprintf(w, "%s (%s): dealt %d, taken %d, drive hits %d, backfires %d, jumps %d, destroyed %v; %s\n",
			s.Ship.Name, d.SideName(s.Side), f.Dealt[i], f.Taken[i], f.Drive[i], f.Backfires[i], f.Jumps[i], f.Destroyed[i], s.Motion)
	}
}

// TestGoldenDuels fights every duel example with three fixed seeds and
// compares each log with a golden file: a change to the computer player or
// to the rules it plays that changes any of these duels shows here.
func TestGoldenDuels(t *testing.T) {
	names, err := fs.Glob(examples.FullThrust, "fullthrust/duel-*.yaml")
	if err != nil || len(names) == 0 {
		t.Fatalf("no duel examples: %v", err)
	}
	for _, name := range names {
		data, err := fs.ReadFile(examples.FullThrust, name)
		if err != nil {
			t.Fatal(err)
		}
		d, err := scenario.DecodeFTDuel(name, data)
		if err != nil {
			t.Fatal(err)
		}
		base := strings.TrimSuffix(path.Base(name), ".yaml")
		for _, seed := range []rng.Seed{1, 2, 3} {
			t.Run(fmt.Sprintf("%s/%d", base, seed), func(t *testing.T) {
				f := d.Duel.Fight(rng.New(seed), nil, true)
				var buf bytes.Buffer
				writeFought(&buf, d.Duel, f)
				golden(t, filepath.Join("testdata", "duels", fmt.Sprintf("%s-seed%d.log", base, seed)), buf.Bytes())
			})
		}
	}
}
