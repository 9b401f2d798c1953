package jovian

import (
	"fmt"
	"slices"
	"strings"
)

// Options switches between readings of the Jovian Wars rules where the rule
// texts are silent or lost (RULINGS.md Part C) and between the automatic
// choices the engine makes for the players. The zero value is the project's
// default for every option: the ruling RULINGS.md proposes, or the documented
// policy. docs/rulings/jovian.md explains each option and its alternatives.
// Options is a plain value, safe to copy and to share between goroutines.
type Options struct {
	// SquadronQ is what a [Q+] does to a squadron (jovian-damage: squadron
	// damage; RULINGS C3).
	SquadronQ SquadronQ
	// RatingOverflow is what a [D] does when Defense, Sensors and Thrusters
	// are all 0 (jovian-damage: Rating Damage; RULINGS C3).
	RatingOverflow RatingOverflow
	// Criticals is how a critical hit is resolved (jovian-damage: Critical
	// Hits; RULINGS C3 and C5.3).
	Criticals Criticals
	// CritPolicy is the attacker's automatic choice among the critical-hit
	// options when no choice is given by hand.
	CritPolicy CritPolicy
	// Catastrophic is the Catastrophic Damage Table (jovian-damage:
	// Structure Damage; RULINGS C3).
	Catastrophic Catastrophic
	// NegativeFlex is how a negative number of flex dice is rolled
	// (RULINGS C1).
	NegativeFlex NegativeFlex
	// FlexTies is how the automatic flex-dice removal breaks ties between
	// results of equal strength (RULINGS C1).
	FlexTies FlexTies
	// Systems is what a damaged System does to the weapons that depend on it
	// (RULINGS C3, Systems damage).
	Systems Systems
	// DefencePolicy is the defender's automatic placement of its point
	// defence's diminishing steps (jovian-attacks, Missile Attack).
	DefencePolicy DefencePolicy
}

// SquadronQ is the damage a [Q+] result does to a squadron. The zero value
// is QThree.
type SquadronQ uint8

const (
	QThree    SquadronQ = iota // a [Q+] marks 3 Structure boxes (v1.2.4 wording; the default)
	QDestroys                  // a [Q+] destroys the squadron outright (v1.2.1 and v1.2.2)
)

// RatingOverflow is what a [D] does to a capital ship whose Defense, Sensors
// and Thrusters are all 0. The zero value is OverflowStructure.
type RatingOverflow uint8

const (
	OverflowStructure RatingOverflow = iota // it becomes 1 Structure Damage (the default)
	OverflowTriple                          // it escalates to a [T] of the same Value (the 2017 beta)
)

// Criticals selects how a critical hit is resolved. The zero value is
// CritChoice.
type Criticals uint8

const (
	// CritChoice: the attacker picks 1 Rating Damage to a rating above 0 or
	// disables an undamaged System; when neither is possible the hit becomes
	// 1 Structure Damage (RULINGS C3 house default).
	CritChoice Criticals = iota
	// CritByValue: the hit damages the rating the set's Value names, as a
	// [D] of that Value would, a reconstruction of v1.2.1's table keyed by
	// the Value; Systems are never hit.
	CritByValue
)

// CritPolicy is the attacker's automatic choice among the critical-hit
// options under [CritChoice]. The zero value is CritRatings.
type CritPolicy uint8

const (
	// CritRatings damages the rating above 0 where the hit achieves the
	// most (it brings the rating to 0, else leaves the fewest boxes, else
	// removes the most rating points; Defense, Sensors, Thrusters on ties),
	// to bring more ratings to 0 before the Catastrophic Damage roll;
	// Systems only once every rating is 0.
	CritRatings CritPolicy = iota
	// CritSystems disables the first undamaged System on the card before
	// damaging ratings.
	CritSystems
)

// Catastrophic selects the Catastrophic Damage Table. The zero value is
// CatastrophicRoll.
type Catastrophic uint8

const (
	// CatastrophicRoll rolls 1 die plus 1 per rating at 0; any set destroys
	// the ship, otherwise it stays Crippled (RULINGS C3 house default).
	CatastrophicRoll Catastrophic = iota
	// CatastrophicDestroys destroys the ship at every roll.
	CatastrophicDestroys
	// CatastrophicNone never destroys: a ship at 0 Structure stays Crippled.
	CatastrophicNone
)

