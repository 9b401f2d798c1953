package web

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/broadside/broadside/internal/store"
)

// apiCall sends a request to h with an optional bearer token and JSON body
// and returns the status and body.
func apiCall(t testing.TB, h http.Handler, method, target, token string, body any) (int, []byte) {
	t.Helper()
	var rd *bytes.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			t.Fatal(err)
		}
		rd = bytes.NewReader(b)
	} else {
		rd = bytes.NewReader(nil)
	}
	r := httptest.NewRequest(method, target, rd)
	if token != "" {
		r.Header.Set("Authorization", "Bearer "+token)
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	return w.Code, w.Body.Bytes()
}

// newAPIGame creates a game through the API and returns it.
func newAPIGame(t testing.TB, h http.Handler, req newGameRequest) createdGame {
	t.Helper()
	code, body := apiCall(t, h, http.MethodPost, "/api/games", "", req)
	if code != http.StatusCreated {
		t.Fatalf("create: %d %s", code, body)
	}
	var g createdGame
	if err := json.Unmarshal(body, &g); err != nil {
		t.Fatal(err)
	}
	return g
}

// clientState is seatState as a client reads it, the view left as JSON.
type clientState struct {
	ID      string          `json:"id"`
	Seat    int             `json:"seat"`
	Version int             `json:"version"`
	Over    bool            `json:"over"`
	View    json.RawMessage `json:"view"`
	Actions []string        `json:"actions"`
}

// seatStateOf fetches the state of the seat token opens.
func seatStateOf(t testing.TB, h http.Handler, id, token string) (clientState, []byte) {
	t.Helper()
	code, body := apiCall(t, h, http.MethodGet, "/api/games/"+id+"/state", token, nil)
	if code != http.StatusOK {
		t.Fatalf("state: %d %s", code, body)
	}
	var st clientState
	if err := json.Unmarshal(body, &st); err != nil {
		t.Fatal(err)
	}
	return st, body
}

// playFirst gives the last legal action (often "done", which moves the
// game on fastest) of the seat if it has any, and
// reports whether it did.
func playFirst(t testing.TB, h http.Handler, id, token string) bool {
	t.Helper()
	st, _ := seatStateOf(t, h, id, token)
	if len(st.Actions) == 0 {
		return false
	}
	code, body := apiCall(t, h, http.MethodPost, "/api/games/"+id+"/actions", token, map[string]any{"version": st.Version, "action": st.Actions[len(st.Actions)-1]})
	if code != http.StatusOK {
		t.Fatalf("action %q: %d %s", st.Actions[0], code, body)
	}
	return true
}

// gameServer returns a server without a rate limit on a fresh store.
func gameServer(t testing.TB, st *store.Store) *Server {
	t.Helper()
	return newTestServer(t, Config{Store: st, Rate: 1e6, Burst: 1 << 20})
}

func TestGameAgainstComputerToTheEnd(t *testing.T) {
	st := newTestStore(t)
	s := gameServer(t, st)
	g := newAPIGame(t, s, newGameRequest{Scenario: "destroyer-skirmish", Turns: 2, Seats: []string{"human", "computer"}})
	for range 500 {
		if !playFirst(t, s, g.ID, g.Tokens[0]) {
			break
		}
	}
	state, _ := seatStateOf(t, s, g.ID, g.Tokens[0])
	if !state.Over {
		t.Fatalf("the game is not over after its turn limit: %+v", state.View)
	}
	rec, err := st.LoadGame(context.Background(), g.ID)
	if err != nil {
		t.Fatal(err)
	}
	if rec.Game.Status != store.Finished || int(rec.Game.Version) != state.Version || len(rec.Actions) != state.Version {
		t.Errorf("store: status %s version %d, %d actions; the game is at version %d", rec.Game.Status, rec.Game.Version, len(rec.Actions), state.Version)
	}
	if code, body := apiCall(t, s, http.MethodGet, "/api/games/"+g.ID+"/report", "", nil); code != http.StatusOK || !strings.Contains(string(body), "summary") {
		t.Errorf("report: %d %s", code, body)
	}
	for _, step := range []string{"0", "1", ""} {
		w := get(s, "/games/"+g.ID+"/replay?step="+step)
		if w.Code != http.StatusOK || !strings.Contains(w.Body.String(), "<svg class=\"board\"") {
			t.Errorf("replay step %q: %d", step, w.Code)
		}
	}
}

