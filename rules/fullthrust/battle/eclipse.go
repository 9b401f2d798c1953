package battle

import (
	"fmt"
	"strings"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
)

// Eclipsing in a battle (ft-advanced-manoeuvres.txt "Eclipsing"; RULINGS
// E4 #7; manoeuvre readings EC1-EC4; battle readings W53-W55, W64).
//
// A ship eclipses another of its side with the line "SHIP eclipse: OTHER"
// in the movement orders, and one or both of them dedicate thrust to it
// with "Ec n" in their movement orders ("1p1+Ec2", or under vector movement
// "MD2 Ec2", where the BDI compares the facings, W89); the eclipsed ship
// may not make Extreme Manoeuvres nor corkscrew that turn. After movement the
// eclipse holds, for the rest of the turn, while the two ships are within
// 3 MU of each other and some of the thrust was dedicated by orders that
// were carried out. Against an attacker it works only when the eclipser is
// closer to the attacker than the eclipsed ship (manoeuvre.Eclipse.Covers).
//
// Ship fire (W54): the eclipser may not fire into the arcs that hold the
// eclipsed ship, and the eclipsed ship not into the arc that holds the
// eclipser nor the two next to it; damage fired at the eclipsed ship by an
// attacker the eclipse works against is split by manoeuvre.HitEclipsed, the
// eclipser taking its BDI share first. The strike (W55), under the 2015
// procedure: against the salvos and heavy missiles homing on the eclipsed
// ship, the eclipse works when it works against every ship that launched
// them; the eclipser then
// joins the strike as one of pointdefence.Strike.Eclipses, adding to the
// salvos' lock-on and taking its BDI share of the missile hits. Fighters
// ignore eclipses; the eclipser may lend its PDS against the eclipsed
// ship's attackers without an ADFC (eclipsecover.go, W64).

// eclipseSuffix marks an eclipse line: "Escort eclipse: Flagship".
const eclipseSuffix = " eclipse"

// eclipseOrder is one ship ordered to eclipse another of its side.
type eclipseOrder struct{ ship, other int }

// eclipseLine reads ship i's eclipse line of side p's movement orders.
func (s *State) eclipseLine(p game.Player, i int, text string) (eclipseOrder, error) {
	name := s.name(i)
	other := s.shipSeen(p, strings.TrimSpace(text))
	switch {
	case s.phase != OrdersPhase:
		return eclipseOrder{}, game.Illegal("%s%s: eclipsing is ordered with the movement orders", name, eclipseSuffix)
	case text == "":
		return eclipseOrder{}, game.Illegal("%s%s: name the ship it eclipses", name, eclipseSuffix)
	case other < 0:
		return eclipseOrder{}, game.Illegal("%s%s: no ship is named %q", name, eclipseSuffix, strings.TrimSpace(text))
	case other == i:
		return eclipseOrder{}, game.Illegal("%s%s: a ship cannot eclipse itself", name, eclipseSuffix)
	case s.setup.Ships[other].Side != int(p):
		return eclipseOrder{}, game.Illegal("%s%s: %s is not a ship of %s", name, eclipseSuffix, s.name(other), s.side(int(p)))
	case !s.inBattle(other):
		return eclipseOrder{}, game.Illegal("%s%s: %s is not in the battle", name, eclipseSuffix, s.name(other))
	}
	return eclipseOrder{ship: i, other: other}, nil
}

