package jovian_test

import (
	"bytes"
	"flag"
	"fmt"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"

	"github.com/broadside/broadside/examples"
	"github.com/broadside/broadside/internal/goldenfile"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/jovian"
	"github.com/broadside/broadside/scenario"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// goldenSeeds are the seeds each example engagement is fought with.
var goldenSeeds = []rng.Seed{1, 2, 3}

// TestGoldenEngagements fights every engagement among the example files
// with fixed seeds and compares the narration and the result with golden
// files, so that a change to the engagement's targeting or turn order, or
// to the rules it calls, shows in review. The card files among the
// examples are skipped; a file that is neither fails.
func TestGoldenEngagements(t *testing.T) {
	sub, err := fs.Sub(examples.Jovian, "jovian")
	if err != nil {
		t.Fatal(err)
	}
	names, err := fs.Glob(sub, "*.yaml")
	if err != nil {
		t.Fatal(err)
	}
	fought := 0
	for _, name := range names {
		e, err := scenario.LoadJovianEngagement(sub, name)
		if err != nil {
			data, rerr := fs.ReadFile(sub, name)
			if rerr != nil {
				t.Fatal(rerr)
			}
			if _, cerr := scenario.DecodeJovianCards(name, data); cerr != nil {
				t.Errorf("%s is neither an engagement (%v) nor a card file (%v)", name, err, cerr)
			}
			continue
		}
		fought++
		for _, seed := range goldenSeeds {
			base := strings.TrimSuffix(name, ".yaml")
			t.Run(fmt.Sprintf("%s/seed-%d", base, uint64(seed)), func(t *testing.T) {
				var log jovian.Log
				res, err := e.NewFight().Run(rng.New(seed), &log)
				if err != nil {
					t.Fatal(err)
				}
				var out bytes.Buffer
				fmt.Fprintf(&out, "%s, seed %d\n", e.Name, uint64(seed))
				for _, step := range log.Steps {
					fmt.Fprintln(&out, step)
				}
				fmt.Fprintf(&out, "result: %+v\n", res)
				golden(t, filepath.Join("testdata", "engagement", fmt.Sprintf("%s-seed-%d.log", base, uint64(seed))), out.Bytes())
			})
		}
	}
	if fought == 0 {
		t.Error("no example engagement found")
	}
}

// golden compares got with the file, or rewrites it under -update.
func golden(t *testing.T, path string, got []byte) {
	t.Helper()
	goldenfile.Check(t, path, got, *update)
}
