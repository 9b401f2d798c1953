package web

import (
	"context"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"
)

// TestFTOrdersWrittenBeforeADrawOffer writes League's orders on a page
// read before Union offered a draw: the offer changes nothing the orders
// are written against, so they are sealed, not refused as stale (which
// lost them: the page drops its draft when it submits), and the round
// resolves with both sides' orders.
func TestFTOrdersWrittenBeforeADrawOffer(t *testing.T) {
	s := gameServer(t, newTestStore(t))
	g := newAPIGame(t, s, newGameRequest{Ruleset: "fullthrust", Scenario: "battle-cruiser-action", Seats: []string{"human", "human"}})
	union, league := g.Tokens[0], g.Tokens[1]
	if code, body := apiCall(t, s, http.MethodPost, "/api/games/"+g.ID+"/table", union, map[string]any{"step": "offer"}); code != http.StatusOK {
		t.Fatalf("Union's draw offer: %d %s", code, body)
	}
	jar := cookieJar{seatCookie(g.ID, 1): league}
	w := jar.post(s, "/games/"+g.ID+"/orders", url.Values{"seat": {"1"}, "version": {"0"}, "ship-2": {"S1"}})
	if loc := w.Header().Get("Location"); w.Code != http.StatusSeeOther || !strings.Contains(loc, "note=sealed") {
		t.Fatalf("League's orders written before the offer: %d to %q, want them sealed", w.Code, loc)
	}
	if code, body := submitFT(t, s, g.ID, union, 0, "Resolute: P1"); code != http.StatusOK {
		t.Fatalf("Union's orders written before its own offer: %d %s", code, body)
	}
	_, body := ftStateOf(t, s, g.ID, union)
	if !strings.Contains(body, "Vigilant: S1") || !strings.Contains(body, "Resolute: P1") {
		t.Errorf("the round did not resolve with both sides' orders:\n%s", body)
	}
	// Orders of the round before are stale still.
	if code, body := submitFT(t, s, g.ID, league, 0, ""); code != http.StatusConflict {
		t.Errorf("orders of the round resolved: %d %s, want 409", code, body)
	}
}

// TestCancelledRequestIsNo500 sends a battle's requests for a client that
// has gone (its context cancelled): each is answered 503, not 500, which
// would be logged as a failure of the server, and the battle is unchanged.
func TestCancelledRequestIsNo500(t *testing.T) {
	s := gameServer(t, newTestStore(t))
	g := newAPIGame(t, s, newGameRequest{Ruleset: "fullthrust", Scenario: "battle-cruiser-action", Seats: []string{"human", "computer"}})
	before, _ := ftStateOf(t, s, g.ID, g.Tokens[0])
	gone, cancel := context.WithCancel(context.Background())
	cancel()
	for _, c := range []struct{ method, path, body string }{
		{http.MethodPost, "/api/games/" + g.ID + "/orders", `{"version": 1, "orders": ""}`},
		{http.MethodGet, "/api/games/" + g.ID + "/state", ""},
		{http.MethodPost, "/api/games/" + g.ID + "/table", `{"step": "resign"}`},
		{http.MethodGet, "/games/" + g.ID, ""},
	} {
		r := httptest.NewRequest(c.method, c.path, strings.NewReader(c.body)).WithContext(gone)
		r.Header.Set("Authorization", "Bearer "+g.Tokens[0])
		w := httptest.NewRecorder()
		s.ServeHTTP(w, r)
		if w.Code != http.StatusServiceUnavailable {
			t.Errorf("%s %s for a client gone: %d %s, want 503", c.method, c.path, w.Code, w.Body)
		}
	}
	if after, _ := ftStateOf(t, s, g.ID, g.Tokens[0]); after.Version != before.Version || after.Over {
		t.Errorf("the cancelled requests changed the battle: version %d to %d, over %v", before.Version, after.Version, after.Over)
	}
}

