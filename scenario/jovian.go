package scenario

import (
	"cmp"
	"fmt"
	"io/fs"
	"maps"
	"math"
	"path"
	"slices"
	"strings"

	jovianagent "github.com/broadside/broadside/agent/jovian"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/jovian"
)

// Jovian Wars files. A card file lists ship and squadron cards:
//
//	cards:
//	  - name: Kestrel Frigate
//	    kind: capital          # or squadron
//	    base: 2                # base diameter, inches
//	    defense: 4             # a track of 4 boxes, or the boxes: [5, 3, 2, 1]
//	    sensors: 3
//	    thrusters: 4
//	    structure: 5
//	    fire_control: 2
//	    armor: {front: 1, sides: 0, aft: 0}
//	    systems: [Missile Rack]
//	    weapons:
//	      - {name: Railgun, ac: 3, as: 2, traits: ["Macro:1"]}
//	      - {name: Lances, ac: 5, as: 3, traits: [Missile], system: Missile Rack}
//
// A squadron gives models (default 1), defense, structure and optionally
// sensors (for its weapons' range); it has no armor or systems.
//
// An engagement file places two sides on the table. Its cards come from
// the card files it includes, named relative to it, and from its own cards
// list:
//
//	name: Skirmish off Io
//	rounds: 6
//	options: {catastrophic: roll}
//	include: [cards.yaml]
//	sides:
//	  - name: Jovian Confederation
//	    modifiers: [bonus]    # optional: attack modifiers for every attack of the side
//	    units:
//	      - {card: Kestrel Frigate, name: Kestrel 1, at: [0, 0], facing: 0}

// jovianCards is a card file.
type jovianCards struct {
	Cards []jovianCard `yaml:"cards"`
	built []*jovian.Card
}

// jovianCard is one card as written.
type jovianCard struct {
	Name        string         `yaml:"name"`
	Kind        string         `yaml:"kind"`
	Models      int            `yaml:"models"`
	Base        float64        `yaml:"base"`
	Defense     any            `yaml:"defense"`
	Sensors     any            `yaml:"sensors"`
	Thrusters   any            `yaml:"thrusters"`
	Structure   any            `yaml:"structure"`
	FireControl int            `yaml:"fire_control"`
	Armor       jovianArmor    `yaml:"armor"`
	Systems     []string       `yaml:"systems"`
	Weapons     []jovianWeapon `yaml:"weapons"`
}

type jovianArmor struct {
	Front int `yaml:"front"`
	Sides int `yaml:"sides"`
	Aft   int `yaml:"aft"`
}

type jovianWeapon struct {
	Name   string   `yaml:"name"`
	AC     int      `yaml:"ac"`
	AS     int      `yaml:"as"`
	Traits []string `yaml:"traits"`
	System string   `yaml:"system"`
}

// Validate builds every card, recording problems by path.
func (d *jovianCards) Validate(c *Check) {
	d.built = buildJovianCards(c, "$.cards", d.Cards)
}

// buildJovianCards converts written cards, reporting problems under at.
func buildJovianCards(c *Check, at string, cards []jovianCard) []*jovian.Card {
	var out []*jovian.Card
	seen := map[string]bool{}
	for i, jc := range cards {
		p := fmt.Sprintf("%s[%d]", at, i)
		card, ok := jc.build(c, p)
		if !ok {
			continue
		}
		if key := strings.ToLower(card.Name); seen[key] {
			c.Errorf(p+".name", "card %q is defined twice", card.Name)
			continue
		} else {
			seen[key] = true
		}
		out = append(out, card)
	}
	return out
}

