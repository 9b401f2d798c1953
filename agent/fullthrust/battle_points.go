package fullthrust

import (
	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// A points plan. Under points victory the side that has destroyed more
// points wins at the turn limit, so once a side has fallen behind, some
// enemy ships may matter more than the rest: when every enemy ship but
// one together scores no more than the side is behind, that one must be
// destroyed to get ahead, whatever else falls (the carrier that stays
// behind its escorts after its fighters destroyed the gunline's flagship:
// both escorts together score less than the flagship). The tactical
// player then gives a point of damage on such a key ship keyWeight times
// its usual priority, in its fire control and in the planner's choice of
// target, and values the end states of its moves by keyPull times the
// damage its guns could deal the key ship from there, where the key ship
// will be if it holds its course, less keyClose for each MU from it: its
// ships close with the key ship instead of finishing the escorts that
// cannot win the battle. The side counts as lost, besides the ships it
// has lost, its most valuable ship that the enemy fighter groups in reach
// could destroy in two attack runs (atRisk), so that it turns on the
// carrier before its flagship is gone rather than after.

// keyWeight multiplies the fire priority of a key ship.
const keyWeight = 3

// keyClose is what each MU between an end state and a key ship (where it
// will be if it holds its course) takes off the end state's value, in
// points of damage: a pull that brings the ships within range of a key
// ship that is out of it.
const keyClose = 0.1

// keyPull is what a point of damage the guns could deal a key ship from
// an end state adds to its value, in points of damage. Measured on the
// carrier battle's gunline (200 battles at seeds 1 and 2,
// docs/fullthrust-battle.md): 1 gave 0.850 and 0.830, 2 gave 0.855 and
// 0.855, 4 gave 0.830 and 0.830.
const keyPull = 2

// score returns, as side p sees the battle, the points each side has
// scored (ships destroyed, and ships driven off as the setup scores them):
// ours (side p's score) and theirs (the most any other side
// has scored), with the worth of each ship by name.
func score(st *battle.State, v battle.View, p game.Player) (ours, theirs int, worth map[string]int) {
	worth = make(map[string]int, len(v.Ships)) // every ship the players weigh is in the view
	for _, s := range v.Ships {
		worth[s.Name] = st.WorthOf(s.Name)
	}
	lost := make([]int, len(v.Sides))
	for _, s := range v.Ships {
		if s.Side < 0 || s.Side >= len(lost) {
			continue
		}
		switch s.Status {
		case "destroyed":
			lost[s.Side] += worth[s.Name]
		case "gone":
			lost[s.Side] += st.DrivenOff().Of(worth[s.Name])
		}
	}
	total := 0
	for _, l := range lost {
		total += l
	}
	for q := range lost {
		if q == int(p) {
			ours = total - lost[q]
			continue
		}
		theirs = max(theirs, total-lost[q])
	}
	return ours, theirs, worth
}

// keyShips returns, parallel to ships (the visible duellists of side p),
// keyWeight for each enemy ship in the battle that side p must destroy to
// get ahead on points, 1 for every other ship; nil when there is none or
// the battle is not won on points. A ship is key when side p is behind or
// level, destroying every enemy ship in the battle would put it ahead,
// and every other enemy ship in the battle together scores no more than
// side p is behind.
func keyShips(st *battle.State, v battle.View, p game.Player, ships []Duellist) []float64 {
	if st.Victory() != battle.Points {
		return nil
	}
	ours, theirs, worth := score(st, v, p)
	need := theirs - ours + atRisk(v, p, worth)
	if need < 0 {
		return nil
	}
	total := 0
	for _, s := range ships {
		if s.Side != int(p) && inBattle(s) {
			total += worth[s.Ship.Name]
		}
	}
	var out []float64
	for j, s := range ships {
		if s.Side == int(p) || !inBattle(s) || total-worth[s.Ship.Name] > need || total <= need {
			continue
		}
		if out == nil {
			out = make([]float64, len(ships))
			for k := range out {
				out[k] = 1
			}
		}
		out[j] = keyWeight
	}
	return out
}

// keyBonus returns the planner's bonus for ship i of side p ending its
// move at end: keyPull times the damage its guns could deal each key ship
// from there; 0 when key is nil.
func (pl *Planner) keyBonus(ships []Duellist, key []float64, i int, end *manoeuvre.Motion) float64 {
	if key == nil {
		return 0
	}
	sc := pl.sceneFor(ships)
	x := 0.0
	for j, w := range key {
		if w > 1 && sc.alive[j] {
			x += keyPull*sc.volley(i, manoeuvre.Shot{From: *end, To: sc.pred[j], Screen: sc.screen[j]}, 0) - keyClose*end.Pos.Dist(sc.pred[j].Pos)
		}
	}
	return x
}

// atRisk returns the worth of side p's most valuable ship in the battle
// that the enemy fighter groups that may still attack (armed,
// battle_land.go) could destroy in two attack runs: a ship
// whose boxes left are no more than the groups' strength times what a
// fighter deals in a run (fighterRunDamage), twice, counting the groups
// that can reach it this turn. Its loss is counted as if it had happened
// when keyShips weighs what side p must destroy to get ahead.
func atRisk(v battle.View, p game.Player, worth map[string]int) int {
	out := 0
	for _, s := range v.Ships {
		if s.Side != int(p) || s.Status != "in battle" || worth[s.Name] <= out {
			continue
		}
		dmg := 0.0
		for _, f := range v.Fighters {
			if f.Side != int(p) && !gone(f) && armed(f) && f.At.Dist(s.At) <= fighterReach(f) { // a group that fired its torpedoes attacks no more (W111)
				dmg += 2 * float64(f.Strength) * fighterRunDamage(f.Type)
			}
		}
		boxes := s.Hull
		for _, a := range s.Armour {
			boxes += a
		}
		if float64(boxes) <= dmg {
			out = worth[s.Name]
		}
	}
	return out
}
