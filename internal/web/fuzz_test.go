package web

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"
)

// The fuzz targets below drive every handler that takes text, through the
// whole handler stack, and assert it never answers 500 (a 500 only ever
// means a bug) and never takes longer than its budgets allow. .ci/run runs
// each for a few seconds; go test runs their seeds.

// fuzzQueryRoutes are the GET routes that read their query.
func fuzzQueryRoutes() []string {
	var routes []string
	for _, t := range mechTools {
		routes = append(routes, "/odds/"+t.Key, "/odds/"+t.Key+"/chart.svg", "/api/"+t.Key+"/odds", "/api/"+t.Key+"/roll")
	}
	return append(routes, "/api/ft/move/reach", "/api/dice/odds", "/api/dice/roll", "/lab", "/lab/chart.svg", "/lab/scenario.yaml", "/rules", "/games")
}

// checkAnswer fails t when a request answered 500 or took too long.
func checkAnswer(t *testing.T, what string, code int, body string, took time.Duration) {
	t.Helper()
	if code >= 500 && code != http.StatusServiceUnavailable {
		t.Fatalf("%.200q: %d %.300s", what, code, body)
	}
	if took > heavyQueueWait+heavyTimeout+time.Second {
		t.Fatalf("%.200q: answered after %v", what, took)
	}
}

// FuzzQuery sends any query string to every route that reads one.
func FuzzQuery(f *testing.F) {
	for _, q := range []string{
		"n=4&flex=1&macro=2", "n=30&flex=10&macro=40", "n=NaN", "n=1e400&macro=-Inf", "x=NaN&y=Inf&order=P1",
		"notation=10000d1000", "notation=" + url.QueryEscape(strings.Repeat("(", 500)), "dice=1+2+3&seed=zz",
		"yaml=" + url.QueryEscape(strikeAliasBomb(f)), "yaml=" + url.QueryEscape(strings.Repeat("[", 3000)),
		"file=" + url.QueryEscape("&a [*a, *a]"), "pool=30&flex=10&macro=10", "part=-1", "step=99999999999999999999",
		"%zz", "n=%00", "exact=1&n=8&flex=2&macro=3",
	} {
		for r := range 4 {
			f.Add(q, uint8(r*11))
		}
	}
	s := newTestServer(f, Config{Rate: 1e6, Burst: 1 << 20})
	routes := fuzzQueryRoutes()
	f.Fuzz(func(t *testing.T, query string, route uint8) {
		if strings.Contains(query, "run=") {
			return // a lab run is a long job by design, bounded by its trials
		}
		target := routes[int(route)%len(routes)] + "?" + query
		start := time.Now()
		r, err := http.NewRequest(http.MethodGet, "http://example.com"+target, nil)
		if err != nil {
			return // not a request a client can send
		}
		w := httptest.NewRecorder()
		s.ServeHTTP(w, r)
		checkAnswer(t, target, w.Code, w.Body.String(), time.Since(start))
	})
}

// FuzzPastedFile pastes any text as each page's file.
func FuzzPastedFile(f *testing.F) {
	for _, doc := range []string{
		strikeAliasBomb(f), strings.Repeat("- ", 3000) + "x", "name: x\nships: [{name: A, drive: 300, at: [.nan, 1]}]",
		"&a [*a]", "!!binary |\n  AAAA", "sides: [{squadrons: [{ships: [{class: destroyer}]}]}]",
		"include: [../../../etc/passwd]\nsides: []", "кириллица: [д]", "\x00\xff",
	} {
		for page := range 4 {
			f.Add(doc, uint8(page))
		}
	}
	s := newTestServer(f, Config{Rate: 1e6, Burst: 1 << 20})
	pages := []string{"/odds/ft/strike?yaml=", "/api/ft/strike/odds?yaml=", "/lab?file=", "/lab/scenario.yaml?file="}
	f.Fuzz(func(t *testing.T, doc string, page uint8) {
		target := pages[int(page)%len(pages)] + url.QueryEscape(doc)
		start := time.Now()
		w := get(s, target)
		checkAnswer(t, target, w.Code, w.Body.String(), time.Since(start))
	})
}

// FuzzAction gives any action text to a game, through the JSON API and
// the HTML form.
func FuzzAction(f *testing.F) {
	for _, a := range []string{"garbage", "", "move", "move -1 F", "move 0 FFFFFFFFFFFFF", "move 12345678901234567890 F",
		"fire 0 at 1 beam 2", "move 0 дд", "done", strings.Repeat("F", 300)} {
		f.Add(a, false)
	}
	s := gameServer(f, newTestStore(f))
	g := newAPIGame(f, s, newGameRequest{Scenario: "destroyer-skirmish", Seats: []string{"human", "human"}})
	f.Fuzz(func(t *testing.T, action string, form bool) {
		for seat, tok := range g.Tokens {
			st, _ := seatStateOf(t, s, g.ID, tok)
			start := time.Now()
			if form {
				v := url.Values{"seat": {strconv.Itoa(seat)}, "version": {strconv.Itoa(st.Version)}, "action": {action}}
				w := postForm(s, "/games/"+g.ID+"/act", seatCookie(g.ID, seat)+"="+tok, "same-origin", v)
				checkAnswer(t, action, w.Code, w.Body.String(), time.Since(start))
				continue
			}
			code, body := apiCall(t, s, http.MethodPost, "/api/games/"+g.ID+"/actions", tok, map[string]any{"version": st.Version, "action": action})
			checkAnswer(t, action, code, string(body), time.Since(start))
		}
	})
}

