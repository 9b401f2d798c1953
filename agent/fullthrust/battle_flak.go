package fullthrust

import (
	"github.com/broadside/broadside/game"
	ft "github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// Beams at fighter groups, weighed against fire at ships. A ship's beams
// fire at one target a turn, a ship or a fighter group not engaged this
// turn (Continuum §8.6; readings W2, W21): at a group every battery that
// bears within its reach rolls one die and a 6 kills a fighter. The
// tactical player weighs both as points of what it may gain or keep:
// fire at a ship as its mean damage times what a box of the target scores
// (its worth over its boxes left, times keyWeight for a key ship,
// battle_points.go); fire at a group as the fighters it kills, times the
// damage a fighter of its type deals a ship in an attack run, times the
// runs the group has left, times what a box scores of the side's own
// ship the group most threatens. A torpedo group of six closing on a
// battlecruiser is worth a few long-range dice; an escort in short range
// is worth more than a standard group's two fighters.

// fighterRunDamage returns the mean damage one fighter of type typ deals
// a ship in one attack run, in points, against the low point defence a
// lone ship mostly has (2015 text, "Fighter attacks": about one hit a
// fighter at level 0-1, a hit of a torpedo fighter 1D6, attack fighters
// one band better, interceptors not attacking ships).
func fighterRunDamage(typ string) float64 {
	switch typ {
	case "torpedo":
		return 3.5
	case "attack", "kinetic", "heavy":
		return 1
	case interceptorTypeName:
		return 0
	}
	return 0.7
}

// flakRuns returns how many more attack runs group f can be expected to
// make: one for every two CEF left (a run and a secondary move), at least
// one, no more than the turns left.
func flakRuns(f battle.FighterView, turnsLeft int) float64 {
	return float64(max(1, min(f.CEF/2, turnsLeft)))
}

// boxWorth returns what a box of ship s scores: its worth over its boxes
// left.
func boxWorth(s Duellist, worth float64) float64 {
	return worth / float64(max(1, boxesLeft(s.Ship)))
}

// flakBeamsAt returns how many of ship s's working beam batteries bear on
// a group at g within their reach, as the rules count them.
func flakBeamsAt(s Duellist, g battle.FighterView) int {
	sh := manoeuvre.Shot{From: s.Motion, To: manoeuvre.Motion{Pos: g.At}}
	_, eff := sh.Range()
	n := 0
	for si := range s.Ship.Systems {
		sys := &s.Ship.Systems[si] // read in place, not copied
		if sys.Kind == ft.Beam && !sys.Destroyed && sh.Bears(sys.FireArcs()) && manoeuvre.BeamDice(sys.Class, eff) > 0 {
			n++
		}
	}
	return n
}

// flakChoice returns, for own ship k (index in ships, battle index
// idx[k]) of side p, the line that fires its beams at the enemy group
// where that is worth most, or "" when no group is worth more than floor
// (what its fire at ships is worth, shipFireValue).
func flakChoice(st *battle.State, v battle.View, p game.Player, ships []Duellist, idx []int, k int, floor float64) string {
	best, bestV := "", floor
	turnsLeft := max(1, v.Turns-v.Turn)
	for _, g := range v.Fighters {
		if g.Side == int(p) || g.Status != "in space" || g.Engaged || g.Strength == 0 {
			continue
		}
		per := fighterRunDamage(g.Type)
		if per == 0 {
			continue
		}
		n := flakBeamsAt(ships[k], g)
		if n == 0 {
			continue
		}
		box := 0.0
		for j, s := range ships {
			if s.Side == int(p) && inBattle(s) && g.At.Dist(s.Motion.Pos) <= fighterReach(g) {
				box = max(box, boxWorth(s, float64(st.Worth(idx[j]))))
			}
		}
		kills := min(float64(n)/6, float64(g.Strength))
		if val := kills * per * flakRuns(g, turnsLeft) * box; val > bestV {
			line := ships[k].Ship.Name + " fire at: " + g.Name + " beams"
			if accepts(st, p, nil, line) {
				best, bestV = line, val
			}
		}
	}
	return best
}

// shipFireValue returns what ship k's fire at its best single target is
// worth, as flakChoice weighs it: the mean damage of every weapon that
// bears times what a box of the target scores.
func shipFireValue(st *bearings, ships []Duellist, idx []int, k int, key []float64) float64 {
	best := 0.0
	for j, e := range ships {
		if e.Side == ships[k].Side || !inBattle(e) {
			continue
		}
		dmg := 0.0
		for _, w := range st.Bearing(idx[k], idx[j]) {
			dmg += w.Mean
		}
		x := dmg * boxWorth(e, float64(st.Worth(idx[j])))
		if key != nil {
			x *= key[j]
		}
		best = max(best, x)
	}
	return best
}
