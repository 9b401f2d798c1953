package web

import (
	"encoding/json"
	"net/url"
	"regexp"
	"strings"
	"testing"
)

// TestJovianAttackCards picks the attacker, weapon and target from the
// example card file, as "broadside jovian odds attack --cards
// examples/jovian/cards.yaml" does, and checks the answers against the
// command line's.
func TestJovianAttackCards(t *testing.T) {
	s := newTestServer(t, Config{Rate: 1000, Burst: 1000})
	cards := url.Values{"cards": {"cards"}, "attacker": {"Bastion Cruiser"}, "weapon": {"Torpedo Tubes"}, "target": {"Kestrel Frigate"}}
	w := get(s, "/api/jovian/attack/odds?"+cards.Encode())
	if w.Code != 200 {
		t.Fatalf("status %d: %s", w.Code, w.Body)
	}
	var got struct {
		Kind, Pool, Defence string
		Structure           struct{ Mean float64 }
	}
	if err := json.Unmarshal(w.Body.Bytes(), &got); err != nil {
		t.Fatal(err)
	}
	// "broadside jovian odds attack --cards examples/jovian/cards.yaml
	// --attacker 'Bastion Cruiser' --weapon 'Torpedo Tubes' --target
	// 'Kestrel Frigate' --json" printed these.
	if got.Kind != "missile" || got.Pool != "6d6 -1 macro" || got.Defence != "3d6" || got.Structure.Mean != 0.2219376333638165 {
		t.Errorf("odds %+v, want the command line's", got)
	}
	for _, tc := range []struct {
		name, query string
		status      int
		want        string
	}{
		{"first weapon by default", "cards=cards&attacker=Kestrel+Frigate&target=Harrier+Wing", 200, "2d6 +1 macro"},
		{"weapon the card lacks", "cards=cards&attacker=Harrier+Wing&weapon=Torpedo+Tubes&target=Kestrel+Frigate", 422, "Harrier Wing has no weapon"},
		{"unknown card", "cards=cards&attacker=Wyvern&target=Kestrel+Frigate", 422, "one of Kestrel Frigate"},
		{"numbers ignore the card fields", "pool=2&attacker=Bastion+Cruiser", 200, `"pool": "2d6"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w := get(s, "/api/jovian/attack/odds?"+tc.query)
			if w.Code != tc.status || !strings.Contains(w.Body.String(), tc.want) {
				t.Errorf("status %d, want %d and %q in %s", w.Code, tc.status, tc.want, w.Body)
			}
		})
	}
	page := get(s, "/odds/jovian/attack?"+cards.Encode()).Body.String()
	for _, want := range []string{`<option selected>Bastion Cruiser</option>`, `<option selected>Torpedo Tubes</option>`, "P(crippled)"} {
		if !strings.Contains(page, want) {
			t.Errorf("the page lacks %q", want)
		}
	}
}

// TestJovianAttackHand adjudicates dice from the table with choices made
// by hand, as "broadside jovian attack" with --diminish, --crits, --remove
// and --values does, and checks that the charts leave those choices out.
func TestJovianAttackHand(t *testing.T) {
	s := newTestServer(t, Config{Rate: 1000, Burst: 1000})
	for _, tc := range []struct {
		name, query string
		status      int
		want        []string
	}{
		// "broadside jovian attack --pool 5 --missile --defense 4 --dice
		// 3,3,3,5,5,2,2,1,4 --diminish 5" keeps the triple.
		{"diminish by hand", "pool=5&missile=1&defense=4&dice=3+3+3+5+5+2+2+1+4&diminish=5", 200, []string{"-&gt; [T3]", "Result <b>Sensors -1, Structure -1"}},
		{"diminish by policy", "pool=5&missile=1&defense=4&dice=3+3+3+5+5+2+2+1+4", 200, []string{"[T3,D5] -&gt; [D3,D5]"}},
		// "broadside jovian attack --cards examples/jovian/cards.yaml
		// --attacker 'Kestrel Frigate' --weapon Railgun --target 'Bastion
		// Cruiser' --dice 6,6,6,6 --crits system:hangar".
		{"critical hit by hand", "cards=cards&attacker=Kestrel+Frigate&weapon=Railgun&target=Bastion+Cruiser&dice=6+6+6+6&crits=system%3Ahangar", 200, []string{"Result <b>Thrusters -1, Structure -2, 1 Systems"}},
		{"critical hit by policy", "cards=cards&attacker=Kestrel+Frigate&weapon=Railgun&target=Bastion+Cruiser&dice=6+6+6+6", 200, []string{"Result <b>Thrusters -2, Structure -2"}},
		{"missing dice before a removal", "pool=2&flex=1&dice=6&remove=5", 200, []string{"Not enough dice"}},
		{"values not allowed", "pool=2&dice=2+2&values=%5BD1%5D", 422, []string{"Nothing was adjudicated"}},
		{"crit that does not read", "pool=2&crits=warp", 422, []string{`class="field invalid"`, "want defense, sensors"}},
		{"removal that does not read", "pool=2&remove=x", 422, []string{`class="field invalid"`}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w := get(s, "/odds/jovian/attack?"+tc.query)
			if w.Code != tc.status {
				t.Fatalf("status %d, want %d: %s", w.Code, tc.status, w.Body)
			}
			for _, want := range tc.want {
				if !strings.Contains(w.Body.String(), want) {
					t.Errorf("the page lacks %q", want)
				}
			}
		})
	}
	page := get(s, "/odds/jovian/attack?pool=3&crits=sensors&diminish=3").Body.String()
	charts := regexp.MustCompile(`/odds/jovian/attack/chart\.svg\?[^"]*`).FindAllString(page, -1)
	if len(charts) == 0 {
		t.Error("the page shows no chart")
	}
	for _, c := range charts {
		if strings.Contains(c, "crits=") || strings.Contains(c, "diminish=") {
			t.Errorf("the chart %s carries the choices made by hand", c)
		}
	}
}