// build converts one card; it reports false after recording a problem.
func (jc *jovianCard) build(c *Check, p string) (*jovian.Card, bool) {
	card := &jovian.Card{
		Name: jc.Name, Models: max(jc.Models, 1), Base: jc.Base, FireControl: jc.FireControl,
		Armor:   jovian.Armor{Front: jc.Armor.Front, Sides: jc.Armor.Sides, Aft: jc.Armor.Aft},
		Systems: jc.Systems,
	}
	ok := true
	kind, err := jovian.ParseKind(strings.ToLower(cmp.Or(jc.Kind, "capital")))
	if err != nil {
		c.Errorf(p+".kind", "kind %q: want capital or squadron", jc.Kind)
		ok = false
	}
	card.Kind = kind
	tracks := []struct {
		field string
		value any
		dst   *jovian.Track
	}{
		{"defense", jc.Defense, &card.Defense},
		{"sensors", jc.Sensors, &card.Sensors},
		{"thrusters", jc.Thrusters, &card.Thrusters},
		{"structure", jc.Structure, &card.Structure},
	}
	for _, tr := range tracks {
		t, msg := jovianTrack(tr.value)
		if msg != "" {
			c.Errorf(p+"."+tr.field, "%s: %s", tr.field, msg)
			ok = false
		}
		*tr.dst = t
	}
	for i, w := range jc.Weapons {
		traits, err := jovian.ParseTraits(w.Traits)
		if err != nil {
			c.Errorf(fmt.Sprintf("%s.weapons[%d].traits", p, i), "%s", strings.TrimPrefix(err.Error(), "jovian: "))
			ok = false
		}
		card.Weapons = append(card.Weapons, jovian.Weapon{Name: w.Name, AC: w.AC, AS: w.AS, Traits: traits, System: w.System})
	}
	if !ok {
		return nil, false
	}
	if err := card.Validate(); err != nil {
		if fe, isField := err.(*jovian.FieldError); isField {
			c.Errorf(p+"."+fe.Field, "%s", fe.Msg)
		} else {
			c.Errorf(p, "%s", err)
		}
		return nil, false
	}
	return card, true
}

// jovianTrack reads a track written as a number of boxes or as the list
// of box values; a missing track has no box. It returns a message on a
// problem.
func jovianTrack(v any) (jovian.Track, string) {
	whole := func(x any) (int, bool) {
		switch n := x.(type) {
		case uint64:
			return int(min(n, 1000)), true
		case int64:
			return int(max(n, -1000)), true
		case int:
			return n, true
		case float64:
			if n == math.Trunc(n) && math.Abs(n) < 1000 {
				return int(n), true
			}
		}
		return 0, false
	}
	switch x := v.(type) {
	case nil:
		return jovian.Track{}, ""
	case []any:
		values := make([]int, len(x))
		for i, e := range x {
			n, ok := whole(e)
			if !ok {
				return jovian.Track{}, fmt.Sprintf("box %d is %v, not a whole number", i+1, e)
			}
			values[i] = n
		}
		t, err := jovian.TrackOf(values...)
		if err != nil {
			return jovian.Track{}, strings.TrimPrefix(err.Error(), "jovian: ")
		}
		return t, ""
	}
	n, ok := whole(v)
	if !ok || n < 0 || n > jovian.MaxBoxes {
		return jovian.Track{}, fmt.Sprintf("want 0 to %d boxes or a list of box values, got %v", jovian.MaxBoxes, v)
	}
	return jovian.NewTrack(n), ""
}

// DecodeJovianCards reads a Jovian Wars card file named name.
func DecodeJovianCards(name string, data []byte) ([]*jovian.Card, error) {
	var doc jovianCards
	if err := Decode(name, data, &doc); err != nil {
		return nil, err
	}
	return doc.built, nil
}

// jovianEngagement is an engagement file.
type jovianEngagement struct {
	Name    string            `yaml:"name"`
	Rounds  int               `yaml:"rounds"`
	Options map[string]string `yaml:"options"`
	Include []string          `yaml:"include"`
	Cards   []jovianCard      `yaml:"cards"`
	Sides   []jovianSide      `yaml:"sides"`

	included map[string]*jovian.Card // cards from the included files, by lower-case name
	result   *jovianagent.Engagement
}

type jovianSide struct {
	Name      string       `yaml:"name"`
	Modifiers []string     `yaml:"modifiers"`
	Units     []jovianUnit `yaml:"units"`
}

type jovianUnit struct {
	Card   string    `yaml:"card"`
	Name   string    `yaml:"name"`
	At     []float64 `yaml:"at"`
	Facing float64   `yaml:"facing"`
}

