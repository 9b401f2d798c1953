package fullthrust

// NewBattlePlayerScan returns a battle player whose planner weighs reach
// tables by coarse scan scan (coarseScans in plan_coarse.go): 1 for the
// scan of sessions 19-25, for the head-to-head of plan_scan_ab_test.go.
func NewBattlePlayerScan(scan int) *BattlePlayer {
	b := NewBattlePlayer()
	b.pl.scan = scan
	return b
}

// NewBattlePlayerOrdnance returns a battle player whose ships with
// ordnance are weighed by coarse scan scan instead of ordnanceScan (1:
// the single pass, as before session 27), for the head-to-head of
// plan_scan_ab_test.go.
func NewBattlePlayerOrdnance(scan int) *BattlePlayer {
	b := NewBattlePlayer()
	b.pl.ordnance = scan
	return b
}
