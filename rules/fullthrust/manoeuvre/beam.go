package manoeuvre

import (
	"fmt"
	"math"
	"strings"

	"github.com/broadside/broadside/dice"
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

// RangeBand returns the beam range band a range in MU falls in, as
// BeamDice reads it: 0 out to 12 MU, 1 to 24 MU and so on, a range on a
// band's edge in the nearer band; -1 for a negative or NaN range, at which
// no beam rolls. A caller weighing several beams at one range works the
// band out once and asks BandDice for each: BandDice(n, RangeBand(r)) is
// BeamDice(n, r).
func RangeBand(rangeMU float64) int {
	if rangeMU < 0 || math.IsNaN(rangeMU) {
		return -1
	}
	if rangeMU > bandMU {
		return int(math.Ceil(rangeMU/bandMU-1e-9)) - 1
	}
	return 0
}

// BandDice returns the dice a class-n beam rolls at a range in band
// (RangeBand): n less the band, none for a class below 1 or a band below 0.
func BandDice(class, band int) int {
	if class < 1 || band < 0 {
		return 0
	}
	return max(0, class-band)
}

// BeamReach returns the longest range in MU at which a class-n beam rolls a
// die: 12 MU per class.
func BeamReach(class int) float64 { return float64(bandMU * max(class, 0)) }

// beamDice holds the beam dice of every modifier and screen level beams
// fire with (fullthrust.BeamDie): modifier -1 (a Corkscrew) or 0, screen
// level 0-2.
var beamDice = func() (t [2][3]dice.Die) {
	for m := range t {
		for sc := range t[m] {
			t[m][sc] = fullthrust.BeamDie(m-1, sc)
		}
	}
	return t
}()

// beamDieFor returns the beam die of a modifier on the first die and a
// screen level.
func beamDieFor(mod, screen int) *dice.Die {
	if mod >= -1 && mod <= 0 && screen >= 0 {
		return &beamDice[mod+1][min(screen, 2)]
	}
	d := fullthrust.BeamDie(mod, screen)
	return &d
}

// rollBeam rolls one beam die (fullthrust.BeamDie) against a screen level
// (0-2) with a modifier on the first die (the Corkscrew's -1), and returns
// the points of the first die and of its re-rolls (RULINGS A1). faces, if
// not nil, receives every face rolled.
func rollBeam(src rng.Source, mod, screen int, faces *[]int) (first, again int) {
	return rollOne(src, beamDieFor(mod, screen), beamPurpose, beamPurpose+rerollSuffix, faces)
}

// rerollSuffix ends the purpose a re-roll is asked for.
const rerollSuffix = " re-roll"

// rollOne rolls one die of d with its re-roll chain, die by die as beams
// are rolled at the table, and returns the score of the first throw and of
// its re-rolls. Scripted dice are asked for purpose, then reroll, which
// is purpose + rerollSuffix (the caller's constant, not built for every
// re-roll). faces, if not nil, receives every face rolled.
func rollOne(src rng.Source, d *dice.Die, purpose, reroll string, faces *[]int) (first, again int) {
	f := src.Roll(d.Sides, purpose)
	if faces != nil {
		*faces = append(*faces, f)
	}
	face := d.Faces[f-1]
	first = face.Score
	cur := d
	for face.Reroll {
		if cur.Again != nil {
			cur = cur.Again
		}
		f = src.Roll(cur.Sides, reroll)
		if faces != nil {
			*faces = append(*faces, f)
		}
		face = cur.Faces[f-1]
		again += face.Score
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
// system's arcs ([fullthrust.System.FireArcs]).
func Guns(s fullthrust.Ship) []Gun {
	n := 0
	for si := range s.Systems {
		sys := &s.Systems[si] // read in place, not copied
		if sys.Kind == fullthrust.Beam && !sys.Destroyed {
			n++
		}
	}
	if n == 0 {
		return nil
	}
	return AppendGuns(make([]Gun, 0, n), s)
}

// AppendGuns appends a ship's working beam batteries to dst, as [Guns]
// lists them, and returns the extended slice: callers that weigh many
// shots keep the batteries in a buffer of their own.
func AppendGuns(dst []Gun, s fullthrust.Ship) []Gun {
	for i := range s.Systems {
		sys := &s.Systems[i] // read in place, not copied
		if sys.Kind != fullthrust.Beam || sys.Destroyed {
			continue
		}
		dst = append(dst, Gun{Name: sys.Label(), Class: sys.Class, Arcs: sys.FireArcs(), System: i})
	}
	return dst
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
// applied (Eclipsing may split it; [fullthrust.Ship.Take] applies it). Batteries that
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
		gf := GunFire{Gun: g.Name, Dice: n, Faces: make([]int, 0, n+n/4+1)} // a die in six re-rolls
		for range n {
			gf.Damage = gf.Damage.Add(opt.beamPoints(rollBeam(src, mod, sh.Screen, &gf.Faces)))
		}
		v.Damage = v.Damage.Add(gf.Damage)
		v.Guns = append(v.Guns, gf)
	}
	return v
}

// ExpectedBeam returns the mean damage of one beam die against a screen
// level with a modifier on the first die, re-rolls included, read from the
// die's definition (fullthrust.BeamDie): the first throw's mean plus, for
// each face that re-rolls, the mean of the re-roll die's chain (4/5 of a
// point for the beam die), each over the die's sides.
func ExpectedBeam(mod, screen int) float64 {
	if mod >= -1 && mod <= 0 && screen >= 0 {
		return beamMeans[mod+1][min(screen, 2)]
	}
	return meanOf(beamDieFor(mod, screen))
}

// beamMeans[mod+1][screen] is the mean of beamDice[mod+1][screen], worked
// out once: the re-roll chain's exact mean goes through rational
// arithmetic, which the computer players would otherwise repeat for every
// shot they weigh.
var beamMeans = func() (t [2][3]float64) {
	for m := range t {
		for sc := range t[m] {
			t[m][sc] = meanOf(&beamDice[m][sc])
		}
	}
	return t
}()

// meanOf returns the mean score of one die with its re-roll chain as a
// float: the first throw's mean, plus the re-rolling faces' share of the
// exact mean of the die they re-roll (dice.Die.Mean).
func meanOf(d *dice.Die) float64 {
	first, rr := 0, 0
	for _, f := range d.Faces {
		first += f.Score
		if f.Reroll {
			rr++
		}
	}
	if rr == 0 {
		return float64(first) / float64(d.Sides)
	}
	again := d
	if d.Again != nil {
		again = d.Again
	}
	m := again.MeanFloat64()
	return float64(first)/float64(d.Sides) + float64(rr)*m/float64(d.Sides)
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
