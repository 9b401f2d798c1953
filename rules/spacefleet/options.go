package spacefleet

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
)

// Options selects the additional rules in play and the readings of unclear
// rules (DESIGN.md, core idea 6). The zero value is the core game of
// space-fleet.txt with every reading at the ruling of RULINGS.md part D:
// no additional rule is in play. docs/rulings/spacefleet.md explains each
// field. Options is a plain value, safe to copy and share.
type Options struct {
	// Initiative is the movement order ("Movement"): ship by ship in
	// alternation, slowest first (the zero value), or squadron by squadron.
	Initiative Initiative `json:"initiative,omitempty"`
	// AlternateFirstMove swaps the first mover every turn instead of
	// rolling for it ("either roll for initiative or alternate first move").
	AlternateFirstMove bool `json:"alternate_first_move,omitempty"`
	// WinnerMovesFirst makes the winner of the initiative roll move first;
	// by default the winner moves second, which is always the better choice
	// (RULINGS D2#7).
	WinnerMovesFirst bool `json:"winner_moves_first,omitempty"`

	// The additional rules, each off by default.
	Regenerators   bool `json:"regenerators,omitempty"`    // shield regenerators
	DamageCapacity bool `json:"damage_capacity,omitempty"` // half the hull points as damage capacity
	Armour         bool `json:"armour,omitempty"`          // advanced armour and damage control
	Sensors        bool `json:"sensors,omitempty"`         // limited sensors: counters and dummies
	EW             bool `json:"ew,omitempty"`              // EW suites (needs Sensors)
	Mines          bool `json:"mines,omitempty"`           // minelayers and minefields
	SRM            bool `json:"srm,omitempty"`             // short-range missile salvoes
	LRM            bool `json:"lrm,omitempty"`             // long-range missile salvoes
	Plasma         bool `json:"plasma,omitempty"`          // plasma cannon

	// Readings: each true value selects the alternative a ruling rejected.

	// TwoIsMajor reads a modified damage roll of exactly 2 as major damage
	// rather than destruction (RULINGS D2#1).
	TwoIsMajor bool `json:"two_is_major,omitempty"`
	// NaturalSix lets a natural 6 hit even when modifiers push the score
	// needed above 6 (RULINGS D2#2 rejects it).
	NaturalSix bool `json:"natural_six,omitempty"`
	// PlasmaNearTarget applies the plasma penalty to shots at a target
	// adjacent to a ship firing plasma, rather than to shots by a ship
	// adjacent to it (RULINGS D2#4).
	PlasmaNearTarget bool `json:"plasma_near_target,omitempty"`
	// HalfSpeedRoundUp rounds half speed up rather than down (RULINGS
	// D2#14).
	HalfSpeedRoundUp bool `json:"half_speed_round_up,omitempty"`
	// HalfSpeedStacks makes the two half-speed effects cumulative: engine
	// damage not yet repaired halves again the speed of a ship already at
	// half speed from major damage (RULINGS D2#14 rules that they do not
	// stack).
	HalfSpeedStacks bool `json:"half_speed_stacks,omitempty"`
	// EWLostOnDamage loses an EW suite only to a damage-table result that
	// scores damage points, not to a minor result (RULINGS D2#22).
	EWLostOnDamage bool `json:"ew_lost_on_damage,omitempty"`
	// SRMHitsD4 makes a missile hit cause 1d4 hits instead of 1d6, as the
	// text suggests for toning missiles down.
	SRMHitsD4 bool `json:"srm_hits_d4,omitempty"`
	// AllRoundFire lets ships fire into their rear arc, the "simple change"
	// of the design philosophy.
	AllRoundFire bool `json:"all_round_fire,omitempty"`
	// NoWithdrawal keeps ships on the map: by default a ship may move off
	// an edge and leave the battle.
	NoWithdrawal bool `json:"no_withdrawal,omitempty"`
	// DummyMove is how far a dummy counter may move in a turn, in hexes; 0
	// means the default of 6.
	DummyMove int `json:"dummy_move,omitempty"`
	// AutoSweep makes every beam-armed ship with working weapons that
	// stays put in a minefield sweep it, as engines before sweeping became
	// a choice played it; by default sweeping is the owner's option
	// ("Mines": a ship "may sweep"), taken with a "sweep" move. Records
	// of rules version 1 were played that way and replay with it on (see
	// [Rules.NewAt]).
	AutoSweep bool `json:"auto_sweep,omitempty"`
	// LoneShips allows squadrons of a single ship in any fleet; by default
	// a squadron holds 2 to 6 ships ("Movement"), and only a side of one
	// ship fields it alone.
	LoneShips bool `json:"lone_ships,omitempty"`
}

