package fullthrust

import "github.com/broadside/broadside/dice"

// beam is the beam die as the rules define it (RULINGS A1): 1-3 score
// nothing, 4-5 score one point, a 6 scores two and is rolled again, each
// re-roll scoring the same way.
var beam = dice.Die{Name: "beam", Sides: 6, Faces: []dice.Face{
	{}, {}, {}, {Score: 1}, {Score: 1}, {Score: 2, Reroll: true},
}}

// BeamDie returns the die a beam battery rolls for each of its dice, with a
// modifier mod on the first die (the Corkscrew's -1, a fighter type's +1 or
// -2) and a target's screen level (0-2), as [Modified] applies them. With
// mod and screen 0 it is the plain beam die: 0 on 1-3, 1 on 4-5, 2 on a 6
// that re-rolls. Rolls, exact odds and expected damage of beams all read
// this one definition.
func BeamDie(mod, screen int) dice.Die { return Modified(beam, mod, screen) }

// Modified returns a die with a modifier on the first throw and a screen
// level (0-2) taken off it (RULINGS A1): face f scores what face f+mod of
// base scores (clamped to 1-6); a screen of 1 or more makes a modified 4
// score nothing, a screen of 2 makes a modified 6 score 1. Re-rolls stay on
// the natural face and use the unmodified base die. base must be a
// six-sided die; with mod and screen 0 it is returned unchanged.
func Modified(base dice.Die, mod, screen int) dice.Die {
	if mod == 0 && screen == 0 {
		return base
	}
	return base.WithScores(func(face int, old dice.Face) dice.Face {
		m := min(max(face+mod, 1), 6)
		score := base.Faces[m-1].Score
		if screen >= 1 && m == 4 {
			score = 0
		}
		if screen >= 2 && m == 6 {
			score = 1
		}
		return dice.Face{Score: score, Reroll: old.Reroll}
	})
}
