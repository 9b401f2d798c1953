package manoeuvre

import (
	"fmt"
	"strings"

	"github.com/broadside/broadside/rules/fullthrust"
)

// CheckTiming says when the main-drive threshold check of a Hard About,
// Redlined Engines or Extreme Manoeuvres is rolled: the two options each of
// those sections of ft-advanced-manoeuvres.txt offers. The zero value is
// Option 1.
type CheckTiming uint8

// The check timings.
const (
	// AtEndOfTurn is Option 1: the check is rolled at the end of the turn,
	// after damage control, so a drive it damages cannot be repaired before
	// the next movement; the manoeuvre happens whatever the die says.
	AtEndOfTurn CheckTiming = iota
	// BeforeMoving is Option 2: the check is rolled in the movement phase
	// just before the ship moves, and a failure can spoil the manoeuvre.
	BeforeMoving
)

// String returns "end-of-turn" or "before-moving".
func (c CheckTiming) String() string {
	switch c {
	case AtEndOfTurn:
		return "end-of-turn"
	case BeforeMoving:
		return "before-moving"
	}
	return fmt.Sprintf("CheckTiming(%d)", int(c))
}

// ParseCheckTiming reads "end-of-turn" (also "1" or "option1") or
// "before-moving" (also "2" or "option2"), in any case.
func ParseCheckTiming(s string) (CheckTiming, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "end-of-turn", "1", "option1":
		return AtEndOfTurn, nil
	case "before-moving", "2", "option2":
		return BeforeMoving, nil
	}
	return 0, fmt.Errorf("fullthrust: unknown check timing %q (want end-of-turn or before-moving)", s)
}

// FTLBystanders says how much damage a ship that blows up entering FTL does
// to the ships around it. The zero value is the rule text's revision.
type FTLBystanders uint8

// The bystander damage rules.
const (
	// BystandersQuarterTMF is ft-advanced-manoeuvres.txt "FTL Rules
	// Revision": one quarter of the exploding ship's total MASS, rounded to
	// the nearest whole number, half (rounded up) on armour and the rest on
	// the hull, ignoring screens (RULINGS A8, E4 #10).
	BystandersQuarterTMF FTLBystanders = iota
	// BystandersTwoD6 is Continuum 11.4: 2D6 to each ship within 6 MU,
	// ignoring screens and armour.
	BystandersTwoD6
)

// String returns "quarter-tmf" or "2d6".
func (b FTLBystanders) String() string {
	switch b {
	case BystandersQuarterTMF:
		return "quarter-tmf"
	case BystandersTwoD6:
		return "2d6"
	}
	return fmt.Sprintf("FTLBystanders(%d)", int(b))
}

