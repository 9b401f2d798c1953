package battle

// Armament is one ship's weapons as Bearing weighs them, listed once so
// that a caller weighing them against several targets in the same state
// lists them only once (State.ArmamentOf, State.BearingOf). It reads the
// state as it was when listed: list it again after the state changes.
// The zero value lists no weapons of ship 0. An Armament is not safe for
// concurrent use while it is being listed.
type Armament struct {
	ship int      // the battle index of the ship listed
	ws   []weapon // its weapons as appendWeapons lists them
}

// ArmamentOf lists ship i's weapons into a, reusing a's storage, and
// returns a. For an index out of range it lists none.
func (s *State) ArmamentOf(i int, a *Armament) *Armament {
	a.ship, a.ws = i, a.ws[:0]
	if i >= 0 && i < len(s.units) {
		a.ws = s.appendWeapons(a.ws, i)
	}
	return a
}

// BearingOf returns Bearing(i, j) for the ship i that a lists, from a's
// weapons; a must have been listed from s as it is now.
func (s *State) BearingOf(a *Armament, j int) []WeaponShot {
	if !s.mayBear(a.ship, j) {
		return nil
	}
	return s.bearingWith(a.ship, a.ws, j)
}
