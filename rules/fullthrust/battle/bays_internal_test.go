package battle

import (
	"strings"
	"testing"

	"github.com/broadside/broadside/rng"
)

// TestBayOutSaysWhyAfterRepair: One group's bay, knocked out by a scramble
// mishap, is repaired by damage control (two parties, on a 6) and then
// knocked out again by a threshold check: the refusal names the threshold
// check, not the mishap long repaired (reading W80).
func TestBayOutSaysWhyAfterRepair(t *testing.T) {
	setup := twoShips() // setup_test.go
	s := newState(&setup)
	box := s.bayBox(0)
	s.wings[0].mishap = true
	s.units[0].ship.Systems[box].Destroyed = true
	if why := s.bayOut(0); !strings.Contains(why, "scramble mishap") {
		t.Fatalf("after the mishap: %q", why)
	}
	s.damageControl(0, repairOrder{}, false, rng.NewScript([]int{6}), nil)
	if s.bayDown(0) {
		t.Fatal("the bay is not repaired")
	}
	s.units[0].ship.Systems[box].Destroyed = true // a threshold check
	if why := s.bayOut(0); !strings.Contains(why, "knocked out by a threshold check") {
		t.Errorf("after the repair and a threshold check: %q", why)
	}
}
