package fullthrust

import (
	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// A ship's exposure to the enemy fighter groups. A group's main move is
// made before the ships move, straight toward where its target then is
// (24 MU, 36 for fast groups, half when launched from its bay); its
// secondary move of 12 MU, for 1 CEF and only with 2 CEF or more, comes
// after the ships have moved, and it attacks a ship within 6 MU (RULINGS
// A6; rules/fullthrust/battle, fighters.go). So where a ship ends its move
// decides whether a group can reach it this turn: it is out of reach when
// it ends more than 18 MU (6 without a secondary move) from where the
// group's main move toward its present place ends. A group already within
// attack range of the ship may have attacked it and may pursue it, moving
// with it however far it goes (Continuum §8.6), so that group reaches it
// wherever it ends.
//
// The tactical player takes off each end state of a ship fighterExposureWeight
// times the mean damage of the enemy groups that could attack it there (a
// group's strength times fighterRunDamage, battle_flak.go), each group's
// damage shared among the side's ships within its reach this turn (a
// group attacks one ship), scaled by what a box of the ship scores against
// what a box of the enemy's ships scores on average (under points victory
// their worth, otherwise 1 a ship): a fresh battlecruiser weighs a torpedo
// run about as much as the damage its guns deal, the same ship with a
// third of its boxes left three times as much, so a damaged ship keeps out
// of reach where it can. Measured on the carrier battle's gunline (1,200
// battles, seeds 1-6, docs/fullthrust-battle.md): weight 0.5 gave 0.890
// against 0.873 without it; 1 and 2 unscaled gave no more.

// fighterExposureWeight is what a point of mean fighter damage that could reach
// an end state takes off its value, in points of damage dealt, for a ship
// whose boxes score what the enemy's do.
const fighterExposureWeight = 0.5

// threatGroup is an enemy fighter group as exposure weighs it: where its
// main move starts and how far it goes, whether it may make a secondary
// move, and the mean damage of its attack run shared among the ships it
// can reach.
type threatGroup struct {
	from      geom.Vec
	move      float64
	secondary bool
	damage    float64
}

// threatGroups returns the enemy groups side p sees that can make an
// attack run this turn (in space, or in the bay of a carrier with the
// group ready to launch; CEF left), each with its damage divided among the
// ships of side p in ships it can reach from where they stand.
func threatGroups(v battle.View, p game.Player, ships []Duellist) []threatGroup {
	var out []threatGroup
	for _, f := range v.Fighters {
		if f.Side == int(p) || gone(f) || !armed(f) || f.Strength == 0 {
			continue
		}
		if f.Status == "in bay" && (f.Grounded || f.Ready > v.Turn || f.BayOut) { // a bay knocked out launches nothing (W80)
			continue
		}
		per := fighterRunDamage(f.Type)
		if per == 0 {
			continue
		}
		g := threatGroup{from: f.At, move: battle.FighterMove, secondary: f.CEF >= 2}
		if f.Type == fastFighterTypeName {
			g.move = battle.FastFighterMove
		}
		if f.Status == "in bay" {
			g.move /= 2
		}
		n := 0
		for _, s := range ships {
			if s.Side == int(p) && inBattle(s) && f.At.Dist(s.Motion.Pos) <= fighterReach(f) {
				n++
			}
		}
		if n == 0 {
			continue
		}
		g.damage = float64(f.Strength) * per / float64(n)
		out = append(out, g)
	}
	return out
}

// fighterExposure returns the mean damage groups could deal a ship that starts
// its move at from and ends it at end.
func fighterExposure(groups []threatGroup, from, end geom.Vec) float64 {
	return exposureAt(groups, reachesFrom(groups, from, make([]groupReach, len(groups))), end)
}

// groupReach is where a threat group's main move toward a ship ends and
// how far from there it can attack, in MU; a group that may pursue the
// ship reaches it wherever it ends (pursues).
type groupReach struct {
	pursues bool
	at      geom.Vec
	reach   float64
}

// reachesFrom sets out, parallel to groups, to each group's reach toward a
// ship that starts its move at from, and returns it: what of
// fighterExposure does not depend on where the ship ends, worked out once
// for all its end states.
func reachesFrom(groups []threatGroup, from geom.Vec, out []groupReach) []groupReach {
	for k, g := range groups {
		if g.from.Dist(from) <= battle.AttackRange {
			out[k] = groupReach{pursues: true} // it may pursue
			continue
		}
		at := from // where the main move ends
		if d := g.from.Dist(from); d > g.move {
			at = g.from.Add(from.Sub(g.from).Scale(g.move / d))
		}
		reach := float64(battle.AttackRange)
		if g.secondary {
			reach += battle.SecondaryMove
		}
		out[k] = groupReach{at: at, reach: reach}
	}
	return out
}

// exposureAt is fighterExposure for a ship ending at end, given the
// groups' reaches toward it (reachesFrom): the sum, in the groups' order,
// of the damage of each group that reaches end.
func exposureAt(groups []threatGroup, reaches []groupReach, end geom.Vec) float64 {
	x := 0.0
	for k, g := range groups {
		if r := &reaches[k]; r.pursues || within(r.at.Sub(end), r.reach) { // at.Dist(end) <= reach (plan_dist.go)
			x += g.damage
		}
	}
	return x
}

// exposureBonus returns the planner's bonus for ship i (in ships, battle
// index idx[i]) of side p ending its move at end: minus fighterExposureWeight
// times its exposure, scaled by what a box of it scores against the
// enemy's average; nil when no enemy group can make a run this turn.
func exposureBonus(st *battle.State, v battle.View, p game.Player, ships []Duellist, idx []int) func(i int, end geom.Vec) float64 {
	groups := threatGroups(v, p, ships)
	if len(groups) == 0 {
		return nil
	}
	worth := func(k int) float64 {
		if st.Victory() == battle.Points {
			return float64(st.Worth(idx[k]))
		}
		return 1
	}
	var enemyWorth, enemyBoxes float64
	for k, s := range ships {
		if s.Side != int(p) && inBattle(s) {
			enemyWorth += worth(k)
			enemyBoxes += float64(max(1, boxesLeft(s.Ship)))
		}
	}
	if enemyWorth == 0 {
		return nil
	}
	scale := make([]float64, len(ships))
	for k, s := range ships {
		if s.Side == int(p) {
			scale[k] = fighterExposureWeight * boxWorth(s, worth(k)) / (enemyWorth / enemyBoxes)
		}
	}
	// Each ship's reaches, in one block, worked out when first asked for.
	reaches, known := make([]groupReach, len(ships)*len(groups)), make([]bool, len(ships))
	return func(i int, end geom.Vec) float64 {
		r := reaches[i*len(groups) : (i+1)*len(groups)]
		if !known[i] {
			reachesFrom(groups, ships[i].Motion.Pos, r)
			known[i] = true
		}
		return -scale[i] * exposureAt(groups, r, end)
	}
}
