package scenario_test

import (
	"fmt"

	"github.com/broadside/broadside/scenario"
)

func ExampleDecodeFTBattle() {
	doc := `name: Skirmish
table: [48, 48]
turns: 6
sides: [Red, Blue]
ships:
  - {name: Kestrel, side: Red, mass: 30, hull: 10, drive: 4, beams: [{class: 2, arcs: [FP, F, FS]}],
     bays: [{name: Red 1, type: fast}], at: [0, -12], heading: 12, velocity: 4}
  - {name: Heron, side: Blue, mass: 30, hull: 10, drive: 4, ftl: true, b1: 2,
     arrives: {turn: 2, at: [0, 12], heading: 6, velocity: 4}}
`
	b, err := scenario.DecodeFTBattle("skirmish.yaml", []byte(doc))
	k, h := b.Setup.Ships[0], b.Setup.Ships[1]
	fmt.Println(b.Setup.Name, k.Crew, k.Bays[0].Group.Label(), h.Start.Arrives, err)

	_, err = scenario.DecodeFTBattle("bad.yaml", []byte("turns: 6\nsides: [A, B]\nships:\n  - {name: X, side: A, mass: 10, hull: 4, at: [0, 0], heading: 14}\n  - {name: Y, side: B, mass: 10, hull: 4, at: [0, 0], heading: 12}\n"))
	fmt.Println(err)
	// Output:
	// Skirmish 2 Red 1 (fast, 6) 2 <nil>
	// bad.yaml:4:64: heading must be a clock point 1-12, got 14
}

// FTBattleFields tells a battle that leaves out table:, rules: and
// victory: from a duel: class: and points: are battle ships' fields,
// doctrine: a duel ship's, and hard-about is a battle's option where a
// duel writes hard_about.
func ExampleFTBattleFields() {
	var top map[string]any
	if err := scenario.Decode("battle.yaml", []byte(`
name: Two frigates
sides: [Union, League]
options: {hard-about: before-moving, hard_about: allowed, movement: vector}
ships:
  - {name: Pike, class: frigate, points: 70, side: Union, doctrine: {et: true}}
  - {name: Dart, class: frigate, side: League}
`), &top); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(scenario.FTBattleFields(top))
	// Output: [ships with class: ships with points: options with hard-about:]
}