// NegativeFlex selects how a pool with fewer than zero flex dice is rolled.
// The zero value is NegativeFlexBase.
type NegativeFlex uint8

const (
	// NegativeFlexBase removes the dice from the base pool before rolling
	// (RULINGS C1 house ruling).
	NegativeFlexBase NegativeFlex = iota
	// NegativeFlexOpponent rolls the base pool and lets the opponent remove
	// the dice, choosing the worst result for the roller: the mirror image
	// of flex dice.
	NegativeFlexOpponent
)

// FlexTies is how the automatic flex removal breaks ties between results
// with as many [Q+], [T] and [D] sets. The zero value is FlexTiesDLow.
type FlexTies uint8

const (
	// FlexTiesDLow keeps the [D] sets with the lower Values first, then the
	// lower [T] Values, then the lower [Q+] Values: RULINGS C1's "lowest
	// Value for D results" (1-2 strike Defense). The default.
	FlexTiesDLow FlexTies = iota
	// FlexTiesLow keeps the lower Values compared from the strongest
	// magnitude down: [T1,D5] over [D1,T5] (the engine's earlier default).
	FlexTiesLow
	// FlexTiesHigh keeps the higher Values, strongest magnitude first.
	FlexTiesHigh
)

// Systems selects what a damaged System does to weapons that name it. The
// zero value is SystemsDisable.
type Systems uint8

const (
	SystemsDisable Systems = iota // a weapon whose System is damaged cannot fire (the default)
	SystemsIgnore                 // damaged Systems do not stop weapons
)

// option describes one named option for [Options.Set] and [Options.String].
type option struct {
	name   string
	values []string // by the option's numeric value; values[0] is the default
	doc    string
	get    func(Options) int
	set    func(*Options, int)
}

// options lists every option in the order [OptionNames] reports.
var options = []option{
	{"squadron-q", []string{"three", "destroys"}, "what a [Q+] does to a squadron",
		func(o Options) int { return int(o.SquadronQ) }, func(o *Options, v int) { o.SquadronQ = SquadronQ(v) }},
	{"rating-overflow", []string{"structure", "triple"}, "a [D] when every rating is 0",
		func(o Options) int { return int(o.RatingOverflow) }, func(o *Options, v int) { o.RatingOverflow = RatingOverflow(v) }},
	{"criticals", []string{"choice", "by-value"}, "how a critical hit is resolved",
		func(o Options) int { return int(o.Criticals) }, func(o *Options, v int) { o.Criticals = Criticals(v) }},
	{"crit-policy", []string{"ratings", "systems"}, "the attacker's automatic critical-hit choice",
		func(o Options) int { return int(o.CritPolicy) }, func(o *Options, v int) { o.CritPolicy = CritPolicy(v) }},
	{"catastrophic", []string{"roll", "destroys", "none"}, "the Catastrophic Damage Table",
		func(o Options) int { return int(o.Catastrophic) }, func(o *Options, v int) { o.Catastrophic = Catastrophic(v) }},
	{"negative-flex", []string{"base", "opponent"}, "how negative flex dice are rolled",
		func(o Options) int { return int(o.NegativeFlex) }, func(o *Options, v int) { o.NegativeFlex = NegativeFlex(v) }},
	{"flex-ties", []string{"d-low", "low", "high"}, "which Values the automatic flex removal keeps on ties",
		func(o Options) int { return int(o.FlexTies) }, func(o *Options, v int) { o.FlexTies = FlexTies(v) }},
	{"systems", []string{"disable", "ignore"}, "whether a damaged System stops its weapons",
		func(o Options) int { return int(o.Systems) }, func(o *Options, v int) { o.Systems = Systems(v) }},
	{"defence-policy", []string{"survival", "strongest"}, "the defender's automatic diminishing of a missile attack",
		func(o Options) int { return int(o.DefencePolicy) }, func(o *Options, v int) { o.DefencePolicy = DefencePolicy(v) }},
}

// OptionNames returns the name of every option, such as "catastrophic".
func OptionNames() []string {
	names := make([]string, len(options))
	for i, o := range options {
		names[i] = o.name
	}
	return names
}

