package web

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/broadside/broadside/dice"
	"github.com/broadside/broadside/prob"
	"github.com/google/go-cmp/cmp"
)

func TestDicePage(t *testing.T) {
	s := newTestServer(t, Config{})
	for _, tc := range []struct {
		name, target string
		status       int
		contains     []string
		lacks        []string
	}{
		{
			name: "odds", target: "/odds/dice?n=3d6", status: 200,
			contains: []string{"<title>3d6 · dice odds · Broadside</title>", `src="/odds/dice/chart.svg?n=3d6"`,
				`<th scope="row">18</th><td>0.46296%</td>`, "mean <b>10.5</b>", "median <b>10</b>", `value="3d6"`},
			lacks: []string{`class="exact"`, `id="roll"`, `id="table"`},
		},
		{
			name: "exact", target: "/odds/dice?n=2d6&exact=1", status: 200,
			contains: []string{`<td class="exact">1/36</td>`, `<td class="exact">1/6</td>`, "checked"},
		},
		{
			name: "seeded roll", target: "/odds/dice?n=3d6&roll=1&seed=2a", status: 200,
			contains: []string{`Rolled with seed <code>000000000000002a</code>`, `class="die"`, "Total <b>"},
		},
		{
			name: "table dice", target: "/odds/dice?n=2d6%2B1&dice=4+6", status: 200,
			contains: []string{"Your dice: <code>4 6</code>", "Total <b>11</b>", "2d6: 4 6 &#43; 1 = 11"},
		},
		{
			name: "missing dice", target: "/odds/dice?n=3d6&dice=4", status: 200,
			contains: []string{"Not enough dice: nothing was adjudicated", "2 × d6 for 3d6"},
			lacks:    []string{"Total <b>"},
		},
		{
			name: "bad face", target: "/odds/dice?n=2d6&dice=7+1", status: 422,
			contains: []string{"more than a d6 can show", "Nothing was adjudicated"},
		},
		{
			name: "syntax error", target: "/odds/dice?n=4d6kx3", status: 422,
			contains: []string{`role="alert"`, "<pre class=\"caret\">4d6kx3\n   ^</pre>"},
			lacks:    []string{"chart.svg"},
		},
		{
			name: "too large", target: "/odds/dice?n=10000d1000", status: 422,
			contains: []string{"too large to compute exactly"},
		},
		{
			name: "bad seed", target: "/odds/dice?n=d6&roll=1&seed=xyz", status: 422,
			contains: []string{"the seed is 1 to 16 hexadecimal digits"},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w := get(s, tc.target)
			if w.Code != tc.status {
				t.Errorf("status %d, want %d", w.Code, tc.status)
			}
			body := w.Body.String()
			for _, want := range tc.contains {
				if !strings.Contains(body, want) {
					t.Errorf("page lacks %q", want)
				}
			}
			for _, bad := range tc.lacks {
				if strings.Contains(body, bad) {
					t.Errorf("page has %q", bad)
				}
			}
			if t.Failed() {
				t.Logf("page:\n%s", body)
			}
		})
	}
}

// TestRollWithoutSeedRedirects checks that a roll always ends up at an
// address that reproduces it.
func TestRollWithoutSeedRedirects(t *testing.T) {
	s := newTestServer(t, Config{})
	w := get(s, "/odds/dice?n=3d6&roll=1")
	if w.Code != http.StatusSeeOther {
		t.Fatalf("status %d, want 303", w.Code)
	}
	loc, err := url.Parse(w.Header().Get("Location"))
	if err != nil {
		t.Fatal(err)
	}
	seed := loc.Query().Get("seed")
	if loc.Path != "/odds/dice" || len(seed) != 16 || loc.Query().Get("n") != "3d6" || loc.Query().Get("roll") != "1" {
		t.Fatalf("redirected to %s", loc)
	}
	first := get(s, loc.String()).Body.String()
	if again := get(s, loc.String()).Body.String(); first != again || !strings.Contains(first, seed) {
		t.Error("the address with the seed does not reproduce the roll")
	}

	// htmx gets the page at once, with the address to show.
	w = get(s, "/odds/dice?n=3d6&roll=1", "HX-Request", "true")
	push := w.Header().Get("HX-Push-Url")
	if w.Code != 200 || !strings.Contains(push, "seed=") || !strings.Contains(w.Body.String(), "Rolled with seed") {
		t.Errorf("htmx roll: status %d, HX-Push-Url %q", w.Code, push)
	}
}

