package fullthrust

import (
	"fmt"
	"math"

	"github.com/broadside/broadside/dice"
)

// Projectile weapons: K-guns and pulse torpedoes (RULINGS A9; Continuum
// quick reference p.153 "Projectile Weapon Hit Probability", Continuum
// 5.16). A projectile rolls one D6 to hit, needing 2+ in the nearest range
// band, 3+ in the next, then 4+, 5+ and 6 in the fifth and last band; the
// standard table has bands of 6 MU (to 30 MU), the long-range table of 9 MU
// (to 45 MU) and the short-range table of 4 MU (to 20 MU). A range exactly
// on a band's edge counts as the nearer band, as for beams (RULINGS A1).
// A modifier, such as a Corkscrew's -1, is added to the to-hit die.
//
// The dice are defined as data ([dice.Die]) so that rolls and exact odds
// read the same definition: the to-hit throw's hitting faces re-roll into
// the damage throw, which scores the points.

// The projectile range tables' band widths in MU (RULINGS A9).
const (
	StandardBand = 6 // the standard table: 2+ to 6 MU ... 6 to 30 MU
	ShortBand    = 4 // the short-range table, to 20 MU
	LongBand     = 9 // the long-range table, to 45 MU
)

// projectileBands is the number of bands of every projectile table.
const projectileBands = 5

// ProjectileNeed returns the D6 score a projectile needs to hit at a range
// in MU on a table of bands band MU wide: 2 in the first band up to 6 in
// the fifth, or 0 beyond the fifth band (out of reach), for a negative or
// NaN range, or a band below 1.
func ProjectileNeed(band, rangeMU float64) int {
	if !(band >= 1) || !(rangeMU >= 0) {
		return 0
	}
	k := 0
	if rangeMU > band {
		k = int(math.Ceil(rangeMU/band-1e-9)) - 1
	}
	if k >= projectileBands {
		return 0
	}
	return k + 2
}

// ProjectileReach returns the longest range in MU at which a projectile of
// a table with bands band MU wide can hit: five bands.
func ProjectileReach(band float64) float64 { return projectileBands * band }

// hits reports whether a natural face with a modifier meets need.
func hits(face, mod, need int) bool { return need > 0 && face+mod >= need }

// KGunDie returns the die of one K-gun shot of a class (1-6) that needs
// need on the to-hit D6 with a modifier mod (RULINGS A9; Continuum 5.16):
// a miss scores nothing; a hit scores the class and rolls a second D6,
// which doubles the damage when it is at most the class less the target's
// advanced screen level adv (a 6 never doubles). So a K-2 hitting scores 2,
// or 4 on a doubling die of 1-2. Screens do not stop K-gun damage; the
// battle applies it as armour-piercing. A need of 0 (out of reach) never
// hits.
func KGunDie(class, need, mod, adv int) dice.Die {
	double := dice.Die{Name: fmt.Sprintf("K%d doubling", class), Sides: 6, Faces: make([]dice.Face, 6)}
	for f := 1; f <= 6; f++ {
		if f < 6 && f <= class-adv {
			double.Faces[f-1].Score = class
		}
	}
	hit := dice.Die{Name: fmt.Sprintf("K%d to hit", class), Sides: 6, Faces: make([]dice.Face, 6), Again: &double}
	for f := 1; f <= 6; f++ {
		if hits(f, mod, need) {
			hit.Faces[f-1] = dice.Face{Score: class, Reroll: true}
		}
	}
	return hit
}

// TorpedoDie returns the die of one pulse torpedo shot that needs need on
// the to-hit D6 with a modifier mod (RULINGS A9): a miss scores nothing, a
// hit rolls 1D6 of damage, less adv per die (the target's advanced screen
// level, never below 0; RULINGS B1, Continuum 7.3, as for missiles).
// Standard screens do not stop it. A need of 0 never hits.
func TorpedoDie(need, mod, adv int) dice.Die {
	dmg := dice.Plain(6)
	dmg.Name = "torpedo damage"
	if adv > 0 {
		dmg = dmg.WithScores(func(face int, _ dice.Face) dice.Face { return dice.Face{Score: max(face-adv, 0)} })
	}
	hit := dice.Die{Name: "torpedo to hit", Sides: 6, Faces: make([]dice.Face, 6), Again: &dmg}
	for f := 1; f <= 6; f++ {
		if hits(f, mod, need) {
			hit.Faces[f-1] = dice.Face{Reroll: true}
		}
	}
	return hit
}
