package manoeuvre

import (
	"fmt"

	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
)

// corkscrewCost is the thrust factors a Corkscrew takes from the turning
// allowance (ft-advanced-manoeuvres.txt "Corkscrew"): a thrust-6 ship that
// corkscrews can make no other turn.
const corkscrewCost = 3

// StressDice returns the beam dice of hull stress a ship of the given MASS
// suffers when it turns points of turn in the same move as a Corkscrew: one
// die per 20 MASS or part of 20, times the points (RULINGS E4 #5, the Fleet
// Book "or part thereof" convention). It is 0 without a turn or without a
// known MASS.
func StressDice(mass, points int) int {
	if mass <= 0 || points <= 0 {
		return 0
	}
	return (mass + 19) / 20 * points
}

// Stress is the hull stress of a Corkscrew made with a turn: beam dice with
// re-rolls, applied as one action.
type Stress struct {
	Dice       int                     `json:"dice"`
	Faces      []int                   `json:"faces"`
	Damage     fullthrust.Damage       `json:"damage"`
	Taken      fullthrust.Taken        `json:"taken"`
	Thresholds []fullthrust.SystemRoll `json:"thresholds,omitempty"`
}

// String describes the stress for a log.
func (s *Stress) String() string {
	out := fmt.Sprintf("Corkscrew hull stress: %d beam dice %v: %d normal + %d penetrating points", s.Dice, s.Faces, s.Damage.Normal, s.Damage.Penetrating)
	if t := fullthrust.ThresholdText(s.Taken.Check(), s.Thresholds); t != "" {
		out += "; " + t
	}
	return out
}

// corkscrewStress rolls and applies the hull stress of a Corkscrew with
// points of turn. The re-roll points penetrate like any beam's unless the
// options say otherwise (RULINGS A1), and the threshold check the damage
// causes is rolled or deferred as for beam hits.
func corkscrewStress(s fullthrust.Ship, points int, opt ManoeuvreOptions, src rng.Source) (fullthrust.Ship, *Stress) {
	st := &Stress{Dice: StressDice(s.Mass, points)}
	for range st.Dice {
		first, again := rollBeam(src, 0, 0, &st.Faces)
		st.Damage = st.Damage.Add(opt.beamPoints(first, again))
	}
	s, st.Taken, st.Thresholds = Hit(s, st.Damage, opt, src)
	return s, st
}
