package pointdefence

import (
	"fmt"

	"github.com/broadside/broadside/dice"
	"github.com/broadside/broadside/rules/fullthrust"
)

// Band is a row of the 2015 point-defence tables (ft-new-point-defence.txt,
// "Point defence level"): the point defence level (PDL) is read in bands of
// growing width, each harder for the attacker than the last. The zero value
// is band 0, an undefended target.
type Band uint8

// The seven bands, by the PDL range they cover.
const (
	Band0      Band = iota // PDL 0
	Band1                  // PDL 1
	Band2to3               // PDL 2-3
	Band4to6               // PDL 4-6
	Band7to10              // PDL 7-10
	Band11to15             // PDL 11-15
	Band16up               // PDL 16 and more
)

// NumBands is the number of bands.
const NumBands = 7

// bandFloor[b] is the lowest PDL of band b.
var bandFloor = [NumBands]int{0, 1, 2, 4, 7, 11, 16}

// saturatingPDL is the lowest PDL of the top band: every PDL from here up
// reads the same in every table.
const saturatingPDL = 16

// BandOf returns the band of a point defence level; a negative level is
// band 0.
func BandOf(pdl int) Band {
	b := Band0
	for b+1 < NumBands && pdl >= bandFloor[b+1] {
		b++
	}
	return b
}

// Floor returns the lowest PDL of the band.
func (b Band) Floor() int { return bandFloor[b] }

// String returns the PDL range of the band as the text prints it: "0", "1",
// "2-3", "4-6", "7-10", "11-15" or "16+".
func (b Band) String() string {
	switch {
	case b >= NumBands:
		return fmt.Sprintf("Band(%d)", int(b))
	case b == Band16up:
		return "16+"
	case b+1 < NumBands && bandFloor[b+1]-1 == bandFloor[b]:
		return fmt.Sprint(bandFloor[b])
	}
	return fmt.Sprintf("%d-%d", bandFloor[b], bandFloor[b+1]-1)
}

// Lower returns the band n rows lower, for attack and torpedo fighters,
// assistance and advanced heavy missiles. A band above 0 never drops below
// band 1: the text's parenthesis says some defence is always better than
// none (RULINGS B2.6). Band 0 stays 0.
func (b Band) Lower(n int) Band {
	if b == Band0 || n <= 0 {
		return b
	}
	if int(b)-n < 1 {
		return Band1
	}
	return b - Band(n)
}

// This file holds every die of the 2015 text and of the classic procedure as
// data (dice.Die): the same definitions are rolled by the resolvers and read
// by the exact odds.

// d6 builds a six-sided die whose face f scores s[f-1]; when six is set, a
// 6 also re-rolls. again, if not nil, is the die its re-rolls use.
func d6(name string, s [6]int, six bool, again *dice.Die) dice.Die {
	faces := make([]dice.Face, 6)
	for i, v := range s {
		faces[i].Score = v
	}
	faces[5].Reroll = six
	return dice.Die{Name: name, Sides: 6, Faces: faces, Again: again}
}

// The point-defence dice of the 2015 point defence level ("Point defence
// level"), also the classic kill dice: a B1 scores 1 on a 5 and 1 with a
// re-roll on a 6; a PDS 1 on a 4 or 5 and 2 with a re-roll on a 6.
var (
	b1Die  = d6("B1", [6]int{0, 0, 0, 0, 1, 1}, true, nil)
	pdsDie = d6("PDS", [6]int{0, 0, 0, 1, 1, 2}, true, nil)
)

