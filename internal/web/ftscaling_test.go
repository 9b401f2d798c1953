package web

import (
	"context"
	"encoding/json"
	"errors"
	"html"
	"math/big"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"

	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
)

// TestFTScalingPage checks the scaling page: its table, a chart address
// that answers SVG, every target ticked by default, and no roll.
func TestFTScalingPage(t *testing.T) {
	s := newTestServer(t, Config{Rate: 1000, Burst: 1000})
	w := get(s, "/odds/ft/scaling?groups=1-3&metric=destroyed")
	if w.Code != http.StatusOK {
		t.Fatalf("status %d: %s", w.Code, w.Body)
	}
	body := w.Body.String()
	for _, want := range []string{
		"Chart: P(target destroyed)", "Every strike", "<th scope=\"col\">P(destroyed)</th>",
		"<th scope=\"row\">Lone escort</th><td>2015</td><td>1</td><td>6.00</td><td>6.00</td>",
		"<th scope=\"row\">Dreadnought and 3 ADFC escorts</th><td>classic</td><td>3</td>",
		`id="f-target-1" name="target-1" value="1" checked`, `id="f-target-3" name="target-3" value="1" checked`,
	} {
		if !strings.Contains(body, want) {
			t.Errorf("page lacks %q", want)
		}
	}
	for _, unwanted := range []string{"Roll it", `id="roll-button"`, `id="dice-button"`, "I rolled these", "exact fractions"} {
		if strings.Contains(body, unwanted) {
			t.Errorf("page has %q, but the study rolls no dice", unwanted)
		}
	}
	src := regexp.MustCompile(`src="(/odds/ft/scaling/chart\.svg\?[^"]*)"`).FindStringSubmatch(body)
	if src == nil {
		t.Fatal("no chart on the page")
	}
	chartURL := html.UnescapeString(src[1])
	if !strings.Contains(chartURL, "curve=0") {
		t.Errorf("chart address %q names no curve", chartURL)
	}
	c := get(s, chartURL)
	if c.Code != http.StatusOK || c.Header().Get("Content-Type") != "image/svg+xml" || !strings.Contains(c.Body.String(), "<svg") {
		t.Fatalf("chart %s: status %d, type %q", chartURL, c.Code, c.Header().Get("Content-Type"))
	}
	if c := get(s, "/odds/ft/scaling/chart.svg?groups=1-3&curve=1"); c.Code != http.StatusNotFound {
		t.Errorf("a second curve chart: status %d, want 404", c.Code)
	}
}

// TestFTScalingOneTarget checks that ticking a target strikes it alone.
func TestFTScalingOneTarget(t *testing.T) {
	s := newTestServer(t, Config{Rate: 1000, Burst: 1000})
	body := get(s, "/odds/ft/scaling?groups=2&target-2=1&rules=classic").Body.String()
	if !strings.Contains(body, `<th scope="row">Cruiser</th><td>classic</td><td>2</td>`) {
		t.Error("the cruiser is not listed")
	}
	for _, unwanted := range []string{`<th scope="row">Lone escort</th>`, "<td>2015</td>", `name="target-1" value="1" checked`} {
		if strings.Contains(body, unwanted) {
			t.Errorf("page has %q", unwanted)
		}
	}
}

// TestFTScalingAPIMatchesLibrary checks that the odds API answers the JSON
// of "ft scaling --json", with the values of pointdefence.Scaling.
func TestFTScalingAPIMatchesLibrary(t *testing.T) {
	s := newTestServer(t, Config{Rate: 1000, Burst: 1000})
	w := get(s, "/api/ft/scaling/odds?groups=1,3&target-2=1&rules=2015")
	if w.Code != http.StatusOK {
		t.Fatalf("status %d: %s", w.Code, w.Body)
	}
	var keys map[string]any
	if err := json.Unmarshal(w.Body.Bytes(), &keys); err != nil {
		t.Fatal(err)
	}
	if keys["attackers"] != "full-strength standard fighter groups" {
		t.Errorf("attackers %v", keys["attackers"])
	}
	var got pointdefence.ScalingStudy
	if err := json.Unmarshal(w.Body.Bytes(), &got); err != nil {
		t.Fatal(err)
	}
	cruiser := pointdefence.TypicalTargets()[1]
	want, err := pointdefence.Scaling(context.Background(), cruiser, []int{1, 3}, fullthrust.Options{Procedure: fullthrust.New2015})
	if err != nil {
		t.Fatal(err)
	}
	if len(got.Series) != 1 || got.Series[0].Target != cruiser.Name || got.Series[0].Rules != "2015" || len(got.Series[0].Points) != len(want) {
		t.Fatalf("series %+v", got.Series)
	}
	f := func(r *big.Rat) float64 { x, _ := r.Float64(); return x }
	for i, p := range got.Series[0].Points {
		w := want[i]
		if p.Groups != w.Groups || p.MeanDamage != f(w.MeanDamage) || p.PerGroup != f(w.PerGroup()) || p.Destroyed != f(w.Destroyed) || p.MeanLosses != f(w.MeanLosses) {
			t.Errorf("point %d: %+v, want %d groups, damage %v, destroyed %v, lost %v", i, p, w.Groups, f(w.MeanDamage), f(w.Destroyed), f(w.MeanLosses))
		}
	}
	var raw struct {
		Series []struct {
			Points []map[string]any `json:"points"`
		} `json:"series"`
	}
	if err := json.Unmarshal(w.Body.Bytes(), &raw); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"groups", "mean_damage", "per_group", "destroyed", "mean_losses"} {
		if _, ok := raw.Series[0].Points[0][k]; !ok {
			t.Errorf("a point lacks %q", k)
		}
	}
}

