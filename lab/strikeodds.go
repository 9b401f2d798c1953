package lab

import (
	"context"
	"math/big"

	"github.com/broadside/broadside/prob"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
	"github.com/broadside/broadside/sim"
)

// StrikeQuery is what the strike odds are asked for: the answer of "ft odds
// strike" and of the web strike page, which both build it with
// [NewStrikeOdds].
type StrikeQuery struct {
	File   string // the strike file's name, as the report names it
	Name   string // the strike's own name; may be empty
	Strike pointdefence.Strike
	// Options are the rules options; their Procedure is used unless
	// Compare is set, which computes the odds under the 2015 and then the
	// classic procedure with every other option the same.
	Options fullthrust.Options
	Compare bool
	// Exact adds each probability to the reports as a fraction.
	Exact bool
	// MonteCarlo, when its Trials is above 0, also resolves the strike
	// that many times under each procedure (from the same seed) and sets the
	// sampled figures beside the exact ones.
	MonteCarlo sim.Config
	// Progress, if not nil, is called before each procedure's Monte Carlo
	// run and returns the run's progress function and a function called when
	// the run ends.
	Progress func() (report func(done, total int), finish func())
}

// StrikeSide is a strike's exact odds under one procedure: the options,
// the odds of every raid, and their report (with each raid's Monte Carlo
// run when one was asked for).
type StrikeSide struct {
	Options fullthrust.Options
	Odds    []pointdefence.RaidOdds
	Report  StrikeReport
}

// StrikeOdds is the answer to a [StrikeQuery]: one side, or, when comparing,
// the 2015 side, the classic side and a row per raid setting them side by
// side.
type StrikeOdds struct {
	Sides    []StrikeSide
	Rows     []pointdefence.ComparisonRow // when comparing
	Compared bool                         // the query compared the procedures
}

// JSON returns the answer's JSON value: a [StrikeReport], or a
// [StrikeComparison] when comparing.
func (o StrikeOdds) JSON() any {
	if !o.Compared {
		return o.Sides[0].Report
	}
	out := StrikeComparison{File: o.Sides[0].Report.File, Name: o.Sides[0].Report.Name, Comparison: o.Rows}
	for _, s := range o.Sides {
		out.Compare = append(out.Compare, s.Report)
	}
	return out
}

// NewStrikeOdds computes the exact odds a query asks for, with its Monte
// Carlo runs. It returns an error wrapping [pointdefence.ErrSetup] for an
// invalid strike, a [*pointdefence.BudgetError] for a strike past the exact
// odds' budget, and ctx's error within milliseconds of ctx ending.
func NewStrikeOdds(ctx context.Context, q StrikeQuery) (StrikeOdds, error) {
	var out StrikeOdds
	if q.Compare {
		cmp, err := pointdefence.CompareContext(ctx, q.Strike, q.Options)
		if err != nil {
			return StrikeOdds{}, err
		}
		n, k := q.Options, q.Options
		n.Procedure, k.Procedure = fullthrust.New2015, fullthrust.Classic
		out.Sides = []StrikeSide{{Options: n, Odds: cmp.New2015}, {Options: k, Odds: cmp.Classic}}
		out.Rows, out.Compared = cmp.Rows(), true
	} else {
		odds, err := pointdefence.OddsContext(ctx, q.Strike, q.Options)
		if err != nil {
			return StrikeOdds{}, err
		}
		out.Sides = []StrikeSide{{Options: q.Options, Odds: odds}}
	}
	for k := range out.Sides {
		side := &out.Sides[k]
		side.Report = StrikeReport{File: q.File, Name: q.Name, Rules: side.Options.Procedure.String()}
		for _, o := range side.Odds {
			side.Report.Raids = append(side.Report.Raids, RaidReport{RaidOddsReport: NewRaidOddsReport(o, q.Exact, side.Options.Procedure)})
		}
		if q.MonteCarlo.Trials <= 0 {
			continue
		}
		cfg := q.MonteCarlo
		finish := func() {}
		if q.Progress != nil {
			cfg.Progress, finish = q.Progress()
		}
		samples, err := StrikeSamples(ctx, cfg, q.Strike, side.Options, side.Odds)
		finish()
		if err != nil {
			return StrikeOdds{}, err
		}
		for i, rs := range samples {
			mc := rs.Report()
			side.Report.Raids[i].MonteCarlo = &mc
		}
	}
	return out, nil
}

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

// NewRaidOddsReport converts the odds of a raid resolved under procedure p;
// exact adds each probability as a fraction (the --exact of the command
// line).
func NewRaidOddsReport(o pointdefence.RaidOdds, exact bool, p fullthrust.Procedure) RaidOddsReport {
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

// ratFloat returns a rational as the nearest float; nil is 0.
func ratFloat(r *big.Rat) float64 {
	if r == nil {
		return 0
	}
	f, _ := r.Float64()
	return f
}
