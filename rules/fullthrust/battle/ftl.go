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

// FTL departures and the proximity of advanced-drive arrivals (RULINGS A8;
// ft-advanced-manoeuvres.txt "FTL Rules Revision"; reading W33).
//
// A ship whose FTL drive was engaged last turn (the order "FTL", then a
// warm-up turn without fire) leaves in this turn's movement phase after
// every other ship has moved: it moves half its velocity along its course
// and vanishes. If another ship in the battle is then within 6 MU of its
// vanishing point, manoeuvre.FTLExit rolls the D6: on a 1 the drive fails
// to engage and the ship moves straight on at its velocity, its drive
// ready again and free to fire; on 2-4 it takes 1D6 to the hull and
// leaves; on 5-6 it blows up at the vanishing point, every ship within
// 6 MU is hit as the options say, and every fighter group in space within
// 6 MU is destroyed, as are the salvos and heavy missiles within 6 MU. A
// ship that leaves is driven off (reading W8).
//
// A ship with an advanced FTL drive arrives at its marker without scatter;
// if another ship is within 6 MU of it, it takes 1D6 and each such ship
// 2D6, to the hull, as manoeuvre.JumpArrival rolls for a jump that lands
// near ships (the arrival has no scatter die to read the damage from). Any
// arrival near a ship also destroys the fighter groups in space within
// 6 MU of it.

// warmingUp reports whether ship i's order o engages its FTL drive this
// turn, to leave or for a Short-Range Jump ("FTL", or "SRJ" without a
// distance), and the ship can carry it out: a working FTL drive, ready, and
// an order the ship may make (W49). This is the warm-up turn of RULINGS A8
// (FT2 p.23, to which ft-advanced-manoeuvres.txt "Short-Range Jump" sends
// the engaging ship): no offensive fire and no ADFC, so from rules version
// 7 the ship's ordnance is not fired (placeSalvos) and its covers lapse
// (coverStrike); its PDS and screens still defend it (reading W109).
func (s *State) warmingUp(i int, o shipOrder) bool {
	u := &s.units[i]
	if s.version < 7 || u.motion.FTL != manoeuvre.FTLReady || !s.ftlWorks(i) {
		return false
	}
	if s.setup.Options.Vector {
		v := o.vector
		return (v.FTL || v.Jump && v.JumpDist == 0) && len(manoeuvre.CheckVector(u.ship, u.motion, v)) == 0
	}
	return (o.move.FTL || o.move.Jump && o.move.JumpDist == 0) && manoeuvre.Legal(u.ship, u.motion, o.move, s.setup.Options)
}

// engagedNow reports whether this turn is ship i's FTL warm-up (RULINGS
// A8): it engaged its drive in this turn's movement, from rules version 7,
// or, from version 8, its order engaged it as the turn began and the drive
// was knocked out before the ship moved (lostInWarmUp).
func (s *State) engagedNow(i int) bool {
	f := s.units[i].motion.FTL
	return s.version >= 7 && (f == manoeuvre.FTLEngaged || f == manoeuvre.FTLEngagedJump) || s.lostInWarmUp(i)
}

// lostInWarmUp reports whether ship i's movement order was its FTL warm-up
// when the turn began (phase 3, where its ordnance was withheld) and its
// drive was knocked out before it moved, by another ship's jump or its
// explosion, so that it moved straight on (W49). From rules version 8 the
// turn stays its warm-up (reading W114): it fires nothing and its ADFC is
// idle, as for a warm-up carried out.
func (s *State) lostInWarmUp(i int) bool {
	u := &s.units[i]
	return u.warmUp && u.motion.FTL != manoeuvre.FTLEngaged && u.motion.FTL != manoeuvre.FTLEngagedJump
}

// leaving returns the ships that leave by FTL in this movement phase:
// those in the battle whose drive was engaged in an earlier turn.
func (s *State) leaving() map[int]bool {
	out := map[int]bool{}
	for i, u := range s.units {
		if s.inBattle(i) && u.motion.FTL == manoeuvre.FTLEngaged {
			out[i] = true
		}
	}
	return out
}

// others returns the ships in the battle other than ship i: their battle
// indexes, sheets and positions.
func (s *State) others(i int) (idx []int, ships []fullthrust.Ship, at []geom.Vec) {
	for j := range s.units {
		if j != i && s.inBattle(j) {
			idx, ships, at = append(idx, j), append(ships, s.units[j].ship), append(at, s.units[j].motion.Pos)
		}
	}
	return idx, ships, at
}