// ManoeuvreOptions are the rules choices of movement, the advanced
// manoeuvres and beam fire. The zero value is every default reading of
// docs/rulings/fullthrust-manoeuvres.md: the rule text's Option 1 wherever it
// offers two, its optional rules off, and every house-ruled manoeuvre of
// RULINGS E3 unavailable (an order using one is impossible, so the ship moves
// straight ahead). ManoeuvreOptions are plain values.
type ManoeuvreOptions struct {
	// Options are the rulings of damage and point defence, which a game
	// that moves and fires also resolves strikes with, so that each is set
	// once. Movement and beam fire read its Thresholds: threshold checks
	// caused by beam hits, hull stress and FTL explosions are rolled at
	// once or left pending on the ship for the end phase (RULINGS A2).
	fullthrust.Options

	// Vector moves every ship by the vector movement rules of Fleet Book 1
	// (RULINGS A4: [ParseVectorOrder], [MoveVector]) instead of the
	// cinematic rules; the turning and house-ruled manoeuvres are then
	// unavailable (readings W72, W73), the others written in their vector
	// forms (W56, W87-W90, W100).
	Vector bool
	// VectorMissileRadius is the Continuum optional rule of RULINGS A4: under
	// vector movement a salvo or heavy missile attacks only an enemy within
	// 3 MU of its point, not 6. It does nothing under cinematic movement.
	VectorMissileRadius bool

	// HardAbout, Redline and Extreme say when the main-drive check of a Hard
	// About, Redlined Engines or Extreme Manoeuvres is rolled (each section's
	// Option 1 or Option 2; Option 1 is the default, RULINGS E4 #8-9).
	HardAbout CheckTiming
	Redline   CheckTiming
	Extreme   CheckTiming

	// EMAfterMovement enables the Extreme Manoeuvres optional rule: held
	// thrust factors may be spent on EM after movement, with +1 on the check,
	// rolled at once ("/ EM1"; "MD2 / EM1" in a vector order, reading W100).
	EMAfterMovement bool
	// EMDiscretionary enables the text's alternative: factors allocated to
	// EM ("EM2?"; "MD2 EM2?" in a vector order, reading W100) take effect,
	// and roll their check, only when the player calls on them.
	EMDiscretionary bool
	// EMReaction enables the optional rule's Extreme Manoeuvres "in
	// response to fire": a battle opens a reaction round after the fire
	// orders are revealed, in which a ship fired at may spend its
	// discretionary factors (with EMDiscretionary) or thrust its movement
	// order left unallocated (with EMAfterMovement; under vector movement
	// the main drive's, reading W97), its check at a further +1, rolled at
	// once (reading W94).
	EMReaction bool

	// House rules of RULINGS E3 (L), each off by default. With one off, an
	// order using the manoeuvre is impossible.
	DeadRotate     bool // DR P|S: a ship with a disabled drive rotates one point
	EmergencyDecel bool // ED: decelerate by up to 150% of the rating, rolled as ET
	Flip           bool // FL: reverse course at mid-move with the whole thrust
	PostMovement   bool // held thrust spent after movement on EM or a Skid
	ReverseThrust  bool // R n: retro thrust astern from velocity 0
	Skid           bool // SK P|S after "/": rotate after movement

	// NoThrustOneTurn removes Continuum 3.3's allowance for a thrust-1 ship
	// to turn one point every other turn, leaving it no turn at all (half of
	// 1 rounded down).
	NoThrustOneTurn bool

	// Bystanders is the damage an FTL explosion does to nearby ships.
	Bystanders FTLBystanders
	// PlainEntryScatter turns off the recommended re-roll of a 6 on the FTL
	// arrival distance die (a 6 then scatters 6 MU, not 6 x another D6).
	PlainEntryScatter bool

	// NonPenetratingBeams makes beam re-roll damage land on armour like the
	// first die's. The default (RULINGS A1, Cross Dimensions and
	// Continuum) is that re-rolls penetrate.
	NonPenetratingBeams bool
}

// HouseRules names the house-ruled manoeuvres of RULINGS E3, as
// [ManoeuvreOptions.SetHouseRule] accepts them.
var HouseRules = []string{"dead-rotate", "emergency-deceleration", "flip", "post-movement", "reverse-thrust", "skid"}

// SetHouseRule switches on the house-ruled manoeuvre named as in
// [HouseRules], in any case.
func (opt *ManoeuvreOptions) SetHouseRule(name string) error {
	switch strings.ToLower(strings.TrimSpace(name)) {
	case "dead-rotate":
		opt.DeadRotate = true
	case "emergency-deceleration":
		opt.EmergencyDecel = true
	case "flip":
		opt.Flip = true
	case "post-movement":
		opt.PostMovement = true
	case "reverse-thrust":
		opt.ReverseThrust = true
	case "skid":
		opt.Skid = true
	default:
		return fmt.Errorf("fullthrust: unknown house rule %q (want %s)", name, strings.Join(HouseRules, ", "))
	}
	return nil
}

// manoeuvreOption describes one named option of [ManoeuvreOptions] beyond
// the embedded [fullthrust.Options]: its values by number, the default first.
type manoeuvreOption struct {
	name   string
	values []string // values[0] is the default, the zero value of the field
	help   string
	house  bool // the default is a house ruling (L in RULINGS.md)
	get    func(o *ManoeuvreOptions) int
	set    func(o *ManoeuvreOptions, v int)
}

