package battle

import (
	"fmt"
	"slices"

	"github.com/broadside/broadside/game"
)

// Fighters screening fighter groups, and pursuit (Continuum §8.6; RULINGS
// A6; reading W38).
//
// "GROUP: screen OTHER", in the movement orders, where OTHER is a fighter
// group of the same side, makes GROUP its escort: after every other main
// move (attack runs, interceptors, missile interceptors, landings) it joins
// OTHER where it then is, when within its move (half when launched), and
// from then on it is placed on OTHER after every move OTHER makes, however
// far. A group that cannot reach OTHER flies its move toward it and escorts
// from a later turn; an escort given no order keeps escorting, any other
// order breaks it off, and it is released when OTHER is destroyed or lands.
// A group may not escort a group that escorts a group itself (§8.6: no
// fighters screening their own screen). Any type may escort (Continuum);
// the ship screens' limit to types that add to a point defence level (W17)
// has no reason here, as an escort only dogfights.
//
// In phase 8 the enemy groups intercepting an escorted group must engage
// its escorts first (§8.6): each escort within reach takes the first
// interceptor not yet diverted, in group order, and only the interceptors
// left over engage the escorted group. The dogfights are then fought as
// any others (W20).
//
// "GROUP: pursue SHIP", in the movement orders, may be given to a group in
// space with CEF left that made an attack run on SHIP (or on SHIP's screen)
// in the last turn's strike: it makes no main move, moves with SHIP in the
// ship movement phase however far SHIP goes, is placed on it, and attacks
// it this turn as if ordered "attack SHIP".

// escortLine records group k's order to escort OTHER, a group of side p.
func (s *State) escortLine(p game.Player, k, o int, out *airOrders) error {
	name, other := s.wings[k].group.Name, s.wings[o].group.Name
	switch {
	case s.wings[o].side != int(p):
		return game.Illegal("%s may not screen %s, a group of the enemy", name, other)
	case o == k:
		return game.Illegal("%s cannot screen itself", name)
	case s.wings[o].group.Strength == 0:
		return game.Illegal("%s is destroyed", other)
	}
	if out.escorts == nil {
		out.escorts = map[int]int{}
	}
	out.escorts[k] = o
	return nil
}

// pursueLine records group k's order to pursue the ship named target.
func (s *State) pursueLine(p game.Player, k int, target string, out *airOrders) error {
	t, err := s.attackTarget(p, k, target)
	w := s.wings[k]
	switch {
	case err != nil:
		return err
	case !w.out:
		return game.Illegal("%s is in its bay; only a group that attacked a ship last turn may pursue it", w.group.Name)
	case w.attacked != t:
		return game.Illegal("%s made no attack run on %s last turn and may not pursue it (Continuum 8.6)", w.group.Name, target)
	}
	if out.pursues == nil {
		out.pursues = map[int]int{}
	}
	out.pursues[k] = t
	return nil
}

// checkEscorts refuses a side's escorts of groups that escort a group
// themselves this turn: ordered to, or escorting already and given no
// other order.
func (s *State) checkEscorts(o *sideOrders) error {
	for k := range s.wings {
		g, ok := o.air.escorts[k]
		if !ok {
			continue
		}
		_, escorts := o.air.escorts[g]
		if !escorts && s.wings[g].escorts >= 0 && !s.orderedIn(o, g) {
			escorts = true
		}
		if escorts {
			return game.Illegal("%s may not screen %s, which screens a fighter group itself (Continuum 8.6)", s.wings[k].group.Name, s.wings[g].group.Name)
		}
	}
	return nil
}

// orderedIn reports whether group k has any order in o.
func (s *State) orderedIn(o *sideOrders, k int) bool {
	_, a := o.wings[k]
	_, e := o.air.escorts[k]
	_, p := o.air.pursues[k]
	return a || e || p || o.air.has(k)
}

