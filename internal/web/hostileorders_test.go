package web

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"
)

// malformedActions are orders that do not parse or that no rule allows;
// each must be refused with 400 or 422, never 500.
func malformedActions(st clientState) []string {
	return []string{
		"garbage", "", "   ", "move", "move -1 F", "move 0", "move 0 FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF",
		"move 0 FFFFFFFFFFFFF", "move 12345678901234567890 F", "fire 0 at 1 beam 12345678901234567890",
		"move 99 F", "fire 0 at 0 beam 1", "launch 0 Q", "strike 0 at x,y", "dummy 0 to 1,1", "show 0 as -3",
		"move 0 дд", "move 0 \x00\xff", strings.Repeat("move 0 F ", 2000), "done extra",
	}
}

// TestMalformedActionsAreRefused sends every malformed action through the
// JSON API and through the HTML form, asserting a 400 or 422 with a
// message, and that a long action is quoted shortened.
func TestMalformedActionsAreRefused(t *testing.T) {
	s := gameServer(t, newTestStore(t))
	g := newAPIGame(t, s, newGameRequest{Scenario: "destroyer-skirmish", Seats: []string{"human", "human"}})
	tok := g.Tokens[0]
	st, _ := seatStateOf(t, s, g.ID, tok)
	if len(st.Actions) == 0 {
		tok = g.Tokens[1]
		st, _ = seatStateOf(t, s, g.ID, tok)
	}
	for _, a := range malformedActions(st) {
		code, body := apiCall(t, s, http.MethodPost, "/api/games/"+g.ID+"/actions", tok, map[string]any{"version": st.Version, "action": a})
		if code != http.StatusBadRequest && code != http.StatusUnprocessableEntity {
			t.Errorf("API %.40q: %d %s", a, code, body)
		}
		if len(body) > 600 {
			t.Errorf("API %.40q: the answer is %d bytes: %.200s", a, len(body), body)
		}
		if strings.Contains(string(body), "Ð") {
			t.Errorf("API %.40q: mojibake in %s", a, body)
		}
		form := url.Values{"seat": {fmt.Sprint(st.Seat)}, "version": {fmt.Sprint(st.Version)}, "action": {a}}
		w := postForm(s, "/games/"+g.ID+"/act", seatCookie(g.ID, st.Seat)+"="+tok, "same-origin", form)
		if w.Code != http.StatusBadRequest && w.Code != http.StatusUnprocessableEntity {
			t.Errorf("form %.40q: %d %.300s", a, w.Code, w.Body.String())
		}
	}
}

func TestQuoteShort(t *testing.T) {
	for _, tt := range []struct {
		in   string
		max  int
		want string
	}{
		{"move 0 F", 40, `"move 0 F"`},
		{"дд", 40, `"дд"`},
		{"a\x00\u200bb", 40, `"a\x00\u200bb"`},
		{strings.Repeat("ж", 50), 3, `"жжж"… (50 characters)`},
	} {
		if got := quoteShort(tt.in, tt.max); got != tt.want {
			t.Errorf("quoteShort(%q, %d) = %s, want %s", tt.in, tt.max, got, tt.want)
		}
	}
}
