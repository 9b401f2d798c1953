package fullthrust

import (
	"fmt"
	"sort"
	"strings"
)

// Each option of [Options] has a name and named values, the default first,
// so that strike files and command lines can set it: "thresholds=end-of-turn",
// "kinetic=reroll". docs/rulings/fullthrust.md explains each.

// option describes one named option.
type option struct {
	name   string
	values []string // the default first
	help   string
	get    func(o *Options) int
	set    func(o *Options, v int)
}

func boolOption(p func(o *Options) *bool) (func(o *Options) int, func(o *Options, v int)) {
	return func(o *Options) int { return b2i(*p(o)) }, func(o *Options, v int) { *p(o) = v == 1 }
}

var optionTable = func() []option {
	type f = func(o *Options) *bool
	mk := func(name, help string, values []string, p f) option {
		g, s := boolOption(p)
		return option{name: name, values: values, help: help, get: g, set: s}
	}
	return []option{
		{name: "rules", values: []string{"2015", "classic"}, help: "point-defence procedure (RULINGS A7, Part B)",
			get: func(o *Options) int { return int(o.Procedure) }, set: func(o *Options, v int) { o.Procedure = Procedure(v) }},
		{name: "thresholds", values: []string{"immediate", "end-of-turn"}, help: "when threshold checks are rolled (A2)",
			get: func(o *Options) int { return int(o.Thresholds) }, set: func(o *Options, v int) { o.Thresholds = ThresholdTiming(v) }},
		{name: "casualties", values: []string{"even", "concentrate"}, help: "how the attacker spreads casualties within a type",
			get: func(o *Options) int { return int(o.Casualties) }, set: func(o *Options, v int) { o.Casualties = CasualtyOrder(v) }},
		mk("kinetic", "kinetic fighters' sixes (A6)", []string{"no-reroll", "reroll"}, func(o *Options) *bool { return &o.KineticRerolls }),
		mk("torpedo-rerolls", "band of torpedo-fighter re-rolls (B2.5)", []string{"own-band", "screens"}, func(o *Options) *bool { return &o.TorpedoRerollsAtScreens }),
		mk("screeners", "screening fighters in the PDL (B2.9)", []string{"spend-cef", "keep-cef"}, func(o *Options) *bool { return &o.ScreenersKeepCEF }),
		mk("other-pd", "ADS, grapeshot and K-1 in the 2015 PDL (B2.2)", []string{"count", "ignore"}, func(o *Options) *bool { return &o.IgnoreOtherPD }),
		mk("plasma", "to-hit dice of a plasma bolt over several ships (B2.10)", []string{"per-ship", "one-die"}, func(o *Options) *bool { return &o.PlasmaOneDie }),
		mk("ordnance", "torpedo and missile damage against armour (B1)", []string{"armour-first", "sap"}, func(o *Options) *bool { return &o.SAPOrdnance }),
		mk("classic-rerolls", "classic fighter re-roll damage (A1)", []string{"penetrate", "armour"}, func(o *Options) *bool { return &o.NonPenetratingRerolls }),
		mk("assists", "fighter assistance once the PDL is rolled (2015 worked example)", []string{"best", "declared"}, func(o *Options) *bool { return &o.DeclaredAssists }),
		mk("classic-torpedo", "classic torpedo-fighter damage (A6)", []string{"die", "separate"}, func(o *Options) *bool { return &o.TorpedoDamageRoll }),
		mk("scatterguns", "scatterguns and grapeshot after firing", []string{"one-shot", "reusable"}, func(o *Options) *bool { return &o.ReusableScatterguns }),
	}
}()

// OptionValue is one option's name, its current value and every value it
// takes, the default first.
type OptionValue struct {
	Name   string   `json:"name"`
	Value  string   `json:"value"`
	Values []string `json:"values"`
	Help   string   `json:"help"`
	// House is true when the default is a house ruling, L in RULINGS.md.
	House bool `json:"house,omitempty"`
}

// houseOptions are the options whose default is a house ruling, marked L
// in RULINGS.md: A6 (kinetic), B2.5, B2.9, B2.2 and B2.10.
var houseOptions = map[string]bool{"kinetic": true, "torpedo-rerolls": true, "screeners": true, "other-pd": true, "plasma": true}

// Values lists every option with its value in o, in a fixed order.
func (o Options) Values() []OptionValue {
	out := make([]OptionValue, len(optionTable))
	for i, op := range optionTable {
		out[i] = OptionValue{Name: op.name, Value: op.values[op.get(&o)], Values: op.values, Help: op.help, House: houseOptions[op.name]}
	}
	return out
}

// Set sets the named option to a value, both as Values lists them (case is
// ignored). It returns an error naming the values the option takes.
func (o *Options) Set(name, value string) error {
	name, value = strings.ToLower(strings.TrimSpace(name)), strings.ToLower(strings.TrimSpace(value))
	for _, op := range optionTable {
		if op.name != name {
			continue
		}
		for v, s := range op.values {
			if s == value || (op.name == "rules" && value == "new" && v == 0) {
				op.set(o, v)
				return nil
			}
		}
		return fmt.Errorf("fullthrust: option %s=%q: want one of %s", name, value, strings.Join(op.values, ", "))
	}
	names := make([]string, len(optionTable))
	for i, op := range optionTable {
		names[i] = op.name
	}
	sort.Strings(names)
	return fmt.Errorf("fullthrust: unknown option %q (options: %s)", name, strings.Join(names, ", "))
}

// Parse sets an option written "name=value".
func (o *Options) Parse(text string) error {
	name, value, ok := strings.Cut(text, "=")
	if !ok {
		return fmt.Errorf("fullthrust: option %q is not name=value", text)
	}
	return o.Set(name, value)
}

// OptionHelp describes every option, one per line: its values with the
// default first, and what it decides.
func OptionHelp() string {
	var b strings.Builder
	for _, op := range optionTable {
		fmt.Fprintf(&b, "%s=%s: %s (default %s)\n", op.name, strings.Join(op.values, "|"), op.help, op.values[0])
	}
	return b.String()
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
