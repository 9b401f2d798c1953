package fullthrust

import (
	"slices"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// Fighters intercepting missiles (Continuum §8.12; battle reading W34).
// Movement orders are secret, so a group cannot be sent at a salvo: it is
// ordered "intercept missiles" and flies at the enemy marker of the turn
// nearest it, engaging it when it ends within 6 MU. An enemy who cannot
// see a ship's orders places its salvos and heavy missiles where the ship
// is or will be if it holds its course and speed (battle_dodge.go), so a
// group within reach of both places of a ship will meet the missiles
// bound for it. The tactical player sends an interceptor group it would
// otherwise have screen a ship or attack one (no enemy group in space
// threatens its ships, and no strike group of its side needs an escort:
// battle_escort.go) at the missiles when enemy ordnance, and no enemy fighter, can reach the most
// valuable of its ships this turn (the ship with most points, or hull
// boxes where points are not counted) and the group can reach that ship's
// places: a screen adds to the ship's point defence only against what
// attacks that ship, while the group in space thins the salvo before it
// homes, on top of every point defence the ship has. Other groups that
// may intercept missiles (not attack or torpedo fighters) keep to their
// attack runs: a strike scores, the interception only saves.

// missileThreat returns, for side p's ship s, whether enemy ordnance can
// reach it this turn: an enemy ship in the battle carrying salvos (racks
// the player has not seen emptied, launchers) or heavy missiles within
// their reach of it, and no enemy fighter group that may still attack
// (armed, battle_land.go) can.
func missileThreat(v battle.View, p game.Player, s battle.ShipView) bool {
	missiles := false
	for _, e := range v.Ships {
		if e.Side == int(p) || e.Status != "in battle" || e.At.Dist(s.At) > salvoThreat {
			continue
		}
		if slices.Contains(e.Systems, salvoRackLabel) || slices.Contains(e.Systems, salvoLauncherLabel) || slices.Contains(e.Systems, battle.HeavyMissile.Label()) {
			missiles = true
			break
		}
	}
	if !missiles {
		return false
	}
	for _, f := range v.Fighters {
		if f.Side != int(p) && !gone(f) && armed(f) && f.At.Dist(s.At) <= fighterReach(f) { // a group that fired its torpedoes attacks no more (W111)
			return false
		}
	}
	return true
}

// interceptReach returns how far in MU group f can fly and still engage
// a missile marker this turn: its main move (half when launched), a
// secondary move when it has 2 CEF or more, and the 6 MU it engages from.
func interceptReach(f battle.FighterView) float64 {
	move := mainMove(f) // battle_land.go
	if f.Status == "in bay" {
		move /= 2
	}
	if f.CEF >= 2 {
		move += battle.SecondaryMove
	}
	return move + battle.InterceptRange
}

// shipWorth returns what side p counts ship s worth protecting: its
// points under points victory, else its hull boxes left.
func shipWorth(worth map[string]float64, s battle.ShipView) float64 {
	if w, ok := worth[s.Name]; ok {
		return w
	}
	return float64(s.Hull)
}

// missileOrders rewrites, in lines, the orders of side p's spare
// interceptor groups as the file's comment describes: each such group
// that can reach the places of p's most valuable ship enemy
// ordnance alone threatens is sent at the missiles instead. worth is the
// points of each ship by name, or nil.
func missileOrders(st *battle.State, p game.Player, v battle.View, worth map[string]float64, lines []string) []string {
	var best *battle.ShipView
	for k, s := range v.Ships {
		if s.Side == int(p) && s.Status == "in battle" && (best == nil || shipWorth(worth, s) > shipWorth(worth, *best)) {
			best = &v.Ships[k]
		}
	}
	if best == nil || !missileThreat(v, p, *best) {
		return lines
	}
	places := []geom.Vec{best.At, aheadOf(*best)} // vector_plan.go
	for _, f := range v.Fighters {
		if f.Side != int(p) || f.Type != interceptorTypeName || gone(f) || f.CEF < 1 {
			continue
		}
		if !spare(v, f, lines) { // battle_escort.go
			continue
		}
		reach := interceptReach(f)
		if places[0].Dist(f.At) > reach || places[1].Dist(f.At) > reach {
			continue
		}
		if line := f.Name + ": intercept missiles"; accepts(st, p, nil, line) {
			lines = replaceLine(lines, f.Name, line)
		}
	}
	return lines
}
