package web

import (
	"bytes"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
)

// cookieJar keeps the cookies a browser would, by name.
type cookieJar map[string]string

// take keeps the cookies w sets.
func (j cookieJar) take(w *httptest.ResponseRecorder) {
	for _, c := range w.Result().Cookies() {
		j[c.Name] = c.Value
	}
}

// header is the Cookie header of the jar.
func (j cookieJar) header() string {
	var parts []string
	for k, v := range j {
		parts = append(parts, k+"="+v)
	}
	return strings.Join(parts, "; ")
}

// getWith asks h for target with the jar's cookies and keeps those it sets.
func (j cookieJar) get(h http.Handler, target string) *httptest.ResponseRecorder {
	w := get(h, target, "Cookie", j.header())
	j.take(w)
	return w
}

// post posts form to target of h from the site itself with the jar's
// cookies and keeps those it sets.
func (j cookieJar) post(h http.Handler, target string, form url.Values) *httptest.ResponseRecorder {
	w := postForm(h, target, j.header(), "same-origin", form)
	j.take(w)
	return w
}

// newFriendGame starts a game against a friend from host's browser and
// returns the game's ID and the invitation's token.
func newFriendGame(t *testing.T, s *Server, host cookieJar) (id, token string) {
	t.Helper()
	w := host.post(s, "/games", url.Values{"scenario": {scenarios()[0].Key}, "mode": {"friend"}, "side": {"0"}})
	if w.Code != http.StatusSeeOther {
		t.Fatalf("new game: %d %s", w.Code, w.Body)
	}
	loc := w.Header().Get("Location")
	id = strings.TrimPrefix(strings.SplitN(loc, "?", 2)[0], "/games/")
	token = host[inviteCookie(id)]
	if token == "" {
		t.Fatalf("no invitation kept for %s: %v", id, host)
	}
	return id, token
}

// TestInvitationSingleUse checks that an invitation's page takes nothing
// (a link preview does not use it up), that taking the seat uses it up so
// that the link opens nothing any more, and that the token is never written
// to the request log.
func TestInvitationSingleUse(t *testing.T) {
	var log bytes.Buffer
	s := newTestServer(t, Config{Rate: 1000, Burst: 1000, Logger: slog.New(slog.NewTextHandler(&log, nil))})
	host, guest, late := cookieJar{}, cookieJar{}, cookieJar{}
	id, token := newFriendGame(t, s, host)

	for range 2 { // a chat program's preview, then the guest
		if w := guest.get(s, "/join/"+token); w.Code != http.StatusOK || !strings.Contains(w.Body.String(), `id="take-seat"`) {
			t.Fatalf("the invitation's page: %d %s", w.Code, w.Body)
		}
	}
	if len(guest) != 0 {
		t.Fatalf("looking at the invitation set cookies: %v", guest)
	}
	w := guest.post(s, "/join/"+token, nil)
	if w.Code != http.StatusSeeOther || !strings.HasPrefix(w.Header().Get("Location"), "/games/"+id+"?seat=1") {
		t.Fatalf("taking the seat: %d %s", w.Code, w.Header().Get("Location"))
	}
	seatToken := guest[seatCookie(id, 1)]
	if seatToken == "" || seatToken == token {
		t.Fatalf("the guest's seat token is %q (the invitation's was %q)", seatToken, token)
	}
	if w := guest.get(s, "/games/"+id+"?seat=1"); w.Code != http.StatusOK || !strings.Contains(w.Body.String(), "seat=1") {
		t.Errorf("the guest's game page: %d", w.Code)
	}
	for _, w := range []*httptest.ResponseRecorder{late.get(s, "/join/"+token), late.post(s, "/join/"+token, nil)} {
		if w.Code != http.StatusNotFound || !strings.Contains(w.Body.String(), "used already") {
			t.Errorf("a used invitation answers %d: %s", w.Code, w.Body)
		}
	}
	if len(late) != 0 {
		t.Errorf("a used invitation gave cookies: %v", late)
	}
	// The host's list no longer offers the used link.
	if body := host.get(s, "/games").Body.String(); strings.Contains(body, "/join/") {
		t.Error("the games page still offers a used invitation")
	}
	if strings.Contains(log.String(), token) || strings.Contains(log.String(), seatToken) {
		t.Errorf("a token is in the log:\n%s", log.String())
	}
	if !strings.Contains(log.String(), "path=/join/REDACTED") {
		t.Errorf("the log lacks the redacted invitation requests:\n%s", log.String())
	}
}

