package jovian

import (
	"fmt"
	"strconv"
	"strings"
)

// Inline describes an attack by numbers instead of cards: a one-weapon
// attacker and a one-model target, as "broadside jovian attack --pool" and
// the web app's attack page take them. The zero value is a one-die attack
// on a capital ship with no boxes, which Cards refuses.
type Inline struct {
	Pool        int  // the weapon's AC or AS against the target; the attacker's Defense for a point-defence attack
	Missile     bool // the weapon has the Missile trait
	Beam        bool // the weapon has the Beam trait (re-roll an [N])
	PointDefend bool // a Point Defense Attack with the attacker's Defense
	Kind        Kind // the target's kind
	// The target's ratings and Structure, 0 to MaxBoxes, and its Armor.
	Defense, Sensors, Thrusters, Structure, Armor int
	Systems                                       []string // the target's Systems (capital ships)
}

// Cards builds the attacker and the target. Sensors, Thrusters, Armor and
// Systems count only for a capital ship.
func (in Inline) Cards() (attacker, target *Card, err error) {
	attacker = &Card{Name: "attacker", Models: 1, Base: 1, Structure: NewTrack(1), FireControl: 1,
		Weapons: []Weapon{{Name: "weapon", AC: in.Pool, AS: in.Pool, Traits: Traits{Missile: in.Missile, Beam: in.Beam}}}}
	if in.PointDefend {
		attacker.Defense = NewTrack(in.Pool)
		attacker.Weapons = nil
	}
	target = &Card{Name: "target", Kind: in.Kind, Models: 1, Base: 1,
		Defense: NewTrack(in.Defense), Structure: NewTrack(in.Structure)}
	if in.Kind == Capital {
		target.Sensors, target.Thrusters = NewTrack(in.Sensors), NewTrack(in.Thrusters)
		target.Armor = Armor{Front: in.Armor, Sides: in.Armor, Aft: in.Armor}
		target.Systems = in.Systems
	}
	for _, c := range []*Card{attacker, target} {
		if err := c.Validate(); err != nil {
			return nil, nil, err
		}
	}
	return attacker, target, nil
}

// MarkBoxes marks boxes off the status st of card c: text such as
// "thrusters=3,structure=1". A capital ship left at 0 Structure is
// crippled; a squadron is destroyed.
func MarkBoxes(c *Card, st *Status, text string) error {
	for item := range strings.SplitSeq(text, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			continue
		}
		name, count, ok := strings.Cut(item, "=")
		n, err := strconv.Atoi(strings.TrimSpace(count))
		if !ok || err != nil || n < 0 {
			return fmt.Errorf("%q: want track=boxes, such as defense=1", item)
		}
		var t *Track
		if strings.EqualFold(strings.TrimSpace(name), "structure") {
			t = &st.Structure
		} else {
			r, err := ParseRating(strings.TrimSpace(name))
			if err != nil {
				return err
			}
			t = &st.Ratings[r]
		}
		for range n {
			if *t, ok = t.Mark(); !ok {
				return fmt.Errorf("%q: the track has fewer boxes", item)
			}
		}
	}
	if st.Structure.Value() == 0 {
		st.Crippled = c.Kind == Capital
		st.Destroyed = c.Kind == Squadron
	}
	return nil
}
