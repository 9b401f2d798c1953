package scenario

import (
	"io/fs"
	"testing"

	"github.com/broadside/broadside/examples"
)

func TestBattleRules(t *testing.T) {
	for _, tc := range []struct {
		fsys fs.FS
		glob string
		want string
	}{
		{examples.FullThrust, "fullthrust/battle-*.yaml", "fullthrust"},
		{examples.SpaceFleet, "spacefleet/*.yaml", "spacefleet"},
	} {
		names, _ := fs.Glob(tc.fsys, tc.glob)
		if len(names) == 0 {
			t.Fatalf("no files match %s", tc.glob)
		}
		for _, n := range names {
			data, _ := fs.ReadFile(tc.fsys, n)
			if got := BattleRules(n, data); got != tc.want {
				t.Errorf("%s is for %s, want %s", n, got, tc.want)
			}
		}
	}
	for text, want := range map[string]string{"": "spacefleet", "ships: []\nbogus: 1\n": "fullthrust", "ships: [{name: A}]\n": "fullthrust", "{{": "spacefleet",
		"driven-off: half\nships: [{name: A}]\n": "fullthrust", "map: {width: 9}\nships: []\n": "spacefleet", "sides: []\n": "spacefleet"} {
		if got := BattleRules("x.yaml", []byte(text)); got != want {
			t.Errorf("BattleRules(%q) = %s, want %s", text, got, want)
		}
	}
}
