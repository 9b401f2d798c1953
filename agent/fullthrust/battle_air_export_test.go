package fullthrust

import "strings"

// NewBattlePlayerWithout returns a battle player that does not give the
// fighter orders named in skills, a comma-separated list of "escort",
// "pursue", "missiles" and "land" ("all" for every one), or "bolts" (its
// plasma bolts at enemy groups, battle_plasma_flak.go): the player of
// before they were given, for the A/B measurements of battle_air_ab_test.go.
func NewBattlePlayerWithout(skills string) *BattlePlayer {
	b := NewBattlePlayer()
	for _, s := range strings.Split(skills, ",") {
		switch strings.TrimSpace(s) {
		case "escort":
			b.off |= skillEscort
		case "pursue":
			b.off |= skillPursue
		case "missiles":
			b.off |= skillMissiles
		case "land":
			b.off |= skillLand
		case "bolts":
			b.off |= skillBolts
		case "all":
			b.off = skillEscort | skillPursue | skillMissiles | skillLand
		case "":
		default:
			panic("fullthrust: unknown fighter skill " + s)
		}
	}
	return b
}