// fighterScores is the 2015 fighter-attack table ("Fighter attacks"), one
// row per band: the hits of faces 1-6, and whether a 6 re-rolls.
var fighterScores = [NumBands]struct {
	s      [6]int
	reroll bool
}{
	{[6]int{0, 0, 1, 1, 2, 2}, true},  // 0: 3,4 = 1; 5 = 2; 6 = 2 + re-roll
	{[6]int{0, 0, 0, 1, 1, 2}, true},  // 1: 4,5 = 1; 6 = 2 + re-roll
	{[6]int{0, 0, 0, 0, 1, 2}, true},  // 2-3: 5 = 1; 6 = 2 + re-roll
	{[6]int{0, 0, 0, 0, 1, 1}, true},  // 4-6: 5 = 1; 6 = 1 + re-roll
	{[6]int{0, 0, 0, 0, 0, 1}, true},  // 7-10: 6 = 1 + re-roll
	{[6]int{0, 0, 0, 0, 0, 1}, false}, // 11-15: 6 = 1
	{[6]int{0, 0, 0, 0, 0, 0}, false}, // 16+: no effect
}

// fighterLoop[b] is the band-b fighter die whose re-rolls stay on band b.
var fighterLoop = func() (t [NumBands]dice.Die) {
	for b, row := range fighterScores {
		t[b] = d6("fighter "+Band(b).String(), row.s, row.reroll, nil)
	}
	return t
}()

// fighterDie returns the die a fighter rolls on band b whose re-rolls are
// rolled on band rb; with noReroll its 6 does not re-roll (kinetic
// fighters, RULINGS A6).
func fighterDie(b, rb Band, noReroll bool) dice.Die {
	if noReroll {
		return d6("fighter "+b.String(), fighterScores[b].s, false, nil)
	}
	if b == rb {
		return fighterLoop[b]
	}
	return d6("fighter "+b.String(), fighterScores[b].s, fighterScores[b].reroll, &fighterLoop[rb])
}

// casualtyDice are the 2015 casualty tables ("Fighter casualties"),
// indexed by [heavy][adfc]: against heavy fighters a ship with ADFC or
// scatterguns scores 1 on a 5 and 2 with a re-roll on a 6, others 1 on a 5
// and 1 with a re-roll on a 6; against other fighters ADFC or scatterguns
// score 1 on a 4 or 5, others on a 5 only, and both 2 with a re-roll on a 6.
var casualtyDice = [2][2]dice.Die{
	{
		d6("casualty", [6]int{0, 0, 0, 0, 1, 2}, true, nil),
		d6("casualty (ADFC)", [6]int{0, 0, 0, 1, 1, 2}, true, nil),
	},
	{
		d6("casualty vs heavy", [6]int{0, 0, 0, 0, 1, 1}, true, nil),
		d6("casualty vs heavy (ADFC)", [6]int{0, 0, 0, 0, 1, 2}, true, nil),
	},
}

// heavyToHit[b] is the score a heavy missile or plasma bolt needs on band b
// ("Heavy missiles and plasma bolts"); heavyLostDice[b] is how many damage
// dice it loses there.
var (
	heavyToHit    = [NumBands]int{2, 3, 4, 5, 6, 6, 6}
	heavyLostDice = [NumBands]int{0, 0, 0, 0, 0, 1, 2}
)

// heavyMissileDice is the number of damage dice a heavy missile rolls
// (RULINGS A7: 3D6).
const heavyMissileDice = 3

// salvoMissiles is the number of missiles in a salvo under the classic rules
// (RULINGS A7); the 2015 table never lets more than five hit.
const salvoMissiles = 6

// plainD6 is the damage die of missiles, torpedoes and plasma bolts.
var plainD6 = dice.Plain(6)

// beamDie is the classic fighter attack die, a Beam-1 die (RULINGS A1, A6):
// the record sheet's beam die, 1 on a 4 or 5, 2 with a re-roll on a 6.
var beamDie = fullthrust.BeamDie(0, 0)

// reduced returns a plain d6 damage die less k per die, never below 0: the
// damage of a missile, torpedo or bolt against advanced screens (RULINGS B1,
// Continuum 7.3).
func reduced(k int) dice.Die {
	if k <= 0 {
		return plainD6
	}
	return plainD6.WithScores(func(face int, _ dice.Face) dice.Face {
		return dice.Face{Score: max(face-k, 0)}
	})
}
