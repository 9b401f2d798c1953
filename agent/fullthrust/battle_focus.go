package fullthrust

// Concentrating fire. Each of the tactical player's ships values its
// targets alone (tacticalFire, battle_fire.go): the nearest enemy gives the
// most mean damage, so ships at different ranges shoot at different
// enemies, and a battle can end with every enemy damaged and none
// destroyed, which scores nothing. Fleet fire control concentrates:
// before the side's fire orders are written, the player adds up the mean
// damage every one of its ships could deal each enemy ship now (what bears
// within reach, battle.State.Bearing) and weighs each enemy's priority by
// how much of what is left of it that fire could destroy this turn, so
// every ship prefers the same enemy, the one the side can finish.

// focusGain is how much more a point of damage is worth on an enemy whose
// boxes left the side's fire this turn could all destroy than on one it
// could barely scratch: the priority is multiplied by 1 + focusGain times
// the share (0-1) of its boxes left that fire covers.
const focusGain = 2

// focusWeights returns, parallel to ships (the visible duellists, battle
// indices idx), the priority multiplier of each enemy ship of side: 1 +
// focusGain × min(1, D / B), where D is the sum over side's ships of the
// mean damage of every weapon that bears on it within reach and B its boxes
// left; 1 for ships of side and ships not in the battle. It returns nil
// when side has no fire at any enemy.
func focusWeights(st *bearings, ships []Duellist, idx []int, side int) []float64 {
	var out []float64
	for j := range ships {
		e := &ships[j] // not copies: this passes over every pair of ships
		if e.Side == side || !inBattle(*e) {
			continue
		}
		dealt := 0.0
		for k := range ships {
			if s := &ships[k]; s.Side != side || !inBattle(*s) || st.FreeFireControls(idx[k]) == 0 {
				continue
			}
			for _, w := range st.Bearing(idx[k], idx[j]) {
				dealt += w.Mean
			}
		}
		if dealt == 0 {
			continue
		}
		if out == nil {
			out = make([]float64, len(ships))
			for k := range out {
				out[k] = 1
			}
		}
		out[j] = 1 + focusGain*min(1, dealt/float64(max(1, boxesLeft(e.Ship))))
	}
	return out
}

// withFocus returns key (keyShips' multipliers, nil for none) multiplied
// by focus (focusWeights, nil for none), in a new slice.
func withFocus(key, focus []float64) []float64 {
	if focus == nil {
		return key
	}
	out := make([]float64, len(focus))
	for j := range out {
		out[j] = focus[j]
		if key != nil {
			out[j] *= key[j]
		}
	}
	return out
}
