package manoeuvre

import (
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
)

// EclipseRange is the greatest distance in MU between an Eclipsing ship
// and the ship it eclipses (ft-advanced-manoeuvres.txt "Eclipsing").
const EclipseRange = 3

// Eclipse is one ship (the eclipser) placing itself between another (the
// eclipsed) and the enemy, as both ordered with "Ec n"
// (ft-advanced-manoeuvres.txt "Eclipsing"; RULINGS E4 #7). Boxes are the
// hull and armour boxes each has left; Thrust is the factors the two
// dedicated together. The zero value shields nothing.
type Eclipse struct {
	Eclipser, Eclipsed           Motion
	EclipserBoxes, EclipsedBoxes int
	Thrust                       int
}

// NewEclipse returns the eclipse of two ships as they stand, with thrust
// factors dedicated by the two.
func NewEclipse(eclipser fullthrust.Ship, em Motion, eclipsed fullthrust.Ship, dm Motion, thrust int) Eclipse {
	return Eclipse{Eclipser: em, Eclipsed: dm, EclipserBoxes: eclipser.BoxesLeft(), EclipsedBoxes: eclipsed.BoxesLeft(), Thrust: thrust}
}

// Covers reports whether the eclipse works against an attacker at pos: the
// two ships are within 3 MU, the eclipser is closer to the attacker than the
// eclipsed ship (even marginally), and thrust was dedicated.
func (e Eclipse) Covers(attacker geom.Vec) bool {
	return e.Thrust > 0 && e.Eclipser.Pos.Dist(e.Eclipsed.Pos) <= EclipseRange+1e-9 &&
		attacker.Dist(e.Eclipser.Pos) < attacker.Dist(e.Eclipsed.Pos)
}

// BDI returns the eclipser's share of the damage aimed at the eclipsed ship,
// in percent from 0 to 100: its share of the two ships' hull and armour
// boxes (rounded down), +10 per thrust factor dedicated, -20 per clock point
// between the two courses (-120 head-on), and -50 against a plasma bolt or
// other area weapon (where the eclipser still takes the full blast itself;
// the percentage only shields the eclipsed ship).
func (e Eclipse) BDI(area bool) int {
	total := e.EclipserBoxes + e.EclipsedBoxes
	if total <= 0 {
		return 0
	}
	diff := abs(e.Eclipser.Course.Diff(e.Eclipsed.Course))
	b := 100*e.EclipserBoxes/total + 10*e.Thrust - 20*diff
	if area {
		b -= 50
	}
	return min(100, max(0, b))
}

// SplitDamage divides damage aimed at the eclipsed ship: the eclipser
// intercepts bdi percent of the total points, rounded down, taking the
// normal and penetrating points in proportion (normal points rounded down,
// the rest of its share penetrating); the eclipsed ship takes the rest.
func SplitDamage(d fullthrust.Damage, bdi int) (eclipser, eclipsed fullthrust.Damage) {
	bdi = min(100, max(0, bdi))
	share := bdi * d.Total() / 100
	eclipser.Normal = bdi * d.Normal / 100
	eclipser.Penetrating = share - eclipser.Normal
	eclipsed = fullthrust.Damage{Normal: d.Normal - eclipser.Normal, Penetrating: d.Penetrating - eclipser.Penetrating}
	return eclipser, eclipsed
}

// splitHits divides missile hits the same way: the eclipser takes bdi
// percent of them, rounded down (RULINGS E4 #7).
func splitHits(hits, bdi int) (eclipser, eclipsed int) {
	e := min(100, max(0, bdi)) * hits / 100
	return e, hits - e
}

// EclipseHit is the damage of one attack on an eclipsed ship after the
// eclipser's share.
type EclipseHit struct {
	BDI       int               `json:"bdi"`
	Eclipser  fullthrust.Damage `json:"eclipser"`
	Eclipsed  fullthrust.Damage `json:"eclipsed"`
	Overkill  int               `json:"overkill"` // points the destroyed eclipser passed on
	TakenBy   fullthrust.Taken  `json:"taken_by_eclipser"`
	TakenFrom fullthrust.Taken  `json:"taken_by_eclipsed"`
	// RollsBy and RollsFrom are the threshold checks' dice of the eclipser
	// and the eclipsed ship.
	RollsBy   []fullthrust.SystemRoll `json:"thresholds_eclipser,omitempty"`
	RollsFrom []fullthrust.SystemRoll `json:"thresholds_eclipsed,omitempty"`
}

// HitEclipsed applies an attack aimed at an eclipsed ship: the eclipser
// takes its share first; if that destroys it, the overkill of its share
// goes on to the eclipsed ship with the rest, as normal points. Threshold
// checks follow opt.Thresholds. It returns changed copies.
func HitEclipsed(eclipser, eclipsed fullthrust.Ship, d fullthrust.Damage, bdi int, opt ManoeuvreOptions, src rng.Source) (fullthrust.Ship, fullthrust.Ship, EclipseHit) {
	h := EclipseHit{BDI: bdi}
	h.Eclipser, h.Eclipsed = SplitDamage(d, bdi)
	if h.Eclipser.Total() > 0 {
		eclipser, h.TakenBy, h.RollsBy = Hit(eclipser, h.Eclipser, opt, src)
		h.Overkill = h.TakenBy.Overkill
	}
	rest := h.Eclipsed.Add(fullthrust.Damage{Normal: h.Overkill})
	if rest.Total() > 0 {
		eclipsed, h.TakenFrom, h.RollsFrom = Hit(eclipsed, rest, opt, src)
	}
	return eclipser, eclipsed, h
}

// EclipsedBlocked returns the arcs in which an eclipsed ship may not fire:
// the arc in which its eclipser lies (both, on a border) and the arcs on
// either side.
func EclipsedBlocked(eclipsed, eclipser Motion) geom.ArcSet {
	in := geom.ArcsOf(eclipsed.Facing, eclipsed.Pos, eclipser.Pos)
	var out geom.ArcSet
	for a := geom.F; a <= geom.FP; a++ {
		if in.Has(a) {
			out |= geom.Arcs(a, (a+1)%6, (a+5)%6)
		}
	}
	return out
}

// EclipserBlocked returns the arcs of the eclipser that face the eclipsed
// ship and so may not fire.
func EclipserBlocked(eclipser, eclipsed Motion) geom.ArcSet {
	return geom.ArcsOf(eclipser.Facing, eclipser.Pos, eclipsed.Pos)
}
