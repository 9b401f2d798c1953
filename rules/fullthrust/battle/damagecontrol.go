package battle

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
)

// Damage control at the end of the turn (RULINGS A2, Fleet Book 1; reading
// W32). After the end-of-turn threshold checks, each ship in the battle
// sends its damage-control parties (Ship.DCP) to repair what threshold
// checks knocked out: a system's box, or one hit on the main drive. A job
// is one such item; one to three parties work on it and it is repaired on
// one D6 of 6 with one party, 5+ with two, 4+ with three. Each party works
// on one job a turn; a failed job may be tried again next turn. Hull and
// armour boxes are not repaired.
//
// Which items to repair is the player's choice, written with the fire
// orders: "SHIP repair: B3 3" (the system's label as the view lists it,
// or "drive", then the parties, 3 when left out), several jobs separated
// by commas ("SHIP repair: drive 2, FireCon 1"), or "SHIP repair: none" to
// try nothing. A ship given no repair order follows the default: the
// drive first, then fire controls, then weapons (the highest class
// first), then the other systems in the order of the sheet, three parties
// on each job while they last.

// repairSuffix marks a ship's damage-control line: "Resolute repair: ...".
const repairSuffix = " repair"

// maxParties is the most damage-control parties on one job (RULINGS A2).
const maxParties = 3

// driveJob names the main drive in repair orders and logs.
const driveJob = "drive"

// repairJob is one repair: a system of the sheet (its index), or the main
// drive (system -1), with the parties on it.
type repairJob struct {
	system  int
	parties int
}

// repairOrder is one ship's written damage control; none marks "none".
type repairOrder struct {
	jobs []repairJob
	none bool
}

// jobLabel names a job's item.
func (s *State) jobLabel(i int, j repairJob) string {
	if j.system < 0 {
		return driveJob
	}
	return s.units[i].ship.Systems[j.system].Label()
}

// repairLine reads ship i's repair order: jobs on items it has lost now,
// with no more parties than it has.
func (s *State) repairLine(i int, text string) (repairOrder, error) {
	me := s.name(i)
	if strings.EqualFold(strings.TrimSpace(text), "none") {
		return repairOrder{none: true}, nil
	}
	sh := s.units[i].ship
	taken := map[int]bool{}
	var o repairOrder
	total := 0
	for _, part := range strings.Split(text, ",") {
		f := strings.Fields(part)
		if len(f) == 0 {
			return o, game.Illegal("%s repair: write a lost system and the parties on it, such as \"B3 3\", or \"none\"", me)
		}
		n := maxParties
		if v, err := strconv.Atoi(f[len(f)-1]); err == nil && len(f) > 1 {
			n, f = v, f[:len(f)-1]
		}
		label := strings.Join(f, " ")
		if n < 1 || n > maxParties {
			return o, game.Illegal("%s repair: %d parties on %s; a job takes 1-%d", me, n, label, maxParties)
		}
		job := repairJob{system: -2, parties: n}
		if strings.EqualFold(label, driveJob) || strings.EqualFold(label, "main drive") {
			if sh.Drive.Hits == 0 || taken[-1] {
				return o, game.Illegal("%s repair: its main drive is not damaged, or named twice", me)
			}
			job.system = -1
		} else {
			for k, sys := range sh.Systems {
				if sys.Destroyed && !taken[k] && strings.EqualFold(sys.Label(), label) {
					job.system = k
					break
				}
			}
			if job.system == -2 {
				return o, game.Illegal("%s repair: it has no %s knocked out left to repair", me, label)
			}
		}
		taken[job.system] = true
		total += n
		o.jobs = append(o.jobs, job)
	}
	if dcp := s.setup.Ships[i].DCP; total > dcp {
		return o, game.Illegal("%s repair: %d parties ordered; it has %d", me, total, dcp)
	}
	return o, nil
}

// addRepair reads ship i's repair line into repairs: in the fire orders
// only, one a ship.
func (s *State) addRepair(repairs map[int]repairOrder, i int, text string) error {
	switch _, twice := repairs[i]; {
	case s.phase != FirePhase:
		return game.Illegal("%s%s: damage control is ordered with the fire orders", s.name(i), repairSuffix)
	case twice:
		return game.Illegal("%s has two repair orders", s.name(i))
	}
	o, err := s.repairLine(i, text)
	if err == nil {
		repairs[i] = o
	}
	return err
}

// sortedKeys returns the ships of a map by ship in ship order.
func sortedKeys[V any](m map[int]V) []int {
	out := make([]int, 0, len(m))
	for i := range m {
		out = append(out, i)
	}
	sort.Ints(out)
	return out
}

// repairText writes a repair order for the log.
func (s *State) repairText(i int, o repairOrder) string {
	if o.none {
		return "none"
	}
	parts := make([]string, len(o.jobs))
	for k, j := range o.jobs {
		parts[k] = fmt.Sprintf("%s %d", s.jobLabel(i, j), j.parties)
	}
	return strings.Join(parts, ", ")
}

// defaultRepairs returns the jobs of a ship given no repair order: the
// drive, fire controls, weapons by class, then the rest, three parties
// each while they last.
func (s *State) defaultRepairs(i int) []repairJob {
	sh := s.units[i].ship
	rank := func(sys fullthrust.System) int {
		switch sys.Kind {
		case fullthrust.FireControl:
			return 0
		case fullthrust.Beam, fullthrust.KGun:
			return 10 - sys.Class
		}
		return 20
	}
	var items []int
	for k, sys := range sh.Systems {
		if sys.Destroyed {
			items = append(items, k)
		}
	}
	sort.SliceStable(items, func(a, b int) bool { return rank(sh.Systems[items[a]]) < rank(sh.Systems[items[b]]) })
	if sh.Drive.Hits > 0 && !s.units[i].driveLocked {
		items = append([]int{-1}, items...)
	}
	var jobs []repairJob
	left := s.setup.Ships[i].DCP
	for _, k := range items {
		if left == 0 {
			break
		}
		n := min(left, maxParties)
		jobs = append(jobs, repairJob{system: k, parties: n})
		left -= n
	}
	return jobs
}

// RepairPurpose is what scripted dice for damage control are asked for.
const RepairPurpose = "damage control"

// damageControl rolls ship i's repairs at the end of the turn, one D6 per
// job, each an event: the written order's jobs still to do, or, when
// none was written, the default's.
func (s *State) damageControl(i int, o repairOrder, written bool, src rng.Source, emit game.Emit) {
	if !s.inBattle(i) {
		return
	}
	u := &s.units[i]
	jobs := o.jobs
	if !written {
		jobs = s.defaultRepairs(i)
	}
	for _, j := range jobs {
		label := s.jobLabel(i, j)
		if (j.system < 0 && (u.ship.Drive.Hits == 0 || u.driveLocked)) || (j.system >= 0 && !u.ship.Systems[j.system].Destroyed) { // postmove.go
			continue
		}
		need := 7 - j.parties
		face := src.Roll(6, RepairPurpose)
		result := "not repaired"
		if face >= need {
			result = "repaired"
			u.ship = u.ship.Clone()
			if j.system < 0 {
				u.ship.Drive.Hits--
			} else {
				u.ship.Systems[j.system].Destroyed = false
				s.bayRepaired(i, j.system) // bays.go
			}
		}
		if emit != nil {
			s.event(emit, "repair", fmt.Sprintf("%s damage control: %d parties on %s (%d+): %d, %s", u.ship.Name, j.parties, label, need, face, result), []int{face})
		}
	}
}
