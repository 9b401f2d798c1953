package pointdefence

import (
	"fmt"

	"github.com/broadside/broadside/dice"
	"github.com/broadside/broadside/rng"
)

// This file rolls fighter combat outside a raid: the dogfights of groups
// that intercept other groups (Continuum 2.6 phase 8, §8.10; RULINGS A6)
// and the fire of ship systems at a fighter group that is not attacking
// them (Continuum §8.6 and §8.8; RULINGS A6, A7). The dice are those of the
// classic raid: one table per system, one die per fighter.

// dogfightDie returns the die a fighter of type t rolls at a fighter of
// type at in a dogfight: a PDS die (4-5 kill one, 6 kills two and re-rolls)
// with the type modifiers of dogfightMod, or, for a group with no CEF left,
// a die that kills one on a 6 and never re-rolls (Continuum §8.13).
func dogfightDie(t, at FighterType, exhausted bool) *dice.Die {
	if exhausted {
		return &successDice[6]
	}
	return modDie(&pdsDie, dogfightMod(t, at))
}

// DogfightFire rolls the fire of group g at a group of type at in a
// dogfight (RULINGS A6; Continuum §8.10): one die per fighter of g, with
// the type modifiers (interceptors +1, attack fighters -2, -1 against heavy
// fighters, +1 against light ones, W118); a group with no CEF left only returns fire, one kill on a 6
// (§8.13). It returns the kills, not capped at any group's strength (the
// caller shares them out), and the log entry of the throw, whose Ship is
// left empty. The dice's purposes are "dogfight by NAME" and "dogfight
// re-roll by NAME", as in a raid's dogfights.
func DogfightFire(g Group, at FighterType, src rng.Source) (int, Entry) {
	rec := &throwRec{}
	k := dogfightThrow(g, at, src, rec)
	how := ""
	switch {
	case g.CEF < 1:
		how = ", out of CEF: only a 6 kills"
	case dogfightMod(g.Type, at) != 0:
		how = fmt.Sprintf(", %+d against %s", dogfightMod(g.Type, at), at)
	}
	return k, Entry{Step: StepDogfight, Who: g.Name, Dice: rec.dice(), Value: k,
		Text: fmt.Sprintf("%s in the dogfight%s: %s → %s", g.Label(), how, rec.text(), plural(k, "kill", "kills"))}
}

// DogfightKills is DogfightFire without the log entry: the same dice from
// src, the same kills, no text written (a battle that sends no events).
func DogfightKills(g Group, at FighterType, src rng.Source) int {
	return dogfightThrow(g, at, src, nil)
}

// dogfightThrow rolls DogfightFire's dice and returns the kills, recording
// the throw in rec when it is not nil.
func dogfightThrow(g Group, at FighterType, src rng.Source, rec *throwRec) int {
	r := newRoller(src)
	first, later := r.throw(dogfightDie(g.Type, at, g.CEF < 1), g.Strength, "dogfight by "+g.Name, "dogfight re-roll by "+g.Name, rec)
	return first + later
}

// Flak is what one ship fires at one fighter group outside its own point
// defence: in the ship-fire phase, at a group that is neither attacking a
// ship nor dogfighting (Continuum §8.6, §8.8). Each count is of working
// systems; the caller checks range, arcs and fire control.
type Flak struct {
	PDS         int // PDS: a PDS die each
	ADS         int // ADS: two PDS dice each (RULINGS B2.2, within 6 MU)
	Grapeshot   int // grapeshot: four PDS dice each (RULINGS A7)
	Scatterguns int // scatterguns: 1D6 kills each, 1D3 against heavy fighters (RULINGS A7), 1D6+1 against light ones (W118)
	Beams       int // ship-to-ship beam batteries: one die each, a 6 kills one, no re-roll (Continuum §8.6)
}

// FireAtGroup rolls f at group g and returns the fighters killed, capped at
// the group's strength, and one log entry per kind of system that fired,
// Ship left empty. Point-defence dice take 1 off against heavy fighters
// (RULINGS A6); beam dice do not (Continuum §8.15, Heavy). Every die adds 1
// against light fighters, beams too (a 5 kills), and a scattergun kills
// 1D6+1 of them (Continuum §8.15, Light; W118). The purposes of
// the dice are "KIND at GROUP" ("PDS at Red 1", "beam battery at Red 1"), and
// "KIND re-roll at GROUP" for re-rolls.
func FireAtGroup(g Group, f Flak, src rng.Source) (int, Log) {
	r := newRoller(src)
	mod, row := g.Type.defenceMod(), g.Type.scatterRow()
	t := threat{kind: threatGroup, engaged: -1}
	var log Log
	total := 0
	for _, k := range []struct {
		n           int
		label, many string
		u           unit
	}{
		{f.Scatterguns, "scattergun", "scatterguns", unit{kind: unitScattergun}},
		{f.Grapeshot, "grapeshot", "grapeshot", unit{kind: unitGrapeshot, dice: 4}},
		{f.ADS, "ADS", "ADS", unit{kind: unitADS, dice: 2}},
		{f.PDS, "PDS", "PDS", unit{kind: unitPDS}},
		{f.Beams, "beam battery", "beam batteries", unit{kind: unitB1}},
	} {
		if k.n <= 0 {
			continue
		}
		rec := &throwRec{}
		purpose, again := k.label+" at "+g.Name, k.label+" re-roll at "+g.Name
		var kills int
		switch k.u.kind {
		case unitScattergun:
			for range k.n {
				v, _ := r.throw(&scatterDice[row], 1, purpose, "", rec)
				kills += v
			}
		default:
			die, n := &successDice[6-max(mod, 0)], k.n
			if k.u.kind != unitB1 {
				die, n = killDie(k.u, t, mod)
				n *= k.n
			}
			first, later := r.throw(die, n, purpose, again, rec)
			kills = first + later
		}
		total += kills
		log = append(log, Entry{Step: StepPointDefence, Who: k.label, Dice: rec.dice(), Value: kills,
			Text: fmt.Sprintf("%s at %s: %s → %s", plural(k.n, k.label, k.many), g.Label(), rec.text(), plural(kills, "kill", "kills"))})
	}
	return min(total, g.Strength), log
}