// Validate checks the engagement and builds it.
func (d *jovianEngagement) Validate(c *Check) {
	e := &jovianagent.Engagement{Name: d.Name, Rounds: cmp.Or(d.Rounds, 6)}
	if e.Rounds < 1 || e.Rounds > jovianagent.MaxRounds {
		c.Errorf("$.rounds", "rounds must be 1 to %d, got %d", jovianagent.MaxRounds, e.Rounds)
	}
	for _, name := range slices.Sorted(maps.Keys(d.Options)) {
		if err := e.Options.Set(name, d.Options[name]); err != nil {
			c.Errorf("$.options."+name, "%s", strings.TrimPrefix(err.Error(), "jovian: "))
		}
	}
	cards := maps.Clone(d.included)
	if cards == nil {
		cards = map[string]*jovian.Card{}
	}
	for _, card := range buildJovianCards(c, "$.cards", d.Cards) {
		cards[strings.ToLower(card.Name)] = card
	}
	if len(d.Sides) != 2 {
		c.Errorf("$.sides", "an engagement has two sides, got %d", len(d.Sides))
	}
	names := map[string]bool{}
	numbers := map[*jovian.Card]int{} // default names count each card's units
	for s, side := range d.Sides {
		sp := fmt.Sprintf("$.sides[%d]", s)
		if side.Name == "" {
			c.Errorf(sp, "every side needs a name")
		}
		if len(side.Units) == 0 {
			c.Errorf(sp, "side %q has no units", side.Name)
		}
		for i, text := range side.Modifiers {
			m, err := jovian.ParseModifier(text)
			if err != nil {
				c.Errorf(fmt.Sprintf("%s.modifiers[%d]", sp, i), "%s", strings.TrimPrefix(err.Error(), "jovian: "))
				continue
			}
			if s < 2 {
				e.Sides[s].Modifiers = append(e.Sides[s].Modifiers, m)
			}
		}
		for i, u := range side.Units {
			up := fmt.Sprintf("%s.units[%d]", sp, i)
			card := cards[strings.ToLower(u.Card)]
			if card == nil {
				c.Errorf(up+".card", "unknown card %q", u.Card)
				continue
			}
			if len(u.At) != 2 || math.IsNaN(u.At[0]+u.At[1]) || math.IsInf(u.At[0]+u.At[1], 0) {
				c.Errorf(up+".at", "at must be [x, y] in inches")
				continue
			}
			numbers[card]++
			name := cmp.Or(u.Name, fmt.Sprintf("%s %d", card.Name, numbers[card]))
			if names[name] {
				c.Errorf(up+".name", "two units are called %q", name)
			}
			names[name] = true
			if s < 2 {
				e.Sides[s].Name = side.Name
				e.Sides[s].Units = append(e.Sides[s].Units, jovian.NewUnit(name, card, geom.Vec{X: u.At[0], Y: u.At[1]}, u.Facing))
			}
		}
	}
	if c.OK() {
		if err := e.Validate(); err != nil {
			c.Errorf("$", "%s", strings.TrimPrefix(err.Error(), "jovian: "))
		}
	}
	d.result = e
}

// maxIncludes is the most card files an engagement file may include.
const maxIncludes = 16

// LoadJovianEngagement reads the engagement file name from fsys, with the
// card files it includes. Problems in a card file are reported in that
// file; unknown cards and other problems in the engagement file.
func LoadJovianEngagement(fsys fs.FS, name string) (*jovianagent.Engagement, error) {
	data, err := readFS(fsys, name)
	if err != nil {
		return nil, List{{File: name, Msg: firstLine(err.Error())}}
	}
	// The first pass reads the include list; the second checks the units
	// against every card.
	var first jovianEngagement
	first.included = map[string]*jovian.Card{}
	if err := Decode(name, data, &first); err != nil && len(first.Include) == 0 {
		return nil, err
	}
	if len(first.Include) > maxIncludes {
		return nil, List{{File: name, Msg: fmt.Sprintf("%d files included; at most %d", len(first.Include), maxIncludes)}}
	}
	doc := jovianEngagement{included: map[string]*jovian.Card{}}
	for _, inc := range first.Include {
		incName := path.Join(path.Dir(name), inc)
		incData, err := readFS(fsys, incName)
		if err != nil {
			return nil, List{{File: name, Msg: fmt.Sprintf("include %q: %s", inc, firstLine(err.Error()))}}
		}
		cards, err := DecodeJovianCards(incName, incData)
		if err != nil {
			return nil, err
		}
		for _, card := range cards {
			doc.included[strings.ToLower(card.Name)] = card
		}
	}
	if err := Decode(name, data, &doc); err != nil {
		return nil, err
	}
	return doc.result, nil
}
