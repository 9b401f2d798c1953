package manoeuvre

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
)

// Vector movement (RULINGS A4: Fleet Book 1 as Continuum §12.12 excerpts
// it, with the FB1 errata). A ship's course is a free vector, kept in
// [Motion.Vector] as the MU it moves each turn; its facing is a clock point
// ([Motion.Facing]) that only thrusters turn. In the movement phase the ship
// first drifts along its old vector, then carries out its order's parts in
// the order written: a main-drive burn along the facing, a thruster rotation
// and a thruster push. Its new vector runs from where it started the turn to
// where it ends.

// VectorKind is what one part of a vector order does.
type VectorKind uint8

// The parts of a vector order.
const (
	VectorDrive  VectorKind = iota // MDn: n MU along the facing, never astern
	VectorRotate                   // TPn/TSn: turn the facing n points for 1 thruster point
	VectorPush                     // PPn/PSn/PRn: n MU to port, starboard or astern, 1 point per MU
)

// PushSide is the direction of a thruster push relative to the facing,
// named by its effect on the ship (RULINGS A4).
type PushSide uint8

// The push directions.
const (
	PushPort      PushSide = iota // PP: the ship moves to port
	PushStarboard                 // PS: the ship moves to starboard
	PushReverse                   // PR: the ship moves astern
)

// points returns the clock points from the facing to the push's direction.
func (p PushSide) points() int {
	switch p {
	case PushPort:
		return -3
	case PushStarboard:
		return 3
	}
	return 6
}

// code returns the push's letters, "PP", "PS" or "PR".
func (p PushSide) code() string { return [...]string{"PP", "PS", "PR"}[p%3] }

// VectorStep is one part of a vector order.
type VectorStep struct {
	Kind VectorKind
	// N is the MU of a burn or a push (1 or more; 0 for a burn of nothing),
	// or the clock points of a rotation, 1 to 6, negative to port.
	N    int
	Side PushSide // the push's direction, for VectorPush
}

// String writes the step as the book does: "MD4", "TP2", "TS1", "PS2".
func (st VectorStep) String() string {
	switch st.Kind {
	case VectorDrive:
		return "MD" + strconv.Itoa(st.N)
	case VectorRotate:
		if st.N < 0 {
			return "TP" + strconv.Itoa(-st.N)
		}
		return "TS" + strconv.Itoa(st.N)
	}
	return st.Side.code() + strconv.Itoa(st.N)
}

// VectorOrder is one ship's written order for a turn under vector movement
// (RULINGS A4), such as "MD4 TP2 PS1": its parts in the order written, at
// most one of each kind, whether it engages the FTL drive to leave the
// battle (RULINGS A8), and the advanced manoeuvres that have a vector form
// (readings W56, W87-W90: Emergency Thrust, Redlined Engines, Extreme
// Manoeuvres, Eclipsing, the Short-Range Jump and the Grav Backfire).
// [ParseVectorOrder] reads one; [VectorOrder.String] writes it back. The
// zero value is the empty order: drift.
//
// A VectorOrder is a parsed value that never changes: do not modify Steps.
type VectorOrder struct {
	Steps []VectorStep
	FTL   bool
	// ET is Emergency Thrust ("ET" written first): the drive works as if
	// rated half as much again, rounded down, for the burn and the
	// thrusters, at the risk of the Emergency Thrust dice (reading W56).
	ET bool
	// Redline is Redlined Engines ("RL" or "RED"): the drive gives half as
	// much again, rounded down, as under ET, at the risk of a main-drive
	// threshold check instead of the ET dice (reading W90).
	Redline bool
	// EM is the thrust factors spent on Extreme Manoeuvres ("EM n"), 0 or
	// more, out of the main drive's budget with the burn (reading W87).
	EM int
	// EMDiscretionary holds the EM factors at discretion ("EM n?"): they
	// take effect, and roll their check, only when the player calls on
	// them (readings W58, W100).
	EMDiscretionary bool
	// PostEM is the main drive's factors held for Extreme Manoeuvres after
	// movement ("/ EM n", written last), 0 or more, out of the drive's
	// normal rating with the rest of the order (readings W57, W100).
	PostEM int
	// Eclipse is the thrust factors dedicated to Eclipsing ("Ec n"), 0 or
	// more, out of the main drive's budget with the burn (reading W89).
	Eclipse int
	// Jump is "SRJ": engage the FTL drive for a Short-Range Jump, or, with
	// JumpDist MU ("SRJ 30") on the turn after, jump along the vector
	// (reading W88).
	Jump     bool
	JumpDist int
	// Backfire is a Grav Backfire ("backfire"), the whole order: the ship
	// drifts (reading W90).
	Backfire bool
}

