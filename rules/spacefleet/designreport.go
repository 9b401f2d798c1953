package spacefleet

import (
	"fmt"
	"strings"
)

// DesignReport is what a design check reports of a ship design
// (space-fleet.txt, "Ship design" and "Campaign Costs"): whether it keeps
// to its class's limits, the hull points it uses against the class's range,
// its damage capacity and its campaign construction cost. It is the JSON of
// "broadside spacefleet design --json" and, for a valid design, of the web
// app's design page, whose API answers an invalid one with 422 and the
// limits it breaks; build it with [NewDesignReport].
type DesignReport struct {
	Valid          bool    `json:"valid"`           // the design breaks no limit
	Class          string  `json:"class"`           // the class's name, such as "heavy cruiser"
	Profile        string  `json:"profile"`         // speed-shots-shields, such as "5-1-2"
	HullPoints     float64 `json:"hull_points"`     // hull points used, in steps of 0.5
	MinHull        int     `json:"min_hull"`        // the class's smallest hull, in hull points
	MaxHull        int     `json:"max_hull"`        // the class's largest hull, in hull points
	DamageCapacity int     `json:"damage_capacity"` // damage points the ship takes before it is destroyed
	// CampaignCost is the construction cost in points: Payload times
	// SpeedFactor, plus Payload.
	CampaignCost float64 `json:"campaign_cost"`
	Payload      float64 `json:"payload"`      // hull points not spent on speed
	SpeedFactor  float64 `json:"speed_factor"` // the cost factor of the speed, 0.75 to 3
	// Errors lists every limit the design breaks, without the package
	// prefix; empty, never null, for a valid design.
	Errors []string `json:"errors"`
}

// NewDesignReport checks d and reports on it. capacityRule selects the
// damage capacity additional rule (half the hull points, rounded down,
// instead of 4). Advanced armour, when the design fits it, raises the
// capacity to two thirds of the hull points, rounded down, when that is
// more ("Advanced Armour and damage control"), since a design with armour
// belongs to a game that plays that rule.
func NewDesignReport(d Design, capacityRule bool) DesignReport {
	lim := d.Class.Limits()
	r := DesignReport{
		Class: d.Class.String(), Profile: d.Profile(), HullPoints: d.Hull().Float(), MinHull: lim.MinHull, MaxHull: lim.MaxHull,
		DamageCapacity: d.Capacity(Options{DamageCapacity: capacityRule, Armour: d.Armour}),
		CampaignCost:   d.CampaignCost().Float(), Payload: d.Payload().Float(),
		SpeedFactor: float64(SpeedFactor(d.Speed)) / 4, Errors: []string{},
	}
	for _, e := range d.Check() {
		r.Errors = append(r.Errors, strings.TrimPrefix(e.Error(), "spacefleet: "))
	}
	r.Valid = len(r.Errors) == 0
	return r
}

// HullRange returns the class's range of hull points as "6 to 7", or as
// "8" when the class has one size.
func (r DesignReport) HullRange() string {
	if r.MinHull == r.MaxHull {
		return fmt.Sprint(r.MinHull)
	}
	return fmt.Sprintf("%d to %d", r.MinHull, r.MaxHull)
}

// CostFormula returns the design's campaign cost worked out, as "8 =
// payload 2 x factor 3 + 2" (see [Design.CampaignCost]).
func (d Design) CostFormula() string {
	p := d.Payload()
	return fmt.Sprintf("%s = payload %s x factor %g + %s", d.CampaignCost(), p, float64(SpeedFactor(d.Speed))/4, p)
}

// DesignPart is one line of a design's breakdown: a part, how many are
// fitted, and the hull points they take.
type DesignPart struct {
	Name   string     // such as "speed", "beams" or "EW suite"
	Count  int        // hexes of speed, or how many are fitted; 1 for a fitted regenerator, EW suite or armour
	Points HalfPoints // the hull points the part takes
}

// Parts returns the design's breakdown in hull points (space-fleet.txt,
// "Ship design", and the additional rules): speed, beams and shields
// always, then whatever else is fitted, in the order speed, beams,
// short-range launchers, long-range launchers, plasma cannon, shields,
// regenerator, EW suite, mine patterns, armour. The points add up to
// [Design.Hull].
func (d Design) Parts() []DesignPart {
	one := func(b bool) int {
		if b {
			return 1
		}
		return 0
	}
	all := []DesignPart{
		{"speed", d.Speed, d.SpeedPoints()},
		{"beams", d.Beams, HalfPoints(2 * d.Beams)},
		{"srm launchers", d.SRM, HalfPoints(2 * d.SRM)},
		{"lrm launchers", d.LRM, HalfPoints(2 * d.LRM)},
		{"plasma cannon", d.Plasma, HalfPoints(2 * d.Plasma)},
		{"shields", d.Shields, HalfPoints(d.Shields)},
		{"regenerator", one(d.Regenerator), HalfPoints(2 * one(d.Regenerator))},
		{"EW suite", one(d.EW), HalfPoints(2 * one(d.EW))},
		{"mine patterns", d.Mines, HalfPoints(d.Mines)},
		{"armour", one(d.Armour), d.ArmourPoints()},
	}
	parts := all[:0]
	for _, p := range all {
		if p.Count > 0 || p.Name == "speed" || p.Name == "beams" || p.Name == "shields" {
			parts = append(parts, p)
		}
	}
	return parts
}