// TestMalformedInputEveryRoute walks every route with malformed and
// hostile input, GET queries and POST bodies, asserting that none answers
// 500.
func TestMalformedInputEveryRoute(t *testing.T) {
	s := gameServer(t, newTestStore(t))
	g := newAPIGame(t, s, newGameRequest{Scenario: "destroyer-skirmish", Seats: []string{"human", "human"}})
	queries := []string{"", "n=-1", "n=NaN&x=Inf&y=-Inf", "n=99999999999999999999", "seed=zz&dice=x", "part=999",
		"yaml=" + url.QueryEscape(strikeAliasBomb(t)), "file=" + url.QueryEscape(strings.Repeat("[", 3000)),
		"notation=" + url.QueryEscape("д6"), "step=-1", "%zz"}
	done := newAPIGame(t, s, newGameRequest{Scenario: "destroyer-skirmish", Seats: []string{"human", "computer"}})
	if code, body := apiCall(t, s, http.MethodPost, "/api/games/"+done.ID+"/table", done.Tokens[0], map[string]string{"step": "resign"}); code != http.StatusOK {
		t.Fatalf("resign: %d %s", code, body)
	}
	queries = append(queries, "play=1&speed=9", "speed=-1&step=1", "play=x&speed=4&step=99999")
	for _, route := range append(fuzzQueryRoutes(), "/games/"+g.ID, "/games/"+g.ID+"/replay", "/games/nope", "/join/nope",
		"/api/games/"+g.ID+"/state", "/api/games/"+g.ID+"/log", "/api/games/"+g.ID+"/report", "/api/games/nope/state",
		"/games/"+g.ID+"/record", "/games/"+done.ID+"/record", "/games/"+done.ID+"/replay", "/games/nope/record", importPath,
		"/seat/nope", "/seat/"+strings.Repeat("x", 3000)) {
		for i, q := range queries {
			if strings.Contains(route, "ft/scaling") && i > 0 {
				break // its fields are choices; its default study takes a third of a second (2 s under -race)
			}
			r, err := http.NewRequest(http.MethodGet, "http://example.com"+route+"?"+q, nil)
			if err != nil {
				continue
			}
			r.Header.Set("Authorization", "Bearer "+g.Tokens[0])
			start := time.Now()
			w := httptest.NewRecorder()
			s.ServeHTTP(w, r)
			checkAnswer(t, route+"?"+q, w.Code, w.Body.String(), time.Since(start))
		}
	}
	bodies := []string{"", "{", "null", "[]", `{"version": "x"}`, `{"version": 1e400}`, `{"action": 5}`, `{"seats": ["alien"]}`,
		`{"scenario": "` + strings.Repeat("x", 5000) + `"}`, `{"notation": "10000d1000", "exact": true}`, "\x00\xff",
		`{"step": 5}`, `{"step": "resign", "x": 1}`, "seat=-1&step=offer", "seat=99&step=resign", "seat=0&step=x", "seat=x",
		"file=" + url.QueryEscape("&a [*a, *a]") + "&mode=computer", "file=" + url.QueryEscape(strikeAliasBomb(t)),
		"file=name%3A+x&side=9&turns=-4&mode=friend", "record=" + url.QueryEscape(`{"rules":"spacefleet","seed":"zz","setup":{}}`),
		"record=" + url.QueryEscape(`{"rules":"spacefleet","version":"3","seed":"0000000000000001","setup":{"sides":[]}}`) + "&use=continue&side=0&mode=hotseat",
		"record=%7B&use=replay", "use=continue&side=-1", "seat=0&step=accept", "seat=0&step=resign"}
	for _, route := range []string{"/api/games", "/api/games/" + g.ID + "/actions", "/api/dice/odds", "/api/dice/roll", "/games", "/games/" + g.ID + "/act",
		"/games/custom", "/games/" + g.ID + "/table", "/games/" + g.ID + "/rematch", "/games/" + g.ID + "/seatlink", "/games/" + g.ID + "/seatlink/withdraw",
		"/games/" + done.ID + "/rematch", "/games/nope/table", "/seat/nope", importPath, "/api/games/" + g.ID + "/table", "/api/games/nope/table"} {
		for _, b := range bodies {
			for _, ct := range []string{"application/json", "application/x-www-form-urlencoded"} {
				r := httptest.NewRequest(http.MethodPost, route, strings.NewReader(b))
				r.Header.Set("Content-Type", ct)
				r.Header.Set("Sec-Fetch-Site", "same-origin")
				r.Header.Set("Authorization", "Bearer "+g.Tokens[0])
				r.Header.Set("Cookie", seatCookie(g.ID, 0)+"="+g.Tokens[0]+"; "+seatCookie(done.ID, 0)+"="+done.Tokens[0])
				start := time.Now()
				w := httptest.NewRecorder()
				s.ServeHTTP(w, r)
				checkAnswer(t, route+" "+b, w.Code, w.Body.String(), time.Since(start))
			}
		}
	}
}