// departures moves every departing ship, in setup order, after the other
// ships have moved, with the proximity roll of its vanishing point, and
// returns this turn's ordnance less the salvos and heavy missiles an
// explosion destroyed. A departing ship that backfired this turn (back)
// moves by its order, so that it takes the backfire's drive damage and
// ship-wide check as its move begins (W51) before it vanishes; before
// rules version 4 it moved with no order and took neither.
func (s *State) departures(leaving map[int]bool, back []backfire, read []sideOrders, salvos []salvo, src rng.Source, emit game.Emit) []salvo {
	for i := range s.units {
		if !leaving[i] || !s.inBattle(i) {
			continue
		}
		u := &s.units[i]
		name := u.ship.Name
		vanish := s.vanishing(i) // vector.go
		idx, ships, at := s.others(i)
		near := manoeuvre.Near(vanish, at, -1)
		e := manoeuvre.FTLExit(u.ship, ships, near, s.setup.Options, src)
		u.ship = e.Self
		if len(near) > 0 {
			if emit != nil {
				s.event(emit, "ftl", fmt.Sprintf("%s leaves by FTL within %d MU of another ship at %s: rolled %d", name, manoeuvre.FTLDanger, pos(vanish), e.Face), []int{e.Face})
			}
		}
		for _, b := range e.Blasts {
			s.units[idx[b.Ship]].ship = e.Others[b.Ship]
			s.event(emit, "damage", b.Text, b.Dice)
		}
		switch {
		case e.Destroyed:
			u.motion.Pos = vanish
			if emit != nil {
				s.event(emit, "destroyed", fmt.Sprintf("%s's FTL drive explodes and destroys it", name), nil)
			}
			s.fightersCaught(vanish, name+"'s explosion", emit)
			salvos = s.ordnanceCaught(salvos, vanish, name+"'s explosion", emit)
			continue
		case e.Stays:
			u.motion.FTL = manoeuvre.FTLReady
			if emit != nil {
				s.event(emit, "ftl", fmt.Sprintf("%s: the FTL drive fails to engage; the ship moves straight on", name), nil)
			}
		case e.SelfDice > 0:
			if s.ftlSelfDamage(i, e, emit) {
				continue
			}
		}
		var o shipOrder
		if s.version >= 4 && slices.ContainsFunc(back, func(b backfire) bool { return b.ship == i }) {
			o = read[s.setup.Ships[i].Side].ship(i)
		}
		s.applyMove(i, s.move(i, o, emit == nil, src), emit) // movelog.go
	}
	return salvos
}

// ftlSelfDamage sends the event of the 1D6 ship i took from its own FTL
// drive on a proximity roll of 2-4 (e), and of its destruction, and
// reports whether it was destroyed.
func (s *State) ftlSelfDamage(i int, e manoeuvre.Exit, emit game.Emit) bool {
	name := s.name(i)
	text := fmt.Sprintf("%s takes %d points from its FTL drive", name, e.SelfDice)
	if e.SelfCheck != "" {
		text += "; " + e.SelfCheck
	}
	s.event(emit, "damage", text, []int{e.SelfDice})
	if s.units[i].ship.Destroyed() {
		s.event(emit, "destroyed", fmt.Sprintf("%s is destroyed", name), nil)
		return true
	}
	return false
}

// ordnanceCaught returns salvos less the salvos and heavy missiles within
// 6 MU of an FTL explosion at p (RULINGS A8: missiles are destroyed; a
// plasma bolt is no missile and bursts as ordered), with an event for each.
func (s *State) ordnanceCaught(salvos []salvo, p geom.Vec, why string, emit game.Emit) []salvo {
	out := salvos[:0:0]
	for _, sv := range salvos {
		if sv.kind != PlasmaBolt && sv.at.Dist(p) <= manoeuvre.FTLDanger+1e-9 {
			if emit != nil {
				s.event(emit, "ordnance", fmt.Sprintf("the %s of %s at %s is destroyed by %s", sv.kind, s.name(sv.ship), pos(sv.at), why), nil)
			}
			continue
		}
		out = append(out, sv)
	}
	return out
}

// advancedArrival brings ship i in at its marker aim with an advanced FTL
// drive, and rolls the damage of arriving within 6 MU of other ships.
func (s *State) advancedArrival(i int, aim geom.Vec, src rng.Source, emit game.Emit) {
	u := &s.units[i]
	u.motion.Pos = aim
	if emit != nil {
		s.event(emit, "arrive", fmt.Sprintf("%s arrives by FTL at %s", u.ship.Name, pos(aim)), nil)
	}
	idx, ships, at := s.others(i)
	near := manoeuvre.Near(aim, at, -1)
	if len(near) == 0 {
		return
	}
	a := manoeuvre.JumpArrival(u.ship, ships, near, s.setup.Options, src)
	u.ship = a.Self
	text := fmt.Sprintf("%s arrives within %d MU of another ship and takes %d points", u.ship.Name, manoeuvre.FTLDanger, a.SelfHit)
	if a.SelfCheck != "" {
		text += "; " + a.SelfCheck
	}
	s.event(emit, "damage", text, []int{a.SelfHit})
	for _, b := range a.Blasts {
		s.units[idx[b.Ship]].ship = a.Others[b.Ship]
		s.event(emit, "damage", b.Text, b.Dice)
	}
	s.fightersCaught(aim, u.ship.Name+"'s arrival", emit)
	if u.ship.Destroyed() {
		if emit != nil {
			s.event(emit, "destroyed", fmt.Sprintf("%s is destroyed", u.ship.Name), nil)
		}
	}
}

// fightersCaught destroys every fighter group in space within 6 MU of an
// FTL explosion or arrival at p (RULINGS A8).
func (s *State) fightersCaught(p geom.Vec, why string, emit game.Emit) {
	for k := range s.wings {
		w := &s.wings[k]
		if w.out && w.group.Strength > 0 && w.pos.Dist(p) <= manoeuvre.FTLDanger+1e-9 {
			w.group.Strength = 0
			if emit != nil {
				s.event(emit, "fighters", fmt.Sprintf("%s is destroyed by %s", w.group.Name, why), nil)
			}
		}
	}
}
