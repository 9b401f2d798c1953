package pointdefence

import (
	"math/big"

	"github.com/broadside/broadside/prob"

	"github.com/broadside/broadside/rules/fullthrust"
)

// RaidOddsReport is one raid's odds as plain numbers, every distribution in
// the JSON of DESIGN.md: the shape "broadside ft odds strike --json" and the
// web API print. exact adds each probability as a fraction.
type RaidOddsReport struct {
	Ship           string       `json:"ship"`
	Boxes          int          `json:"boxes"`
	PDL            *prob.JSON   `json:"pdl,omitempty"` // 2015 rules only
	Parts          []PartReport `json:"parts"`
	HeavyHits      prob.JSON    `json:"heavy_hits"`
	MissileHits    prob.JSON    `json:"missile_hits"`
	Losses         []LossReport `json:"losses"`
	Damage         prob.JSON    `json:"damage"`
	MeanDamage     float64      `json:"mean_damage"`
	Destroyed      float64      `json:"destroyed"`
	DestroyedExact string       `json:"destroyed_exact,omitempty"`
	MeanLosses     float64      `json:"mean_losses"`
	Tail           float64      `json:"tail"`
}

// PartReport is one attacker's damage.
type PartReport struct {
	Label  string    `json:"label"`
	Mean   float64   `json:"mean"`
	Damage prob.JSON `json:"damage"`
}

// LossReport is the fighters of one type lost.
type LossReport struct {
	Type     string    `json:"type"`
	Fighters int       `json:"fighters"`
	Mean     float64   `json:"mean"`
	Lost     prob.JSON `json:"lost"`
}

// Report converts the odds of a raid resolved under procedure p.
func (o RaidOdds) Report(exact bool, p fullthrust.Procedure) RaidOddsReport {
	r := RaidOddsReport{
		Ship: o.Ship, Boxes: o.Boxes, HeavyHits: o.HeavyHits.JSON(exact), MissileHits: o.MissileHits.JSON(exact),
		Damage: o.Damage.JSON(exact), MeanDamage: ratFloat(o.MeanDamage), Destroyed: ratFloat(o.Destroyed),
		MeanLosses: ratFloat(o.MeanLosses), Tail: ratFloat(o.Tail), Parts: []PartReport{}, Losses: []LossReport{},
	}
	if exact {
		r.DestroyedExact = o.Destroyed.RatString()
	}
	if p == fullthrust.New2015 {
		j := o.PDL.JSON(exact)
		r.PDL = &j
	}
	for _, pt := range o.Parts {
		r.Parts = append(r.Parts, PartReport{Label: pt.Label, Mean: ratFloat(pt.Mean), Damage: pt.Damage.JSON(exact)})
	}
	for _, l := range o.Losses {
		r.Losses = append(r.Losses, LossReport{Type: l.Type.String(), Fighters: l.Fighters, Mean: ratFloat(l.Mean), Lost: l.Lost.JSON(exact)})
	}
	return r
}

// RaidResultReport is what one raid did, as "broadside ft strike --json"
// and the web API print it.
type RaidResultReport struct {
	Ship        string                  `json:"ship"`
	PDL         *int                    `json:"pdl,omitempty"` // 2015 rules only
	Normal      int                     `json:"normal"`
	Penetrating int                     `json:"penetrating"`
	ArmourLost  int                     `json:"armour_lost"`
	HullLost    int                     `json:"hull_lost"`
	RowsDone    []int                   `json:"rows_completed"`
	Destroyed   bool                    `json:"destroyed"`
	Threshold   string                  `json:"threshold,omitempty"`
	SystemsLost []string                `json:"systems_lost"`
	MissileHits int                     `json:"missile_hits"`
	Losses      int                     `json:"losses"`
	Groups      []Group                 `json:"groups"`
	Pending     bool                    `json:"threshold_pending,omitempty"`
	Rolls       []fullthrust.SystemRoll `json:"threshold_rolls,omitempty"`
	Eclipsers   []EclipseReport         `json:"eclipsers,omitempty"`
}

// EclipseReport is what an eclipsing ship took of a raid, for JSON.
type EclipseReport struct {
	Ship       string `json:"ship"`
	BDI        int    `json:"bdi"`
	Normal     int    `json:"normal"`
	HullLost   int    `json:"hull_lost"`
	ArmourLost int    `json:"armour_lost"`
	Destroyed  bool   `json:"destroyed"`
	Overkill   int    `json:"overkill"`
	Threshold  string `json:"threshold,omitempty"`
}

// Report describes raid rr of the strike s, resolved under opt into res.
func (rr RaidResult) Report(s Strike, res Result, opt fullthrust.Options) RaidResultReport {
	before, after := s.Ships[rr.Target], res.Ships[rr.Target]
	j := RaidResultReport{
		Ship: before.Name, Normal: rr.Damage.Normal, Penetrating: rr.Damage.Penetrating,
		ArmourLost: rr.Taken.Armour, HullLost: rr.Taken.Hull, RowsDone: rr.Taken.Rows, Destroyed: rr.Taken.Destroyed,
		MissileHits: rr.MissileHits, Losses: rr.Losses, Groups: rr.Groups, Rolls: rr.Thresholds, SystemsLost: []string{},
	}
	if j.RowsDone == nil {
		j.RowsDone = []int{}
	}
	if opt.Procedure == fullthrust.New2015 {
		pdl := rr.PDL
		j.PDL = &pdl
	}
	for _, e := range rr.Eclipsers {
		er := EclipseReport{Ship: s.Ships[e.Ship].Name, BDI: e.BDI, Normal: e.Damage.Total(), HullLost: e.Taken.Hull,
			ArmourLost: e.Taken.Armour, Destroyed: e.Taken.Destroyed, Overkill: e.Overkill}
		if e.Check.Row > 0 {
			er.Threshold = e.Check.String()
		}
		j.Eclipsers = append(j.Eclipsers, er)
	}
	if rr.Check.Row > 0 {
		j.Threshold = rr.Check.String()
		j.Pending = opt.Thresholds == fullthrust.ThresholdEndOfTurn
	}
	for i, sys := range after.Systems {
		if sys.Destroyed && !before.Systems[i].Destroyed {
			j.SystemsLost = append(j.SystemsLost, sys.Label())
		}
	}
	return j
}

// ratFloat returns a rational as the nearest float; 0 for nil.
func ratFloat(r *big.Rat) float64 {
	if r == nil {
		return 0
	}
	f, _ := r.Float64()
	return f
}
