package spacefleet

import "github.com/broadside/broadside/game"

// Victory points are campaign costs in eighths of a point: a side scores
// the cost of every enemy ship destroyed or captured and half the cost of
// every damaged enemy ship that withdrew (docs/rulings/spacefleet.md).

// scores returns each side's victory points.
func (st *State) scores() []int {
	sc := make([]int, st.g.sides)
	for i := range st.ships {
		v := st.lossValue(i)
		if v == 0 {
			continue
		}
		for side := range sc {
			if side != int(st.g.info[i].side) {
				sc[side] += v
			}
		}
	}
	return sc
}

// lossValue returns what ship i's loss is worth to the enemy, in eighths.
func (st *State) lossValue(i int) int {
	s := &st.ships[i]
	switch s.status {
	case Destroyed, Surrendered:
		return int(st.g.info[i].cost)
	case Withdrawn:
		if s.damage > 0 {
			return int(st.g.info[i].cost) / 2
		}
	}
	return 0
}

// lostCost returns the campaign cost of a side's ships that are out of the
// battle.
func (st *State) lostCost(side int) Cost {
	var c Cost
	for i := range st.ships {
		if int(st.g.info[i].side) == side && !st.ships[i].active() {
			c += st.g.info[i].cost
		}
	}
	return c
}

// checkOver ends the battle when at most one side has ships in it; at the
// end of a turn also when a side has broken or the turn limit is reached.
// It reports whether the battle is over.
func (st *State) checkOver(endOfTurn bool) bool {
	if st.phase == PhaseOver {
		return true
	}
	var alive game.PlayerSet
	for i := range st.ships {
		if st.ships[i].active() {
			alive = alive.With(game.Player(st.g.info[i].side))
		}
	}
	switch {
	case alive.Len() <= 1:
		reason := "only one side is left in the battle"
		if alive == 0 {
			reason = "no ships are left in the battle"
		}
		st.finish(alive, reason)
	case !endOfTurn:
		return false
	case st.g.setup.Break > 0 && st.broken() != 0:
		broken := st.broken()
		st.finish(st.best(alive&^broken, alive), "a side has broken")
	case int(st.turn) >= st.g.turns:
		st.finish(st.best(alive, alive), "turn limit")
	default:
		return false
	}
	return true
}

// broken returns the sides that have lost at least the setup's break share
// of their starting cost.
func (st *State) broken() game.PlayerSet {
	var b game.PlayerSet
	for side := range st.g.sides {
		if 100*int(st.lostCost(side)) >= st.g.setup.Break*int(st.g.startCost[side]) {
			b = b.With(game.Player(side))
		}
	}
	return b
}

// best returns the side of prefer (or, when prefer is empty, of fallback)
// with the most victory points, or no side when the best are tied.
func (st *State) best(prefer, fallback game.PlayerSet) game.PlayerSet {
	if prefer == 0 {
		prefer = fallback
	}
	sc := st.scores()
	var top game.PlayerSet
	bestScore := -1
	for _, p := range prefer.List() {
		switch v := sc[p]; {
		case v > bestScore:
			top, bestScore = game.Players(p), v
		case v == bestScore:
			top = top.With(p)
		}
	}
	if top.Len() != 1 {
		return 0
	}
	return top
}

// finish ends the battle with the given winners.
func (st *State) finish(winners game.PlayerSet, reason string) {
	st.phase = PhaseOver
	st.winners = winners
	st.reason = reason
	st.need, st.done = 0, 0
}