// TestInvitationWithdrawn checks that the host can withdraw an unused
// invitation, which then opens nothing, and gets a new link in its place;
// and that nobody else can.
func TestInvitationWithdrawn(t *testing.T) {
	s := newTestServer(t, Config{Rate: 1000, Burst: 1000})
	host := cookieJar{}
	id, old := newFriendGame(t, s, host)
	stranger := cookieJar{inviteCookie(id): old}
	if w := stranger.post(s, "/games/"+id+"/invite", nil); w.Code != http.StatusForbidden {
		t.Errorf("a browser holding no seat withdrew the invitation: %d", w.Code)
	}
	if w := host.post(s, "/games/"+id+"/invite", nil); w.Code != http.StatusSeeOther {
		t.Fatalf("withdrawing: %d %s", w.Code, w.Body)
	}
	fresh := host[inviteCookie(id)]
	if fresh == "" || fresh == old {
		t.Fatalf("no new invitation: %q", fresh)
	}
	if w := get(s, "/join/"+old); w.Code != http.StatusNotFound {
		t.Errorf("the withdrawn link answers %d", w.Code)
	}
	if w := get(s, "/join/"+fresh); w.Code != http.StatusOK {
		t.Errorf("the new link answers %d", w.Code)
	}
	if body := host.get(s, "/games").Body.String(); !strings.Contains(body, "/join/"+fresh) || strings.Contains(body, old) {
		t.Error("the games page does not offer the new link alone")
	}
	guest := cookieJar{}
	guest.post(s, "/join/"+fresh, nil)
	if w := host.post(s, "/games/"+id+"/invite", nil); w.Code != http.StatusConflict {
		t.Errorf("withdrawing a used invitation: %d, want 409", w.Code)
	}
}

// TestMyGames checks that the games page lists the games whose seats this
// browser holds, in words, and nobody else's.
func TestMyGames(t *testing.T) {
	s := newTestServer(t, Config{Rate: 1000, Burst: 1000})
	host, other := cookieJar{}, cookieJar{}
	id, _ := newFriendGame(t, s, host)
	w := other.post(s, "/games", url.Values{"scenario": {scenarios()[0].Key}, "mode": {"computer"}, "side": {"1"}})
	otherID := strings.TrimPrefix(strings.SplitN(w.Header().Get("Location"), "?", 2)[0], "/games/")
	body := host.get(s, "/games").Body.String()
	for _, want := range []string{`id="game-` + id + `"`, "<b>" + scenarios()[0].sf.Name + "</b>", "against a friend (", "/join/", "Withdraw it"} {
		if !strings.Contains(body, want) {
			t.Errorf("the host's games page lacks %q", want)
		}
	}
	if strings.Contains(body, otherID) {
		t.Error("the host's games page lists another browser's game")
	}
	body = other.get(s, "/games").Body.String()
	if !strings.Contains(body, `id="game-`+otherID+`"`) || !strings.Contains(body, "against the computer (") || strings.Contains(body, id) {
		t.Errorf("the other browser's games page is wrong")
	}
	if !strings.Contains(body, "Your turn") && !strings.Contains(body, "Waiting for") {
		t.Error("the games page does not say whose turn it is")
	}
	if body := get(s, "/games").Body.String(); strings.Contains(body, id) || strings.Contains(body, otherID) {
		t.Error("a browser without seats sees games")
	}
}
