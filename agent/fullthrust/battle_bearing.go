package fullthrust

import (
	"math"

	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// bearings is a battle state with [battle.State.Bearing] remembered for
// every pair of ships asked. The fire writers (tacticalFire, shipFireValue,
// focusWeights) ask the same pairs several times in one write, during
// which the state does not change; a bearings is reset for each write
// (reset) and its answers are shared between callers, who only read them.
// It remembers as well each ship's threat (enemyThreat), which
// tacticalFire asks for every enemy of every ship it writes for. Its other
// methods are the state's.
type bearings struct {
	*battle.State
	n       int                   // the battle indices remembered are 0 to n-1
	asked   []bool                // whether pair i*n+j was asked
	shots   [][]battle.WeaponShot // what Bearing answered for pair i*n+j
	threats []float64             // enemyThreat of the write's ships by index, NaN until asked
	listed  []bool                // whether arms[i] lists ship i's weapons in this write
	arms    []battle.Armament     // ship i's weapons, listed the first time i is asked for
}

// reset makes b the state st with nothing remembered, for the ships of
// battle indices idx, and returns b.
func (b *bearings) reset(st *battle.State, idx []int) *bearings {
	n := 0
	for _, i := range idx {
		n = max(n, i+1)
	}
	b.State, b.n = st, n
	b.asked = append(b.asked[:0], make([]bool, n*n)...)
	clear(b.shots)
	if cap(b.shots) < n*n {
		b.shots = make([][]battle.WeaponShot, n*n)
	}
	b.shots = b.shots[:n*n]
	b.listed = append(b.listed[:0], make([]bool, n)...)
	for len(b.arms) < n {
		b.arms = append(b.arms, battle.Armament{})
	}
	b.threats = b.threats[:0]
	for range idx {
		b.threats = append(b.threats, math.NaN())
	}
	return b
}

// threat returns enemyThreat(ships, j), worked out the first time it is
// asked; ships must be the write's, those of the indices reset was given.
func (b *bearings) threat(ships []Duellist, j int) float64 {
	if len(ships) != len(b.threats) {
		return enemyThreat(ships, j)
	}
	if math.IsNaN(b.threats[j]) {
		b.threats[j] = enemyThreat(ships, j) // never NaN: a sum of dice times finite means
	}
	return b.threats[j]
}

// Bearing returns st.Bearing(i, j), worked out the first time a pair is
// asked. Callers must not change the slice.
func (b *bearings) Bearing(i, j int) []battle.WeaponShot {
	if i < 0 || j < 0 || i >= b.n || j >= b.n {
		return b.State.Bearing(i, j)
	}
	k := i*b.n + j
	if !b.asked[k] {
		if !b.listed[i] {
			b.State.ArmamentOf(i, &b.arms[i]) // listed once for all of i's targets
			b.listed[i] = true
		}
		b.asked[k], b.shots[k] = true, b.State.BearingOf(&b.arms[i], j)
	}
	return b.shots[k]
}
