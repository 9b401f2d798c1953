package fullthrust_test

import (
	"encoding/json"
	"io/fs"
	"regexp"
	"strings"
	"testing"

	"github.com/broadside/broadside/examples"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
	"github.com/broadside/broadside/scenario"
)

// TestRandomPlayerDrawsVectorManoeuvres plays the cruiser action (whose
// ships have FTL drives) under vector movement between random players,
// every order accepted by the battle, and checks from the revealed
// movement orders that the random player drew every advanced manoeuvre
// with a vector form (readings W56, W87-W90): Emergency Thrust, Redlined
// Engines, Extreme Manoeuvres, Eclipsing with its eclipse line, the Grav
// Backfire, FTL and the Short-Range Jump, engaged and made; and never a
// turning manoeuvre, which stays cinematic (W73).
func TestRandomPlayerDrawsVectorManoeuvres(t *testing.T) {
	setup := vectorCruiserAction(t, func(*manoeuvre.ManoeuvreOptions) {})
	seen := map[string]int{}
	words := map[string]*regexp.Regexp{"ET": regexp.MustCompile(`: ET `), "RL": regexp.MustCompile(`: RL `), "EM": regexp.MustCompile(` EM\d`),
		"Ec": regexp.MustCompile(` Ec\d`), "eclipse": regexp.MustCompile(` eclipse: `), "backfire": regexp.MustCompile(`: backfire`),
		"FTL": regexp.MustCompile(` FTL`), "SRJ": regexp.MustCompile(`SRJ(;|$)`), "jump": regexp.MustCompile(`SRJ\d`)}
	randomMovementOrders(t, setup, 15, func(text string) {
		for w, re := range words {
			if re.MatchString(text) {
				seen[w]++
			}
		}
		for _, cine := range []string{"Roll", "CO", "HA"} {
			if strings.Contains(text, ": "+cine) || strings.Contains(text, " "+cine+" ") {
				t.Errorf("a turning manoeuvre under vector movement: %s", text)
			}
		}
	})
	t.Logf("orders seen: %v", seen)
	for w := range words {
		if seen[w] == 0 {
			t.Errorf("the random player never wrote %s: %v", w, seen)
		}
	}
}

// TestRandomPlayerDrawsHeldVectorEM plays the cruiser action under vector
// movement with the options of held Extreme Manoeuvres and reactions on,
// between random players, every order accepted by the battle, and checks
// that the random player drew the held forms (reading W100): "EM n?" and
// "/ EM n", as well as the plain "EM n".
func TestRandomPlayerDrawsHeldVectorEM(t *testing.T) {
	setup := vectorCruiserAction(t, func(o *manoeuvre.ManoeuvreOptions) {
		o.EMDiscretionary, o.EMAfterMovement, o.EMReaction = true, true, true
	})
	seen := map[string]int{}
	words := map[string]*regexp.Regexp{"EM": regexp.MustCompile(` EM\d+(;|$| )`), "EM?": regexp.MustCompile(` EM\d+\?`), "/ EM": regexp.MustCompile(`/ EM\d`)}
	randomMovementOrders(t, setup, 60, func(text string) {
		for w, re := range words {
			if re.MatchString(text) {
				seen[w]++
			}
		}
	})
	t.Logf("orders seen: %v", seen)
	for w := range words {
		if seen[w] == 0 {
			t.Errorf("the random player never wrote %s: %v", w, seen)
		}
	}
}

// vectorCruiserAction returns the cruiser action's setup (its ships have
// FTL drives) under vector movement, with the options set changes.
func vectorCruiserAction(t *testing.T, set func(*manoeuvre.ManoeuvreOptions)) json.RawMessage {
	t.Helper()
	data, err := fs.ReadFile(examples.FullThrust, "fullthrust/battle-cruiser-action.yaml")
	if err != nil {
		t.Fatal(err)
	}
	b, err := scenario.DecodeFTBattle("battle-cruiser-action.yaml", data)
	if err != nil {
		t.Fatal(err)
	}
	b.Setup.Options.Vector = true
	set(&b.Setup.Options)
	setup, err := battle.MarshalSetup(b.Setup)
	if err != nil {
		t.Fatal(err)
	}
	return setup
}
