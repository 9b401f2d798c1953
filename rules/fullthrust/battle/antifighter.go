package battle

import (
	"fmt"
	"sort"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
)

// Fire at fighter groups in the ship-fire phase (Continuum §8.6 and §8.8;
// RULINGS A6, A7; readings W21, W22). A line "SHIP fire at: GROUP ..." in
// the fire orders fires some of the ship's systems at an enemy group that
// did not fight this turn (no attack run, no dogfight, no screening in the
// strike):
//
//   - beams: every beam battery of the ship that bears on the group within
//     its reach rolls one die, a 6 killing one fighter (a 5 or 6 a light
//     fighter, W118), no re-roll; it needs a working fire control and is
//     the ship's one beam target that turn (reading W2);
//   - pds, ads, grapeshot: point defence directed by the ship's ADFC (one
//     group per working ADFC) at a group within 6 MU, with the classic
//     kill dice (a PDS die each, two for an ADS, four for grapeshot), if
//     the ship's PDS and ADS did not already fire in this turn's strike;
//   - scatterguns: 1D6 kills each (1D3 against heavy fighters, 1D6+1
//     against light ones, W118) at a group within 6 MU, their own fire
//     control built in.
//
// Scatterguns and grapeshot are one-shot: once fired they are spent
// (unless the option scatterguns: reusable). A group may evade ("GROUP:
// evade" in the fire orders) for 1 CEF: beams fired at it miss, point
// defence does not. The kills are applied together after every line has
// rolled, before the ships' fire at ships, which they do not affect.

// flakBeams returns how many of ship i's beam batteries bear on group k
// within their reach.
func (s *State) flakBeams(i, k int) int {
	u := s.units[i]
	sh := manoeuvre.Shot{From: u.motion, To: manoeuvre.Motion{Pos: s.wings[k].pos}, Corkscrew: u.corkscrew, EM: u.em}
	_, eff := sh.Range()
	n := 0
	var buf [16]manoeuvre.Gun
	for _, g := range s.appendGuns(buf[:0], i) {
		if sh.Bears(g.Arcs) && manoeuvre.BeamDice(g.Class, eff) > 0 {
			n++
		}
	}
	return n
}

// antiFighter carries out the evasions and the fire at fighter groups of
// the fire orders, ship by ship in setup order.
func (s *State) antiFighter(read []sideOrders, src rng.Source, emit game.Emit) {
	evade := map[int]bool{}
	var lines []flak
	for _, r := range read {
		for k := range r.air.evades {
			evade[k] = true
		}
		lines = append(lines, r.air.flak...)
	}
	sort.SliceStable(lines, func(a, b int) bool { return lines[a].ship < lines[b].ship })
	for k := range s.wings {
		if evade[k] {
			s.wings[k].group.CEF--
			if emit != nil {
				s.event(emit, "fighters", fmt.Sprintf("%s evades ship fire for 1 CEF (%d left)", s.wings[k].group.Name, s.wings[k].group.CEF), nil)
			}
		}
	}
	kills := make([]int, len(s.wings))
	for _, l := range lines {
		f, g := l.fire, s.wings[l.wing].group
		if evade[l.wing] && f.Beams > 0 {
			if emit != nil {
				s.event(emit, "flak", fmt.Sprintf("%s's beams at %s miss: the group evades", s.name(l.ship), g.Name), nil)
			}
			f.Beams = 0
		}
		if f == (pointdefence.Flak{}) {
			continue
		}
		k, log := pointdefence.FireAtGroup(g, f, src)
		for _, e := range log {
			var dice []int
			for _, w := range e.Dice {
				dice = append(dice, w...)
			}
			s.event(emit, "flak", s.name(l.ship)+": "+e.Text, dice)
		}
		kills[l.wing] += k
		if !s.setup.Options.Options.ReusableScatterguns {
			spend(&s.units[l.ship].ship, fullthrust.Scattergun, f.Scatterguns)
			spend(&s.units[l.ship].ship, fullthrust.Grapeshot, f.Grapeshot)
		}
	}
	for k, n := range kills {
		w := &s.wings[k]
		if n == 0 {
			continue
		}
		n = min(n, w.group.Strength)
		w.group.Strength -= n
		if emit != nil {
			s.event(emit, "fighters", fmt.Sprintf("%s loses %d to ship fire, %d left", w.group.Name, n, w.group.Strength), nil)
		}
		if w.group.Strength == 0 {
			if emit != nil {
				s.event(emit, "fighters", fmt.Sprintf("%s is destroyed", w.group.Name), nil)
			}
		}
	}
}

// spend marks n working one-shot systems of the kind as fired.
func spend(sh *fullthrust.Ship, kind fullthrust.SystemKind, n int) {
	for j := range sh.Systems {
		if n == 0 {
			return
		}
		if sys := &sh.Systems[j]; sys.Kind == kind && !sys.Destroyed && !sys.Spent {
			sys.Spent = true
			n--
		}
	}
}

// scatterOnly takes off the point defence a ship firing scatterguns in its
// own defence may not mix with them (2015 text, "Scatterguns cannot be
// mixed with B1 or PDS"; RULINGS B2.1): the PDS and ADS it kept after
// lending.
func (s *State) scatterOnly(st *pointdefence.Strike) {
	for j := range st.Defence {
		if st.Defence[j].Scatterguns > 0 {
			st.Defence[j].PDS, st.Defence[j].ADS = 0, 0
		}
	}
}
