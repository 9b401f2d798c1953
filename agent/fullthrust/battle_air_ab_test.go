package fullthrust_test

import (
	"testing"

	ftagent "github.com/broadside/broadside/agent/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// BenchmarkAirSkillsAB is the A/B measurement of the tactical player's
// fighter orders beyond attack runs (battle_fighters.go, airSkill), as
// pairedAB measures: on each example battle with fighters, the player
// against the player kept from one skill (or all of them), the control
// the player kept from it on both sides; the difference is what the skill
// is worth. Run it with -benchtime=200x for 200 battles a case (100 a
// side), e.g.
//
//	go test ./agent/fullthrust/ -run XXX -bench AirSkillsAB -benchtime 200x
func BenchmarkAirSkillsAB(b *testing.B) {
	for _, ex := range []string{"battle-carrier-gunline.yaml", "battle-fleet-action.yaml", "battle-cruiser-action.yaml"} {
		start, err := battle.Rules{}.Prepare(nil, battleSetup(b, ex))
		if err != nil {
			b.Fatal(err)
		}
		for _, skill := range []string{"all", "land", "missiles", "escort", "pursue"} {
			b.Run(ex+"/"+skill, func(b *testing.B) {
				pairedAB(b, ex+" without "+skill, start, ftagent.NewBattlePlayer(), ftagent.NewBattlePlayerWithout(skill), ftagent.NewBattlePlayerWithout(skill))
			})
		}
	}
}
