package jovian

import (
	"fmt"
	"strings"
)

// CritKind is what a critical hit does under [CritChoice]. The zero value
// is CritRating.
type CritKind uint8

const (
	CritRating    CritKind = iota // 1 Rating Damage to a rating above 0
	CritSystem                    // disable an undamaged System
	CritStructure                 // 1 Structure Damage, only when neither of the others is possible
)

// Crit is the attacker's choice for one critical hit (jovian-damage:
// Critical Hits). The option list of the rule text was lost; RULINGS C3's
// house default offers 1 Rating Damage to any rating above 0 or disabling
// one undamaged System, and when neither can be chosen the hit becomes 1
// Structure Damage. The zero value is Rating Damage to Defense.
type Crit struct {
	Kind   CritKind
	Rating Rating // for CritRating
	System string // for CritSystem: the System's name on the card
}

// ParseCrit reads a critical-hit choice: "defense", "sensors",
// "thrusters", "structure" or "system:NAME" (names ignore case).
func ParseCrit(text string) (Crit, error) {
	t := strings.TrimSpace(text)
	if name, ok := strings.CutPrefix(strings.ToLower(t), "system:"); ok && name != "" {
		return Crit{Kind: CritSystem, System: strings.TrimSpace(t[len("system:"):])}, nil
	}
	if strings.EqualFold(t, "structure") {
		return Crit{Kind: CritStructure}, nil
	}
	r, err := ParseRating(t)
	if err != nil {
		return Crit{}, fmt.Errorf("jovian: critical hit %q: want defense, sensors, thrusters, structure or system:NAME", text)
	}
	return Crit{Kind: CritRating, Rating: r}, nil
}

// String prints the choice as ParseCrit reads it.
func (c Crit) String() string {
	switch c.Kind {
	case CritSystem:
		return "system:" + c.System
	case CritStructure:
		return "structure"
	}
	return strings.ToLower(c.Rating.String())
}

// critical resolves one critical hit of a set with the given Value.
func (d *damager) critical(value int) error {
	d.critsLeft--
	if d.opt.Criticals == CritByValue {
		if d.log.on() {
			d.log.addf("critical hit: Rating Damage by the Value %d (option criticals=by-value)", value)
		}
		return d.ratingDamage(value, false)
	}
	var pick Crit
	if d.used < len(d.crits) {
		pick = d.crits[d.used]
		d.used++
		if err := d.legal(pick); err != nil {
			return err
		}
	} else {
		pick = d.policy()
	}
	switch pick.Kind {
	case CritRating:
		if d.log.on() {
			d.log.addf("critical hit: the attacker damages %s", pick.Rating)
		}
		d.markRating(pick.Rating)
	case CritSystem:
		d.st.Damaged |= 1 << d.card.SystemIndex(pick.System)
		if d.log.on() {
			d.log.addf("critical hit: the attacker disables the %s", pick.System)
		}
	default:
		if d.log.on() {
			d.log.addf("critical hit: no rating above 0 and no undamaged System, so 1 more Structure Damage")
		}
		d.structure()
	}
	return nil
}

// legal checks a critical-hit choice given by hand.
func (d *damager) legal(c Crit) error {
	switch c.Kind {
	case CritRating:
		if c.Rating > Thrusters || d.st.rating(c.Rating) == 0 {
			return fmt.Errorf("jovian: critical hit on %s: it is already 0", c.Rating)
		}
	case CritSystem:
		i := d.card.SystemIndex(c.System)
		if i < 0 {
			return fmt.Errorf("jovian: critical hit on System %q: %s has no such System", c.System, d.card.Name)
		}
		if d.st.damaged(i) {
			return fmt.Errorf("jovian: critical hit on System %q: it is already damaged", c.System)
		}
	case CritStructure:
		if p := d.policy(); p.Kind != CritStructure {
			return fmt.Errorf("jovian: critical hit as Structure Damage: only when no rating is above 0 and no System is undamaged (%s is possible)", p)
		}
	default:
		return fmt.Errorf("jovian: critical hit of kind %d", c.Kind)
	}
	return nil
}

// policy returns the attacker's automatic choice (see [CritPolicy]).
func (d *damager) policy() Crit {
	// This hit and the critical hits still to come in the attack are
	// planned together (aim.go); this one takes the first place of the plan.
	var g aimGroups
	for range 1 + ratingCrits(d.card, &d.st, d.opt, d.critsLeft) {
		g.add(1)
	}
	rating := aim(&d.st.Ratings, &g)[0]
	okRating := rating != noRating
	system := -1
	for i := range d.card.Systems {
		if !d.st.damaged(i) {
			system = i
			break
		}
	}
	switch {
	case system >= 0 && (d.opt.CritPolicy == CritSystems || !okRating):
		return Crit{Kind: CritSystem, System: d.card.Systems[system]}
	case okRating:
		return Crit{Kind: CritRating, Rating: rating}
	}
	return Crit{Kind: CritStructure}
}
