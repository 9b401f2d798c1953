package spacefleet

import (
	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
)

// mine is one minefield pattern, covering one hex ("Mines"). known holds
// the players who know where it is: its owner, and everyone once a ship has
// entered it.
type mine struct {
	pos   geom.Hex
	side  int8
	known game.PlayerSet
	gone  bool
}

// mineAttack is one minefield's attack on a ship: on a d6 of 4 to 6 the
// ship takes 1d3 hits.
func (st *State) mineAttack(i, m int, src rng.Source, emit game.Emit) {
	st.mines[m].known = game.PlayerSet(1<<st.g.sides - 1)
	die := src.Roll(6, "mine attack")
	if die < 4 {
		if emit != nil {
			st.emitAbout(emit, st.seenBy(i), "mine", []int{die}, "%s strays into a minefield at %s: rolled %d, no hits", st.shipName(i), CellOf(st.mines[m].pos), die)
		}
		return
	}
	n := src.Roll(3, "mine hits")
	if emit != nil {
		st.emitAbout(emit, st.seenBy(i), "mine", []int{die, n}, "%s strays into a minefield at %s: rolled %d, %s", st.shipName(i), CellOf(st.mines[m].pos), die, plural(n, "hit"))
	}
	st.applyHits(i, n, false, src, emit)
}

// triggerMines lets every minefield in ship i's hex attack it, as it
// enters the hex. Minefields attack ships of every side, their owner's
// too (docs/rulings/spacefleet.md).
func (st *State) triggerMines(i int, src rng.Source, emit game.Emit) {
	for m := range st.mines {
		if !st.mines[m].gone && st.mines[m].pos == st.ships[i].pos && st.ships[i].active() {
			st.mineAttack(i, m, src, emit)
		}
	}
}

// sweep lets ship i, which has spent its move in its hex with working
// beams, sweep the minefields there, those its side does not know of too:
// each attacks it once more and is then cleared ("Mines": a beam-armed
// ship "may sweep the field by stopping in the pattern for a move (it is
// still attacked)").
func (st *State) sweep(i int, src rng.Source, emit game.Emit) {
	for m := range st.mines {
		if st.mines[m].gone || st.mines[m].pos != st.ships[i].pos || !st.ships[i].active() {
			continue
		}
		st.mineAttack(i, m, src, emit)
		st.mines[m].gone = true
		if emit != nil {
			st.emitAbout(emit, st.seenBy(i), "sweep", nil, "%s sweeps the minefield at %s", st.shipName(i), CellOf(st.mines[m].pos))
		}
	}
}

// checkSweep returns why ship i may not sweep its hex this move, or nil.
// Sweeping is the owner's choice ("may sweep"), open to a ship with beams
// that work when the mines rule is in play, its side knows of a minefield
// in the ship's hex and sweeping is not automatic (AutoSweep).
func (st *State) checkSweep(i int) error {
	switch st.sweepBar(i) {
	case barNoMines:
		return game.Illegal("the mines rule is not in play")
	case barAutoSweep:
		return game.Illegal("sweeping is automatic under the auto_sweep option: move %s without sweep", st.shipName(i))
	case barNoBeams:
		return game.Illegal("%s has no beams to sweep a minefield with", st.shipName(i))
	case barWeaponsOut:
		return game.Illegal("%s cannot sweep: its weapons are out of action", st.shipName(i))
	case barNoKnownField:
		return game.Illegal("%s knows of no minefield at %s to sweep", st.shipName(i), CellOf(st.ships[i].pos))
	}
	return nil
}

// sweepBar is what keeps a ship from sweeping; 0 for nothing.
type sweepBar uint8

const (
	barNone sweepBar = iota
	barNoMines
	barAutoSweep
	barNoBeams
	barWeaponsOut
	barNoKnownField
)

// sweepBar returns what keeps ship i from sweeping, without the cost of
// an error, for [State.MaySweep], which computer players ask often.
func (st *State) sweepBar(i int) sweepBar {
	o := &st.g.opts
	switch {
	case !o.Mines:
		return barNoMines
	case o.AutoSweep:
		return barAutoSweep
	case st.g.info[i].design.Beams == 0:
		return barNoBeams
	case !st.ships[i].weaponsWork():
		return barWeaponsOut
	case !st.KnownMine(game.Player(st.g.info[i].side), st.ships[i].pos):
		return barNoKnownField
	}
	return barNone
}

// MaySweep reports whether ship i, if it keeps to its hex when it moves,
// may sweep the minefields there (see [SweepAction]): the mines rule is in
// play without AutoSweep, the ship has beams that work, and its side knows
// of a minefield in its hex. It does not say whether the ship may move now
// ([State.MayMove]).
func (st *State) MaySweep(i int) bool { return st.sweepBar(i) == barNone }

// KnownMinesAt counts the minefields in hex h that player p knows of: those
// his side laid and those of the other sides.
func (st *State) KnownMinesAt(p game.Player, h geom.Hex) (own, other int) {
	for _, m := range st.mines {
		if m.gone || m.pos != h || !m.known.Has(p) {
			continue
		}
		if game.Player(m.side) == p {
			own++
		} else {
			other++
		}
	}
	return own, other
}

// KnownMine reports whether player p knows of a minefield in hex h.
func (st *State) KnownMine(p game.Player, h geom.Hex) bool {
	for _, m := range st.mines {
		if !m.gone && m.pos == h && m.known.Has(p) {
			return true
		}
	}
	return false
}
