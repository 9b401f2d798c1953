package spacefleet

import (
	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rng"
)

// This file is the turn sequence: which phase follows which, and what
// happens between the players' decisions (see the package comment).

// beginTurn starts the next turn: per-turn marks are cleared, terrain
// drifts, EW suites put out their dummies and initiative is rolled.
func (st *State) beginTurn(src rng.Source, emit game.Emit) {
	st.turn++
	for i := range st.ships {
		s := &st.ships[i]
		last := s.flags&(fRevealed|fRevealPending) != 0
		s.flags &^= fMoved | fArmourUsed | fFiredBeam | fIntercepted | fRevealed | fRevealedLast | fRevealPending
		if last {
			s.flags |= fRevealedLast
		}
		s.beams, s.plasma, s.srm, s.lrmUsed, s.moved = 0, 0, 0, 0, 0
	}
	for i := range st.salvos {
		st.salvos[i].moved = false
	}
	for i := range st.dummies {
		st.dummies[i].moved = false
		st.dummies[i].shown = false
	}
	st.decl = st.decl[:0]
	if emit != nil {
		st.emitf(emit, "turn", nil, "turn %d", st.turn)
	}
	st.moveTerrain(src, emit)
	if st.checkOver(false) {
		return
	}
	st.spawnEWDummies(src)
	st.rollInitiative(src, emit)
	st.enter(PhaseLaunch, src, emit)
}

// enter starts a phase and works out who must act in it; a phase nobody
// needs is passed over by advance.
func (st *State) enter(p Phase, src rng.Source, emit game.Emit) {
	st.phase = p
	st.need, st.done = 0, 0
	st.decl = st.decl[:0]
	switch p {
	case PhaseMove:
		st.pos = -1
		st.nextMover()
	case PhaseFire:
		st.detect()
	}
	for pl := range st.g.sides {
		if st.mustAct(game.Player(pl)) {
			st.need = st.need.With(game.Player(pl))
		}
	}
}

// mustAct reports whether player p has a decision to make in the current
// simultaneous phase.
func (st *State) mustAct(p game.Player) bool {
	switch st.phase {
	case PhaseLaunch:
		return st.canLaunch(p)
	case PhaseDummies:
		return st.hasDummies(p)
	case PhaseSalvos:
		return st.hasSalvosToSteer(p)
	case PhaseStrike:
		return st.canStrike(p)
	case PhaseIntercept:
		return st.canIntercept(p)
	case PhaseFire:
		return st.canFireStep(p)
	}
	return false
}

// advance moves the battle on through every phase that waits for nobody,
// resolving what each phase's end resolves, until a player must act or the
// battle ends.
func (st *State) advance(src rng.Source, emit game.Emit) {
	for st.phase != PhaseOver && st.Waiting() == 0 {
		switch st.phase {
		case PhaseLaunch:
			st.enter(PhaseMove, src, emit)
		case PhaseMove:
			st.enter(PhaseDummies, src, emit)
		case PhaseDummies:
			st.enter(PhaseSalvos, src, emit)
		case PhaseSalvos:
			st.ageSalvos()
			st.detect()
			st.enter(PhaseStrike, src, emit)
		case PhaseStrike:
			st.announceStrikes(emit)
			st.enter(PhaseIntercept, src, emit)
		case PhaseIntercept:
			st.resolveIntercept(src, emit)
			if st.checkOver(false) {
				return
			}
			st.step = Destroyer
			st.enter(PhaseFire, src, emit)
		case PhaseFire:
			st.resolveFire(src, emit)
			if st.checkOver(false) {
				return
			}
			if st.step < Dreadnought {
				st.step++
				st.enter(PhaseFire, src, emit)
				continue
			}
			st.endTurn(src, emit)
			if st.phase == PhaseOver {
				return
			}
			st.beginTurn(src, emit)
		}
	}
}

// announceStrikes tells everyone, once the strike phase is over, where
// each directed-energy salvo will strike: a strike is a declaration, and
// nothing a side declares may change what the others see before they have
// declared too (rules version 3; before, each strike was public at once).
func (st *State) announceStrikes(emit game.Emit) {
	if emit == nil || st.g.version < 3 {
		return
	}
	for k := range st.salvos {
		if sv := &st.salvos[k]; !sv.gone && sv.striking && sv.warhead == DirectedEnergy {
			st.emitf(emit, "strike", nil, "directed-energy salvo %d will strike at %s", k, CellOf(sv.at))
		}
	}
}

// endTurn regenerates shields, repairs damage, retires spent missile
// salvoes and checks for the end of the battle.
func (st *State) endTurn(src rng.Source, emit game.Emit) {
	st.regenerate(emit)
	st.repair(src, emit)
	st.retireSalvos(emit)
	st.checkOver(true)
}

// moverSide returns the side whose ship moves next, or −1 when every ship
// has moved.
func (st *State) moverSide() int {
	if st.pos < 0 || int(st.pos) >= len(st.order) {
		return -1
	}
	if st.g.opts.Initiative == SquadronInitiative {
		return int(st.g.squads[st.order[st.pos]].side)
	}
	return int(st.order[st.pos])
}

// nextMover passes the move to the next side (ship initiative: sides take
// turns, a side with nothing left to move is skipped) or to the next
// squadron with a ship still to move (squadron initiative).
func (st *State) nextMover() {
	n := len(st.order)
	if st.g.opts.Initiative == SquadronInitiative {
		for p := max(int(st.pos), 0); p < n; p++ {
			if st.squadToMove(int(st.order[p])) {
				st.pos = int16(p)
				return
			}
		}
		st.pos = int16(n)
		return
	}
	for k := 1; k <= n; k++ {
		p := (int(st.pos) + k) % n
		if st.pos < 0 {
			p = k - 1
		}
		if st.sideToMove(int(st.order[p])) {
			st.pos = int16(p)
			return
		}
	}
	st.pos = int16(n)
}

// sideToMove reports whether a side has an active ship that has not moved.
func (st *State) sideToMove(side int) bool {
	for i := range st.ships {
		if st.g.info[i].side == int8(side) && st.ships[i].active() && !st.ships[i].has(fMoved) {
			return true
		}
	}
	return false
}

// squadToMove reports whether a squadron has an active ship that has not
// moved.
func (st *State) squadToMove(q int) bool {
	for _, i := range st.g.squads[q].ships {
		if st.ships[i].active() && !st.ships[i].has(fMoved) {
			return true
		}
	}
	return false
}

// mayMove reports whether ship i may be moved now: under ship initiative it
// must be one of its side's slowest ships not yet moved (RULINGS D2#7),
// under squadron initiative a ship of the squadron whose turn it is.
func (st *State) mayMove(i int) bool {
	s := &st.ships[i]
	if st.phase != PhaseMove || !s.active() || s.has(fMoved) || int(st.g.info[i].side) != st.moverSide() {
		return false
	}
	if st.g.opts.Initiative == SquadronInitiative {
		return st.g.info[i].squad == st.order[st.pos]
	}
	sp := st.speed(i)
	side := st.g.info[i].side
	for j := range st.ships {
		o := &st.ships[j]
		if st.g.info[j].side == side && o.active() && !o.has(fMoved) && st.speed(j) < sp {
			return false
		}
	}
	return true
}
