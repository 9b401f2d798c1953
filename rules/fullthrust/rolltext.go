package fullthrust

import "fmt"

// thresholdText describes a threshold check and its dice for a log, such as
// "row 2 check (5+): Beam-2 3 holds, main drive 6 lost", or "" when the
// check rolled nothing (no row crossed, or the check waits for the end
// phase).
func thresholdText(c Check, rolls []SystemRoll) string {
	if c.Row == 0 || rolls == nil {
		return ""
	}
	return "threshold " + thresholdEntry("", c, rolls).Text
}

// endPhaseTexts describes the pending threshold checks of s that
// [Ship.EndPhase] rolled, one line each, in the order rolled.
func endPhaseTexts(s Ship, all [][]SystemRoll) []string {
	var out []string
	for k, rolls := range all {
		if k < len(s.Pending) {
			out = append(out, "threshold "+thresholdEntry("", s.Pending[k], rolls).Text)
		}
	}
	return out
}

// blastText describes FTL damage to a ship for a log: "Escort takes 7
// points from the arrival (dice [3 4])", with the threshold check it caused.
func blastText(name, from string, b Blast, check string) string {
	s := fmt.Sprintf("%s takes %d points from the %s", name, b.Points, from)
	if len(b.Dice) > 0 {
		s += fmt.Sprintf(" (dice %v)", b.Dice)
	}
	if check != "" {
		s += "; " + check
	}
	return s
}