// TestFTTwoServersRacingSubmissions submits both sides' orders of a round
// at once through two servers over one store, each written at the round's
// version: whichever is stored second must be judged against the battle
// as the first left it (still valid, and resolving the round), as on one
// server, not refused as stale because the other server stored first.
func TestFTTwoServersRacingSubmissions(t *testing.T) {
	for range 5 {
		st := newTestStore(t)
		s1, s2 := gameServer(t, st), gameServer(t, st)
		g := newAPIGame(t, s1, newGameRequest{Ruleset: "fullthrust", Scenario: "battle-cruiser-action", Seats: []string{"human", "human"}})
		ftStateOf(t, s2, g.ID, g.Tokens[1]) // s2 caches the battle at version 0
		var wg sync.WaitGroup
		var codes [2]int
		var bodies [2]string
		for i, s := range []*Server{s1, s2} {
			wg.Add(1)
			go func() {
				defer wg.Done()
				codes[i], bodies[i] = submitFT(t, s, g.ID, g.Tokens[i], 0, "")
			}()
		}
		wg.Wait()
		for i := range codes {
			if codes[i] != http.StatusOK {
				t.Fatalf("seat %d's orders through server %d: %d %s", i, i+1, codes[i], bodies[i])
			}
		}
		for _, s := range []*Server{s1, s2} {
			if fs, _ := ftStateOf(t, s, g.ID, g.Tokens[0]); fs.Version != 2 || fs.View.Phase != "fire" {
				t.Errorf("after both sides' orders: version %d phase %s, want 2 fire", fs.Version, fs.View.Phase)
			}
		}
	}
}

// TestFTRacesAndStrangers submits one side's orders eight times at once
// (as a double click on several tabs would), then posts to the battle from
// browsers that hold no seat of it (none, or the seat cookies of another
// battle renamed for this one): exactly one submission is stored, the
// others are refused 409 as already sealed, and the strangers get 403 with
// nothing stored.
func TestFTRacesAndStrangers(t *testing.T) {
	s := gameServer(t, newTestStore(t))
	g := newAPIGame(t, s, newGameRequest{Ruleset: "fullthrust", Scenario: "battle-cruiser-action", Seats: []string{"human", "human"}})
	var wg sync.WaitGroup
	codes := make([]int, 8)
	for i := range codes {
		wg.Add(1)
		go func() {
			defer wg.Done()
			codes[i], _ = submitFT(t, s, g.ID, g.Tokens[0], 0, []string{"Resolute: P1", "Resolute: S1", ""}[i%3])
		}()
	}
	wg.Wait()
	ok := 0
	for _, c := range codes {
		switch c {
		case http.StatusOK:
			ok++
		case http.StatusConflict:
		default:
			t.Errorf("a racing submission answered %d", c)
		}
	}
	other := newAPIGame(t, s, newGameRequest{Ruleset: "fullthrust", Scenario: "battle-cruiser-action", Seats: []string{"human", "human"}})
	for _, jar := range []cookieJar{{}, {seatCookie(g.ID, 1): other.Tokens[1]}} {
		for _, path := range []string{"/orders", "/orders/check", "/table", "/seatlink"} {
			w := jar.post(s, "/games/"+g.ID+path, url.Values{"seat": {"1"}, "version": {"0"}, "step": {"resign"}, "ship-2": {"S1"}})
			if w.Code != http.StatusForbidden {
				t.Errorf("a stranger's %s: %d, want 403", path, w.Code)
			}
		}
	}
	rec, err := s.store.LoadGame(t.Context(), g.ID)
	if err != nil {
		t.Fatal(err)
	}
	if ok != 1 || len(rec.Actions) != 1 {
		t.Errorf("%d of %d racing submissions accepted and %d actions stored, want 1 and 1", ok, len(codes), len(rec.Actions))
	}
}

// TestFTSubmissionWhileAnotherServerMovesTheComputer plays a battle against
// the computer through one server while another server over the same store
// serves the battle's page in a loop, each request making the computer's
// pending moves: when the other server stores the computer's orders first,
// the side's orders, already stored, must still be answered 200, not 409
// "give your order again".
func TestFTSubmissionWhileAnotherServerMovesTheComputer(t *testing.T) {
	for range 4 {
		st := newTestStore(t)
		s1, s2 := gameServer(t, st), gameServer(t, st)
		g := newAPIGame(t, s1, newGameRequest{Ruleset: "fullthrust", Scenario: "battle-cruiser-action", Seats: []string{"human", "computer"}})
		stop := repeatUntilStopped(func() { get(s2, "/games/"+g.ID) })
		for range 6 {
			fs, _ := ftStateOf(t, s1, g.ID, g.Tokens[0])
			if code, body := submitFT(t, s1, g.ID, g.Tokens[0], fs.Version, ""); code != http.StatusOK {
				t.Errorf("orders at version %d: %d %s", fs.Version, code, body)
			}
		}
		stop()
	}
}

// repeatUntilStopped calls fn again and again in a goroutine until the
// returned stop is called; stop returns once the last call has ended.
func repeatUntilStopped(fn func()) (stop func()) {
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Go(func() {
		for {
			select {
			case <-done:
				return
			default:
				fn()
			}
		}
	})
	return func() {
		close(done)
		wg.Wait()
	}
}
