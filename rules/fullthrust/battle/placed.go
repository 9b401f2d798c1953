package battle

import "github.com/broadside/broadside/geom"

// Placed is one piece of ordnance a ship placed on the table in this
// turn's ordnance phase (phase 3): a salvo, a heavy missile or a plasma
// bolt. Every side sees it placed. An ordnance line the phase read but did
// not fire (a ship warming up its FTL drive, W109 and W114, or jumping,
// W112) places nothing, though the revealed orders carry the line.
type Placed struct {
	Ship string   `json:"ship"` // the ship that fired it
	Kind string   `json:"kind"` // "salvo", "missile" or "plasma", as the orders write it
	At   geom.Vec `json:"at"`   // where it was placed, MU
}

// placedOf returns the ordnance fired this turn as the views show it; nil
// for none.
func (s *State) placedOf(fired []salvo) []Placed {
	if len(fired) == 0 {
		return nil
	}
	out := make([]Placed, len(fired))
	for k, sv := range fired {
		kind := "salvo"
		switch sv.kind {
		case HeavyMissile:
			kind = "missile"
		case PlasmaBolt:
			kind = "plasma"
		}
		out[k] = Placed{Ship: s.name(sv.ship), Kind: kind, At: sv.at}
	}
	return out
}