// dummyMove returns the effective DummyMove.
func (o Options) dummyMove() int {
	if o.DummyMove <= 0 {
		return 6
	}
	return o.DummyMove
}

// Check returns an error if the options contradict each other.
func (o Options) Check() error {
	if o.Initiative > SquadronInitiative {
		return fmt.Errorf("spacefleet: invalid initiative %d", o.Initiative)
	}
	if o.EW && !o.Sensors {
		return fmt.Errorf("spacefleet: the ew rule needs the sensors rule")
	}
	if o.DummyMove < 0 {
		return fmt.Errorf("spacefleet: dummy_move %d is negative", o.DummyMove)
	}
	return nil
}

// Allow returns an error naming the first piece of equipment of the design
// whose additional rule is not in play.
func (o Options) Allow(d Design) error {
	need := []struct {
		used, on bool
		field    string
		rule     string
	}{
		{d.Regenerator, o.Regenerators, "regenerator", "regenerators"},
		{d.Armour, o.Armour, "armour", "armour"},
		{d.EW, o.EW, "ew", "ew"},
		{d.Mines > 0, o.Mines, "mines", "mines"},
		{d.SRM > 0, o.SRM, "srm", "srm"},
		{d.LRM > 0, o.LRM, "lrm", "lrm"},
		{d.Plasma > 0, o.Plasma, "plasma", "plasma"},
	}
	for _, n := range need {
		if n.used && !n.on {
			return &DesignError{Field: n.field, Msg: fmt.Sprintf("the design uses %s, but the %s rule is not in play", n.field, n.rule)}
		}
	}
	return nil
}

// Initiative is the movement-order system ("Movement"). The zero value is
// ShipInitiative.
type Initiative uint8

const (
	// ShipInitiative: the players alternate, each moving his slowest ship
	// not yet moved (RULINGS D2#7).
	ShipInitiative Initiative = iota
	// SquadronInitiative: each squadron adds a d6 to its initiative
	// level; the lowest scores move first (RULINGS D2#8).
	SquadronInitiative
)

// String returns "ship" or "squadron".
func (i Initiative) String() string {
	if i == SquadronInitiative {
		return "squadron"
	}
	return "ship"
}

// MarshalText writes [Initiative.String].
func (i Initiative) MarshalText() ([]byte, error) { return []byte(i.String()), nil }

// UnmarshalText reads "ship" or "squadron".
func (i *Initiative) UnmarshalText(b []byte) error {
	switch strings.ToLower(strings.TrimSpace(string(b))) {
	case "ship", "class", "":
		*i = ShipInitiative
	case "squadron":
		*i = SquadronInitiative
	default:
		return fmt.Errorf("spacefleet: unknown initiative %q (want ship or squadron)", b)
	}
	return nil
}

// ParseOptions reads options from their JSON form, the form a game record
// stores; empty input or null gives the zero Options. Unknown fields are
// errors.
func ParseOptions(data []byte) (Options, error) {
	var o Options
	s := strings.TrimSpace(string(data))
	if s == "" || s == "null" {
		return o, nil
	}
	dec := json.NewDecoder(strings.NewReader(s))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&o); err != nil {
		return Options{}, fmt.Errorf("spacefleet: options: %w", err)
	}
	return o, o.Check()
}

// OptionInfo describes one field of [Options] as a named option, for
// listings such as the rules registry: its JSON name, its values with the
// default first, what it selects, and whether the default is a house ruling
// (L in RULINGS.md).
type OptionInfo struct {
	Name   string   `json:"name"`
	Values []string `json:"values"`
	Help   string   `json:"help"`
	House  bool     `json:"house,omitempty"`
}

