package spacefleet

import (
	"fmt"
	"strings"
)

// Class is a ship's hull class (space-fleet.txt, "Ship Types" and "Ship
// design"). The constants run from the smallest hull to the largest, which
// is also the order in which classes fire ("Firing": smallest first). The
// zero value is Destroyer.
type Class uint8

// The five hull classes, smallest first.
const (
	Destroyer    Class = iota // DD
	LightCruiser              // LC
	HeavyCruiser              // HC
	Battleship                // BB
	Dreadnought               // DN
	numClasses
)

// Classes lists the hull classes in firing order.
var Classes = [numClasses]Class{Destroyer, LightCruiser, HeavyCruiser, Battleship, Dreadnought}

var classNames = [numClasses]string{"destroyer", "light cruiser", "heavy cruiser", "battleship", "dreadnought"}
var classAbbrevs = [numClasses]string{"DD", "LC", "HC", "BB", "DN"}

// String returns the class's name in lower case, such as "heavy cruiser".
func (c Class) String() string {
	if c >= numClasses {
		return fmt.Sprintf("class(%d)", uint8(c))
	}
	return classNames[c]
}

// Abbrev returns the class's two-letter abbreviation, such as "HC".
func (c Class) Abbrev() string {
	if c >= numClasses {
		return "??"
	}
	return classAbbrevs[c]
}

// Valid reports whether c is one of the five classes.
func (c Class) Valid() bool { return c < numClasses }

// ParseClass reads a class by name ("heavy cruiser", "heavy-cruiser",
// "heavy_cruiser") or abbreviation ("HC"), ignoring case.
func ParseClass(text string) (Class, error) {
	t := strings.ToLower(strings.TrimSpace(text))
	t = strings.NewReplacer("-", " ", "_", " ").Replace(t)
	t = strings.Join(strings.Fields(t), " ")
	for c := range numClasses {
		if t == classNames[c] || t == strings.ToLower(classAbbrevs[c]) || t == strings.ReplaceAll(classNames[c], " ", "") {
			return c, nil
		}
	}
	return 0, fmt.Errorf("spacefleet: unknown class %q (want destroyer, light cruiser, heavy cruiser, battleship or dreadnought)", text)
}

// MarshalText writes the class's name with a hyphen for the space, such as
// "heavy-cruiser", the form scenario files use.
func (c Class) MarshalText() ([]byte, error) {
	if !c.Valid() {
		return nil, fmt.Errorf("spacefleet: invalid class %d", uint8(c))
	}
	return []byte(strings.ReplaceAll(classNames[c], " ", "-")), nil
}

// UnmarshalText reads a class with [ParseClass].
func (c *Class) UnmarshalText(b []byte) error {
	v, err := ParseClass(string(b))
	if err != nil {
		return err
	}
	*c = v
	return nil
}

// Standard is the profile of a class's standard ship (space-fleet.txt,
// "Ship Types" table): shields, speed in hexes per turn and beam shots.
type Standard struct {
	Shields, Speed, Shots int
}

// standards is the "Ship Types" table, by class.
var standards = [numClasses]Standard{
	Destroyer:    {Shields: 2, Speed: 5, Shots: 1},
	LightCruiser: {Shields: 4, Speed: 4, Shots: 2},
	HeavyCruiser: {Shields: 6, Speed: 3, Shots: 3},
	Battleship:   {Shields: 10, Speed: 2, Shots: 5},
	Dreadnought:  {Shields: 15, Speed: 1, Shots: 8},
}

// Standard returns the class's standard profile.
func (c Class) Standard() Standard { return standards[c%numClasses] }

// Limits are the design constraints of a class (space-fleet.txt, "Ship
// design" table): the range of hull points, the top speed and the most shots
// (0 for no limit, as for the dreadnought).
type Limits struct {
	MinHull, MaxHull int
	MaxSpeed         int
	MaxShots         int
}

// limits is the "Ship design" table, by class.
var limits = [numClasses]Limits{
	Destroyer:    {MinHull: 6, MaxHull: 7, MaxSpeed: 5, MaxShots: 3},
	LightCruiser: {MinHull: 8, MaxHull: 8, MaxSpeed: 5, MaxShots: 4},
	HeavyCruiser: {MinHull: 9, MaxHull: 10, MaxSpeed: 4, MaxShots: 5},
	Battleship:   {MinHull: 11, MaxHull: 13, MaxSpeed: 3, MaxShots: 8},
	Dreadnought:  {MinHull: 14, MaxHull: 20, MaxSpeed: 2, MaxShots: 0},
}

// Limits returns the class's design constraints.
func (c Class) Limits() Limits { return limits[c%numClasses] }

// damageModifier is the class's modifier to the damage-table die
// (space-fleet.txt, "Effect of hits"): −2 destroyer, −1 light cruiser, +1
// battleship, +2 dreadnought.
var damageModifier = [numClasses]int{Destroyer: -2, LightCruiser: -1, Battleship: 1, Dreadnought: 2}

// DamageModifier returns the class's modifier to the damage-table die.
func (c Class) DamageModifier() int { return damageModifier[c%numClasses] }

// small reports whether the class is a destroyer or light cruiser: the
// classes that cannot fire at long range, that missiles find harder to hit
// and that cannot fit shield regenerators.
func (c Class) small() bool { return c == Destroyer || c == LightCruiser }
