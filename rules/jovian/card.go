package jovian

import (
	"fmt"
	"slices"
	"strings"
)

// Kind is the kind of model a card describes, which decides whether an
// attack uses a weapon's AC or AS rating and how damage is taken
// (jovian-attacks, Normal Attack, step 2). The zero value is Capital.
type Kind uint8

const (
	Capital  Kind = iota // a capital ship: ratings, Structure, Systems, Armor
	Squadron             // a squadron of exo-armor, fighters or drones
)

// String returns "capital" or "squadron".
func (k Kind) String() string {
	switch k {
	case Capital:
		return "capital"
	case Squadron:
		return "squadron"
	}
	return fmt.Sprintf("Kind(%d)", uint8(k))
}

// ParseKind reads "capital" or "squadron".
func ParseKind(text string) (Kind, error) {
	switch text {
	case "capital", "capital ship", "ship":
		return Capital, nil
	case "squadron":
		return Squadron, nil
	}
	return 0, fmt.Errorf("jovian: kind %q: want capital or squadron", text)
}

// MaxSystems is the most Systems a card may list.
const MaxSystems = 16

// Card is the printed profile of a model: what never changes during a game.
// Damage lives in a [Status]. Ratings are box tracks; Sensors and Thrusters
// matter for capital ships (a squadron's Sensors only set its weapons'
// range), and a squadron's Defense is never damaged. A Card must not be
// changed once play uses it; many [Unit] values share one Card.
type Card struct {
	Name   string
	Kind   Kind
	Models int     // models in a squadron, for display; 1 for a capital ship
	Base   float64 // base diameter on the table, in inches; greater than 0

	Defense   Track // point defence pool; Rating Damage by Values 1-2
	Sensors   Track // range of weapons; Rating Damage by Values 3-4
	Thrusters Track // Rating Damage by Values 5-6
	Structure Track // 0 cripples a capital ship and destroys a squadron

	FireControl int      // attacks per round, at least 0 (RULINGS C2)
	Armor       Armor    // negative macro dice against attacks through each arc
	Systems     []string // named Systems that critical hits may disable
	Weapons     []Weapon
}

// Armor is a capital ship's armour in each of its arcs: each point removes
// one macro die from attacks coming through that arc (RULINGS C2). The zero
// value is no armour.
type Armor struct {
	Front, Sides, Aft int
}

// In returns the armour in arc a.
func (a Armor) In(arc Arc) int {
	switch arc {
	case Front:
		return a.Front
	case Aft:
		return a.Aft
	}
	return a.Sides
}

// Weapon is one weapon mount on a card. Each fires at most once per round,
// for one Fire Control (RULINGS C2).
type Weapon struct {
	Name   string
	AC     int    // base pool against capital ships; 0 cannot attack them
	AS     int    // base pool against squadrons; 0 cannot attack them
	Traits Traits // Macro, Missile, Beam, Flex
	// System names the card System the weapon needs, or is empty. With
	// [SystemsDisable] the weapon cannot fire once that System is damaged.
	System string
}

// Rating returns the weapon's base pool against a target of kind k: AC
// against capital ships, AS against squadrons (jovian-attacks, Normal
// Attack, step 3).
func (w Weapon) Rating(k Kind) int {
	if k == Squadron {
		return w.AS
	}
	return w.AC
}

// FieldError is a problem with one field of a card, named as the card
// files name it, so that loaders can point at it.
type FieldError struct {
	Field string // such as "defense" or "weapons[1].ac"
	Msg   string
}

// Error returns the message with the package prefix.
func (e *FieldError) Error() string { return "jovian: " + e.Field + ": " + e.Msg }

// FieldName returns the field the problem concerns.
func (e *FieldError) FieldName() string { return e.Field }

// Validate reports the first problem with the card as a [*FieldError], or
// nil.
func (c *Card) Validate() error {
	bad := func(field, format string, args ...any) error {
		return &FieldError{Field: field, Msg: fmt.Sprintf(format, args...)}
	}
	switch {
	case c.Name == "":
		return bad("name", "every card needs a name")
	case c.Kind > Squadron:
		return bad("kind", "unknown kind %d", c.Kind)
	case !(c.Base > 0 && c.Base <= 24):
		return bad("base", "base diameter must be more than 0 and at most 24 inches, got %g", c.Base)
	case c.Models < 1 || c.Models > 99:
		return bad("models", "a card has 1 to 99 models, got %d", c.Models)
	case c.Kind == Capital && c.Models != 1:
		return bad("models", "a capital ship is one model, got %d", c.Models)
	case c.Structure.Boxes() == 0:
		return bad("structure", "every model needs at least one Structure box")
	case c.FireControl < 0 || c.FireControl > 99:
		return bad("fire_control", "Fire Control must be 0 to 99, got %d", c.FireControl)
	case c.Kind == Squadron && c.Armor != Armor{}:
		return bad("armor", "squadrons have no armour")
	case c.Armor.Front < 0 || c.Armor.Sides < 0 || c.Armor.Aft < 0 || max(c.Armor.Front, c.Armor.Sides, c.Armor.Aft) > MaxDice:
		return bad("armor", "armour must be 0 to %d in each arc", MaxDice)
	case len(c.Systems) > MaxSystems:
		return bad("systems", "at most %d Systems, got %d", MaxSystems, len(c.Systems))
	case c.Kind == Squadron && len(c.Systems) > 0:
		return bad("systems", "squadrons have no Systems")
	}
	for i, s := range c.Systems {
		if s == "" || c.SystemIndex(s) != i {
			return bad(fmt.Sprintf("systems[%d]", i), "System names must be distinct and not empty")
		}
	}
	for i, w := range c.Weapons {
		field := fmt.Sprintf("weapons[%d]", i)
		switch {
		case w.Name == "":
			return bad(field+".name", "every weapon needs a name")
		case w.AC < 0 || w.AC > MaxDice:
			return bad(field+".ac", "AC must be 0 to %d, got %d", MaxDice, w.AC)
		case w.AS < 0 || w.AS > MaxDice:
			return bad(field+".as", "AS must be 0 to %d, got %d", MaxDice, w.AS)
		case w.AC == 0 && w.AS == 0:
			return bad(field, "weapon %q has neither AC nor AS", w.Name)
		case w.System != "" && c.SystemIndex(w.System) < 0:
			return bad(field+".system", "System %q is not among the card's Systems", w.System)
		}
		if err := w.Traits.validate(); err != nil {
			return bad(field+".traits", "%s", err.Error())
		}
	}
	return nil
}

// SystemIndex returns the index of the named System, ignoring case, or -1.
func (c *Card) SystemIndex(name string) int {
	return slices.IndexFunc(c.Systems, func(s string) bool { return strings.EqualFold(s, name) })
}

// Fresh returns the status of the model undamaged, with full Fire Control.
func (c *Card) Fresh() Status {
	return Status{
		Ratings:     [3]Track{c.Defense, c.Sensors, c.Thrusters},
		Structure:   c.Structure,
		FireControl: c.FireControl,
	}
}
