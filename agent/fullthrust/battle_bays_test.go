package fullthrust_test

import (
	"strings"
	"testing"

	"github.com/broadside/broadside/agent"
	ftagent "github.com/broadside/broadside/agent/fullthrust"
	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// TestPlayersLaunchNoGroupFromABayOut plays the carrier battle with the
// bays of Falcon 1 and Falcon 2 knocked out from the start (battle reading
// W80) between tactical players and between random players, six seeds
// each: every order either writes is accepted (agent.Play stops at a
// refusal), neither group launches on turn 1 (damage control repairs
// nothing before the end of it), and the groups in working bays do launch
// in some battle, so the bays out are what keeps the two in.
func TestPlayersLaunchNoGroupFromABayOut(t *testing.T) {
	s, err := battle.UnmarshalSetup(battleSetup(t, "battle-carrier-gunline.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]bool{"Falcon 1": true, "Falcon 2": true}
	for i := range s.Ships {
		for _, b := range s.Ships[i].Bays {
			if out[b.Group.Name] {
				s.Ships[i].Sheet.Systems[b.System].Destroyed = true
			}
		}
	}
	setup, err := battle.MarshalSetup(s)
	if err != nil {
		t.Fatal(err)
	}
	launched := map[string]int{}
	for _, kind := range []string{"tactical", "random"} {
		for n := range 6 {
			seed := rng.Seed(n + 1)
			st, err := battle.Rules{}.New(nil, setup, seed)
			if err != nil {
				t.Fatal(err)
			}
			players := ftagent.BattlePlayers([]string{kind, kind}, seed)
			if _, err := agent.Play(st, players, seed, func(e game.Event) {
				if e.Turn != 1 || e.Kind != "fighters" || !strings.Contains(e.Text, " launches from ") {
					return
				}
				name, _, _ := strings.Cut(e.Text, " (")
				launched[name]++
				if out[name] {
					t.Errorf("%s seed %d: %s", kind, seed, e.Text)
				}
			}); err != nil {
				t.Fatalf("%s seed %d: %v", kind, seed, err)
			}
		}
	}
	if launched["Falcon 3"]+launched["Falcon 4"] == 0 {
		t.Errorf("no group launched from a working bay on turn 1: %v", launched)
	}
}