func TestGameSecurity(t *testing.T) {
	st := newTestStore(t)
	s := gameServer(t, st)
	g := newAPIGame(t, s, newGameRequest{Scenario: "sensors-ambush", Seats: []string{"human", "human"}})
	other := newAPIGame(t, s, newGameRequest{Scenario: "destroyer-skirmish", Seats: []string{"human", "human"}})
	rec, err := st.LoadGame(context.Background(), g.ID)
	if err != nil {
		t.Fatal(err)
	}
	secrets := []string{rec.Game.Seed.String(), `"seed"`, "stream", "Shadow", "Shroud"}
	blue, body := seatStateOf(t, s, g.ID, g.Tokens[1])
	t.Run("view hides the seed and undetected enemies", func(t *testing.T) {
		page := get(s, "/games/"+g.ID+"?seat=1", "Cookie", seatCookie(g.ID, 1)+"="+g.Tokens[1]).Body.String()
		_, log := apiCall(t, s, http.MethodGet, "/api/games/"+g.ID+"/log", g.Tokens[1], nil)
		spectator := get(s, "/games/"+g.ID).Body.String()
		for name, text := range map[string]string{"state": string(body), "page": page, "log": string(log), "spectator": spectator} {
			for _, secret := range secrets {
				if strings.Contains(text, secret) {
					t.Errorf("%s for Blue holds %q", name, secret)
				}
			}
		}
		if !strings.Contains(page, "You command <strong>Blue</strong>") {
			t.Errorf("Blue's page does not name Blue")
		}
	})
	t.Run("bad token", func(t *testing.T) {
		for _, tok := range []string{"", "nonsense", other.Tokens[0]} {
			code, body := apiCall(t, s, http.MethodPost, "/api/games/"+g.ID+"/actions", tok, map[string]any{"version": blue.Version, "action": "done"})
			if code != http.StatusForbidden {
				t.Errorf("token %q: %d %s, want 403", tok, code, body)
			}
			if code, _ := apiCall(t, s, http.MethodGet, "/api/games/"+g.ID+"/state", tok, nil); code != http.StatusForbidden {
				t.Errorf("state with token %q: %d, want 403", tok, code)
			}
		}
	})
	t.Run("acting as the other seat", func(t *testing.T) {
		red, _ := seatStateOf(t, s, g.ID, g.Tokens[0])
		idle, act := g.Tokens[1], ""
		if len(red.Actions) == 0 {
			idle, act = g.Tokens[0], blue.Actions[0]
		} else {
			act = red.Actions[0]
		}
		code, body := apiCall(t, s, http.MethodPost, "/api/games/"+g.ID+"/actions", idle, map[string]any{"version": red.Version, "action": act})
		if code != http.StatusForbidden && code != http.StatusUnprocessableEntity {
			t.Errorf("the other seat's action: %d %s, want 403 or 422", code, body)
		}
	})
	t.Run("stale version", func(t *testing.T) {
		tok := g.Tokens[0]
		state, _ := seatStateOf(t, s, g.ID, tok)
		if len(state.Actions) == 0 {
			tok = g.Tokens[1]
			state, _ = seatStateOf(t, s, g.ID, tok)
		}
		if !playFirst(t, s, g.ID, tok) {
			t.Fatal("no action to play")
		}
		code, body := apiCall(t, s, http.MethodPost, "/api/games/"+g.ID+"/actions", tok, map[string]any{"version": state.Version, "action": state.Actions[0]})
		if code != http.StatusConflict || !strings.Contains(string(body), "stale") {
			t.Errorf("stale action: %d %s, want 409 naming it stale", code, body)
		}
	})
	t.Run("cross-site form refused", func(t *testing.T) {
		r := httptest.NewRequest(http.MethodPost, "/games/"+g.ID+"/act", strings.NewReader("seat=0&version=0&action=done"))
		r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		r.Header.Set("Sec-Fetch-Site", "cross-site")
		r.Header.Set("Cookie", seatCookie(g.ID, 0)+"="+g.Tokens[0])
		w := httptest.NewRecorder()
		s.ServeHTTP(w, r)
		if w.Code != http.StatusForbidden {
			t.Errorf("cross-site POST: %d, want 403", w.Code)
		}
	})
	t.Run("replay closed while running", func(t *testing.T) {
		if w := get(s, "/games/"+g.ID+"/replay"); w.Code != http.StatusConflict {
			t.Errorf("replay of a running game: %d, want 409", w.Code)
		}
	})
}

