package web

import (
	"bufio"
	"context"
	"encoding/json"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/broadside/broadside/examples"
	"github.com/broadside/broadside/lab"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/sim"
)

// TestLabCatalogue checks that every embedded duel, battle and engagement file
// loads, under its key, with its name and the comment at its top.
func TestLabCatalogue(t *testing.T) {
	for _, err := range labScenarios().problems {
		t.Errorf("an embedded file does not load: %v", err)
	}
	duels, err := fs.Glob(examples.FullThrust, "fullthrust/duel-*.yaml")
	if err != nil || len(duels) == 0 {
		t.Fatalf("no duel files (%v)", err)
	}
	battles, err := fs.Glob(examples.FullThrust, "fullthrust/battle-*.yaml")
	if err != nil || len(battles) == 0 {
		t.Fatalf("no battle files (%v)", err)
	}
	var want []string
	for _, d := range append(duels, battles...) {
		want = append(want, strings.TrimSuffix(d, ".yaml"))
	}
	want = append(want, "jovian/duel", "jovian/skirmish")
	fleets, err := fs.Glob(examples.SpaceFleet, "spacefleet/*.yaml")
	if err != nil || len(fleets) == 0 {
		t.Fatalf("no Space Fleet files (%v)", err)
	}
	for _, f := range fleets {
		want = append(want, strings.TrimSuffix(strings.TrimPrefix(f, "spacefleet/"), ".yaml"))
	}
	for _, key := range want {
		sc, ok := labScenarios().find(key)
		if !ok {
			t.Errorf("the lab lacks %s", key)
			continue
		}
		if sc.Name == "" || sc.About == "" {
			t.Errorf("%s: name %q, about %q", key, sc.Name, sc.About)
		}
	}
	if sc, ok := labScenarios().find("jovian/cards"); ok {
		t.Errorf("a card file is offered as an engagement: %+v", sc.Key)
	}
	var labels []string
	for _, g := range labScenarios().groups() {
		labels = append(labels, g.Label)
	}
	if !slices.Equal(labels, []string{"Space Fleet battles", "Full Thrust battles", "Full Thrust duels", "Jovian Wars engagements"}) {
		t.Errorf("groups %q", labels)
	}
}

// labKindCases are a run of each of the three newer kinds of scenario.
var labKindCases = []struct {
	name, run, heading string
	sides              []string
	kind               labKind
}{
	{"full thrust duel", "scenario=fullthrust%2Fduel-eclipse&trials=30&seed=7&players=tactical", "Eclipsing escort: 30 duels", []string{"Convoy", "Raider"}, labFTDuel},
	{"jovian engagement", "scenario=jovian%2Fskirmish&trials=200&seed=7&players=tactical", "Skirmish off Io: 200 engagements", []string{"Io Defence League", "Ceres Compact"}, labJovian},
	{"full thrust battle", "scenario=fullthrust%2Fbattle-cruiser-action&trials=8&seed=7&players=tactical", "Cruiser action: 8 battles", []string{"Union", "League", "Fighters and missiles spent"}, labFTBattle},
}

// TestLabStreamOtherRulesets runs a Full Thrust duel and battle and a
// Jovian engagement through the stream: the result names both sides and links
// every chart of its ruleset, and each chart is an SVG, on this server and
// on one that never ran the run.
func TestLabStreamOtherRulesets(t *testing.T) {
	s := newTestServer(t, Config{Rate: 1000, Burst: 1000})
	ts := httptest.NewServer(s)
	defer ts.Close()
	for _, tc := range labKindCases {
		t.Run(tc.name, func(t *testing.T) {
			resp, err := http.Get(ts.URL + "/lab/stream?" + tc.run)
			if err != nil {
				t.Fatal(err)
			}
			defer resp.Body.Close()
			if resp.StatusCode != 200 {
				t.Fatalf("status %d", resp.StatusCode)
			}
			events := readEvents(t, bufio.NewScanner(resp.Body))
			last := events[len(events)-1]
			if last.name != "result" {
				t.Fatalf("last event %q: %.300s", last.name, last.data)
			}
			for _, want := range append([]string{tc.heading, "lab-pieces"}, tc.sides...) {
				if !strings.Contains(last.data, want) {
					t.Errorf("the result lacks %q", want)
				}
			}
			cold := newTestServer(t, Config{Rate: 1000, Burst: 1000})
			for _, c := range tc.kind.chartNames() {
				if !strings.Contains(last.data, "chart="+c) {
					t.Errorf("the result does not link the chart %s", c)
				}
				w := get(s, "/lab/chart.svg?"+tc.run+"&chart="+c)
				if w.Code != 200 || !strings.Contains(w.Body.String(), "<svg") {
					t.Fatalf("chart %s: status %d: %.200s", c, w.Code, w.Body)
				}
				if again := get(cold, "/lab/chart.svg?"+tc.run+"&chart="+c); again.Body.String() != w.Body.String() {
					t.Errorf("chart %s drawn on a server that never ran it differs", c)
				}
			}
			if w := get(s, "/lab/chart.svg?"+tc.run+"&chart=ships"); !tc.kind.hasChart("ships") && w.Code != http.StatusNotFound {
				t.Errorf("a Space Fleet chart of this run: status %d", w.Code)
			}
			if w := get(s, "/lab?"+tc.run+"&run=1"); !strings.Contains(w.Body.String(), tc.heading) {
				t.Error("a finished run is not shown at once")
			}
		})
	}
}

