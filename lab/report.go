package lab

import (
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/sim"
)

// A report is the JSON of a run, the same from "broadside ft duel --json",
// "broadside jovian engagement --json" and the web lab's API, so that a
// client reads either alike.

// DuelReport is a run of duels as JSON: the odds, then the log of the first
// duel when one was asked for.
type DuelReport struct {
	DuelOdds
	Log []string `json:"log,omitempty"` // the first duel, turn by turn
}

// Report returns the odds as JSON with log, which may be nil.
func (o DuelOdds) Report(log []string) DuelReport { return DuelReport{DuelOdds: o, Log: log} }

// EngagementReport is a run of engagements as JSON: the odds, then the
// narration of the first engagement when one was asked for.
type EngagementReport struct {
	EngagementOdds
	Narration []string `json:"narration,omitempty"` // the first engagement, step by step
}

// Report returns the odds as JSON with narration, which may be nil.
func (o EngagementOdds) Report(narration []string) EngagementReport {
	return EngagementReport{EngagementOdds: o, Narration: narration}
}

// RaidSampleReport is a raid's samples as JSON: the "monte_carlo" of "ft
// odds strike --trials N --json" and of the web strike page's API.
type RaidSampleReport struct {
	Trials       int      `json:"trials"`
	Seed         rng.Seed `json:"seed"`
	MeanDamage   float64  `json:"mean_damage"` // capped at the boxes left, like the damage distribution
	Destroyed    float64  `json:"destroyed"`
	DestroyedLow float64  `json:"destroyed_low95"`
	DestroyedHi  float64  `json:"destroyed_high95"`
	MeanLosses   float64  `json:"mean_losses"`
	// Fit tests the sampled capped damage against its exact distribution
	// (chi-square over outcomes pooled to expected counts of 5 or more).
	Fit sim.Fit `json:"fit"`
}

// Report returns the samples as JSON.
func (r RaidSample) Report() RaidSampleReport {
	return RaidSampleReport{Trials: r.Trials, Seed: r.Seed, MeanDamage: r.Damage.Mean, Destroyed: r.Destroyed.Mean,
		DestroyedLow: r.Destroyed.Low95, DestroyedHi: r.Destroyed.High95, MeanLosses: r.Losses.Mean, Fit: r.Fit}
}
