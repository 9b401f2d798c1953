package manoeuvre

import (
	"fmt"

	"github.com/broadside/broadside/dice"
	"github.com/broadside/broadside/prob"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
)

// etPurpose is what scripted dice for Emergency Thrust are asked for.
const etPurpose = "emergency thrust"

// ETRoll is the Emergency Thrust roll made right after orders are written
// (ft-advanced-manoeuvres.txt "Emergency Thrust"; RULINGS E2): the dice are
// scored like beam dice without re-rolls, nothing on 1-3, one on 4-5, two on
// 6, and the total decides. The zero value is a roll of no dice: success
// without damage.
type ETRoll struct {
	Dice        int    `json:"dice"`
	Faces       []int  `json:"faces"`
	Score       int    `json:"score"`
	Success     bool   `json:"success"`
	DriveDamage int    `json:"drive_damage"` // threshold failures the drive suffers: 0, 1 or 2
	Effect      string `json:"effect"`
}

// ETOutcome reads the Emergency Thrust table for a total score: 0 succeeds
// without harm; 1 succeeds but damages the drive as one failed threshold
// check; 2-3 fail with that damage; 4 or more fail with the damage of two
// failed checks.
func ETOutcome(score int) (success bool, driveDamage int) {
	switch {
	case score <= 0:
		return true, 0
	case score == 1:
		return true, 1
	case score <= 3:
		return false, 1
	}
	return false, 2
}

// etDie is the Emergency Thrust die: the record sheet's beam die read
// without re-rolls (RULINGS E2), nothing on 1-3, one on 4-5, two on 6.
var etDie = fullthrust.BeamDie(0, 0).WithScores(func(_ int, f dice.Face) dice.Face {
	f.Reroll = false
	return f
})

// rollET rolls n Emergency Thrust dice and reads the table.
func rollET(n int, src rng.Source) ETRoll {
	r := ETRoll{Dice: n}
	for range n {
		f := src.Roll(6, etPurpose)
		r.Faces = append(r.Faces, f)
		r.Score += etDie.Faces[f-1].Score
	}
	r.Success, r.DriveDamage = ETOutcome(r.Score)
	switch {
	case r.Success && r.DriveDamage == 0:
		r.Effect = "success"
	case r.Success:
		r.Effect = "success, main drive damaged"
	case r.DriveDamage == 1:
		r.Effect = "failed, main drive damaged"
	default:
		r.Effect = "failed, main drive damaged twice"
	}
	return r
}

// etChances returns the exact chances of an Emergency Thrust roll of n
// dice: that it succeeds, and that it succeeds without harming the drive.
func etChances(n int) (success, clean float64) {
	if n <= 0 {
		return 1, 1
	}
	d := ETScores(n)
	return d.AtMost(1), d.Prob(0)
}

// ETScores returns the exact distribution of the total score of n
// Emergency Thrust dice (n >= 1).
func ETScores(n int) prob.Dist { return dice.Pool{{Die: etDie, Count: n}}.Dist() }

// replot returns the order a ship whose Emergency Thrust failed carries out
// instead: the rule makes the player re-plot within the standard limits of
// the drive as it now is, and the engine does it by keeping the order's
// shape and trimming it (a ruling; docs/rulings/fullthrust-manoeuvres.md):
// the ET code goes, the Corkscrew and then the Roll go if the turning
// allowance cannot hold them, turns are cut from the last leg backwards to
// what is left of the allowance, the velocity change is cut to what is left
// of the rating, then Extreme Manoeuvres and then Eclipsing thrust.
func replot(s fullthrust.Ship, m Motion, o Order, opt ManoeuvreOptions) Order {
	return fitOrder(o, s.Drive.Current(), s.Drive.Advanced, m, opt)
}

