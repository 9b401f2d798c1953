package lab_test

import (
	"fmt"
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