func TestGameConcurrentActionsSerialised(t *testing.T) {
	st := newTestStore(t)
	s := gameServer(t, st)
	g := newAPIGame(t, s, newGameRequest{Scenario: "destroyer-skirmish", Turns: 1, Seats: []string{"human", "human"}})
	tok := g.Tokens[0]
	state, _ := seatStateOf(t, s, g.ID, tok)
	if len(state.Actions) == 0 {
		tok = g.Tokens[1]
		state, _ = seatStateOf(t, s, g.ID, tok)
	}
	const n = 8
	codes := make([]int, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() {
			codes[i], _ = apiCall(t, s, http.MethodPost, "/api/games/"+g.ID+"/actions", tok, map[string]any{"version": state.Version, "action": state.Actions[i%len(state.Actions)]})
		})
	}
	wg.Wait()
	ok := 0
	for _, c := range codes {
		switch c {
		case http.StatusOK:
			ok++
		case http.StatusConflict:
		default:
			t.Errorf("status %d, want 200 or 409", c)
		}
	}
	if ok != 1 {
		t.Errorf("%d of %d concurrent actions at one version accepted, want 1 (%v)", ok, n, codes)
	}
	if got, _ := st.Game(context.Background(), g.ID); got.Version != int64(state.Version+1) {
		t.Errorf("stored version %d, want %d", got.Version, state.Version+1)
	}
}

func TestGameSurvivesRestart(t *testing.T) {
	st := newTestStore(t)
	first := gameServer(t, st)
	g := newAPIGame(t, first, newGameRequest{Scenario: "destroyer-skirmish", Turns: 2, Seats: []string{"computer", "human"}})
	for range 5 {
		playFirst(t, first, g.ID, g.Tokens[1])
	}
	before, _ := seatStateOf(t, first, g.ID, g.Tokens[1])
	// A new server over the same database knows nothing but the store.
	second := gameServer(t, st)
	after, _ := seatStateOf(t, second, g.ID, g.Tokens[1])
	if after.Version != before.Version || !bytes.Equal(after.View, before.View) {
		t.Fatalf("after the restart: version %d, want %d, or a different view", after.Version, before.Version)
	}
	for range 500 {
		if !playFirst(t, second, g.ID, g.Tokens[1]) {
			break
		}
	}
	rec, err := st.LoadGame(context.Background(), g.ID)
	if err != nil {
		t.Fatal(err)
	}
	if rec.Game.Status != store.Finished {
		t.Fatalf("status %s after playing on", rec.Game.Status)
	}
	// The first server, with a stale cache, catches up from the store.
	final, _ := seatStateOf(t, first, g.ID, g.Tokens[1])
	if final.Version != len(rec.Actions) || !final.Over {
		t.Errorf("the first server sees version %d (over %v); the store holds %d actions", final.Version, final.Over, len(rec.Actions))
	}
}