// labJSONKeys returns the object keys of JSON data, nested keys as
// "outer.inner" (the first element of an array stands for all).
func labJSONKeys(t *testing.T, data []byte) []string {
	t.Helper()
	var v any
	if err := json.Unmarshal(data, &v); err != nil {
		t.Fatal(err)
	}
	var keys []string
	var walk func(prefix string, v any)
	walk = func(prefix string, v any) {
		switch v := v.(type) {
		case map[string]any:
			for k, e := range v {
				keys = append(keys, prefix+k)
				if prefix == "" && (k == "options" || k == "rounds") {
					continue // option names and a summary's fields, not the engagement's own
				}
				walk(prefix+k+".", e)
			}
		case []any:
			if len(v) > 0 {
				walk(prefix, v[0])
			}
		}
	}
	walk("", v)
	slices.Sort(keys)
	return slices.Compact(keys)
}

// TestLabRunAPIOtherRulesets checks that the API answers a duel and an
// engagement with the command line's JSON field names and the numbers of
// lab.Duels and lab.Engagements at the same seed.
func TestLabRunAPIOtherRulesets(t *testing.T) {
	s := newTestServer(t, Config{Rate: 1000, Burst: 1000})
	estimate := []string{"high95", "low95", "n", "proportion", "value"}
	with := func(prefix string, names []string) []string {
		var out []string
		for _, n := range names {
			out = append(out, prefix+"."+n)
		}
		return out
	}
	cfg := sim.Config{Trials: 40, Seed: rng.Seed(9)}
	duel, _ := labScenarios().find("fullthrust/duel-eclipse")
	do, err := lab.Duels(context.Background(), cfg, duel.ft)
	if err != nil {
		t.Fatal(err)
	}
	eng, _ := labScenarios().find("jovian/skirmish")
	eo, err := lab.Engagements(context.Background(), cfg, eng.jv)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, target string
		want         any
		keys         [][]string
	}{
		{"full thrust duel", "/api/lab/run?scenario=fullthrust/duel-eclipse&trials=40&seed=9", do.Report(nil), [][]string{
			{"name", "seed", "trials", "turn_limit", "sides", "draw", "turns", "ships", "sides.name", "sides.win", "ships.name", "ships.side", "ships.doctrine",
				"ships.damage_dealt", "ships.damage_taken", "ships.drive_failures", "ships.destroyed", "ships.backfires", "ships.jumps"},
			with("draw", estimate), with("turns", estimate), with("sides.win", estimate), with("ships.damage_dealt", estimate),
			with("ships.damage_taken", estimate), with("ships.drive_failures", estimate), with("ships.destroyed", estimate),
			with("ships.backfires", estimate), with("ships.jumps", estimate)}},
		{"jovian engagement", "/api/lab/run?scenario=jovian/skirmish&trials=40&seed=9&players=random", eo.Report(nil), [][]string{
			{"name", "seed", "trials", "round_limit", "sides", "no_winner", "rounds", "options", "sides.name", "sides.win", "sides.active", "sides.alive",
				"sides.units", "sides.units.name", "sides.units.survives"},
			with("no_winner", estimate), with("sides.win", estimate), with("sides.active", estimate), with("sides.alive", estimate),
			with("sides.units.survives", estimate)}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w := get(s, tc.target)
			if w.Code != 200 {
				t.Fatalf("status %d: %s", w.Code, w.Body)
			}
			var wantKeys []string
			for _, k := range tc.keys {
				wantKeys = append(wantKeys, k...)
			}
			slices.Sort(wantKeys)
			if got := labJSONKeys(t, w.Body.Bytes()); !slices.Equal(got, wantKeys) {
				t.Errorf("keys\n got %q\nwant %q", got, wantKeys)
			}
			if !sameJSON(t, w.Body.Bytes(), tc.want) {
				t.Errorf("the API's numbers differ from the lab package's at the same seed:\n got %s\nwant %+v", w.Body, tc.want)
			}
		})
	}
}