// manoeuvreFlag makes the option of a bool field, "off" (the default) or
// "on".
func manoeuvreFlag(name, help string, house bool, p func(o *ManoeuvreOptions) *bool) manoeuvreOption {
	return manoeuvreOption{name: name, values: []string{"off", "on"}, help: help, house: house,
		get: func(o *ManoeuvreOptions) int { return b2i(*p(o)) }, set: func(o *ManoeuvreOptions, v int) { *p(o) = v == 1 }}
}

// manoeuvreTiming makes the option of a [CheckTiming] field.
func manoeuvreTiming(name, help string, p func(o *ManoeuvreOptions) *CheckTiming) manoeuvreOption {
	return manoeuvreOption{name: name, values: []string{AtEndOfTurn.String(), BeforeMoving.String()}, help: help,
		get: func(o *ManoeuvreOptions) int { return int(*p(o)) }, set: func(o *ManoeuvreOptions, v int) { *p(o) = CheckTiming(v) }}
}

// manoeuvreTable lists the manoeuvre options in the order
// [ManoeuvreOptions.ManoeuvreValues] reports them. The house-rule names are
// those of [HouseRules].
var manoeuvreTable = []manoeuvreOption{
	{name: "movement", values: []string{"cinematic", "vector"}, help: "how ships move: cinematic (RULINGS A3) or Fleet Book 1 vector movement (RULINGS A4)",
		get: func(o *ManoeuvreOptions) int { return b2i(o.Vector) }, set: func(o *ManoeuvreOptions, v int) { o.Vector = v == 1 }},
	{name: "vector-missile-radius", values: []string{"6", "3"}, help: "MU within which a salvo or heavy missile attacks a ship under vector movement (Continuum optional, RULINGS A4)",
		get: func(o *ManoeuvreOptions) int { return b2i(o.VectorMissileRadius) }, set: func(o *ManoeuvreOptions, v int) { o.VectorMissileRadius = v == 1 }},
	manoeuvreTiming("hard-about", "when a Hard About's main-drive check is rolled (RULINGS E4 #9)", func(o *ManoeuvreOptions) *CheckTiming { return &o.HardAbout }),
	manoeuvreTiming("redline", "when Redlined Engines' main-drive check is rolled", func(o *ManoeuvreOptions) *CheckTiming { return &o.Redline }),
	manoeuvreTiming("extreme", "when an Extreme Manoeuvres check is rolled (RULINGS E4 #8)", func(o *ManoeuvreOptions) *CheckTiming { return &o.Extreme }),
	manoeuvreFlag("em-after-movement", "Extreme Manoeuvres with held thrust after movement (\"/ EM1\")", false, func(o *ManoeuvreOptions) *bool { return &o.EMAfterMovement }),
	manoeuvreFlag("em-discretionary", "discretionary Extreme Manoeuvres, taken when called on (\"EM2?\")", false, func(o *ManoeuvreOptions) *bool { return &o.EMDiscretionary }),
	manoeuvreFlag("em-reaction", "Extreme Manoeuvres in reaction to declared fire, in a round after the fire orders (\"SHIP em: call\" or \"SHIP em: 2\")", false, func(o *ManoeuvreOptions) *bool { return &o.EMReaction }),
	manoeuvreFlag("dead-rotate", "DR: a ship with a disabled drive rotates one point (RULINGS E3)", true, func(o *ManoeuvreOptions) *bool { return &o.DeadRotate }),
	manoeuvreFlag("emergency-deceleration", "ED: decelerate by up to 150% of the rating (RULINGS E3)", true, func(o *ManoeuvreOptions) *bool { return &o.EmergencyDecel }),
	manoeuvreFlag("flip", "FL: reverse course at mid-move with the whole thrust (RULINGS E3)", true, func(o *ManoeuvreOptions) *bool { return &o.Flip }),
	manoeuvreFlag("post-movement", "held thrust spent after movement on EM or a Skid (RULINGS E3)", true, func(o *ManoeuvreOptions) *bool { return &o.PostMovement }),
	manoeuvreFlag("reverse-thrust", "R n: retro thrust astern from velocity 0 (RULINGS E3)", true, func(o *ManoeuvreOptions) *bool { return &o.ReverseThrust }),
	manoeuvreFlag("skid", "SK P|S after \"/\": rotate after movement (RULINGS E3)", true, func(o *ManoeuvreOptions) *bool { return &o.Skid }),
	{name: "thrust-one-turn", values: []string{"every-other-turn", "never"}, help: "how often a thrust-1 ship may turn one point (Continuum 3.3)",
		get: func(o *ManoeuvreOptions) int { return b2i(o.NoThrustOneTurn) }, set: func(o *ManoeuvreOptions, v int) { o.NoThrustOneTurn = v == 1 }},
	{name: "bystanders", values: []string{BystandersQuarterTMF.String(), BystandersTwoD6.String()}, help: "damage an FTL explosion does to nearby ships (RULINGS A8, E4 #10)",
		get: func(o *ManoeuvreOptions) int { return int(o.Bystanders) }, set: func(o *ManoeuvreOptions, v int) { o.Bystanders = FTLBystanders(v) }},
	{name: "entry-scatter", values: []string{"reroll-six", "plain"}, help: "whether a 6 on the FTL arrival distance die is multiplied by another D6 (RULINGS E4 #10)",
		get: func(o *ManoeuvreOptions) int { return b2i(o.PlainEntryScatter) }, set: func(o *ManoeuvreOptions, v int) { o.PlainEntryScatter = v == 1 }},
	{name: "beam-rerolls", values: []string{"penetrate", "armour"}, help: "where beam re-roll damage lands (RULINGS A1)",
		get: func(o *ManoeuvreOptions) int { return b2i(o.NonPenetratingBeams) }, set: func(o *ManoeuvreOptions, v int) { o.NonPenetratingBeams = v == 1 }},
}

