package manoeuvre

import (
	"strconv"
)

// Leg is one turn written in a movement order: a number of clock points to
// port (negative) or starboard (positive), and whether it is a Hard About
// ("HA1P", ft-advanced-manoeuvres.txt "Hard About"), which costs two thrust
// factors a point and lies outside the turning allowance. The zero value is
// no turn.
type Leg struct {
	Points int  // clock points: negative to port, positive to starboard
	Hard   bool // a Hard About turn
}

// String writes the leg as the book does: "P2", "S1", or "HA1P" for a Hard
// About.
func (l Leg) String() string {
	side, n := "S", l.Points
	if n < 0 {
		side, n = "P", -n
	}
	if l.Hard {
		return "HA" + strconv.Itoa(n) + side
	}
	return side + strconv.Itoa(n)
}

// PostMove is what a ship does with held thrust after movement, when it is
// activated in the ship-fire phase (written after "/" in an order): Extreme
// Manoeuvres (the EM optional rule, or the Post-Movement Maneuvers house
// rule) or a Skid (house rule, RULINGS E3). The zero value does nothing.
type PostMove struct {
	EM   int // thrust factors spent on Extreme Manoeuvres after movement, 0 or more
	Skid int // clock points of Skid rotation: negative to port, positive to starboard
}

// Order is one ship's written movement order for a turn, in the book's
// notation (RULINGS A3): "8P2+4: 12" (velocity 8, turn two points to port,
// accelerate by 4, new velocity 12), "ET P3+3", "P+S+2" (a side-slip),
// "2P + HA1P", "CO+2", "EM2", "1p1+Ec2", "RL", "backfire", and the
// house-ruled codes. [ParseOrder] reads one; [Order.String] writes it back.
//
// An Order is a parsed value that never changes after parsing: do not modify
// its Legs. The zero value is the empty order: keep course and velocity.
type Order struct {
	// Start is the velocity the order was written for ("8" in "8P2+4"),
	// valid when HasStart is set; an order written for another velocity is
	// impossible.
	Start    int
	HasStart bool
	// Legs are the turns in the order written. Adjacent legs to the same side
	// form one turn, split at mid-move; two legs to opposite sides are a
	// side-slip, the first before moving and the second at mid-move.
	Legs []Leg
	// Accel is the change of velocity, negative to decelerate.
	Accel int
	// NewVel is the velocity after the order (": 12"), valid when HasNewVel
	// is set. Without Accel it sets the change of velocity.
	NewVel    int
	HasNewVel bool

	Roll      bool // Roll: the ship is inverted at the start of the move (FB1 p.5)
	Corkscrew bool // CO: a 360 degree roll, 3 factors of the turning allowance
	ET        bool // Emergency Thrust
	Redline   bool // RL or RED: Redlined Engines
	Backfire  bool // Grav Backfire: the whole order for the turn
	FTL       bool // engage the FTL drive to leave the battle (or leave, when engaged)
	// Jump is "SRJ": engage the FTL drive for a Short-Range Jump, or, written
	// with a distance ("SRJ 30") on the turn after, jump that many MU.
	Jump     bool
	JumpDist int

	EM              int  // EM n: thrust factors spent on Extreme Manoeuvres
	EMDiscretionary bool // "EM2?": the factors are used only if the player calls on them
	Eclipse         int  // Ec n: thrust factors dedicated to Eclipsing

	// House rules (RULINGS E3), impossible unless their option is enabled.
	DeadRotate    int  // DR P1: rotate the facing of a ship whose drive is disabled
	EmergencyStop bool // ED: Emergency Deceleration
	Flip          bool // FL: end-over-end flip at mid-move
	Reverse       int  // R n: retro thrust astern, for a ship at velocity 0 or less

	Post PostMove // after "/": held thrust used in the ship-fire phase
}

// Turn returns the net points of turn of the order's legs, Hard About
// included: negative to port, positive to starboard.
func (o Order) Turn() int {
	n := 0
	for _, l := range o.Legs {
		n += l.Points
	}
	return n
}

