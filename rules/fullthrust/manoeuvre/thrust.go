package manoeuvre

import (
	"fmt"

	"github.com/broadside/broadside/rules/fullthrust"
)

// Thrust is the thrust accounting of one order on one ship (RULINGS A3, A5,
// E2; ft-advanced-manoeuvres.txt). Every field is in thrust factors (1 MU of
// velocity change, 1 clock point of turn) unless it says otherwise.
type Thrust struct {
	Rating  int // the main drive's current rating
	Budget  int // factors available: the rating, or half as much again under ET, RL or ED
	TurnCap int // factors the turning allowance holds for this order

	Turning int // factors from the turning allowance: turns, Roll (1), Corkscrew (3)
	Hard    int // Hard About factors, two a point of turn
	Speed   int // factors spent changing velocity, |new - old|
	EM      int // Extreme Manoeuvres factors, before and after movement
	Eclipse int // factors dedicated to Eclipsing
	Used    int // everything spent, after movement too, the Flip's whole budget included

	// ETDice is the number of dice an Emergency Thrust (or Emergency
	// Deceleration) order rolls: one for exceeding the rating, one for
	// turning more than the normal allowance, and one per earlier use when
	// either applies (RULINGS E2).
	ETDice int
	// Held is what the order leaves of the normal rating for use after
	// movement (Post-Movement Maneuvers, the EM optional rule).
	Held int
}

// Plan is an order checked against a ship before it moves: the thrust it
// spends, the velocity it ends with, and every reason it is impossible. The
// zero Plan is not meaningful; build one with [PlanOrder].
type Plan struct {
	Order    Order
	Thrust   Thrust
	Delta    int      // change of velocity, negative to decelerate or go astern
	NewVel   int      // velocity after the move
	Turns    []int    // the turns as executed: one turn, or the two legs of a side-slip
	Problems []string // why the ship cannot carry the order out; empty when it can
}

// Legal reports whether the ship can carry the order out.
func (p Plan) Legal() bool { return len(p.Problems) == 0 }

// PlanOrder checks an order against the ship's drive and motion under the
// options: the velocity it was written for, the thrust budget and the
// turning allowance (half the current rating rounded down, all of it for an
// advanced drive, RULINGS A3 and A5), the extra budget of Emergency Thrust
// and Redlined Engines, Hard About's two factors a point, the limits of
// every manoeuvre, and the house rules that are switched on. It never rolls
// dice and never changes its inputs.
func PlanOrder(s fullthrust.Ship, m Motion, o Order, opt ManoeuvreOptions) Plan {
	return planOrder(&s, &m, &o, opt, nil, false)
}

// Legal reports whether the ship can carry the order out, as
// PlanOrder(s, m, o, opt).Legal() does, without writing out why not: the
// searches that try many orders and keep only the legal ones call it.
func Legal(s fullthrust.Ship, m Motion, o Order, opt ManoeuvreOptions) bool {
	var turns [4]int
	return planOrder(&s, &m, &o, opt, turns[:0], true).Legal()
}

// unexplained is the Problems of a plan checked quietly (planOrder) that
// has at least one problem; its capacity is its length, so that an append
// copies it.
var unexplained = []string{"the order is illegal"}

// planOrder is PlanOrder with the plan's Turns appended to turns[:0]: a
// search that plans thousands of orders and keeps none of their plans
// reuses one slice. When quiet is set a plan with problems lists only
// unexplained, which saves formatting the reasons where only
// [Plan.Legal] is read.
func planOrder(s *fullthrust.Ship, m *Motion, order *Order, opt ManoeuvreOptions, turns []int, quiet bool) Plan {
	// planCore's plan holds no turns: what it keeps of the plan (the
	// problems) may escape, and a turns buffer on the caller's stack, as
	// Legal's, must not go with it.
	var p Plan
	turns = planCore(&p, s, m, order, opt, turns, quiet)
	return Plan{Order: *order, Thrust: p.Thrust, Delta: p.Delta, NewVel: p.NewVel, Turns: turns, Problems: p.Problems}
}

