package fullthrust

import (
	"errors"
	"fmt"
	"slices"

	"github.com/broadside/broadside/geom"
)

// SystemKind says what a ship system does. The zero value, Other, is a
// system with no role in point defence (a weapon, a hangar, a sensor) that
// still takes threshold checks.
type SystemKind uint8

// The system kinds.
const (
	Other          SystemKind = iota // no point-defence role
	Beam                             // beam battery; Class 1 (B1) doubles as point defence
	PDS                              // point defence system
	ADFC                             // area defence fire control: lends PDS to other ships
	Scattergun                       // Kra'Vak scattergun; the 2015 text rolls it as 4 PDS dice
	Grapeshot                        // human grapeshot: 4 PDS dice (RULINGS B2.2)
	ADS                              // area defence system: 2 PDS dice, 1 beyond 6 MU (RULINGS B2.2)
	KGun                             // kinetic gun; Class 1 (K-1) rolls as a B1 (RULINGS B2.2)
	Screen                           // screen generator; two or more give level 2
	AdvancedScreen                   // advanced screen generator
	FireControl                      // fire control
	Core                             // core system (bridge, life support, power core): -1 on threshold dice
	Sensors                          // sensors: Class 1 enhanced, 2 superior; a Short-Range Jump scatters less
	numKinds
)

var kindNames = [numKinds]string{"other", "beam", "pds", "adfc", "scattergun", "grapeshot", "ads", "kgun", "screen", "advanced-screen", "firecon", "core", "sensors"}

// String returns the kind's name as strike files spell it, such as "pds".
func (k SystemKind) String() string {
	if k < numKinds {
		return kindNames[k]
	}
	return fmt.Sprintf("SystemKind(%d)", int(k))
}

// parseSystemKind reads a kind name as [SystemKind.String] writes it.
func parseSystemKind(s string) (SystemKind, error) {
	for k, n := range kindNames {
		if n == s {
			return SystemKind(k), nil
		}
	}
	return 0, fmt.Errorf("fullthrust: unknown system kind %q", s)
}

// System is one box on the record sheet that can be knocked out by a
// threshold check (RULINGS A2).
type System struct {
	Kind      SystemKind
	Name      string // shown in logs; "" means the kind's name
	Class     int    // class of a beam or K-gun (1 for B1 and K-1), of sensors (1 enhanced, 2 superior); 0 otherwise
	Destroyed bool   // knocked out by a threshold check
	Spent     bool   // a one-shot system (scattergun, grapeshot) that has fired
	// Arcs are the arcs a beam fires into; the zero value means all six
	// (see [System.FireArcs]).
	Arcs geom.ArcSet
}

// allArcs is every arc around a ship.
var allArcs = geom.Arcs(geom.F, geom.FS, geom.AS, geom.A, geom.AP, geom.FP)

// FireArcs returns the arcs the system fires into: Arcs, or all six when
// Arcs is empty.
func (s System) FireArcs() geom.ArcSet {
	if s.Arcs == 0 {
		return allArcs
	}
	return s.Arcs
}

// beamLabels and kgunLabels are the labels of beams and K-guns of the
// usual classes, so that Label, which views and fire orders ask for every
// system, need not format them each time.
var (
	beamLabels = [...]string{"B0", "B1", "B2", "B3", "B4", "B5", "B6", "B7", "B8", "B9"}
	kgunLabels = [...]string{"K0", "K1", "K2", "K3", "K4", "K5", "K6", "K7", "K8", "K9"}
)

// Label returns the system's name for logs: Name, or the kind with its
// class such as "B1" or "PDS".
func (s System) Label() string {
	// The common cases, small enough for the compiler to inline: the views
	// and the fire checks label every system they list.
	if s.Name != "" {
		return s.Name
	}
	return kindLabel(s.Kind, s.Class)
}

// kindLabel is Label of an unnamed system of a kind and class.
func kindLabel(kind SystemKind, class int) string {
	s := System{Kind: kind, Class: class}
	switch {
	case s.Kind == Beam && s.Class >= 0 && s.Class < len(beamLabels):
		return beamLabels[s.Class]
	case s.Kind == Beam:
		return fmt.Sprintf("B%d", s.Class)
	case s.Kind == KGun && s.Class >= 0 && s.Class < len(kgunLabels):
		return kgunLabels[s.Class]
	case s.Kind == KGun:
		return fmt.Sprintf("K%d", s.Class)
	case s.Kind == PDS:
		return "PDS"
	case s.Kind == ADFC:
		return "ADFC"
	case s.Kind == ADS:
		return "ADS"
	case s.Kind == Sensors && s.Class == 1:
		return "enhanced sensors"
	case s.Kind == Sensors && s.Class == 2:
		return "superior sensors"
	}
	return s.Kind.String()
}

