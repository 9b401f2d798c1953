package fullthrust_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/broadside/broadside/agent"
	ftagent "github.com/broadside/broadside/agent/fullthrust"
	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
)

// TestRandomPlayerDrawsAdvancedManoeuvres plays random battles of the
// cruiser action and the carrier group (whose ships have FTL drives)
// between random players, every order accepted by the battle, and checks
// from the revealed movement orders that the random player drew every
// advanced manoeuvre the battle accepts: Emergency Thrust, Hard About,
// Redlined Engines, the Roll, the Corkscrew, Extreme Manoeuvres, Eclipsing
// with its eclipse line, the Grav Backfire, FTL and the Short-Range Jump,
// engaged and made.
func TestRandomPlayerDrawsAdvancedManoeuvres(t *testing.T) {
	seen := map[string]int{}
	words := map[string]string{"ET": "ET ", "HA": "HA", "RL": "RL ", "Roll": "Roll", "CO": "CO", "EM": "EM1", "Ec": "Ec1",
		"eclipse": " eclipse: ", "backfire": ": backfire", "FTL": ": FTL", "SRJ": ": SRJ", "jump": "SRJ"}
	for _, name := range []string{"battle-cruiser-action.yaml", "battle-carrier-gunline.yaml"} {
		randomMovementOrders(t, battleSetup(t, name), 15, func(text string) {
			for w, s := range words {
				if strings.Contains(text, s) && (w != "jump" || strings.Contains(text, "SRJ1") || strings.Contains(text, "SRJ2") ||
					strings.Contains(text, "SRJ3") || strings.Contains(text, "SRJ4") || strings.Contains(text, "SRJ5")) {
					seen[w]++
				}
			}
		})
	}
	t.Logf("orders seen: %v", seen)
	for w := range words {
		if seen[w] == 0 {
			t.Errorf("the random player never wrote %s: %v", w, seen)
		}
	}
}

// randomMovementOrders plays n battles of setup between random players,
// seeded 1 to n, failing the test unless the battle accepts every order,
// and passes see the text of each side's revealed movement orders.
func randomMovementOrders(t *testing.T, setup json.RawMessage, n int, see func(text string)) {
	t.Helper()
	for i := range n {
		seed := rng.Seed(i + 1)
		st, err := battle.Rules{}.New(nil, setup, seed)
		if err != nil {
			t.Fatal(err)
		}
		players := []agent.Agent{ftagent.NewRandomBattlePlayer(seed.Derive("random", 0)), ftagent.NewRandomBattlePlayer(seed.Derive("random", 1))}
		if _, err := agent.Play(st, players, seed, func(e game.Event) {
			if e.Kind == "orders" && strings.Contains(e.Text, "movement orders") {
				see(e.Text)
			}
		}); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
	}
}

// TestRandomPlayerOrdersAcceptedWithCarriers plays battles with carriers,
// where the random player may order a group to land (blanking its
// carrier's movement order) in the same turn as it draws an eclipse
// (which needs that order's thrust): every order set it writes must be
// accepted, against another random player and against the tactical one.
// Trial 53 of "battle --trials 200 --seed 1 --players random,tactical" of
// the carrier battle once wrote an eclipse line the rules refused.
func TestRandomPlayerOrdersAcceptedWithCarriers(t *testing.T) {
	n := 20
	for _, name := range []string{"battle-carrier-gunline.yaml", "battle-fleet-action.yaml"} {
		setup := battleSetup(t, name)
		for i := range n {
			seed := rng.Seed(i+1).Derive(name, 0)
			st, err := battle.Rules{}.New(nil, setup, seed)
			if err != nil {
				t.Fatal(err)
			}
			players := []agent.Agent{ftagent.NewRandomBattlePlayer(seed.Derive("random", 0)), ftagent.NewRandomBattlePlayer(seed.Derive("random", 1))}
			if i%2 == 1 {
				players[1] = ftagent.NewBattlePlayer()
			}
			if _, err := agent.Play(st, players, seed, nil); err != nil {
				t.Fatalf("%s, seed %v: %v", name, seed, err)
			}
		}
	}
}

// TestRandomPlayerDrawsFlightDeckOrders plays random battles of the carrier
// battle and the fleet action between random players, every order
// accepted, and checks from the revealed movement orders that the random
// player wrote the flight-deck orders of battle readings W60-W64: combat
// landings, scrambles, groups joining others in the bays, interceptions of
// plasma bolts and an eclipser's PDS lent to the ship it eclipses.
func TestRandomPlayerDrawsFlightDeckOrders(t *testing.T) {
	seen := map[string]int{}
	words := map[string]string{"land combat": ": land combat", "scramble": " scramble: ", "join": ": join ",
		"intercept plasma": ": intercept plasma", "eclipse cover": " cover: "}
	// The carrier battle again with every group a standard one at half
	// strength, so that depleted groups of one type sit in the bays.
	half, err := battle.UnmarshalSetup(battleSetup(t, "battle-carrier-gunline.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	for i := range half.Ships {
		for j := range half.Ships[i].Bays {
			half.Ships[i].Bays[j].Group = pointdefence.Group{Name: half.Ships[i].Bays[j].Group.Name, Type: pointdefence.Standard, Strength: 3, CEF: pointdefence.Standard.FullCEF()}
		}
	}
	halfJS, err := battle.MarshalSetup(half)
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"battle-carrier-gunline.yaml", "battle-fleet-action.yaml", "half"} {
		setup := halfJS
		if name != "half" {
			setup = battleSetup(t, name)
		}
		randomMovementOrders(t, setup, 12, func(text string) {
			for w, s := range words {
				if w != "eclipse cover" && strings.Contains(text, s) {
					seen[w]++
				}
			}
			for part := range strings.SplitSeq(text, "; ") { // "Escort cover: Flagship ..." with "Escort eclipse: Flagship"
				if ship, rest, ok := strings.Cut(part, " cover: "); ok {
					if other, _, _ := strings.Cut(rest, " pds "); strings.Contains(text, ship+" eclipse: "+other) {
						seen["eclipse cover"]++
					}
				}
			}
		})
	}
	t.Logf("orders seen: %v", seen)
	for w := range words {
		if seen[w] == 0 {
			t.Errorf("the random player never wrote %s: %v", w, seen)
		}
	}
}
