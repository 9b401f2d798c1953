package battle

// EvadingEM returns the factors of Extreme Manoeuvres battle ship i has in
// effect now, for the property tests: after a movement phase, those the
// strike's homing saw when no thrust was held for after movement (W57) or
// at discretion (W58).
func (s *State) EvadingEM(i int) int { return s.units[i].em }

// CountFired is Fired.count, for the tests of the views' counts.
func CountFired(f *Fired, kind MountKind, turn int) { f.count(kind, turn) }

// ProjectilesFromWeapons is Projectiles as it was before it listed the
// K-guns and torpedoes alone: every weapon listed, the others left out.
func (s *State) ProjectilesFromWeapons(i int) []Projectile {
	if i < 0 || i >= len(s.units) || !s.inBattle(i) {
		return nil
	}
	var out []Projectile
	for _, w := range s.appendWeapons(nil, i) {
		if w.kind == kgunWeapon || w.kind == torpedoWeapon {
			out = append(out, Projectile{Label: w.label, Class: w.class, Arcs: w.arcs, Band: w.band})
		}
	}
	return out
}
