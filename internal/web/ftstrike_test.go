package web

import (
	"encoding/json"
	"fmt"
	"html"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/broadside/broadside/lab"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
	"github.com/broadside/broadside/scenario"
)

// strikeAPI asks the strike odds API for query and decodes the answer.
func strikeAPI(t *testing.T, s *Server, query string) lab.StrikeReport {
	t.Helper()
	w := get(s, "/api/ft/strike/odds?"+query)
	if w.Code != 200 {
		t.Fatalf("status %d: %s", w.Code, w.Body)
	}
	var out lab.StrikeReport
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
	if mc.Fit.P < 1e-6 || mc.Fit.Cells < 2 {
		t.Errorf("the run does not fit the exact odds: %s", mc.Fit)
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

// TestFTStrikeCompare checks rules=compare: the page shows each raid's
// figures under both procedures equal to pointdefence.Odds under each, a chart
// of each procedure's damage that answers SVG, the API's shape, and rolls
// under the 2015 rules.
func TestFTStrikeCompare(t *testing.T) {
	s := newTestServer(t, Config{Rate: 1000, Burst: 1000})
	var st scenario.FullThrustStrike
	for _, f := range ftStrikeFiles() {
		if f.key == "dreadnought-escorts" {
			var err error
			if st, err = scenario.DecodeFullThrustStrike(f.key+".yaml", f.data); err != nil {
				t.Fatal(err)
			}
		}
	}
	want := map[fullthrust.Procedure][]pointdefence.RaidOdds{}
	for _, p := range []fullthrust.Procedure{fullthrust.New2015, fullthrust.Classic} {
		opt := st.Options
		opt.Procedure = p
		odds, err := pointdefence.Odds(st.Strike, opt)
		if err != nil {
			t.Fatal(err)
		}
		want[p] = odds
	}
	const query = "example=dreadnought-escorts&rules=compare"

	t.Run("api", func(t *testing.T) {
		w := get(s, "/api/ft/strike/odds?"+query)
		if w.Code != 200 {
			t.Fatalf("status %d: %s", w.Code, w.Body)
		}
		var got struct {
			File       string                       `json:"file"`
			Compare    []lab.StrikeReport           `json:"compare"`
			Comparison []pointdefence.ComparisonRow `json:"comparison"`
			Raids      any                          `json:"raids"`
		}
		if err := json.Unmarshal(w.Body.Bytes(), &got); err != nil {
			t.Fatal(err)
		}
		if got.File != "dreadnought-escorts.yaml" || len(got.Compare) != 2 || got.Raids != nil {
			t.Fatalf("file %q, %d answers, raids %v: want the file, two answers and no raids at the top", got.File, len(got.Compare), got.Raids)
		}
		for i, p := range []fullthrust.Procedure{fullthrust.New2015, fullthrust.Classic} {
			a := got.Compare[i]
			if a.Rules != p.String() || len(a.Raids) != len(want[p]) {
				t.Fatalf("answer %d: rules %q with %d raids, want %s with %d", i, a.Rules, len(a.Raids), p, len(want[p]))
			}
			for k, o := range want[p] {
				r := lab.NewRaidOddsReport(o, false, p)
				if g := a.Raids[k]; g.Destroyed != r.Destroyed || g.MeanDamage != r.MeanDamage || g.MeanLosses != r.MeanLosses || (g.PDL != nil) != (p == fullthrust.New2015) {
					t.Errorf("%s, %s: P(destroyed) %v, damage %v, losses %v; the library gives %v, %v, %v", p, r.Ship, g.Destroyed, g.MeanDamage, g.MeanLosses, r.Destroyed, r.MeanDamage, r.MeanLosses)
				}
			}
		}
		c, err := pointdefence.NewComparison(want[fullthrust.New2015], want[fullthrust.Classic])
		if err != nil {
			t.Fatal(err)
		}
		if rows := c.Rows(); !reflect.DeepEqual(got.Comparison, rows) {
			t.Errorf("comparison %+v, want %+v", got.Comparison, rows)
		}
	})

	t.Run("page", func(t *testing.T) {
		w := get(s, "/odds/ft/strike?"+query)
		if w.Code != 200 {
			t.Fatalf("status %d: %s", w.Code, w.Body)
		}
		page := html.UnescapeString(w.Body.String())
		for _, p := range []fullthrust.Procedure{fullthrust.New2015, fullthrust.Classic} {
			for _, o := range want[p] {
				r := lab.NewRaidOddsReport(o, false, p)
				for _, f := range []string{
					fmt.Sprintf("%s rules, %s: P(destroyed) <b>%s</b>", p, r.Ship, percent(r.Destroyed)),
					fmt.Sprintf("%s rules, %s: expected damage <b>%s</b>", p, r.Ship, number(r.MeanDamage)),
					fmt.Sprintf("<h3>%s rules, %s: points scored", p, r.Ship),
				} {
					if !strings.Contains(page, f) {
						t.Errorf("the page lacks %q", f)
					}
				}
			}
		}
		n, k := lab.NewRaidOddsReport(want[fullthrust.New2015][0], false, fullthrust.New2015), lab.NewRaidOddsReport(want[fullthrust.Classic][0], false, fullthrust.Classic)
		for _, row := range []string{
			fmt.Sprintf("<h3>%s (%d boxes left): 2015 against classic point defence</h3>", n.Ship, n.Boxes),
			fmt.Sprintf(`<th scope="row">P(destroyed)</th><td>%s</td><td>%s</td>`, percent(n.Destroyed), percent(k.Destroyed)),
			fmt.Sprintf(`<th scope="row">expected damage (points)</th><td>%s</td><td>%s</td>`, number(n.MeanDamage), number(k.MeanDamage)),
			fmt.Sprintf(`<th scope="row">fighters lost</th><td>%s</td><td>%s</td>`, number(n.MeanLosses), number(k.MeanLosses)),
			fmt.Sprintf(`<th scope="row">mean point defence level</th><td>%s</td>`, number(n.PDL.Mean)),
			"Roll it and I rolled these resolve the strike under the 2015 rules.",
		} {
			if !strings.Contains(page, row) {
				t.Errorf("the page lacks %q", row)
			}
		}
		charts := map[string]string{}
		for _, m := range regexp.MustCompile(`<h3>([^<]*)</h3>\s*(?:<p class="summary">.*\s*)?(?:<picture><source[^>]*>)?<img class="chart" src="([^"]*)"`).FindAllStringSubmatch(page, -1) {
			charts[m[1]] = m[2]
		}
		for _, p := range []fullthrust.Procedure{fullthrust.New2015, fullthrust.Classic} {
			r := lab.NewRaidOddsReport(want[p][0], false, p)
			title := fmt.Sprintf("%s rules, %s: points scored (%d means %d or more)", p, r.Ship, r.Boxes, r.Boxes)
			u, ok := charts[title]
			if !ok {
				t.Errorf("no chart titled %q among %v", title, charts)
				continue
			}
			c := get(s, u)
			if c.Code != 200 || c.Header().Get("Content-Type") != "image/svg+xml" || !strings.Contains(c.Body.String(), "<svg") {
				t.Errorf("%s: status %d, type %q", u, c.Code, c.Header().Get("Content-Type"))
			}
			if !strings.Contains(c.Body.String(), p.String()+" rules, "+r.Ship) {
				t.Errorf("%s does not draw %q", u, title)
			}
		}
	})

	t.Run("roll under 2015", func(t *testing.T) {
		page := html.UnescapeString(get(s, "/odds/ft/strike?"+query+"&roll=1&seed=1").Body.String())
		one := html.UnescapeString(get(s, "/odds/ft/strike?example=dreadnought-escorts&rules=2015&roll=1&seed=1").Body.String())
		result := regexp.MustCompile(`Result <b>[^<]*</b>`)
		if got, want := result.FindString(page), result.FindString(one); got == "" || got != want {
			t.Errorf("the compared roll gives %q, the 2015 roll %q", got, want)
		}
		if !strings.Contains(page, ftCompareRollNote) {
			t.Error("the roll does not say it uses the 2015 rules")
		}
		table := get(s, "/odds/ft/strike?"+query+"&dice=4").Body.String()
		if !strings.Contains(table, "Not enough dice") || !strings.Contains(table, "PDS") {
			t.Error("dice from the table are not adjudicated under the 2015 rules")
		}
	})

	t.Run("monte carlo under both", func(t *testing.T) {
		got := get(s, "/api/ft/strike/odds?"+query+"&trials=200&mc-seed=2a")
		var out lab.StrikeComparison
		if err := json.Unmarshal(got.Body.Bytes(), &out); err != nil {
			t.Fatal(err)
		}
		for i, a := range out.Compare {
			if mc := a.Raids[0].MonteCarlo; mc == nil || mc.Trials != 200 || mc.Seed != 0x2a {
				t.Errorf("answer %d (%s): Monte Carlo %v, want 200 trials from seed 2a", i, a.Rules, mc)
			}
		}
		if len(out.Compare) == 2 && out.Compare[0].Raids[0].MonteCarlo != nil && out.Compare[1].Raids[0].MonteCarlo != nil &&
			*out.Compare[0].Raids[0].MonteCarlo == *out.Compare[1].Raids[0].MonteCarlo {
			t.Error("the two procedures' Monte Carlo runs agree exactly: one procedure was sampled twice")
		}
	})

	t.Run("bad rules", func(t *testing.T) {
		w := get(s, "/api/ft/strike/odds?example=dreadnought-escorts&rules=both")
		if w.Code != 422 || !strings.Contains(w.Body.String(), "rules: one of file, 2015, classic, compare") {
			t.Errorf("status %d: %s", w.Code, w.Body)
		}
	})
	t.Run("half the trials", func(t *testing.T) {
		w := get(s, "/api/ft/strike/odds?example=dreadnought-escorts&rules=compare&trials=50001")
		if w.Code != 422 || !strings.Contains(w.Body.String(), "trials: at most 50000 when comparing") {
			t.Errorf("status %d: %s", w.Code, w.Body)
		}
	})
}
