package fullthrust_test

import (
	"testing"

	"github.com/broadside/broadside/game"
)

// TestVectorPlayerBeatsRandom measures the tactical player's vector
// planner against the random legal vector player on both sides of the
// vector example, 20 battles a side, and asserts it wins at least three in
// four (over 100 battles a side, seeds from 7, it won 90 and 90).
func TestVectorPlayerBeatsRandom(t *testing.T) {
	if testing.Short() {
		t.Skip("plays 40 battles")
	}
	for p := game.Player(0); p < 2; p++ {
		w, d, l := winRate(t, "battle-vector-duel.yaml", p, 20)
		t.Logf("battle-vector-duel.yaml, computer player as side %d: %d won, %d drawn, %d lost of 20", p+1, w, d, l)
		if w < 15 {
			t.Errorf("side %d: the computer player won %d of 20 (drew %d, lost %d)", p+1, w, d, l)
		}
	}
}