// ManoeuvreValues lists every option of movement, the advanced manoeuvres
// and beam fire with its value in o, in a fixed order: the fields of
// ManoeuvreOptions beyond the embedded [fullthrust.Options], whose own options
// [fullthrust.Options.Values] lists. The house-ruled manoeuvres are named as in
// [HouseRules], with the values "off" and "on".
func (o ManoeuvreOptions) ManoeuvreValues() []fullthrust.OptionValue {
	out := make([]fullthrust.OptionValue, len(manoeuvreTable))
	for i, op := range manoeuvreTable {
		out[i] = fullthrust.OptionValue{Name: op.name, Value: op.values[op.get(&o)], Values: op.values, Help: op.help, House: op.house}
	}
	return out
}

// SetManoeuvre sets the named manoeuvre option to a value, both as
// [ManoeuvreOptions.ManoeuvreValues] lists them (case is ignored). It
// returns an error naming the values the option takes; the options of the
// embedded [fullthrust.Options] are set with [fullthrust.Options.Set].
func (o *ManoeuvreOptions) SetManoeuvre(name, value string) error {
	name, value = strings.ToLower(strings.TrimSpace(name)), strings.ToLower(strings.TrimSpace(value))
	names := make([]string, len(manoeuvreTable))
	for i, op := range manoeuvreTable {
		names[i] = op.name
		if op.name != name {
			continue
		}
		for v, s := range op.values {
			if s == value {
				op.set(o, v)
				return nil
			}
		}
		return fmt.Errorf("fullthrust: manoeuvre option %s=%q: want one of %s", name, value, strings.Join(op.values, ", "))
	}
	return fmt.Errorf("fullthrust: unknown manoeuvre option %q (options: %s)", name, strings.Join(names, ", "))
}

// OptionHelp describes every option of movement, the advanced manoeuvres
// and beam fire, one per line as [fullthrust.OptionHelp] does for strikes:
// its values with the default first, and what it decides; "(house)" marks
// an option whose default is a house ruling.
func OptionHelp() string {
	var b strings.Builder
	for _, op := range manoeuvreTable {
		house := ""
		if op.house {
			house = " (house)"
		}
		fmt.Fprintf(&b, "%s=%s: %s%s (default %s)\n", op.name, strings.Join(op.values, "|"), op.help, house, op.values[0])
	}
	return b.String()
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
