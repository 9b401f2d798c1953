package spacefleet

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// HalfPoints counts hull points in halves, since two shields or one mine
// pattern fill half a hull point (space-fleet.txt, "Ship design"): 15 is 7.5
// hull points. The zero value is no points.
type HalfPoints int

// Float returns the number of hull points.
func (h HalfPoints) Float() float64 { return float64(h) / 2 }

// String prints the points as "7" or "16.5".
func (h HalfPoints) String() string {
	if h%2 == 0 {
		return strconv.Itoa(int(h) / 2)
	}
	return strconv.FormatFloat(h.Float(), 'f', 1, 64)
}

// MarshalJSON writes the points as a JSON number such as 16.5.
func (h HalfPoints) MarshalJSON() ([]byte, error) { return []byte(h.String()), nil }

// Warhead is the kind of warhead of a long-range missile salvo
// (space-fleet.txt, "Long range missile salvoes"). The zero value is
// Contact.
type Warhead uint8

const (
	// Contact is the contact or proximity explosive warhead: the salvo
	// attacks like a short-range missile when it enters a hex holding an
	// enemy ship.
	Contact Warhead = iota
	// DirectedEnergy is the directed-energy warhead: the salvo attacks like
	// a beam battery firing 1d6 shots, at double the measured range.
	DirectedEnergy
)

// String returns "contact" or "directed-energy".
func (w Warhead) String() string {
	if w == DirectedEnergy {
		return "directed-energy"
	}
	return "contact"
}

// MarshalText writes [Warhead.String].
func (w Warhead) MarshalText() ([]byte, error) { return []byte(w.String()), nil }

// UnmarshalText reads "contact" (or "explosive") or "directed-energy" (or
// "energy").
func (w *Warhead) UnmarshalText(b []byte) error {
	switch strings.ToLower(strings.TrimSpace(string(b))) {
	case "contact", "explosive", "proximity":
		*w = Contact
	case "directed-energy", "directed energy", "energy", "de":
		*w = DirectedEnergy
	default:
		return fmt.Errorf("spacefleet: unknown warhead %q (want contact or directed-energy)", b)
	}
	return nil
}

// Design is a ship design (space-fleet.txt, "Ship design" and the
// additional rules): a hull class filled with speed, weapons, shields and
// equipment. The zero value is a destroyer with nothing fitted, which is
// not a valid design.
type Design struct {
	Name    string `json:"name,omitempty"` // a label for people; not part of the rules
	Class   Class  `json:"class"`
	Speed   int    `json:"speed"`   // hexes per turn, 1 to the class's top speed
	Beams   int    `json:"beams"`   // beam shots, one hull point each
	Shields int    `json:"shields"` // two to a hull point

	// SRM is the number of short-range missile launchers, each replacing a
	// beam shot; SRMAmmo the salvoes each carries, 2 to 4.
	SRM     int `json:"srm,omitempty"`
	SRMAmmo int `json:"srm_ammo,omitempty"`
	// LRM is the number of long-range missile launchers, each replacing a
	// beam shot; LRMAmmo the salvoes each carries, 1 or 2; Warhead their
	// warhead.
	LRM     int     `json:"lrm,omitempty"`
	LRMAmmo int     `json:"lrm_ammo,omitempty"`
	Warhead Warhead `json:"warhead,omitempty"`
	// Plasma is the number of plasma cannon, one hull point each, firing
	// through the fixed 60-degree arc PlasmaArc: the hex side it is centred
	// on, counted clockwise from dead ahead (0 forward, 1 forward starboard,
	// 2 aft starboard, 4 aft port, 5 forward port; never 3, the rear).
	Plasma    int `json:"plasma,omitempty"`
	PlasmaArc int `json:"plasma_arc,omitempty"`

	Regenerator bool `json:"regenerator,omitempty"` // a shield regenerator, one hull point; not on destroyers and light cruisers
	Armour      bool `json:"armour,omitempty"`      // advanced armour and damage control, a quarter of the hull
	EW          bool `json:"ew,omitempty"`          // an EW suite, one hull point
	Mines       int  `json:"mines,omitempty"`       // mine patterns carried, half a hull point each
}

// StandardDesign returns the standard ship of a class, as in the "Ship
// Types" table.
func StandardDesign(c Class) Design {
	st := c.Standard()
	return Design{Class: c, Speed: st.Speed, Beams: st.Shots, Shields: st.Shields}
}

// Shots returns the ship's weapon mounts: beams, missile launchers and
// plasma cannon, which the class's "max shots" limits.
func (d Design) Shots() int { return d.Beams + d.SRM + d.LRM + d.Plasma }

// SpeedPoints returns the half points the design's speed costs: a hull point
// per hex of speed, except that a dreadnought pays two for its second and a
// battleship two for its third.
func (d Design) SpeedPoints() HalfPoints {
	p := 0
	for i := 1; i <= d.Speed; i++ {
		switch {
		case d.Class == Dreadnought && i == 2, d.Class == Battleship && i == 3:
			p += 4
		default:
			p += 2
		}
	}
	return HalfPoints(p)
}

// payloadWithoutArmour returns the half points of everything but speed and
// armour.
func (d Design) payloadWithoutArmour() HalfPoints {
	p := 2*d.Shots() + d.Shields + d.Mines
	if d.Regenerator {
		p += 2
	}
	if d.EW {
		p += 2
	}
	return HalfPoints(p)
}