// TestLabPlayersOtherRulesets checks that the players field, which only
// Space Fleet reads, never makes a duel or an engagement invalid, nor
// changes its result.
func TestLabPlayersOtherRulesets(t *testing.T) {
	s := newTestServer(t, Config{Rate: 1000, Burst: 1000})
	for _, sc := range []string{"fullthrust%2Fduel-backfire", "jovian%2Fduel"} {
		var first string
		for _, players := range []string{"tactical", "random", "random,tactical,random", "nobody"} {
			t.Run(sc+"/"+players, func(t *testing.T) {
				run := "scenario=" + sc + "&trials=10&seed=3&players=" + players
				if w := get(s, "/lab?"+run); w.Code != 200 || strings.Contains(w.Body.String(), "field-error") {
					t.Errorf("form: status %d", w.Code)
				}
				w := get(s, "/api/lab/run?"+run)
				if w.Code != 200 {
					t.Fatalf("API: status %d: %s", w.Code, w.Body)
				}
				if first == "" {
					first = w.Body.String()
				} else if w.Body.String() != first {
					t.Error("the players changed the result")
				}
			})
		}
	}
	if w := get(s, "/lab?scenario=destroyer-skirmish&players=nobody"); w.Code != http.StatusUnprocessableEntity {
		t.Errorf("bad players for Space Fleet: status %d", w.Code)
	}
}

// TestLabFormOtherRulesets checks the form's groups, help and per-ruleset
// caps, and the clear 422 of an unknown scenario everywhere.
func TestLabFormOtherRulesets(t *testing.T) {
	s := newTestServer(t, Config{Rate: 1000, Burst: 1000})
	for _, tc := range []struct {
		name, target string
		status       int
		want         []string
	}{
		{"groups", "/lab", 200, []string{`<optgroup label="Full Thrust duels">`, `<optgroup label="Jovian Wars engagements">`,
			`value="fullthrust/duel-eclipse"`, `value="jovian/skirmish"`, ">Skirmish off Io<", "Space Fleet and Full Thrust battles only",
			`<optgroup label="Full Thrust battles">`, `value="fullthrust/battle-fleet-action"`,
			"20000 Space Fleet battles, 200 Full Thrust battles, 3000 Full Thrust duels, 300000 Jovian Wars engagements"}},
		{"chosen duel", "/lab?scenario=fullthrust/duel-eclipse", 200, []string{`value="fullthrust/duel-eclipse" selected`, "Bulwark eclipses the damaged flagship"}},
		{"duel cap", "/lab?scenario=fullthrust/duel-eclipse&trials=3001", 422, []string{"a whole number from 1 to 3000 for Full Thrust duels"}},
		{"jovian at its cap", "/lab?scenario=jovian/duel&trials=300000", 200, []string{`value="300000"`}},
		{"unknown page", "/lab?scenario=fullthrust/nowhere&run=1&seed=1", 422, []string{`there is no scenario &#34;fullthrust/nowhere&#34;`}},
		{"unknown API", "/api/lab/run?scenario=jovian/nowhere&seed=1", 422, []string{`there is no scenario \"jovian/nowhere\"`}},
		{"unknown stream", "/lab/stream?scenario=jovian/nowhere&seed=1", 422, []string{"there is no scenario"}},
		{"unknown chart", "/lab/chart.svg?scenario=jovian/nowhere&seed=1&chart=win", 422, []string{"there is no scenario"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w := get(s, tc.target)
			if w.Code != tc.status {
				t.Fatalf("status %d, want %d: %.300s", w.Code, tc.status, w.Body)
			}
			for _, want := range tc.want {
				if !strings.Contains(w.Body.String(), want) {
					t.Errorf("answer lacks %q", want)
				}
			}
		})
	}
}

// sameJSON reports whether the JSON data holds the same values as want
// written as JSON, whatever the order of keys and spacing.
func sameJSON(t *testing.T, data []byte, want any) bool {
	t.Helper()
	w, err := json.Marshal(want)
	if err != nil {
		t.Fatal(err)
	}
	var got, exp any
	if err := json.Unmarshal(data, &got); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(w, &exp); err != nil {
		t.Fatal(err)
	}
	return reflect.DeepEqual(got, exp)
}
