package pointdefence

import (
	"context"
	"fmt"
	"math/big"

	"github.com/broadside/broadside/rules/fullthrust"
)

// This file is the study the 2015 text was written for: "too many fighters
// become an all-devouring swarm, but ... too few fighters splatter like bugs
// on a windscreen". It sweeps the number of full standard fighter groups
// attacking a typical target and reports, exactly, the damage done, the
// chance the target dies and the fighters lost, under either procedure.

// Target is a ship to strike in a scaling study, with the ships that defend
// it. Ships[0] is the target; the others are escorts whose defence may lend
// it point defence.
type Target struct {
	Name    string
	Ships   []fullthrust.Ship
	Defence []Defence
}

// TypicalTargets returns the three targets of the study, built as Fleet
// Book-style designs: a lone escort (MASS 24: 8 hull, 1 PDS, no screen), a
// cruiser (MASS 60: 4 armour, 18 hull, a level-1 screen, 2 B1, 2 PDS) and a
// dreadnought (MASS 120: 8 armour, 36 hull, a level-2 screen, 2 B1, 4 PDS,
// ADFC) with three escorts (3 PDS and ADFC each) that each lend it 2 PDS.
// examples/fullthrust holds the same ships as strike files.
func TypicalTargets() []Target {
	escort := fullthrust.Ship{Name: "Escort", Mass: 24, Hull: fullthrust.HullRows(8, 4), Drive: fullthrust.Drive{Thrust: 6},
		Systems: []fullthrust.System{{Kind: fullthrust.PDS}, {Kind: fullthrust.Beam, Class: 2}, {Kind: fullthrust.FireControl}}}
	cruiser := fullthrust.Ship{Name: "Cruiser", Mass: 60, Armour: []int{4}, Hull: fullthrust.HullRows(18, 4), Drive: fullthrust.Drive{Thrust: 4},
		Systems: []fullthrust.System{{Kind: fullthrust.Beam, Class: 1}, {Kind: fullthrust.Beam, Class: 1}, {Kind: fullthrust.PDS}, {Kind: fullthrust.PDS}, {Kind: fullthrust.Screen},
			{Kind: fullthrust.Beam, Class: 3}, {Kind: fullthrust.Beam, Class: 3}, {Kind: fullthrust.FireControl}, {Kind: fullthrust.FireControl}}}
	dn := fullthrust.Ship{Name: "Dreadnought", Mass: 120, Armour: []int{8}, Hull: fullthrust.HullRows(36, 4), Drive: fullthrust.Drive{Thrust: 4},
		Systems: []fullthrust.System{{Kind: fullthrust.Beam, Class: 1}, {Kind: fullthrust.Beam, Class: 1}, {Kind: fullthrust.PDS}, {Kind: fullthrust.PDS}, {Kind: fullthrust.PDS}, {Kind: fullthrust.PDS},
			{Kind: fullthrust.Screen}, {Kind: fullthrust.Screen}, {Kind: fullthrust.ADFC}, {Kind: fullthrust.Beam, Class: 3}, {Kind: fullthrust.Beam, Class: 3}, {Kind: fullthrust.Beam, Class: 3},
			{Kind: fullthrust.Beam, Class: 3}, {Kind: fullthrust.FireControl}, {Kind: fullthrust.FireControl}, {Kind: fullthrust.FireControl}}}
	group := Target{Name: "Dreadnought and 3 ADFC escorts", Ships: []fullthrust.Ship{dn}, Defence: []Defence{DefaultDefence(dn)}}
	for i := range 3 {
		e := fullthrust.Ship{Name: fmt.Sprintf("Escort %d", i+1), Mass: 30, Hull: fullthrust.HullRows(9, 3), Drive: fullthrust.Drive{Thrust: 6},
			Systems: []fullthrust.System{{Kind: fullthrust.PDS}, {Kind: fullthrust.PDS}, {Kind: fullthrust.PDS}, {Kind: fullthrust.ADFC}, {Kind: fullthrust.FireControl}}}
		group.Ships = append(group.Ships, e)
		group.Defence = append(group.Defence, Defence{PDS: 1, Cover: []Cover{{Ship: 0, PDS: 2}}})
	}
	return []Target{
		{Name: "Lone escort", Ships: []fullthrust.Ship{escort}, Defence: []Defence{DefaultDefence(escort)}},
		{Name: "Cruiser", Ships: []fullthrust.Ship{cruiser}, Defence: []Defence{DefaultDefence(cruiser)}},
		group,
	}
}

// Strike returns the target struck by n full-strength standard fighter
// groups, named "Wing 1" to "Wing n".
func (t Target) Strike(n int) Strike {
	raid := Raid{Target: 0}
	for i := range n {
		raid.Groups = append(raid.Groups, Attacker{Group: NewGroup(fmt.Sprintf("Wing %d", i+1), Standard)})
	}
	return Strike{Ships: t.Ships, Defence: t.Defence, Raids: []Raid{raid}}
}

// ScalingPoint is the exact outcome of one strike of a scaling study.
type ScalingPoint struct {
	Groups     int      // fighter groups attacking
	MeanDamage *big.Rat // expected points scored, with no cap
	Destroyed  *big.Rat // probability the target is destroyed
	MeanLosses *big.Rat // expected fighters lost
}

// PerGroup returns the expected damage per attacking group: flat when
// damage grows in proportion to the groups, rising for a swarm that
// overwhelms the defence, low at the left for groups that splatter.
func (p ScalingPoint) PerGroup() *big.Rat {
	return new(big.Rat).Quo(p.MeanDamage, ratInt(max(p.Groups, 1)))
}

// Scaling strikes the target with each number of groups in turn and
// returns the exact outcomes. The study's groups never assist, so
// Options.DeclaredAssists is always set: the attacker does not re-plan (see
// docs/fullthrust-scaling.md for what re-planning changes). It returns an
// error wrapping ErrSetup if the target is not a valid strike, or for a
// count below 1, a [*BudgetError] for a strike past [MaxExactWork], and
// ctx's error within milliseconds of ctx being done.
func Scaling(ctx context.Context, t Target, groups []int, opt fullthrust.Options) ([]ScalingPoint, error) {
	opt.DeclaredAssists = true
	out := make([]ScalingPoint, 0, len(groups))
	for _, n := range groups {
		if n < 1 {
			return nil, fmt.Errorf("%w: a strike needs at least 1 fighter group, got %d", ErrSetup, n)
		}
		tot, err := totals(ctx, t.Strike(n), opt)
		if err != nil {
			return nil, err
		}
		out = append(out, ScalingPoint{Groups: n, MeanDamage: tot[0].MeanDamage, Destroyed: tot[0].Destroyed, MeanLosses: tot[0].MeanLosses})
	}
	return out, nil
}
