package jovian

import (
	"fmt"
	"math"

	"github.com/broadside/broadside/geom"
)

// Distances on the table are in inches, measured between the nearest
// edges of round bases (RULINGS C4).
const (
	// SupportRange is how close a friendly model's base must come to the
	// line between the attacker's and the target's bases to support the
	// target's point defence (jovian-attacks, Missile Attack, step 6).
	SupportRange = 3.0
	// ShortRangeAC and ShortRangeAS are the short ranges of attacks on
	// capital ships and on squadrons; long range adds LongRangePerSensor
	// for each point of the attacker's Sensors (RULINGS C2).
	ShortRangeAC       = 6.0
	ShortRangeAS       = 3.0
	LongRangePerSensor = 3.0
)

// Arc is the side of a capital ship an attack comes through, which sets
// the Armor it meets. Jovian Wars cards give Armor for the front, the
// sides and the aft (RULINGS C2, "Armor F/PS/A"); the arcs' extent is not
// in the recovered texts, and the engine reads them as quarters: the front
// within 45 degrees of the facing, the aft within 45 degrees of astern and
// the sides between, a bearing on a border belonging to the front or the
// aft. The zero value is Front.
type Arc uint8

const (
	Front Arc = iota
	Sides
	Aft
)

// String returns "front", "sides" or "aft".
func (a Arc) String() string {
	switch a {
	case Front:
		return "front"
	case Sides:
		return "sides"
	case Aft:
		return "aft"
	}
	return fmt.Sprintf("Arc(%d)", uint8(a))
}

// ParseArc reads "front", "sides" (or "side", "port", "starboard") or
// "aft".
func ParseArc(text string) (Arc, error) {
	switch text {
	case "front", "f":
		return Front, nil
	case "sides", "side", "port", "starboard", "ps":
		return Sides, nil
	case "aft", "a":
		return Aft, nil
	}
	return 0, fmt.Errorf("jovian: arc %q: want front, sides or aft", text)
}

// ArcOf returns the arc of a ship at pos, facing the bearing facing
// (degrees clockwise from the table's 12 o'clock), through which an attack
// from the point from arrives.
func ArcOf(pos geom.Vec, facing float64, from geom.Vec) Arc {
	rel := math.Mod(geom.Bearing(pos, from)-facing, 360)
	if rel < 0 {
		rel += 360
	}
	if rel > 180 {
		rel = 360 - rel
	}
	switch {
	case rel <= 45:
		return Front
	case rel >= 135:
		return Aft
	}
	return Sides
}

// Unit is a model on the table: its card, its status, where its base
// stands and where it faces. Units are plain values; a resolution returns
// new statuses rather than changing units.
type Unit struct {
	Name   string   // label on the table, such as "Wyvern 2"
	Card   *Card    // shared and never changed
	Status Status   // damage and Fire Control left
	Pos    geom.Vec // centre of the base, in inches
	Facing float64  // bearing of the bow, degrees clockwise from 12 o'clock
}

// NewUnit places an undamaged model.
func NewUnit(name string, c *Card, pos geom.Vec, facing float64) Unit {
	return Unit{Name: name, Card: c, Status: c.Fresh(), Pos: pos, Facing: facing}
}

// radius returns the base radius in inches.
func (u *Unit) radius() float64 { return u.Card.Base / 2 }

// Gap returns the distance between the edges of two units' bases, 0 when
// they touch or overlap.
func Gap(a, b *Unit) float64 { return geom.CircleDist(a.Pos, a.radius(), b.Pos, b.radius()) }

// InRange reports whether target is within the range of an attack by a
// with a weapon rating against target's kind, and whether it is within
// short range: short range is 6" against capital ships and 3" against
// squadrons, long range adds 3" per point of a's current Sensors (RULINGS
// C2).
func InRange(a, target *Unit) (inRange, short bool) {
	s := ShortRangeAC
	if target.Card.Kind == Squadron {
		s = ShortRangeAS
	}
	g := Gap(a, target)
	return g <= s+LongRangePerSensor*float64(a.Status.rating(Sensors)), g <= s
}

// Supporters returns the indices of the units in friends that support the
// point defence of friends[target] against a Missile Attack from attacker:
// every other unit that is still active, has Defense at least 1 and whose
// base comes within [SupportRange] of the line drawn between the nearest
// points of the attacker's and the target's bases (jovian-attacks, Missile
// Attack, step 6; RULINGS C4). Crippled models cannot act and do not
// support. Each supporter adds one die.
func Supporters(attacker *Unit, friends []Unit, target int) []int {
	var out []int
	p1, p2 := supportLine(attacker, &friends[target])
	for i := range friends {
		if i != target && supports(&friends[i], p1, p2) {
			out = append(out, i)
		}
	}
	return out
}

// CountSupporters is len(Supporters(...)) without allocating.
func CountSupporters(attacker *Unit, friends []Unit, target int) int {
	n := 0
	p1, p2 := supportLine(attacker, &friends[target])
	for i := range friends {
		if i != target && supports(&friends[i], p1, p2) {
			n++
		}
	}
	return n
}

// supportLine returns the line between the nearest points of the
// attacker's and the target's bases.
func supportLine(attacker, target *Unit) (p1, p2 geom.Vec) {
	return geom.ClosestPoints(attacker.Pos, attacker.radius(), target.Pos, target.radius())
}

// supports reports whether f may support a target against an attack along
// the line from p1 to p2.
func supports(f *Unit, p1, p2 geom.Vec) bool {
	return f.Status.active() && f.Status.rating(Defense) >= 1 &&
		geom.CircleSegmentDist(f.Pos, f.radius(), p1, p2) <= SupportRange
}