// Drive is a ship's main drive (RULINGS A2, A5). The zero value is a ship
// with no drive, such as a base.
type Drive struct {
	Thrust   int  // original thrust rating, 0 or more
	Advanced bool // an advanced drive may spend its whole rating on turning
	Hits     int  // threshold failures: 0 intact, 1 halved, 2 or more disabled
}

// Current returns the thrust the drive gives now: the original rating, half
// of it rounded down after one failure (a rating of 1 is then disabled) and
// 0 after two.
func (d Drive) Current() int {
	switch {
	case d.Hits <= 0:
		return d.Thrust
	case d.Hits == 1:
		return d.Thrust / 2
	}
	return 0
}

// Ship is a ship's record sheet: its armour layers, hull rows, systems and
// drive, and the damage it has taken. Mass is the total MASS (TMF). A Ship is
// a value: methods that change it return a changed copy and never modify the
// receiver's slices. The zero value is a ship with no hull, which counts as
// destroyed.
type Ship struct {
	Name    string
	Mass    int      // total MASS, 0 when unknown
	Armour  []int    // boxes of each armour layer, outermost first
	Hull    []int    // boxes of each hull row, first row first
	Systems []System // every system that takes threshold checks
	Drive   Drive
	Lost    Lost    // damage taken so far
	Pending []Check // threshold checks waiting for the end phase (ThresholdEndOfTurn)
}

// Lost is the damage marked on a record sheet: boxes crossed off each armour
// layer (parallel to Ship.Armour; nil means none) and hull boxes crossed off,
// which fill the rows in order.
type Lost struct {
	Armour []int
	Hull   int
}

// HullRows splits boxes into rows as evenly as possible, earlier rows taking
// the extra boxes (14 boxes in 4 rows: 4, 4, 3, 3), as a record sheet is
// drawn. It returns nil when boxes or rows is not positive.
func HullRows(boxes, rows int) []int {
	if boxes <= 0 || rows <= 0 {
		return nil
	}
	r := make([]int, rows)
	for i := range r {
		r[i] = boxes / rows
		if i < boxes%rows {
			r[i]++
		}
	}
	return r
}

// ErrShip is the kind of error [Ship.Validate] reports.
var ErrShip = errors.New("fullthrust: invalid ship")

// The ranges of a record sheet's counts and ratings, which [Ship.Validate]
// enforces. No published ship comes near them; they bound the work every
// computation on a ship does (a drive of 300 made one duel trial take 14 s,
// a hull of 12,000 boxes made exact odds run for hours before those had a
// budget of their own).
const (
	MaxMass    = 10_000 // total MASS
	MaxThrust  = 20     // a drive's thrust rating
	MaxRows    = 12     // hull rows, and armour layers
	MaxBoxes   = 1_000  // boxes of one hull row or armour layer
	MaxSystems = 100    // systems of one kind
	MaxClass   = 8      // class of a beam or K-gun
)

