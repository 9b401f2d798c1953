package fullthrust

import (
	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// Getting ahead from level. Under points victory a side that has not
// destroyed more points than the enemy by the turn limit has not won, and
// damage spread over every enemy ship scores nothing (the convoy's draws:
// three raiders left with 5-9 of their 10 boxes gone each, or gone off
// the table while the escorts dodged their salvos far from them). When no
// single enemy ship must be destroyed to get ahead (keyShips finds none)
// but the side is not ahead, the tactical player closes on the enemy ship
// nearest to destruction: each ship's end state loses levelClose for every
// MU between it and where that ship will be if it holds its course, so
// the side's ships stay within beam range of one enemy rather than
// scattering. Its fire control and its choice of target are unchanged
// (battle_focus.go already concentrates the fire that bears); a pull
// that also weighed the damage the guns could deal that ship from each
// end state, as keyBonus does for a key ship, did no better and made the
// planner's coarse pass disagree with the exact scan more often
// (plan_coarse.go).

// levelClose is what each MU between an end state and the enemy ship
// nearest to destruction takes off the end state's value, in points of
// damage, while the side is not ahead on points. Measured on the missile
// boats' convoy (200 battles at each of seeds 3-10,
// docs/fullthrust-battle.md): 0.1 and 0.2 did about as well as 0.3.
const levelClose = 0.3

// weakestKey returns, parallel to ships (the visible duellists), keyWeight
// for the enemy ship of side in the battle with the fewest boxes left (the
// first listed among equals) and 1 for every other ship; nil when side
// has no enemy in the battle.
func weakestKey(ships []Duellist, side int) []float64 {
	best, fewest := -1, 0
	for j, s := range ships {
		if s.Side == side || !inBattle(s) {
			continue
		}
		if n := boxesLeft(s.Ship); best < 0 || n < fewest {
			best, fewest = j, n
		}
	}
	if best < 0 {
		return nil
	}
	out := make([]float64, len(ships))
	for k := range out {
		out[k] = 1
	}
	out[best] = keyWeight
	return out
}

// levelKey returns, under points victory with side p behind or level
// (counting its ship at risk, atRisk) and no key ship in key (keyShips'
// multipliers for side p), weakestKey's multipliers; nil otherwise.
func levelKey(st *battle.State, v battle.View, p game.Player, ships []Duellist, key []float64) []float64 {
	if key != nil || st.Victory() != battle.Points {
		return nil
	}
	ours, theirs, worth := score(st, v, p)
	if theirs-ours+atRisk(v, p, worth) < 0 {
		return nil
	}
	return weakestKey(ships, int(p))
}

// levelBonus returns the planner's bonus for ship i ending its move at
// end: levelClose times its distance to where each ship that level (from
// levelKey) weighs above 1 will be if it holds its course, taken off; 0
// when level is nil.
func (pl *Planner) levelBonus(ships []Duellist, level []float64, i int, end manoeuvre.Motion) float64 {
	return pl.levelNear(ships, heavier(level), i, &end)
}

// levelNear is levelBonus with the ships level weighs above 1 listed by
// heavier, which the battle player does once per planning call rather
// than once per end state.
func (pl *Planner) levelNear(ships []Duellist, heavy []int, i int, end *manoeuvre.Motion) float64 {
	if len(heavy) == 0 {
		return 0
	}
	sc := pl.sceneFor(ships)
	x := 0.0
	for _, j := range heavy {
		if sc.alive[j] {
			x -= levelClose * end.Pos.Dist(sc.pred[j].Pos)
		}
	}
	return x
}

// heavier returns the indices of the weights w above 1, in order: none for
// a nil w.
func heavier(w []float64) []int {
	var out []int
	for j, x := range w {
		if x > 1 {
			out = append(out, j)
		}
	}
	return out
}
