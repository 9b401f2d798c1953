package battle

import (
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
)

// Ship is one ship of a battle: its record sheet and everything a whole game
// adds to it. The sheet holds the armour, hull, drive, screens, sensors,
// beams, K-guns, point defence and fire controls; Mounts and Bays hold the
// ordnance and hangars, each with its box on the sheet.
type Ship struct {
	Sheet fullthrust.Ship
	Side  int    // index of the ship's side in Setup.Sides
	Class string // the ship's class as the fleet book names it; free text, may be empty
	// Points is the ship's points value as the player's fleet book gives
	// it, 0 or more; 0 means not given, and the mass stands in for it.
	Points int
	// FTL is the ship's FTL drive (RULINGS A8); the zero value is none.
	FTL FTLDrive
	// AADFC marks the ship's ADFC systems as advanced: each covers any
	// number of allies within 6 MU rather than one (RULINGS A7).
	AADFC bool
	// Crew is the ship's crew factors and DCP its damage-control parties
	// (RULINGS A2), 0 to MaxCrew each. [Setup.Validate] requires them set;
	// [DefaultCrew] gives the value the rules derive from the mass.
	Crew, DCP int
	Mounts    []Mount
	Bays      []Bay
	// Tubes lists the sheet's system indices of the ship's launch tubes
	// and flight decks (Continuum §8.1-8.2; reading W59), each a box of
	// kind fullthrust.Other named "tube", or "catapult" for a tube with
	// catapults. A ship with none written launches and recovers without
	// a limit, as the battle did before tubes were written.
	Tubes []int
	Start Start
}

// FTLDrive is the kind of a ship's FTL drive. The zero value is none.
type FTLDrive uint8

// The FTL drives (RULINGS A8).
const (
	NoFTL       FTLDrive = iota
	StandardFTL          // arrives with scatter
	AdvancedFTL          // arrives without scatter
)

// String returns "none", "standard" or "advanced".
func (d FTLDrive) String() string {
	switch d {
	case NoFTL:
		return "none"
	case StandardFTL:
		return "standard"
	case AdvancedFTL:
		return "advanced"
	}
	return "FTLDrive(?)"
}

// MaxCrew bounds a ship's crew factors and damage-control parties.
const MaxCrew = 100

// DefaultCrew returns the crew factors of a warship of mass MASS, which is
// also its number of damage-control parties: one per 20 MASS or part of it
// (RULINGS A2, Fleet Book 1), so 0 for a mass of 0 or less.
func DefaultCrew(mass int) int {
	if mass <= 0 {
		return 0
	}
	return (mass + 19) / 20
}

// Bay is a fighter bay with the group it carries (RULINGS A6). Its threshold
// box is the sheet's system of index System (kind fullthrust.Other, named
// "bay"). A group starts the battle in its bay and is launched by order.
type Bay struct {
	System int
	Group  pointdefence.Group
}

// Start is where a ship begins: on the table at Motion from the first turn,
// or, when Arrives is 1 or more, entering by FTL on that turn at the marker
// Motion.Pos, with Motion's heading and velocity (RULINGS A8: the arrival
// turn and point are written before the game).
type Start struct {
	Motion  manoeuvre.Motion
	Arrives int // the turn of FTL arrival, 1 to the turn limit; 0 for on the table from the start
}
