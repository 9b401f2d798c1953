package web

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"

	"github.com/broadside/broadside/lab"
)

// strikeAPI asks the strike odds API for query and decodes the answer.
func strikeAPI(t *testing.T, s *Server, query string) ftStrikeOddsJSON {
	t.Helper()
	w := get(s, "/api/ft/strike/odds?"+query)
	if w.Code != 200 {
		t.Fatalf("status %d: %s", w.Code, w.Body)
	}
	var out ftStrikeOddsJSON
	if err := json.Unmarshal(w.Body.Bytes(), &out); err != nil {
		t.Fatal(err)
	}
	return out
}

// TestFTStrikeOptions sets rules options on the strike page as
// "--option name=value" does, and checks that a bad value is refused.
func TestFTStrikeOptions(t *testing.T) {
	s := newTestServer(t, Config{Rate: 1000, Burst: 1000})
	base := strikeAPI(t, s, "example=dreadnought-escorts")
	for _, tc := range []struct {
		name, query string
		changes     bool
	}{
		{"file's own value", "example=dreadnought-escorts&opt-kinetic=file", false},
		{"default value named", "example=dreadnought-escorts&opt-kinetic=no-reroll", false},
		{"assists as declared", "example=dreadnought-escorts&opt-assists=declared", true},
		{"casualties concentrated", "example=dreadnought-escorts&opt-casualties=concentrate&rules=classic", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := strikeAPI(t, s, tc.query)
			if changed := got.Raids[0].Destroyed != base.Raids[0].Destroyed || got.Rules != base.Rules; changed != tc.changes {
				t.Errorf("P(destroyed) %v against %v by default: changed %v, want %v", got.Raids[0].Destroyed, base.Raids[0].Destroyed, changed, tc.changes)
			}
		})
	}
	for _, tc := range []struct {
		name, target, want string
	}{
		{"bad option value", "/odds/ft/strike?example=lone-escort&opt-kinetic=sometimes", "one of file, no-reroll, reroll"},
		{"too many trials", "/odds/ft/strike?example=lone-escort&trials=100001", "a whole number from 0 to 100000"},
		{"bad seed", "/odds/ft/strike?example=lone-escort&trials=10&mc-seed=xyz", "hexadecimal"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w := get(s, tc.target)
			if w.Code != 422 || !strings.Contains(w.Body.String(), tc.want) {
				t.Errorf("status %d, want 422 and %q in %s", w.Code, tc.want, w.Body)
			}
		})
	}
	page := get(s, "/odds/ft/strike?example=lone-escort").Body.String()
	for _, want := range []string{`name="opt-kinetic"`, `name="opt-scatterguns"`, `name="trials"`, `name="mc-seed"`} {
		if !strings.Contains(page, want) {
			t.Errorf("the page lacks %s", want)
		}
	}
}

// TestFTStrikeMonteCarlo checks the page's Monte Carlo run against the
// command line's: "broadside ft odds strike
// examples/fullthrust/dreadnought-escorts.yaml --option kinetic=reroll
// --trials 3000 --seed 2a --json" printed these numbers.
func TestFTStrikeMonteCarlo(t *testing.T) {
	s := newTestServer(t, Config{Rate: 1000, Burst: 1000})
	got := strikeAPI(t, s, "example=dreadnought-escorts&opt-kinetic=reroll&trials=3000&mc-seed=2a")
	mc := got.Raids[0].MonteCarlo
	if mc == nil {
		t.Fatal("no Monte Carlo run in the answer")
	}
	want := lab.RaidSampleReport{Trials: 3000, Seed: 0x2a, MeanDamage: 31.777, Destroyed: 0.39666666666666667, MeanLosses: 6.397666666666667}
	if mc.Trials != want.Trials || mc.Seed != want.Seed || mc.MeanDamage != want.MeanDamage || mc.Destroyed != want.Destroyed || mc.MeanLosses != want.MeanLosses {
		t.Errorf("Monte Carlo %+v, want the command line's %+v", *mc, want)
	}
	if mc.MaxSigmas > 4 {
		t.Errorf("the run strays %.2f standard errors from the exact odds", mc.MaxSigmas)
	}
	if none := strikeAPI(t, s, "example=dreadnought-escorts"); none.Raids[0].MonteCarlo != nil {
		t.Error("a Monte Carlo run without trials asked for")
	}
	page := get(s, "/odds/ft/strike?example=dreadnought-escorts&opt-kinetic=reroll&trials=3000&mc-seed=2a").Body.String()
	charts := regexp.MustCompile(`/odds/ft/strike/chart\.svg\?[^"]*`).FindAllString(page, -1)
	if len(charts) == 0 {
		t.Error("the page shows no chart")
	}
	for _, c := range charts {
		if strings.Contains(c, "trials=") || strings.Contains(c, "mc-seed=") {
			t.Errorf("the chart %s asks for the Monte Carlo run again", c)
		}
	}
	for _, want := range []string{"P(destroyed), Monte Carlo", "39.667%", "3000 trials from seed 000000000000002a"} {
		if !strings.Contains(page, want) {
			t.Errorf("the page lacks %q", want)
		}
	}
}
