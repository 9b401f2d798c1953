package fullthrust

import (
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// What a fighter group's attack run on a ship is worth (RULINGS A6), for
// the tactical player's choice of target (strikeOrders) and of work for its
// interceptors (airOrders). Each fighter that comes through the ship's
// point defence rolls one die: a beam die with the type's modifier (attack
// +1, interceptor -2) less the ship's screens, a kinetic fighter's with no
// standard screens counted, a torpedo fighter's to-hit die of 4+ whose
// face is the damage, less the advanced screen level. Before the run the
// ship's PDS fire one die each and its ADS two, each killing as a beam die
// does (a heavy fighter takes 1 off every such die). The estimate leaves
// out screening groups, covers lent by escorts and the group's losses to
// the ship's other weapons: it ranks targets, it does not predict a strike.

// torpedoMean is a torpedo fighter's mean damage against no advanced
// screen: a 4, 5 or 6 hits for its face, (4+5+6)/6.
const torpedoMean = 15.0 / 6

// shipDefence returns the screen level of ship s as its view shows its
// working systems (0-2), whether the screens are advanced, and its point
// defence dice against a group (a PDS one, an ADS two).
func shipDefence(s battle.ShipView) (screen int, advanced bool, pd int) {
	adv := 0
	for _, l := range s.Systems {
		switch l {
		case "screen":
			screen++
		case "advanced-screen":
			adv++
		case "PDS":
			pd++
		case "ADS":
			pd += 2
		}
	}
	if adv > 0 {
		return min(adv, 2), true, pd
	}
	return min(screen, 2), false, pd
}

// strikeDamage returns the mean damage, in boxes, group f's attack run does
// to ship e, as the file's comment estimates it: 0 for a group with no
// fighters.
func strikeDamage(f battle.FighterView, e battle.ShipView) float64 {
	screen, advanced, pd := shipDefence(e)
	kill := manoeuvre.ExpectedBeam(0, 0)
	if f.Type == "heavy" {
		kill = manoeuvre.ExpectedBeam(-1, 0)
	}
	through := max(0, float64(f.Strength)-float64(pd)*kill)
	var each float64
	switch f.Type {
	case "torpedo":
		each = torpedoMean
		if advanced {
			each = 0
			for face := 4; face <= 6; face++ {
				each += float64(max(0, face-screen)) / 6
			}
		}
	case "kinetic":
		if !advanced {
			screen = 0
		}
		each = manoeuvre.ExpectedBeam(0, screen)
	case "attack":
		each = manoeuvre.ExpectedBeam(1, screen)
	case interceptorTypeName:
		each = manoeuvre.ExpectedBeam(-2, screen)
	default:
		each = manoeuvre.ExpectedBeam(0, screen)
	}
	return through * each
}

// strikeValue returns what group f's attack run on ship e is worth to the
// side: the share of the ship's boxes left (armour and hull) the run is
// expected to destroy, at most all of them, times w, what destroying the
// ship is worth (its points under points victory, 1 otherwise).
func strikeValue(f battle.FighterView, e battle.ShipView, w float64) float64 {
	boxes := e.Hull
	for _, a := range e.Armour {
		boxes += a
	}
	if boxes <= 0 {
		return 0
	}
	return w * min(strikeDamage(f, e), float64(boxes)) / float64(boxes)
}
