package battle_test

import (
	"sync"
	"testing"

	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// TestWithholdsConcurrent asks State.Withholds of one state from four
// goroutines at once, as the workers of a Monte Carlo run ask it of their
// own states while sharing the read scratch pool. Withholds once gave its
// scratch back to the pool before it read the ship's order out of it, so a
// second reader could overwrite the order being read: the race detector
// found it in session 28's CI (`go test -race`), and under -race this test
// fails with that bug put back.
func TestWithholdsConcurrent(t *testing.T) {
	fr := warship(0, fullthrust.Ship{Name: "Frigate", Mass: 30, Hull: fullthrust.HullRows(10, 4), Drive: fullthrust.Drive{Thrust: 4},
		Systems: []fullthrust.System{{Kind: fullthrust.Other, Name: "SMR"}, {Kind: fullthrust.FireControl}}}, geom.Vec{})
	fr.FTL = battle.StandardFTL
	fr.Mounts = []battle.Mount{{Kind: battle.SalvoRack, System: 0, Ammo: 1}}
	m := startSetup(t, battle.Setup{Ships: []battle.Ship{fr, salvoBoat(geom.Vec{X: -20})}})
	st := m.State().(*battle.State)
	var wg sync.WaitGroup
	for g := range 4 {
		line, want := "Frigate: FTL", true // the warm-up withholds its ordnance (W109)
		if g%2 == 1 {
			line, want = "Frigate: P1", false
		}
		wg.Go(func() {
			for range 300 {
				if got := st.Withholds(0, []string{line}, "Frigate"); got != want {
					t.Errorf("Withholds after %q = %v, want %v", line, got, want)
					return
				}
			}
		})
	}
	wg.Wait()
}
