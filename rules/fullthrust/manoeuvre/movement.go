package manoeuvre

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
)

// Moved is what one ship's movement phase did: the order as written and as
// carried out, the dice it needed, the ship and its motion afterwards, and
// what it leaves for later in the turn. Slices in a Moved are never shared
// with its inputs.
type Moved struct {
	// Legal reports whether the order as written was possible; when it was
	// not, the ship moved straight ahead at unchanged velocity (RULINGS A3,
	// Continuum 3.5) and Warnings says why.
	Legal   bool
	Written Order
	// Plan is the order actually carried out and its thrust: the written
	// order, or the straight-ahead drift, a re-plot after a failed Emergency
	// Thrust, or an order cut down by a failed Option 2 check.
	Plan   Plan
	Ship   fullthrust.Ship // the ship after the move: drive damage, hull stress
	Motion Motion          // position, course, facing and velocity after the move
	// Path is the start, the mid-move point where the second half of the
	// turn is made, and the end, in MU.
	Path []geom.Vec

	ET     *ETRoll      // the Emergency Thrust roll, nil when none was needed
	Checks []DriveCheck // main-drive checks rolled during movement
	Stress *Stress      // Corkscrew hull stress, nil when none
	Self   *BackfireSelf
	Jump   *Jump // a Short-Range Jump made this turn, nil when none

	Corkscrew bool // the ship corkscrewed: -1 per die, batteries bear both sides
	EM        int  // Extreme Manoeuvres factors in effect for fire
	EMHeld    int  // discretionary EM factors not yet called on
	NoFire    bool // the ship may not fire offensive weapons this turn (FTL warm-up, jump)
	Vanished  bool // the ship left the battle by FTL at the end of this move

	// Deferred are the Option 1 main-drive checks left for [EndTurn].
	Deferred []DriveCheck
	Warnings []string
	Log      []string

	// quiet is set by [MoveQuiet]: nothing is written to Log.
	quiet bool
}

func (mv *Moved) logf(format string, a ...any) {
	if !mv.quiet {
		mv.Log = append(mv.Log, fmt.Sprintf(format, a...))
	}
}

// movedLine is the log line of a move at velocity v, on course c1 before
// moving and c2 at mid-move, to end: the text of the format
// "moved %d MU: course %s before moving, %s at mid-move; now at (%.2f,
// %.2f) velocity %d", built without fmt. Every move of every battle writes
// it, and battles played without a log (Monte Carlo runs) throw it away.
func movedLine(v int, c1, c2 geom.Heading, end geom.Vec) string {
	b := make([]byte, 0, 96)
	b = append(b, "moved "...)
	b = strconv.AppendInt(b, int64(v), 10)
	b = append(b, " MU: course "...)
	b = strconv.AppendInt(b, int64(c1.Hour()), 10)
	b = append(b, " before moving, "...)
	b = strconv.AppendInt(b, int64(c2.Hour()), 10)
	b = append(b, " at mid-move; now at ("...)
	b = strconv.AppendFloat(b, end.X, 'f', 2, 64)
	b = append(b, ", "...)
	b = strconv.AppendFloat(b, end.Y, 'f', 2, 64)
	b = append(b, ") velocity "...)
	b = strconv.AppendInt(b, int64(v), 10)
	return string(b)
}

func (mv *Moved) warnf(format string, a ...any) {
	w := fmt.Sprintf(format, a...)
	mv.Warnings = append(mv.Warnings, w)
	if !mv.quiet {
		mv.Log = append(mv.Log, "warning: "+w)
	}
}

