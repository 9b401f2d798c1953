package spacefleet

import (
	"fmt"

	"github.com/broadside/broadside/rng"
)

// ShotRoll is one shot rolled die by die: the roll that [ShotOdds]
// describes exactly.
type ShotRoll struct {
	Need    int      `json:"need"`            // the score the to-hit die needs
	ToHit   int      `json:"to_hit"`          // the to-hit die
	Hit     bool     `json:"hit"`             // the shot hit
	Missile int      `json:"missile_hits"`    // a missile's hits die; 0 for other weapons or a miss
	Hits    int      `json:"hits"`            // hits done
	Shields int      `json:"shields_taken"`   // hits that took a shield
	Damage  []int    `json:"damage,omitzero"` // the damage-table dice, one per hit past the shields
	Results []Result `json:"results,omitzero"`
	Outcome Outcome  `json:"-"`
	Steps   []string `json:"steps"` // the shot explained, one line per die
}

// RollShot rolls one shot at a ship of the shot's target class with
// shields shields left, in the order the game rolls it ("Firing",
// "Effect of hits"): the to-hit die, a missile's hits die, then a
// damage-table die for each hit past the shields until the ship is
// destroyed, by a wreck or by its damage points passing 4, the capacity of
// a ship without the damage_capacity or armour rules. The outcome is the
// ship's fate, as in ShotOdds. Armour is not counted, as in ShotOdds. It returns an error for a
// shot the table does not allow or negative shields. With an
// [rng.Script], the caller checks the script's Err before using the roll.
func RollShot(s Shot, shields int, o Options, src rng.Source) (ShotRoll, error) {
	need, err := s.Need()
	if err != nil {
		return ShotRoll{}, err
	}
	if shields < 0 {
		return ShotRoll{}, fmt.Errorf("spacefleet: %d shields", shields)
	}
	r := ShotRoll{Need: need, ToHit: src.Roll(6, "to-hit")}
	r.Hit = Hits(r.ToHit, need, o)
	r.Steps = append(r.Steps, fmt.Sprintf("%s at range %d needs %d: rolled %d, %s", s.Weapon, s.Range, need, r.ToHit, map[bool]string{true: "hit", false: "miss"}[r.Hit]))
	if !r.Hit {
		r.Outcome = Missed
		return r, nil
	}
	missile := s.Weapon == Missile
	switch s.Weapon {
	case Beam:
		r.Hits = 1
	case Plasma:
		r.Hits = 2
	case Missile:
		sides := 6
		if o.SRMHitsD4 {
			sides = 4
		}
		r.Missile = src.Roll(sides, "missile hits")
		r.Hits = r.Missile
		r.Steps = append(r.Steps, fmt.Sprintf("missile hits d%d: %d", sides, r.Missile))
	}
	r.Shields = min(r.Hits, shields)
	if r.Shields > 0 {
		r.Steps = append(r.Steps, fmt.Sprintf("%d of %d hits take shields", r.Shields, r.Hits))
	}
	r.Outcome = Absorbed
	mod := DamageModifier(s.Target, missile)
	points := 0
	for range r.Hits - r.Shields {
		die := src.Roll(6, "damage table")
		res := DamageResult(die+mod, o)
		r.Damage, r.Results = append(r.Damage, die), append(r.Results, res)
		r.Steps = append(r.Steps, fmt.Sprintf("damage roll %d%+d = %d: %s", die, mod, die+mod, res))
		if OutcomeOf(res) > r.Outcome {
			r.Outcome = OutcomeOf(res)
		}
		points += res.Points()
		if res != Wrecked && points > (Target{}).capacity() {
			r.Outcome = OutcomeOf(Wrecked)
			r.Steps = append(r.Steps, fmt.Sprintf("%d damage points exceed the capacity of %d: destroyed", points, (Target{}).capacity()))
		}
		if r.Outcome == OutcomeOf(Wrecked) {
			break
		}
	}
	return r, nil
}
