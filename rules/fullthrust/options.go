package fullthrust

import (
	"fmt"
	"strings"
)

// Procedure selects the point-defence procedure a strike is resolved with.
// The zero value is the 2015 procedure.
type Procedure uint8

// The point-defence procedures.
const (
	// New2015 is the 2015 "Test - New Point Defence" procedure: one point
	// defence level per ship and turn, read through band tables.
	New2015 Procedure = iota
	// Classic is the Fleet Book / Cross Dimensions procedure the 2015 text
	// replaces (RULINGS.md A7): each system engages one group or salvo and
	// kills before the attack.
	Classic
)

// String returns "2015" or "classic", the names [ParseProcedure] accepts.
func (p Procedure) String() string {
	switch p {
	case New2015:
		return "2015"
	case Classic:
		return "classic"
	}
	return fmt.Sprintf("Procedure(%d)", int(p))
}

// ParseProcedure reads "2015" (also "new") or "classic", in any case.
func ParseProcedure(s string) (Procedure, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "2015", "new":
		return New2015, nil
	case "classic":
		return Classic, nil
	}
	return 0, fmt.Errorf("fullthrust: unknown point-defence rules %q (want 2015 or classic)", s)
}

// ThresholdTiming says when the threshold checks a strike causes are rolled.
// The zero value rolls them at once.
type ThresholdTiming uint8

// The threshold timings of RULINGS.md A2.
const (
	// ThresholdImmediate rolls the checks at the end of the action that
	// crossed the row (Fleet Books, Cross Dimensions).
	ThresholdImmediate ThresholdTiming = iota
	// ThresholdEndOfTurn leaves them pending, to be rolled in the end phase
	// with [Ship.CheckThresholds] (Continuum's phase 13).
	ThresholdEndOfTurn
)

// String returns "immediate" or "end-of-turn".
func (t ThresholdTiming) String() string {
	switch t {
	case ThresholdImmediate:
		return "immediate"
	case ThresholdEndOfTurn:
		return "end-of-turn"
	}
	return fmt.Sprintf("ThresholdTiming(%d)", int(t))
}

// CasualtyOrder says how the attacker spreads the casualties of one fighter
// type over its groups; the rules leave the choice to the attacker. The zero
// value keeps the groups level.
type CasualtyOrder uint8

// The casualty orders.
const (
	// CasualtiesEven takes each casualty from the strongest group of the
	// type (the earliest listed among equals), keeping groups level so that
	// assisted attacks keep their dice.
	CasualtiesEven CasualtyOrder = iota
	// CasualtiesConcentrate takes casualties from the weakest group first,
	// wiping out whole groups.
	CasualtiesConcentrate
)

// String returns "even" or "concentrate".
func (c CasualtyOrder) String() string {
	switch c {
	case CasualtiesEven:
		return "even"
	case CasualtiesConcentrate:
		return "concentrate"
	}
	return fmt.Sprintf("CasualtyOrder(%d)", int(c))
}

// Options are the rules choices a strike is resolved with. The zero value is
// the 2015 procedure with every default ruling of docs/rulings/fullthrust.md;
// each field names the ruling it switches. Options are plain values.
// manoeuvre.ManoeuvreOptions include them, so that movement and beam fire take
// damage by the same rulings (threshold timing above all).
type Options struct {
	// Procedure selects the 2015 or the classic point defence.
	Procedure Procedure
	// Thresholds says when threshold checks are rolled (RULINGS A2).
	Thresholds ThresholdTiming
	// Casualties says how fighter losses are spread within a type.
	Casualties CasualtyOrder

	// KineticRerolls lets kinetic fighters re-roll like standard ones. The
	// default ruling (RULINGS A6, L) is that kinetic fighters, being
	// cannon-armed, never re-roll.
	KineticRerolls bool
	// TorpedoRerollsAtScreens rolls torpedo-fighter re-rolls at the band of
	// the screens alone, as other fighters do. The default ruling (RULINGS
	// B2.5, L) re-rolls them on the same band as the first die.
	TorpedoRerollsAtScreens bool
	// ScreenersKeepCEF lets screening fighters that add to the point defence
	// level keep their CEF. The default ruling (RULINGS B2.9, L) is that they
	// spend one.
	ScreenersKeepCEF bool
	// IgnoreOtherPD leaves ADS, grapeshot and K-1 out of the 2015 point
	// defence level. The default ruling (RULINGS B2.2, L) counts an ADS as 2
	// PDS dice (1 beyond 6 MU), grapeshot as 4 PDS dice and a K-1 as a B1 die.
	IgnoreOtherPD bool
	// PlasmaOneDie rolls a single to-hit die for a plasma bolt against every
	// ship in its blast. The default ruling (RULINGS B2.10, L) rolls for each
	// ship separately.
	PlasmaOneDie bool
	// SAPOrdnance makes torpedo-fighter and missile damage semi-armour
	// piercing, as in Continuum: half of each hit (rounded up) to armour, the
	// rest past it. The default (RULINGS B1, Cross Dimensions) puts it on
	// armour first like any other damage.
	SAPOrdnance bool
	// NonPenetratingRerolls makes the re-roll damage of classic fighter
	// attacks land on armour. The default (RULINGS A1) is that it penetrates.
	NonPenetratingRerolls bool
	// ReusableScatterguns keeps scatterguns after they fire. The default
	// reading is that a scattergun is one-shot, as in the classic rules.
	ReusableScatterguns bool
	// TorpedoDamageRoll rolls a separate 1D6 for the damage of each classic
	// torpedo-fighter hit. The default (RULINGS A6, Continuum: a torpedo hits
	// on 4+ and its damage is the die) makes the die that hits the damage: 4,
	// 5 or 6 points, less the advanced screen level. The 2015 procedure
	// always rolls 1D6 per hit, as its text says.
	TorpedoDamageRoll bool
	// DeclaredAssists keeps the fighter assistance the strike declares
	// whatever the point defence level. The default has the attacker
	// re-plan assistance once the level is rolled, as the 2015 text's third
	// worked example does, picking the plan of greatest expected damage
	// (docs/rulings/fullthrust.md).
	DeclaredAssists bool
}
