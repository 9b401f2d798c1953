package fullthrust

import (
	"strings"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// Escorts of strike groups and pursuit (Continuum §8.6; battle reading
// W38).
//
// An enemy group that intercepts a group with escorts must first engage
// the escorts, one each, so an escort keeps the interceptors off the
// group it screens and that group makes its attack run. The tactical
// player gives an interceptor group it would otherwise have screen a ship
// (no enemy group in space threatens its ships) to the strike group of its side
// enemy fighters can reach this turn or the next (a main move of the
// group's beyond their reach), the strongest first, when the
// interceptor can join it where its main move takes it: an interceptor
// beside its own ships waits for fighters that may never come, while the
// strike group is where the enemy's interceptors must go.
//
// A group that made an attack run on a ship may pursue it the next turn:
// it makes no main move, moves with the ship however far it goes and
// attacks it as if ordered to. Pursuit spends no CEF on a secondary move,
// follows the ship through Emergency Thrust and leaves the enemy's
// interceptors flying at where the group was, so the tactical player
// pursues whenever the ship its strike orders chose is the one the group
// attacked (the rules accept "pursue" for that ship alone).

// escortAhead is how many of the strike group's main moves beyond this
// turn's the tactical player looks for enemy interceptors: an escort
// ordered now is with the group when they come next turn, and keeps
// escorting while the player orders it to.
const escortAhead = 1

// strikeEnd returns where group f, ordered in lines to attack a ship,
// ends its main move (toward the ship's place now, half distance when
// launched; where it is when it pursues the ship, as a pursuer makes no
// main move), and whether it has such an order.
func strikeEnd(v battle.View, f battle.FighterView, lines []string) (geom.Vec, bool) {
	for _, l := range lines {
		if strings.HasPrefix(l, f.Name+": pursue ") {
			return f.At, true
		}
		target, ok := strings.CutPrefix(l, f.Name+": attack ")
		if !ok {
			continue
		}
		target = strings.TrimSuffix(target, " press")
		for _, s := range v.Ships {
			if s.Name == target {
				move := mainMove(f) // battle_land.go
				if f.Status == "in bay" {
					move /= 2
				}
				d := f.At.Dist(s.At)
				if d <= move {
					return s.At, true
				}
				return f.At.Add(s.At.Sub(f.At).Scale(move / d)), true
			}
		}
	}
	return geom.Vec{}, false
}

// interceptable reports whether an enemy group of side p's enemy can
// intercept a group of p at at this turn: one with CEF left within its
// main move (half when launched), secondary move and 6 MU, and margin MU
// more.
func interceptable(v battle.View, p game.Player, at geom.Vec, margin float64) bool {
	for _, e := range v.Fighters {
		if e.Side == int(p) || gone(e) || e.CEF < 1 || e.Ready > v.Turn || e.Grounded || (e.Status == "in bay" && e.BayOut) { // a bay knocked out launches nothing (W80)
			continue
		}
		move := mainMove(e)
		if e.Status == "in bay" {
			move /= 2
		}
		if e.CEF >= 2 {
			move += battle.SecondaryMove
		}
		if e.At.Dist(at) <= move+battle.DogfightRange+margin {
			return true
		}
	}
	return false
}

// spare reports whether lines leave interceptor group f free for other
// work: they order it to screen a ship of v or to attack one (what the
// tactical player orders an interceptor no enemy group near its ships
// calls for: airOrders, groupOrders), not to intercept an enemy group.
func spare(v battle.View, f battle.FighterView, lines []string) bool {
	for _, l := range lines {
		target, ok := strings.CutPrefix(l, f.Name+": screen ")
		if !ok {
			target, ok = strings.CutPrefix(l, f.Name+": attack ")
		}
		if !ok {
			continue
		}
		for _, s := range v.Ships {
			if s.Name == target {
				return true
			}
		}
	}
	return false
}

// escortOrders rewrites, in lines, the orders of side p's spare
// interceptor groups into escorts of p's strike groups, as the file's
// comment describes; each strike group (of a type other than
// interceptors, which escort and are never escorted, so that no escort
// escorts an escort) gets one escort at most.
func escortOrders(st *battle.State, p game.Player, v battle.View, lines []string) []string {
	taken := map[string]bool{}
	for _, f := range v.Fighters {
		if f.Side != int(p) || f.Type != interceptorTypeName || gone(f) || f.CEF < 1 || !spare(v, f, lines) {
			continue
		}
		reach := mainMove(f)
		if f.Status == "in bay" {
			reach /= 2
		}
		best, bestN := "", 0
		for _, g := range v.Fighters {
			if g.Side != int(p) || g.Type == interceptorTypeName || taken[g.Name] || g.Strength <= bestN {
				continue
			}
			end, ok := strikeEnd(v, g, lines)
			if !ok || end.Dist(f.At) > reach || !interceptable(v, p, end, escortAhead*mainMove(g)) {
				continue
			}
			if accepts(st, p, nil, f.Name+": screen "+g.Name) {
				best, bestN = g.Name, g.Strength
			}
		}
		if best != "" {
			taken[best] = true
			lines = replaceLine(lines, f.Name, f.Name+": screen "+best)
		}
	}
	return lines
}

// pursuitOrders rewrites, in lines, each attack order of side p's groups
// on the ship the group attacked last turn into a pursuit of it.
func pursuitOrders(st *battle.State, p game.Player, v battle.View, lines []string) []string {
	for _, f := range v.Fighters {
		if f.Side != int(p) || f.Status != "in space" || f.CEF < 1 {
			continue
		}
		prefix := f.Name + ": attack "
		for _, l := range lines {
			target, ok := strings.CutPrefix(l, prefix)
			if !ok || strings.HasSuffix(target, " press") {
				continue
			}
			if line := f.Name + ": pursue " + target; accepts(st, p, nil, line) {
				lines = replaceLine(lines, f.Name, line)
			}
			break
		}
	}
	return lines
}
