package battle

// EvadingEM returns the factors of Extreme Manoeuvres battle ship i has in
// effect now, for the property tests: after a movement phase, those the
// strike's homing saw when no thrust was held for after movement (W57) or
// at discretion (W58).
func (s *State) EvadingEM(i int) int { return s.units[i].em }

// CountFired is Fired.count, for the tests of the views' counts.
func CountFired(f *Fired, kind MountKind, turn int) { f.count(kind, turn) }