// OptionHelp returns one line per option: its name, its values (the default
// first) and what it selects.
func OptionHelp() string {
	var b strings.Builder
	for _, o := range options {
		fmt.Fprintf(&b, "%s=%s: %s\n", o.name, strings.Join(o.values, "|"), o.doc)
	}
	return b.String()
}

// OptionInfo describes one option for listings such as the rules registry:
// its name, its values with the default first, what it selects, and whether
// the default is a house ruling (L in RULINGS.md).
type OptionInfo struct {
	Name   string   `json:"name"`
	Values []string `json:"values"`
	Help   string   `json:"help"`
	House  bool     `json:"house,omitempty"`
}

// houseOptions are the options whose default is a house ruling: C1's
// negative flex and flex-removal chooser, C3's critical hits, Catastrophic
// Damage Table and Systems (L), and C3's rating overflow (M/L).
var houseOptions = []string{"rating-overflow", "criticals", "catastrophic", "negative-flex", "flex-ties", "systems"}

// OptionList returns every option in the order [OptionNames] reports, as
// a fresh slice the caller may change.
func OptionList() []OptionInfo {
	out := make([]OptionInfo, len(options))
	for i, o := range options {
		out[i] = OptionInfo{Name: o.name, Values: slices.Clone(o.values), Help: o.doc, House: slices.Contains(houseOptions, o.name)}
	}
	return out
}

// Set sets the option called name to value, both as [Options.String]
// prints them, such as Set("catastrophic", "none").
func (o *Options) Set(name, value string) error {
	for _, opt := range options {
		if opt.name != name {
			continue
		}
		i := slices.Index(opt.values, value)
		if i < 0 {
			return fmt.Errorf("jovian: option %s=%q: want one of %s", name, value, strings.Join(opt.values, ", "))
		}
		opt.set(o, i)
		return nil
	}
	return fmt.Errorf("jovian: unknown option %q: want one of %s", name, strings.Join(OptionNames(), ", "))
}

// Parse sets options from text such as "catastrophic=none,squadron-q=destroys";
// an empty text changes nothing.
func (o *Options) Parse(text string) error {
	for item := range strings.SplitSeq(text, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			continue
		}
		name, value, ok := strings.Cut(item, "=")
		if !ok {
			return fmt.Errorf("jovian: option %q: want name=value", item)
		}
		if err := o.Set(strings.TrimSpace(name), strings.TrimSpace(value)); err != nil {
			return err
		}
	}
	return nil
}

// Values returns every option with its value, by name.
func (o Options) Values() map[string]string {
	m := make(map[string]string, len(options))
	for _, opt := range options {
		m[opt.name] = opt.value(o)
	}
	return m
}

// value names the option's current value, or its number when out of range.
func (opt option) value(o Options) string {
	v := opt.get(o)
	if v >= 0 && v < len(opt.values) {
		return opt.values[v]
	}
	return fmt.Sprintf("%d", v)
}

// String lists the options that differ from their defaults, as
// "name=value" separated by commas, or "defaults" when none does.
func (o Options) String() string {
	var parts []string
	for _, opt := range options {
		if opt.get(o) != 0 {
			parts = append(parts, opt.name+"="+opt.value(o))
		}
	}
	if len(parts) == 0 {
		return "defaults"
	}
	return strings.Join(parts, ",")
}

// Validate reports an option whose value is out of range.
func (o Options) Validate() error { return o.validate() }

// validate is [Options.Validate]. It compares the
// fields directly, since every resolution calls it.
func (o Options) validate() error {
	if o.SquadronQ > QDestroys || o.RatingOverflow > OverflowTriple || o.Criticals > CritByValue ||
		o.CritPolicy > CritSystems || o.Catastrophic > CatastrophicNone || o.NegativeFlex > NegativeFlexOpponent ||
		o.FlexTies > FlexTiesHigh || o.Systems > SystemsIgnore || o.DefencePolicy > DefenceStrongest {
		for _, opt := range options {
			if v := opt.get(o); v >= len(opt.values) {
				return fmt.Errorf("jovian: option %s has no value %d", opt.name, v)
			}
		}
	}
	return nil
}
