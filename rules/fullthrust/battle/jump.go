package battle

import (
	"fmt"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// Short-Range Jumps in a battle (ft-advanced-manoeuvres.txt "Short-Range
// Jump"; RULINGS E4 #6 and A8; readings W46-W48).
//
// A ship engages its FTL drive for a jump with "SRJ" in one turn's movement
// order (it may turn but not change velocity, and may not fire) and jumps
// on the next with "SRJ n", n MU along its course, at most 10 a point of
// its drive (manoeuvre.Move); under vector movement the engaging order may
// rotate but not burn nor push, and the jump runs along the ship's vector
// (manoeuvre.MoveVector, W88). The jump is made at the start of the ship
// movement phase, before any ship moves: after the FTL arrivals due, the
// ordnance placed and the fighters' main moves, the jumping ships in setup
// order (W46). If another ship in the battle stands within 6 MU of a
// jumping ship, manoeuvre.FTLExit rolls the proximity D6 of an FTL
// departure (W33): on a 1 the drive fails to engage, the ship moves
// straight on at once with its FTL drive ready again and may fire; on 2-4
// it takes 1D6 to the hull and jumps; on 5-6 it blows up where it stands,
// the ships within 6 MU take the bystander damage, and the fighter groups,
// salvos and heavy missiles within 6 MU are destroyed (W47). A ship that
// jumps appears where its scatter puts it; if other ships stand within 6 MU
// of it there, manoeuvre.JumpArrival deals 1D6 to it and 2D6 to each of
// them, to the hull, and the fighter groups, salvos and heavy missiles
// within 6 MU are destroyed (W48). Every die is an event.

// jumps makes this turn's Short-Range Jumps and returns the ships that
// jumped (or tried to: they make no other move this phase) and the
// ordnance left in space.
func (s *State) jumps(read []sideOrders, salvos []salvo, src rng.Source, emit game.Emit) (map[int]bool, []salvo) {
	var done map[int]bool
	for i := range s.units {
		u := &s.units[i]
		o := read[s.setup.Ships[i].Side].ship(i)
		if !s.inBattle(i) || !s.jumping(i, o) {
			continue
		}
		if done == nil {
			done = map[int]bool{}
		}
		done[i] = true
		u.deferred, u.corkscrew, u.noFire, u.em = nil, false, false, 0
		var jumps bool
		if jumps, salvos = s.jumpStart(i, salvos, src, emit); !jumps {
			continue
		}
		mv := s.move(i, o, false, src) // vector.go: manoeuvre.Move, or MoveVector under vector movement (W88)
		s.applyMove(i, mv, emit)
		if mv.Jump == nil || !s.inBattle(i) {
			continue
		}
		salvos = s.jumpArrival(i, salvos, src, emit)
	}
	return done, salvos
}

// jumping reports whether ship i's order o makes a Short-Range Jump this
// turn that the ship can carry out: a legal "SRJ n", under cinematic or
// vector movement (W88).
func (s *State) jumping(i int, o shipOrder) bool {
	u := &s.units[i]
	if s.setup.Options.Vector {
		return o.vector.Jump && o.vector.JumpDist > 0 && len(manoeuvre.CheckVector(u.ship, u.motion, o.vector)) == 0
	}
	return o.move.Jump && o.move.JumpDist > 0 && manoeuvre.Legal(u.ship, u.motion, o.move, s.setup.Options)
}

// jumpStart rolls the proximity die of ship i's jump when another ship
// stands within 6 MU of it, and reports whether the ship goes on to jump.
// A drive that fails to engage moves the ship straight on.
func (s *State) jumpStart(i int, salvos []salvo, src rng.Source, emit game.Emit) (bool, []salvo) {
	u := &s.units[i]
	name := u.ship.Name
	idx, ships, at := s.others(i) // ftl.go
	near := manoeuvre.Near(u.motion.Pos, at, -1)
	if len(near) == 0 {
		return true, salvos
	}
	e := manoeuvre.FTLExit(u.ship, ships, near, s.setup.Options, src)
	u.ship = e.Self
	s.event(emit, "ftl", fmt.Sprintf("%s jumps within %d MU of another ship at %s: rolled %d", name, manoeuvre.FTLDanger, pos(u.motion.Pos), e.Face), []int{e.Face})
	s.blasted(idx, e.Others, e.Blasts, emit)
	switch {
	case e.Destroyed:
		s.event(emit, "destroyed", fmt.Sprintf("%s's FTL drive explodes and destroys it", name), nil)
		s.fightersCaught(u.motion.Pos, name+"'s explosion", emit)
		return false, s.ordnanceCaught(salvos, u.motion.Pos, name+"'s explosion", emit)
	case e.Stays:
		u.motion.FTL = manoeuvre.FTLReady
		s.event(emit, "ftl", fmt.Sprintf("%s: the FTL drive fails to engage; the ship moves straight on", name), nil)
		s.applyMove(i, s.move(i, shipOrder{}, false, src), emit)
		return false, salvos
	}
	return !s.ftlSelfDamage(i, e, emit), salvos // ftl.go
}

// blasted takes the FTL damage of blasts on the ships at battle indexes
// idx (others are their sheets afterwards, parallel to idx), with an event
// for each blast and for each ship it destroyed.
func (s *State) blasted(idx []int, others []fullthrust.Ship, blasts []manoeuvre.Blast, emit game.Emit) {
	for _, b := range blasts {
		s.units[idx[b.Ship]].ship = others[b.Ship]
		s.event(emit, "damage", b.Text, b.Dice)
	}
	for _, b := range blasts {
		if s.units[idx[b.Ship]].ship.Destroyed() {
			s.event(emit, "destroyed", fmt.Sprintf("%s is destroyed", s.name(idx[b.Ship])), nil)
		}
	}
}

// jumpArrival resolves ship i appearing within 6 MU of other ships after
// its jump.
func (s *State) jumpArrival(i int, salvos []salvo, src rng.Source, emit game.Emit) []salvo {
	u := &s.units[i]
	name := u.ship.Name
	idx, ships, at := s.others(i)
	near := manoeuvre.Near(u.motion.Pos, at, -1)
	if len(near) == 0 {
		return salvos
	}
	a := manoeuvre.JumpArrival(u.ship, ships, near, s.setup.Options, src)
	u.ship = a.Self
	text := fmt.Sprintf("%s arrives from its jump within %d MU of another ship and takes %d points", name, manoeuvre.FTLDanger, a.SelfHit)
	if a.SelfCheck != "" {
		text += "; " + a.SelfCheck
	}
	s.event(emit, "damage", text, []int{a.SelfHit})
	s.blasted(idx, a.Others, a.Blasts, emit)
	if u.ship.Destroyed() {
		s.event(emit, "destroyed", fmt.Sprintf("%s is destroyed", name), nil)
	}
	s.fightersCaught(u.motion.Pos, name+"'s jump", emit)
	return s.ordnanceCaught(salvos, u.motion.Pos, name+"'s jump", emit)
}
