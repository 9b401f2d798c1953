package spacefleet

import (
	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rng"
)

// regenerate restores shields at the end of the turn ("Effect of hits";
// RULINGS D2#12): one shield for a ship that fired no beam or plasma
// weapon; with a shield regenerator (not on destroyers and light cruisers)
// one even after firing, or two without firing; never after major damage
// and never above the design's shields.
func (st *State) regenerate(emit game.Emit) {
	for i := range st.ships {
		s := &st.ships[i]
		d := &st.g.info[i].design
		if !s.active() || s.has(fMajor) || int(s.shields) >= d.Shields {
			continue
		}
		fired := s.has(fFiredBeam)
		n := 0
		switch {
		case d.Regenerator && st.g.opts.Regenerators && fired:
			n = 1
		case d.Regenerator && st.g.opts.Regenerators:
			n = 2
		case !fired:
			n = 1
		}
		if n == 0 {
			continue
		}
		s.shields = int8(min(int(s.shields)+n, d.Shields))
		if emit != nil {
			st.emitAbout(emit, st.seenBy(i), "regenerate", nil, "%s regenerates to %d shields", st.shipName(i), s.shields)
		}
	}
}

// RepairNeed returns the d6 score that repairs an item: 5, or 4 with
// advanced armour and damage control.
func (st *State) repairNeed(i int) int {
	if st.g.opts.Armour && st.g.info[i].design.Armour {
		return 4
	}
	return 5
}

// repair rolls once at the end of the turn for each repairable item of each
// ship, engines at half speed and weapons knocked out; 5 or 6 (4 to 6 with
// advanced armour) restores it ("Effect of hits"; RULINGS D2#15). Major
// damage is not repairable, and repair removes no damage points. A ship
// with major damage rolls for nothing that major damage already covers:
// its weapons are destroyed and its half speed permanent, so it rolls only
// for engine damage, and only when half-speed effects stack
// (HalfSpeedStacks).
func (st *State) repair(src rng.Source, emit game.Emit) {
	for i := range st.ships {
		s := &st.ships[i]
		if !s.active() {
			continue
		}
		major := s.has(fMajor)
		need := st.repairNeed(i)
		if s.has(fHalfSpeed) && (!major || st.g.opts.HalfSpeedStacks) {
			die := src.Roll(6, "engine repair")
			if die >= need {
				s.flags &^= fHalfSpeed
				if emit != nil {
					st.emitAbout(emit, st.seenBy(i), "repair", []int{die}, "%s repairs its engines (rolled %d)", st.shipName(i), die)
				}
			} else {
				if emit != nil {
					st.emitAbout(emit, st.seenBy(i), "repair", []int{die}, "%s fails to repair its engines (rolled %d)", st.shipName(i), die)
				}
			}
		}
		if s.has(fWeaponsKO) && !major {
			die := src.Roll(6, "weapons repair")
			if die >= need {
				s.flags &^= fWeaponsKO
				if emit != nil {
					st.emitAbout(emit, st.seenBy(i), "repair", []int{die}, "%s brings its weapons back on line (rolled %d)", st.shipName(i), die)
				}
			} else {
				if emit != nil {
					st.emitAbout(emit, st.seenBy(i), "repair", []int{die}, "%s fails to repair its weapons (rolled %d)", st.shipName(i), die)
				}
			}
		}
	}
}
