package lab_test

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/broadside/broadside/lab"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/sim"
)

// TestFTBattlesWorkersAlike fights the cruiser action between tactical
// players on 1, 2 and 3 workers at the same seed: the whole summary (every
// metric's counts, sums and histogram) must be the same, as the workers'
// players share one store of reach tables (agent/fullthrust.Tables) and
// each table is built by whichever worker needs it first.
func TestFTBattlesWorkersAlike(t *testing.T) {
	f := ftBattle(t, "battle-cruiser-action.yaml")
	trials := 40
	if testing.Short() {
		trials = 12
	}
	var want string
	for _, workers := range []int{1, 2, 3} {
		o, err := lab.FTBattles(context.Background(), sim.Config{Trials: trials, Workers: workers, Seed: rng.Seed(5)}, f.Setup, []string{"tactical", "tactical"})
		if err != nil {
			t.Fatal(err)
		}
		js, err := json.Marshal(o)
		if err != nil {
			t.Fatal(err)
		}
		if workers == 1 {
			want = string(js)
			continue
		}
		if string(js) != want {
			t.Errorf("%d workers:\n%s\nwant (1 worker)\n%s", workers, js, want)
		}
	}
}
