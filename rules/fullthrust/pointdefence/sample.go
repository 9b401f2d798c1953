package pointdefence

import (
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
)

// Sampler resolves one strike over and over for Monte Carlo, without a log
// and without allocating: it rolls exactly the dice Resolve rolls, in the
// same order, so a trial and a Resolve from the same stream agree (the
// threshold checks, rolled after every raid, are left out). Like the exact
// odds, a trial takes each raid on its own, against the ships as the strike
// gives them: a destroyed eclipser's overkill is worked out from the boxes
// it has left in the strike, where Resolve, applying the raids in order,
// uses what an earlier raid of the same strike left of it. A Sampler is not
// safe for concurrent use; give each worker its own.
type Sampler struct {
	plans  []raidPlan
	ships  []fullthrust.Ship
	outs   []raidOut
	rv     resolver
	result []Sample
}

// Sample is one raid's outcome in one trial.
type Sample struct {
	PDL       int  // 2015: the point defence level before screens
	Damage    int  // points scored on the target, with any eclipser's overkill
	Destroyed bool // the target lost its last hull box
	Losses    int  // fighters the attackers lost
	Missiles  int  // salvo missiles that hit
	Eclipsers int  // points on the ships eclipsing the target
	// Overkill is the points destroyed eclipsers passed on to the target as
	// normal points, included in Damage.
	Overkill int
}

// NewSampler compiles a strike for sampling. It returns an error wrapping
// ErrSetup for an invalid strike.
func NewSampler(s Strike, opt fullthrust.Options) (*Sampler, error) {
	if err := s.ValidateFor(opt); err != nil {
		return nil, err
	}
	m := &Sampler{plans: compile(&s, opt), ships: s.Ships, rv: resolver{opt: opt}}
	m.outs = make([]raidOut, len(m.plans))
	m.result = make([]Sample, len(m.plans))
	return m, nil
}

// Raids returns the number of raids a sample reports, one per raid with
// attackers in the order of Strike.Raids.
func (m *Sampler) Raids() int { return len(m.plans) }

// Sample resolves the strike once from src and returns each raid's outcome.
// The returned slice is reused by the next call.
func (m *Sampler) Sample(src rng.Source) []Sample {
	m.rv.r = newRoller(src)
	clear(m.rv.bolts)
	for i := range m.plans {
		p := &m.plans[i]
		out := &m.outs[i]
		m.rv.raid(p, out)
		losses := 0
		for _, l := range out.losses {
			losses += l
		}
		ecl, over := 0, 0
		for j, d := range out.eclipse {
			ecl += d.Total()
			over += overkill(&m.ships[p.eclipsers[j].ship], d)
		}
		damage := out.damage.Add(fullthrust.Damage{Normal: over})
		m.result[i] = Sample{PDL: out.pdl, Eclipsers: ecl, Overkill: over, Damage: damage.Total(), Losses: losses, Missiles: out.missile,
			Destroyed: destroys(&m.ships[p.target], damage)}
	}
	return m.result
}

// destroys reports whether damage d would take the ship's last hull box,
// with the rules of Ship.Take, without building the changed ship.
func destroys(s *fullthrust.Ship, d fullthrust.Damage) bool {
	outer := -1
	flow := d.Normal
	rest := 0 // boxes inside the outer layer
	for i, a := range s.Armour {
		left := a
		if i < len(s.Lost.Armour) {
			left -= s.Lost.Armour[i]
		}
		switch {
		case outer < 0 && left > 0:
			outer = i
			take := min(flow, left)
			flow -= take
		case outer >= 0:
			rest += left
		}
	}
	if outer < 0 {
		return s.Lost.Hull+d.Normal+d.Penetrating >= s.HullBoxes()
	}
	hull := max(flow+d.Penetrating-rest, 0)
	return s.Lost.Hull+hull >= s.HullBoxes()
}
