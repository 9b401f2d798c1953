package web

import (
	"context"
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/broadside/broadside/examples"
	"github.com/broadside/broadside/lab"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/scenario"
	"github.com/broadside/broadside/sim"
)

// TestLabFTBattleAPI checks that the API answers an example Full Thrust
// battle with the numbers of lab.FTBattles at the same seed and players,
// each side's fighters and missiles spent included, and that a pasted
// battle file (told from its keys) gives the numbers of the same file
// decoded by the command line's decoder.
func TestLabFTBattleAPI(t *testing.T) {
	s := newTestServer(t, Config{Rate: 1000, Burst: 1000})
	sc, ok := labScenarios().find("fullthrust/battle-carrier-gunline")
	if !ok || sc.Kind != labFTBattle {
		t.Fatalf("the lab lacks the carrier battle (%+v)", sc.Key)
	}
	cfg := sim.Config{Trials: 12, Seed: rng.Seed(9)}
	kinds := []string{"tactical", "random"}
	want, err := lab.FTBattles(context.Background(), cfg, sc.fb.Setup, kinds)
	if err != nil {
		t.Fatal(err)
	}
	w := get(s, "/api/lab/run?scenario=fullthrust/battle-carrier-gunline&trials=12&seed=9&players=tactical,random")
	if w.Code != 200 {
		t.Fatalf("status %d: %s", w.Code, w.Body)
	}
	if !sameJSON(t, w.Body.Bytes(), newLabJSON(want)) {
		t.Errorf("the API's numbers differ from lab.FTBattles at the same seed:\n got %.600s", w.Body)
	}
	keys := labJSONKeys(t, w.Body.Bytes())
	for _, k := range []string{"sides.spent.salvos", "sides.spent.groups_launched", "sides.spent.fighters_lost", "sides.win.low95", "sides.points_lost"} {
		if !slices.Contains(keys, k) {
			t.Errorf("the answer lacks %s", k)
		}
	}

	text := strings.ReplaceAll(exampleText(t, examples.FullThrust, "fullthrust/battle-carrier-gunline.yaml"), "Carrier", "Flattop")
	b, err := scenario.DecodeFTBattle("lab.yaml", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	mine, err := lab.FTBattles(context.Background(), sim.Config{Trials: 6, Seed: rng.Seed(3)}, b.Setup, []string{"tactical", "tactical"})
	if err != nil {
		t.Fatal(err)
	}
	w = get(s, "/api/lab/run?"+fileQuery(text, "trials", "6", "seed", "3"))
	if w.Code != 200 {
		t.Fatalf("pasted: status %d: %s", w.Code, w.Body)
	}
	if !sameJSON(t, w.Body.Bytes(), newLabJSON(mine)) {
		t.Errorf("the pasted battle's numbers differ from lab.FTBattles:\n got %.600s", w.Body)
	}
}

// TestLabFTBattleForm checks the Full Thrust battle's cap on trials, its
// players and a bad pasted battle file: 422 with the line and column on
// every route, never a 500.
func TestLabFTBattleForm(t *testing.T) {
	s := newTestServer(t, Config{Rate: 1000, Burst: 1000})
	for _, tc := range []struct {
		name, target string
		status       int
		want         string
	}{
		{"at the cap", "/lab?scenario=fullthrust/battle-fleet-action&trials=200", 200, `value="200"`},
		{"over the cap", "/lab?scenario=fullthrust/battle-fleet-action&trials=201", 422, "a whole number from 1 to 200 for Full Thrust battles"},
		{"players per side", "/lab?scenario=fullthrust/battle-cruiser-action&players=random,tactical", 200, `value="fullthrust/battle-cruiser-action" selected`},
		{"three players", "/lab?scenario=fullthrust/battle-cruiser-action&players=random,tactical,random", 422, "field-error"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w := get(s, tc.target)
			if w.Code != tc.status || !strings.Contains(w.Body.String(), tc.want) {
				t.Fatalf("status %d, want %d: %.300s", w.Code, tc.status, w.Body)
			}
		})
	}
	battle := exampleText(t, examples.FullThrust, "fullthrust/battle-cruiser-action.yaml")
	for _, tc := range []struct {
		name, text, want string
	}{
		{"bad velocity", strings.Replace(battle, "velocity: 6", "velocity: fast", 1), "lab.yaml:30:15:"},
		{"bad table", strings.Replace(battle, "table: [72, 48]", "table: [72]", 1), "lab.yaml:4:8: table must be [width, depth]"},
		{"unknown side", strings.Replace(battle, "side: Union", "side: Nobody", 1), "lab.yaml:12:11:"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for _, path := range []string{"/lab?", "/lab/stream?", "/api/lab/run?", "/lab/chart.svg?chart=win&"} {
				w := get(s, path+fileQuery(tc.text, "seed", "1", "trials", "5"))
				if w.Code != http.StatusUnprocessableEntity {
					t.Fatalf("%s: status %d: %.300s", path, w.Code, w.Body)
				}
			}
			body := get(s, "/lab?"+fileQuery(tc.text)).Body.String()
			at := strings.Index(body, `id="e-file"`)
			if at < 0 || !strings.Contains(body[at:], tc.want) {
				t.Errorf("the file's error lacks %q: %.600s", tc.want, body[max(at, 0):])
			}
		})
	}
}
