package battle

import (
	"fmt"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
)

// MountKind is a kind of weapon mount that the record sheet of package
// fullthrust has no system kind for: ordnance and projectile weapons. Beams,
// K-guns, PDS, ADFC, scatterguns and grapeshot are systems of the sheet
// itself. The zero value is no mount, which [Setup.Validate] refuses.
type MountKind uint8

// The mount kinds (RULINGS A7, A9).
const (
	NoMount       MountKind = iota
	SalvoRack               // salvo missile rack: one salvo, fired once
	SalvoLauncher           // salvo missile launcher: one salvo a turn from its magazine
	HeavyMissile            // heavy missile: a single missile, fired once
	PlasmaBolt              // plasma bolt launcher of a class, fired every other turn
	PulseTorpedo            // pulse torpedo: 1D6 damage on a hit, projectile to-hit table
	numMountKinds
)

var mountNames = [numMountKinds]string{"none", "salvo rack", "salvo launcher", "heavy missile", "plasma bolt launcher", "pulse torpedo"}

// String returns the kind's name, such as "salvo launcher".
func (k MountKind) String() string {
	if k < numMountKinds {
		return mountNames[k]
	}
	return fmt.Sprintf("MountKind(%d)", int(k))
}

// Label returns the short name a record sheet prints for the kind, such as
// "SML", used as the name of the mount's threshold box.
func (k MountKind) Label() string {
	switch k {
	case SalvoRack:
		return "SMR"
	case SalvoLauncher:
		return "SML"
	case HeavyMissile:
		return "HM"
	case PlasmaBolt:
		return "PBL"
	case PulseTorpedo:
		return "PT"
	}
	return k.String()
}

// TorpedoRange is the to-hit table a pulse torpedo uses (RULINGS A9). The
// zero value is the standard table.
type TorpedoRange uint8

// The projectile to-hit tables.
const (
	StandardRange TorpedoRange = iota // 6 MU bands to 30 MU
	ShortRange                        // 4 MU bands to 20 MU
	LongRange                         // 9 MU bands to 45 MU
)

// String returns "standard", "short" or "long".
func (r TorpedoRange) String() string {
	switch r {
	case StandardRange:
		return "standard"
	case ShortRange:
		return "short"
	case LongRange:
		return "long"
	}
	return fmt.Sprintf("TorpedoRange(%d)", int(r))
}

// ParseTorpedoRange reads "standard" (or ""), "short" or "long".
func ParseTorpedoRange(s string) (TorpedoRange, error) {
	switch s {
	case "", "standard":
		return StandardRange, nil
	case "short":
		return ShortRange, nil
	case "long":
		return LongRange, nil
	}
	return 0, fmt.Errorf("battle: torpedo range must be standard, short or long, got %q", s)
}

// MaxAmmo is the largest magazine a mount may hold.
const MaxAmmo = 100

// MaxPlasmaClass is the largest plasma bolt launcher class a setup accepts:
// the largest bolt a strike accepts, since a bolt only loses class in flight.
const MaxPlasmaClass = pointdefence.MaxBoltClass

// Mount is one ordnance or projectile weapon on a ship. Its threshold box is
// the system of index System on the ship's record sheet (a system of kind
// fullthrust.Other named after [MountKind.Label]), so that threshold checks
// knock it out like any other system.
type Mount struct {
	Kind   MountKind
	System int         // index of the mount's box in the sheet's Systems
	Arcs   geom.ArcSet // arcs it fires into; the zero value means all six
	// Class is a plasma bolt launcher's class, 1 to MaxPlasmaClass; 0 for
	// the other kinds.
	Class int
	// Ammo is what is left to fire: salvos in a launcher's magazine (a
	// rack and a heavy missile hold 1), 0 to MaxAmmo; 0 for plasma and
	// torpedoes, which need none.
	Ammo int
	// Extended marks extended-range salvo missiles: placed up to 36 MU
	// rather than 24 (RULINGS A7).
	Extended bool
	// Range is a pulse torpedo's to-hit table.
	Range TorpedoRange
	// Advanced marks an advanced heavy missile, which rolls one band lower
	// against the 2015 point defence level and is an ordinary heavy
	// missile under the classic procedure (ft-new-point-defence.txt,
	// "Heavy missiles and plasma bolts"; reading W39). Heavy missiles only.
	Advanced bool `json:",omitempty"`
}
