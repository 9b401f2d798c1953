package spacefleet

import (
	"fmt"
	"strings"
)

// Weapon is a ship-mounted weapon's kind. The zero value is Beam.
type Weapon uint8

const (
	Beam    Weapon = iota // beam weapon: one hit per success
	Plasma                // plasma cannon: short and medium range only, two hits per success
	Missile               // short-range missile salvo: short range only, 1d6 hits per success
	numWeapons
)

var weaponNames = [numWeapons]string{"beam", "plasma", "missile"}

// String returns "beam", "plasma" or "missile".
func (w Weapon) String() string {
	if w < numWeapons {
		return weaponNames[w]
	}
	return "unknown"
}

// ParseWeapon reads a weapon's name; "srm" is read as missile.
func ParseWeapon(text string) (Weapon, error) {
	switch strings.ToLower(strings.TrimSpace(text)) {
	case "beam", "beams":
		return Beam, nil
	case "plasma":
		return Plasma, nil
	case "missile", "missiles", "srm":
		return Missile, nil
	}
	return 0, fmt.Errorf("spacefleet: unknown weapon %q (want beam, plasma or missile)", text)
}

// Band is a range band ("Firing" table). The zero value is Short.
type Band uint8

const (
	Short      Band = iota // 0 to 4 hexes
	Medium                 // 5 to 8 hexes
	Long                   // 9 to 12 hexes
	OutOfRange             // beyond 12 hexes
)

var bandNames = [...]string{"short", "medium", "long", "out of range"}

// String returns the band's name.
func (b Band) String() string {
	if int(b) < len(bandNames) {
		return bandNames[b]
	}
	return "unknown"
}

// BandOf returns the range band of a range in hexes.
func BandOf(r int) Band {
	switch {
	case r <= 4:
		return Short
	case r <= 8:
		return Medium
	case r <= 12:
		return Long
	}
	return OutOfRange
}

// baseToHit is the score to hit on a d6 by weapon and band, 0 where the
// weapon cannot fire: beams 4-5-6, missiles 4 at short range only
// ("Firing" table), plasma 5 at short and 6 at medium range only ("Plasma
// Cannon"; RULINGS D2#3).
var baseToHit = [numWeapons][3]int{
	Beam:    {4, 5, 6},
	Plasma:  {5, 6, 0},
	Missile: {4, 0, 0},
}

// Shot describes one shot for the to-hit table: the weapon, the range and
// what makes it harder. The zero value is a beam shot at a destroyer at
// range 0 from a destroyer.
type Shot struct {
	Weapon Weapon
	Range  int   // in hexes, as measured (doubled already for a directed-energy salvo)
	Firer  Class // the firing ship's class; destroyers and light cruisers cannot fire at long range
	Target Class // the target's class, when the target is a ship
	// AtSalvo marks a shot at a long-range missile salvo: −1, and no further
	// than medium range.
	AtSalvo bool
	// Salvo marks an attack by a long-range missile salvo, which may attack
	// at any band its weapon allows whatever the launching ship's class.
	Salvo bool
	// Debris marks a line of fire through a debris field, or a missile
	// attacking in one: −1.
	Debris bool
	// PlasmaNear marks another ship firing plasma next to the firer (or the
	// target, under PlasmaNearTarget): −1 (RULINGS D2#4).
	PlasmaNear bool
}

// Need returns the score a d6 must reach for the shot to hit, after the
// modifiers of "Firing": −1 at a destroyer at long range, −1 for a plasma
// weapon fired next to the firer, −1 for a missile at a destroyer or light
// cruiser, −1 at a missile salvo, −1 through debris. A need above 6 can be
// met only by a natural 6 under the NaturalSix reading (RULINGS D2#2). It
// returns an error when the weapon cannot fire at that range at all.
func (s Shot) Need() (int, error) {
	need, why := s.need()
	switch why {
	case needOK:
		return need, nil
	case needRange:
		return 0, fmt.Errorf("spacefleet: range %d is beyond 12 hexes", s.Range)
	case needBand:
		return 0, fmt.Errorf("spacefleet: a %s cannot fire at %s range", s.Weapon, BandOf(s.Range))
	case needSmall:
		return 0, fmt.Errorf("spacefleet: a %s cannot fire at long range", s.Firer)
	}
	return 0, fmt.Errorf("spacefleet: missile salvoes cannot be targeted beyond medium range")
}

// Why a shot cannot be made at all, for need.
const (
	needOK    = iota
	needRange // beyond 12 hexes
	needBand  // the weapon has no score at this band
	needSmall // destroyers and light cruisers cannot fire at long range
	needSalvo // salvoes cannot be targeted beyond medium range
)

// need is Need without building an error.
func (s Shot) need() (int, int) {
	band := BandOf(s.Range)
	if band == OutOfRange || s.Range < 0 {
		return 0, needRange
	}
	base := baseToHit[s.Weapon%numWeapons][band]
	if base == 0 {
		return 0, needBand
	}
	if band == Long && s.Firer.small() && !s.Salvo {
		return 0, needSmall
	}
	if s.AtSalvo && band > Medium {
		return 0, needSalvo
	}
	need := base
	if !s.AtSalvo && s.Target == Destroyer && band == Long {
		need++
	}
	if s.PlasmaNear {
		need++
	}
	if s.Weapon == Missile && !s.AtSalvo && s.Target.small() {
		need++
	}
	if s.AtSalvo {
		need++
	}
	if s.Debris {
		need++
	}
	return need, needOK
}

// Hits reports whether a die of the given face meets need, with a natural
// 6 always hitting under the NaturalSix reading.
func Hits(face, need int, o Options) bool {
	return face >= need || (face == 6 && o.NaturalSix)
}

// Possible reports whether a shot with the given need can hit at all.
func Possible(need int, o Options) bool { return need <= 6 || o.NaturalSix }