// String writes the order in the canonical form [ParseVectorOrder] reads
// back to an equal order, such as "MD4 TP2 PS1 FTL"; the empty order is "".
func (o VectorOrder) String() string {
	w := make([]string, 0, len(o.Steps)+4)
	if o.ET {
		w = append(w, "ET")
	}
	if o.Redline {
		w = append(w, "RL")
	}
	for _, st := range o.Steps {
		w = append(w, st.String())
	}
	if o.EM > 0 {
		q := ""
		if o.EMDiscretionary {
			q = "?"
		}
		w = append(w, "EM"+strconv.Itoa(o.EM)+q)
	}
	if o.Eclipse > 0 {
		w = append(w, "Ec"+strconv.Itoa(o.Eclipse))
	}
	if o.Backfire {
		w = append(w, "backfire")
	}
	if o.FTL {
		w = append(w, "FTL")
	}
	switch {
	case o.Jump && o.JumpDist > 0:
		w = append(w, "SRJ"+strconv.Itoa(o.JumpDist))
	case o.Jump:
		w = append(w, "SRJ")
	}
	if o.PostEM > 0 {
		w = append(w, "/", "EM"+strconv.Itoa(o.PostEM))
	}
	return strings.Join(w, " ")
}

// Spend returns what the order draws from the main drive, its burn in MU
// with the factors of Extreme Manoeuvres, discretionary or held for after
// movement too, and of Eclipsing (readings W87, W89, W100), and its
// thruster points: 1 for a rotation of any angle and 1 per MU of push
// (RULINGS A4).
func (o VectorOrder) Spend() (drive, thrusters int) {
	drive = o.EM + o.PostEM + o.Eclipse
	for _, st := range o.Steps {
		switch st.Kind {
		case VectorDrive:
			drive += st.N
		case VectorRotate:
			thrusters++
		case VectorPush:
			thrusters += st.N
		}
	}
	return drive, thrusters
}

// VectorLimits returns what ship s may spend in one turn under vector
// movement: its main drive's current rating in MU, and its thrusters, half
// that rating rounded down (RULINGS A4), so that drive damage halves or
// zeroes the thrusters with the drive. An advanced drive has the same
// thrusters (reading W71).
func VectorLimits(s fullthrust.Ship) (drive, thrusters int) {
	d := max(s.Drive.Current(), 0)
	return d, d / 2
}

// CheckVector returns every reason ship s cannot carry out order o, empty
// when it can: a burn (with the factors of Extreme Manoeuvres and
// Eclipsing) beyond the drive's current rating, factors held for after
// movement beyond what the rest of the order leaves of that rating
// (reading W100), thruster use beyond the
// thrusters (both half as much again under Emergency Thrust or Redlined
// Engines, readings W56, W90), an FTL order without a working FTL drive,
// and the limits of the advanced manoeuvres (vector_advanced.go). It never
// changes its inputs.
func CheckVector(s fullthrust.Ship, m Motion, o VectorOrder) []string {
	var out []string
	limit, thr := VectorLimits(s)
	rating := limit
	if o.ET || o.Redline {
		limit, thr = etVectorLimits(s)
	}
	drive, used := o.Spend()
	what := fmt.Sprintf("a main-drive burn of %d MU exceeds", drive)
	if o.EM+o.Eclipse+o.PostEM > 0 {
		held := ""
		if o.PostEM > 0 {
			held = fmt.Sprintf(", %d held for after movement", o.PostEM)
		}
		what = fmt.Sprintf("the main drive's %d factors (a burn of %d MU, %d of Extreme Manoeuvres, %d of Eclipsing%s) exceed", drive, drive-o.EM-o.Eclipse-o.PostEM, o.EM, o.Eclipse, held)
	}
	switch {
	case drive > limit && o.ET:
		out = append(out, fmt.Sprintf("%s %d, half as much again as the drive's current rating %d (Emergency Thrust)", what, limit, rating))
	case drive > limit && o.Redline:
		out = append(out, fmt.Sprintf("%s %d, the redlined rating of %d", what, limit, rating))
	case drive > limit:
		out = append(out, fmt.Sprintf("%s the drive's current rating %d", what, limit))
	}
	if rest := drive - o.PostEM; o.PostEM > 0 && drive <= limit && o.PostEM > rating-rest {
		// held thrust is the normal rating's, as a cinematic order's is (W57, W100)
		out = append(out, fmt.Sprintf("%d factors held for after movement, but the drive's current rating %d leaves %d after the rest of the order's %d", o.PostEM, rating, max(0, rating-rest), rest))
	}
	if used > thr {
		out = append(out, fmt.Sprintf("the order uses %d thruster points; the thrusters give %d (half of %d)", used, thr, limit))
	}
	if o.ET && o.FTL {
		out = append(out, "a ship engaging its FTL drive may not use Emergency Thrust")
	}
	if o.FTL && m.FTL != FTLReady {
		out = append(out, fmt.Sprintf("the FTL drive is %s", m.FTL))
	}
	return checkAdvanced(s, m, o, out)
}

