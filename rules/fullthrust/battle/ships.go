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
func (s *State) Ships() []ShipState { return s.ShipsInto(nil) }

// ShipBuffer is storage that [State.ShipsInto] reuses from call to call.
// The zero value is ready for use.
type ShipBuffer struct {
	ships   []ShipState
	ints    []int
	systems []fullthrust.System
}

// ShipsInto returns what [State.Ships] returns, copied into buf's storage
// rather than new (a nil buf allocates it afresh): the copies stay apart
// from the state and from one another, but only until buf is used again.
// A computer player that asks for the ships every phase and keeps nothing
// of them from one phase to the next reuses one buffer.
func (s *State) ShipsInto(buf *ShipBuffer) []ShipState {
	if buf == nil {
		buf = &ShipBuffer{}
	}
	// The sheets' numbers and systems are copied into one block each, every
	// slice capped so that appending to one never reaches the next.
	ints, systems := 0, 0
	for i := range s.units {
		sh := &s.units[i].ship
		ints += len(sh.Armour) + len(sh.Hull) + len(sh.Lost.Armour)
		systems += len(sh.Systems)
	}
	intBuf, sysBuf := buf.ints[:0], buf.systems[:0]
	if cap(intBuf) < ints {
		intBuf = make([]int, 0, ints)
	}
	if cap(sysBuf) < systems {
		sysBuf = make([]fullthrust.System, 0, systems)
	}
	copyInts := func(xs []int) []int {
		if xs == nil {
			return nil
		}
		n := len(intBuf)
		intBuf = append(intBuf, xs...)
		return intBuf[n:len(intBuf):len(intBuf)]
	}
	out := buf.ships[:0]
	if cap(out) < len(s.units) {
		out = make([]ShipState, 0, len(s.units))
	}
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
		out = append(out, ShipState{Sheet: sheet, Motion: u.motion, Side: s.setup.Ships[i].Side, InBattle: s.inBattle(i)})
	}
	buf.ships, buf.ints, buf.systems = out, intBuf, sysBuf
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

// WorthOf returns what destroying the ship named name scores, as
// [State.Worth] does, without copying any ship; 0 for no ship of that
// name.
func (s *State) WorthOf(name string) int {
	if i := s.shipNamed(name); i >= 0 {
		return s.worth(i)
	}
	return 0
}

// DrivenOff returns what a driven-off ship scores, as the setup says.
func (s *State) DrivenOff() DrivenOff { return s.setup.DrivenOff }

// Table returns the battle's table.
func (s *State) Table() Table { return s.setup.Table }

// Gone reports whether ship i has been driven off: off the table edge or
// out by FTL. A ship still to arrive is not gone.
func (s *State) Gone(i int) bool { return i >= 0 && i < len(s.units) && s.units[i].gone }