// Move carries out one ship's written order in the movement phase
// (RULINGS A3; ft-advanced-manoeuvres.txt) and returns everything it did.
// The dice come in this order: the Emergency Thrust dice (rolled right after
// orders are written), the Option 2 main-drive checks (Redlined Engines,
// Hard About, Extreme Manoeuvres, and the 50% die of a failed EM check), a
// Grav Backfire's own threshold check, a Short-Range Jump's scatter and
// checks, the Corkscrew's hull-stress beam dice and any threshold check they
// cause, and a Flip's check. Option 1 checks and the Corkscrew's inversion
// die are left in Deferred for [EndTurn]; held thrust is used with
// [Moved.AfterMovement] and discretionary EM with [Moved.CallEM].
//
// An impossible order moves the ship straight ahead at its velocity, with a
// warning naming every problem. Move is a pure function of its inputs and
// the dice: when scripted dice run out, discard the result.
func Move(s fullthrust.Ship, m Motion, o Order, opt ManoeuvreOptions, src rng.Source) Moved {
	return move(s, m, o, opt, src, false)
}

// MoveQuiet is [Move] without the log: the Moved it returns, and what
// [Moved.AfterMovement] and [Moved.CallEM] make of it, have an empty Log and
// are otherwise what Move returns, warnings included, from the same dice.
// Battles played without events (Monte Carlo runs) move their ships so,
// without writing a line for each move that nobody reads.
func MoveQuiet(s fullthrust.Ship, m Motion, o Order, opt ManoeuvreOptions, src rng.Source) Moved {
	return move(s, m, o, opt, src, true)
}

// move is Move, writing no log when quiet is set.
func move(s fullthrust.Ship, m Motion, o Order, opt ManoeuvreOptions, src rng.Source, quiet bool) Moved {
	mv := Moved{Legal: true, Written: o, Ship: s, Motion: m, quiet: quiet}
	if m.FTL == FTLGone {
		mv.Legal = false
		mv.Plan = Plan{Problems: []string{"the ship has left the battle"}}
		mv.warnf("the ship has left the battle and does not move")
		return mv
	}
	if m.Course != m.Facing && s.Drive.Current() > 0 {
		mv.Motion.Course = m.Facing
		mv.logf("the drive works again: the course returns to the facing, %s", m.Facing)
	}
	p := PlanOrder(s, mv.Motion, o, opt)
	if !p.Legal() {
		mv.Legal = false
		mv.warnf("impossible order %q (%s): the ship moves straight ahead at velocity %d", o.String(), strings.Join(p.Problems, "; "), m.Velocity)
		p = Plan{NewVel: m.Velocity, Thrust: Thrust{Rating: s.Drive.Current(), Budget: s.Drive.Current()}}
	}
	p = mv.emergencyThrust(p, opt, src)
	p = mv.checksBeforeMoving(p, s, opt, src)
	if p.Order.Backfire {
		mv.Ship, mv.Self = backfireSelf(mv.Ship, src)
		mv.logf("%s", mv.Self)
	}
	mv.Plan = p
	mv.execute(p, opt, src)
	return mv
}

// emergencyThrust rolls the Emergency Thrust dice of a plan and returns the
// plan to carry out: the same one, or the re-plot after a failure.
func (mv *Moved) emergencyThrust(p Plan, opt ManoeuvreOptions, src rng.Source) Plan {
	o := p.Order
	if !o.ET && !o.EmergencyStop {
		return p
	}
	if p.Thrust.ETDice == 0 {
		mv.logf("Emergency Thrust: the order stays within the normal limits, so no dice are rolled")
		return p
	}
	if mv.rollET(p.Thrust.ETDice, src) {
		return p
	}
	re := replot(mv.Ship, mv.Motion, o, opt)
	q := PlanOrder(mv.Ship, mv.Motion, re, opt)
	if !q.Legal() {
		mv.warnf("Emergency Thrust failed and no re-plot fits (%s): the ship moves straight ahead", strings.Join(q.Problems, "; "))
		return Plan{NewVel: mv.Motion.Velocity, Thrust: Thrust{Rating: mv.Ship.Drive.Current(), Budget: mv.Ship.Drive.Current()}}
	}
	mv.warnf("Emergency Thrust failed: re-plotted within the standard limits as %q", re.String())
	return q
}

