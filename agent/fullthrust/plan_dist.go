package fullthrust

import (
	"math"

	"github.com/broadside/broadside/geom"
)

// Distances without square roots. The planner compares the distance from
// each end state it weighs to each enemy, fighter group and likely
// ordnance placement with a range, and most of those distances are far
// from the range they are compared with. The square of a length, worked
// out from finite coordinates, lies within a few parts in 1e16 of the
// true square, and geom.Vec.Len's length (math.Hypot) within a few parts
// in 1e16 of the true length; so where the squared length lies more than
// a part in 1e9 (lenBand) from the squared range, it decides the
// comparison as the length would, to the last bit, and only the
// distances within that band are worked out. The helpers below fall back
// to the length itself for anything they cannot decide that way:
// coordinates or ranges that are zero, tiny, huge, infinite or NaN.

// lenBand is the relative band about a squared range within which the
// helpers work a length out rather than trust its square.
const lenBand = 1e-9

// squareSafe reports whether x, a squared length or range in MU², lies
// where the error analysis above holds: positive, and well away from
// underflow and overflow. A range must be positive as well for its square
// to stand for it.
func squareSafe(x float64) bool { return x > 1e-100 && x < 1e100 }

// beyond reports whether d.Len() > r is certain from d's squared length
// alone. False means that the length may be r or less, or that the square
// cannot decide: the caller works the length out.
func beyond(d geom.Vec, r float64) bool { return d.X*d.X+d.Y*d.Y > farSq(r) }

// farSq returns the squared length in MU² beyond which a length is
// certainly more than r (MU): r² and a part in 1e9 (lenBand), or +Inf
// where the square of r cannot decide (r zero, negative, tiny, huge,
// infinite or NaN), so that no squared length, not even +Inf or NaN, is
// beyond it. The scene keeps it for each pair of enemies (scene.far),
// since the planner compares it with every end state's distances.
func farSq(r float64) float64 {
	rr := r * r
	if r > 0 && squareSafe(rr) {
		return rr * (1 + lenBand)
	}
	return math.Inf(1)
}

// within reports d.Len() <= r, exactly as that comparison decides it
// (false for a NaN length), working the length out only when d's squared
// length lies within lenBand of r² or the square cannot decide.
func within(d geom.Vec, r float64) bool {
	rr := r * r
	if r > 0 && squareSafe(rr) {
		s := d.X*d.X + d.Y*d.Y
		if s < rr*(1-lenBand) {
			return true
		}
		if s > rr*(1+lenBand) {
			return false
		}
	}
	return d.Len() <= r
}

// nearest returns the first enemy of ship i in the battle whose
// predicted place (the scene's) lies nearest to at, by geom.Vec.Dist, and
// its distance in MU: -1 and 0 when there is none. Only the enemies whose
// squared distance lies within lenBand of the least have their distances
// worked out: every other one lies farther than the nearest to the last
// bit. Where the squares cannot decide (an enemy at or next to at, an
// overflow, a NaN) it works out every distance.
func (sc *scene) nearest(i int, at geom.Vec) (int, float64) {
	least := sc.leastSq(i, at)
	bound := math.Inf(1) // every enemy is a candidate
	if squareSafe(least) {
		bound = least * (1 + lenBand)
	}
	near, nd := -1, 0.0
	for _, j := range sc.foes(i) {
		d := sc.pred[j].Pos.Sub(at)
		if d.X*d.X+d.Y*d.Y > bound {
			continue
		}
		if dist := d.Len(); near < 0 || dist < nd {
			near, nd = j, dist
		}
	}
	return near, nd
}

// farthest returns the greatest distance in MU from at to the points of
// ps, as the greatest of every p.Dist(at) (0 for no points): only the
// points whose squared distance lies within lenBand of the greatest have
// their distances worked out, every other one lying nearer to the last
// bit. Where the squares cannot decide (a greatest square zero, tiny,
// huge, infinite or NaN) it works out every distance.
func farthest(ps []geom.Vec, at geom.Vec) float64 {
	most := 0.0
	for _, p := range ps {
		d := p.Sub(at)
		most = max(most, d.X*d.X+d.Y*d.Y)
	}
	bound := math.Inf(-1) // every point is a candidate
	if squareSafe(most) {
		bound = most * (1 - lenBand)
	}
	far := 0.0
	for _, p := range ps {
		if d := p.Sub(at); !(d.X*d.X+d.Y*d.Y < bound) { // NaN too
			far = max(far, p.Dist(at))
		}
	}
	return far
}
