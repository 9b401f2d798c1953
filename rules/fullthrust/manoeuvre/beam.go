package manoeuvre

import (
	"fmt"
	"math"
	"strings"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"

	"github.com/broadside/broadside/rules/fullthrust"
)

// beamPurpose is what scripted dice for beam fire are asked for.
const beamPurpose = "beam"

// bandMU is the width of a beam range band in MU (RULINGS A1).
const bandMU = 12

// BeamDice returns the dice a class-n beam rolls at a range in MU: n dice
// out to 12 MU and one fewer for each further 12 MU band, so a Beam-2 rolls
// 2 dice to 12 MU, 1 to 24 MU and none beyond (RULINGS A1; Continuum 4.5).
// A range exactly on a band's edge counts as the nearer band. It returns 0
// for a class below 1 or a negative range.
func BeamDice(class int, rangeMU float64) int {
	if class < 1 || rangeMU < 0 || math.IsNaN(rangeMU) {
		return 0
	}
	band := 0
	if rangeMU > bandMU {
		band = int(math.Ceil(rangeMU/bandMU-1e-9)) - 1
	}
	return max(0, class-band)
}

// BeamReach returns the longest range in MU at which a class-n beam rolls a
// die: 12 MU per class.
func BeamReach(class int) float64 { return float64(bandMU * max(class, 0)) }

// rollBeam rolls one beam die against a screen level (0-2) with a
// modifier on the first die (the Corkscrew's -1), and returns the points of
// the first die and of its re-rolls (RULINGS A1): the modified first die
// scores nothing on 1-3, one on 4-5 and two on 6; level-1 screens make a
// modified 4 score nothing and level-2 screens also make a modified 6 score
// one. A natural 6 re-rolls, the re-roll dice unmodified and unscreened,
// each scoring one on 4-5 and two on 6 with a further re-roll. faces, if
// not nil, receives every face rolled.
func rollBeam(src rng.Source, mod, screen int, faces *[]int) (first, again int) {
	f := src.Roll(6, beamPurpose)
	if faces != nil {
		*faces = append(*faces, f)
	}
	m := min(max(f+mod, 1), 6)
	switch {
	case m == 6 && screen >= 2:
		first = 1
	case m == 6:
		first = 2
	case m == 5, m == 4 && screen == 0:
		first = 1
	}
	for f == 6 {
		f = src.Roll(6, beamPurpose+" re-roll")
		if faces != nil {
			*faces = append(*faces, f)
		}
		switch {
		case f == 6:
			again += 2
		case f >= 4:
			again++
		}
	}
	return first, again
}

// beamPoints returns the damage of one beam die as normal and penetrating
// points: re-roll points penetrate unless opt says otherwise.
func (opt ManoeuvreOptions) beamPoints(first, again int) fullthrust.Damage {
	if opt.NonPenetratingBeams {
		return fullthrust.Damage{Normal: first + again}
	}
	return fullthrust.Damage{Normal: first, Penetrating: again}
}

// Gun is a beam battery on a ship: its class and the arcs it fires into.
// System is the index in Ship.Systems of the beam system that threshold
// checks knock out, or -1 for a battery that no check reaches.
type Gun struct {
	Name   string
	Class  int
	Arcs   geom.ArcSet
	System int
}

// Guns returns a ship's working beam batteries, each firing into its
// system's arcs ([System.FireArcs]).
func Guns(s fullthrust.Ship) []Gun {
	var g []Gun
	for i, sys := range s.Systems {
		if sys.Kind != fullthrust.Beam || sys.Destroyed {
			continue
		}
		g = append(g, Gun{Name: sys.Label(), Class: sys.Class, Arcs: sys.FireArcs(), System: i})
	}
	return g
}

// Shot is the geometry and the manoeuvres of one ship firing at another.
// The zero value is a shot from an upright ship at the origin facing 12 at
// a target at the origin, which is in arc F.
type Shot struct {
	From, To Motion
	// Corkscrew is set when the firing ship corkscrewed this turn: its port
	// and starboard batteries bear on both sides and every die takes -1
	// (ft-advanced-manoeuvres.txt "Corkscrew"; RULINGS E4 #5).
	Corkscrew bool
	// EM is the Extreme Manoeuvres factors in effect on the two ships
	// together: each adds 6 MU to the effective range, whichever ship evades
	// (RULINGS E4 #8).
	EM int
	// Blocked are arcs of the firing ship that may not fire at this target:
	// those an Eclipsing partner covers.
	Blocked geom.ArcSet
	// Screen is the target's screen level, 0-2.
	Screen int
}

