package battle

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// applyMove takes ship i's move mv: its sheet, motion and what it leaves
// for fire and the end of the turn, with an event for each line of its log
// (its warnings among them, in the order they arose: a warning was once
// also sent ahead of the dice that caused it), and the ship's leaving the
// battle by FTL, by the table edge or by destruction.
func (s *State) applyMove(i int, mv manoeuvre.Moved, emit game.Emit) {
	u := &s.units[i]
	u.ship, u.motion = mv.Ship, mv.Motion
	u.deferred, u.corkscrew, u.noFire, u.em = mv.Deferred, mv.Corkscrew, mv.NoFire, mv.EM
	u.ec = mv.Plan.Thrust.Eclipse
	u.post, u.emHeld, u.driveLocked = mv.Plan.Order.Post, mv.EMHeld, false
	u.spent, u.holds = s.unallocated(mv)
	if emit != nil {
		dice := moveDice(mv)
		for _, l := range mv.Log {
			s.event(emit, "move", fmt.Sprintf("%s: %s", u.ship.Name, l), dice(l))
		}
		if len(mv.Log) == 0 {
			s.event(emit, "move", fmt.Sprintf("%s: %s", u.ship.Name, u.motion), nil)
		}
	}
	switch {
	case u.ship.Destroyed(): // a departing ship its own Grav Backfire destroyed does not leave (ftl.go)
		if emit != nil {
			s.event(emit, "destroyed", fmt.Sprintf("%s is destroyed", u.ship.Name), nil)
		}
	case mv.Vanished:
		u.gone = true
		if emit != nil {
			s.event(emit, "gone", fmt.Sprintf("%s leaves the battle by FTL", u.ship.Name), nil)
		}
	case s.offTable(u.motion.Pos):
		u.gone = true
		if emit != nil {
			s.event(emit, "gone", fmt.Sprintf("%s leaves the table at %s and the battle", u.ship.Name, pos(u.motion.Pos)), nil)
		}
	}
}

// unallocated returns the thrust factors move mv used, as carried out
// (an impossible order drifts and uses none), and whether the move may
// leave thrust unallocated for a reaction to fire (react.go; readings W95,
// W97): not when the ship engaged its FTL drive, left, jumped or made a
// Grav Backfire. Under vector movement the factors are the main drive's
// (manoeuvre.VectorOrder.Spend); battles of rules versions before 5,
// which gave vector ships no reaction, hold nothing.
func (s *State) unallocated(mv manoeuvre.Moved) (spent int, holds bool) {
	o := mv.Plan.Order // the cinematic order; the zero Order under vector movement
	if s.setup.Options.Vector {
		// NoFire covers the FTL drive engaged, to leave or to jump, and the
		// jump itself (W88); Self is a Grav Backfire.
		return mv.Plan.Thrust.Used, s.version >= 5 && !mv.NoFire && !mv.Vanished && mv.Self == nil
	}
	spent = mv.Plan.Thrust.Used
	if s.version < 5 {
		spent = max(0, spent-failedEMBefore(mv))
	}
	return spent, !mv.NoFire && !mv.Vanished && !o.Backfire && !o.FTL && !o.Jump
}

// failedEMBefore returns the factors of Extreme Manoeuvres whose Option 2
// check, rolled before the ship moved, failed, 0 when none did. Battles
// of rules versions before 5 left them out of the thrust a cinematic move
// used, so that they counted as unallocated for a reaction to fire; W95
// counts them as used.
func failedEMBefore(mv manoeuvre.Moved) int {
	for _, c := range mv.Checks {
		if c.Why == "Extreme Manoeuvres" && c.Failed {
			return c.DRM + 1 // the check is at +1 a factor after the first
		}
	}
	return 0
}

// moveDice returns a function giving the dice a line of mv's log reports,
// so that each die of the movement phase is an event carrying it: the
// Emergency Thrust dice, each main-drive check, the 50% die of a failed
// Extreme Manoeuvres check, a Grav Backfire's ship-wide check, a
// Short-Range Jump's scatter (the D12 then the D6s) and its two checks, and
// the Corkscrew's hull-stress dice with the threshold check they cause.
// Each line carries its dice once.
func moveDice(mv manoeuvre.Moved) func(line string) []int {
	if mv.ET == nil && len(mv.Checks) == 0 && mv.Self == nil && mv.Jump == nil && mv.Stress == nil {
		return func(string) []int { return nil } // no dice: the common move
	}
	by := map[string][]int{}
	add := func(line string, dice []int) {
		if _, ok := by[line]; !ok && len(dice) > 0 {
			by[line] = dice
		}
	}
	for _, c := range mv.Checks {
		if c.Face > 0 {
			add(c.String(), []int{c.Face})
		}
	}
	if b := mv.Self; b != nil {
		add(b.String(), faces(b.Thresholds))
	}
	if j := mv.Jump; j != nil {
		if j.FTLCheck.Face > 0 {
			add(j.FTLCheck.String(), []int{j.FTLCheck.Face})
		}
		if j.DriveCheck.Face > 0 {
			add(j.DriveCheck.String(), []int{j.DriveCheck.Face})
		}
	}
	if st := mv.Stress; st != nil {
		add(st.String(), append(append([]int(nil), st.Faces...), faces(st.Thresholds)...))
	}
	et, jump := mv.ET, mv.Jump // the function keeps these, not the whole of mv
	etShown := et == nil
	return func(l string) []int {
		switch {
		case !etShown && strings.HasPrefix(l, "Emergency Thrust"):
			etShown = true
			return et.Faces
		case jump != nil && strings.HasPrefix(l, "Short-Range Jump of"):
			return append([]int{jump.Direction.Hour()}, jump.ScatterDice...)
		case strings.HasPrefix(l, "Extreme Manoeuvres: rolled "), strings.HasPrefix(l, "warning: Extreme Manoeuvres: rolled "):
			f, _ := strconv.Atoi(strings.Fields(strings.TrimPrefix(l, "warning: "))[3][:1])
			return []int{f}
		}
		d := by[l]
		delete(by, l)
		return d
	}
}

// faces returns the dice of threshold rolls.
func faces(rolls []fullthrust.SystemRoll) []int {
	out := make([]int, len(rolls))
	for k, r := range rolls {
		out[k] = r.Face
	}
	return out
}
