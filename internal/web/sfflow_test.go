package web

import (
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"
)

// moverOf returns the seat of a two-seat Space Fleet game that has
// actions now, with its state.
func moverOf(t *testing.T, s *Server, id string, tokens []string) (int, clientState) {
	t.Helper()
	for seat, tok := range tokens {
		if st, _ := seatStateOf(t, s, id, tok); len(st.Actions) > 0 {
			return seat, st
		}
	}
	t.Fatalf("no seat of game %s has an action", id)
	return 0, clientState{}
}

// TestSFActionChosenBeforeADrawOffer gives orders chosen on a page or by a
// client that read the game before the other side offered a draw, or
// declined one: a table step that leaves the game going changes nothing of
// the position, so the orders are played, through the form and the API,
// not refused as stale; orders chosen before an action played since still
// are.
func TestSFActionChosenBeforeADrawOffer(t *testing.T) {
	s := gameServer(t, newTestStore(t))
	g := newAPIGame(t, s, newGameRequest{Scenario: "destroyer-skirmish", Seats: []string{"human", "human"}})
	mover, st := moverOf(t, s, g.ID, g.Tokens)
	other := 1 - mover
	if code, body := apiCall(t, s, http.MethodPost, "/api/games/"+g.ID+"/table", g.Tokens[other], map[string]any{"step": "offer"}); code != http.StatusOK {
		t.Fatalf("the draw offer: %d %s", code, body)
	}
	jar := cookieJar{seatCookie(g.ID, mover): g.Tokens[mover]}
	action := st.Actions[len(st.Actions)-1]
	w := jar.post(s, "/games/"+g.ID+"/act", url.Values{"seat": {strconv.Itoa(mover)}, "version": {strconv.Itoa(st.Version)}, "action": {action}})
	if loc := w.Header().Get("Location"); w.Code != http.StatusSeeOther || strings.Contains(loc, "note=") {
		t.Fatalf("the form's order %q chosen at version %d before the offer: %d to %q %s", action, st.Version, w.Code, loc, w.Body)
	}
	chosen, offered := st.Version, other
	mover, st = moverOf(t, s, g.ID, g.Tokens)
	if code, body := apiCall(t, s, http.MethodPost, "/api/games/"+g.ID+"/table", g.Tokens[1-offered], map[string]any{"step": "decline"}); code != http.StatusOK {
		t.Fatalf("the draw declined: %d %s", code, body)
	}
	action = st.Actions[len(st.Actions)-1]
	if code, body := apiCall(t, s, http.MethodPost, "/api/games/"+g.ID+"/actions", g.Tokens[mover], map[string]any{"version": st.Version, "action": action}); code != http.StatusOK {
		t.Fatalf("the API's order %q chosen at version %d before the decline: %d %s", action, st.Version, code, body)
	}
	rec, err := s.store.LoadGame(t.Context(), g.ID)
	if err != nil {
		t.Fatal(err)
	}
	if n := len(rec.Actions); n != st.Version+2 || !strings.Contains(string(rec.Actions[n-1].Data), action) || !strings.Contains(string(rec.Actions[n-2].Data), `"table":true`) {
		t.Errorf("the stored record ends %+v, want the decline then %q", rec.Actions[max(0, n-3):], action)
	}
	mover, st = moverOf(t, s, g.ID, g.Tokens)
	if code, body := apiCall(t, s, http.MethodPost, "/api/games/"+g.ID+"/actions", g.Tokens[mover], map[string]any{"version": chosen, "action": st.Actions[len(st.Actions)-1]}); code != http.StatusConflict {
		t.Errorf("an order chosen at version %d, before two actions since: %d %s, want 409", chosen, code, body)
	}
}