// Range returns the measured range in MU and the effective range the dice
// are read at.
func (sh Shot) Range() (measured, effective float64) {
	d := sh.To.Pos.Sub(sh.From.Pos).Len()
	return d, d + 6*float64(sh.EM)
}

// Bears reports whether a battery with arcs a bears on the target: the
// target lies in one of its arcs, mirrored when the ship is inverted and
// doubled to both sides when it corkscrewed, and not in a blocked arc.
func (sh Shot) Bears(a geom.ArcSet) bool { return sh.BearsIn(sh.ArcsIn(), a) }

// arcsIn returns the firing ship's arcs the target lies in.
func (sh Shot) ArcsIn() geom.ArcSet { return geom.ArcsOf(sh.From.Facing, sh.From.Pos, sh.To.Pos) }

// bearsIn is Bears with the target's arcs already worked out.
func (sh Shot) BearsIn(in, a geom.ArcSet) bool {
	if sh.From.Inverted {
		a = a.Mirror()
	}
	if sh.Corkscrew {
		a |= a.Mirror()
	}
	return in&a&^sh.Blocked != 0
}

// GunFire is what one battery rolled.
type GunFire struct {
	Gun    string            `json:"gun"`
	Dice   int               `json:"dice"`
	Faces  []int             `json:"faces,omitempty"` // every die in order, re-rolls after the die that earned them
	Damage fullthrust.Damage `json:"damage"`
}

// Volley is one ship's beam fire at one target.
type Volley struct {
	Range     float64           `json:"range"`     // measured, MU
	Effective float64           `json:"effective"` // after Extreme Manoeuvres, MU
	Guns      []GunFire         `json:"guns"`
	Damage    fullthrust.Damage `json:"damage"`
}

// String summarises the volley, one battery a line.
func (v Volley) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "range %.1f MU (effective %.1f): %d normal + %d penetrating\n", v.Range, v.Effective, v.Damage.Normal, v.Damage.Penetrating)
	for _, g := range v.Guns {
		fmt.Fprintf(&b, "  %s: %d dice %v -> %d+%d\n", g.Gun, g.Dice, g.Faces, g.Damage.Normal, g.Damage.Penetrating)
	}
	return b.String()
}

// FireBeams rolls the beams of guns that bear on the target in shot, each
// with its dice for the effective range, and returns the damage before it is
// applied (Eclipsing may split it; [Ship.Take] applies it). Batteries that
// do not bear or are out of range roll nothing and are not listed.
func FireBeams(guns []Gun, sh Shot, opt ManoeuvreOptions, src rng.Source) Volley {
	var v Volley
	v.Range, v.Effective = sh.Range()
	mod := 0
	if sh.Corkscrew {
		mod = -1
	}
	in := sh.ArcsIn()
	for _, g := range guns {
		n := BeamDice(g.Class, v.Effective)
		if n == 0 || !sh.BearsIn(in, g.Arcs) {
			continue
		}
		gf := GunFire{Gun: g.Name, Dice: n}
		for range n {
			gf.Damage = gf.Damage.Add(opt.beamPoints(rollBeam(src, mod, sh.Screen, &gf.Faces)))
		}
		v.Damage = v.Damage.Add(gf.Damage)
		v.Guns = append(v.Guns, gf)
	}
	return v
}

// ExpectedBeam returns the mean damage of one beam die against a screen
// level with a modifier on the first die, re-rolls included: a re-roll chain
// is worth 4/5 of a point on average (each re-roll die scores 1/6 x (1+1+2)
// plus another chain on a 6).
func ExpectedBeam(mod, screen int) float64 {
	first := 0.0
	for f := 1; f <= 6; f++ {
		m := min(max(f+mod, 1), 6)
		switch {
		case m == 6 && screen >= 2:
			first++
		case m == 6:
			first += 2
		case m == 5, m == 4 && screen == 0:
			first++
		}
	}
	return first/6 + 0.8/6
}

// Hit applies damage to a ship as one action and rolls or defers the
// threshold check it calls for, as opt.Thresholds says (RULINGS A2). It
// returns the changed ship, what the damage did and the threshold rolls.
// The receiver is not changed.
func Hit(s fullthrust.Ship, d fullthrust.Damage, opt ManoeuvreOptions, src rng.Source) (fullthrust.Ship, fullthrust.Taken, []fullthrust.SystemRoll) {
	out, t := s.Take(d)
	out, rolls := out.Settle(t.Check(), opt.Thresholds, src)
	return out, t, rolls
}
