package jovian

import (
	"fmt"
	"strconv"
	"strings"
)

// Traits are the weapon traits the engine implements. The rule texts only
// name Macro and Missile; the trait catalogue of v1.2.x was not recovered
// (RULINGS C2), so the engine implements the traits the rulings describe
// and refuses any other name rather than guessing. The zero value is a
// weapon with no trait.
type Traits struct {
	// Macro is the weapon's Macro:X rating: X macro dice rolled with the
	// pool, less the target's Armor in the arc (RULINGS C1, C2); 0 to MaxDice.
	Macro int
	// Missile makes every attack a Missile Attack, which the target may
	// diminish with point defence (jovian-attacks, Missile Attack).
	Missile bool
	// Beam re-rolls the pool once when it reads [N] (Beam Projector,
	// RULINGS C1).
	Beam bool
	// Flex adds Flex:X flex dice to every attack of the weapon; 0 to
	// MaxDice.
	Flex int
}

// TraitNames lists the traits [ParseTraits] accepts, as written on cards.
var TraitNames = []string{"Macro:X", "Missile", "Beam", "Flex:X"}

// ParseTraits reads traits written as on a card, such as
// ["Macro:2", "Missile"]. Names ignore case; a trait may appear once.
func ParseTraits(items []string) (Traits, error) {
	var t Traits
	seen := map[string]bool{}
	for _, item := range items {
		name, arg, hasArg := strings.Cut(strings.TrimSpace(item), ":")
		key := strings.ToLower(strings.TrimSpace(name))
		if seen[key] {
			return Traits{}, fmt.Errorf("jovian: trait %q appears twice", name)
		}
		seen[key] = true
		num := func() (int, error) {
			if !hasArg {
				return 0, fmt.Errorf("jovian: trait %q needs a number, such as %s:1", item, name)
			}
			n, err := strconv.Atoi(strings.TrimSpace(arg))
			if err != nil || n < 1 || n > MaxDice {
				return 0, fmt.Errorf("jovian: trait %q: want a whole number from 1 to %d", item, MaxDice)
			}
			return n, nil
		}
		var err error
		switch key {
		case "macro":
			t.Macro, err = num()
		case "flex":
			t.Flex, err = num()
		case "missile", "beam":
			if hasArg {
				return Traits{}, fmt.Errorf("jovian: trait %q takes no number", item)
			}
			t.Missile = t.Missile || key == "missile"
			t.Beam = t.Beam || key == "beam"
		default:
			return Traits{}, fmt.Errorf("jovian: trait %q is not a trait Broadside knows; the trait catalogue of Jovian Wars was not recovered (docs/rulings/jovian.md), so only these are: %s", item, strings.Join(TraitNames, ", "))
		}
		if err != nil {
			return Traits{}, err
		}
	}
	return t, nil
}

// Strings returns the traits as a card writes them, such as
// ["Macro:2", "Missile"]; ParseTraits reads them back.
func (t Traits) Strings() []string {
	var s []string
	if t.Macro > 0 {
		s = append(s, fmt.Sprintf("Macro:%d", t.Macro))
	}
	if t.Flex > 0 {
		s = append(s, fmt.Sprintf("Flex:%d", t.Flex))
	}
	if t.Missile {
		s = append(s, "Missile")
	}
	if t.Beam {
		s = append(s, "Beam")
	}
	return s
}

// String joins [Traits.Strings] with commas, or returns "-".
func (t Traits) String() string {
	if s := t.Strings(); len(s) > 0 {
		return strings.Join(s, ", ")
	}
	return "-"
}

// validate checks the numeric traits' ranges.
func (t Traits) validate() error {
	if t.Macro < 0 || t.Macro > MaxDice || t.Flex < 0 || t.Flex > MaxDice {
		return fmt.Errorf("jovian: Macro and Flex must be 0 to %d", MaxDice)
	}
	return nil
}