// planCore works out planOrder's plan of order o in p, all but its Order
// and Turns, which it leaves as they are: it returns the turns, appended
// to turns[:0], for the caller to set (so that a turns buffer on the
// caller's stack stays there). The reach search plans thousands of orders
// into one plan of its own this way, without copying each order into it.
func planCore(p *Plan, s *fullthrust.Ship, m *Motion, o *Order, opt ManoeuvreOptions, turns []int, quiet bool) []int {
	p.Thrust, p.Delta, p.NewVel, p.Problems = Thrust{}, 0, 0, nil
	bad := func(format string, a ...any) {
		switch {
		case !quiet:
			p.Problems = append(p.Problems, fmt.Sprintf(format, a...))
		case len(p.Problems) == 0:
			p.Problems = unexplained[:1:1]
		}
	}
	t := &p.Thrust
	t.Rating = s.Drive.Current()
	adv := s.Drive.Advanced
	normalCap := turnCap(t.Rating, adv, *m, opt)

	if o.HasStart && o.Start != m.Velocity {
		bad("the order was written for velocity %d but the ship moves at %d", o.Start, m.Velocity)
	}
	delta, ok := o.delta(m.Velocity)
	if !ok {
		bad("new velocity %d is not %d%+d", o.NewVel, m.Velocity, o.Accel)
	}
	delta -= o.Reverse
	p.Delta, p.NewVel = delta, m.Velocity+delta
	turns = appendMerged(turns[:0], o.Legs)
	turn, hard := o.PointsOf()

	boost := o.ET || o.Redline || o.EmergencyStop
	t.Budget = t.Rating
	if boost {
		t.Budget = boosted(t.Rating)
	}
	switch {
	case o.ET || o.EmergencyStop:
		t.TurnCap = t.Budget
	case o.Redline && adv:
		t.TurnCap = t.Budget
	case o.Redline:
		t.TurnCap = t.Budget / 2
	default:
		t.TurnCap = normalCap
	}
	t.Turning = turn + b2i(o.Roll) + corkscrewCost*b2i(o.Corkscrew)
	t.Hard = 2 * hard
	t.Speed = abs(delta)
	t.EM = o.EM + o.Post.EM
	t.Eclipse = o.Eclipse
	post := o.Post.EM + abs(o.Post.Skid)
	t.Used = t.Turning + t.Hard + t.Speed + o.EM + o.Eclipse + post
	if o.Flip {
		t.Used = max(t.Used, t.Budget)
	}

	p.checkCodes(s, m, o, opt, bad)
	switch {
	case len(turns) > 2:
		bad("%d turns: an order makes one turn or one side-slip of two", len(turns))
	case t.Turning > t.TurnCap:
		bad("turning uses %d factors but the turning allowance is %d", t.Turning, t.TurnCap)
	}
	if p.NewVel < 0 && o.Reverse == 0 && (p.NewVel < m.Velocity || !opt.ReverseThrust) {
		bad("velocity cannot fall below 0 (it would be %d)", p.NewVel)
	}
	if t.Used > t.Budget {
		bad("the order uses %d thrust factors but the drive gives %d", t.Used, t.Budget)
	}
	t.Held = max(0, t.Rating-(t.Used-post))
	if post > t.Held || abs(o.Post.Skid) > max(0, normalCap-t.Turning) {
		bad("after movement it spends %d factors but holds %d (%d of them for turns)", post, t.Held, max(0, normalCap-t.Turning))
	}
	if o.ET || o.EmergencyStop {
		if t.Used > t.Rating {
			t.ETDice++
		}
		// Hard About points count as turning (docs/rulings/fullthrust-
		// manoeuvres.md HA5): "2P HA1P" turns three points, as "P3" does.
		if o.ET && t.Turning+hard > normalCap {
			t.ETDice++
		}
		if t.ETDice > 0 {
			t.ETDice += m.ETUses
		}
	}
	return turns
}