// ThrustOf returns the displacement the order's parts add to the drift of a
// ship facing f, in MU, and the facing afterwards.
func ThrustOf(f geom.Heading, o VectorOrder) (geom.Vec, geom.Heading) {
	var d geom.Vec
	for _, st := range o.Steps {
		d, f = st.apply(d, f)
	}
	return d, f
}

// apply returns where a ship at at facing f is after the step, and its
// facing.
func (st VectorStep) apply(at geom.Vec, f geom.Heading) (geom.Vec, geom.Heading) {
	switch st.Kind {
	case VectorDrive:
		return at.Add(f.Vec().Scale(float64(st.N))), f
	case VectorRotate:
		return at, f.Turn(st.N)
	}
	return at.Add(f.Turn(st.Side.points()).Vec().Scale(float64(st.N))), f
}

// MoveVector carries out ship s's vector order o in the movement phase
// (RULINGS A4) under the options opt and returns what it did, in the form
// [Move] returns for a cinematic order (its Written and Plan, which are
// cinematic, left zero but for the Plan's factors of Extreme Manoeuvres
// and Eclipsing, its Order.Post.EM, the factors held for after movement,
// and its Thrust.Used, the main drive's factors the order as carried out
// used, [VectorOrder.Spend]): the ship drifts along its old
// vector, then each part of the order moves or turns it in the order
// written; the new vector runs from the start to the end. Path holds the
// start, the drift's end and the point after each burn or push. An
// impossible order leaves the ship drifting, with a warning naming every
// problem. A ship whose FTL drive was
// engaged moves half its vector and vanishes, after its Grav Backfire's own
// damage when its order is a backfire (as [Move] rolls it); a ship jumping
// makes its Short-Range Jump instead of drifting (reading W88).
//
// The dice come in this order: the Emergency Thrust dice (reading W56; a
// failure re-plots the order within the standard limits of the damaged
// drive, [ReplotVector]), the Option 2 checks of Redlined Engines and
// Extreme Manoeuvres (readings W87, W90), a Grav Backfire's damage to its
// own ship, and a jump's scatter and checks; the Option 1 checks are left
// in Deferred for [EndTurn]. src may be nil for an order that rolls no
// dice; an order that needs dice and gets none is impossible. Like [Move],
// MoveVector is a pure function of its inputs and the dice.
func MoveVector(s fullthrust.Ship, m Motion, o VectorOrder, opt ManoeuvreOptions, src rng.Source) Moved {
	return moveVector(s, m, o, opt, src, false)
}

// MoveVectorQuiet is [MoveVector] without the log: the Moved it returns has
// an empty Log and is otherwise what MoveVector returns, warnings included,
// from the same dice. The computer players weigh their candidate orders so,
// without writing a line for each.
func MoveVectorQuiet(s fullthrust.Ship, m Motion, o VectorOrder, opt ManoeuvreOptions, src rng.Source) Moved {
	return moveVector(s, m, o, opt, src, true)
}