// String writes the order in the canonical form [ParseOrder] reads back to
// an equal order: its parts separated by single spaces in a fixed order,
// such as "8 P2 +4 :12", "ET P3 +3" or "P2 HA1P". The empty order is "".
func (o Order) String() string {
	var w words
	if o.HasStart {
		w.num("", o.Start, "")
	}
	if o.ET {
		w.word("ET")
	}
	if o.Redline {
		w.word("RL")
	}
	if o.EmergencyStop {
		w.word("ED")
	}
	if o.Roll {
		w.word("Roll")
	}
	if o.Corkscrew {
		w.word("CO")
	}
	if o.Flip {
		w.word("FL")
	}
	for _, l := range o.Legs {
		w.leg("", l)
	}
	if o.DeadRotate != 0 {
		w.leg("DR ", Leg{Points: o.DeadRotate})
	}
	switch {
	case o.Accel > 0:
		w.num("+", o.Accel, "")
	case o.Accel < 0:
		w.num("", o.Accel, "")
	}
	if o.Reverse > 0 {
		w.num("R", o.Reverse, "")
	}
	if o.EM > 0 {
		q := ""
		if o.EMDiscretionary {
			q = "?"
		}
		w.num("EM", o.EM, q)
	}
	if o.Eclipse > 0 {
		w.num("Ec", o.Eclipse, "")
	}
	if o.Backfire {
		w.word("backfire")
	}
	if o.FTL {
		w.word("FTL")
	}
	if o.Jump {
		if o.JumpDist > 0 {
			w.num("SRJ", o.JumpDist, "")
		} else {
			w.word("SRJ")
		}
	}
	if o.HasNewVel {
		w.num(":", o.NewVel, "")
	}
	if o.Post != (PostMove{}) {
		w.word("/")
		if o.Post.EM > 0 {
			w.num("EM", o.Post.EM, "")
		}
		if o.Post.Skid != 0 {
			w.leg("SK ", Leg{Points: o.Post.Skid})
		}
	}
	return string(w.b)
}

// words writes an order's parts separated by single spaces, without
// formatting each part on its own.
type words struct{ b []byte }

// word adds one part.
func (w *words) word(s string) {
	if len(w.b) > 0 {
		w.b = append(w.b, ' ')
	}
	w.b = append(w.b, s...)
}

// num adds the part prefix, n in decimal, suffix.
func (w *words) num(prefix string, n int, suffix string) {
	if len(w.b) > 0 {
		w.b = append(w.b, ' ')
	}
	w.b = append(w.b, prefix...)
	w.b = strconv.AppendInt(w.b, int64(n), 10)
	w.b = append(w.b, suffix...)
}

// leg adds the part prefix followed by the leg as Leg.String writes it.
func (w *words) leg(prefix string, l Leg) {
	side, n := "S", l.Points
	if n < 0 {
		side, n = "P", -n
	}
	if l.Hard {
		w.num(prefix+"HA", n, side)
		return
	}
	w.num(prefix+side, n, "")
}

// appendMerged appends to out the turns of an order's legs merged as the
// movement rules execute them: adjacent legs to the same side become one
// turn; legs of 0 points are dropped. With a nil out it returns nil for no
// turn.
func appendMerged(out []int, legs []Leg) []int {
	start := len(out)
	for _, l := range legs {
		if l.Points == 0 {
			continue
		}
		if n := len(out); n > start && (out[n-1] < 0) == (l.Points < 0) {
			out[n-1] += l.Points
			continue
		}
		out = append(out, l.Points)
	}
	return out
}

// pointsOf returns the unsigned points of the order's ordinary turns and of
// its Hard About turns.
func (o Order) PointsOf() (turn, hard int) {
	for _, l := range o.Legs {
		n := l.Points
		if n < 0 {
			n = -n
		}
		if l.Hard {
			hard += n
		} else {
			turn += n
		}
	}
	return turn, hard
}

// delta returns the change of velocity the order asks of a ship moving at
// v, and false when its parts disagree (a new velocity that is not v plus
// the acceleration).
func (o Order) delta(v int) (int, bool) {
	switch {
	case o.HasNewVel && o.Accel != 0:
		return o.Accel, v+o.Accel == o.NewVel
	case o.HasNewVel:
		return o.NewVel - v, true
	}
	return o.Accel, true
}