// ArmourPoints returns the half points advanced armour takes: a quarter of
// the whole hull, rounded to the nearest half point with an exact tie
// rounding up (RULINGS D2#17; a hull of 6.5 gives 1.5, one of 12.5 gives
// 3), or 0 without armour. Since the armour is part of the hull it
// measures, the hull is the smallest that holds the rest of the design and
// its armour.
func (d Design) ArmourPoints() HalfPoints {
	if !d.Armour {
		return 0
	}
	rest := d.SpeedPoints() + d.payloadWithoutArmour()
	for h := rest; ; h++ {
		a := (h + 2) / 4 // a quarter of h half points, to the nearest, ties up
		if h-a >= rest {
			return h - rest
		}
	}
}

// Hull returns the hull points the design uses, in half points.
func (d Design) Hull() HalfPoints {
	return d.SpeedPoints() + d.payloadWithoutArmour() + d.ArmourPoints()
}

// Payload returns the half points spent on anything but speed, the payload
// of the campaign cost (RULINGS D2#19; docs/rulings/spacefleet.md counts
// equipment as payload).
func (d Design) Payload() HalfPoints { return d.Hull() - d.SpeedPoints() }

// Capacity returns the damage points the ship can take before it is
// destroyed (RULINGS D2#13: it is destroyed when its points exceed this): 4
// under the core rules; half the hull points, rounded down, with the damage
// capacity rule; with advanced armour two thirds of the hull, rounded down,
// when that is more.
func (d Design) Capacity(o Options) int {
	c := 4
	if o.DamageCapacity {
		c = int(d.Hull()) / 4
	}
	if d.Armour && o.Armour {
		c = max(c, int(d.Hull())/3)
	}
	return c
}

// Profile returns the design's speed, shots and shields as "5-1-2", the
// notation of the text's design examples.
func (d Design) Profile() string { return fmt.Sprintf("%d-%d-%d", d.Speed, d.Shots(), d.Shields) }

// String describes the design, such as "destroyer 5-1-2".
func (d Design) String() string {
	s := d.Class.String() + " " + d.Profile()
	if d.Name != "" {
		s = d.Name + " (" + s + ")"
	}
	return s
}

// DesignError is one limit a design breaks. Field names the design field
// at fault, as in JSON and scenario files.
type DesignError struct {
	Field string
	Msg   string
}

// Error returns the message with the package prefix.
func (e *DesignError) Error() string { return "spacefleet: " + e.Msg }

// FieldName returns the field at fault, for scenario error positions.
func (e *DesignError) FieldName() string { return e.Field }

// Check returns every limit the design breaks (space-fleet.txt, "Ship
// design", and the limits of the additional rules), or nil for a valid
// design. It does not check that the game's options allow the equipment;
// see [Options.Allow].
func (d Design) Check() []*DesignError {
	var errs []*DesignError
	bad := func(field, format string, args ...any) {
		errs = append(errs, &DesignError{Field: field, Msg: fmt.Sprintf(format, args...)})
	}
	if !d.Class.Valid() {
		bad("class", "invalid class %d", d.Class)
		return errs
	}
	lim := d.Class.Limits()
	name := d.Class.String()
	for _, f := range []struct {
		field string
		v     int
	}{{"speed", d.Speed}, {"beams", d.Beams}, {"shields", d.Shields}, {"srm", d.SRM}, {"lrm", d.LRM}, {"plasma", d.Plasma}, {"mines", d.Mines}} {
		if f.v < 0 {
			bad(f.field, "%s is %d; it cannot be negative", f.field, f.v)
		}
	}
	if len(errs) > 0 {
		return errs
	}
	switch {
	case d.Speed < 1:
		bad("speed", "a ship needs a speed of at least 1")
	case d.Speed > lim.MaxSpeed:
		bad("speed", "speed %d is above the %s's top speed of %d", d.Speed, name, lim.MaxSpeed)
	}
	if lim.MaxShots > 0 && d.Shots() > lim.MaxShots {
		bad("beams", "%d shots (beams, launchers and plasma cannon) are more than a %s's %d", d.Shots(), name, lim.MaxShots)
	}
	if h := d.Hull(); int(h) < 2*lim.MinHull || int(h) > 2*lim.MaxHull {
		rng := fmt.Sprintf("%d to %d", lim.MinHull, lim.MaxHull)
		if lim.MinHull == lim.MaxHull {
			rng = strconv.Itoa(lim.MinHull)
		}
		bad("class", "the design uses %s hull points, but a %s hull holds %s", h, name, rng)
	}
	if d.SRM > 0 && (d.SRMAmmo < 2 || d.SRMAmmo > 4) {
		bad("srm_ammo", "short-range missile launchers carry 2 to 4 salvoes, not %d", d.SRMAmmo)
	}
	if d.LRM > 0 && (d.LRMAmmo < 1 || d.LRMAmmo > 2) {
		bad("lrm_ammo", "long-range missile launchers carry 1 or 2 salvoes, not %d", d.LRMAmmo)
	}
	if d.Plasma > 0 && (d.PlasmaArc < 0 || d.PlasmaArc > 5 || d.PlasmaArc == 3) {
		bad("plasma_arc", "plasma arc %d is not a hex side 0 to 5 other than the rear (3)", d.PlasmaArc)
	}
	if d.Regenerator && d.Class.small() {
		bad("regenerator", "a %s cannot fit a shield regenerator", name)
	}
	return errs
}

// Validate returns the design's first broken limit as an error, or nil;
// [Design.Check] lists them all.
func (d Design) Validate() error {
	errs := d.Check()
	if len(errs) == 0 {
		return nil
	}
	all := make([]error, len(errs))
	for i, e := range errs {
		all[i] = e
	}
	return errors.Join(all...)
}
