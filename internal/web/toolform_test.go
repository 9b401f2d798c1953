package web

import (
	"html"
	"net/http"
	"net/url"
	"strings"
	"testing"
)

// TestFieldsHiddenWhenTheyDoNotApply checks that the server hides the
// fields that do not apply to the form as it stands, so that a page read
// without scripts shows only what matters, and that a field with a mistake
// stays in sight whatever the mode.
func TestFieldsHiddenWhenTheyDoNotApply(t *testing.T) {
	s := newTestServer(t, Config{Rate: 1000, Burst: 1000})
	for _, tc := range []struct {
		query          string
		hidden, showen []string
	}{
		{"/odds/spacefleet/shot?weapon=beam", []string{"plasma-near", "srm-d4"}, []string{"range", "debris"}},
		{"/odds/spacefleet/shot?weapon=plasma", []string{"srm-d4"}, []string{"plasma-near"}},
		{"/odds/spacefleet/shot?weapon=missile", []string{"plasma-near"}, []string{"srm-d4"}},
		{"/odds/spacefleet/design", []string{"srm-ammo", "lrm-ammo", "warhead", "plasma-arc"}, []string{"speed"}},
		{"/odds/spacefleet/design?lrm=1&shots=0", []string{"srm-ammo"}, []string{"lrm-ammo", "warhead"}},
		{"/odds/jovian/attack", []string{"attacker", "weapon", "target"}, []string{"pool", "sensors", "structure"}},
		{"/odds/jovian/attack?kind=squadron", []string{"sensors", "thrusters"}, []string{"pool", "structure"}},
		{"/odds/jovian/attack?cards=" + jovianCardFiles()[0].key, []string{"pool", "sensors", "structure"}, []string{"attacker", "weapon", "target"}},
		{"/odds/ft/strike", []string{"mc-seed"}, []string{"example", "rules", "trials"}},
		{"/odds/ft/strike?trials=100", nil, []string{"mc-seed"}},
		{"/odds/ft/move", []string{"call-em"}, []string{"order"}},
		{"/odds/ft/move?em-discretionary=1", nil, []string{"call-em"}},
		// A mistake is shown even in a field that does not apply.
		{"/odds/spacefleet/design?plasma-arc=9", nil, []string{"plasma-arc"}},
	} {
		w := get(s, tc.query)
		if w.Code != http.StatusOK && w.Code != http.StatusUnprocessableEntity {
			t.Fatalf("%s: status %d", tc.query, w.Code)
		}
		body := w.Body.String()
		for _, name := range tc.hidden {
			if fd := fieldHTML(body, name); !strings.Contains(firstLine(fd), " hidden>") {
				t.Errorf("%s: field %s is shown: %s", tc.query, name, firstLine(fd))
			}
		}
		for _, name := range tc.showen {
			fd := fieldHTML(body, name)
			if fd == "" || strings.Contains(firstLine(fd), " hidden>") {
				t.Errorf("%s: field %s is hidden or missing: %s", tc.query, name, firstLine(fd))
			}
		}
	}
}

// TestHolds checks the conditions of fields.
func TestHolds(t *testing.T) {
	fields := []field{{Name: "weapon", Value: "plasma"}, {Name: "trials", Value: "0"}, {Name: "missile", Kind: "check"}, {Name: "beam", Kind: "check", Value: "1"}}
	for cond, want := range map[string]bool{
		"weapon=plasma":               true,
		"weapon=beam|plasma":          true,
		"weapon=beam":                 false,
		"weapon!=beam":                true,
		"trials!=0":                   false,
		"missile=1":                   false,
		"missile=":                    true,
		"beam=1":                      true,
		"weapon=plasma;beam=1":        true,
		"weapon=plasma;trials!=0":     false,
		"nothing=":                    true,
		"weapon!=beam|missile;beam=1": true,
	} {
		if got := holds(cond, fields); got != want {
			t.Errorf("holds(%q) = %v, want %v", cond, got, want)
		}
	}
}

