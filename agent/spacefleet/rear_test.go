package spacefleet

import (
	"testing"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/spacefleet"
)

// TestRearMatchesRules checks the agent's fast rear-arc test against the
// rules' own.
func TestRearMatchesRules(t *testing.T) {
	from := geom.Hex{Q: 2, R: -1}
	for _, h := range geom.Spiral(from, 9) {
		v := h.Sub(from)
		for f := range geom.Dir(6) {
			if got, want := rear(f, v, dot(v, v)), spacefleet.InRear(from, f, h); got != want {
				t.Errorf("rear(%s, %s) = %v, want %v", f, v, got, want)
			}
		}
	}
}
