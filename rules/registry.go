// Package rules is the registry of the rulesets Broadside implements: for
// each one its name, title and summary, the rule texts it implements, the
// documents of its rulings, its rules version and its options with their
// values, defaults and house rulings. Front ends list rulesets from here
// rather than naming each package.
//
// The registry is explicit: it has no init functions and no variables a
// caller can change. [All] and [Lookup] build fresh values on every call, so
// they are safe for concurrent use and a caller may change what they return.
package rules

import (
	"strings"

	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
	"github.com/broadside/broadside/rules/jovian"
	"github.com/broadside/broadside/rules/spacefleet"
)

// Ruleset describes one ruleset of the engine. The zero value describes
// nothing; rulesets come from [All] and [Lookup].
type Ruleset struct {
	// Name is the registry name and the ruleset package's name:
	// "fullthrust", "jovian" or "spacefleet".
	Name string `json:"name"`
	// Title is the game's name as people write it: "Full Thrust".
	Title string `json:"title"`
	// Summary is one paragraph on what the ruleset covers.
	Summary string `json:"summary"`
	// Texts are the file names of the rule texts it implements, in the
	// project's rules folder: "ft-new-point-defence.txt".
	Texts []string `json:"texts"`
	// Rulings are the paths, from the repository root, of the documents
	// that explain each reading of an unclear rule and the option that
	// switches it: "docs/rulings/jovian.md".
	Rulings []string `json:"rulings"`
	// Version is the rules version a game record carries, or "" when the
	// ruleset has none.
	Version string `json:"version,omitempty"`
	// Options are the rules choices, in the order the ruleset lists them.
	Options []Option `json:"options"`
}

// Option is one named rules choice of a ruleset.
type Option struct {
	// Name is how the ruleset's own parser names the option.
	Name string `json:"name"`
	// Group names the set of options the option belongs to, where a
	// ruleset has more than one ("strike" or "movement" for Full Thrust),
	// and is "" otherwise.
	Group string `json:"group,omitempty"`
	// Values are the values the option takes, the default first. An
	// option that takes any whole number lists only its default.
	Values []string `json:"values"`
	// Default is Values[0], the value of the ruleset's zero options.
	Default string `json:"default"`
	// Help says in one line what the option decides.
	Help string `json:"help"`
	// House is true when the default is a house ruling, marked L in
	// RULINGS.md, as the ruleset's option listing says.
	House bool `json:"house,omitempty"`
}

// The option groups of Full Thrust.
const (
	GroupStrike   = "strike"   // fullthrust.Options: damage, fighters and point defence
	GroupMovement = "movement" // manoeuvre.ManoeuvreOptions beyond the embedded Options
	GroupBattle   = "battle"   // the battle file's own choices (battle.Values): victory
)

// All returns every ruleset in a fixed order: fullthrust, jovian,
// spacefleet. The slice and everything in it are fresh.
func All() []Ruleset {
	return []Ruleset{fullThrust(), jovianWars(), spaceFleet()}
}

// Names returns the registry name of every ruleset, in the order of [All].
func Names() []string {
	all := All()
	names := make([]string, len(all))
	for i, r := range all {
		names[i] = r.Name
	}
	return names
}

// Lookup returns the ruleset of the registry name, ignoring case and
// surrounding spaces, and false when there is none.
func Lookup(name string) (Ruleset, bool) {
	name = strings.ToLower(strings.TrimSpace(name))
	for _, r := range All() {
		if r.Name == name {
			return r, true
		}
	}
	return Ruleset{}, false
}

// fullThrust describes rules/fullthrust.
func fullThrust() Ruleset {
	var opts []Option
	for _, v := range (fullthrust.Options{}).Values() {
		opts = append(opts, option(GroupStrike, v.Name, v.Values, v.Help, v.House))
	}
	for _, v := range (manoeuvre.ManoeuvreOptions{}).ManoeuvreValues() {
		opts = append(opts, option(GroupMovement, v.Name, v.Values, v.Help, v.House))
	}
	for _, v := range battle.Values() {
		opts = append(opts, option(GroupBattle, v.Name, v.Values, v.Help, v.House))
	}
	return Ruleset{
		Name:  "fullthrust",
		Title: "Full Thrust",
		Summary: "Ground Zero Games' starship combat game on an open table. The engine resolves " +
			"fighter and missile strikes against a ship's point defence, by the 2015 \"New Point " +
			"Defence\" test procedure or the classic one it replaces, with beams, screens, armour, " +
			"hull rows and threshold checks; it moves ships by cinematic orders, including every " +
			"advanced manoeuvre (Emergency Thrust, Hard About, Redlined Engines, Corkscrew, Roll, " +
			"Eclipsing, Short-Range Jump, FTL), or by Fleet Book 1 vector orders with the manoeuvres " +
			"that have a vector form, and fights whole duels and whole battles from battle " +
			"files: sealed written orders, movement, fighters, salvos, heavy missiles and plasma " +
			"bolts through point defence with ADFC cover, beam fire and thresholds.",
		Texts:   []string{"ft-new-point-defence.txt", "ft-advanced-manoeuvres.txt"},
		Rulings: []string{"docs/rulings/fullthrust.md", "docs/rulings/fullthrust-manoeuvres.md", "docs/rulings/fullthrust-battle.md"},
		Options: opts,
	}
}

// jovianWars describes rules/jovian.
func jovianWars() Ruleset {
	var opts []Option
	for _, o := range jovian.OptionList() {
		opts = append(opts, option("", o.Name, o.Values, o.Help, o.House))
	}
	return Ruleset{
		Name:  "jovian",
		Title: "Jovian Wars",
		Summary: "Dream Pod 9's fleet game around Jupiter, played with pools of six-sided dice " +
			"read as matching sets: a double, triple or quadruple of some face, or nothing. The " +
			"engine builds pools from base, flex and macro dice, resolves normal, missile and " +
			"point-defence attacks, applies the damage to squadrons and capital ships, computes " +
			"exact odds and fights whole engagements.",
		Texts:   []string{"jovian-attacks.txt", "jovian-damage.txt"},
		Rulings: []string{"docs/rulings/jovian.md"},
		Options: opts,
	}
}

// spaceFleet describes rules/spacefleet.
func spaceFleet() Ruleset {
	var opts []Option
	for _, o := range spacefleet.OptionList() {
		opts = append(opts, option("", o.Name, o.Values, o.Help, o.House))
	}
	return Ruleset{
		Name:  "spacefleet",
		Title: "Space Fleet",
		Summary: "A free hex-grid fleet game: ships of five hull classes move in alternation, " +
			"fire beams by class, and roll on a damage table against shields and hull. The engine " +
			"plays the complete game with every additional rule (regenerators, armour, sensors " +
			"and dummies, EW, mines, missiles, plasma, terrain), ship design and campaign costs, " +
			"and records every battle for replay.",
		Texts:   []string{"space-fleet.txt"},
		Rulings: []string{"docs/rulings/spacefleet.md"},
		Version: spacefleet.RulesVersion,
		Options: opts,
	}
}

// option builds an Option from a ruleset's listing, copying the values so
// that no caller shares a ruleset's own tables.
func option(group, name string, values []string, help string, house bool) Option {
	vs := append([]string(nil), values...)
	return Option{Name: name, Group: group, Values: vs, Default: vs[0], Help: help, House: house}
}
