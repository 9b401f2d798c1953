package battle

import (
	"slices"

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
	// The sheets' numbers and systems are copied into one block each, every
	// slice capped so that appending to one never reaches the next: the
	// computer players ask for every ship several times a turn.
	ints, systems := 0, 0
	for i := range s.units {
		sh := &s.units[i].ship
		ints += len(sh.Armour) + len(sh.Hull) + len(sh.Lost.Armour)
		systems += len(sh.Systems)
	}
	intBuf, sysBuf := make([]int, 0, ints), make([]fullthrust.System, 0, systems)
	copyInts := func(xs []int) []int {
		if xs == nil {
			return nil
		}
		n := len(intBuf)
		intBuf = append(intBuf, xs...)
		return intBuf[n:len(intBuf):len(intBuf)]
	}
	out := make([]ShipState, len(s.units))
	for i := range s.units {
		u := &s.units[i]
		sheet := u.ship
		sheet.Armour, sheet.Hull, sheet.Lost.Armour = copyInts(u.ship.Armour), copyInts(u.ship.Hull), copyInts(u.ship.Lost.Armour)
		if u.ship.Systems != nil {
			n := len(sysBuf)
			sysBuf = append(sysBuf, u.ship.Systems...)
			sheet.Systems = sysBuf[n:len(sysBuf):len(sysBuf)]
		}
		sheet.Pending = slices.Clone(u.ship.Pending)
		out[i] = ShipState{Sheet: sheet, Motion: u.motion, Side: s.setup.Ships[i].Side, InBattle: s.inBattle(i)}
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
