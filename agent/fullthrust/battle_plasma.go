package fullthrust

import (
	"fmt"
	"strings"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// Plasma bolts and the side's own missiles. A bolt's blast destroys every
// salvo and heavy missile homing on a ship inside it, whichever side fired
// them (reading W36), so a bolt burst over the ship its own side's missiles
// home on throws those missiles away. The tactical player places its
// salvos and heavy missiles first and then keeps its bolts off the ships
// they will home on: a launcher fires every other turn and may wait, while
// a salvo spent is gone.

// homing returns the distance in MU within which a salvo or heavy missile
// attacks the nearest enemy ship under options o (rules/fullthrust/battle,
// homeSalvos): battle.SalvoHoming, or battle.VectorHoming under vector
// movement with the optional missile radius.
func homing(o manoeuvre.ManoeuvreOptions) float64 {
	if o.Vector && o.VectorMissileRadius {
		return battle.VectorHoming
	}
	return battle.SalvoHoming
}

// homedOn returns where the enemy ships that side p's salvos and heavy
// missiles in lines will home on stand after movement, if every ship holds
// its course and speed (aheadOf). Each missile homes as the rules home it:
// on the enemy ship in the battle nearest its point within radius MU, ties
// to the ship first in v.Ships (the setup order); a missile with no such
// ship is lost and homes on none. A line naming its target ("SHIP salvo:
// TARGET") places the missile where the target is now.
func homedOn(v battle.View, p game.Player, lines []string, radius float64) []geom.Vec {
	var out []geom.Vec
	for _, l := range lines {
		who, rest, ok := strings.Cut(l, ":")
		who = strings.TrimSpace(who)
		if !ok || !strings.HasSuffix(who, " salvo") && !strings.HasSuffix(who, " missile") {
			continue
		}
		var at geom.Vec
		if _, err := fmt.Sscanf(strings.TrimSpace(rest), "%g %g", &at.X, &at.Y); err != nil {
			named := false
			for _, e := range v.Ships {
				if e.Name == strings.TrimSpace(rest) {
					at, named = e.At, true
				}
			}
			if !named {
				continue
			}
		}
		best, bd := -1, 0.0
		for j, e := range v.Ships {
			if e.Side == int(p) || e.Status != "in battle" {
				continue
			}
			if d := aheadOf(e).Dist(at); d <= radius && (best < 0 || d < bd) {
				best, bd = j, d
			}
		}
		if best >= 0 {
			out = append(out, aheadOf(v.Ships[best]))
		}
	}
	return out
}

// blastsOwnMissiles reports whether a plasma bolt bursting at at would
// catch a ship standing at one of homed (homedOn), and the missiles
// homing on it with it.
func blastsOwnMissiles(at geom.Vec, homed []geom.Vec) bool {
	for _, h := range homed {
		if h.Dist(at) <= battle.PlasmaBlast {
			return true
		}
	}
	return false
}
