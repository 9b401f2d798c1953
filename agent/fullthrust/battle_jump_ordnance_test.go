package fullthrust_test

import (
	"strings"
	"testing"

	ftagent "github.com/broadside/broadside/agent/fullthrust"
	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// TestPlayersPlaceNoOrdnanceOnAJump checks that neither computer player
// writes ordnance for a ship whose movement order makes its Short-Range
// Jump (battle reading W112: the rules would log and keep it), while the
// same ship not jumping does fire. Lamp, with a salvo launcher and a plasma
// bolt launcher, engaged its FTL drive for a jump on turn 1; an enemy hulk
// stands 15 MU ahead. At least one of the orders written must make the
// jump, or the test would check nothing.
func TestPlayersPlaceNoOrdnanceOnAJump(t *testing.T) {
	for _, jump := range []bool{true, false} {
		st := jumpBoltState(t)
		first := "Lamp: SRJ"
		if !jump {
			first = ""
		}
		for _, o := range [][]game.Orders{{{Text: first}, {}}, {{}, {}}} {
			if err := st.Resolve(o, rng.New(1), nil); err != nil {
				t.Fatal(err)
			}
		}
		jumped := 0 // the orders that make the jump, so that the check is not empty
		for seed := range rng.Seed(40) {
			for name, pl := range map[string]interface {
				Write(game.State, game.Player) (game.Orders, error)
			}{"tactical": ftagent.NewBattlePlayer(), "random": ftagent.NewRandomBattlePlayer(seed)} {
				if name == "tactical" && seed > 0 {
					continue
				}
				o, err := pl.Write(st, 0)
				if err != nil {
					t.Fatal(err)
				}
				jumps := strings.Contains(o.Text, "Lamp: SRJ")
				fires := strings.Contains(o.Text, "Lamp salvo:") || strings.Contains(o.Text, "Lamp plasma:")
				if jump && jumps {
					jumped++
				}
				if jump && jumps && fires {
					t.Errorf("%s (seed %d): the jumping Lamp places ordnance: %q", name, seed, o.Text)
				}
				if !jump && name == "tactical" && !fires {
					t.Errorf("%s: Lamp places no ordnance: %q", name, o.Text)
				}
			}
		}
		if jump && jumped == 0 {
			t.Error("no player wrote Lamp's jump in 40 seeds: the check above checked nothing")
		}
	}
}

// jumpBoltState is boltState's Lamp with a standard FTL drive and an enemy
// hulk 15 MU ahead.
func jumpBoltState(t *testing.T) *battle.State {
	t.Helper()
	lamp := battle.Ship{Side: 0, Crew: 2, DCP: 2, FTL: battle.StandardFTL, Sheet: fullthrust.Ship{Name: "Lamp", Mass: 40, Hull: fullthrust.HullRows(12, 4),
		Drive: fullthrust.Drive{Thrust: 4}, Systems: []fullthrust.System{{Kind: fullthrust.FireControl},
			{Kind: fullthrust.Other, Name: battle.SalvoLauncher.Label()}, {Kind: fullthrust.Other, Name: battle.PlasmaBolt.Label()}}},
		Mounts: []battle.Mount{{Kind: battle.SalvoLauncher, System: 1, Ammo: 2}, {Kind: battle.PlasmaBolt, System: 2, Class: 2}},
		Start:  battle.Start{Motion: manoeuvre.NewMotion(geom.Vec{}, geom.Clock(12), 0)}}
	hulk := battle.Ship{Side: 1, Crew: 2, DCP: 2, Sheet: fullthrust.Ship{Name: "Hulk", Mass: 40, Hull: fullthrust.HullRows(12, 4), Drive: fullthrust.Drive{Thrust: 2}},
		Start: battle.Start{Motion: manoeuvre.NewMotion(geom.Vec{Y: 15}, geom.Clock(6), 0)}}
	return startedState(t, battle.Setup{Turns: 5, Sides: []string{"Navy", "Raiders"}, Ships: []battle.Ship{lamp, hulk}})
}
