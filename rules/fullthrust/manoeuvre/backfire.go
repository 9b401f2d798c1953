package manoeuvre

import (
	"fmt"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
)

// BackfirePurpose is what scripted dice for Grav Backfire damage are asked
// for.
const BackfirePurpose = "grav backfire"

// Zone is a Grav Backfire damage zone. The zero value is outside every
// zone.
type Zone uint8

// The zones, from outside in.
const (
	ZoneNone   Zone = iota // outside the backfire
	ZoneLow                // out to three times the high radius: a quarter of full damage
	ZoneMedium             // out to twice the high radius: half damage
	ZoneHigh               // out to 1 MU per 5 MASS of drive: full damage
)

// String returns "none", "low", "medium" or "high".
func (z Zone) String() string {
	if z <= ZoneHigh {
		return [...]string{"none", "low", "medium", "high"}[z]
	}
	return fmt.Sprintf("Zone(%d)", int(z))
}

// backfireMass returns the drive MASS a Grav Backfire is worked out from:
// the drive's MASS, or half of it (rounded down) for a drive already
// damaged ("half the normal effect").
func backfireMass(s fullthrust.Ship) int {
	dm := DriveMass(s)
	if s.Drive.Hits > 0 {
		dm /= 2
	}
	return dm
}

// BackfireRadii returns the outer radius in MU of the high, medium and low
// zones of a Grav Backfire by ship s (ft-advanced-manoeuvres.txt "Grav
// Backfire"; RULINGS E4 #3): 1 MU per 5 MASS of main drive rounded down, and
// twice and three times that, in the ship's aft arc.
func BackfireRadii(s fullthrust.Ship) (high, medium, low int) {
	h := backfireMass(s) / 5
	return h, 2 * h, 3 * h
}

// BackfireDice returns the D6 of damage a ship takes in each zone: 2D6 per 5
// MASS of drive in the high zone, 1D6 per 5 in the medium zone and 1D6 per
// 10 in the low zone, rounded down. The high-zone figure follows the main
// formula; the text's parenthesis gives half of it (RULINGS E4 #2).
func BackfireDice(s fullthrust.Ship) (high, medium, low int) {
	dm := backfireMass(s)
	return 2 * (dm / 5), dm / 5, dm / 10
}

// BackfireZone returns the zone a ship at target lies in for a backfiring
// ship with motion m, measured before ships move.
func BackfireZone(s fullthrust.Ship, m Motion, target geom.Vec) Zone {
	h, md, l := BackfireRadii(s)
	d := m.Pos.Dist(target)
	in := geom.ArcsOf(m.Facing, m.Pos, target)
	switch {
	case !in.Has(geom.A) || target == m.Pos:
		return ZoneNone
	case d <= float64(h)+1e-9:
		return ZoneHigh
	case d <= float64(md)+1e-9:
		return ZoneMedium
	case d <= float64(l)+1e-9:
		return ZoneLow
	}
	return ZoneNone
}

// BackfireHit is the damage one ship took from a Grav Backfire or its wake.
type BackfireHit struct {
	Ship       int                     `json:"ship"` // index among the other ships
	Zone       Zone                    `json:"zone"`
	Faces      []int                   `json:"faces"`
	Points     int                     `json:"points"` // after screens
	Taken      fullthrust.Taken        `json:"taken"`
	Thresholds []fullthrust.SystemRoll `json:"thresholds,omitempty"`
}

// screened rolls n damage dice less the screen level each (never below 0).
func screened(n, screen int, src rng.Source, faces *[]int) int {
	t := 0
	for range n {
		f := src.Roll(6, BackfirePurpose)
		*faces = append(*faces, f)
		t += max(0, f-screen)
	}
	return t
}

// GravBackfire resolves the blast of ship s (motion m) in the ordnance
// phase, before ships move: every ship in its aft arc within the low-zone
// radius (others, at pos) takes its zone's dice, each less the target's
// screen level, as non-penetrating damage applied at once. It returns the
// changed copies of others and the hits, in the order of others.
func GravBackfire(s fullthrust.Ship, m Motion, others []fullthrust.Ship, pos []geom.Vec, opt ManoeuvreOptions, src rng.Source) ([]fullthrust.Ship, []BackfireHit) {
	out := append([]fullthrust.Ship(nil), others...)
	var hits []BackfireHit
	hd, md, ld := BackfireDice(s)
	for i := range others {
		z := BackfireZone(s, m, pos[i])
		n := [...]int{0, ld, md, hd}[z]
		if z == ZoneNone || n == 0 {
			continue
		}
		h := BackfireHit{Ship: i, Zone: z}
		screen, _ := out[i].Screens()
		h.Points = screened(n, screen, src, &h.Faces)
		out[i], h.Taken, h.Thresholds = Hit(out[i], fullthrust.Damage{Normal: h.Points}, opt, src)
		hits = append(hits, h)
	}
	return out, hits
}