// checkEclipses checks a side's eclipse lines against its movement orders:
// each ship eclipses one ship at most, each ship is eclipsed by one at
// most, no ship both eclipses and is eclipsed, one of the two dedicates
// thrust with "Ec n", and the eclipsed ship makes no Extreme Manoeuvres and
// no Corkscrew (it holds none either, at discretion or for after
// movement: W53, W100; a cinematic "/ EM n" from rules version 6).
func (s *State) checkEclipses(o *sideOrders) error {
	if len(o.eclipses) == 0 { // most orders: no maps to make
		return nil
	}
	by, of := map[int]int{}, map[int]int{}
	for _, e := range o.eclipses {
		if k, ok := by[e.ship]; ok {
			return game.Illegal("%s eclipses both %s and %s; a ship eclipses one ship", s.name(e.ship), s.name(k), s.name(e.other))
		}
		if k, ok := of[e.other]; ok {
			return game.Illegal("%s is eclipsed by both %s and %s; a ship is eclipsed by one ship", s.name(e.other), s.name(k), s.name(e.ship))
		}
		by[e.ship], of[e.other] = e.other, e.ship
	}
	for _, e := range o.eclipses {
		if _, ok := of[e.ship]; ok {
			return game.Illegal("%s both eclipses and is eclipsed", s.name(e.ship))
		}
		mine, theirs := o.ship(e.ship), o.ship(e.other)
		switch {
		case mine.eclipse()+theirs.eclipse() == 0:
			return game.Illegal("%s eclipses %s, but neither dedicates thrust: write Ec n in one of their movement orders", s.name(e.ship), s.name(e.other))
		case theirs.move.EM > 0 || theirs.vector.EM+theirs.vector.PostEM > 0 || theirs.move.Corkscrew || s.version >= 6 && theirs.move.Post.EM > 0:
			return game.Illegal("%s, eclipsed by %s, may not make Extreme Manoeuvres nor corkscrew", s.name(e.other), s.name(e.ship))
		}
	}
	return nil
}

// eclipse returns the thrust factors a ship's movement order dedicates to
// Eclipsing ("Ec n"), cinematic or vector (W89).
func (o shipOrder) eclipse() int { return o.move.Eclipse + o.vector.Eclipse }

// setEclipses records this turn's eclipse orders on the ships, before any
// ship moves, and clears the thrust each ship dedicated (applyMove sets it
// from the order it carries out).
func (s *State) setEclipses(read []sideOrders) {
	for i := range s.units {
		s.units[i].eclipses, s.units[i].ec = 0, 0
	}
	s.eclipsing = false
	for _, r := range read {
		for _, e := range r.eclipses {
			s.units[e.ship].eclipses = e.other + 1
			s.eclipsing = true
		}
	}
}

// eclipseOf returns the eclipse of ship t, as the ships stand now, when one
// holds: its eclipser k in the battle within 3 MU, with thrust dedicated by
// orders carried out. It returns -1 when none holds.
func (s *State) eclipseOf(t int) (int, manoeuvre.Eclipse) {
	if !s.eclipsing {
		return -1, manoeuvre.Eclipse{}
	}
	for k := range s.units {
		u := s.units[k]
		if u.eclipses != t+1 || !s.inBattle(k) || !s.inBattle(t) {
			continue
		}
		v := s.units[t]
		em, dm := u.motion, v.motion
		if s.setup.Options.Vector { // the heading difference is between the facings (W89)
			em.Course, dm.Course = em.Facing, dm.Facing
		}
		e := manoeuvre.NewEclipse(u.ship, em, v.ship, dm, u.ec+v.ec)
		if e.Thrust > 0 && u.motion.Pos.Dist(v.motion.Pos) <= manoeuvre.EclipseRange+1e-9 {
			return k, e
		}
		return -1, manoeuvre.Eclipse{}
	}
	return -1, manoeuvre.Eclipse{}
}

// eclipseBlocked returns the arcs in which ship i may not fire because of
// an eclipse that holds: those facing the ship it eclipses, or the arc
// holding its eclipser and the two next to it.
func (s *State) eclipseBlocked(i int) geom.ArcSet {
	var out geom.ArcSet
	if !s.eclipsing {
		return out
	}
	if t := s.units[i].eclipses - 1; t >= 0 {
		if k, _ := s.eclipseOf(t); k == i {
			out |= manoeuvre.EclipserBlocked(s.units[i].motion, s.units[t].motion)
		}
	}
	if k, _ := s.eclipseOf(i); k >= 0 {
		out |= manoeuvre.EclipsedBlocked(s.units[i].motion, s.units[k].motion)
	}
	return out
}

