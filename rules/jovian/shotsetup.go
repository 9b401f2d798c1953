package jovian

import (
	"fmt"
	"strings"

	"github.com/broadside/broadside/rng"
)

// Setting up one attack as a command line or a form describes it: the
// cards found by name, the weapon by name, the statuses readied with boxes
// already marked, and the choices made by hand read from text. "broadside
// jovian attack" and the web app's attack page share these, so they read
// the same words the same way.

// FindCard returns the card of cards named name, ignoring case, or an
// error naming the cards there are.
func FindCard(cards []*Card, name string) (*Card, error) {
	names := make([]string, len(cards))
	for i, c := range cards {
		if strings.EqualFold(c.Name, strings.TrimSpace(name)) {
			return c, nil
		}
		names[i] = c.Name
	}
	return nil, fmt.Errorf("jovian: no card %q (cards: %s)", name, strings.Join(names, ", "))
}

// WeaponIndex returns the index of c's weapon named name, ignoring case;
// an empty name means the first weapon, index 0, as [Shot.Weapon] defaults.
func (c *Card) WeaponIndex(name string) (int, error) {
	if strings.TrimSpace(name) == "" {
		return 0, nil
	}
	for i, w := range c.Weapons {
		if strings.EqualFold(w.Name, strings.TrimSpace(name)) {
			return i, nil
		}
	}
	return 0, fmt.Errorf("jovian: %s has no weapon %q", c.Name, name)
}

// Ready gives the attacker and the target fresh statuses, then marks off
// the target's boxes that marked lists, such as "thrusters=3,structure=1"
// (see [MarkBoxes]; empty marks none). It needs s.Attacker and s.Target.
func (s *Shot) Ready(marked string) error {
	s.AttackerStatus = s.Attacker.Fresh()
	s.TargetStatus = s.Target.Fresh()
	return MarkBoxes(s.Target, &s.TargetStatus, marked)
}

// HandError is an error of [ParseHand], with the choice that does not
// read: "remove", "diminish", "values" or "crits".
type HandError struct {
	Choice string
	Err    error
}

func (e *HandError) Error() string { return e.Choice + ": " + e.Err.Error() }

// Unwrap returns the error of the choice.
func (e *HandError) Unwrap() error { return e.Err }

// ParseHand reads the choices made by hand, each as text that is empty to
// leave the choice to the engine's policy: remove is the flex dice the
// attacker removes and diminish the attack Values the defender lowers, one
// per step, both faces such as "5,1"; values is the results a missile
// applies after point defence, such as "[D1,T5]" (see [ParseHits]); crits
// is the critical-hit choices in order, separated by commas, such as
// "sensors,system:Hangar" (see [ParseCrit]). An error is a *HandError.
func ParseHand(remove, diminish, values, crits string) (Hand, error) {
	var h Hand
	faces := func(choice, text string) ([]int, error) {
		if strings.TrimSpace(text) == "" {
			return nil, nil
		}
		f, err := rng.ParseDice(text)
		if err != nil {
			return nil, &HandError{Choice: choice, Err: err}
		}
		return f, nil
	}
	var err error
	if h.Remove, err = faces("remove", remove); err != nil {
		return Hand{}, err
	}
	if h.Diminish, err = faces("diminish", diminish); err != nil {
		return Hand{}, err
	}
	if strings.TrimSpace(values) != "" {
		v, err := ParseHits(values)
		if err != nil {
			return Hand{}, &HandError{Choice: "values", Err: err}
		}
		h.Values = &v
	}
	for item := range strings.SplitSeq(crits, ",") {
		if strings.TrimSpace(item) == "" {
			continue
		}
		c, err := ParseCrit(item)
		if err != nil {
			return Hand{}, &HandError{Choice: "crits", Err: err}
		}
		h.Crits = append(h.Crits, c)
	}
	return h, nil
}
