package web

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"
)

// TestFTMovePage checks the movement page: the order checked, the dice and
// chance of Emergency Thrust, the move itself when it needs no dice, a
// seeded roll, the table's dice, dice missing and the parser's error.
func TestFTMovePage(t *testing.T) {
	s := newTestServer(t, Config{Rate: 1000, Burst: 1000})
	const et = "/odds/ft/move?thrust=4&velocity=6&order=ET+P3%2B3"
	for _, tc := range []struct {
		name, target string
		status       int
		want         []string
	}{
		{"emergency thrust", et, 200, []string{"order <b>legal</b>", "thrust used <b>6 of 6</b>", "Emergency Thrust dice <b>2</b>", "P(ET succeeds) <b>58.333%</b>", "2 × d6 for emergency thrust", "/odds/ft/move/chart.svg?", "map=0", "Map of the"}},
		{"no dice needed", "/odds/ft/move?thrust=4&velocity=6&order=P2%2B2", 200, []string{"no dice needed; ends at <b>(-5.46, 5.46) course 10 facing 10 velocity 8; drive 4</b>"}},
		{"impossible order", "/odds/ft/move?thrust=4&velocity=6&order=P3%2B3", 200, []string{"impossible: the ship would move straight ahead", `<ul class="notes">`}},
		{"seeded roll", et + "&roll=1&seed=1", 200, []string{"Rolled with seed <code>0000000000000001</code>", "Emergency Thrust: 2 dice", "Result <b>("}},
		{"table dice", et + "&dice=5+2", 200, []string{"Emergency Thrust: 2 dice [5 2] score 1: success, main drive damaged", "Result <b>(-7.00, 3.46) course 9 facing 9 velocity 9; drive 2</b>"}},
		{"table dice missing", et + "&dice=5", 200, []string{"Not enough dice: nothing was adjudicated", "1 × d6 for emergency thrust"}},
		{"order error placed", "/odds/ft/move?order=P3+%26+2", 422, []string{`id="e-order"`, "column 4: unexpected character &#39;&amp;&#39; (P3 ▸&amp; 2)"}},
		{"bad number", "/odds/ft/move?thrust=21", 422, []string{`class="field invalid"`, "a whole number from 0 to 20"}},
		{"bad position", "/odds/ft/move?x=abc", 422, []string{"a number from -10000 to 10000"}},
		{"bad house rule", "/odds/ft/move?house=warp", 422, []string{`id="e-house"`}},
		{"all reach modes", "/odds/ft/move?thrust=4&velocity=6&order=2P+%2B+HA1P&reach-hard-about=1&reach-redline=1&reach-et=1", 200, []string{"by hard-about", "by redline", "by emergency-thrust", "reach-et=1"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w := get(s, tc.target)
			if w.Code != tc.status {
				t.Fatalf("status %d, want %d: %s", w.Code, tc.status, w.Body)
			}
			body := w.Body.String()
			for _, want := range tc.want {
				if !strings.Contains(body, want) {
					t.Errorf("page lacks %q", want)
				}
			}
		})
	}
}

// TestFTMoveMap checks that the reach map is an SVG and that a missing map
// is not found.
func TestFTMoveMap(t *testing.T) {
	s := newTestServer(t, Config{Rate: 1000, Burst: 1000})
	w := get(s, "/odds/ft/move/chart.svg?thrust=4&velocity=6&reach-et=1&map=0")
	if w.Code != http.StatusOK || w.Header().Get("Content-Type") != "image/svg+xml" || !strings.Contains(w.Body.String(), "<svg") {
		t.Fatalf("status %d, type %q", w.Code, w.Header().Get("Content-Type"))
	}
	if w := get(s, "/odds/ft/move/chart.svg?thrust=4&map=3"); w.Code != http.StatusNotFound {
		t.Fatalf("map 3: status %d", w.Code)
	}
	if w := get(s, "/odds/ft/move/chart.svg?thrust=0&velocity=0&map=0"); w.Code != http.StatusOK {
		t.Fatalf("a ship without thrust: status %d: %.200s", w.Code, w.Body)
	}
}

// TestFTMoveRollMatchesAPI checks that a seed gives the same move on the
// page and through the API, and that the table's dice applied and the
// reach modes read as "ft reach" names them.
func TestFTMoveRollMatchesAPI(t *testing.T) {
	s := newTestServer(t, Config{Rate: 1000, Burst: 1000})
	const q = "thrust=4&velocity=6&order=ET+P3%2B3"
	var out struct {
		Result ftMoveJSON `json:"result"`
	}
	if err := json.Unmarshal(get(s, "/api/ft/move/roll?"+q+"&seed=7").Body.Bytes(), &out); err != nil {
		t.Fatal(err)
	}
	page := get(s, "/odds/ft/move?"+q+"&roll=1&seed=7").Body.String()
	if want := "Result <b>" + out.Result.End() + "</b>"; !strings.Contains(page, want) {
		t.Fatalf("page lacks %q", want)
	}
	var reach ftReachJSON
	if err := json.Unmarshal(get(s, "/api/ft/move/reach?thrust=4&velocity=6&reach-hard-about=1&reach-et=1").Body.Bytes(), &reach); err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(reach.Modes, ","); got != "standard,hard-about,emergency-thrust" {
		t.Fatalf("modes %q", got)
	}
	total := 0
	for _, n := range reach.Counts {
		total += n
	}
	if total != len(reach.Ends) || reach.Counts["standard"] == 0 || reach.Counts["emergency-thrust"] == 0 {
		t.Fatalf("counts %v for %d ends", reach.Counts, len(reach.Ends))
	}
}