// rollET rolls n Emergency Thrust dice for the ship, counts the use,
// damages the drive as the dice say, logs it all and reports whether the
// Emergency Thrust succeeded.
func (mv *Moved) rollET(n int, src rng.Source) bool {
	r := rollET(n, src)
	mv.ET = &r
	mv.Motion.ETUses++
	var what string
	mv.Ship.Drive, what = damageDrive(mv.Ship.Drive, r.DriveDamage)
	mv.logf("%s", etSummary(r))
	if r.DriveDamage > 0 {
		mv.logf("Emergency Thrust: %s", what)
	}
	return r.Success
}

// checksBeforeMoving rolls the Option 2 main-drive checks and returns the
// plan as they leave it. orig is the ship as orders were written.
func (mv *Moved) checksBeforeMoving(p Plan, orig fullthrust.Ship, opt ManoeuvreOptions, src rng.Source) Plan {
	o := p.Order
	_, hard := o.PointsOf()
	if o.Redline && opt.Redline == BeforeMoving {
		old := mv.Ship.Drive.Current()
		c := mv.check("Redlined Engines", 0, src)
		if c.Failed {
			p = mv.cutDown(p, old, opt, "Redlined Engines")
		}
	}
	if hard > 0 && opt.HardAbout == BeforeMoving {
		c := mv.check("Hard About", hard-1, src)
		if c.Failed {
			no := p.Order
			no.Legs = slices.DeleteFunc(slices.Clone(no.Legs), func(l Leg) bool { return l.Hard })
			mv.warnf("the Hard About check failed: the Hard About does not happen and the rest of the order stands as written")
			p = PlanOrder(orig, mv.Motion, no, opt)
		}
	}
	if p.Order.EM > 0 && !p.Order.EMDiscretionary && opt.Extreme == BeforeMoving {
		old, wasDamaged := mv.Ship.Drive.Current(), mv.Ship.Drive.Hits > 0
		c := mv.check("Extreme Manoeuvres", p.Order.EM-1, src)
		if c.Failed {
			em := p.Order.EM
			if wasDamaged {
				mv.warnf("the Extreme Manoeuvres check failed on a damaged drive: it is disabled and the ship makes no further manoeuvres")
				return Plan{NewVel: mv.Motion.Velocity, Thrust: Thrust{Rating: 0}}
			}
			// The failure halves the normal manoeuvres; the EM factors are
			// not one of them and either work in full or not at all
			// (docs/rulings/fullthrust-manoeuvres.md EM3).
			p.Order.EM = 0
			p = mv.cutDown(p, old, opt, "Extreme Manoeuvres")
			if mv.emEffect(em, src) {
				p.Order.EM, p.Thrust.EM = em, em
			} else {
				p.Order.EM, p.Thrust.EM = 0, 0
			}
			// The factors were allocated and spent, whether or not the
			// evasion works: the order as carried out used them (W95).
			p.Thrust.Used += em
		}
	}
	return p
}

// cutDown re-plans after a failed Option 2 check halved the drive: the
// order is reduced in proportion to the drive it has left.
func (mv *Moved) cutDown(p Plan, old int, opt ManoeuvreOptions, why string) Plan {
	now := mv.Ship.Drive.Current()
	o := scaleOrder(p.Order, old, now, mv.Ship.Drive.Advanced, mv.Motion, opt)
	mv.warnf("the %s check failed: the drive drops from %d to %d and the order is cut down to %q", why, old, now, o.String())
	q := PlanOrder(mv.Ship, mv.Motion, o, opt)
	if !q.Legal() {
		return Plan{NewVel: mv.Motion.Velocity, Thrust: Thrust{Rating: now}}
	}
	return q
}

// split returns the turn made before moving and the turn made at mid-move:
// a single turn splits half (rounded down) then the rest; the two legs of
// a side-slip are made in full, one at each point (RULINGS A3).
func split(turns []int) (before, mid int) {
	switch len(turns) {
	case 0:
		return 0, 0
	case 1:
		before = turns[0] / 2
		return before, turns[0] - before
	}
	return turns[0], turns[1]
}

