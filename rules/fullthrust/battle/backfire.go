package battle

import (
	"fmt"
	"slices"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// Grav Backfires in a battle (ft-advanced-manoeuvres.txt "Grav Backfire";
// RULINGS E4 #2-#3; readings W50-W52).
//
// A ship whose movement order is "backfire" blasts its aft arc in the
// ordnance phase, before anything moves, after the ordnance is placed:
// every other ship in the battle in its high, medium or low zone takes
// that zone's dice less its screens, as non-penetrating damage at once
// (manoeuvre.GravBackfire), and every fighter group in space in the zones
// spends one CEF to get clear or, with none left, is destroyed (W50). In
// the ship movement phase the backfiring ships move after the jumps and
// before every other ship, their own drive damage and ship-wide check
// rolled as their move begins (manoeuvre.Move); after all ships have moved,
// every ship whose move crossed the wake of a ship that backfired this turn
// takes the low zone's dice less screens (W51). Every die is an event.

// backfire is a ship that backfired this turn, as it was at the blast.
type backfire struct {
	ship  int
	sheet fullthrust.Ship
}

// backfiring reports whether ship i carries out a Grav Backfire this turn
// under its movement order o: a legal "backfire" order of a ship in the
// battle, cinematic or, under vector movement, a vector order (W90).
func (s *State) backfiring(i int, o shipOrder) bool {
	u := &s.units[i]
	switch {
	case !s.inBattle(i):
		return false
	case s.setup.Options.Vector:
		return o.vector.Backfire && len(manoeuvre.CheckVector(u.ship, u.motion, o.vector)) == 0
	}
	return o.move.Backfire && manoeuvre.Legal(u.ship, u.motion, o.move, s.setup.Options)
}

// backfires resolves the ordnance phase's Grav Backfires in setup order and
// returns the backfiring ships as they were at the blast, for their wakes.
func (s *State) backfires(read []sideOrders, src rng.Source, emit game.Emit) []backfire {
	var out []backfire
	for i := range s.units {
		if !s.backfiring(i, read[s.setup.Ships[i].Side].ship(i)) {
			continue
		}
		u := &s.units[i]
		out = append(out, backfire{ship: i, sheet: u.ship})
		high, medium, low := manoeuvre.BackfireRadii(u.ship)
		s.event(emit, "backfire", fmt.Sprintf("%s makes a Grav Backfire: its aft arc to %d, %d and %d MU", u.ship.Name, high, medium, low), nil)
		idx, ships, at := s.others(i) // ftl.go
		hit, hits := manoeuvre.GravBackfire(u.ship, u.motion, ships, at, s.setup.Options, src)
		for _, h := range hits {
			j := idx[h.Ship]
			s.units[j].ship = hit[h.Ship]
			s.backfireHit(j, fmt.Sprintf("is in the %s zone of %s's Grav Backfire", h.Zone, u.ship.Name), h, emit)
		}
		for k := range s.wings {
			w := &s.wings[k]
			if !w.out || w.group.Strength == 0 || manoeuvre.BackfireZone(u.ship, u.motion, w.pos) == manoeuvre.ZoneNone {
				continue
			}
			if w.group.CEF > 0 {
				w.group.CEF--
				s.event(emit, "fighters", fmt.Sprintf("%s spends a CEF to get clear of %s's Grav Backfire", w.group.Name, u.ship.Name), nil)
				continue
			}
			w.group.Strength = 0
			s.event(emit, "fighters", fmt.Sprintf("%s, with no CEF left, is destroyed by %s's Grav Backfire", w.group.Name, u.ship.Name), nil)
		}
	}
	return out
}

// backfireHit sends the events of a backfire or wake hit on ship j.
func (s *State) backfireHit(j int, what string, h manoeuvre.BackfireHit, emit game.Emit) {
	name := s.units[j].ship.Name
	s.event(emit, "damage", fmt.Sprintf("%s %s: dice %v less screens, %d points (%d armour and %d hull boxes)",
		name, what, h.Faces, h.Points, h.Taken.Armour, h.Taken.Hull), h.Faces)
	s.thresholds(emit, name, h.Thresholds)
	if h.Taken.Destroyed {
		s.event(emit, "destroyed", fmt.Sprintf("%s is destroyed", name), nil)
	}
}

// moveOrder returns the ships in the order they move in the ship movement
// phase: those backfiring this turn first, then the others, each in setup
// order (the text: "move the backfiring ship first").
func (s *State) moveOrder(back []backfire) []int {
	out := make([]int, 0, len(s.units))
	for _, b := range back {
		out = append(out, b.ship)
	}
	for i := range s.units {
		if !slices.ContainsFunc(back, func(b backfire) bool { return b.ship == i }) {
			out = append(out, i)
		}
	}
	return out
}

// wakes hits every ship in the battle whose move this phase (paths, by
// ship, kept only when some ship backfired) crossed the wake of a ship that
// backfired, in the order of the backfires and then of the setup. A ship
// that jumped or did not move this phase has no path and crosses nothing.
// It returns the wakes, in the order of the backfires, for the fighters'
// secondary moves (wakefighters.go).
func (s *State) wakes(back []backfire, paths map[int][]geom.Vec, src rng.Source, emit game.Emit) []turnWake {
	var out []turnWake
	for _, b := range back {
		w := manoeuvre.WakeOf(b.sheet, manoeuvre.Moved{Path: paths[b.ship]})
		if w.Dice == 0 || len(w.Path) == 0 {
			continue
		}
		out = append(out, turnWake{ship: b.ship, wake: w})
		for j := range s.units {
			if j == b.ship || !s.inBattle(j) || len(paths[j]) == 0 || !w.Crosses(paths[j]) {
				continue
			}
			var h manoeuvre.BackfireHit
			s.units[j].ship, h = manoeuvre.WakeHit(w, s.units[j].ship, s.setup.Options, src)
			s.backfireHit(j, fmt.Sprintf("crosses the grav wake of %s", b.sheet.Name), h, emit)
		}
	}
	return out
}
