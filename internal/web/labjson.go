package web

import (
	"github.com/broadside/broadside/lab"
	"github.com/broadside/broadside/sim"
)

// The lab's JSON API answers with the JSON of the command that fights the
// same scenario on the command line: lab.BattleOdds for "broadside battle
// --trials N --json" (a Space Fleet or Full Thrust battle), and the reports
// of package lab for "broadside ft duel --json" and "broadside jovian
// engagement --json". Only the battles' answer adds something, the
// histogram of every metric (the web lab's own "metrics" field), which the
// Space Fleet charts were first drawn from.

// labJSON is the lab API's answer for a battle: the JSON of "broadside
// battle --trials N --json" and every metric with its histogram.
type labJSON struct {
	lab.BattleOdds
	Metrics []sim.Summary `json:"metrics"`
}

// newLabJSON converts a run.
func newLabJSON(o lab.BattleOdds) labJSON {
	return labJSON{BattleOdds: o, Metrics: o.Result.Metrics}
}