// hitEclipsed applies volley v when its target is eclipsed against its
// firing ship, splitting the damage with manoeuvre.HitEclipsed, and
// reports whether it did.
func (s *State) hitEclipsed(v volley, src rng.Source, emit game.Emit) bool {
	k, e := s.eclipseOf(v.to)
	if k < 0 || !e.Covers(s.units[v.from].motion.Pos) {
		return false
	}
	by, to := &s.units[k], &s.units[v.to]
	var h manoeuvre.EclipseHit
	by.ship, to.ship, h = manoeuvre.HitEclipsed(by.ship, to.ship, v.dmg, e.BDI(false), s.setup.Options, src)
	s.event(emit, "damage", fmt.Sprintf("%s, eclipsing %s (BDI %d%%), intercepts %d of the %d points from %s and takes %d armour and %d hull boxes",
		by.ship.Name, to.ship.Name, h.BDI, h.Eclipser.Total(), v.dmg.Total(), s.name(v.from), h.TakenBy.Armour, h.TakenBy.Hull), nil)
	s.thresholds(emit, by.ship.Name, h.RollsBy)
	if h.TakenBy.Destroyed {
		s.event(emit, "destroyed", fmt.Sprintf("%s is destroyed; %d points of overkill pass to %s", by.ship.Name, h.Overkill, to.ship.Name), nil)
	}
	s.event(emit, "damage", fmt.Sprintf("%s takes %d armour and %d hull boxes from %s", to.ship.Name, h.TakenFrom.Armour, h.TakenFrom.Hull, s.name(v.from)), nil)
	s.thresholds(emit, to.ship.Name, h.RollsFrom)
	if h.TakenFrom.Destroyed {
		s.event(emit, "destroyed", fmt.Sprintf("%s is destroyed", to.ship.Name), nil)
	}
	return true
}

// eclipseStrike adds to the strike the eclipses that work against the
// salvos and heavy missiles homing on an attacked ship: those whose
// eclipser is closer than the eclipsed ship to every ship that launched
// them (W55), under either procedure (W82: the classic lock-on die at +1
// per eclipser). Records of rules versions 1 and 2 replay as played: there
// the classic procedure added no eclipse. The eclipser joins the strike's
// ships when it is not there.
func (s *State) eclipseStrike(st *pointdefence.Strike, ships *[]int, slot map[int]int, ord map[int]*ordnanceAttack, emit game.Emit) {
	for t := range s.units { // in ship order, so that the strike does not depend on map order
		j, attacked := slot[t]
		a := ord[t]
		if !attacked || a == nil || a.salvos+a.heavy == 0 {
			continue
		}
		k, e := s.eclipseOf(t)
		if k < 0 {
			continue
		}
		if s.setup.Options.Procedure == fullthrust.Classic && s.version < 3 {
			s.event(emit, "strike", fmt.Sprintf("%s's eclipse of %s does not work against the missiles: the classic point defence procedure has no eclipse", s.name(k), s.name(t)), nil)
			continue
		}
		works := true
		for _, l := range a.from {
			works = works && e.Covers(s.units[l].motion.Pos)
		}
		if !works {
			s.event(emit, "strike", fmt.Sprintf("%s's eclipse of %s does not work against the missiles: it is not between %s and every ship that launched them", s.name(k), s.name(t), s.name(t)), nil)
			continue
		}
		from := s.strikeShip(st, ships, slot, k) // defence.go
		bdi := e.BDI(false)
		st.Eclipses = append(st.Eclipses, pointdefence.Eclipsing{Eclipser: from, Eclipsed: j, BDI: bdi})
		s.event(emit, "strike", fmt.Sprintf("%s eclipses %s against the missiles (BDI %d%%)", s.name(k), s.name(t), bdi), nil)
	}
}
