package pointdefence

import (
	"context"
	"fmt"

	"github.com/broadside/broadside/rules/fullthrust"
)

// Comparison is the exact odds of one strike under both point-defence
// procedures, raid by raid in the strike's order: the 2015 "New Point
// Defence" text (Part B) and the classic procedure it replaces (RULINGS.md
// A7). Its slices have one element per raid; a Comparison is a plain value
// that is safe to read from several goroutines.
type Comparison struct {
	New2015 []RaidOdds // the odds under New2015, with the point defence level
	Classic []RaidOdds // the odds under Classic; their PDL is zero
}

// Compare returns the exact odds of every raid of a strike under the 2015
// and under the classic procedure; every other option of opt applies to
// both, and its Procedure is ignored. It returns Odds's errors.
func Compare(s Strike, opt fullthrust.Options) (Comparison, error) {
	return CompareContext(context.Background(), s, opt)
}

// CompareContext is [Compare] that stops, returning ctx's error, within
// milliseconds of ctx being done.
func CompareContext(ctx context.Context, s Strike, opt fullthrust.Options) (Comparison, error) {
	var c Comparison
	var err error
	// Both budgets first, so that a strike past either is refused at once.
	if err := s.Validate(); err != nil {
		return Comparison{}, err
	}
	for _, p := range []fullthrust.Procedure{fullthrust.New2015, fullthrust.Classic} {
		opt.Procedure = p
		if err := checkBudget(&s, opt); err != nil {
			return Comparison{}, err
		}
	}
	opt.Procedure = fullthrust.New2015
	if c.New2015, err = OddsContext(ctx, s, opt); err != nil {
		return Comparison{}, err
	}
	opt.Procedure = fullthrust.Classic
	if c.Classic, err = OddsContext(ctx, s, opt); err != nil {
		return Comparison{}, err
	}
	return c, nil
}

// NewComparison pairs odds already computed under each procedure, such as
// two results of [Odds]. It returns an error when the two do not describe
// the same raids: a different number of raids, or a raid on another ship.
func NewComparison(new2015, classic []RaidOdds) (Comparison, error) {
	if len(new2015) != len(classic) {
		return Comparison{}, fmt.Errorf("fullthrust: comparing %d raids under the 2015 rules with %d under the classic rules", len(new2015), len(classic))
	}
	for i := range new2015 {
		if a, b := new2015[i], classic[i]; a.Raid != b.Raid || a.Target != b.Target {
			return Comparison{}, fmt.Errorf("fullthrust: raid %d is on %s under the 2015 rules but on %s under the classic rules", i+1, a.Ship, b.Ship)
		}
	}
	return Comparison{New2015: new2015, Classic: classic}, nil
}

// ComparisonRow is one raid's headline figures under both procedures, as
// numbers for a table or JSON. Damage is in points with no cap, losses in
// fighters, probabilities from 0 to 1.
type ComparisonRow struct {
	Ship  string `json:"ship"`
	Boxes int    `json:"boxes"` // armour and hull boxes the ship has left
	// MeanPDL is the mean 2015 point defence level before screens; the
	// classic procedure has no level.
	MeanPDL           float64 `json:"mean_pdl_2015"`
	MeanDamage2015    float64 `json:"mean_damage_2015"`
	MeanDamageClassic float64 `json:"mean_damage_classic"`
	Destroyed2015     float64 `json:"destroyed_2015"`
	DestroyedClassic  float64 `json:"destroyed_classic"`
	MeanLosses2015    float64 `json:"mean_losses_2015"`
	MeanLossesClassic float64 `json:"mean_losses_classic"`
}

// Rows returns one row per raid, in the strike's order.
func (c Comparison) Rows() []ComparisonRow {
	out := make([]ComparisonRow, 0, len(c.New2015))
	for i, n := range c.New2015 {
		k := c.Classic[i]
		out = append(out, ComparisonRow{
			Ship: n.Ship, Boxes: n.Boxes, MeanPDL: n.PDL.Mean(),
			MeanDamage2015: ratFloat(n.MeanDamage), MeanDamageClassic: ratFloat(k.MeanDamage),
			Destroyed2015: ratFloat(n.Destroyed), DestroyedClassic: ratFloat(k.Destroyed),
			MeanLosses2015: ratFloat(n.MeanLosses), MeanLossesClassic: ratFloat(k.MeanLosses),
		})
	}
	return out
}
