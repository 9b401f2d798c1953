package lab

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
