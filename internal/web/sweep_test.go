package web

import (
	"encoding/json"
	"html"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/broadside/broadside/lab"
)

// newSweepServer returns a test server whose computations may run 2
// minutes. The sweep page opens with a run of its first example: about 1 s
// of a loaded machine's time, but more than the default budget of 10 s
// under the race detector with two more processes busy, where the page
// then answers 503. The tests that use it check the page, not the budget.
func newSweepServer(t *testing.T) *Server {
	return newTestServer(t, Config{Rate: 1000, Burst: 1000, ComputeTimeout: 2 * time.Minute})
}

// TestSweepPage runs an example sweep: its table, the chart that answers
// SVG, and the API's JSON, which is that of "broadside sweep --json".
func TestSweepPage(t *testing.T) {
	s := newSweepServer(t)
	if w := get(s, "/odds/sweep"); w.Code != http.StatusOK || !strings.Contains(w.Body.String(), "Skirmish off Io by the lancers") {
		t.Fatalf("the page opens with status %d, not on the quick range sweep", w.Code)
	}
	w := get(s, "/odds/sweep?example=jovian-range.yaml&trials=200")
	if w.Code != http.StatusOK {
		t.Fatalf("status %d: %s", w.Code, w.Body)
	}
	body := w.Body.String()
	for _, want := range []string{"Balance sweep: Skirmish off Io by the lancers", "Every point", "<th scope=\"col\">lancers at (inches)</th>",
		"seed 0000000000000011", "<th scope=\"row\">13</th><td>200</td>"} {
		if !strings.Contains(body, want) {
			t.Errorf("page lacks %q", want)
		}
	}
	src := regexp.MustCompile(`src="(/odds/sweep/chart\.svg\?[^"]*)"`).FindStringSubmatch(body)
	if src == nil {
		t.Fatal("no chart on the page")
	}
	c := get(s, html.UnescapeString(src[1]))
	if c.Code != http.StatusOK || !strings.Contains(c.Body.String(), "<svg") {
		t.Fatalf("chart: status %d", c.Code)
	}
	a := get(s, "/api/sweep/odds?example=jovian-range.yaml&trials=200")
	if a.Code != http.StatusOK {
		t.Fatalf("API status %d: %s", a.Code, a.Body)
	}
	var r lab.SweepReport
	if err := json.Unmarshal(a.Body.Bytes(), &r); err != nil {
		t.Fatalf("%v: %s", err, a.Body)
	}
	if len(r.Points) != 4 || r.Points[0].Trials != 200 || r.Seed != 0x11 {
		t.Fatalf("API answered %+v", r)
	}
}

// TestSweepPageBounds checks that the page refuses what it cannot run: too
// many trials, a bad file with its position, a bad seed.
func TestSweepPageBounds(t *testing.T) {
	s := newTestServer(t, Config{Rate: 1000, Burst: 1000})
	pasted := "name: x\nkind: jovian\nbase: ../jovian/skirmish.yaml\ntrials: 10\naxes:\n  - name: rounds\n    field: $.rounds\n    values: [2, -1]\n"
	tests := []struct {
		name, query, want string
	}{
		{"too many trials", "example=spacefleet-speed-cost.yaml&trials=200000", "the page runs at most 200000"},
		{"refused value", "file=" + url.QueryEscape(pasted), "sweep.yaml:8:17: at rounds = -1: rounds must be 1 to"},
		{"no such base", "file=" + url.QueryEscape(strings.Replace(pasted, "skirmish", "nowhere", 1)), "sweep.yaml:3:7: cannot read ../jovian/nowhere.yaml"},
		{"too many duels", "example=ft-drive-risk.yaml&trials=2000", "the page runs at most 5000 of a ft-duel"},
		{"fleet study at its own trials", "example=ft-fleet-study-2015.yaml", "16 points of up to 100 trials is 1600 trials; the page runs at most 200 of a ft-battle (set at most 12 trials per point"},
		{"fleet study above the page's", "example=ft-fleet-study-classic.yaml&trials=13", "the page runs at most 200 of a ft-battle"},
		{"bad seed", "example=jovian-range.yaml&sweep-seed=xyz", "not hexadecimal"},
		{"unknown example", "example=chess.yaml", "one of "},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := get(s, "/odds/sweep?"+tt.query)
			if w.Code != http.StatusUnprocessableEntity || !strings.Contains(html.UnescapeString(w.Body.String()), tt.want) {
				t.Fatalf("status %d, want 422 with %q:\n%s", w.Code, tt.want, w.Body)
			}
		})
	}
}

// TestSweepPageFleetStudy checks that the page offers the Full Thrust
// fleet study's sweeps at the trials its bound allows and runs one: every
// match-up of the two fleets' compositions with each side's chance to win.
func TestSweepPageFleetStudy(t *testing.T) {
	s := newSweepServer(t)
	w := get(s, "/odds/sweep")
	if w.Code != http.StatusOK {
		t.Fatalf("the page answered %d: %.300s", w.Code, w.Body)
	}
	page := w.Body.String()
	for _, want := range []string{`>ft-fleet-study-2015.yaml</option>`, `>ft-fleet-study-classic.yaml</option>`,
		"/odds/sweep?example=ft-fleet-study-2015.yaml&amp;trials=12", "at 12 battles each, where their files ask for 100"} {
		if !strings.Contains(page, want) {
			t.Errorf("the page lacks %q", want)
		}
	}
	a := get(s, "/api/sweep/odds?example=ft-fleet-study-classic.yaml&trials=1")
	if a.Code != http.StatusOK {
		t.Fatalf("API status %d: %s", a.Code, a.Body)
	}
	var r lab.SweepReport
	if err := json.Unmarshal(a.Body.Bytes(), &r); err != nil {
		t.Fatalf("%v: %s", err, a.Body)
	}
	if len(r.Points) != 16 || r.Points[0].Trials != 1 || r.Name != "Fleet composition, classic point defence" {
		t.Fatalf("API answered %d points, name %q", len(r.Points), r.Name)
	}
	seen := map[string]bool{}
	for _, p := range r.Points {
		seen[strings.Join(p.Labels, " v ")] = true
		if _, ok := p.Estimates["win:0"]; !ok {
			t.Fatalf("point %v has no win:0", p.Labels)
		}
	}
	if !seen["gunline v carrier-heavy"] || !seen["missile-heavy v missile-heavy"] || len(seen) != 16 {
		t.Errorf("match-ups %v", seen)
	}
}
