package battle

import "github.com/broadside/broadside/game"

// What a side does not see. An enemy ship still to arrive by FTL is not
// on the table: its arrival turn and point are written in secret (RULINGS
// A8), so side p's view leaves it out, and the groups in its bays with it.
// The orders side p writes cannot name such a ship or group either: they
// are refused as orders naming no ship or group, in the same words, so
// that a refusal tells nothing of it. A spectator (any p that is no side)
// sees no ship still to arrive.

// hiddenFrom reports whether ship i is hidden from side p: a ship of
// another side that has not arrived and not left.
func (s *State) hiddenFrom(p game.Player, i int) bool {
	u := &s.units[i]
	return !u.arrived && !u.gone && s.setup.Ships[i].Side != int(p)
}

// wingHiddenFrom reports whether group k is hidden from side p: in a bay
// of a ship hidden from p.
func (s *State) wingHiddenFrom(p game.Player, k int) bool {
	w := &s.wings[k]
	return !w.out && s.hiddenFrom(p, w.carrier)
}

// shipSeen returns the index of the ship named name as side p's orders
// may name it, or -1 when there is none or it is hidden from p.
func (s *State) shipSeen(p game.Player, name string) int {
	if i := s.shipNamed(name); i >= 0 && !s.hiddenFrom(p, i) {
		return i
	}
	return -1
}

// wingSeen returns the index of the group named name as side p's orders
// may name it, or -1 when there is none or it is hidden from p.
func (s *State) wingSeen(p game.Player, name string) int {
	if k := s.wingNamed(name); k >= 0 && !s.wingHiddenFrom(p, k) {
		return k
	}
	return -1
}
