package fullthrust

import (
	"math"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// Pursuit under vector movement. A battle with a turn limit that no side
// has won by its last turn is a draw (rules/fullthrust/battle, victory),
// and a vector ship needs turns to build or shed speed: a planner that
// weighs only this turn's and the next turn's fire lets a cruiser hang at
// long range, or a frigate drift in a corner, while the turns run out
// (read in the vector example's drawn battles: the Union's cruiser at
// 24-30 MU of a damaged enemy cruiser from turn 4 to turn 10). So the
// tactical player takes off each end state of a vector ship a pull
// toward the nearest enemy ship, where it will be if it holds its course
// and speed: pursuitWeight points of damage a MU, times the share of the
// battle's turns already begun, from a tenth of it on turn 1 of 10 to all
// of it on the last. A battle without a turn limit has no pull.

// pursuitWeight is the pull, in points of damage a MU, on the last turn.
// Measured over 200 battles a side of the vector example at seeds 1 and
// 2 (with vector_exposure.go), P(win) of the Union, then of the League:
// without it 0.940, 0.940 and 0.985, 0.965; at 0.05 0.940, 0.945 and
// 0.980, 0.970; at 0.15 0.945, 0.945 and 0.985, 0.970; at 0.4 0.955,
// 0.955 and 0.980, 0.970; at 0.8 0.960, 0.980 and 0.975, 0.960.
const pursuitWeight = 0.4

// pursuit returns the planner's pull function for side p's ships in view
// v (see above), or nil when the battle has no turn limit or no enemy
// ship is in it.
func pursuit(v battle.View, p game.Player) func(int, manoeuvre.Motion) float64 {
	if v.Turns <= 0 {
		return nil
	}
	var enemies []geom.Vec // where each enemy ship will be if it holds its course and speed
	for _, e := range v.Ships {
		if e.Side != int(p) && e.Status == "in battle" {
			enemies = append(enemies, aheadOf(e)) // vector_plan.go
		}
	}
	if len(enemies) == 0 {
		return nil
	}
	k := pursuitWeight * float64(min(v.Turn, v.Turns)) / float64(v.Turns)
	return func(_ int, end manoeuvre.Motion) float64 {
		d := math.Inf(1)
		for _, e := range enemies {
			d = min(d, end.Pos.Dist(e))
		}
		return -k * d
	}
}
