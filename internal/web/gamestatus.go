package web

import (
	"fmt"
	"strings"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rules/spacefleet"
)

// actingShips returns, in ship order, the ships of seat p that have an
// order to give now (a Done order names no ship).
func actingShips(st *spacefleet.State, p game.Player) []int {
	seen := map[int]bool{}
	var out []int
	for _, a := range st.Actions(p, nil) {
		if a.Kind == spacefleet.KindDone || a.Kind == spacefleet.KindDummy || a.Kind == spacefleet.KindShow || a.Kind == spacefleet.KindSteer || a.Kind == spacefleet.KindStrike {
			continue
		}
		i := int(a.Unit)
		if i >= 0 && i < st.NumShips() && !seen[i] {
			seen[i] = true
			out = append(out, i)
		}
	}
	return out
}

// shipNames writes the names of ships, at most four of them.
func shipNames(st *spacefleet.State, ships []int) string {
	var names []string
	for k, i := range ships {
		if k == 4 {
			names = append(names, fmt.Sprintf("%d more", len(ships)-4))
			break
		}
		names = append(names, st.Name(i))
	}
	switch len(names) {
	case 0:
		return ""
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}

// phaseHint tells the player what to do in the current phase, with the
// script's way first and the way without it in brackets where they differ.
func phaseHint(st *spacefleet.State, selected bool) string {
	switch st.Phase() {
	case spacefleet.PhaseMove:
		if !selected {
			return "Select the ship to move: click it on the map, or use the ship list."
		}
		return "Choose where it goes: click a blue arrow, or a highlighted hex and then the facing from the list. The move is held as pending until you confirm it."
	case spacefleet.PhaseFire, spacefleet.PhaseIntercept:
		return "Declare fire with the orders on the right: each shows its chance to hit. An order is held as pending until you confirm it; end with Done. Declarations stay secret until both sides have declared."
	case spacefleet.PhaseLaunch:
		return "Launch long-range missile salvoes with the orders on the right, or end the phase with Done."
	}
	return "Give your orders on the right, then Done."
}

// whyNot says why selected ship i of seat p cannot act now, or "" when it
// can (or when nothing is selected).
func whyNot(st *spacefleet.State, p game.Player, i int, yourTurn bool, acting []int, waiting string) string {
	if i < 0 {
		return ""
	}
	name := st.Name(i)
	if !yourTurn {
		if st.Over() {
			return ""
		}
		return fmt.Sprintf("%s cannot act now: the game waits for %s.", name, waiting)
	}
	for _, a := range acting {
		if a == i {
			return ""
		}
	}
	switch st.Phase() {
	case spacefleet.PhaseMove:
		if st.Moved(i) {
			return fmt.Sprintf("%s has already moved this turn.", name)
		}
		if len(acting) > 0 {
			return fmt.Sprintf("%s may not move yet: ships move in turn, and now %s must move.", name, shipNames(st, acting))
		}
		return fmt.Sprintf("%s may not move now.", name)
	case spacefleet.PhaseFire:
		if st.Class(i) != st.Step() {
			return fmt.Sprintf("%s is a %s; in this step only %ss fire.", name, st.Class(i), st.Step())
		}
		if !st.WeaponsWork(i) {
			return fmt.Sprintf("%s's weapons are knocked out.", name)
		}
		return fmt.Sprintf("%s has no shot left: no enemy in its arc and range, or its weapons are spent this turn.", name)
	}
	return fmt.Sprintf("%s has no order to give in the %s phase.", name, st.Phase())
}

// fireOdds describes the exact odds of one shot of fire action a, or ""
// when they cannot be had (a shot at a salvo, or a target the rules do not
// allow).
func fireOdds(st *spacefleet.State, a game.Action) string {
	t := int(a.Args[0])
	if a.Kind != spacefleet.KindFire || t < 0 || t >= st.NumShips() {
		return ""
	}
	shot, err := st.ShotAt(int(a.Unit), spacefleet.Weapon(a.Args[1]), t)
	if err != nil {
		return ""
	}
	o, err := spacefleet.TargetOdds(shot, spacefleet.Target{Shields: st.Shields(t), Damage: st.Damage(t), Capacity: st.Capacity(t)}, st.Options())
	if err != nil {
		return ""
	}
	hit, _ := o.Hit.Float64()
	armour := ""
	if st.Options().Armour {
		armour = " (advanced armour not counted)"
	}
	each := ""
	if a.Args[2] > 1 {
		each = "each shot: "
	}
	return fmt.Sprintf("%s%d+ to hit: %s = %.0f%% · %.2f hits expected · destroys %.1f%%%s", each, o.Need, o.Hit.RatString(), 100*hit, o.Hits.Mean(), 100*o.Outcome.Prob(spacefleet.OutcomeOf(spacefleet.Wrecked)), armour)
}
