package fullthrust

import (
	"math"

	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// paceWeight is what the battle player takes off an end state's value, in
// points of damage, for each MU a turn its velocity exceeds the distance to
// the nearest enemy ship (where that ship will be if it holds its course):
// a ship moving faster than it needs to reach the enemy overshoots and
// spends the next turns coming about instead of firing. Measured over 200
// battles of each example against the random player (docs/fullthrust-battle.md),
// 0.05, 0.2 and 0.5 all raised the League's cruiser action from 0.91 to
// 0.96-0.97 and the kinetic raid's Patrol from 0.935 to 0.97; 0.2 was as
// good as any elsewhere.
const paceWeight = 0.2

// paceBonus returns the pace penalty of ship i ending at end, or 0 when no
// enemy is in the battle.
func paceBonus(ships []Duellist, sc *scene, i int, end manoeuvre.Motion) float64 {
	d := math.Inf(1)
	for j := range ships {
		if ships[j].Side != ships[i].Side && sc.alive[j] {
			d = min(d, end.Pos.Dist(sc.pred[j].Pos))
		}
	}
	if math.IsInf(d, 1) {
		return 0
	}
	return -paceWeight * max(0, float64(end.Velocity)-d)
}
