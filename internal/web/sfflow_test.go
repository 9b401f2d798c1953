package web

import (
	"html"
	"net/http"
	"net/url"
	"regexp"
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

// TestSFActionWhileAnotherServerMovesTheComputer plays a game against the
// computer through one server, by the API and the form in turn, while
// another server over the same store asks for the game's log in a loop,
// each request making the computer's pending moves: when the other server
// stores the computer's move first, the side's action, already stored,
// must still be answered as accepted, not 409 "give your order again".
func TestSFActionWhileAnotherServerMovesTheComputer(t *testing.T) {
	for range 8 {
		st := newTestStore(t)
		s1, s2 := gameServer(t, st), gameServer(t, st)
		g := newAPIGame(t, s1, newGameRequest{Scenario: "destroyer-skirmish", Seats: []string{"human", "computer"}})
		jar := cookieJar{seatCookie(g.ID, 0): g.Tokens[0]}
		stop := repeatUntilStopped(func() { apiCall(t, s2, http.MethodGet, "/api/games/"+g.ID+"/log?after=1000", g.Tokens[0], nil) })
		for i := range 12 {
			ss, _ := seatStateOf(t, s1, g.ID, g.Tokens[0])
			if len(ss.Actions) == 0 {
				break
			}
			action := ss.Actions[len(ss.Actions)-1]
			if i%2 == 0 {
				if code, body := apiCall(t, s1, http.MethodPost, "/api/games/"+g.ID+"/actions", g.Tokens[0], map[string]any{"version": ss.Version, "action": action}); code != http.StatusOK {
					t.Errorf("the API's order %q at version %d: %d %s", action, ss.Version, code, body)
				}
				continue
			}
			w := jar.post(s1, "/games/"+g.ID+"/act", url.Values{"seat": {"0"}, "version": {strconv.Itoa(ss.Version)}, "action": {action}})
			if loc := w.Header().Get("Location"); w.Code != http.StatusSeeOther || strings.Contains(loc, "note=") {
				t.Errorf("the form's order %q at version %d: %d to %q %s", action, ss.Version, w.Code, loc, w.Body)
			}
		}
		stop()
	}
}

// TestSFChoiceWithoutScriptAfterADrawOffer follows a move marker's link
// and chooses from the list of orders, as a browser without JavaScript
// does, on a page read before the other side offered a draw: the offer
// changes nothing of the position, so each choice is offered for
// confirmation, not refused as "the position changed".
func TestSFChoiceWithoutScriptAfterADrawOffer(t *testing.T) {
	s := gameServer(t, newTestStore(t))
	g := newAPIGame(t, s, newGameRequest{Scenario: "destroyer-skirmish", Seats: []string{"human", "human"}})
	mover, st := moverOf(t, s, g.ID, g.Tokens)
	cookie := seatCookie(g.ID, mover) + "=" + g.Tokens[mover]
	page := get(s, "/games/"+g.ID+"?seat="+strconv.Itoa(mover), "Cookie", cookie).Body.String()
	ship := shipLinkRE.FindStringSubmatch(page)
	if ship == nil {
		t.Fatal("the mover has no ship to select")
	}
	page = get(s, html.UnescapeString(ship[1]), "Cookie", cookie).Body.String()
	move := moveLinkRE.FindStringSubmatch(page)
	option := regexp.MustCompile(`<option value="([^"]*)">`).FindStringSubmatch(page)
	if move == nil || option == nil {
		t.Fatal("the selected ship offers no move marker or no list of orders")
	}
	if code, body := apiCall(t, s, http.MethodPost, "/api/games/"+g.ID+"/table", g.Tokens[1-mover], map[string]any{"step": "offer"}); code != http.StatusOK {
		t.Fatalf("the draw offer: %d %s", code, body)
	}
	order := "/games/" + g.ID + "?" + url.Values{"seat": {strconv.Itoa(mover)}, "v": {strconv.Itoa(st.Version)}, "order": {html.UnescapeString(option[1])}}.Encode()
	link, _, _ := strings.Cut(html.UnescapeString(move[1]), "#")
	for _, target := range []string{link, order} {
		w := get(s, target, "Cookie", cookie)
		if body := w.Body.String(); w.Code != http.StatusOK || strings.Contains(body, `id="note"`) || !strings.Contains(body, `id="confirm-move"`) {
			note := regexp.MustCompile(`(?s)id="note"><p>(.*?)</p>`).FindStringSubmatch(body)
			t.Errorf("%s after the draw offer: %d, note %q, a confirmation %v", target, w.Code, note, strings.Contains(body, `id="confirm-move"`))
		}
	}
}
