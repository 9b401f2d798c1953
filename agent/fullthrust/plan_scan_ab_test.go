package fullthrust_test

import (
	"testing"

	"github.com/broadside/broadside/agent"
	ftagent "github.com/broadside/broadside/agent/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// BenchmarkScanAB pits the battle player's coarse scan against the scan
// of sessions 19-25 (plan_coarse.go, coarseScans 0 and 1), head to head,
// on the battle examples of cinematic movement, as pairedAB measures (the
// new player against the old, the control the old on both sides). Run it
// with -benchtime=400x for 200 battles a side assignment, e.g.
//
//	go test ./agent/fullthrust/ -run XXX -bench 'ScanAB/(cruiser|fleet)' -benchtime 400x -cpu 1
func BenchmarkScanAB(b *testing.B) {
	// Each player keeps its own reach tables: the two scans must not share
	// groups (etTable keeps them by scan anyway).
	abOnCinematic(b, func() (newer, older, control agent.Agent) {
		return ftagent.NewBattlePlayerScan(0), ftagent.NewBattlePlayerScan(1), ftagent.NewBattlePlayerScan(1)
	})
}

// BenchmarkOrdnanceScanAB pits the battle player against one whose ships
// with ordnance keep the single pass of sessions 19-25 (scan 1, as before
// session 27; ordnanceScan in plan_coarse.go), head to head on the battle
// examples of cinematic movement, as BenchmarkScanAB does. Examples
// without ordnance play the same on both sides (a difference of 0).
func BenchmarkOrdnanceScanAB(b *testing.B) {
	abOnCinematic(b, func() (newer, older, control agent.Agent) {
		return ftagent.NewBattlePlayer(), ftagent.NewBattlePlayerOrdnance(1), ftagent.NewBattlePlayerOrdnance(1)
	})
}

// cinematicExamples are the battle examples of cinematic movement that the
// head-to-head benchmarks play.
var cinematicExamples = []string{"battle-cruiser-action.yaml", "battle-fleet-action.yaml", "battle-kinetic-raid.yaml", "battle-missile-boats.yaml", "battle-carrier-gunline.yaml"}

// abOnCinematic measures, as pairedAB does, each of cinematicExamples with
// the players that players makes afresh for it.
func abOnCinematic(b *testing.B, players func() (newer, older, control agent.Agent)) {
	for _, ex := range cinematicExamples {
		start, err := battle.Rules{}.Prepare(nil, battleSetup(b, ex))
		if err != nil {
			b.Fatal(err)
		}
		b.Run(ex, func(b *testing.B) {
			newer, older, control := players()
			pairedAB(b, ex, start, newer, older, control)
		})
	}
}
