package lab

import "testing"

// TestSweepReportTitle checks how a sweep's table and chart head each
// metric: a numbered side's by its name, a named side's (a duel's) by that
// name, and every other as it is.
func TestSweepReportTitle(t *testing.T) {
	r := SweepReport{Sides: []string{"Io Defence League", "Ceres"}}
	for m, want := range map[string]string{
		"win:0":         "Io Defence League wins",
		"win:1":         "Ceres wins",
		"points_lost:1": "Ceres points lost",
		"ships_lost:0":  "Io Defence League ships lost",
		"alive:1":       "Ceres alive",
		"win:Union":     "Union wins",
		"win:2":         "2 wins", // no third side: the number stays
		"draw":          "draw",
		"damage 1":      "damage 1",
		"odd:0":         "odd:0",
	} {
		if got := r.Title(m); got != want {
			t.Errorf("Title(%q) = %q, want %q", m, got, want)
		}
	}
}
