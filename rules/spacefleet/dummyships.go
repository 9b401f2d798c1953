package spacefleet

import (
	"github.com/broadside/broadside/game"
)

// The number of ship counters a dummy squadron counter shows as once an
// enemy ship is within 18 hexes ("Limited sensors": between 18 and 12
// hexes its owner swaps a dummy squadron counter for however many ship
// counters he likes). A squadron has 2 to 6 ships, and one that has lost
// ships may be down to 1, so the owner may choose 1 to 6.
const (
	// DefaultDummyShips is what a dummy shows as until its owner chooses.
	DefaultDummyShips = 2
	// MaxDummyShips is the most ship counters a dummy may show as.
	MaxDummyShips = 6
)

// ShowAction returns the action of player p choosing that his dummy counter
// k shows as n ship counters (1 to [MaxDummyShips]) whenever an enemy ship
// is close enough to see ship counters. The choice is made in the dummy
// phase, at most once a turn for each dummy and before it moves; it is
// seen only by its owner until an enemy comes within 18 hexes, and then
// only as that many anonymous ship counters.
func ShowAction(p game.Player, k, n int) game.Action {
	return game.Action{Player: p, Kind: KindShow, Unit: int16(k), Args: [4]int16{int16(n)}}
}

// checkShow returns why player p may not show dummy k as n ship counters
// now, or nil.
func (st *State) checkShow(p game.Player, k, n int) error {
	if k < 0 || k >= len(st.dummies) || st.dummies[k].gone {
		return game.Illegal("no dummy counter %d", k)
	}
	d := &st.dummies[k]
	switch {
	case game.Player(d.side) != p:
		return game.Illegal("dummy %d is not yours", k)
	case d.moved:
		return game.Illegal("dummy %d has already moved this turn; choose its ship counters before moving it", k)
	case d.shown:
		return game.Illegal("the ship counters of dummy %d have already been chosen this turn", k)
	case n < 1 || n > MaxDummyShips:
		return game.Illegal("a dummy shows as 1 to %d ship counters, not %d", MaxDummyShips, n)
	case n == d.counters():
		return game.Illegal("dummy %d already shows as %d ship counters", k, n)
	}
	return nil
}

// show carries out a legal ShowAction.
func (st *State) show(p game.Player, k, n int, emit game.Emit) {
	d := &st.dummies[k]
	d.ships = int8(n)
	d.shown = true
	if emit != nil {
		st.emitTo(emit, game.Players(p), "dummy", "dummy counter %d will show as %s", k, plural(n, "ship counter"))
	}
}

// appendShows appends the ShowActions open to player p for dummy k.
func (st *State) appendShows(dst []game.Action, p game.Player, k int) []game.Action {
	d := &st.dummies[k]
	if d.shown {
		return dst
	}
	for n := 1; n <= MaxDummyShips; n++ {
		if n != d.counters() {
			dst = append(dst, ShowAction(p, k, n))
		}
	}
	return dst
}

// counters returns how many ship counters the dummy shows as.
func (d *dummy) counters() int {
	if d.ships == 0 {
		return DefaultDummyShips
	}
	return int(d.ships)
}

// DummyShips returns how many ship counters dummy k shows as when an enemy
// ship is within 18 hexes of it (see [ShowAction]). Only its owner may be
// told.
func (st *State) DummyShips(k int) int { return st.dummies[k].counters() }
