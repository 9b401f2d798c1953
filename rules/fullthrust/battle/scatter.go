package battle

import (
	"fmt"

	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// Scatterguns fired at ships (RULINGS A7, the scattergun row; reading
// W119; from rules version 8). A working scattergun not yet spent is a
// weapon of the ship-fire phase labelled "SG": it fires only when a fire
// order names it ("Talon: Warden [SG]", or "[B2 SG]" beside other
// weapons), never through the target-only form or a target written
// without a list, since it is one-shot. It reaches ScattergunRange, the 6
// MU of its built-in ADFC, into its arcs; its fire control is built in,
// so a target given only scatterguns takes none of the ship's fire
// controls. Each rolls one beam die, a Beam-1 die at that range, with the
// penetrating re-roll on a 6 (Continuum §8.15's BD*), against no screen,
// and a Corkscrew's -1 as beams have it; it is then spent, unless the
// option scatterguns: reusable keeps it. A scattergun fired at a ship is
// not fired at a group in the same fire orders (checkAir counts both).

// ScattergunRange is how far, in MU, a scattergun reaches: its built-in
// ADFC's 6 MU (RULINGS A7), at ships and at fighter groups alike.
const ScattergunRange = CoverRange

// scattergunLabel is a scattergun's label in fire orders and logs.
const scattergunLabel = "SG"

// appendScatterguns appends ship i's scatterguns that may fire at a ship
// this turn to out, from rules version 8: working, not spent.
func (s *State) appendScatterguns(out []weapon, i int) []weapon {
	if s.version < 8 {
		return out
	}
	for k := range s.units[i].ship.Systems {
		sys := &s.units[i].ship.Systems[k] // read in place, not copied
		if ready := scattergun(k, sys); ready != nil {
			out = append(out, *ready)
		}
	}
	return out
}

// scattergun returns system k, sys, as a weapon of the ship-fire phase
// when it is a working scattergun not yet spent, and nil otherwise.
func scattergun(k int, sys *fullthrust.System) *weapon {
	if sys.Kind != fullthrust.Scattergun || sys.Destroyed || sys.Spent {
		return nil
	}
	return &weapon{label: scattergunLabel, kind: scatterWeapon, arcs: sys.FireArcs(), system: k}
}

// fireScatterguns rolls the scatterguns among ws that ship i fires in sh
// and returns dmg with their points added: one beam die each, screens
// ignored; each fired is spent (unless reusable). An evasion since the
// fire orders were checked may have put the target beyond their reach:
// they then do not fire and are not spent. With logged set it appends
// the faces and a part of the log line.
func (s *State) fireScatterguns(i int, sh manoeuvre.Shot, ws []weapon, dmg fullthrust.Damage, src rng.Source, faces *[]int, parts *[]string, logged bool) fullthrust.Damage {
	open := sh
	open.Screen = 0 // the scattergun's die ignores screens (RULINGS A7)
	for _, w := range ws {
		if w.kind != scatterWeapon {
			continue
		}
		w, ok := s.unspentScattergun(i, w, aimOf(sh))
		if !ok {
			continue
		}
		v := manoeuvre.FireBeams([]manoeuvre.Gun{{Name: w.label, Class: 1, Arcs: w.arcs, System: w.system}}, open, s.setup.Options, src)
		dmg = dmg.Add(v.Damage)
		if !s.setup.Options.Options.ReusableScatterguns {
			s.units[i].ship.Systems[w.system].Spent = true
		}
		if logged {
			for _, g := range v.Guns {
				*faces = append(*faces, g.Faces...)
				*parts = append(*parts, fmt.Sprintf("%s 1 die, no screens %v: %d+%d", w.label, g.Faces, g.Damage.Normal, g.Damage.Penetrating))
			}
		}
	}
	return dmg
}

// unspentScattergun returns the scattergun of ship i that fires as w at
// the target of a, and whether one reaches it: w itself, unless a
// scattergun fired at a fighter group earlier in this fire phase spent
// its system (antifighter.go spends the first working ones, and the fire
// orders count both uses together, W119); then another working unspent
// scattergun of the ship that reaches the target.
func (s *State) unspentScattergun(i int, w weapon, a aim) (weapon, bool) {
	systems := s.units[i].ship.Systems
	if !systems[w.system].Spent {
		return w, w.reaches(a)
	}
	for k := range systems {
		sys := &systems[k] // read in place, not copied
		if alt := scattergun(k, sys); alt != nil && alt.reaches(a) {
			return *alt, true
		}
	}
	return w, false
}

// ScattergunShots returns how many of ship i's scatterguns may fire at
// ship j now, bearing on it within ScattergunRange, and the mean damage
// of one (a beam die with its re-roll, no screen, a Corkscrew's -1); 0
// when none may or i may not fire this turn. Bearing leaves scatterguns
// out: they are one-shot, and a player decides apart whether to spend
// them on a ship.
func (s *State) ScattergunShots(i, j int) (n int, mean float64) {
	if i < 0 || j < 0 || i >= len(s.units) || j >= len(s.units) || i == j || !s.inBattle(i) || !s.inBattle(j) || s.units[i].noFire {
		return 0, 0
	}
	sh := s.screenedShot(i, j, 0)
	a := aimOf(sh)
	var buf [4]weapon
	for _, w := range s.appendScatterguns(buf[:0], i) {
		if w.reaches(a) {
			n++
		}
	}
	mod := 0
	if sh.Corkscrew {
		mod = -1
	}
	return n, manoeuvre.ExpectedBeam(mod, 0)
}

// directs reports whether the fire order fires any weapon but scatterguns:
// the ship's beams then have a ship as their target (reading W2).
func (o fireOrder) directs() bool {
	for _, g := range o {
		for _, w := range g.weapons {
			if w.kind != scatterWeapon {
				return true
			}
		}
	}
	return false
}

// scatterguns returns how many scatterguns the fire order fires at ships.
func (o fireOrder) scatterguns() int {
	n := 0
	for _, g := range o {
		for _, w := range g.weapons {
			if w.kind == scatterWeapon {
				n++
			}
		}
	}
	return n
}