func TestDiceChart(t *testing.T) {
	s := newTestServer(t, Config{})
	w := get(s, "/odds/dice/chart.svg?n=3d6")
	if w.Code != 200 || w.Header().Get("Content-Type") != "image/svg+xml" || !strings.HasPrefix(w.Body.String(), "<?xml") {
		t.Fatalf("status %d, type %q, body %.100s", w.Code, w.Header().Get("Content-Type"), w.Body)
	}
	if !strings.Contains(w.Body.String(), "3d6") {
		t.Error("the chart has no title")
	}
	for _, bad := range []string{"/odds/dice/chart.svg", "/odds/dice/chart.svg?n=3d", "/odds/dice/chart.svg?n=10000d1000"} {
		if w := get(s, bad); w.Code != http.StatusUnprocessableEntity {
			t.Errorf("%s: status %d, want 422", bad, w.Code)
		}
	}
}

func TestDiceOddsAPI(t *testing.T) {
	s := newTestServer(t, Config{})
	e, err := dice.Parse("4d6kh3")
	if err != nil {
		t.Fatal(err)
	}
	d, err := e.Dist()
	if err != nil {
		t.Fatal(err)
	}
	want := d.JSON(true)
	for _, tc := range []struct {
		name string
		req  *http.Request
	}{
		{"GET", httptest.NewRequest(http.MethodGet, "/api/dice/odds?n=4d6kh3&exact=1", nil)},
		{"POST", httptest.NewRequest(http.MethodPost, "/api/dice/odds", strings.NewReader(`{"notation": "4d6kh3", "exact": true}`))},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w := httptest.NewRecorder()
			s.ServeHTTP(w, tc.req)
			if w.Code != 200 || w.Header().Get("Content-Type") != "application/json" {
				t.Fatalf("status %d, type %s: %s", w.Code, w.Header().Get("Content-Type"), w.Body)
			}
			var got prob.JSON
			if err := json.Unmarshal(w.Body.Bytes(), &got); err != nil {
				t.Fatal(err)
			}
			for i := range got.Dist {
				got.Dist[i].Value = int(got.Dist[i].Value.(float64)) // JSON numbers decode as float64
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("odds (-want +got):\n%s", diff)
			}
		})
	}
}

func TestDiceRollAPI(t *testing.T) {
	s := newTestServer(t, Config{})
	post := func(body string) *httptest.ResponseRecorder {
		w := httptest.NewRecorder()
		s.ServeHTTP(w, httptest.NewRequest(http.MethodPost, "/api/dice/roll", strings.NewReader(body)))
		return w
	}
	t.Run("seeded", func(t *testing.T) {
		a := get(s, "/api/dice/roll?n=3d6&seed=2a")
		b := post(`{"notation": "3d6", "seed": "2a"}`)
		if a.Code != 200 || a.Body.String() != b.Body.String() {
			t.Fatalf("GET %d %s\nPOST %d %s", a.Code, a.Body, b.Code, b.Body)
		}
		var r rollView
		if err := json.Unmarshal(a.Body.Bytes(), &r); err != nil {
			t.Fatal(err)
		}
		if r.Seed != "000000000000002a" || r.Notation != "3d6" || len(r.Groups) != 1 || len(r.Groups[0].Dice) != 3 {
			t.Fatalf("roll = %+v", r)
		}
		// The same dice as "broadside roll 3d6 --seed 2a" (internal/cli/testdata/script/roll.txtar).
		var faces []int
		for _, d := range r.Groups[0].Dice {
			faces = append(faces, d.Faces...)
		}
		if fmt.Sprint(faces) != "[5 6 4]" {
			t.Errorf("seed 2a rolled %v, want [5 6 4] as on the command line", faces)
		}
	})
	t.Run("fresh seed", func(t *testing.T) {
		var r rollView
		w := get(s, "/api/dice/roll?n=d6")
		if err := json.Unmarshal(w.Body.Bytes(), &r); err != nil || len(r.Seed) != 16 {
			t.Errorf("roll without a seed: %s", w.Body)
		}
	})
	t.Run("table dice", func(t *testing.T) {
		w := post(`{"notation": "2d6+1", "dice": "4,6"}`)
		var r rollView
		if err := json.Unmarshal(w.Body.Bytes(), &r); err != nil || w.Code != 200 || r.Score != 11 || r.Seed != "" {
			t.Errorf("status %d: %s", w.Code, w.Body)
		}
	})
	for _, tc := range []struct {
		name, body string
		status     int
		contains   string
	}{
		{"missing dice", `{"notation": "3d6", "dice": "4"}`, 422, `"needs": [`},
		{"bad face", `{"notation": "3d6", "dice": "9 9 9"}`, 422, "more than a d6"},
		{"bad seed", `{"notation": "3d6", "seed": "zz"}`, 422, "hexadecimal"},
		{"bad notation", `{"notation": "3d"}`, 422, `"column": 3`},
		{"not JSON", `3d6`, 400, "must be a JSON object"},
		{"unknown field", `{"notation": "3d6", "sides": 6}`, 400, "unknown field"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w := post(tc.body)
			if w.Code != tc.status || !strings.Contains(w.Body.String(), tc.contains) {
				t.Errorf("status %d, body %s; want %d with %q", w.Code, w.Body, tc.status, tc.contains)
			}
		})
	}
}