// BackfireSelf is what a Grav Backfire does to the ship that makes it, at
// the start of the movement phase: the drive is damaged as by a failed
// threshold check (disabled outright when it was already damaged), then the
// whole ship checks at the current level; a ship whose damaged drive fails
// that check as well is destroyed by the overload.
type BackfireSelf struct {
	HalfEffect  bool                    `json:"half_effect"` // the drive was already damaged
	Drive       string                  `json:"drive"`       // what became of the drive
	Thresholds  []fullthrust.SystemRoll `json:"thresholds"`
	DriveFailed bool                    `json:"drive_failed"`
	Destroyed   bool                    `json:"destroyed"`
}

// String describes the backfire's effect on its own ship.
func (b *BackfireSelf) String() string {
	s := "Grav Backfire: " + b.Drive + "; ship-wide check"
	for _, r := range b.Thresholds {
		s += fmt.Sprintf(" %s %d", r.System, r.Face)
		if r.Failed {
			s += " (lost)"
		}
	}
	if b.Destroyed {
		s += "; the engine overloads and the ship is destroyed"
	}
	return s
}

// backfireSelf applies a Grav Backfire's effect on its own ship.
func backfireSelf(s fullthrust.Ship, src rng.Source) (fullthrust.Ship, *BackfireSelf) {
	b := &BackfireSelf{HalfEffect: s.Drive.Hits > 0}
	n := 1
	if b.HalfEffect {
		n = 2
	}
	s.Drive, b.Drive = damageDrive(s.Drive, n)
	s, b.Thresholds, b.DriveFailed = wholeShipCheck(s, "backfire", src)
	if b.HalfEffect && b.DriveFailed {
		b.Destroyed = true
		s, _ = s.Take(fullthrust.Damage{Normal: s.BoxesLeft() + 1})
	}
	return s, b
}

// Wake is the grav wake a backfiring ship leaves along its move: a strip 1
// MU wide along its path. A ship whose move crosses it takes the low-zone
// dice, less screens.
type Wake struct {
	Path []geom.Vec // the backfiring ship's path
	Dice int        // low-zone dice
}

// WakeOf returns the wake of a ship that backfired this turn, from its move.
func WakeOf(s fullthrust.Ship, mv Moved) Wake {
	_, _, low := BackfireDice(s)
	return Wake{Path: mv.Path, Dice: low}
}

// Crosses reports whether a move along path passes over the wake: some
// segment of it comes within half a MU of the wake's path.
func (w Wake) Crosses(path []geom.Vec) bool {
	for i := 1; i < len(w.Path); i++ {
		for j := 1; j < len(path); j++ {
			if segSegDist(w.Path[i-1], w.Path[i], path[j-1], path[j]) <= 0.5+1e-9 {
				return true
			}
		}
	}
	return false
}

// WakeHit rolls the wake's damage on a ship that crossed it.
func WakeHit(w Wake, s fullthrust.Ship, opt ManoeuvreOptions, src rng.Source) (fullthrust.Ship, BackfireHit) {
	h := BackfireHit{Ship: -1, Zone: ZoneLow}
	screen, _ := s.Screens()
	h.Points = screened(w.Dice, screen, src, &h.Faces)
	s, h.Taken, h.Thresholds = Hit(s, fullthrust.Damage{Normal: h.Points}, opt, src)
	return s, h
}

// segSegDist returns the distance between segments ab and cd.
func segSegDist(a, b, c, d geom.Vec) float64 {
	if segmentsCross(a, b, c, d) {
		return 0
	}
	return min(geom.SegmentDist(a, c, d), geom.SegmentDist(b, c, d), geom.SegmentDist(c, a, b), geom.SegmentDist(d, a, b))
}

// segmentsCross reports whether segments ab and cd properly intersect.
func segmentsCross(a, b, c, d geom.Vec) bool {
	d1 := b.Sub(a).Cross(c.Sub(a))
	d2 := b.Sub(a).Cross(d.Sub(a))
	d3 := d.Sub(c).Cross(a.Sub(c))
	d4 := d.Sub(c).Cross(b.Sub(c))
	return (d1 > 0) != (d2 > 0) && (d3 > 0) != (d4 > 0) && d1 != 0 && d2 != 0 && d3 != 0 && d4 != 0
}
