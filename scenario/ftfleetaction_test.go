package scenario

import (
	"testing"

	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// TestFleetActionExample checks that the fleet action is what the issue
// asks of it: 8 to 12 ships a side, at least 8 fighter groups in all, and
// salvo launchers (with magazines) on both sides.
func TestFleetActionExample(t *testing.T) {
	s := readBattle(t, "battle-fleet-action.yaml")
	ships := make([]int, len(s.Sides))
	launchers := make([]int, len(s.Sides))
	groups := 0
	for _, sh := range s.Ships {
		ships[sh.Side]++
		groups += len(sh.Bays)
		for _, m := range sh.Mounts {
			if m.Kind == battle.SalvoLauncher && m.Ammo > 1 {
				launchers[sh.Side]++
			}
		}
	}
	for side, n := range ships {
		if n < 8 || n > 12 {
			t.Errorf("%s has %d ships, want 8-12", s.Sides[side], n)
		}
		if launchers[side] == 0 {
			t.Errorf("%s has no salvo launcher with a magazine", s.Sides[side])
		}
	}
	if groups < 8 {
		t.Errorf("%d fighter groups in all, want at least 8", groups)
	}
}
