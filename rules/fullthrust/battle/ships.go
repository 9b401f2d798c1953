package battle

import (
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// ShipState is one ship of a battle in play as the engine knows it.
type ShipState struct {
	Sheet    fullthrust.Ship
	Motion   manoeuvre.Motion
	Side     int
	InBattle bool // on the table and fighting: arrived, not destroyed, not gone
}

// Ships returns every ship of the battle in setup order, as the engine
// knows them: the whole truth, including enemy ships still to arrive by
// FTL, which [State.View] hides. A computer player of side p must use only
// what View(p) shows (the ships of other sides that are InBattle). The
// slice and the sheets are copies.
func (s *State) Ships() []ShipState {
	out := make([]ShipState, len(s.units))
	for i, u := range s.units {
		out[i] = ShipState{Sheet: u.ship.Clone(), Motion: u.motion, Side: s.setup.Ships[i].Side, InBattle: s.inBattle(i)}
	}
	return out
}

// Options returns the rules options the battle is played with.
func (s *State) Options() manoeuvre.ManoeuvreOptions { return s.setup.Options }

// Victory returns how the battle is won, as its setup says.
func (s *State) Victory() Victory { return s.setup.Victory }

// Worth returns what destroying ship i scores under [Points] victory: its
// points, or its mass where the fleet book gives none; 0 for an index out
// of range. Both sides know it from the setup.
func (s *State) Worth(i int) int {
	if i < 0 || i >= len(s.setup.Ships) {
		return 0
	}
	return s.worth(i)
}

// Table returns the battle's table.
func (s *State) Table() Table { return s.setup.Table }

// Gone reports whether ship i has been driven off: off the table edge or
// out by FTL. A ship still to arrive is not gone.
func (s *State) Gone(i int) bool { return i >= 0 && i < len(s.units) && s.units[i].gone }
