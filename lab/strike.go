package lab

import (
	"context"
	"fmt"

	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
	"github.com/broadside/broadside/sim"
)

// RaidSample is one raid of a strike resolved many times, beside its exact
// odds.
type RaidSample struct {
	// Trials is the number of times the strike was resolved: the trials
	// asked for, or fewer when the run was cancelled.
	Trials int
	// Seed is the root seed of the run: trial i drew from
	// Seed.Derive("trial", i).
	Seed rng.Seed
	// Damage is the points scored on the raid's target, capped at the
	// boxes it had left, as the exact distribution caps them.
	Damage sim.Summary
	// Destroyed is 1 when the target lost its last hull box, else 0.
	Destroyed sim.Summary
	// Losses is the number of fighters the attackers lost, 0 or more.
	Losses sim.Summary
	// Fit is the chi-square goodness-of-fit test of the capped damage
	// against its exact distribution ([FitExact]); its P is uniform on
	// [0, 1] when the two agree (tests fail below 1e-6).
	Fit sim.Fit
}

// StrikeSamples resolves strike s cfg.Trials times (trial i from
// cfg.Seed.Derive("trial", i), as [sim.Run] does) and summarises each raid
// beside odds, the exact odds of the same strike and options from
// [pointdefence.Odds], one entry per raid in the same order. The result has
// one RaidSample per raid and does not depend on cfg.Workers.
//
// It returns an error wrapping [pointdefence.ErrSetup] for an invalid strike,
// an error when odds does not have one entry per raid or cfg is invalid,
// and, when ctx ends first, the samples of the finished trials with ctx's
// error.
func StrikeSamples(ctx context.Context, cfg sim.Config, s pointdefence.Strike, opt fullthrust.Options, odds []pointdefence.RaidOdds) ([]RaidSample, error) {
	m, err := pointdefence.NewSampler(s, opt)
	if err != nil {
		return nil, err
	}
	if m.Raids() != len(odds) {
		return nil, fmt.Errorf("lab: odds of %d raids for a strike of %d raids", len(odds), m.Raids())
	}
	caps := make([]int, len(odds))
	for i, o := range odds {
		caps[i] = o.Boxes
	}
	metrics := make([]string, 0, 3*len(odds))
	for i := range odds {
		metrics = append(metrics, fmt.Sprintf("damage %d", i), fmt.Sprintf("destroyed %d", i), fmt.Sprintf("losses %d", i))
	}
	res, runErr := sim.Run(ctx, cfg, metrics, func() sim.Trial {
		return strikeTrial(s, opt, caps)
	})
	if res.Metrics == nil {
		return nil, runErr
	}
	out := make([]RaidSample, len(odds))
	for i, o := range odds {
		rs := RaidSample{Trials: res.Trials, Seed: cfg.Seed,
			Damage: res.Metrics[3*i], Destroyed: res.Metrics[3*i+1], Losses: res.Metrics[3*i+2]}
		rs.Fit = FitExact(rs.Damage, o.Damage)
		out[i] = rs
	}
	return out, runErr
}

// strikeTrial returns a trial that resolves the strike once and records,
// for raid i, the damage capped at caps[i], 1 if the target was destroyed,
// and the fighters lost. The strike was validated by the caller, so a
// failure to compile it is a programmer error and panics.
func strikeTrial(s pointdefence.Strike, opt fullthrust.Options, caps []int) sim.Trial {
	m, err := pointdefence.NewSampler(s, opt)
	if err != nil {
		panic(fmt.Sprintf("lab: a validated strike failed to compile: %v", err))
	}
	return func(st *rng.Stream, out []int64) {
		for i, smp := range m.Sample(st) {
			out[3*i] = int64(min(smp.Damage, caps[i]))
			if smp.Destroyed {
				out[3*i+1] = 1
			}
			out[3*i+2] = int64(smp.Losses)
		}
	}
}
