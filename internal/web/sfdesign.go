package web

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/broadside/broadside/rules/spacefleet"
)

// maxDesignCount is the largest number a field of the design form takes:
// far above any class's limits (a dreadnought's 20 hull points hold at most
// 40 shields), so that a design too big for its class is refused by the
// rules, with the limit it breaks, rather than by the form.
const maxDesignCount = 99

// sfDesignTool is the Space Fleet ship design page, the counterpart of
// "broadside spacefleet design". It rolls no dice.
var sfDesignTool = &mechTool{
	Key:    "spacefleet/design",
	Title:  "Space Fleet ship design",
	Intro:  "Check a ship design against its hull class's limits (space-fleet.txt, \"Ship design\"): each hull point holds one speed, one shot or two shields, a dreadnought pays two for its second speed and a battleship two for its third; missile launchers replace shots; plasma cannon, shield regenerators and EW suites take a hull point each, mine patterns half a point, advanced armour a quarter of the hull. The page gives the hull points used, the damage capacity and the campaign construction cost (\"Campaign Costs\"), or the limits the design breaks.",
	NoDice: true,
	Submit: "Check the design",
	read:   readSFDesign,
	Examples: []link{
		{Label: "a destroyer", URL: "/odds/spacefleet/design?class=destroyer&speed=5&shots=1&shields=2"},
		{Label: "a heavy cruiser with armour", URL: "/odds/spacefleet/design?class=heavy+cruiser&speed=3&shots=2&shields=4&armour=1"},
		{Label: "a dreadnought with plasma", URL: "/odds/spacefleet/design?class=dreadnought&speed=2&shots=6&shields=12&plasma=2&plasma-arc=1&regenerator=1&ew=1"},
		{Label: "a destroyer too fast and too big (invalid)", URL: "/odds/spacefleet/design?class=destroyer&speed=6&shots=4&shields=2"},
	},
}

// sfDesign is a valid design and whether the damage capacity rule is in
// play.
type sfDesign struct {
	d            spacefleet.Design
	capacityRule bool
}

// readSFDesign reads the design form, whose fields are the flags of
// "spacefleet design" with its defaults, except that a page opens on the
// standard destroyer (5-1-2) rather than on an empty hull. A design that
// breaks a limit of its class marks the field the rules name with the
// limit; a limit that names no field of the form is a page-level error.
func readSFDesign(f *form) mechanic {
	var s sfDesign
	d := &s.d
	class := f.choice("class", "Class", "the hull class", sfClassNames())
	d.Speed = f.number("speed", "Speed", "hexes per turn; a hull point each", 5, 0, maxDesignCount)
	d.Beams = f.number("shots", "Beam shots", "a hull point each", 1, 0, maxDesignCount)
	d.Shields = f.number("shields", "Shields", "two to a hull point", 2, 0, maxDesignCount)
	d.SRM = f.number("srm", "Short-range missile launchers", "each replaces a shot", 0, 0, maxDesignCount)
	d.SRMAmmo = f.number("srm-ammo", "Salvoes per short-range launcher", "2 to 4", 2, 0, maxDesignCount)
	d.LRM = f.number("lrm", "Long-range missile launchers", "each replaces a shot", 0, 0, maxDesignCount)
	d.LRMAmmo = f.number("lrm-ammo", "Salvoes per long-range launcher", "1 or 2", 1, 0, maxDesignCount)
	warhead := f.choice("warhead", "Long-range warhead", "", []string{"contact", "directed-energy"})
	d.Plasma = f.number("plasma", "Plasma cannon", "a hull point each", 0, 0, maxDesignCount)
	d.PlasmaArc = f.number("plasma-arc", "Plasma arc", "the hex side it faces: 0 ahead, 1 and 2 starboard, 4 and 5 port", 0, 0, 5)
	d.Regenerator = f.check("regenerator", "Shield regenerator", "a hull point; not on destroyers and light cruisers")
	d.Armour = f.check("armour", "Advanced armour and damage control", "a quarter of the hull")
	d.EW = f.check("ew", "EW suite", "a hull point")
	d.Mines = f.number("mines", "Mine patterns", "half a hull point each", 0, 0, maxDesignCount)
	s.capacityRule = f.check("capacity-rule", "Damage capacity rule", "half the hull points instead of 4")
	f.showWhen("srm!=0", "srm-ammo")
	f.showWhen("lrm!=0", "lrm-ammo", "warhead")
	f.showWhen("plasma!=0", "plasma-arc")
	if !f.ok() {
		return nil
	}
	var err error
	if d.Class, err = spacefleet.ParseClass(class); err != nil {
		f.fail("class", trimPrefix(err))
	}
	if err := d.Warhead.UnmarshalText([]byte(warhead)); err != nil {
		f.fail("warhead", trimPrefix(err))
	}
	if !f.ok() {
		return nil
	}
	// As on the command line, ammunition counts only with launchers.
	if d.SRM == 0 {
		d.SRMAmmo = 0
	}
	if d.LRM == 0 {
		d.LRMAmmo = 0
	}
	if broken := markDesignErrors(f, d.Check()); len(broken) > 0 {
		return sfBrokenDesign(broken)
	}
	if !f.ok() {
		return nil
	}
	return s
}