// moveVector is MoveVector, writing no log when quiet is set.
func moveVector(s fullthrust.Ship, m Motion, o VectorOrder, opt ManoeuvreOptions, src rng.Source, quiet bool) Moved {
	mv := Moved{Legal: true, Ship: s, Motion: m, quiet: quiet}
	if m.FTL == FTLGone {
		mv.Legal = false
		mv.warnf("the ship has left the battle and does not move")
		return mv
	}
	mm := &mv.Motion
	start := m.Pos
	if m.FTL == FTLEngaged {
		if o.Backfire { // its drive damage and check as the move begins, as Move rolls them (W90)
			mv.backfireLeaving(o, src)
		}
		mm.Pos = start.Add(m.Vector.Scale(0.5))
		mv.Path = []geom.Vec{start, mm.Pos}
		mm.FTL, mv.Vanished, mv.NoFire = FTLGone, true, true
		mv.logf("FTL: the ship moves half its vector and vanishes at (%.2f, %.2f)", mm.Pos.X, mm.Pos.Y)
		return mv
	}
	probs := append(CheckVector(s, m, o), VectorOptionProblems(o, opt)...)
	if n := VectorETDice(s, m, o); len(probs) == 0 && n > 0 && src == nil {
		probs = append(probs, fmt.Sprintf("Emergency Thrust needs %d dice and none were given", n))
	}
	if len(probs) == 0 && src == nil && vectorDice(o, opt) {
		probs = append(probs, "the order's checks need dice and none were given")
	}
	if len(probs) > 0 {
		mv.Legal = false
		mv.warnf("impossible order %q (%s): the ship drifts", o.String(), strings.Join(probs, "; "))
		o = VectorOrder{}
	}
	o = mv.vectorET(o, src)
	em := o.EM                       // spent even when a failed Option 2 check leaves them no effect
	o = mv.vectorChecks(o, opt, src) // vector_advanced.go
	if o.Jump && o.JumpDist > 0 {
		mv.jumpAlong(jumpDirection(m), o.JumpDist, src)
		mv.vectorAfter(o, em, opt)
		return mv
	}
	at := start.Add(m.Vector)
	mv.Path = append(make([]geom.Vec, 0, 2+len(o.Steps)), start, at)
	f := m.Facing
	for _, st := range o.Steps {
		if at, f = st.apply(at, f); st.Kind != VectorRotate {
			mv.Path = append(mv.Path, at)
		}
	}
	mm.Pos, mm.Facing, mm.Vector = at, f, at.Sub(start)
	mm.Course, mm.Velocity = vectorCourse(mm.Vector, f), int(math.Round(mm.Vector.Len()))
	mm.TurnedLast = f != m.Facing
	mm.NoAcceleration = false
	if !quiet { // the line's words and numbers are not even made
		what := o.String()
		if what == "" {
			what = "drift"
		}
		mv.logf("%s: now at (%.2f, %.2f) facing %s, vector (%.2f, %.2f), %.2f MU a turn", what, at.X, at.Y, f, mm.Vector.X, mm.Vector.Y, mm.Vector.Len())
	}
	switch {
	case o.FTL && m.FTL == FTLReady:
		mm.FTL, mv.NoFire = FTLEngaged, true
		mv.logf("FTL: the drive is engaged; the ship leaves next turn")
	case o.Jump:
		mm.FTL, mv.NoFire = FTLEngagedJump, true
		mv.logf("Short-Range Jump: the FTL drive is engaged; the ship jumps next turn")
	}
	mv.vectorAfter(o, em, opt)
	return mv
}

// vectorCourse returns the clock point nearest the direction of vector v,
// or the facing f for a ship at rest: the course a cinematic reader of
// [Motion.Course] sees of a vector ship.
func vectorCourse(v geom.Vec, f geom.Heading) geom.Heading {
	if v.Len() < 1e-9 {
		return f
	}
	deg := math.Atan2(v.X, v.Y) * 180 / math.Pi
	return geom.HeadingOf(deg)
}

// NewVectorMotion returns a ship under vector movement at pos, facing
// facing, with vector v in MU per turn.
func NewVectorMotion(pos geom.Vec, facing geom.Heading, v geom.Vec) Motion {
	return Motion{Pos: pos, Facing: facing, Vector: v, Course: vectorCourse(v, facing), Velocity: int(math.Round(v.Len()))}
}

// VectorStart returns a ship's motion m, written as a cinematic start (a
// position, a heading and a velocity along it), as it starts under vector
// movement: drifting by m.Vector when that is set, or else at its velocity
// along its facing (reading W75, which battles and duels share). Its FTL
// state is kept.
func VectorStart(m Motion) Motion {
	v := m.Vector
	if v == (geom.Vec{}) {
		v = m.Facing.Vec().Scale(float64(m.Velocity))
	}
	out := NewVectorMotion(m.Pos, m.Facing, v)
	out.FTL = m.FTL
	return out
}