// escortMoves carries out the escorts' part of the fighters' main move,
// after every other group's, and takes note of the pursuits ordered; it
// first clears the attack runs of the last turn, which orders have read.
func (s *State) escortMoves(read []sideOrders, emit game.Emit) {
	ordered, escorts := map[int]bool{}, map[int]int{}
	for k := range s.wings {
		s.wings[k].attacked, s.wings[k].pursuing = -1, -1
	}
	for n := range read {
		r := &read[n]
		for k := range s.wings {
			if s.orderedIn(r, k) {
				ordered[k] = true
			}
		}
		for k, g := range r.air.escorts {
			escorts[k] = g
		}
		for k, t := range r.air.pursues {
			s.wings[k].pursuing = t
		}
	}
	for k := range s.wings {
		w := &s.wings[k]
		g, ok := escorts[k]
		switch {
		case w.group.Strength == 0:
			w.escorts = -1
			continue
		case !ok && ordered[k]:
			if w.escorts >= 0 {
				s.event(emit, "fighters", fmt.Sprintf("%s breaks off its screen of %s", w.group.Name, s.wings[w.escorts].group.Name), nil)
			}
			w.escorts = -1
			continue
		case !ok:
			if w.escorts >= 0 && (s.wings[w.escorts].group.Strength == 0 || !s.wings[w.escorts].out) {
				s.event(emit, "fighters", fmt.Sprintf("%s has no group left to screen", w.group.Name), nil)
				w.escorts = -1
			}
			if w.escorts >= 0 {
				w.pos, w.facing = s.wings[w.escorts].pos, s.wings[w.escorts].facing
			}
			continue
		case !s.wings[g].out || s.wings[g].group.Strength == 0:
			w.escorts = -1
			s.event(emit, "fighters", fmt.Sprintf("%s has no group in space to screen: %s is not out", w.group.Label(), s.wings[g].group.Name), nil)
			continue
		case w.out && w.escorts == g:
			w.pos, w.facing = s.wings[g].pos, s.wings[g].facing
			continue
		}
		reach, what := s.launch(k)
		at := s.wings[g].pos
		if w.pos.Dist(at) <= reach {
			w.move(at)
			w.escorts = g
			s.event(emit, "fighters", fmt.Sprintf("%s %s to screen %s, at %s", w.group.Label(), what, s.wings[g].group.Name, pos(at)), nil)
			continue
		}
		w.move(toward(w.pos, at, reach, 0))
		w.escorts = -1
		s.event(emit, "fighters", fmt.Sprintf("%s %s toward %s, to %s, too far to screen it this turn", w.group.Label(), what, s.wings[g].group.Name, pos(w.pos)), nil)
	}
}

// pursuitFollow moves every pursuing group with its ship, after the ships
// have moved, and gives it the ship as its target.
func (s *State) pursuitFollow(emit game.Emit) {
	for k := range s.wings {
		w := &s.wings[k]
		if w.pursuing < 0 || w.group.Strength == 0 || !w.out {
			continue
		}
		if !s.inBattle(w.pursuing) {
			w.pursuing = -1
			continue
		}
		w.target, w.pos, w.facing = w.pursuing, s.units[w.pursuing].motion.Pos, s.units[w.pursuing].motion.Facing.Vec()
		s.event(emit, "fighters", fmt.Sprintf("%s pursues %s, to %s", w.group.Label(), s.name(w.pursuing), pos(w.pos)), nil)
	}
}

// escortsFollow places every escort on the group it screens, after the
// secondary moves.
func (s *State) escortsFollow() {
	for k := range s.wings {
		w := &s.wings[k]
		if w.escorts >= 0 && w.group.Strength > 0 && s.wings[w.escorts].out && s.wings[w.escorts].group.Strength > 0 {
			w.pos, w.facing = s.wings[w.escorts].pos, s.wings[w.escorts].facing
		}
	}
}

// engageEscorts diverts the interceptors of an escorted group to its
// escorts, one each in group order, before the dogfights (Continuum §8.6).
func (s *State) engageEscorts(emit game.Emit) {
	if !slices.ContainsFunc(s.wings, func(w wing) bool { return w.escorts >= 0 }) {
		return
	}
	for q := range s.wings {
		var escorts, hunters []int
		for k, w := range s.wings {
			if w.escorts == q && w.group.Strength > 0 && w.out && w.pos.Dist(s.wings[q].pos) <= DogfightRange {
				escorts = append(escorts, k)
			}
			if w.quarry == q && w.group.Strength > 0 && w.group.CEF > 0 && w.pos.Dist(s.wings[q].pos) <= DogfightRange {
				hunters = append(hunters, k)
			}
		}
		for n, e := range escorts {
			if n >= len(hunters) {
				break
			}
			h := &s.wings[hunters[n]]
			h.quarry = e
			s.event(emit, "fighters", fmt.Sprintf("%s must first engage %s, screening %s (Continuum 8.6)", h.group.Name, s.wings[e].group.Name, s.wings[q].group.Name), nil)
		}
	}
}