// markDesignErrors puts each limit the design breaks beside the form field
// it names, several on one field joined by "; ", and returns the messages of
// those that name no field of the form.
func markDesignErrors(f *form, errs []*spacefleet.DesignError) []string {
	var broken []string
	for _, e := range errs {
		msg := trimPrefix(e)
		name := designFieldName(e.Field)
		i := formField(f, name)
		switch {
		case i < 0:
			broken = append(broken, msg)
		case f.Fields[i].Error == "":
			f.Fields[i].Error = msg
		default:
			f.Fields[i].Error += "; " + msg
		}
	}
	return broken
}

// designFieldName returns the form field of a design field named as in
// JSON and scenario files: "srm_ammo" is the field srm-ammo, "beams" the
// field shots.
func designFieldName(field string) string {
	if field == "beams" {
		return "shots"
	}
	return strings.ReplaceAll(field, "_", "-")
}

// formField returns the index of the form's field name, or -1.
func formField(f *form, name string) int {
	for i, fd := range f.Fields {
		if fd.Name == name {
			return i
		}
	}
	return -1
}

// sfBrokenDesign is a design that breaks limits naming no field of the
// form: its odds are the page-level error that lists them.
type sfBrokenDesign []string

func (b sfBrokenDesign) odds(context.Context, bool) (mechOdds, error) {
	return mechOdds{}, errors.New("invalid design: " + strings.Join(b, "; "))
}

func (s sfDesign) odds(context.Context, bool) (mechOdds, error) {
	d := s.d
	r := spacefleet.NewDesignReport(d, s.capacityRule)
	hull := fmt.Sprintf("%s of %s", d.Hull(), r.HullRange())
	t := tableView{Title: "Hull points", Head: []string{"part", "count", "hull points"}}
	for _, p := range d.Parts() {
		t.Rows = append(t.Rows, []string{p.Name, strconv.Itoa(p.Count), p.Points.String()})
	}
	t.Rows = append(t.Rows, []string{"total", "", hull})
	return mechOdds{
		Title: fmt.Sprintf("Space Fleet design: %s %s", r.Class, r.Profile),
		Facts: []fact{
			{Label: r.Class + " " + r.Profile + " (speed-shots-shields)", Value: "valid"}, // readSFDesign lets through only valid designs
			{Label: "hull points", Value: hull},
			{Label: "damage capacity", Value: strconv.Itoa(r.DamageCapacity)},
			{Label: "campaign cost", Value: d.CampaignCost().String()},
		},
		Notes:  sfDesignNotes(d, s.capacityRule, r),
		Tables: []tableView{t},
		JSON:   r,
	}, nil
}

// sfDesignNotes explains the damage capacity, the campaign cost and what
// the launchers and plasma cannon carry.
func sfDesignNotes(d spacefleet.Design, capacityRule bool, r spacefleet.DesignReport) []string {
	capacity := "4 damage points, as every ship has under the core rules"
	if capacityRule {
		capacity = fmt.Sprintf("half of %s hull points, rounded down (the damage capacity rule, space-fleet.txt \"Ship damage capacity\")", d.Hull())
	}
	if d.Armour {
		capacity += fmt.Sprintf("; advanced armour raises it to two thirds of %s hull points, rounded down, when that is more (\"Advanced Armour and damage control\")", d.Hull())
	}
	notes := []string{
		fmt.Sprintf("Damage capacity %d: %s.", r.DamageCapacity, capacity),
		fmt.Sprintf("Campaign cost %s: the payload, every hull point not spent on speed, times the cost factor of speed %d, plus the payload (space-fleet.txt, \"Campaign Costs\").", d.CostFormula(), d.Speed),
	}
	if d.SRM > 0 {
		notes = append(notes, fmt.Sprintf("Each short-range launcher carries %d salvoes.", d.SRMAmmo))
	}
	if d.LRM > 0 {
		notes = append(notes, fmt.Sprintf("Each long-range launcher carries %d salvoes with %s warheads.", d.LRMAmmo, d.Warhead))
	}
	if d.Plasma > 0 {
		notes = append(notes, fmt.Sprintf("The plasma cannon fire through the 60-degree arc centred on hex side %d.", d.PlasmaArc))
	}
	return notes
}