// TestStrikePageShowsExampleAndPlainLabels checks that the strike page
// shows the chosen example's file, not when a file is pasted, and names
// the rules options in plain words with the rules' term beside them, folded
// away under one heading.
func TestStrikePageShowsExampleAndPlainLabels(t *testing.T) {
	s := newTestServer(t, Config{Rate: 1000, Burst: 1000})
	w := get(s, "/odds/ft/strike?example=lone-escort")
	if w.Code != http.StatusOK {
		t.Fatalf("status %d", w.Code)
	}
	body := w.Body.String()
	var file string
	for _, f := range ftStrikeFiles() {
		if f.key == "lone-escort" {
			file = string(f.data)
		}
	}
	first := strings.TrimSpace(strings.SplitN(file, "\n", 2)[0])
	if !strings.Contains(body, `<details class="source" open>`) || !strings.Contains(body, "lone-escort.yaml") ||
		!strings.Contains(body, html.EscapeString(first)) {
		t.Errorf("the page does not show the example's file (first line %q)", first)
	}
	for _, want := range []string{
		`When threshold checks are rolled <small class="term">thresholds (A2)</small>`,
		`<details class="fields">` + "\n" + `<summary>Rules options: readings of unclear rules and house rules</summary>`,
		`<option value="file" selected>as the file says (else immediate)</option>`,
		`Point defence rules <small class="term">rules</small>`,
		`<form class="dice mech wide"`,
		`<option value="lone-escort" selected>`,
		` (lone-escort)</option>`,
	} {
		if !strings.Contains(body, want) {
			t.Errorf("the page lacks %q", want)
		}
	}
	if strings.Contains(body, ">Option thresholds<") {
		t.Error("the page still labels an option by its name alone")
	}
	w = get(s, "/odds/ft/strike?yaml="+url.QueryEscape(file))
	if w.Code != http.StatusOK || strings.Contains(w.Body.String(), `<details class="source"`) {
		t.Errorf("status %d; a pasted file is shown as an example", w.Code)
	}
	// A group with a value set is open.
	if w := get(s, "/odds/ft/strike?opt-thresholds=end-of-turn"); !strings.Contains(w.Body.String(), `<details class="fields" open>`) {
		t.Error("the rules options are folded away though one is set")
	}
}

// TestRulesPageLinksItsDocuments checks that every rulings document on the
// rulesets page is a link that the server answers with the document, and
// that no other name is served.
func TestRulesPageLinksItsDocuments(t *testing.T) {
	s := newTestServer(t, Config{Rate: 1000, Burst: 1000})
	body := get(s, "/rules").Body.String()
	for _, name := range []string{"fullthrust.md", "fullthrust-manoeuvres.md", "jovian.md", "spacefleet.md"} {
		link := `<a href="/rules/docs/` + name + `" hx-boost="false"><code>docs/rulings/` + name + `</code></a>`
		if !strings.Contains(body, link) {
			t.Errorf("the page lacks the link %s", link)
		}
		w := get(s, "/rules/docs/"+name)
		if w.Code != http.StatusOK || !strings.HasPrefix(w.Header().Get("Content-Type"), "text/plain") || !strings.HasPrefix(w.Body.String(), "#") {
			t.Errorf("%s: status %d, type %q, body %.40q", name, w.Code, w.Header().Get("Content-Type"), w.Body.String())
		}
	}
	for _, bad := range []string{"/rules/docs/embed.go", "/rules/docs/..%2fembed.go", "/rules/docs/nothing.md", "/rules/docs/%2e%2e%2fREADME.md"} {
		if w := get(s, bad); w.Code != http.StatusNotFound {
			t.Errorf("%s: status %d, want 404", bad, w.Code)
		}
	}
}

// TestSweepPageShowsExample checks that the sweep page shows the chosen
// example's file.
func TestSweepPageShowsExample(t *testing.T) {
	s := newSweepServer(t)
	ex := sweepExamples()[0]
	body := get(s, "/odds/sweep?example="+url.QueryEscape(ex)).Body.String()
	if !strings.Contains(body, `<details class="source" open>`) || !strings.Contains(body, "<code>"+ex+"</code>") {
		t.Errorf("the sweep page does not show the example %s", ex)
	}
}

// TestNoChartOfOneOutcome checks that a distribution of a single outcome,
// such as the boxes a rating cannot lose, gets its table but no chart.
func TestNoChartOfOneOutcome(t *testing.T) {
	s := newTestServer(t, Config{Rate: 1000, Burst: 1000})
	body := get(s, "/odds/jovian/attack?pool=6&missile=1&defense=5&supporters=2").Body.String()
	at := strings.Index(body, "<h3>Defense boxes lost</h3>")
	if at < 0 {
		t.Fatal("the page has no Defense distribution")
	}
	part := body[at:]
	part = part[:strings.Index(part, "</table>")]
	if strings.Contains(part, `<img class="chart"`) {
		t.Error("a distribution of one outcome is drawn as a chart")
	}
	if !strings.Contains(body, `<img class="chart"`) {
		t.Error("no chart at all on the page")
	}
}

// TestCompactCharts checks that a tool page offers phones a compact chart
// and that the chart address draws one, half as wide and square.
func TestCompactCharts(t *testing.T) {
	s := newTestServer(t, Config{Rate: 1000, Burst: 1000})
	body := get(s, "/odds/ft/pdl?b1=2&pds=3").Body.String()
	at := strings.Index(body, `<source media="(max-width: 40rem)" srcset="`)
	if at < 0 {
		t.Fatal("the page offers no compact chart")
	}
	src := body[at+len(`<source media="(max-width: 40rem)" srcset="`):]
	src = html.UnescapeString(src[:strings.Index(src, `"`)])
	if !strings.HasSuffix(src, "&size=compact") {
		t.Fatalf("compact chart address %q", src)
	}
	w := get(s, src)
	if w.Code != http.StatusOK || !strings.Contains(w.Body.String(), `width="283.46pt"`) {
		t.Errorf("the compact chart: %d %.200s", w.Code, w.Body.String())
	}
}
