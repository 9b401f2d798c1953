package lab_test

import (
	"errors"
	"fmt"
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/broadside/broadside/lab"
)

// TestSweepBaseThroughTheSafeLoader gives a sweep a base file that is an
// alias bomb (six levels of nine aliases, 9^6 values from 500 bytes): the
// base must be refused by the one safe loader, at the bomb, before any
// point is built. It was read with the YAML library directly, which
// expanded it; nine levels ran 'broadside sweep' out of memory.
func TestSweepBaseThroughTheSafeLoader(t *testing.T) {
	var bomb strings.Builder
	bomb.WriteString("name: bomb\nturns: 3\nsides: [a, b]\nships: []\nx:\n  a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n")
	for i := 1; i < 6; i++ {
		p := fmt.Sprintf("*a%d", i-1)
		fmt.Fprintf(&bomb, "  a%d: &a%d [%s]\n", i, i, strings.Repeat(p+", ", 8)+p)
	}
	sweep := `name: Bomb
kind: ft-battle
base: bomb.yaml
trials: 1
axes:
  - {name: turns, field: $.turns, values: [1, 2]}
`
	fsys := fstest.MapFS{"bomb.yaml": {Data: []byte(bomb.String())}}
	_, err := lab.DecodeSweep("sweep.yaml", []byte(sweep), fsys, ".")
	if err == nil || !strings.Contains(err.Error(), "bomb.yaml") || !strings.Contains(err.Error(), "expands to more than") {
		t.Fatalf("got %v\nwant the base refused as a file expanding past the loader's bound", err)
	}
}

// endlessFS holds one file, endless.yaml, that never ends, as /dev/zero.
type endlessFS struct{}

func (endlessFS) Open(name string) (fs.File, error) {
	if name != "endless.yaml" {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
	}
	return endlessFile{}, nil
}

type endlessFile struct{}

func (endlessFile) Stat() (fs.FileInfo, error) { return nil, errors.ErrUnsupported }
func (endlessFile) Close() error               { return nil }
func (endlessFile) Read(b []byte) (int, error) {
	clear(b)
	return len(b), nil
}

// TestSweepBaseThatNeverEnds gives a sweep a base that never ends (as
// base: ../../dev/zero does on the command line): it is refused at the
// setup files' bound. It was read whole, and 'broadside sweep' ran out of
// memory.
func TestSweepBaseThatNeverEnds(t *testing.T) {
	sweep := `name: Endless
kind: ft-battle
base: endless.yaml
trials: 1
axes:
  - {name: turns, field: $.turns, values: [1, 2]}
`
	_, err := lab.DecodeSweep("sweep.yaml", []byte(sweep), endlessFS{}, ".")
	if err == nil || !strings.Contains(err.Error(), "sweep.yaml:3:7: endless.yaml: file is larger than 4194304 bytes, the limit") {
		t.Fatalf("got %v\nwant the base refused at the setup files' bound", err)
	}
}