// Validate reports an inconsistent record sheet: no hull, a row or layer of
// fewer than one box, damage beyond the sheet, a screen of both kinds, a
// beam or K-gun without a class, sensors neither enhanced nor superior, or
// a count or rating outside its range (MaxMass and the other limits above;
// drive hits are 0 or more).
func (s Ship) Validate() error {
	bad := func(format string, a ...any) error {
		return fmt.Errorf("%w %q: %s", ErrShip, s.Name, fmt.Sprintf(format, a...))
	}
	if len(s.Hull) == 0 {
		return bad("it has no hull rows")
	}
	if s.Mass < 0 || s.Mass > MaxMass {
		return bad("a mass of %d; a ship's mass is 0-%d", s.Mass, MaxMass)
	}
	if len(s.Hull) > MaxRows || len(s.Armour) > MaxRows {
		return bad("%d hull rows and %d armour layers; each is at most %d", len(s.Hull), len(s.Armour), MaxRows)
	}
	for i, r := range s.Hull {
		if r < 1 || r > MaxBoxes {
			return bad("hull row %d has %d boxes; a row has 1-%d", i+1, r, MaxBoxes)
		}
	}
	for i, a := range s.Armour {
		if a < 1 || a > MaxBoxes {
			return bad("armour layer %d has %d boxes; a layer has 1-%d", i+1, a, MaxBoxes)
		}
	}
	if len(s.Lost.Armour) > len(s.Armour) {
		return bad("damage marked on %d armour layers but it has %d", len(s.Lost.Armour), len(s.Armour))
	}
	for i, l := range s.Lost.Armour {
		if l < 0 || l > s.Armour[i] {
			return bad("armour layer %d has lost %d of %d boxes", i+1, l, s.Armour[i])
		}
	}
	if s.Lost.Hull < 0 || s.Lost.Hull > s.HullBoxes() {
		return bad("it has lost %d of %d hull boxes", s.Lost.Hull, s.HullBoxes())
	}
	if s.count(Screen) > 0 && s.count(AdvancedScreen) > 0 {
		return bad("it has both standard and advanced screens")
	}
	var kinds [numKinds]int
	for _, sys := range s.Systems {
		if sys.Kind >= numKinds {
			return bad("a system of unknown kind %d", sys.Kind)
		}
		if kinds[sys.Kind]++; kinds[sys.Kind] > MaxSystems {
			return bad("more than %d %s systems", MaxSystems, sys.Kind)
		}
		if (sys.Kind == Beam || sys.Kind == KGun) && sys.Class < 1 {
			return bad("%s has no class", sys.Kind)
		}
		if (sys.Kind == Beam || sys.Kind == KGun) && sys.Class > MaxClass {
			return bad("a %s of class %d; a class is 1-%d", sys.Kind, sys.Class, MaxClass)
		}
		if sys.Kind == Sensors && (sys.Class < 1 || sys.Class > 2) {
			return bad("sensors of class %d (want 1, enhanced, or 2, superior)", sys.Class)
		}
	}
	if s.Drive.Thrust < 0 || s.Drive.Thrust > MaxThrust || s.Drive.Hits < 0 {
		return bad("drive thrust %d with %d hits; thrust is 0-%d, hits 0 or more", s.Drive.Thrust, s.Drive.Hits, MaxThrust)
	}
	return nil
}

// HullBoxes returns the number of hull boxes on the sheet.
func (s Ship) HullBoxes() int { return sum(s.Hull) }

// ArmourLeft returns the boxes left on each armour layer, outermost first.
func (s Ship) ArmourLeft() []int {
	left := slices.Clone(s.Armour)
	for i, l := range s.Lost.Armour {
		left[i] -= l
	}
	return left
}

// BoxesLeft returns the armour and hull boxes not yet crossed off: the
// damage that destroys the ship when it all lands on armour first.
func (s Ship) BoxesLeft() int { return sum(s.ArmourLeft()) + s.HullBoxes() - s.Lost.Hull }

// Destroyed reports whether the last hull box is gone.
func (s Ship) Destroyed() bool { return s.Lost.Hull >= s.HullBoxes() }

// count returns the number of working systems of a kind.
func (s Ship) count(k SystemKind) int {
	n := 0
	for si := range s.Systems {
		sys := &s.Systems[si] // read in place, not copied
		if sys.Kind == k && !sys.Destroyed && !sys.Spent {
			n++
		}
	}
	return n
}

// countClass returns the number of working systems of a kind and class.
func (s Ship) countClass(k SystemKind, class int) int {
	n := 0
	for si := range s.Systems {
		sys := &s.Systems[si] // read in place, not copied
		if sys.Kind == k && sys.Class == class && !sys.Destroyed && !sys.Spent {
			n++
		}
	}
	return n
}

// Count returns the number of working systems of a kind (not destroyed,
// and not spent if one-shot); for Beam and KGun it counts class 1 only, the
// ones that act as point defence.
func (s Ship) Count(k SystemKind) int {
	if k == Beam || k == KGun {
		return s.countClass(k, 1)
	}
	return s.count(k)
}

// Screens returns the ship's screen level (0-2; extra generators are
// back-ups) and whether the screens are advanced.
// It counts both kinds of generator in one pass over the systems: the
// computer players ask it for every pair of ships they weigh.
func (s Ship) Screens() (level int, advanced bool) {
	adv, std := 0, 0
	for si := range s.Systems {
		sys := &s.Systems[si] // read in place, not copied
		if sys.Destroyed || sys.Spent {
			continue
		}
		switch sys.Kind {
		case AdvancedScreen:
			adv++
		case Screen:
			std++
		}
	}
	if adv > 0 {
		return min(adv, 2), true
	}
	return min(std, 2), false
}

// clone returns a copy of s that shares no slice with it.
func (s Ship) Clone() Ship {
	s.Armour = slices.Clone(s.Armour)
	s.Hull = slices.Clone(s.Hull)
	s.Systems = slices.Clone(s.Systems)
	s.Lost.Armour = slices.Clone(s.Lost.Armour)
	s.Pending = slices.Clone(s.Pending)
	return s
}

func sum(xs []int) int {
	t := 0
	for _, x := range xs {
		t += x
	}
	return t
}