// checkCodes adds the problems of the order's manoeuvre codes.
func (p *Plan) checkCodes(s *fullthrust.Ship, m *Motion, o *Order, opt ManoeuvreOptions, bad func(string, ...any)) {
	t := &p.Thrust // read in place: bad writes only p.Problems
	adv := s.Drive.Advanced
	moves := len(o.Legs) > 0 || p.Delta != 0 || o.Roll || o.Corkscrew || o.EM > 0 || o.Eclipse > 0 || o.Flip
	if m.FTL == FTLGone {
		bad("the ship has left the battle")
	}
	if t.Rating == 0 && (moves || o.Redline || o.ET || o.EmergencyStop || o.Backfire) {
		bad("the main drive is disabled")
	}
	if o.ET && o.Redline {
		bad("Emergency Thrust and Redlined Engines cannot be combined")
	}
	if t.Hard > 0 && adv {
		bad("Hard About is for standard drives; an advanced drive turns with its whole rating")
	}
	if m.NoAcceleration && p.Delta != 0 {
		bad("the ship may not change velocity on the turn after a Short-Range Jump")
	}
	if o.Backfire && (adv || s.Drive.Hits >= 2) {
		bad("a Grav Backfire needs a working standard main drive")
	}
	switch {
	case m.FTL == FTLEngaged && moves:
		bad("the FTL drive is engaged: the ship leaves this turn and may not manoeuvre")
	case o.FTL && m.FTL == FTLReady && moves:
		bad("a ship engaging its FTL drive may not use thrust")
	case o.FTL && m.FTL != FTLReady && m.FTL != FTLEngaged:
		bad("the FTL drive is %s", m.FTL)
	}
	switch {
	case m.FTL == FTLEngagedJump && (!o.Jump || o.JumpDist == 0):
		bad("the FTL drive is engaged for a Short-Range Jump: order SRJ and the distance")
	case o.Jump && o.JumpDist == 0 && m.FTL != FTLReady:
		bad("a Short-Range Jump needs a working FTL drive (it is %s)", m.FTL)
	case o.Jump && o.JumpDist == 0 && (p.Delta != 0 || o.EM > 0 || o.Eclipse > 0):
		bad("a ship engaging its FTL drive may turn but not change velocity")
	case o.Jump && o.JumpDist > 0 && m.FTL != FTLEngagedJump:
		bad("jump without engaging the FTL drive for a Short-Range Jump the turn before")
	case o.Jump && o.JumpDist > 10*t.Rating:
		bad("a Short-Range Jump reaches at most %d MU (10 per point of drive)", 10*t.Rating)
	case o.Jump && o.JumpDist > 0 && moves:
		bad("a jumping ship makes no other movement")
	}
	if o.EMDiscretionary && !opt.EMDiscretionary {
		bad("discretionary Extreme Manoeuvres (EM n?) are not in use")
	}
	if o.Post.EM > 0 && !opt.EMAfterMovement && !opt.PostMovement {
		bad("Extreme Manoeuvres after movement are not in use")
	}
	if o.Post.Skid != 0 && !opt.Skid {
		bad("Skid is a house rule that is not in use")
	}
	p.checkHouse(s, m, o, opt, bad)
}

// checkHouse adds the problems of the house-ruled manoeuvres (RULINGS E3).
func (p *Plan) checkHouse(s *fullthrust.Ship, m *Motion, o *Order, opt ManoeuvreOptions, bad func(string, ...any)) {
	t := &p.Thrust // read in place: bad writes only p.Problems
	others := len(o.Legs) > 0 || p.Delta != 0 || o.Roll || o.Corkscrew || o.EM > 0 || o.Eclipse > 0 || o.ET || o.Redline
	if o.DeadRotate != 0 {
		switch {
		case !opt.DeadRotate:
			bad("Dead Rotate is a house rule that is not in use")
		case t.Rating > 0:
			bad("Dead Rotate is for a ship whose main drive is disabled")
		case abs(o.DeadRotate) > 1 || others:
			bad("Dead Rotate turns the facing one point and nothing else")
		}
	}
	if o.EmergencyStop {
		switch {
		case !opt.EmergencyDecel:
			bad("Emergency Deceleration is a house rule that is not in use")
		case o.ET || len(o.Legs) > 0 || o.Roll || o.Corkscrew || p.Delta >= 0:
			bad("Emergency Deceleration only decelerates")
		}
	}
	if o.Flip {
		switch {
		case !opt.Flip:
			bad("Flip is a house rule that is not in use")
		case t.Rating < 2:
			bad("a Flip needs a drive of at least 2")
		case others:
			bad("a Flip uses the whole thrust and nothing else")
		}
	}
	if o.Reverse > 0 {
		switch {
		case !opt.ReverseThrust:
			bad("Reverse Thrust is a house rule that is not in use")
		case m.Velocity > 0:
			bad("only a ship at velocity 0 or astern may use Reverse Thrust")
		case -p.NewVel > t.Rating/2:
			bad("astern velocity %d exceeds the retro thrusters' %d", -p.NewVel, t.Rating/2)
		}
	}
	if (m.Velocity < 0 || p.NewVel < 0) && (len(o.Legs) > 0 || o.Corkscrew || o.Flip) {
		bad("a ship moving astern may not turn")
	}
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