// fitOrder trims an order to the standard limits of a drive of rating t.
func fitOrder(o Order, t int, adv bool, m Motion, opt ManoeuvreOptions) Order {
	o.Accel, _ = o.delta(m.Velocity)
	o.ET, o.Redline, o.EmergencyStop, o.Flip = false, false, false, false
	o.HasStart, o.HasNewVel, o.Post, o.EMDiscretionary = false, false, PostMove{}, false
	if t == 0 {
		return Order{}
	}
	cap := turnCap(t, adv, m, opt)
	budget := t
	if o.Corkscrew && cap < 3 {
		o.Corkscrew = false
	}
	if o.Corkscrew {
		cap, budget = cap-3, budget-3
	}
	if o.Roll && cap < 1 {
		o.Roll = false
	}
	if o.Roll {
		cap, budget = cap-1, budget-1
	}
	var legs []Leg
	for _, l := range o.Legs {
		if l.Hard {
			continue
		}
		n := min(abs(l.Points), cap)
		cap -= n
		budget -= n
		if n > 0 {
			legs = append(legs, Leg{Points: n * sign(l.Points)})
		}
	}
	o.Legs = legs
	if m.NoAcceleration {
		o.Accel = 0
	}
	o.Accel = sign(o.Accel) * min(abs(o.Accel), budget)
	budget -= abs(o.Accel)
	o.EM = min(o.EM, budget)
	budget -= o.EM
	o.Eclipse = min(o.Eclipse, budget)
	return o
}

// scaleOrder reduces an order in proportion when its drive drops from
// rating old to rating now before the ship moves (Extreme Manoeuvres Option
// 2: "reducing the normal manoeuvres proportionally"): each turn, the
// velocity change, and the EM and Eclipsing factors are multiplied by
// now/old, rounded towards zero, and the result is then trimmed to the new
// limits as [replot] does when that is still too much.
func scaleOrder(o Order, old, now int, adv bool, m Motion, opt ManoeuvreOptions) Order {
	if old <= 0 || now >= old {
		return o
	}
	scale := func(n int) int { return n * now / old }
	legs := make([]Leg, 0, len(o.Legs))
	for _, l := range o.Legs {
		if p := scale(l.Points); p != 0 {
			legs = append(legs, Leg{Points: p, Hard: l.Hard})
		}
	}
	o.Legs = legs
	delta, _ := o.delta(m.Velocity)
	o.Accel, o.HasNewVel, o.HasStart = scale(delta), false, false
	o.EM, o.Eclipse = scale(o.EM), scale(o.Eclipse)
	if Legal(fullthrust.Ship{Drive: fullthrust.Drive{Thrust: now, Advanced: adv}}, m, o, opt) {
		return o
	}
	return fitOrder(o, now, adv, m, opt)
}

func sign(n int) int {
	switch {
	case n < 0:
		return -1
	case n > 0:
		return 1
	}
	return 0
}

// etSummary describes an Emergency Thrust roll for the log.
func etSummary(r ETRoll) string {
	return fmt.Sprintf("Emergency Thrust: %d dice %v score %d: %s", r.Dice, r.Faces, r.Score, r.Effect)
}

// FailedET returns what a ship does when its Emergency Thrust order o fails
// and the dice do hits more hits (1 or 2) to its main drive: the re-plot the
// engine carries out within the standard limits of the damaged drive, and
// the motion it ends in, worked out without dice as [Move] carries it out.
// When no re-plot fits, the order is empty and the ship moves straight
// ahead at its velocity.
func FailedET(s fullthrust.Ship, m Motion, o Order, hits int, opt ManoeuvreOptions) (Order, Motion) {
	s.Drive, _ = damageDrive(s.Drive, hits)
	after := m
	after.ETUses++
	re := replot(s, after, o, opt)
	q := PlanOrder(s, after, re, opt)
	end := after
	if !q.Legal() {
		end.Pos = m.Pos.Add(m.Course.Vec().Scale(float64(m.Velocity)))
		return Order{}, end
	}
	end.Pos, end.Course = endOf(m, q)
	end.Facing, end.Velocity = end.Course, q.NewVel
	return re, end
}
