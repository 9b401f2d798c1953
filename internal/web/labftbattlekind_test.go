package web

import (
	"io/fs"
	"regexp"
	"testing"

	"github.com/broadside/broadside/examples"
	"github.com/broadside/broadside/scenario"
)

// TestLabFileBattleWithoutItsOwnKeys pastes each example battle with
// table:, rules:, victory: and driven-off: left out, as the battle file
// allows (docs/fullthrust-battle.md, "The battle file"): what is left has a
// duel's top-level keys, and the lab must still fight it as the battle it
// is, told from its ships' fields (class:, points:, ...) or its options.
// Before, it went to the duel reader and failed with 'unknown field
// "class"'; a plain two-ship battle whose only battle field was an option
// failed on that option.
func TestLabFileBattleWithoutItsOwnKeys(t *testing.T) {
	strip := regexp.MustCompile(`(?m)^(table|rules|victory|driven-off):.*\n`)
	files, err := fs.Glob(examples.FullThrust, "fullthrust/battle-*.yaml")
	if err != nil || len(files) == 0 {
		t.Fatalf("no example battles: %v", err)
	}
	texts := map[string]string{}
	for _, name := range files {
		texts[name] = strip.ReplaceAllString(exampleText(t, examples.FullThrust, name), "")
	}
	texts["an option only"] = `name: Two frigates
turns: 3
sides: [Union, League]
options: {beam-rerolls: armour}
ships:
  - {name: Pike, side: Union, mass: 24, armour: [1], hull: 8, drive: 6, firecon: 1, beams: [{class: 2}], at: [0, -18], heading: 12, velocity: 4}
  - {name: Dart, side: League, mass: 24, armour: [1], hull: 8, drive: 6, firecon: 1, beams: [{class: 2}], at: [0, 18], heading: 6, velocity: 4}
`
	for name, text := range texts {
		t.Run(name, func(t *testing.T) {
			want, err := scenario.DecodeFTBattle(labFileName, []byte(text))
			if err != nil {
				t.Fatalf("the battle reader refuses the file: %v", err)
			}
			sc, err := decodeLabFile(text)
			if err != nil {
				t.Fatalf("the lab refuses the file: %v", err)
			}
			if sc.Kind != labFTBattle || len(sc.fb.Setup.Ships) != len(want.Setup.Ships) {
				t.Errorf("the lab reads it as %v with %d ships, want a battle with %d", sc.Kind, len(sc.fb.Setup.Ships), len(want.Setup.Ships))
			}
		})
	}
}