// OptionList returns every field of [Options] as an option, in the order
// of the fields, as a fresh slice. A switch takes "false" (the default) or
// "true"; dummy_move takes any whole number of hexes, 0 meaning the rule
// text's 6.
func OptionList() []OptionInfo {
	onOff := func(name, help string, house bool) OptionInfo {
		return OptionInfo{Name: name, Values: []string{"false", "true"}, Help: help, House: house}
	}
	return []OptionInfo{
		{Name: "initiative", Values: []string{"ship", "squadron"}, Help: "movement order: ship by ship, slowest first (RULINGS D2#7), or squadron initiative rolls (D2#8)"},
		onOff("alternate_first_move", "swap the first mover every turn instead of rolling for it", false),
		onOff("winner_moves_first", "the winner of the initiative roll moves first (RULINGS D2#7)", false),
		onOff("regenerators", "additional rule: shield regenerators", false),
		onOff("damage_capacity", "additional rule: half the hull points as damage capacity", false),
		onOff("armour", "additional rule: advanced armour and damage control", false),
		onOff("sensors", "additional rule: limited sensors, counters and dummies", false),
		onOff("ew", "additional rule: EW suites (needs sensors)", false),
		onOff("mines", "additional rule: minelayers and minefields", false),
		onOff("srm", "additional rule: short-range missile salvoes", false),
		onOff("lrm", "additional rule: long-range missile salvoes", false),
		onOff("plasma", "additional rule: plasma cannon", false),
		onOff("two_is_major", "a modified damage roll of 2 is major damage, not destruction (RULINGS D2#1)", false),
		onOff("natural_six", "a natural 6 hits whatever the score needed (RULINGS D2#2)", false),
		onOff("plasma_near_target", "the plasma penalty applies near the target, not the firer (RULINGS D2#4)", true),
		onOff("half_speed_round_up", "half speed rounds up (RULINGS D2#14)", true),
		onOff("half_speed_stacks", "the two half-speed effects are cumulative (RULINGS D2#14)", true),
		onOff("ew_lost_on_damage", "only a result that scores damage points destroys an EW suite (RULINGS D2#22)", true),
		onOff("srm_hits_d4", "a missile hit causes 1d4 hits instead of 1d6", false),
		onOff("all_round_fire", "ships may fire into their rear arc", false),
		onOff("no_withdrawal", "ships may not leave the battle over a map edge", false),
		{Name: "dummy_move", Values: []string{"0"}, Help: "how far a dummy counter may move in a turn, in hexes; 0 is the rule text's 6"},
		onOff("auto_sweep", "every beam-armed ship that stays put in a minefield sweeps it, rather than by the owner's choice", false),
		onOff("lone_ships", "squadrons of a single ship are allowed in any fleet", false),
	}
}

// Set sets the option named as in the JSON form of [Options] to a value
// written as [OptionList] lists it: "true" or "false", "ship" or
// "squadron", a whole number. It does not run [Options.Check], since some
// options need others set first; on an error o is unchanged.
func (o *Options) Set(name, value string) error {
	name, value = strings.TrimSpace(name), strings.TrimSpace(value)
	list := OptionList()
	i := slices.IndexFunc(list, func(op OptionInfo) bool { return op.Name == name })
	if i < 0 {
		names := make([]string, len(list))
		for j, op := range list {
			names[j] = op.Name
		}
		return fmt.Errorf("spacefleet: unknown option %q (options: %s)", name, strings.Join(names, ", "))
	}
	literal := value
	if !json.Valid([]byte(value)) {
		b, err := json.Marshal(value)
		if err != nil {
			return fmt.Errorf("spacefleet: option %s=%q: %w", name, value, err)
		}
		literal = string(b)
	}
	c := *o
	dec := json.NewDecoder(strings.NewReader(`{"` + name + `":` + literal + `}`))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&c); err != nil || literal == "null" || c.DummyMove < 0 {
		want := "one of " + strings.Join(list[i].Values, ", ")
		if name == "dummy_move" {
			want = "a whole number of hexes, 0 or more"
		}
		return fmt.Errorf("spacefleet: option %s=%q: want %s", name, value, want)
	}
	*o = c
	return nil
}
