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
// 0.2 and 0.5 both raised the League's cruiser action from 0.91 to
// 0.96-0.97 and the kinetic raid's Patrol from 0.935 to 0.97, and were
// alike elsewhere; 0.05, measured on the cruiser action only, gave 0.96.
const paceWeight = 0.2

// paceBonus returns the pace penalty of ship i ending at end, or 0 when no
// enemy is in the battle.
func paceBonus(sc *scene, i int, end *manoeuvre.Motion) float64 {
	if end.Velocity <= 0 {
		return 0
	}
	d2 := sc.leastSq(i, end.Pos) // the exchange's, for the end it has just weighed
	v := float64(end.Velocity)
	if v*v <= d2 {
		return 0 // no enemy left, or none nearer than a turn's move
	}
	return -paceWeight * (v - math.Sqrt(d2))
}
