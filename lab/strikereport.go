package lab

import "github.com/broadside/broadside/rules/fullthrust/pointdefence"

// StrikeReport is a strike's exact odds under one procedure as JSON, each
// raid with its Monte Carlo run when one was asked for: the answer of "ft
// odds strike --json" and of the web strike page's API.
type StrikeReport struct {
	File  string       `json:"file"`
	Name  string       `json:"name,omitempty"`
	Rules string       `json:"rules"` // "2015" or "classic"
	Raids []RaidReport `json:"raids"`
}

// RaidReport is one raid's exact odds and, when trials were asked for, the
// Monte Carlo run beside them.
type RaidReport struct {
	RaidOddsReport
	MonteCarlo *RaidSampleReport `json:"monte_carlo,omitempty"`
}

// StrikeComparison is a strike's odds under the 2015 and the classic
// procedure as JSON, with a row per raid setting them side by side: the
// answer of "ft odds strike --rules compare --json" and of the strike
// page's API with rules=compare.
type StrikeComparison struct {
	File       string                       `json:"file"`
	Name       string                       `json:"name,omitempty"`
	Compare    []StrikeReport               `json:"compare"` // 2015, then classic
	Comparison []pointdefence.ComparisonRow `json:"comparison"`
}
