package fullthrust

import (
	"fmt"
	"strings"
)

// RollsText describes a threshold check and its dice, such as "row 2 check
// (5+): Beam-2 3 holds, main drive 6 lost", or "row 2 check (5+): no working
// system left" when rolls is empty.
func (c Check) RollsText(rolls []SystemRoll) string {
	if len(rolls) == 0 {
		return c.String() + ": no working system left"
	}
	parts := make([]string, len(rolls))
	for i, r := range rolls {
		mark := "holds"
		if r.Failed {
			mark = "lost"
		}
		parts[i] = fmt.Sprintf("%s %d %s", r.System, r.Face, mark)
	}
	return c.String() + ": " + strings.Join(parts, ", ")
}

// ThresholdText describes a threshold check and its dice for a log, such as
// "threshold row 2 check (5+): Beam-2 3 holds, main drive 6 lost", or ""
// when the check rolled nothing (no row crossed, or the check waits for the
// end phase: rolls is nil).
func ThresholdText(c Check, rolls []SystemRoll) string {
	if c.Row == 0 || rolls == nil {
		return ""
	}
	return "threshold " + c.RollsText(rolls)
}
