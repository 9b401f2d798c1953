package web

import (
	"bytes"
	"encoding/json"
	"html"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// TestBoardMoveMarkers checks the move markers a selected ship shows: each
// is a link to its confirmation, named for screen readers and keyboards,
// and carries the order's fields for the board's script (no htmx
// attributes to be processed before a click counts), the board says where
// to post them, and posting a marker's fields as the script does moves the
// game on.
func TestBoardMoveMarkers(t *testing.T) {
	var logs bytes.Buffer
	s := newTestServer(t, Config{Rate: 1e6, Burst: 1 << 20, Logger: slog.New(slog.NewTextHandler(&logs, nil))})
	g := newAPIGame(t, s, newGameRequest{Scenario: "destroyer-skirmish", Turns: 2, Seats: []string{"human", "computer"}})
	cookie := seatCookie(g.ID, 0) + "=" + g.Tokens[0]
	page := get(s, "/games/"+g.ID+"?seat=0&sel=0", "Cookie", cookie).Body.String()
	if !strings.Contains(page, `data-act="/games/`+g.ID+`/act"`) {
		t.Fatal("the board does not say where its markers post")
	}
	if strings.Contains(page, "hx-post") {
		t.Error("a marker still relies on htmx attributes")
	}
	if !strings.Contains(page, `<script src="/static/board.js?v=2" defer></script>`) {
		t.Error("the page does not load the board's script")
	}
	marks := regexp.MustCompile(`<a class="move" href="([^"]*)" aria-label="([^"]*)" data-cell="\d+,\d+" data-order="[^"]*"><title>[^<]*</title><polygon class="move" points="[^"]*" data-vals="([^"]*)"/></a>`).FindAllStringSubmatch(page, -1)
	if len(marks) == 0 {
		t.Fatal("the selected ship shows no move markers, each a link with a name")
	}
	if n := strings.Count(page, `class="move"`); n != 2*len(marks) {
		t.Errorf("%d marker links and polygons, but %d markers in the expected form", n, len(marks))
	}
	for i, m := range marks {
		if link := html.UnescapeString(m[1]); !strings.HasPrefix(link, "/games/"+g.ID+"?seat=0&sel=0&move="+strconv.Itoa(i)+"&v=") {
			t.Errorf("marker %d links to %q", i, link)
		}
		if name := m[2]; !regexp.MustCompile(`^move \S.* to \d+,\d+ facing (N|NE|SE|S|SW|NW)$`).MatchString(name) {
			t.Errorf("marker %d is named %q", i, name)
		}
	}
	var vals map[string]string
	if err := json.Unmarshal([]byte(html.UnescapeString(marks[0][3])), &vals); err != nil {
		t.Fatalf("a marker's fields %q: %v", marks[0][3], err)
	}
	if vals["seat"] != "0" || vals["sel"] != "0" || vals["version"] == "" || vals["action"] == "" {
		t.Fatalf("a marker's fields: %v", vals)
	}
	post := func(vals map[string]string) *httptest.ResponseRecorder {
		form := url.Values{}
		for k, v := range vals {
			form.Set(k, v)
		}
		r := httptest.NewRequest(http.MethodPost, "/games/"+g.ID+"/act", strings.NewReader(form.Encode()))
		r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		r.Header.Set("HX-Request", "true")
		r.Header.Set("Cookie", cookie)
		w := httptest.NewRecorder()
		s.ServeHTTP(w, r)
		return w
	}
	w := post(vals)
	if loc := w.Header().Get("Location"); w.Code != http.StatusSeeOther || strings.Contains(loc, "note=") {
		t.Fatalf("the marker's order: status %d, to %q", w.Code, loc)
	}
	// The same marker again is stale: the game is shown again with a note,
	// and the log says why the order was refused.
	w = post(vals)
	if loc := w.Header().Get("Location"); w.Code != http.StatusSeeOther || !strings.Contains(loc, "note=stale") {
		t.Fatalf("the stale order: status %d, to %q", w.Code, loc)
	}
	if !strings.Contains(logs.String(), `msg="game: order refused"`) || !strings.Contains(logs.String(), "status=409") {
		t.Errorf("the refusal is not logged: %s", logs.String())
	}
}