// execute moves the ship along its plan.
func (mv *Moved) execute(p Plan, opt ManoeuvreOptions, src rng.Source) {
	o := p.Order
	m := &mv.Motion
	start := m.Pos
	if m.FTL == FTLEngaged {
		d := m.Velocity / 2
		m.Pos = start.Add(m.Course.Vec().Scale(float64(d)))
		mv.Path = []geom.Vec{start, m.Pos}
		m.FTL, mv.Vanished, mv.NoFire = FTLGone, true, true
		mv.logf("FTL: the ship moves %d MU (half its velocity) and vanishes", d)
		return
	}
	if o.Jump && o.JumpDist > 0 {
		mv.jump(o.JumpDist, src)
		mv.afterMove(p, opt, src)
		return
	}
	if o.Roll {
		m.Inverted = !m.Inverted
		mv.logf("Roll: the ship is now %s", uprightText(m.Inverted))
	}
	before, mid := split(p.Turns)
	if o.Flip {
		mid = 6
	}
	v := p.NewVel
	d1 := v / 2
	c1 := m.Course.Turn(before)
	p1 := start.Add(c1.Vec().Scale(float64(d1)))
	c2 := c1.Turn(mid)
	end := p1.Add(c2.Vec().Scale(float64(v - d1)))
	if o.Flip {
		m.Inverted = !m.Inverted
		mv.logf("Flip: the ship reverses its course at mid-move and is now %s", uprightText(m.Inverted))
	}
	m.Pos, m.Velocity = end, v
	if m.Course == m.Facing {
		m.Facing = c2
	}
	m.Course = c2
	if o.DeadRotate != 0 {
		m.Facing = m.Facing.Turn(o.DeadRotate)
		mv.logf("Dead Rotate: the facing turns to %s; the course stays %s", m.Facing, m.Course)
	}
	m.TurnedLast = len(p.Turns) > 0
	m.NoAcceleration = false
	mv.Path = []geom.Vec{start, p1, end}
	if !mv.quiet {
		mv.Log = append(mv.Log, movedLine(v, c1, c2, end))
	}
	switch {
	case o.FTL && m.FTL == FTLReady:
		m.FTL, mv.NoFire = FTLEngaged, true
		mv.logf("FTL: the drive is engaged; the ship leaves next turn")
	case o.Jump:
		m.FTL, mv.NoFire = FTLEngagedJump, true
		mv.logf("Short-Range Jump: the FTL drive is engaged; the ship jumps next turn")
	}
	mv.afterMove(p, opt, src)
}

// afterMove resolves what follows the move itself: hull stress, the Flip's
// check, and the checks and dice deferred to the end of the turn.
func (mv *Moved) afterMove(p Plan, opt ManoeuvreOptions, src rng.Source) {
	o := p.Order
	turn, hard := o.PointsOf()
	if o.Corkscrew {
		mv.Corkscrew = true
		if turn+hard > 0 {
			mv.Ship, mv.Stress = corkscrewStress(mv.Ship, turn+hard, opt, src)
			mv.logf("%s", mv.Stress)
		}
	}
	if o.Flip {
		mv.check("Flip", 1, src)
	}
	if o.Redline && opt.Redline == AtEndOfTurn {
		mv.Deferred = append(mv.Deferred, DriveCheck{Why: "Redlined Engines"})
	}
	if hard > 0 && opt.HardAbout == AtEndOfTurn {
		mv.Deferred = append(mv.Deferred, DriveCheck{Why: "Hard About", DRM: hard - 1})
	}
	switch {
	case o.EMDiscretionary:
		mv.EMHeld = o.EM
	case o.EM > 0:
		mv.EM = o.EM
		if opt.Extreme == AtEndOfTurn {
			mv.Deferred = append(mv.Deferred, DriveCheck{Why: "Extreme Manoeuvres", DRM: o.EM - 1})
		}
	}
}