// TestFTScalingBadFields checks that fields that do not read are shown
// beside the field with 422, on the page and through the API.
func TestFTScalingBadFields(t *testing.T) {
	s := newTestServer(t, Config{Rate: 1000, Burst: 1000})
	for _, tc := range []struct {
		name, query, want string
	}{
		{"range too wide", "groups=0-30", `&#34;0-30&#34; is outside 1-24`},
		{"not a number", "groups=x", `&#34;x&#34; is not a whole number or a range such as 1-12`},
		{"backwards range", "groups=5-2", "is outside 1-24"},
		{"unknown rules", "rules=1990", "one of both, 2015, classic"},
		{"unknown metric", "metric=speed", "one of per-group, damage, destroyed, losses"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w := get(s, "/odds/ft/scaling?"+tc.query)
			if w.Code != http.StatusUnprocessableEntity {
				t.Fatalf("status %d, want 422", w.Code)
			}
			body := w.Body.String()
			if !strings.Contains(body, `class="field invalid"`) || !strings.Contains(body, tc.want) {
				t.Errorf("page lacks the field error %q", tc.want)
			}
			if a := get(s, "/api/ft/scaling/odds?"+tc.query); a.Code != http.StatusUnprocessableEntity || !strings.Contains(a.Body.String(), `"error"`) {
				t.Errorf("API: status %d: %s", a.Code, a.Body)
			}
		})
	}
}

// TestFTScalingRefusesRolls checks that the study, which rolls no dice,
// refuses the roll API clearly and ignores a roll asked of its page.
func TestFTScalingRefusesRolls(t *testing.T) {
	s := newTestServer(t, Config{Rate: 1000, Burst: 1000})
	for _, target := range []string{"/api/ft/scaling/roll?groups=1&seed=1", "/api/ft/scaling/roll?groups=1&dice=4+5"} {
		w := get(s, target)
		var out apiError
		if err := json.Unmarshal(w.Body.Bytes(), &out); err != nil {
			t.Fatal(err)
		}
		if w.Code != http.StatusNotFound || !strings.Contains(out.Error, "rolls no dice") {
			t.Errorf("%s: status %d, error %q", target, w.Code, out.Error)
		}
	}
	w := get(s, "/odds/ft/scaling?groups=1&roll=1&dice=4")
	if w.Code != http.StatusOK || strings.Contains(w.Body.String(), `id="roll"`) || strings.Contains(w.Body.String(), `id="table"`) {
		t.Fatalf("status %d; the page rolled", w.Code)
	}
	if strings.Contains(w.Body.String(), "roll=1") || strings.Contains(w.Body.String(), "dice=4") {
		t.Error("the permalink keeps the roll")
	}
}

// BenchmarkFTScalingPage measures the default page: every target, both
// rules, 1-12 groups.
func BenchmarkFTScalingPage(b *testing.B) {
	s := newTestServer(b, Config{Rate: 1e9, Burst: 1 << 30})
	for b.Loop() {
		if w := get(s, "/odds/ft/scaling"); w.Code != http.StatusOK {
			b.Fatalf("status %d", w.Code)
		}
	}
}

// TestFTScalingStopsWhenCancelled checks that the study stops when the
// request goes away, instead of computing for nobody.
func TestFTScalingStopsWhenCancelled(t *testing.T) {
	f := newForm(url.Values{})
	m := readFTScaling(f)
	if m == nil {
		t.Fatal(f.firstError())
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := m.odds(ctx, false); !errors.Is(err, context.Canceled) {
		t.Fatalf("odds after cancel: %v", err)
	}
}
