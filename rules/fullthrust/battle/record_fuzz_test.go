package battle_test

import (
	"encoding/json"
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// FuzzRecordSetup replays a record whose setup JSON is fuzzed, as a
// visitor's record file may hold any, with the first turn's orders of the
// cruiser action and fuzzed table dice (bytes read as -128 to 127) on the
// step that resolves its fire: the setup is read and checked, or refused,
// and the replay ends or refuses a step; nothing panics. The seed with the
// dice 7, 0 and -1 panicked in the beam table before rng's Script refused
// faces below 1.
func FuzzRecordSetup(f *testing.F) {
	for _, name := range []string{"battle-cruiser-action.yaml", "battle-carrier-gunline.yaml", "battle-missile-boats.yaml", "battle-vector-duel.yaml", "battle-kinetic-raid.yaml"} {
		f.Add([]byte(setupOf(f, name)), []byte{})
	}
	f.Add([]byte(setupOf(f, "battle-cruiser-action.yaml")), []byte{7, 0, 0xff})
	orders := []string{
		"Resolute: +4\nDauntless: P1 +4\nUnion Blue: attack Lancer",
		"Vigilant: +4\nLancer: P1 +4\nLeague Red: attack Dauntless",
		"Resolute: Lancer\nDauntless: Lancer",
		"Vigilant: Dauntless\nLancer: Dauntless",
	}
	f.Fuzz(func(t *testing.T, setup, dice []byte) {
		if !json.Valid(setup) {
			return
		}
		rec := game.Record{Rules: battle.Rules{}.Name(), Version: battle.Rules{}.Version(), Seed: 1, Setup: setup}
		for i, text := range orders {
			step := game.Step{Player: game.Player(i % 2), Action: "orders", Orders: &game.Orders{Text: text}}
			if i == len(orders)-1 && len(dice) > 0 {
				for _, d := range dice {
					step.Dice = append(step.Dice, int(int8(d)))
				}
			}
			rec.Steps = append(rec.Steps, step)
		}
		game.Replay(battle.Rules{}, rec, nil)
	})
}
