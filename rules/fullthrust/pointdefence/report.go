package pointdefence

import (
	"math/big"

	"github.com/broadside/broadside/rules/fullthrust"
)

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
